/**
 * The days × people grid. Rows are virtualised (@tanstack/react-virtual): only the rows in view (plus a few) are in
 * the DOM, so 1,000 people × 31 days renders and scrolls like 20. Name and total columns stay visible while the days
 * scroll sideways; the header stays on top. Cells are plain buttons; one shared menu edits them (StatusMenu).
 * Public holidays tint their day's column header (name and pay multiple in its native tooltip: no popup per header,
 * and nothing that could catch the Escape meant for the import dialog) and leave the cells alone:
 * an unmarked holiday still reads "absent" (SPEC §3), and HR can still mark who worked it.
 */
import { memo, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { theme } from 'antd';
import dayjs from 'dayjs';
import type { AttendanceGridQuery, AttendanceRowFieldsFragment } from '../../generated/graphql';
import { formatDate, formatHours } from '../../shared/format';
import { statusCode, textOn, type StatusInfo } from './statuses';

export type GridRow = AttendanceRowFieldsFragment;
export type GridHoliday = AttendanceGridQuery['attendanceGrid']['holidays'][number];

const ROW_H = 34;
const CELL_W = 36;
const NAME_W = 230;
const TOTAL_W = 76;
const BORDER = '1px solid rgba(128,128,128,0.25)';

interface Props {
  days: readonly string[];
  rows: readonly GridRow[];
  /** Public holidays of the month, one per covered day. */
  holidays?: readonly GridHoliday[];
  statuses: ReadonlyMap<string, StatusInfo>;
  onCellClick(row: GridRow, dayIndex: number, rect: DOMRect): void;
}

const sticky = (left: number | undefined, right: number | undefined, z: number): React.CSSProperties => ({
  position: 'sticky',
  left,
  right,
  zIndex: z,
  background: 'var(--attendance-bg, #fff)',
});

const payText = (multiple: number) => (multiple === 1 ? 'normal pay' : `paid ×${multiple}`);

export function AttendanceGrid({ days, rows, holidays = [], statuses, onCellClick }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_H,
    overscan: 8,
    initialRect: { width: 1200, height: 600 },
  });
  const { token } = theme.useToken();
  const holidayOf = new Map(holidays.map((h) => [h.date, h]));
  const width = NAME_W + days.length * CELL_W + TOTAL_W;
  return (
    <div
      ref={scroller}
      role="grid"
      aria-rowcount={rows.length + 1}
      aria-label="Attendance grid"
      className="attendance-grid"
      style={
        {
          height: 'calc(100vh - 330px)',
          minHeight: 320,
          overflow: 'auto',
          border: BORDER,
          borderRadius: 6,
          '--attendance-bg': token.colorBgContainer,
        } as React.CSSProperties
      }
    >
      <div style={{ width, position: 'relative' }}>
        <div role="row" style={{ display: 'flex', height: ROW_H, position: 'sticky', top: 0, zIndex: 3, fontWeight: 600, fontSize: 12 }}>
          <div role="columnheader" style={{ ...sticky(0, undefined, 4), width: NAME_W, padding: '8px 10px', borderBottom: BORDER }}>
            Employee
          </div>
          {days.map((day) => {
            const d = dayjs(day);
            const weekend = d.day() === 0 || d.day() === 6;
            const holiday = holidayOf.get(day);
            return (
              <div
                key={day}
                role="columnheader"
                title={holiday ? `${holiday.name} · ${formatDate(day)} · ${payText(holiday.multipleOfPay)}` : formatDate(day)}
                aria-label={holiday ? `${formatDate(day)}: ${holiday.name}` : undefined}
                data-holiday={holiday?.name}
                style={{
                  width: CELL_W,
                  flex: 'none',
                  textAlign: 'center',
                  lineHeight: '14px',
                  paddingTop: 3,
                  borderBottom: holiday ? `2px solid ${token.colorWarning}` : BORDER,
                  background: holiday ? token.colorWarningBg : 'var(--attendance-bg, #fff)',
                  color: holiday ? token.colorWarningText : weekend ? token.colorTextTertiary : undefined,
                }}
              >
                {d.date()}
                <div style={{ fontWeight: 400, fontSize: 10 }}>{d.format('dd')}</div>
              </div>
            );
          })}
          <div role="columnheader" style={{ ...sticky(undefined, 0, 4), width: TOTAL_W, padding: '8px 10px', textAlign: 'right', borderBottom: BORDER }}>
            Total
          </div>
        </div>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => (
            <GridLine
              key={rows[item.index].employeeId}
              row={rows[item.index]}
              index={item.index}
              top={item.start}
              days={days}
              statuses={statuses}
              onCellClick={onCellClick}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

interface LineProps {
  row: GridRow;
  index: number;
  top: number;
  days: readonly string[];
  statuses: ReadonlyMap<string, StatusInfo>;
  onCellClick: Props['onCellClick'];
}

/** One person's month; memoised so editing one row re-renders only that row. */
const GridLine = memo(function GridLine({ row, index, top, days, statuses, onCellClick }: LineProps) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-res-id={row.resId}
      style={{ display: 'flex', position: 'absolute', top: 0, left: 0, height: ROW_H, transform: `translateY(${top}px)` }}
    >
      <div role="rowheader" style={{ ...sticky(0, undefined, 2), width: NAME_W, padding: '0 10px', borderBottom: BORDER, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', lineHeight: `${ROW_H}px` }} title={`${row.name} (${row.resId})`}>
        <span style={{ fontWeight: 500 }}>{row.name}</span> <span style={{ opacity: 0.6, fontSize: 12 }}>{row.resId}</span>
      </div>
      {row.records.map((key, i) => {
        const status = statuses.get(key);
        const label = status?.label ?? key;
        const color = status?.color ?? '#d9d9d9';
        return (
          <button
            key={days[i]}
            type="button"
            role="gridcell"
            disabled={!row.editable}
            aria-label={`${row.name} ${formatDate(days[i])}: ${label}`}
            title={`${formatDate(days[i])}: ${label}`}
            onClick={(e) => onCellClick(row, i, e.currentTarget.getBoundingClientRect())}
            style={{
              width: CELL_W - 4,
              height: ROW_H - 6,
              margin: '3px 2px',
              flex: 'none',
              border: 0,
              borderRadius: 4,
              background: color,
              color: textOn(color),
              fontSize: 11,
              fontWeight: 600,
              padding: 0,
              cursor: row.editable ? 'pointer' : 'default',
            }}
          >
            {statusCode(label)}
          </button>
        );
      })}
      <div role="gridcell" aria-label={`Total ${row.name}`} style={{ ...sticky(undefined, 0, 2), width: TOTAL_W, padding: '0 10px', textAlign: 'right', lineHeight: `${ROW_H}px`, borderBottom: BORDER, fontVariantNumeric: 'tabular-nums' }}>
        {formatHours(row.totalHours)}
      </div>
    </div>
  );
});
