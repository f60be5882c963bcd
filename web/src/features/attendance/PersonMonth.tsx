/**
 * One person's month on a phone: the grid shows a week at a time, so tapping a name opens that person's whole month
 * as a calendar (a week a row, Monday first, as the grid's weeks), each day with its status code and colour and its
 * full status for screen readers, and the month's total. Read-only: days are marked on the grid.
 */
import { Modal } from 'antd';
import dayjs from 'dayjs';
import { formatDate, formatHours } from '../../shared/format';
import { cellLook, statusCode, type StatusInfo } from './statuses';
import type { AttendanceRowFieldsFragment as GridRow } from '../../generated/graphql';

interface Props {
  row: GridRow;
  days: readonly string[];
  statuses: ReadonlyMap<string, StatusInfo>;
  today?: string;
  onClose(): void;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The month's day indices in weeks of seven (Monday first), null where a week reaches outside the month. */
export function monthWeeks(days: readonly string[]): (number | null)[][] {
  if (days.length === 0) return [];
  const lead = (dayjs(days[0]).day() + 6) % 7;
  const cells: (number | null)[] = [...Array<null>(lead).fill(null), ...days.map((_, i) => i)];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

export function PersonMonth({ row, days, statuses, today, onClose }: Props) {
  const month = days.length ? dayjs(days[0]).format('MMMM YYYY') : '';
  return (
    <Modal open title={`${row.name} · ${month}`} footer={null} onCancel={onClose} width={380} centered>
      <table className="attendance-month" style={{ width: '100%', borderCollapse: 'separate', borderSpacing: 3, tableLayout: 'fixed' }}>
        <caption className="sr-only">{`Attendance of ${row.name} (${row.resId}), ${month}`}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col" style={{ fontSize: 11, fontWeight: 600, textAlign: 'center' }}>
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(days).map((week, w) => (
            <tr key={w}>
              {week.map((i, d) => {
                if (i === null) return <td key={`x${d}`} />;
                const key = row.records[i] ?? '';
                const { label, color, text } = cellLook(key, statuses);
                return (
                  <td
                    key={days[i]}
                    data-day={days[i]}
                    aria-current={days[i] === today ? 'date' : undefined}
                    title={`${formatDate(days[i])}: ${label}`}
                    style={{
                      height: 40,
                      textAlign: 'center',
                      borderRadius: 4,
                      background: color,
                      color: text,
                      border: key === '' ? '1px solid rgba(128,128,128,0.35)' : 0,
                      outline: days[i] === today ? '2px solid currentColor' : undefined,
                      fontSize: 11,
                      lineHeight: '14px',
                    }}
                  >
                    <span aria-hidden>
                      {dayjs(days[i]).date()}
                      <br />
                      <b>{key === '' ? '' : statusCode(label)}</b>
                    </span>
                    <span className="sr-only">{`${formatDate(days[i])}: ${label}`}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ margin: '12px 0 0', textAlign: 'right' }}>{`Total: ${formatHours(row.totalHours)}`}</p>
    </Modal>
  );
}
