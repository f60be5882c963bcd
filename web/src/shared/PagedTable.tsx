/**
 * THE list of the app: give it the generated query document, the filters, the columns and the entity name, and it
 * pages and sorts on the server (PageArgs), shows SPEC §8's empty state `Currently you don't have any {entity}`, a
 * `Failed to load {entity}` toast when the query fails, and — with `exportName` — an "Export CSV" button that
 * downloads every row of the current filter (limit -1) through the one CSV helper.
 *
 *   <PagedTable entity="leave requests" document={LeaveRequestsDocument} pageOf={(d) => d.leaveRequests}
 *     variables={{ status }} columns={[{ title: 'Employee', dataIndex: ['employee', 'name'], sortKey: 'employeeName' }]} />
 *
 * A column sorts on the server when it has a `sortKey` (the gateway's camelCase sort field); `csv` gives its export
 * value (default: the `dataIndex` value). Changing `variables` goes back to page 1; bumping `version` refetches.
 * A list never hides data: `fixed` columns stick only while the table is wider than its card (./tableFit), `ellipsis`
 * cells read whole on hover and focus, RES IDs stay on one line, and a phone keeps the key columns in the row with the
 * rest under it and the toolbar behind a "Filters" button (./phoneList).
 */
import { useDeferredValue, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Button, Flex, Table, type TableColumnType, type TableProps } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { downloadCsv, type CsvCell } from './csv';
import { emptyText, useFailureToast } from './feedback';
import { showError } from './notify';
import { usePagedTable, type PageVariables, type SortKeyOf } from './usePagedTable';
import { useTableFit } from './tableFit';
import { useCompact } from './useCompact';
import { cellContent, fieldOf, FiltersFold, isKeyColumn, RowDetails, rawAt } from './phoneList';

export interface PagedColumn<Row, Sort extends string = string> extends Omit<TableColumnType<Row>, 'sorter' | 'sortOrder'> {
  /** Server sort field, one of the list's sort keys (its generated `XSortKey`); the column is sortable iff set. */
  sortKey?: Sort;
  /** Export value; default: the `dataIndex` value. Columns without title text, or keyed 'actions', are not exported. */
  csv?: (row: Row) => CsvCell;
  /** Export header when it differs from the title (money columns name their currency: "Total pay (USD)"). */
  csvTitle?: string;
  /** Sub-columns under a grouped header (antd column groups); the export names them "Group Sub". */
  children?: PagedColumn<Row, Sort>[];
  /** Shown in the row on a phone; default: the first column, status or state, and actions (./phoneList). */
  phone?: boolean;
}

export interface Page<Row> {
  items: readonly Row[];
  count: number;
}

export interface PagedTableProps<Data, Vars, Row> {
  /** Plural entity for the empty state and the failure toast, e.g. "leave requests". */
  entity: string;
  document: TypedDocumentNode<Data, Vars>;
  pageOf: (data: Data) => Page<Row>;
  /** Filters (everything but the page args). */
  variables?: Omit<Vars, keyof PageVariables>;
  columns: PagedColumn<Row, SortKeyOf<Vars>>[];
  defaultSort?: Pick<PageVariables<SortKeyOf<Vars>>, 'sortBy' | 'sortDir'>;
  pageSize?: number;
  /** File name of the CSV export of the current filter; no export button without it. */
  exportName?: string;
  /** Filter controls shown left of the export button. */
  toolbar?: ReactNode;
  /** More export buttons, shown beside "Export CSV" (e.g. the salaries sheet's XLSX). */
  exports?: ReactNode;
  /** Changes to this value refetch the list (e.g. a counter bumped after a write). */
  version?: number;
  rowKey?: TableProps<Row>['rowKey'];
  /** Opens a row (its details page, a drawer); the row shows a pointer. */
  onRowClick?: (row: Row) => void;
  rowSelection?: TableProps<Row>['rowSelection'];
  scroll?: TableProps<Row>['scroll'];
  size?: TableProps<Row>['size'];
  /** A fixed row under the page (e.g. totals of the whole filter). */
  summary?: TableProps<Row>['summary'];
}

/** The value at `dataIndex` (a key or a path). */
function valueAt(row: unknown, dataIndex: unknown): CsvCell {
  const path = Array.isArray(dataIndex) ? dataIndex : dataIndex === undefined ? [] : [dataIndex];
  let value: unknown = row;
  for (const key of path) value = value == null ? undefined : (value as Record<string, unknown>)[String(key)];
  return typeof value === 'object' ? undefined : (value as CsvCell);
}

