/**
 * A calendar's month (lazy chunk: antd's Calendar) and its list: each day's events in the calendar's colour, the
 * kind beside each in the list. The cell is drawn whole, as on the home calendar (antd's own cell content scrolls).
 */
import { Badge, Calendar, Empty, Flex, List, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { emptyText } from '../../shared/feedback';
import { formatPeriod } from '../../shared/format';
import type { CalendarEventsQuery } from './calendars.generated';
import { KIND_LABELS } from './kinds';

type Event = CalendarEventsQuery['calendarEvents'][number];

const titleOf = (e: Event) => (e.halfDay ? `${e.title} (half day)` : e.title);

export function CalendarMonth({ month, events, color }: { month: Dayjs; events: Event[]; color: string }) {
  const on = (iso: string) => events.filter((e) => e.startDate <= iso && e.endDate >= iso);
  return (
    <Calendar
      value={month}
      headerRender={() => null}
      validRange={[month.startOf('month'), month.endOf('month')]}
      fullCellRender={(day, info) =>
        info.type === 'date' ? (
          <div className="ant-picker-cell-inner ant-picker-calendar-date" style={{ height: 'auto', minHeight: 86 }}>
            <div className="ant-picker-calendar-date-value">{day.format('DD')}</div>
            {day.isSame(month, 'month') ? (
              <Flex vertical gap={2} style={{ textAlign: 'start' }}>
                {on(day.format('YYYY-MM-DD')).map((e) => (
                  <Badge key={e.uid} color={color} text={<Typography.Text style={{ fontSize: 12 }}>{titleOf(e)}</Typography.Text>} />
                ))}
              </Flex>
            ) : null}
          </div>
        ) : (
          info.originNode
        )
      }
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
            <Badge color={color} text={titleOf(e)} />
            <Tag>{KIND_LABELS[e.kind]}</Tag>
          </Flex>
        </List.Item>
      )}
    />
  );
}
