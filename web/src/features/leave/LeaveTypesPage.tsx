/**
 * `/main/leaveTypes` (CEO, HR): list, add, edit and delete (with confirmation) leave types. A type in use cannot be
 * deleted: the server's message says how many requests use it.
 */
import { useState, useEffect } from 'react';
import { App, Button, Card, Form, Input, InputNumber, Modal, Space, Table, Typography } from 'antd';
import {
  LeaveTypesDocument,
  useCreateLeaveTypeMutation,
  useDeleteLeaveTypeMutation,
  useLeaveTypesQuery,
  useUpdateLeaveTypeMutation,
  type LeaveTypeFieldsFragment,
} from './leave.generated';
import { rules } from '../../shared/formRules';
import { notifySuccess, showError } from '../../shared/notify';
import { useSubmittable } from '../../shared/useSubmittable';
import { emptyText, useFailureToast } from '../../shared/feedback';
import { NumberInput } from '../../shared/NumberInput';
import { PageTitle } from '../../shared/PageTitle';

interface Values {
  leaveName: string;
  yearlyLimit: number;
  monthlyFraction?: number | null;
}

export default function LeaveTypesPage() {
  const { modal } = App.useApp();
  const { data, loading, error } = useLeaveTypesQuery({ fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<LeaveTypeFieldsFragment | 'new' | null>(null);
  const [remove] = useDeleteLeaveTypeMutation({ refetchQueries: [LeaveTypesDocument] });
  useFailureToast(error, 'load leave types');

  const confirmDelete = (t: LeaveTypeFieldsFragment) =>
    modal.confirm({
      title: 'Delete leave type',
      content: `Are you sure you want to delete ${t.leaveName}?`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove({ variables: { id: t.id } });
          notifySuccess('Leave type deleted');
        } catch (e) {
          showError(e, 'Failed to delete the leave type');
        }
      },
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
  const [form] = Form.useForm<Values>();
  const submittable = useSubmittable(form);
  const [create, creating] = useCreateLeaveTypeMutation({ refetchQueries: [LeaveTypesDocument] });
  const [update, updating] = useUpdateLeaveTypeMutation();

  const onFinish = async (values: Values) => {
    const input = { leaveName: values.leaveName.trim(), yearlyLimit: Number(values.yearlyLimit), monthlyFraction: Number(values.monthlyFraction ?? 0) };
    try {
      if (type) await update({ variables: { id: type.id, input } });
      else await create({ variables: { input } });
      notifySuccess(type ? 'Leave type updated' : 'Leave type created');
      onClose();
    } catch (e) {
      showError(e, type ? 'Failed to update the leave type' : 'Failed to create the leave type', form);
    }
  };

  return (
    <Modal
      open
      title={type ? `Edit ${type.leaveName}` : 'Add leave type'}
      onCancel={onClose}
      okText="Save"
      onOk={() => form.submit()}
      okButtonProps={{ disabled: !submittable, loading: creating.loading || updating.loading }}
      width={500}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={onFinish} initialValues={type ?? { monthlyFraction: 0 }} requiredMark>
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
      </Form>
    </Modal>
  );
}