export function csvOf<Row>(grouped: readonly PagedColumn<Row>[], rows: readonly Row[]) {
  // A grouped header exports its sub-columns, titled "Group Sub" (e.g. "Week 1 Hours").
  const columns = grouped.flatMap((c) =>
    c.children?.length
      ? c.children.map((child) => ({
          ...child,
          title: `${String(c.title)} ${String(child.title)}`,
        }))
      : [c],
  );
  const exported = columns.filter((c) => typeof c.title === 'string' && c.title && c.key !== 'actions' && (c.csv || c.dataIndex !== undefined));
  return {
    header: exported.map((c) => c.csvTitle ?? (c.title as string)),
    rows: rows.map((row) => exported.map((c) => (c.csv ? c.csv(row) : valueAt(row, c.dataIndex)))),
  };
}

/**
 * An `ellipsis` column's cells: one line cut to the column's width, the whole text in the hover title and, focused
 * (it is in the tab order), wrapped out in full (global.css `.paged-clip`), so a keyboard or touch user reads it too.
 */
function clipped<Row>(column: PagedColumn<Row>): TableColumnType<Row>['render'] {
  return (value: unknown, row: Row, index: number) => {
    const raw = rawAt(row, column.dataIndex);
    const shown = column.render ? cellContent(column.render(value, row, index)) : (raw as ReactNode);
    const text = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : undefined;
    if (shown == null || shown === '') return shown;
    const width = typeof column.width === 'number' ? `${column.width}px` : undefined;
    return (
      <span className="paged-clip" tabIndex={0} title={text} style={width ? ({ '--paged-clip-width': width } as CSSProperties) : undefined}>
        {shown}
      </span>
    );
  };
}

type Scroll = NonNullable<TableProps<object>['scroll']>;

/**
 * A table that only scrolls sideways does it with CSS (global.css `.paged-table-sideways`: the table keeps `scroll.x`
 * as its minimum width inside a scrolling box), not with antd's `scroll`: for that antd measures every column as it
 * mounts, a forced layout inside the commit (about 40 ms of a phone's long task, Lighthouse TBT). Fixed columns,
 * ellipsis and a vertical scroll need antd's measuring: undefined then.
 */
function cssScroll<Row>(columns: readonly PagedColumn<Row>[], scroll: Scroll): CSSProperties | undefined {
  const flat = columns.flatMap((c) => [c, ...(c.children ?? [])]);
  if (scroll.y !== undefined || flat.some((c) => c.fixed || c.ellipsis)) return undefined;
  const x = scroll.x === true || scroll.x === undefined ? 'auto' : typeof scroll.x === 'number' ? `${scroll.x}px` : scroll.x;
  return { '--paged-table-min-width': x } as CSSProperties;
}

