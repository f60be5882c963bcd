/**
 * How a list table sits in its card, measured after layout (a ResizeObserver's callback, so no forced layout in a
 * commit): whether it is wider than its card, and the room its sticky cells take. PagedTable makes a column sticky
 * only when the table overflows (a fixed column over a table that fits covers nothing useful and clips a neighbour
 * while it settles), and reserves that room as the scroller's scroll padding, so a header or cell brought into view
 * (keyboard focus, scrollIntoView) stops beside the sticky columns instead of under them.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

/** Sum of the widths of the header cells stuck to each side (antd's fixed columns, the phone's sticky name). */
function stickyRoom(scroller: Element): { left: number; right: number } {
  const room = { left: 0, right: 0 };
  const row = scroller.querySelector('thead > tr');
  for (const cell of row ? Array.from(row.children) : []) {
    const style = getComputedStyle(cell);
    if (style.position !== 'sticky') continue;
    room[style.left !== 'auto' ? 'left' : 'right'] += cell.getBoundingClientRect().width;
  }
  return room;
}

/** `overflows` starts true (columns as declared, e.g. where nothing measures, jsdom) until the first measure. */
export function useTableFit(): { box: RefObject<HTMLDivElement | null>; overflows: boolean } {
  const box = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(true);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const scroller = el.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
      const table = scroller?.querySelector('table');
      if (!scroller || !table) return;
      setOverflows(table.scrollWidth > scroller.clientWidth + 1);
      const room = stickyRoom(scroller);
      scroller.style.scrollPaddingInline = `${room.left}px ${room.right}px`;
    };
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    const table = el.querySelector('table');
    if (table) observer.observe(table);
    return () => observer.disconnect();
  });
  return { box, overflows };
}
