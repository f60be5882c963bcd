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

/** What the add form and the inline rename need (NamedLookupForms). */
export interface NamedLookupWrites {
  /** Singular label, e.g. "Department name". */
  label: string;
  add: (name: string) => Promise<unknown>;
  rename: (id: string, name: string) => Promise<unknown>;
}

/** `Sort`: the list's generated sort-key enum (`DepartmentSortKey`, ...). */
export interface NamedLookupConfig<Sort extends string> extends NamedLookupWrites {
  title: string;
  /** Plural for the empty state and toasts, e.g. "departments". */
  plural: string;
  /** The sort key of the name, e.g. "departmentName". */
  sortKey: Sort;
  useList: (variables: PageVariables<Sort>) => { rows: NamedRow[]; count: number; loading: boolean; error: unknown; refetch: () => Promise<unknown> };
}

/** Adapts a generated paged lookup query (`{ items, count }`) to `useList`'s shape, naming each item's name field. */
export function lookupRows<Item extends { id: string }>(
  result: { loading: boolean; error?: unknown; refetch: () => Promise<unknown> },
  page: { items: readonly Item[]; count: number } | undefined,
  nameOf: (item: Item) => string,
): ReturnType<NamedLookupConfig<string>['useList']> {
  return {
    rows: (page?.items ?? []).map((item) => ({ id: item.id, name: nameOf(item) })),
    count: page?.count ?? 0,
    loading: result.loading,
    error: result.error,
    refetch: result.refetch,
  };
}
