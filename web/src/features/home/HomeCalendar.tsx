/** The home month calendar (lazy chunk: antd's Calendar, shared/MonthGrid): leaves, birthdays, work anniversaries and holidays by day. */
import { Badge, Empty, Flex, Grid } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Link } from 'react-router-dom';
import { href } from '../../shared/paths';
import { emptyText } from '../../shared/feedback';
import { formatPeriod } from '../../shared/format';
import { ItemList } from './ItemList';
import type { HomeQuery } from '../../generated/graphql';
import { KIND_COLOURS, KIND_LABELS, KINDS } from '../../shared/calendarKinds';
import { MonthGrid } from '../../shared/MonthGrid';

type Event = NonNullable<HomeQuery['home']['calendar']>[number];
type DayMore = NonNullable<HomeQuery['home']['calendarMore']>[number];

/** A big month shows a few events a day: the rest are on the company leaves screen. */
const moreLink = (text: string) => <Link to={href('company/leaves')}>{text}</Link>;

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
      <MonthGrid
        month={month}
        day={(day) => (
          <>
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
          </>
        )}
      />
    </Flex>
  );
}
