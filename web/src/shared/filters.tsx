/**
 * The list filters every tracker repeats: the filter state (`useFilters`), a clearable select whose placeholder is
 * also its accessible name (`FilterSelect`), the search box (`SearchFilter`), options from a label table
 * (`labelOptions`) and a period as the `startDate`/`endDate` variables (`periodVariables`). The date range picker is
 * `PeriodFilter`, a module of its own so pages without one do not carry the picker.
 *
 * The select and the search box (antd's Select and Input, 37 KB) load after the first paint, from ./filterControls:
 * until then each is an empty box of its width (a list's first screen is its rows; nobody filters within the first
 * tenth of a second, and tests wait for the control's role).
 */
import { useCallback, useState, type ReactNode } from 'react';
import type { Dayjs } from 'dayjs';
import { toIsoDate } from './format';
import { deferred, InputBox } from './deferred';
import { FILTER_WIDTH, type FilterSelectProps } from './filterProps';

export type { FilterSelectProps, SearchFilterProps } from './filterProps';

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

const LazyFilterSelect = deferred(
  () => import('./filterControls').then((m) => ({ default: m.FilterSelect })),
  (props) => <InputBox width={props.width ?? FILTER_WIDTH.select} />,
);

/** A clearable filter select. (The lazy wrapper's props are those of `FilterSelect<string | number>`; the cast keeps `V`.) */
export const FilterSelect = LazyFilterSelect as <V extends string | number>(props: FilterSelectProps<V>) => ReactNode;

/** The list search box: searches on Enter or the button, clears with ×. */
export const SearchFilter = deferred(
  () => import('./filterControls').then((m) => ({ default: m.SearchFilter })),
  (props) => <InputBox width={props.width ?? FILTER_WIDTH.search} />,
);
