import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { PersonMonth, monthWeeks } from './PersonMonth';
import type { GridRow } from './AttendanceGrid';
import type { StatusInfo } from './statuses';

const january = Array.from({ length: 31 }, (_, i) => `2022-01-${String(i + 1).padStart(2, '0')}`);

describe("a person's month", () => {
  it('lays the month out in weeks, Monday first', () => {
    const weeks = monthWeeks(january);
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, 0, 1]); // 1 January 2022 is a Saturday
    expect(weeks[5]).toEqual([30, null, null, null, null, null, null]);
    expect(weeks.flat().filter((i) => i !== null)).toHaveLength(31);
    expect(monthWeeks([])).toEqual([]);
  });

  it("shows each day's status and the total", () => {
    const row: GridRow = {
      employeeId: '1',
      name: 'Sara Ibrahim',
      resId: 'RES-0010',
      roleTitle: null,
      status: 'active',
      targetHoursPerDay: 8,
      records: ['present', ...Array<string>(30).fill('')],
      totalHours: 8,
      editable: true,
    };
    const present: StatusInfo = { key: 'present', label: 'Present', hours: 1, color: '#52c41a', description: '' };
    const statuses = new Map([['present', present]]);
    render(<PersonMonth row={row} days={january} statuses={statuses} onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Sara Ibrahim · January 2022' })).toBeInTheDocument();
    expect(screen.getByText('01/01/2022: Present')).toBeInTheDocument();
    expect(screen.getByText('02/01/2022: Not recorded yet')).toBeInTheDocument();
    expect(screen.getByText('Total: 8:00')).toBeInTheDocument();
  });
});
