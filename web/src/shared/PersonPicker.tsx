/**
 * THE people picker: a select that asks the server, as the user types (debounced), for the first 20 people matching
 * the name or RES ID among whom the caller may pick for `purpose` (the gateway keeps each purpose's role rule), never
 * the whole company. `valueKey` picks what the form stores: the employee id (default) or the RES_ID; `mode="multiple"`
 * stores a list. `current` names the stored person(s) while they are not among the matches (an edit form's initial
 * value); a person once shown keeps their name after the search moves on. `onPicked` hands over the chosen person
 * (their manager, for instance). Clearing gives null.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { SelectProps } from 'antd';
import { Select } from './deferred';
import { emptyText } from './feedback';
import { usePersonOptionsQuery, type PersonOptionsQuery } from './personPicker.generated';
import type { PickerPurpose } from '../generated/graphql';

export type PersonOption = PersonOptionsQuery['personOptions']['items'][number];
type Named = { id?: string | null; resId?: string | null; name?: string | null };

/** How long typing rests before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

type Mode = 'multiple' | undefined;
/** One key, or a list of them with `mode="multiple"`. */
type ValueOf<M extends Mode> = M extends 'multiple' ? string[] : string;

type Props<M extends Mode> = Omit<SelectProps<ValueOf<M>>, 'options' | 'showSearch' | 'onSearch' | 'filterOption' | 'onChange' | 'value' | 'mode'> & {
  purpose: PickerPurpose;
  value?: ValueOf<M> | null;
  onChange?: (value: ValueOf<M> | null) => void;
  mode?: M;
  valueKey?: 'id' | 'resId';
  current?: Named | Named[] | null;
  /** People never offered (e.g. the employee themself as their own new manager). */
  excludeIds?: string[];
  onPicked?: (person: PersonOption | null) => void;
};

export const personLabel = (p: Named) => (p.resId ? `${p.name ?? ''} (${p.resId})` : (p.name ?? p.id ?? ''));

export function PersonPicker<M extends Mode = undefined>({
  purpose,
  valueKey = 'id',
  current,
  excludeIds,
  onPicked,
  value,
  onChange,
  mode,
  ...rest
}: Props<M>) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, loading } = usePersonOptionsQuery({
    variables: { purpose, search: search || null, excludeIds: excludeIds?.length ? excludeIds : null },
    fetchPolicy: 'cache-first',
  });
  const keyOf = (p: Named) => (valueKey === 'id' ? p.id : p.resId) ?? null;
  // Everyone shown so far (and the stored ones), so a chosen person keeps their name whatever is searched next.
  const known = useRef(new Map<string, { label: string; person: PersonOption | null }>());
  for (const p of current ? (Array.isArray(current) ? current : [current]) : []) {
    const key = keyOf(p);
    if (key && !known.current.has(key)) known.current.set(key, { label: personLabel(p), person: null });
  }
  const items = useMemo(() => data?.personOptions.items ?? [], [data]);
  for (const p of items) {
    const key = keyOf(p);
    if (key) known.current.set(key, { label: personLabel(p), person: p });
  }
  const options = items.flatMap((p) => (keyOf(p) ? [{ value: keyOf(p)!, label: personLabel(p) }] : []));
  const chosen = value == null ? [] : ([] as string[]).concat(value);
  for (const key of chosen) {
    if (!options.some((o) => o.value === key)) options.unshift({ value: key, label: known.current.get(key)?.label ?? key });
  }
  const busy = loading || typed.trim() !== search;
  return (
    <Select<ValueOf<M>>
      mode={mode}
      showSearch={{ filterOption: false, searchValue: typed, onSearch: setTyped }}
      options={options}
      loading={busy}
      notFoundContent={busy ? 'Searching...' : emptyText('employees')}
      placeholder="Search by name or RES ID"
      {...rest}
      value={value ?? undefined}
      onChange={(next) => {
        setTyped('');
        onChange?.(next ?? null);
        if (onPicked && typeof next !== 'object') onPicked(next ? (known.current.get(next)?.person ?? null) : null);
      }}
    />
  );
}
