/**
 * `/main/attrition-types` (CEO, HR): the managed attrition types — add and rename; one type is flagged as the
 * cancelled type (SPEC §4: cancelling sets it). Types are fetched with per_page 1000 (SPEC §9).
 */
import { useState } from 'react';
import { Button, Card, Checkbox, Form, Input, Table, Tag } from 'antd';
import {
  AttritionTypesDocument,
  useAttritionTypesQuery,
  useCreateAttritionTypeMutation,
  useUpdateAttritionTypeMutation,
  type AttritionTypesQuery,
} from './attrition.generated';
import { emptyText, useFailureToast } from '../../shared/feedback';
import { rules } from '../../shared/formRules';
import { EditDialog } from '../../shared/EditDialog';
import { PageTitle } from '../../shared/PageTitle';

type Row = AttritionTypesQuery['attritionTypes']['items'][number];
interface Values {
  name: string;
  cancels: boolean;
}

export default function AttritionTypesPage() {
  const { data, loading, error } = useAttritionTypesQuery({ fetchPolicy: 'cache-and-network' });
  useFailureToast(error, 'load attrition types');
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [create] = useCreateAttritionTypeMutation({ refetchQueries: [AttritionTypesDocument] });
  const [update] = useUpdateAttritionTypeMutation({ refetchQueries: [AttritionTypesDocument] });
  const adding = editing === 'new';

  const save = (v: Values) => {
    const input = { name: v.name.trim(), cancels: v.cancels };
    return editing === 'new' || !editing ? create({ variables: { input } }) : update({ variables: { id: editing.id, input } });
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
      {editing && (
        <EditDialog<Values>
          title={adding ? 'Add attrition type' : 'Edit attrition type'}
          save={save}
          success={adding ? 'Attrition type added' : 'Attrition type updated'}
          failure={adding ? 'Failed to add the attrition type' : 'Failed to update the attrition type'}
          onClose={() => setEditing(null)}
          initialValues={adding ? { name: '', cancels: false } : { name: editing.name, cancels: editing.cancels }}
          width={520}
        >
          <Form.Item name="name" label="Name" rules={[rules.required('Name'), rules.maxLength('Name', 100)]}>
            <Input aria-label="Name" />
          </Form.Item>
          <Form.Item name="cancels" valuePropName="checked">
            <Checkbox>This is the cancelled type (cancelling an attrition sets it)</Checkbox>
          </Form.Item>
        </EditDialog>
      )}
    </Card>
  );
}
