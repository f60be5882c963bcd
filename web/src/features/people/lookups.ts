/**
 * Select options of the people lookups (teams, departments, roles, statuses), fetched once and cached by Apollo. Managers
 * are people: pick them with the kit's PersonPicker (purpose MANAGERS), which searches instead of listing them all.
 */
import { useMemo } from 'react';
import { usePeopleLookupsQuery } from './people.generated';
import { useFailureToast } from '../../shared/feedback';

export function usePeopleOptions() {
  const { data, loading, error } = usePeopleLookupsQuery({ fetchPolicy: 'cache-and-network' });
  useFailureToast(error, 'load teams and departments');
  return useMemo(
    () => ({
      loading,
      teams: (data?.teams.items ?? []).map((t) => ({ value: t.id, label: t.teamName })),
      departments: (data?.departments.items ?? []).map((d) => ({ value: d.id, label: d.departmentName })),
      roles: (data?.employmentRoles.items ?? []).map((r) => ({ value: r.title, label: r.title })),
      statuses: (data?.statuses.items ?? []).map((s) => ({ value: s.id, label: s.name })),
    }),
    [data, loading],
  );
}

/** SPEC §3: hourly_or_monthly is shown Monthly or Hourly. */
export const payBasisLabel = (value: string | null | undefined) => (value === 'hourly' ? 'Hourly' : value === 'monthly' ? 'Monthly' : '');

/** Numeric role types (ARCHITECTURE "Core data"). */
export const ROLE_TYPES = [
  { value: 0, label: 'Agent' },
  { value: 1, label: 'Team leader / auditor / HR staff' },
  { value: 2, label: 'Manager' },
  { value: 3, label: 'Head of department' },
  { value: 4, label: 'Executive' },
];
export const roleTypeLabel = (value: number | null | undefined) => ROLE_TYPES.find((r) => r.value === value)?.label ?? '';
