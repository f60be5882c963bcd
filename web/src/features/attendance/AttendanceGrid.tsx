/**
 * The days × people grid. Rows are virtualised (@tanstack/react-virtual): only the rows in view (plus a few) are in
 * the DOM, so 1,000 people × 31 days renders and scrolls like 20. Name and total columns stay visible while the days
 * scroll sideways; the header stays on top. Cells are plain buttons; one shared menu edits them (StatusMenu).
 * Public holidays tint their day's column header (name and pay multiple in its native tooltip: no popup per header,
 * and nothing that could catch the Escape meant for the import dialog). Cell values come filled by the upstream
 * (holiday, leave, weekend, blank from today on, absent before); a blank cell shows empty. The grid opens scrolled to today.
 * Keyboard: the grid is one tab stop (roving tabindex); arrows, Home and End move between cells, Enter or Space opens
 * the status menu of an editable cell. On a phone (a week at a time) a person's name opens their month (./PersonMonth).
 * A cell's visible code is hidden from screen readers, which read
 * "name date: status" instead (so the name contains no text that is not visible: axe label-content-name-mismatch).
 */
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { theme } from 'antd';
import dayjs from 'dayjs';
import type { AttendanceGridQuery, AttendanceRowFieldsFragment } from '../../generated/graphql';
import { formatDate, formatHours } from '../../shared/format';
import { useCompact } from '../../shared/useCompact';
import { cellLook, statusCode, type StatusInfo } from './statuses';
import { useWeekWindow } from './weekWindow';
import { PersonMonth } from './PersonMonth';

export type GridRow = AttendanceRowFieldsFragment;
export type GridHoliday = AttendanceGridQuery['attendanceGrid']['holidays'][number];

const ROW_H = 34;
/** Column widths; a phone shows a week (./weekWindow) in narrower columns, so the seven days fit beside name and total. */
const WIDE = { name: 230, cell: 36, total: 76 };
const PHONE = { name: 92, cell: 30, total: 56 };
type Sizes = typeof WIDE;
const BORDER = '1px solid rgba(128,128,128,0.25)';

interface Props {
  days: readonly string[];
  rows: readonly GridRow[];
  /** Public holidays of the month, one per covered day. */
  holidays?: readonly GridHoliday[];
  statuses: ReadonlyMap<string, StatusInfo>;
  /** YYYY-MM-DD of today: its column is marked, focused first and scrolled into view. */
  today?: string;
  onCellClick(row: GridRow, dayIndex: number, cell: HTMLElement): void;
}

interface Cell {
  row: number;
  col: number;
}

const cellSelector = ({ row, col }: Cell) => `[data-cell="${row}:${col}"]`;

const sticky = (left: number | undefined, right: number | undefined, z: number): React.CSSProperties => ({
  position: 'sticky',
  left,
  right,
  zIndex: z,
  background: 'var(--attendance-bg, #fff)',
});

const payText = (multiple: number) => (multiple === 1 ? 'normal pay' : `paid ×${multiple}`);

