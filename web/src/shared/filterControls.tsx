/**
 * The list filter controls themselves (antd's Select and Input.Search), a chunk of their own that ./filters loads
 * after the first paint. Import `FilterSelect` and `SearchFilter` from ./filters, never from here.
 */
import { Input, Select } from 'antd';
import { FILTER_WIDTH, type FilterSelectProps, type SearchFilterProps } from './filterProps';

export function FilterSelect<V extends string | number>({ label, placeholder = label, width = FILTER_WIDTH.select, ...rest }: FilterSelectProps<V>) {
  return <Select<V> allowClear placeholder={placeholder} aria-label={label} style={{ width }} {...rest} value={rest.value ?? undefined} />;
}

export function SearchFilter({ label, placeholder = label, width = FILTER_WIDTH.search, defaultValue, onSearch }: SearchFilterProps) {
  return <Input.Search allowClear placeholder={placeholder} style={{ width }} defaultValue={defaultValue} onSearch={onSearch} aria-label={label} />;
}
