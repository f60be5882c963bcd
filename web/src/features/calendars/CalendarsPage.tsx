/**
 * `/main/calendars` (everyone; account menu "Calendars"): the calendars the viewer may see, New calendar, and the
 * chosen one's month as a grid or a list, or its week day by day (only the shown range's events are fetched). Its
 * creator or an admin may change or delete it. "Feed link" makes the viewer's personal subscription link (shown once
 * to copy; "Reset link" makes a new one and the old one stops working).
 * Hidden where the upstream lacks calendars (`capabilities.calendars`).
 */
import { useState } from 'react';
import { Badge, Button, Card, Flex, Grid, Segmented, Tag, Typography } from 'antd';
import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useConfirmDelete } from '../../shared/confirm';
import { deferredPart, emptyBlock } from '../../shared/deferred';
import { emptyText, useFailureToast } from '../../shared/feedback';
import { formatMonthLabel, formatPeriod, toIsoDate } from '../../shared/format';
import { showError } from '../../shared/notify';
import { PageTitle } from '../../shared/PageTitle';
import { useSession } from '../../shared/session';
import {
  useCalendarEventsQuery,
  useCalendarsQuery,
  useDeleteCalendarMutation,
  useResetCalendarFeedMutation,
  type CalendarRowFragment,
} from './calendars.generated';
import { KIND_LABELS } from '../../shared/calendarKinds';

// The form opens after a click; the month grid (antd's Calendar) loads after the first paint (the bundle budget).
const CalendarDialog = deferredPart(() => import('./CalendarDialog'), 'CalendarDialog');
const CalendarMonth = deferredPart(() => import('./CalendarMonth'), 'CalendarMonth', emptyBlock(480));
const CalendarList = deferredPart(() => import('./CalendarMonth'), 'CalendarList', emptyBlock(240));
const CalendarWeek = deferredPart(() => import('./CalendarMonth'), 'CalendarWeek', emptyBlock(420));

type View = 'Month' | 'Week' | 'List';

/** The shown range: the week (Sunday first, SPEC §5) of `day`, or its month. */
function rangeOf(day: Dayjs, week: boolean): { from: Dayjs; to: Dayjs } {
  if (!week) return { from: day.startOf('month'), to: day.endOf('month') };
  const from = day.subtract(day.day(), 'day').startOf('day');
  return { from, to: from.add(6, 'day') };
}

const whose = (c: CalendarRowFragment) => (c.scope === 'TEAM' ? `Team ${c.teamName ?? ''}` : c.scope === 'PERSON' ? (c.personName ?? '') : 'Company');

/** The feed link of one calendar: made on demand, shown once to copy. */
function FeedLink({ calendar }: { calendar: CalendarRowFragment }) {
  const [reset, { loading }] = useResetCalendarFeedMutation({ refetchQueries: ['Calendars'] });
  const [url, setUrl] = useState<string | null>(null);
  const make = async () => {
    try {
      const { data } = await reset({ variables: { id: calendar.id } });
      if (data) setUrl(`${window.location.origin}${data.resetCalendarFeed.path}`);
    } catch (error) {
      showError(error, 'An error has occured while creating the link!');
    }
  };
  return (
    <Flex vertical gap={4}>
      <Flex gap={8} wrap align="center">
        <Button onClick={make} loading={loading}>
          {calendar.hasFeed || url ? 'Reset link' : 'Feed link'}
        </Button>
        <Typography.Text type="secondary">Subscribe in Google Calendar, Outlook or Apple Calendar. A new link stops the old one.</Typography.Text>
      </Flex>
      {url ? (
        <Typography.Paragraph copyable={{ text: url, tooltips: ['Copy link', 'Copied'] }} code aria-label="Feed link">
          {url}
        </Typography.Paragraph>
      ) : null}
    </Flex>
  );
}

