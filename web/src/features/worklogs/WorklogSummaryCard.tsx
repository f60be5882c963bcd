/**
 * A month's logged work per task (and per person when it covers several), its total and the CSV export
 * (worklog_summary_{month}.csv, written formula-safe by the upstream). The work logs page shows it for the person in
 * view; home shows the signed-in person's.
 */
import { Button, Flex, Table, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import { openFileLink } from '../../shared/download';
import { useFailureToast } from '../../shared/feedback';
import { showError } from '../../shared/notify';
import { formatMinutes } from './minutes';
import { useWorklogSummaryQuery, WorklogSummaryExportDocument } from './worklogs.generated';

interface Props {
  /** YYYY-MM */
  month: string;
  /** One person ('me' or an id), or null: everyone the viewer may see. */
  employeeId: string | null;
  /** Hides the person column and the export (home's small card). */
  compact?: boolean;
}

export function WorklogSummaryCard({ month, employeeId, compact }: Props) {
  const client = useApolloClient();
  const { data, loading, error } = useWorklogSummaryQuery({ variables: { month, employeeId }, fetchPolicy: 'cache-and-network' });
  useFailureToast(error, 'load the work log summary');
  const summary = data?.worklogSummary;
  const people = new Set(summary?.items.map((r) => r.employeeId)).size;

  const download = async () => {
    try {
      const { data: link } = await client.query({ query: WorklogSummaryExportDocument, variables: { month, employeeId }, fetchPolicy: 'network-only' });
      if (!link) throw new Error('no link');
      await openFileLink(link.worklogSummaryExport);
    } catch (e) {
      showError(e, 'Failed to export the work log summary');
    }
  };

  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text strong>Total {formatMinutes(summary?.totalMinutes ?? 0)}</Typography.Text>
        {!compact && (
          <Button icon={<DownloadOutlined />} onClick={() => void download()}>
            Export CSV
          </Button>
        )}
      </Flex>
      <Table
        size="small"
        rowKey={(r) => `${r.employeeId}:${r.jiraTask}`}
        pagination={false}
        loading={loading && !summary}
        dataSource={summary?.items ?? []}
        locale={{ emptyText: 'Nothing logged this month' }}
        columns={[
          ...(people > 1 && !compact ? [{ title: 'Employee', dataIndex: 'employeeName' }] : []),
          { title: 'Task', dataIndex: 'jiraTask' },
          { title: 'Hours', dataIndex: 'minutes', render: formatMinutes },
          { title: 'Entries', dataIndex: 'entries' },
        ]}
      />
    </Flex>
  );
}
