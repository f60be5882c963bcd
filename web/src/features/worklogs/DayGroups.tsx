/**
 * Work logs grouped by day: a heading per day with its total, then its entries (task, description, 12-hour times,
 * duration, the sync with Jira) with Edit and Delete on one's own. The week view passes its seven days (empty ones say so); the month view
 * only the days with entries.
 */
import { Button, Empty, Flex, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { formatTime } from '../../shared/format';
import { formatMinutes } from './minutes';
import type { WorklogRowFragment } from './worklogs.generated';

// Preset colours, not antd's status ones: the theme darkens the presets' text to 4.5:1 (theme.ts tagText); the
// status colours stay as light as antd draws them (1.8:1 for warning).
const STATES = {
  SYNCED: { color: 'green', label: 'Synced' },
  PENDING: { color: 'blue', label: 'Sync pending' },
  NOT_SYNCED: { color: 'gold', label: 'Not synced' },
} as const;

/** An entry's sync with Jira, and why it is not synced when it is not (the reason in words, not only a colour). */
function SyncState({ row }: { row: WorklogRowFragment }) {
  if (!row.syncState) return null;
  const state = STATES[row.syncState];
  return (
    <Flex vertical gap={2} align="start">
      <Tag color={state.color}>{state.label}</Tag>
      {row.syncError && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {row.syncError}
        </Typography.Text>
      )}
    </Flex>
  );
}

interface Props {
  days: string[];
  entries: WorklogRowFragment[];
  loading: boolean;
  /** Edit and Delete (one's own entries only). */
  onEdit?: (entry: WorklogRowFragment) => void;
  onDelete?: (entry: WorklogRowFragment) => void;
}

export function DayGroups({ days, entries, loading, onEdit, onDelete }: Props) {
  const byDay = new Map<string, WorklogRowFragment[]>();
  for (const e of entries) byDay.set(e.workDate, [...(byDay.get(e.workDate) ?? []), e]);
  if (!loading && days.length === 0) return <Empty description="Nothing logged this month" />;
  return (
    <Flex vertical gap={16}>
      {days.map((day) => {
        const rows = byDay.get(day) ?? [];
        const total = rows.reduce((sum, r) => sum + r.duration, 0);
        const label = dayjs(day).format('dddd DD/MM/YYYY');
        return (
          <section key={day} aria-label={label}>
            <Flex justify="space-between" align="baseline">
              <Typography.Title level={2} style={{ fontSize: 15, margin: '0 0 6px' }}>
                {label}
              </Typography.Title>
              <Typography.Text type="secondary">{rows.length ? `Total ${formatMinutes(total)}` : 'Nothing logged'}</Typography.Text>
            </Flex>
            {rows.length > 0 && (
              <Table<WorklogRowFragment>
                size="small"
                rowKey="id"
                pagination={false}
                loading={loading}
                dataSource={rows}
                scroll={{ x: 'max-content' }}
                columns={[
                  { title: 'Task', dataIndex: 'jiraTask', width: 110 },
                  { title: 'Description', dataIndex: 'description' },
                  { title: 'Start', dataIndex: 'startTime', render: formatTime, width: 100 },
                  { title: 'End', dataIndex: 'endTime', render: formatTime, width: 100 },
                  { title: 'Duration', dataIndex: 'duration', render: formatMinutes, width: 90 },
                  ...(rows.some((r) => r.syncState)
                    ? [{ title: 'Jira', key: 'sync', width: 200, render: (_: unknown, row: WorklogRowFragment) => <SyncState row={row} /> }]
                    : []),
                  ...(onEdit && onDelete
                    ? [
                        {
                          title: 'Actions',
                          key: 'actions',
                          width: 140,
                          render: (_: unknown, row: WorklogRowFragment) => (
                            <Flex gap={4}>
                              <Button size="small" type="link" onClick={() => onEdit(row)} aria-label={`Edit ${row.jiraTask} at ${formatTime(row.startTime)}`}>
                                Edit
                              </Button>
                              <Button
                                size="small"
                                type="link"
                                danger
                                onClick={() => onDelete(row)}
                                aria-label={`Delete ${row.jiraTask} at ${formatTime(row.startTime)}`}
                              >
                                Delete
                              </Button>
                            </Flex>
                          ),
                        },
                      ]
                    : []),
                ]}
              />
            )}
          </section>
        );
      })}
    </Flex>
  );
}