export default function CalendarsPage() {
  const { user } = useSession();
  const [chosen, setChosen] = useState<string | null>(null);
  const [view, setView] = useState<View>('Month');
  // Seven columns of names do not fit a phone: below md the month is a list, as on the home calendar.
  const narrow = Grid.useBreakpoint().md === false;
  const [day, setDay] = useState(() => dayjs().startOf('day'));
  const week = view === 'Week';
  const { from, to } = rangeOf(day, week);
  const step = week ? 'week' : 'month';
  // null: closed; 'new'; or the calendar being changed.
  const [editing, setEditing] = useState<'new' | CalendarRowFragment | null>(null);
  const confirmDelete = useConfirmDelete();
  const list = useCalendarsQuery({ fetchPolicy: 'cache-and-network' });
  useFailureToast(list.error, 'load the calendars');
  const calendars = list.data?.calendars.items ?? [];
  const calendar = calendars.find((c) => c.id === chosen) ?? calendars[0] ?? null;
  const events = useCalendarEventsQuery({
    variables: { id: calendar?.id ?? '', from: toIsoDate(from)!, to: toIsoDate(to)! },
    skip: !calendar,
  });
  useFailureToast(events.error, 'load the events');
  const [remove] = useDeleteCalendarMutation({ refetchQueries: ['Calendars'] });
  const items = events.data?.calendarEvents ?? [];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <PageTitle>Calendars</PageTitle>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          New calendar
        </Button>
      </Flex>
      <Flex gap={8} wrap style={{ marginBottom: 16 }} role="list" aria-label="Calendars">
        {calendars.map((c) => (
          <Button key={c.id} role="listitem" type={c.id === calendar?.id ? 'primary' : 'default'} ghost={c.id === calendar?.id} onClick={() => setChosen(c.id)}>
            <Badge color={c.color} text={c.name} />
            {c.isPrivate ? <Tag style={{ marginInlineStart: 4 }}>Private</Tag> : null}
          </Button>
        ))}
        {!list.loading && !calendars.length ? <Typography.Text>{emptyText('calendars')}</Typography.Text> : null}
      </Flex>
      {calendar ? (
        <Card
          title={
            <Flex gap={8} align="center" wrap>
              <Badge color={calendar.color} />
              <span>{calendar.name}</span>
              <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
                {whose(calendar)} · {calendar.kinds.map((k) => KIND_LABELS[k]).join(', ')} · by {calendar.createdByName}
              </Typography.Text>
            </Flex>
          }
          extra={
            calendar.createdBy === user?.id || user?.roles.admin ? (
              <Flex gap={8}>
                <Button onClick={() => setEditing(calendar)}>Edit</Button>
                <Button
                  danger
                  onClick={() =>
                    confirmDelete({
                      title: 'Delete calendar',
                      what: `the calendar ${calendar.name}`,
                      run: () => remove({ variables: { id: calendar.id } }),
                      success: 'Deleted',
                      failure: 'An error has occured while deleting!',
                    })
                  }
                >
                  Delete
                </Button>
              </Flex>
            ) : null
          }
        >
          <Flex vertical gap={12}>
            <FeedLink key={calendar.id} calendar={calendar} />
            <Flex gap={8} align="center" wrap>
              <Button aria-label={`Previous ${step}`} icon={<LeftOutlined />} onClick={() => setDay(day.subtract(1, step))} />
              <Typography.Text strong style={{ minWidth: 130, textAlign: 'center' }}>
                {week ? formatPeriod(from, to) : formatMonthLabel(from)}
              </Typography.Text>
              <Button aria-label={`Next ${step}`} icon={<RightOutlined />} onClick={() => setDay(day.add(1, step))} />
              <Segmented<View>
                options={narrow ? ['Week', 'List'] : ['Month', 'Week', 'List']}
                value={narrow && view === 'Month' ? 'List' : view}
                onChange={setView}
              />
            </Flex>
            {week ? (
              <CalendarWeek from={from} events={items} color={calendar.color} />
            ) : view === 'Month' && !narrow ? (
              <CalendarMonth month={from} events={items} color={calendar.color} />
            ) : (
              <CalendarList events={items} color={calendar.color} />
            )}
          </Flex>
        </Card>
      ) : null}
      {editing ? (
        <CalendarDialog
          calendar={editing === 'new' ? undefined : editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void Promise.all([list.refetch(), events.refetch()]);
          }}
        />
      ) : null}
    </>
  );
}
