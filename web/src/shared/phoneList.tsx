/**
 * A list on a phone (PagedTable below antd's md breakpoint): the row keeps its key columns in view — the first, the
 * name, its status or state, and its actions, or those a page marks `phone: true` — and the other columns open under
 * the row (its "Expand row" button), label and value, so nothing is pushed off the screen nor lost. The filters fold into a
 * "Filters" button that names how many are active and opens them in a drawer, so the first row is on the first screen.
 */
import { isValidElement, useState, type ReactNode } from 'react';
import { Button, type TableColumnType } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { Drawer } from './deferred';

interface PhoneColumn<Row> extends Omit<TableColumnType<Row>, 'children'> {
  phone?: boolean;
  children?: PhoneColumn<Row>[];
}

/** What a render gives, as content (antd also takes `{ children, props }` for spans). */
export function cellContent(shown: unknown): ReactNode {
  return shown && typeof shown === 'object' && 'children' in shown && !isValidElement(shown) ? (shown.children as ReactNode) : (shown as ReactNode);
}

/** Titles, keys or fields of the columns a phone keeps: who, where it stands, what to do. */
const KEY_NAME = /^(name|full ?name|employee|employee ?name|employee\.name|candidate|status|state|(status|state)(Name|Label)|actions?)$/i;

/** The last key of a column's `dataIndex` path (e.g. 'resId' of ['employee', 'resId']). */
export const fieldOf = (dataIndex: unknown) => String(Array.isArray(dataIndex) ? dataIndex[dataIndex.length - 1] : (dataIndex ?? ''));

export function isKeyColumn(column: { key?: unknown; title?: unknown; dataIndex?: unknown; phone?: boolean }, index: number): boolean {
  if (column.phone !== undefined) return column.phone;
  if (index === 0) return true;
  // The whole path: a nested 'name' (['submittedBy', 'name']) is someone else's, not the row's.
  const path = Array.isArray(column.dataIndex) ? column.dataIndex.join('.') : String(column.dataIndex ?? '');
  const names = [String(column.key ?? ''), typeof column.title === 'string' ? column.title : '', path];
  return names.some((n) => KEY_NAME.test(n));
}

/** The value at a `dataIndex` path, whatever its type (a render gets it as antd would give it). */
export function rawAt(row: unknown, dataIndex: unknown): unknown {
  const path = Array.isArray(dataIndex) ? dataIndex : dataIndex === undefined ? [] : [dataIndex];
  return path.reduce<unknown>((value, key) => (value == null ? undefined : (value as Record<string, unknown>)[String(key)]), row);
}

/** The columns a phone folds under the row, as a list of label and value. */
export function RowDetails<Row>({ columns, row, index }: { columns: PhoneColumn<Row>[]; row: Row; index: number }) {
  const flat = columns.flatMap((c) =>
    c.children?.length ? c.children.map((child) => ({ ...child, title: `${String(c.title)} ${String(child.title)}` })) : [c],
  );
  return (
    <dl className="paged-row-details">
      {flat.map((c, i) => {
        const value = rawAt(row, c.dataIndex);
        const shown = c.render ? cellContent(c.render(value, row, index)) : (value as ReactNode);
        return (
          <div key={i}>
            <dt>{typeof c.title === 'string' ? c.title : ''}</dt>
            <dd>{shown ?? '—'}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The list's filters behind one button on a phone: "Filters" with the number of active ones. */
export function FiltersFold({ active, children }: { active: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* The count in the label, not antd's Badge: the Badge would weigh on every list page's first download. */}
      <Button icon={<FilterOutlined />} onClick={() => setOpen(true)} aria-label={active ? `Filters, ${active} active` : 'Filters'}>
        {active ? `Filters (${active})` : 'Filters'}
      </Button>
      <Drawer title="Filters" placement="right" size="85vw" open={open} onClose={() => setOpen(false)}>
        <div className="paged-filters-drawer">{children}</div>
      </Drawer>
    </>
  );
}
