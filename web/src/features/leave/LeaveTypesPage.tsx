/**
 * `/main/leaveTypes` (CEO, HR): list, add, edit and delete (with confirmation) leave types. A type in use cannot be
 * deleted: the server's message says how many requests use it.
 */
import { useState } from 'react';
import { Button, Card, Form, Input, Space, Table } from 'antd';
import {
  LeaveTypesDocument,
  useCreateLeaveTypeMutation,
  useDeleteLeaveTypeMutation,
  useLeaveTypesQuery,
  useUpdateLeaveTypeMutation,
  type LeaveTypeFieldsFragment,
} from './leave.generated';
import { rules } from '../../shared/formRules';
import { useConfirmDelete } from '../../shared/confirm';
import { EditDialog } from '../../shared/EditDialog';
import { emptyText, useFailureToast } from '../../shared/feedback';
import { NumberInput } from '../../shared/NumberInput';
import { PageTitle } from '../../shared/PageTitle';

interface Values {
  leaveName: string;
  yearlyLimit: number;
  monthlyFraction?: number | null;
}

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

function LeaveTypeModal({ type, onClose }: { type: LeaveTypeFieldsFragment | null; onClose(): void }) {
  const [create] = useCreateLeaveTypeMutation({ refetchQueries: [LeaveTypesDocument] });
  const [update] = useUpdateLeaveTypeMutation();
  const save = (values: Values) => {
    const input = { leaveName: values.leaveName.trim(), yearlyLimit: Number(values.yearlyLimit), monthlyFraction: Number(values.monthlyFraction ?? 0) };
    return type ? update({ variables: { id: type.id, input } }) : create({ variables: { input } });
  };

  return (
    <EditDialog<Values>
      title={type ? `Edit ${type.leaveName}` : 'Add leave type'}
      save={save}
      success={type ? 'Leave type updated' : 'Leave type created'}
      failure={type ? 'Failed to update the leave type' : 'Failed to create the leave type'}
      onClose={onClose}
      initialValues={type ?? { monthlyFraction: 0 }}
    >
      <Form.Item name="leaveName" label="Name" rules={[rules.required('Name'), rules.maxLength('Name', 100)]}>
        <Input />
      </Form.Item>
      <Form.Item name="yearlyLimit" label="Yearly limit (days)" rules={[rules.requiredSelect('Yearly limit'), rules.numeric()]}>
        <NumberInput />
      </Form.Item>
      <Form.Item
        name="monthlyFraction"
        label="Monthly fraction (days earned per completed month)"
        extra="0 makes the whole yearly limit available from January 1"
        rules={[rules.numeric()]}
      >
        <NumberInput step={0.25} />
      </Form.Item>
    </EditDialog>
  );
}
