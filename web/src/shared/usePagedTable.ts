/**
 * Server-paged, sortable antd tables: keeps page, page size and sort in state, turns antd's onChange into the
 * gateway's PageArgs (`page`, `limit`, `sortBy` = camelCase field, `sortDir`). <PagedTable/> is built on it; pages
 * with a table of their own shape (e.g. inline editing) use it directly.
 */
import { useState } from 'react';
import type { TablePaginationConfig, TableProps } from 'antd';
import type { SortDir } from '../generated/graphql';

export interface PageVariables {
  page: number;
  limit: number;
  sortBy?: string;
  sortDir?: SortDir;
}

export function usePagedTable(initial: Partial<PageVariables> = {}) {
  const [variables, setVariables] = useState<PageVariables>({ page: 1, limit: 10, ...initial });

  const onChange: NonNullable<TableProps<object>['onChange']> = (pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = one?.order ? String(one.columnKey ?? one.field ?? '') : '';
    setVariables({
      page: pagination.current ?? 1,
      limit: pagination.pageSize ?? variables.limit,
      sortBy: field || initial.sortBy,
      sortDir: field ? (one.order === 'descend' ? 'DESC' : 'ASC') : initial.sortDir,
    });
  };

  const pagination = (total: number | undefined): TablePaginationConfig => ({
    current: variables.page,
    pageSize: variables.limit,
    total: total ?? 0,
    showSizeChanger: true,
    showTotal: (n) => `${n} in total`,
  });

  /** antd's sortOrder for a column, so the header arrow follows the state. */
  const sortOrder = (key: string) => (variables.sortBy === key ? (variables.sortDir === 'DESC' ? ('descend' as const) : ('ascend' as const)) : null);

  /** Back to page 1 (after a filter changes). */
  const firstPage = () => setVariables((v) => ({ ...v, page: 1 }));

  return { variables, onChange, pagination, sortOrder, firstPage };
}
