/**
 * `/main/attrition-types` (CEO, HR): the managed attrition types — add and rename; one type is flagged as the
 * cancelled type (SPEC §4: cancelling sets it). Types are fetched with per_page 1000 (SPEC §9).
 */
import { useState } from 'react';
import { Button, Card, Table, Tag } from 'antd';
import { useAttritionTypesQuery } from './attrition.generated';
import { emptyText, useFailureToast } from '../../shared/feedback';
import { deferredPart } from '../../shared/deferred';
import { PageTitle } from '../../shared/PageTitle';
import type { AttritionTypeRow as Row } from './AttritionTypeDialog';

/** The add/edit dialog (antd's Form and Modal) loads after the first paint: it opens only on a button. */
const AttritionTypeDialog = deferredPart(() => import('./AttritionTypeDialog'), 'AttritionTypeDialog');

export default function AttritionTypesPage() {
  const { data, loading, error } = useAttritionTypesQuery({ fetchPolicy: 'cache-and-network' });
  useFailureToast(error, 'load attrition types');
  const [editing, setEditing] = useState<Row | 'new' | null>(null);

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
      {editing && <AttritionTypeDialog editing={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
