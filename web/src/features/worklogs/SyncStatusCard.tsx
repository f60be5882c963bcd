/**
 * Admins' view of everyone's sync of work logs with Jira (on the company settings page, beside the connection): who
 * synced when, what is still queued or failed, and the latest error in Jira's words. Decision 0215.
 */
import { Card, Table, Typography } from 'antd';
import { emptyText, useFailureToast } from '../../shared/feedback';
import { formatDateTime } from '../../shared/format';
import { SectionTitle } from '../../shared/PageTitle';
import { useWorklogSyncStatusesQuery, type WorklogSyncStatusesQuery } from './worklogs.generated';

type Row = WorklogSyncStatusesQuery['worklogSyncStatuses']['items'][number];

export function SyncStatusCard() {
  const { data, loading, error } = useWorklogSyncStatusesQuery({ fetchPolicy: 'cache-and-network' });
  useFailureToast(error, 'load the work log sync status');
  return (
    <Card type="inner" title={<SectionTitle>Work log sync</SectionTitle>}>
      <Table<Row>
        size="small"
        rowKey="employeeId"
        loading={loading && !data}
        dataSource={data?.worklogSyncStatuses.items ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: emptyText('work log syncs') }}
        columns={[
          { title: 'Employee', dataIndex: 'employeeName' },
          { title: 'Last synced', dataIndex: 'lastSyncedAt', render: (v: string | null) => (v ? formatDateTime(v) : 'Never') },
          { title: 'Queued', dataIndex: 'pending', width: 80 },
          { title: 'Not synced', key: 'notSynced', width: 100, render: (_: unknown, r: Row) => r.failed + r.unsynced },
          {
            title: 'Last error',
            dataIndex: 'lastError',
            render: (v: string | null) => (v ? <Typography.Text type="danger">{v}</Typography.Text> : '—'),
          },
        ]}
      />
    </Card>
  );
}
