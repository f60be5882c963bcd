/**
 * `/main/worklogs` (everyone; account menu "Work logs", SPEC §2): one's logged work in a week or a month, grouped by
 * day, with Log work, Edit and Delete; a manager (CEO and HR: anyone) picks a report to read theirs; below, the month's
 * summary per task with its CSV; one's own logs sync with Jira (SyncBar, each entry's state in DayGroups). Hidden where
 * the upstream lacks work logs (`capabilities.worklogs`); the sync where it lacks that (`capabilities.worklogSync`).
 */
import { useCallback, useState } from 'react';
import { Button, Card, Flex, Segmented, Typography } from 'antd';
import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useApolloClient } from '@apollo/client/react';
import { useConfirmDelete } from '../../shared/confirm';
import { deferredPart, emptyBlock, InputBox } from '../../shared/deferred';
import { useFailureToast } from '../../shared/feedback';
import { formatMonthLabel, toIsoDate } from '../../shared/format';
import { PageTitle, SectionTitle } from '../../shared/PageTitle';
import { useCapabilities } from '../../shared/capabilities';
import { useSession } from '../../shared/session';
import { useDeleteWorklogMutation, useWorklogsQuery, type WorklogRowFragment } from './worklogs.generated';

// The form (date and time pickers) opens in a dialog after a click: it stays out of the page's first download.
const WorklogDialog = deferredPart(() => import('./WorklogDialog'), 'WorklogDialog');
// The summary sits below the day list: it loads after the first paint (a short table's space meanwhile).
// The people picker shows to managers only: its select loads after the first paint.
const ReportPicker = deferredPart(
  () => import('./ReportPicker'),
  'ReportPicker',
  () => <InputBox width={260} />,
);
// The day tables load after the first paint too (the page stays within its bundle budget).
const DayGroups = deferredPart(() => import('./DayGroups'), 'DayGroups', emptyBlock(240));
const WorklogSummaryCard = deferredPart(() => import('./WorklogSummaryCard'), 'WorklogSummaryCard', emptyBlock(160));
// The Sync bar (one's own logs, where the upstream syncs with Jira) after the first paint too.
const SyncBar = deferredPart(() => import('./SyncBar'), 'SyncBar', emptyBlock(32));

type View = 'Week' | 'Month';

/** Monday of `day`'s week (weeks run Monday to Sunday whatever the locale). */
const monday = (day: Dayjs) => day.subtract((day.day() + 6) % 7, 'day').startOf('day');

/** The view's first and last day, and the days it lists. */
function rangeOf(view: View, anchor: Dayjs): { from: Dayjs; to: Dayjs; days: string[] } {
  const from = view === 'Week' ? monday(anchor) : anchor.startOf('month');
  const to = view === 'Week' ? from.add(6, 'day') : anchor.endOf('month').startOf('day');
  const days: string[] = [];
  for (let d = from; !d.isAfter(to); d = d.add(1, 'day')) days.push(toIsoDate(d)!);
  return { from, to, days };
}

export default function WorklogsPage() {
  const { user } = useSession();
  const [view, setView] = useState<View>('Week');
  const [anchor, setAnchor] = useState(() => dayjs().startOf('day'));
  const [person, setPerson] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ entry: WorklogRowFragment | null } | null>(null);
  const confirmDelete = useConfirmDelete();
  const { from, to, days } = rangeOf(view, anchor);
  const own = person === null || person === user?.id;
  const client = useApolloClient();
  const { data, loading, error } = useWorklogsQuery({
    variables: { from: toIsoDate(from)!, to: toIsoDate(to)!, employeeId: person },
    fetchPolicy: 'cache-and-network',
  });
  useFailureToast(error, 'load the work logs');
  const [remove] = useDeleteWorklogMutation();
  const entries = data?.worklogs.items ?? [];
  const roles = user?.roles;
  const picker = roles?.ceo || roles?.hr ? 'EMPLOYEES' : user?.canManage ? 'REPORTS' : null;
  const { worklogSync } = useCapabilities();
  // A write changes the day list and the month's summary alike (and the sync status: an entry is changed since).
  const refresh = () => void client.refetchQueries({ include: ['Worklogs', 'WorklogSummary', ...(worklogSync ? ['WorklogSyncStatus'] : [])] });
  const synced = useCallback(() => void client.refetchQueries({ include: ['Worklogs'] }), [client]);

  const shown = view === 'Week' ? days : days.filter((d) => entries.some((e) => e.workDate === d));
  const period = view === 'Week' ? `${from.format('DD/MM/YYYY')} – ${to.format('DD/MM/YYYY')}` : formatMonthLabel(from);
  const step = view === 'Week' ? 'week' : 'month';

  return (
    <Flex vertical gap={24}>
      <Card
        title={<PageTitle>Work logs</PageTitle>}
        extra={
          own && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ entry: null })}>
              Log work
            </Button>
          )
        }
      >
        <Flex vertical gap={16}>
          <Flex wrap gap={12} align="center">
            <Segmented<View> options={['Week', 'Month']} value={view} onChange={setView} aria-label="View" />
            <Flex gap={4} align="center">
              <Button icon={<LeftOutlined />} aria-label={`Previous ${step}`} onClick={() => setAnchor((a) => a.subtract(1, step))} />
              <Button onClick={() => setAnchor(dayjs().startOf('day'))}>Today</Button>
              <Button icon={<RightOutlined />} aria-label={`Next ${step}`} onClick={() => setAnchor((a) => a.add(1, step))} />
            </Flex>
            <Typography.Text strong aria-live="polite">
              {period}
            </Typography.Text>
            {picker && <ReportPicker purpose={picker} value={person} onChange={(id) => setPerson(id && id !== user?.id ? id : null)} />}
          </Flex>
          {own && worklogSync && <SyncBar onSynced={synced} />}
          <DayGroups
            days={shown}
            entries={entries}
            loading={loading && !data}
            onEdit={own ? (entry) => setEditing({ entry }) : undefined}
            onDelete={
              own
                ? (entry) =>
                    confirmDelete({
                      title: 'Delete work log',
                      what: `the work log ${entry.jiraTask} of ${dayjs(entry.workDate).format('DD/MM/YYYY')}`,
                      run: () => remove({ variables: { id: entry.id } }),
                      success: 'Deleted',
                      failure: 'An error has occured while deleting!',
                      then: refresh,
                    })
                : undefined
            }
          />
        </Flex>
      </Card>
      <Card title={<SectionTitle>Summary of {formatMonthLabel(anchor)}</SectionTitle>}>
        <WorklogSummaryCard month={anchor.format('YYYY-MM')} employeeId={person ?? 'me'} />
      </Card>
      {editing && (
        <WorklogDialog
          entry={editing.entry}
          day={toIsoDate(view === 'Week' && !anchor.isSame(dayjs(), 'week') ? from : anchor)!}
          onClose={(saved) => {
            setEditing(null);
            if (saved) refresh();
          }}
        />
      )}
    </Flex>
  );
}