export function AttendanceGrid({ days, rows, holidays = [], statuses, today, onCellClick }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const todayIndex = today ? days.indexOf(today) : -1;
  const [active, setActive] = useState<Cell>({ row: 0, col: Math.max(0, todayIndex) });
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_H,
    overscan: 8,
    initialRect: { width: 1200, height: 600 },
  });
  const { token } = theme.useToken();
  const holidayOf = new Map(holidays.map((h) => [h.date, h]));
  const phone = useCompact();
  const size = phone ? PHONE : WIDE;
  const { from, to, pager } = useWeekWindow(days, today, phone);
  const width = size.name + (to - from) * size.cell + size.total;
  const [person, setPerson] = useState<GridRow | null>(null);
  // The tab stop stays on a shown day.
  const activeCol = Math.min(Math.max(active.col, from), to - 1);

  // A new month or list: start on today's column (or the first day) of the first row, scrolled into view.
  const monthKey = days[0];
  useEffect(() => {
    setActive({ row: 0, col: Math.max(0, todayIndex) });
    const el = scroller.current;
    if (!el || todayIndex < 0 || phone) return;
    const area = el.clientWidth - size.name - size.total;
    el.scrollLeft = Math.max(0, todayIndex * size.cell - (area - size.cell) / 2);
  }, [monthKey, todayIndex, rows.length > 0, phone]); // eslint-disable-line react-hooks/exhaustive-deps

  /** Moves focus to a cell, scrolling its row into the rendered window first when it is virtualised away. */
  const focusCell = useCallback(
    (cell: Cell) => {
      setActive(cell);
      const find = () => scroller.current?.querySelector<HTMLElement>(cellSelector(cell));
      const now = find();
      if (now) return now.focus();
      virtualizer.scrollToIndex(cell.row);
      requestAnimationFrame(() => requestAnimationFrame(() => find()?.focus()));
    },
    [virtualizer],
  );

  /** One listener for every cell: the focused cell becomes the grid's tab stop. */
  const onFocus = (e: React.FocusEvent<HTMLDivElement>) => {
    const at = (e.target as HTMLElement).dataset.cell?.split(':').map(Number);
    if (at && (at[0] !== active.row || at[1] !== active.col)) setActive({ row: at[0]!, col: at[1]! });
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    const at = (e.target as HTMLElement).dataset.cell?.split(':').map(Number);
    if (!at || rows.length === 0) return;
    const [row, col] = at as [number, number];
    const last = { row: rows.length - 1, col: to - 1 };
    const moves: Record<string, Cell> = {
      ArrowLeft: { row, col: Math.max(from, col - 1) },
      ArrowRight: { row, col: Math.min(last.col, col + 1) },
      ArrowUp: { row: Math.max(0, row - 1), col },
      ArrowDown: { row: Math.min(last.row, row + 1), col },
      Home: { row, col: from },
      End: { row, col: last.col },
    };
    const next = moves[e.key];
    if (!next) return;
    e.preventDefault();
    focusCell(next);
  };

  return (
    <>
      {pager}
      {person && <PersonMonth row={person} days={days} statuses={statuses} today={today} onClose={() => setPerson(null)} />}
      <div
        ref={scroller}
        role="grid"
        aria-rowcount={rows.length + 1}
        aria-label="Attendance grid"
        onKeyDown={onKeyDown}
        onFocus={onFocus}
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
            <div role="columnheader" style={{ ...sticky(0, undefined, 4), width: size.name, padding: '8px 10px', borderBottom: BORDER }}>
              Employee
            </div>
            {days.slice(from, to).map((day) => {
              const d = dayjs(day);
              const weekend = d.day() === 0 || d.day() === 6;
              const holiday = holidayOf.get(day);
              return (
                <div
                  key={day}
                  role="columnheader"
                  title={holiday ? `${holiday.name} · ${formatDate(day)} · ${payText(holiday.multipleOfPay)}` : formatDate(day)}
                  aria-label={holiday ? `${formatDate(day)}: ${holiday.name}` : undefined}
                  aria-current={day === today ? 'date' : undefined}
                  data-holiday={holiday?.name}
                  style={{
                    width: size.cell,
                    flex: 'none',
                    textAlign: 'center',
                    lineHeight: '14px',
                    paddingTop: 3,
                    borderBottom: holiday ? `2px solid ${token.colorWarning}` : day === today ? `2px solid ${token.colorPrimary}` : BORDER,
                    background: holiday ? token.colorWarningBg : 'var(--attendance-bg, #fff)',
                    color: holiday ? token.colorWarningText : weekend ? token.colorTextTertiary : undefined,
                  }}
                >
                  {d.date()}
                  <div style={{ fontWeight: 400, fontSize: 10 }}>{d.format('dd')}</div>
                </div>
              );
            })}
            <div role="columnheader" style={{ ...sticky(undefined, 0, 4), width: size.total, padding: '8px 10px', textAlign: 'right', borderBottom: BORDER }}>
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
                activeCol={active.row === item.index ? activeCol : -1}
                from={from}
                to={to}
                size={size}
                muted={token.colorTextTertiary}
                onCellClick={onCellClick}
                onPerson={phone ? setPerson : undefined}
              />
            ))}
          </div>
        </div>
      </div>
    </>
  );
}

