/**
 * THE employee picker: a searchable select asking the server for 20 matches by name or RES ID at a time (never the
 * whole company). `valueKey` picks what the form stores: the employee id (default) or the RES_ID (e.g. a candidate's
 * referrer). `current` names the stored person while they are not among the matches (an edit form's initial value).
 * Clearing gives null, so an update can clear the field.
 */
import { useState } from 'react';
import { type SelectProps } from 'antd';
import { Select } from '../../shared/deferred';
import { useEmployeeOptionsQuery } from './people.generated';

type Props = Omit<SelectProps<string>, 'options' | 'showSearch' | 'onSearch' | 'filterOption' | 'onChange' | 'value'> & {
  'aria-label': string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  valueKey?: 'id' | 'resId';
  current?: { resId: string | null; name: string | null } | null;
};

export function EmployeeSelect({ valueKey = 'id', current, value, onChange, ...rest }: Props) {
  const [search, setSearch] = useState('');
  const { data, loading } = useEmployeeOptionsQuery({ variables: { search: search || null }, fetchPolicy: 'cache-first' });
  const options = (data?.employees.items ?? []).flatMap((e) => {
    const key = valueKey === 'id' ? e.id : e.resId;
    return key ? [{ value: key, label: e.resId ? `${e.name} (${e.resId})` : (e.name ?? e.id) }] : [];
  });
  if (valueKey === 'resId' && current?.resId && !options.some((o) => o.value === current.resId)) {
    options.unshift({ value: current.resId, label: `${current.name ?? ''} (${current.resId})` });
  }
  return (
    <Select
      showSearch
      filterOption={false}
      onSearch={setSearch}
      options={options}
      loading={loading}
      placeholder="Search by name or RES ID"
      {...rest}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
    />
  );
}
