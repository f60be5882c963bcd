/**
 * `/main/attrition-types` (CEO, HR): the managed attrition types — add and rename; one type is flagged as the
 * cancelled type (SPEC §4: cancelling sets it). Types are fetched with per_page 1000 (SPEC §9).
 */
import { useEffect, useState } from 'react';
import { Button, Card, Checkbox, Form, Input, Modal, Table, Tag } from 'antd';
import {
  AttritionTypesDocument,
  useAttritionTypesQuery,
  useCreateAttritionTypeMutation,
  useUpdateAttritionTypeMutation,
  type AttritionTypesQuery,
} from './attrition.generated';
import { emptyText, useFailureToast } from '../../shared/feedback';
import { rules } from '../../shared/formRules';
import { notifySuccess, showError } from '../../shared/notify';
import { PageTitle } from '../../shared/PageTitle';
import { useSubmittable } from '../../shared/useSubmittable';

type Row = AttritionTypesQuery['attritionTypes']['items'][number];
interface Values {
  name: string;
  cancels: boolean;
}

export default function AttritionTypesPage() {
  const { data, loading, error } = useAttritionTypesQuery({ fetchPolicy: 'cache-and-network' });
  useFailureToast(error, 'load attrition types');
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [form] = Form.useForm<Values>();
  const submittable = useSubmittable(form);
  const [create, creating] = useCreateAttritionTypeMutation({ refetchQueries: [AttritionTypesDocument] });
  const [update, updating] = useUpdateAttritionTypeMutation({ refetchQueries: [AttritionTypesDocument] });

  useEffect(() => {
    if (editing) form.setFieldsValue(editing === 'new' ? { name: '', cancels: false } : { name: editing.name, cancels: editing.cancels });
  }, [editing, form]);

  const onFinish = async (v: Values) => {
    const input = { name: v.name.trim(), cancels: v.cancels };
    try {
      if (editing === 'new') await create({ variables: { input } });
      else if (editing) await update({ variables: { id: editing.id, input } });
      notifySuccess(editing === 'new' ? 'Attrition type added' : 'Attrition type updated');
      setEditing(null);
    } catch (e) {
      showError(e, editing === 'new' ? 'Failed to add the attrition type' : 'Failed to update the attrition type', form);
    }
  };

  return (
    <Card title={<PageTitle>Attrition types</PageTitle>} extra={<Button type="primary" onClick={() => setEditing('new')}>Add attrition type</Button>}>
      <Table<Row>
        rowKey="id"
        loading={loading}
        dataSource={data?.attritionTypes.items ?? []}
        pagination={false}
        locale={{ emptyText: emptyText('attrition types') }}
        columns={[
          { title: 'Name', dataIndex: 'name' },
          { title: 'Cancels an attrition', dataIndex: 'cancels', render: (c: boolean) => (c ? <Tag color="blue">Cancelled type</Tag> : '—') },
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, row: Row) => (
              <Button size="small" onClick={() => setEditing(row)} aria-label={`Edit ${row.name}`}>
                Edit
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? 'Add attrition type' : 'Edit attrition type'}
        onCancel={() => setEditing(null)}
        okText="Save"
        okButtonProps={{ disabled: !submittable, loading: creating.loading || updating.loading }}
        onOk={() => form.submit()}
        destroyOnHidden
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={onFinish} requiredMark>
          <Form.Item name="name" label="Name" rules={[rules.required('Name'), rules.maxLength('Name', 100)]}>
            <Input aria-label="Name" />
          </Form.Item>
          <Form.Item name="cancels" valuePropName="checked">
            <Checkbox>This is the cancelled type (cancelling an attrition sets it)</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
