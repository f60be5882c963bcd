/**
 * An employee's manager history on their page: each applied manager shuffle (from whom, to whom, since when, HR's
 * comment), latest first. Shown to ACM, HR, CEO and heads, and to the employee themself.
 */
import { Card, Table } from 'antd';
import { useManagerHistoryQuery, type ManagerHistoryQuery } from './shuffle.generated';
import { emptyText, useFailureToast } from '../../shared/feedback';
import { formatDate } from '../../shared/format';

type Row = ManagerHistoryQuery['managerHistory'][number];

export function ManagerHistoryCard({ employeeId, currentManager }: { employeeId: string; currentManager?: string | null }) {
  const { data, loading, error } = useManagerHistoryQuery({ variables: { employeeId }, fetchPolicy: 'cache-and-network' });
  useFailureToast(error, 'load the manager history');
  return (
    <Card title="Manager history" extra={`Current manager: ${currentManager ?? 'No available manager'}`}>
      <Table<Row>
        rowKey="id"
        size="small"
        loading={loading}
        pagination={false}
        dataSource={data?.managerHistory ?? []}
        locale={{ emptyText: emptyText('manager changes') }}
        scroll={{ x: 560 }}
        columns={[
          { title: 'Since', dataIndex: 'effectiveDate', render: formatDate },
          { title: 'From', dataIndex: ['previousManager', 'name'], render: (v: string | undefined) => v ?? '—' },
          { title: 'To', dataIndex: ['proposedManager', 'name'] },
          { title: 'HR comment', dataIndex: 'hrComment', render: (v: string | null) => v ?? '—' },
        ]}
      />
    </Card>
  );
}
