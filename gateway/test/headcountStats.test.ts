/** The headcount figures the gateway computes from the records when the upstream lacks GET /headcount_employees/stats. */
import { describe, expect, it } from '@jest/globals';
import { statsOf } from '../src/modules/headcount/statsFallback';

const now = new Date('2026-11-23T10:00:00Z');
const row = (over: Record<string, unknown>) =>
  ({
    active: true,
    department: 'Sales',
    status: 'Active',
    employmentType: 'Full Time',
    gender: 'Female',
    hiringDate: '2025-01-01',
    lastWorkingDay: null,
    contractExpirationDate: null,
    nationalIdExpirationDate: null,
    ...over,
  }) as never;

describe('statsOf', () => {
  it('groups active people, counts alerts (expired / within 30 days) and the last 12 months', () => {
    const stats = statsOf(
      [
        row({ contractExpirationDate: '2026-11-22' }),
        row({ contractExpirationDate: '2026-12-23', gender: 'Male' }),
        row({ contractExpirationDate: '2026-12-24', nationalIdExpirationDate: '2026-12-01', hiringDate: '2026-11-02' }),
        row({ active: false, department: 'HR', hiringDate: '2024-01-01', lastWorkingDay: '2026-06-30' }),
      ],
      now,
    );
    expect(stats.total).toBe(3);
    expect(stats.byDepartment).toEqual([{ label: 'Sales', count: 3 }]);
    expect(stats.byGender).toEqual([
      { label: 'Female', count: 2 },
      { label: 'Male', count: 1 },
    ]);
    expect(stats.alerts).toEqual({ contractsExpired: 1, contractsExpiring: 1, nationalIdsExpiring: 1, nationalIdsExpired: 0 });
    expect(stats.months).toHaveLength(12);
    expect(stats.months[0].month).toBe('2025-12');
    expect(stats.months[11]).toEqual({ month: '2026-11', hires: 1, leavers: 0, headcount: 3 });
    expect(stats.months.find((m) => m.month === '2026-06')).toEqual({ month: '2026-06', hires: 0, leavers: 1, headcount: 2 });
  });
});
