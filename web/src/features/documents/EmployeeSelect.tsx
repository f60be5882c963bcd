/** A searchable employee picker (name or RES ID, 20 at a time) for the workspace forms and filters. */
import { useState } from 'react';
import { Select, type SelectProps } from 'antd';
import { useWorkspaceEmployeesQuery } from './documents.generated';

type Props = Omit<SelectProps<string>, 'options' | 'showSearch' | 'onSearch' | 'filterOption'> & { 'aria-label': string };

export function EmployeeSelect(props: Props) {
  const [search, setSearch] = useState('');
  const { data, loading } = useWorkspaceEmployeesQuery({ variables: { search: search || null }, fetchPolicy: 'cache-first' });
  const options = (data?.employees.items ?? []).map((e) => ({ value: e.id, label: e.resId ? `${e.name} (${e.resId})` : (e.name ?? e.id) }));
  return <Select showSearch filterOption={false} onSearch={setSearch} options={options} loading={loading} placeholder="Search by name or RES ID" {...props} />;
}
