/**
 * Server-paged, sortable antd tables: keeps page, page size and sort in state, turns antd's onChange into the
 * gateway's PageArgs (`page`, `limit`, `sortBy` = camelCase field, `sortDir`). <PagedTable/> is built on it; pages
 * with a table of their own shape (e.g. inline editing) use it directly. `Sort` is the list's generated sort-key enum
 * (`EmployeeSortKey`, ...; decision 0167), so a column key the list cannot sort by does not compile.
 */
import { useState } from 'react';
import type { TablePaginationConfig, TableProps } from 'antd';
import type { SortDir } from '../generated/graphql';

export interface PageVariables<Sort extends string = string> {
  page: number;
  limit: number;
  sortBy?: Sort;
  sortDir?: SortDir;
}

/** The sort keys of a query's variables (`string` for a list whose `sortBy` is not an enum). */
export type SortKeyOf<Vars> = Vars extends { sortBy?: infer S } ? Extract<NonNullable<S>, string> : string;

/** The kit's pager: the page, a page size changer and "n in total" (the lists, and pagers of their own like the attendance grid's). */
export const pagerConfig = (page: number, pageSize: number, total: number | undefined): TablePaginationConfig => ({
  current: page,
  pageSize,
  total: total ?? 0,
  showSizeChanger: true,
  showTotal: (n) => `${n} in total`,
});

export function usePagedTable<Sort extends string = string>(initial: Partial<PageVariables<Sort>> = {}) {
  const [variables, setVariables] = useState<PageVariables<Sort>>({ page: 1, limit: 10, ...initial });

  const onChange: NonNullable<TableProps<object>['onChange']> = (pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    // The column keys are the typed `sortKey`s the table was given (sortOrder below), so the key is a `Sort`.
    const field = (one?.order ? String(one.columnKey ?? one.field ?? '') : '') as Sort | '';
    setVariables({
      page: pagination.current ?? 1,
      limit: pagination.pageSize ?? variables.limit,
      sortBy: field || initial.sortBy,
      sortDir: field ? (one.order === 'descend' ? 'DESC' : 'ASC') : initial.sortDir,
    });
  };

  const pagination = (total: number | undefined) => pagerConfig(variables.page, variables.limit, total);

  /** antd's sortOrder for a column, so the header arrow follows the state. */
  const sortOrder = (key: Sort) => (variables.sortBy === key ? (variables.sortDir === 'DESC' ? ('descend' as const) : ('ascend' as const)) : null);

  /** Back to page 1 (after a filter changes). */
  const firstPage = () => setVariables((v) => ({ ...v, page: 1 }));

  return { variables, onChange, pagination, sortOrder, firstPage };
}