interface LineProps {
  row: GridRow;
  index: number;
  top: number;
  days: readonly string[];
  statuses: ReadonlyMap<string, StatusInfo>;
  /** The column of the grid's single tab stop when it is in this row, else -1. */
  activeCol: number;
  /** Readable muted text colour of the theme (the RES_ID beside the name). */
  muted: string;
  /** The day indices shown, [from, to). */
  from: number;
  to: number;
  size: Sizes;
  onCellClick: Props['onCellClick'];
  /** On a phone: the name opens the person's month. */
  onPerson?: (row: GridRow) => void;
}

/** One person's month; memoised so editing one row re-renders only that row. */
const GridLine = memo(function GridLine({ row, index, top, days, statuses, activeCol, muted, from, to, size, onCellClick, onPerson }: LineProps) {
  const name = (
    <>
      <span style={{ fontWeight: 500 }}>{row.name}</span> <span style={{ color: muted, fontSize: 12 }}>{row.resId}</span>
    </>
  );
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-res-id={row.resId}
      style={{ display: 'flex', position: 'absolute', top: 0, left: 0, height: ROW_H, transform: `translateY(${top}px)` }}
    >
      <div
        role="rowheader"
        style={{
          ...sticky(0, undefined, 2),
          width: size.name,
          padding: '0 10px',
          borderBottom: BORDER,
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
          lineHeight: `${ROW_H}px`,
        }}
        title={`${row.name} (${row.resId})`}
      >
        {onPerson ? (
          <button
            type="button"
            className="attendance-person"
            onClick={() => onPerson(row)}
            style={{
              background: 'none',
              border: 0,
              padding: 0,
              font: 'inherit',
              color: 'inherit',
              cursor: 'pointer',
              textAlign: 'left',
              width: '100%',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              textDecoration: 'underline dotted',
            }}
          >
            {name}
          </button>
        ) : (
          name
        )}
      </div>
      {row.records.map((key, i) => {
        if (i < from || i >= to) return null;
        const { label, color, text } = cellLook(key, statuses);
        return (
          <button
            key={days[i]}
            type="button"
            role="gridcell"
            data-cell={`${index}:${i}`}
            tabIndex={i === activeCol ? 0 : -1}
            aria-disabled={!row.editable || undefined}
            title={`${formatDate(days[i])}: ${label}`}
            onClick={(e) => row.editable && onCellClick(row, i, e.currentTarget)}
            style={{
              width: size.cell - 4,
              height: ROW_H - 6,
              margin: '3px 2px',
              flex: 'none',
              border: key === '' ? BORDER : 0,
              borderRadius: 4,
              background: color,
              color: text,
              fontSize: 11,
              fontWeight: 600,
              padding: 0,
              cursor: row.editable ? 'pointer' : 'default',
            }}
          >
            <span aria-hidden>{key === '' ? '' : statusCode(label)}</span>
            <span className="sr-only">{`${row.name} ${formatDate(days[i])}: ${label}`}</span>
          </button>
        );
      })}
      <div
        role="gridcell"
        aria-label={`Total ${row.name}: ${formatHours(row.totalHours)}`}
        style={{
          ...sticky(undefined, 0, 2),
          width: size.total,
          padding: '0 10px',
          textAlign: 'right',
          lineHeight: `${ROW_H}px`,
          borderBottom: BORDER,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {formatHours(row.totalHours)}
      </div>
    </div>
  );
});
