/** The home month calendar (lazy chunk: antd's Calendar): leaves, birthdays, work anniversaries and holidays by day. */
import { Badge, Calendar, Empty, Flex, Grid } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Link } from 'react-router-dom';
import { href } from '../../shared/paths';
import { emptyText } from '../../shared/feedback';
import { formatPeriod } from '../../shared/format';
import { ItemList } from './ItemList';
import type { CalendarEventKind, HomeQuery } from '../../generated/graphql';

type Event = NonNullable<HomeQuery['home']['calendar']>[number];
type DayMore = NonNullable<HomeQuery['home']['calendarMore']>[number];

/** A big month shows a few events a day: the rest are on the company leaves screen. */
const moreLink = (text: string) => <Link to={href('company/leaves')}>{text}</Link>;

export const KIND_COLOURS: Record<CalendarEventKind, string> = {
  LEAVE: 'blue',
  BIRTHDAY: 'magenta',
  ANNIVERSARY: 'gold',
  HOLIDAY: 'purple',
};
const KIND_LABELS: Record<CalendarEventKind, string> = {
  LEAVE: 'Leave',
  BIRTHDAY: 'Birthday',
  ANNIVERSARY: 'Work anniversary',
  HOLIDAY: 'Holiday',
};

const KINDS: CalendarEventKind[] = ['LEAVE', 'BIRTHDAY', 'ANNIVERSARY', 'HOLIDAY'];

/** On a phone the month grid is too narrow for names: the month's events as a list. */
function EventList({ events, hidden }: { events: Event[]; hidden: boolean }) {
  if (!events.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText('events this month')} />;
  return (
    <>
      <ItemList
        items={events.map((e, i) => ({
          key: `${e.kind}-${e.title}-${i}`,
          title: <Badge color={KIND_COLOURS[e.kind]} text={e.title} />,
          description: KIND_LABELS[e.kind],
          extra: formatPeriod(e.startDate, e.endDate),
        }))}
      />
      {hidden ? moreLink('More events this month: company leaves') : null}
    </>
  );
}

export default function HomeCalendar({ today, events, more = [] }: { today: string; events: Event[]; more?: DayMore[] }) {
  const month = dayjs(today);
  const screens = Grid.useBreakpoint();
  const moreOn = new Map(more.map((m) => [m.date, m.count]));
  if (screens.md === false) return <EventList events={events} hidden={more.length > 0} />;
  const on = (day: Dayjs) => {
    const iso = day.format('YYYY-MM-DD');
    return events.filter((e) => e.startDate <= iso && e.endDate >= iso);
  };
  return (
    <Flex vertical gap={8}>
      <Flex gap={12} wrap aria-label="Legend">
        {KINDS.map((k) => (
          <Badge key={k} color={KIND_COLOURS[k]} text={KIND_LABELS[k]} />
        ))}
      </Flex>
      <Calendar
        value={month}
        headerRender={() => null}
        validRange={[month.startOf('month'), month.endOf('month')]}
        // The whole cell is drawn here: antd's own date cell scrolls its content (a scrollable region without keyboard
        // access), so the events grow the cell instead.
        fullCellRender={(day, info) =>
          info.type === 'date' ? (
            <div className="ant-picker-cell-inner ant-picker-calendar-date" style={{ height: 'auto', minHeight: 86 }}>
              <div className="ant-picker-calendar-date-value">{day.format('DD')}</div>
              {day.isSame(month, 'month') ? (
                <Flex vertical gap={2} style={{ textAlign: 'start' }}>
                  {on(day).map((e, i) => (
                    <Badge
                      key={`${e.kind}-${e.title}-${i}`}
                      color={KIND_COLOURS[e.kind]}
                      text={e.title}
                      title={`${KIND_LABELS[e.kind]}: ${e.title}`}
                      style={{ fontSize: 12 }}
                    />
                  ))}
                  {moreOn.get(day.format('YYYY-MM-DD')) ? moreLink(`+${moreOn.get(day.format('YYYY-MM-DD'))} more`) : null}
                </Flex>
              ) : null}
            </div>
          ) : (
            info.originNode
          )
        }
      />
    </Flex>
  );
}
