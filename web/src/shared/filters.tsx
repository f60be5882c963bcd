/**
 * The list filters every tracker repeats: the filter state (`useFilters`), a clearable select whose placeholder is
 * also its accessible name (`FilterSelect`), the search box (`SearchFilter`), options from a label table
 * (`labelOptions`) and a period as the `startDate`/`endDate` variables (`periodVariables`). The date range picker is
 * `PeriodFilter`, a module of its own so pages without one do not carry the picker.
 */
import { useCallback, useState } from 'react';
import { Input, Select, type SelectProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { toIsoDate } from './format';

/** A date range as antd's RangePicker gives it (either end may be open). */
export type Period = [Dayjs | null, Dayjs | null] | null;

/** A list's filter state; `setFilter(patch)` merges a change into it. */
export function useFilters<F extends object>(initial: F | (() => F) = {} as F) {
  const [filters, setFilters] = useState<F>(initial);
  const setFilter = useCallback((patch: Partial<F>) => setFilters((f) => ({ ...f, ...patch })), []);
  return { filters, setFilter, setFilters };
}

/** `[{ value, label }]` for a Select, in the order of the label table. */
export function labelOptions<K extends string>(labels: Record<K, string>): { value: K; label: string }[] {
  return (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));
}

/** A period filter as the list queries take it. */
export function periodVariables(period: Period | undefined) {
  return { startDate: toIsoDate(period?.[0]), endDate: toIsoDate(period?.[1]) };
}

export interface FilterSelectProps<V extends string | number> {
  /** Accessible name, and the placeholder unless `placeholder` says otherwise. */
  label: string;
  placeholder?: string;
  width?: number;
  options: { value: V; label: string }[];
  /** Set for a controlled filter (e.g. one a link or a button also sets). */
  value?: V | null;
  /** `undefined` when cleared. */
  onChange: (value: V | undefined) => void;
  showSearch?: SelectProps<V>['showSearch'];
}

/** A clearable filter select. */
export function FilterSelect<V extends string | number>({ label, placeholder = label, width = 150, ...rest }: FilterSelectProps<V>) {
  return <Select<V> allowClear placeholder={placeholder} aria-label={label} style={{ width }} {...rest} value={rest.value ?? undefined} />;
}

/** The list search box: searches on Enter or the button, clears with ×. */
export function SearchFilter({ label, placeholder, width = 240, onSearch }: { label: string; placeholder: string; width?: number; onSearch: (value: string) => void }) {
  return <Input.Search allowClear placeholder={placeholder} style={{ width }} onSearch={onSearch} aria-label={label} />;
}
