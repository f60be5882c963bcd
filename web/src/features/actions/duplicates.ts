/**
 * Filing the same action twice (same employee, policy and date) is usually a slip: before filing, the
 * new-action form looks for such an action among those the filer may see (the existing actions list, searched by the
 * employee's RES_ID on that one date) and asks to confirm. Advisory only: when the look-up fails the form files as
 * before, and an action outside the filer's scope (SPEC: scoped lists) is not seen.
 */
import type { ApolloClient } from '@apollo/client';
import { ActionsTakenDocument, type ActionTakenFieldsFragment } from './actions.generated';

export interface Filing {
  employeeId: string;
  actionpolicyId: string;
  /** YYYY-MM-DD */
  date: string;
}

type Listed = Pick<ActionTakenFieldsFragment, 'date' | 'statusName'> & {
  employee?: { id: string } | null;
  policy?: { id: string } | null;
};

/** The first listed action that matches the filing (same employee, policy and date), if any. */
export function sameAction<T extends Listed>(items: readonly T[], f: Filing): T | undefined {
  return items.find((a) => a.employee?.id === f.employeeId && a.policy?.id === f.actionpolicyId && a.date.slice(0, 10) === f.date);
}

/** Looks the filing up on the server; undefined when there is none or the look-up failed. */
export async function findSameAction(client: ApolloClient, f: Filing, resId: string | null | undefined): Promise<Listed | undefined> {
  if (!resId) return undefined;
  try {
    const { data } = await client.query({
      query: ActionsTakenDocument,
      variables: { search: resId, createdStart: f.date, createdEnd: f.date, limit: -1 },
      fetchPolicy: 'network-only',
    });
    return sameAction(data?.actionsTaken.items ?? [], f);
  } catch {
    return undefined;
  }
}

/** The confirmation's text. */
export function duplicateWarning(name: string, a: Pick<Listed, 'statusName'>): string {
  return `${name} already has this action on this date (${a.statusName}). File it again?`;
}
