/**
 * One month as a grid of days (antd's Calendar; load it deferred, it is heavy), each day's content drawn by the page:
 * the home calendar and the calendars page. The whole cell is drawn here: antd's own date cell scrolls its content (a
 * scrollable region without keyboard access), so the events grow the cell instead.
 */
import type { ReactNode } from 'react';
import { Calendar, Flex } from 'antd';
import type { Dayjs } from 'dayjs';

export function MonthGrid({ month, day }: { month: Dayjs; day: (date: Dayjs) => ReactNode }) {
  return (
    <Calendar
      value={month}
      headerRender={() => null}
      validRange={[month.startOf('month'), month.endOf('month')]}
      fullCellRender={(date, info) =>
        info.type === 'date' ? (
          <div className="ant-picker-cell-inner ant-picker-calendar-date" style={{ height: 'auto', minHeight: 86 }}>
            <div className="ant-picker-calendar-date-value">{date.format('DD')}</div>
            {date.isSame(month, 'month') ? (
              <Flex vertical gap={2} style={{ textAlign: 'start' }}>
                {day(date)}
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
