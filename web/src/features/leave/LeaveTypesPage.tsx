/**
 * `/main/leaveTypes` (CEO, HR): list, add, edit and delete (with confirmation) leave types. A type in use cannot be
 * deleted: the server's message says how many requests use it.
 */
import { useState } from 'react';
import { Button, Card, Space, Table } from 'antd';
import { LeaveTypesDocument, useDeleteLeaveTypeMutation, useLeaveTypesQuery, type LeaveTypeFieldsFragment } from './leave.generated';
import { useConfirmDelete } from '../../shared/confirm';
import { deferredPart } from '../../shared/deferred';
import { emptyText, useFailureToast } from '../../shared/feedback';
import { PageTitle } from '../../shared/PageTitle';

// The add and edit dialog opens only on a click: a module of its own.
const LeaveTypeModal = deferredPart(() => import('./LeaveTypeDialog'), 'LeaveTypeModal');

export default function LeaveTypesPage() {
  const confirm = useConfirmDelete();
  const { data, loading, error } = useLeaveTypesQuery({ fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<LeaveTypeFieldsFragment | 'new' | null>(null);
  const [remove] = useDeleteLeaveTypeMutation({ refetchQueries: [LeaveTypesDocument] });
  useFailureToast(error, 'load leave types');

  const confirmDelete = (t: LeaveTypeFieldsFragment) =>
    confirm({
      title: 'Delete leave type',
      what: t.leaveName,
      run: () => remove({ variables: { id: t.id } }),
      success: 'Leave type deleted',
      failure: 'Failed to delete the leave type',
    });

  return (
    <Card
      title={<PageTitle>Leave types</PageTitle>}
      extra={<Button type="primary" onClick={() => setEditing('new')}>Add leave type</Button>}
    >
      <Table<LeaveTypeFieldsFragment>
        rowKey="id"
        loading={loading}
        dataSource={data?.leaveTypes.items ?? []}
        pagination={false}
        locale={{ emptyText: emptyText('leave types') }}
        columns={[
          { title: 'Name', dataIndex: 'leaveName' },
          { title: 'Yearly limit (days)', dataIndex: 'yearlyLimit' },
          { title: 'Monthly fraction (days per month)', dataIndex: 'monthlyFraction', render: (v: number) => (v > 0 ? v : 'All on January 1') },
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, t) => (
              <Space>
                <Button size="small" onClick={() => setEditing(t)}>Edit</Button>
                <Button size="small" danger onClick={() => confirmDelete(t)}>Delete</Button>
              </Space>
            ),
          },
        ]}
      />
      {editing && <LeaveTypeModal type={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