export function PagedTable<Data, Vars, Row extends object>(props: PagedTableProps<Data, Vars, Row>) {
  const { entity, document, pageOf, columns, exportName, toolbar, exports, version = 0, onRowClick } = props;
  const table = usePagedTable<SortKeyOf<Vars>>({
    ...props.defaultSort,
    limit: props.pageSize ?? 10,
  });
  const filters = props.variables ?? {};
  const filterKey = JSON.stringify(filters);
  const variables = { ...filters, ...table.variables } as unknown as Vars;
  const answer = useQuery(document, {
    variables,
    fetchPolicy: 'cache-and-network',
  } as never) as {
    data?: Data;
    loading: boolean;
    error?: unknown;
    refetch: () => Promise<unknown>;
  };
  const { error, refetch } = answer;
  // Apollo's answer re-renders synchronously (useSyncExternalStore): the rows render from deferred copies instead, in
  // a transition React splits into short tasks, so a page of rows never blocks input (Lighthouse's total blocking time).
  const data = useDeferredValue(answer.data);
  const loading = useDeferredValue(answer.loading);
  useFailureToast(error, `load ${entity}`);

  // A new filter starts at page 1 (not on the first render: the initial page stays).
  const lastFilter = useRef(filterKey);
  const { firstPage } = table;
  useEffect(() => {
    if (lastFilter.current !== filterKey) firstPage();
    lastFilter.current = filterKey;
  }, [filterKey, firstPage]);
  useEffect(() => {
    if (version > 0) void refetch();
  }, [version, refetch]);

  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    if (!exportName) return;
    setExporting(true);
    try {
      const all = {
        ...filters,
        page: 1,
        limit: -1,
        sortBy: table.variables.sortBy,
        sortDir: table.variables.sortDir,
      };
      const answer = await client.query({
        query: document,
        variables: all as never,
        fetchPolicy: 'network-only',
      });
      const csv = csvOf(columns, answer.data ? pageOf(answer.data as Data).items : []);
      downloadCsv(exportName, csv.header, csv.rows);
    } catch (e) {
      showError(e, `Failed to export ${entity}`);
    } finally {
      setExporting(false);
    }
  };

  // Sticky only where the table is wider than its card (./tableFit); RES IDs and the actions keep one line.
  const fit = useTableFit();
  const phone = useCompact();
  const toAnt = ({
    sortKey,
    csv: _csv,
    csvTitle: _csvTitle,
    children,
    phone: _phone,
    fixed,
    ellipsis,
    ...column
  }: PagedColumn<Row, SortKeyOf<Vars>>): TableColumnType<Row> => {
    const oneLine = column.key === 'actions' || /^resId$/i.test(fieldOf(column.dataIndex));
    const shaped = {
      ...column,
      fixed: fit.overflows ? fixed : undefined,
      className: oneLine ? 'paged-one-line' : column.className,
      // A column without a title (a row's buttons) still has a header for screen readers (axe empty-table-header).
      title: column.title || children?.length ? column.title : <span className="sr-only">Actions</span>,
      render: ellipsis ? clipped(column) : column.render,
    };
    const grouped = children?.length ? { ...shaped, children: children.map(toAnt) } : shaped;
    return sortKey
      ? {
          ...grouped,
          key: sortKey,
          sorter: true,
          sortOrder: table.sortOrder(sortKey),
        }
      : grouped;
  };
  const shown = phone ? columns.filter((c, i) => isKeyColumn(c, i)) : columns;
  const folded = phone ? columns.filter((c, i) => !isKeyColumn(c, i)) : [];
  const antColumns = shown.map(toAnt);
  // A phone's row holds the key columns only: the page's minimum width (for all of them) would push them apart.
  const scroll: Scroll = phone ? { x: true } : (props.scroll ?? { x: true });
  const sideways = cssScroll(antColumns as PagedColumn<Row>[], scroll);
  const page = data ? pageOf(data) : undefined;
  const initialFilters = useRef(filters as Record<string, unknown>);
  const active = Object.entries(filters).filter(([k, v]) => v != null && v !== '' && v !== initialFilters.current[k]).length;

  return (
    <Flex vertical gap={12}>
      {(toolbar || exportName || exports) && (
        <Flex gap={8} wrap align="center" justify="space-between">
          <Flex gap={8} wrap align="center">
            {toolbar && phone ? <FiltersFold active={active}>{toolbar}</FiltersFold> : toolbar}
          </Flex>
          <Flex gap={8} wrap align="center" style={{ marginLeft: 'auto' }}>
            {exportName && (
              <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
                Export CSV
              </Button>
            )}
            {exports}
          </Flex>
        </Flex>
      )}
      <div ref={fit.box}>
        <Table<Row>
          rowKey={props.rowKey ?? 'id'}
          size={props.size ?? 'middle'}
          loading={loading}
          columns={antColumns}
          dataSource={[...(page?.items ?? [])]}
          pagination={table.pagination(page?.count)}
          onChange={table.onChange as never}
          onRow={
            onRowClick
              ? (row) => ({
                  onClick: () => onRowClick(row),
                  style: { cursor: 'pointer' },
                })
              : undefined
          }
          rowSelection={props.rowSelection}
          // The first load shows the spinner alone: "you don't have any" before the answer would be a false statement.
          locale={{ emptyText: loading && !page ? ' ' : emptyText(entity) }}
          scroll={sideways ? undefined : scroll}
          className={sideways ? 'paged-table-sideways' : undefined}
          style={sideways}
          summary={props.summary}
          expandable={
            folded.length
              ? {
                  expandedRowRender: (row, index) => <RowDetails columns={folded} row={row} index={index} />,
                  expandIconColumnIndex: antColumns.length,
                  columnTitle: <span className="sr-only">Details</span>,
                }
              : undefined
          }
        />
      </div>
    </Flex>
  );
}
