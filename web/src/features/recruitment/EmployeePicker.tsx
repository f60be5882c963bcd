/** A searchable employee select whose value is the RES_ID (the candidate's referrer or sourcer). */
import { useState } from 'react';
import { Select } from 'antd';
import { useRecruitmentEmployeesQuery } from './recruitment.generated';

export function EmployeePicker(props: { value?: string | null; onChange?: (v: string | null) => void; id?: string; 'aria-label'?: string; current?: { resId: string | null; name: string | null } | null }) {
  const [search, setSearch] = useState('');
  const { data, loading } = useRecruitmentEmployeesQuery({ variables: { search: search || null } });
  const options = (data?.employees.items ?? []).map((e) => ({ value: e.resId, label: `${e.name} (${e.resId})` }));
  const current = props.current;
  if (current?.resId && !options.some((o) => o.value === current.resId)) {
    options.unshift({ value: current.resId, label: `${current.name ?? ''} (${current.resId})` });
  }
  return (
    <Select
      id={props.id}
      aria-label={props['aria-label']}
      showSearch
      filterOption={false}
      onSearch={setSearch}
      allowClear
      loading={loading}
      value={props.value ?? undefined}
      onChange={(v) => props.onChange?.(v ?? null)}
      options={options}
      placeholder="Search by name or RES ID"
    />
  );
}
