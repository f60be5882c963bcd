/**
 * A calendar's month (lazy chunk: antd's Calendar through shared/MonthGrid, as the home calendar), its week day by day
 * (one row a day, so it reads on a phone too) and its list: each day's events in the calendar's colour, the kind
 * beside each in the week and the list.
 */
import { Badge, Empty, Flex, List, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { emptyText } from '../../shared/feedback';
import { formatPeriod } from '../../shared/format';
import type { CalendarEventsQuery } from './calendars.generated';
import { KIND_LABELS } from '../../shared/calendarKinds';
import { MonthGrid } from '../../shared/MonthGrid';

type Event = CalendarEventsQuery['calendarEvents'][number];

export function CalendarMonth({ month, events, color }: { month: Dayjs; events: Event[]; color: string }) {
  const on = (iso: string) => events.filter((e) => e.startDate <= iso && e.endDate >= iso);
  return (
    <MonthGrid
      month={month}
      day={(day) =>
        on(day.format('YYYY-MM-DD')).map((e) => (
          <Badge key={e.uid} color={color} text={<Typography.Text style={{ fontSize: 12 }}>{e.title}</Typography.Text>} />
        ))
      }
    />
  );
}

export function CalendarWeek({ from, events, color }: { from: Dayjs; events: Event[]; color: string }) {
  const days = Array.from({ length: 7 }, (_, i) => from.add(i, 'day'));
  return (
    <List
      dataSource={days}
      rowKey={(d) => d.format('YYYY-MM-DD')}
      renderItem={(d) => {
        const iso = d.format('YYYY-MM-DD');
        const on = events.filter((e) => e.startDate <= iso && e.endDate >= iso);
        return (
          <List.Item>
            <Flex gap={16} align="baseline" wrap style={{ width: '100%' }}>
              <Typography.Text strong style={{ minWidth: 110 }}>
                {d.format('ddd D MMM')}
              </Typography.Text>
              <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
                {on.length ? (
                  on.map((e) => (
                    <Flex key={e.uid} gap={8} align="center" wrap>
                      <Badge color={color} text={e.title} />
                      <Tag>{KIND_LABELS[e.kind]}</Tag>
                    </Flex>
                  ))
                ) : (
                  <Typography.Text type="secondary">No events</Typography.Text>
                )}
              </Flex>
            </Flex>
          </List.Item>
        );
      }}
    />
  );
}

export function CalendarList({ events, color }: { events: Event[]; color: string }) {
  if (!events.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText('events this month')} />;
  return (
    <List
      dataSource={events}
      rowKey="uid"
      renderItem={(e) => (
        <List.Item extra={formatPeriod(e.startDate, e.endDate)}>
          <Flex gap={8} align="center">
            <Badge color={color} text={e.title} />
            <Tag>{KIND_LABELS[e.kind]}</Tag>
          </Flex>
        </List.Item>
      )}
    />
  );
}
