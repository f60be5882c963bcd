/**
 * The attendance grid on a phone: one week of the month at a time (Monday to Sunday, clipped to the month), opening
 * on today's week, with arrows to the previous and next week. A month's 31 day columns beside the name and total
 * left one day in view at 390 px.
 */
import { useEffect, useState } from 'react';
import { Button, Flex } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { formatDate } from '../../shared/format';

/** The first day index of each week of `days` (a new week starts on Monday). */
export function weekStarts(days: readonly string[]): number[] {
  return days.flatMap((day, i) => (i === 0 || dayjs(day).day() === 1 ? [i] : []));
}

/** The day indices shown, [from, to): the whole month when `on` is false. */
export function useWeekWindow(days: readonly string[], today: string | undefined, on: boolean) {
  const starts = weekStarts(days);
  const todayIndex = today ? days.indexOf(today) : -1;
  const todayWeek = Math.max(
    0,
    starts.findLastIndex((s) => s <= todayIndex),
  );
  const [week, setWeek] = useState(todayWeek);
  // A new month opens on today's week (or its first).
  useEffect(() => setWeek(todayWeek), [days[0], todayWeek]); // eslint-disable-line react-hooks/exhaustive-deps
  const current = Math.min(week, Math.max(0, starts.length - 1));
  if (!on || days.length === 0) return { from: 0, to: days.length, pager: null };
  const from = starts[current] ?? 0;
  const to = starts[current + 1] ?? days.length;
  const pager = (
    <Flex align="center" justify="space-between" gap={8} style={{ marginBottom: 8 }}>
      <Button icon={<LeftOutlined />} aria-label="Previous week" disabled={current === 0} onClick={() => setWeek(current - 1)} />
      <span aria-live="polite">{`${formatDate(days[from])} – ${formatDate(days[to - 1])}`}</span>
      <Button icon={<RightOutlined />} aria-label="Next week" disabled={current >= starts.length - 1} onClick={() => setWeek(current + 1)} />
    </Flex>
  );
  return { from, to, pager };
}
