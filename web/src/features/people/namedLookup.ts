/**
 * The named lookups' shape (departments, employment roles, statuses): the row, the page's configuration and the
 * adapter from a generated paged query. A module of its own so the page (NamedLookupPage) and its forms
 * (NamedLookupForms, loaded after the first paint) share it without importing each other.
 */
import type { PageVariables } from '../../shared/usePagedTable';

export interface NamedRow {
  id: string;
  name: string;
}

export interface NamedLookupConfig {
  title: string;
  /** Singular label, e.g. "Department name". */
  label: string;
  /** Plural for the empty state and toasts, e.g. "departments". */
  plural: string;
  /** The sortable field of the name (camelCase), e.g. "departmentName". */
  sortKey: string;
  useList: (variables: PageVariables) => { rows: NamedRow[]; count: number; loading: boolean; error: unknown; refetch: () => Promise<unknown> };
  add: (name: string) => Promise<unknown>;
  rename: (id: string, name: string) => Promise<unknown>;
}

/** Adapts a generated paged lookup query (`{ items, count }`) to `useList`'s shape, naming each item's name field. */
export function lookupRows<Item extends { id: string }>(
  result: { loading: boolean; error?: unknown; refetch: () => Promise<unknown> },
  page: { items: readonly Item[]; count: number } | undefined,
  nameOf: (item: Item) => string,
): ReturnType<NamedLookupConfig['useList']> {
  return {
    rows: (page?.items ?? []).map((item) => ({ id: item.id, name: nameOf(item) })),
    count: page?.count ?? 0,
    loading: result.loading,
    error: result.error,
    refetch: result.refetch,
  };
}
