/**
 * THE page of a managed list of types (leave types, attrition types, action types): a card with the page title and
 * an add control, the table (its last column the row's buttons) and the add/edit dialog, which it opens with the row
 * (or 'new') and closes. Pages give the rows, the columns and the dialog.
 *
 *   <TypeTablePage<Row> title={<PageTitle>Leave types</PageTitle>} entity="leave types" addLabel="Add leave type" rows={…} loading={…}
 *     columns={[…]} rowActions={(row, edit) => <Button onClick={edit}>Edit</Button>}
 *     dialog={(editing, close) => editing && <LeaveTypeModal type={…} onClose={close} />} />
 */
import { useState, type ReactNode } from 'react';
import { Button, Card, Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { emptyText } from './feedback';

export interface TypeTablePageProps<Row extends { id: string }> {
  /** The card's title: `<PageTitle>Leave types</PageTitle>` (the page's one h1). */
  title: ReactNode;
  /** The plural in the empty state ("No leave types"). */
  entity: string;
  rows: Row[];
  loading: boolean;
  /** The data columns; the buttons' column follows them. */
  columns: ColumnsType<Row>;
  /** The add button's text (it opens the dialog with 'new'); or `extra`, the card's own control. */
  addLabel?: string;
  extra?: ReactNode;
  /** A row's buttons; `edit` opens the dialog with the row. */
  rowActions: (row: Row, edit: () => void) => ReactNode;
  /** The buttons' column key (its title is "Actions"). */
  actionsKey?: string;
  /** The dialog for the row being edited ('new' for an addition, null when none is open). */
  dialog: (editing: Row | 'new' | null, close: () => void) => ReactNode;
  /** Server paging: antd's own props (default: one page). */
  pagination?: TableProps<Row>['pagination'];
  onChange?: TableProps<Row>['onChange'];
}

export function TypeTablePage<Row extends { id: string }>(props: TypeTablePageProps<Row>) {
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const add = props.addLabel ? (
    <Button type="primary" onClick={() => setEditing('new')}>
      {props.addLabel}
    </Button>
  ) : null;
  return (
    <Card title={props.title} extra={props.extra ?? add}>
      <Table<Row>
        rowKey="id"
        loading={props.loading}
        dataSource={props.rows}
        pagination={props.pagination ?? false}
        onChange={props.onChange}
        locale={{ emptyText: emptyText(props.entity) }}
        columns={[
          ...props.columns,
          { title: 'Actions', key: props.actionsKey ?? 'actions', render: (_: unknown, row: Row) => props.rowActions(row, () => setEditing(row)) },
        ]}
      />
      {props.dialog(editing, () => setEditing(null))}
    </Card>
  );
}
