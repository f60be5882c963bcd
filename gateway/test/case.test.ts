import { describe, it, expect } from '@jest/globals';
import { IRREGULAR_KEYS, toCamel, toCamelKey, toSnake, toSnakeKey } from '../src/rest/case';

describe('case mapping at the REST boundary', () => {
  it('maps regular snake_case keys to camelCase and back', () => {
    expect(toCamelKey('department_id')).toBe('departmentId');
    expect(toCamelKey('target_hours_per_day')).toBe('targetHoursPerDay');
    expect(toCamelKey('week1_hours')).toBe('week1Hours');
    expect(toCamelKey('name')).toBe('name');
    expect(toSnakeKey('departmentId')).toBe('department_id');
    expect(toSnakeKey('targetHoursPerDay')).toBe('target_hours_per_day');
    expect(toSnakeKey('week1Hours')).toBe('week1_hours');
  });

  it.each(Object.entries(IRREGULAR_KEYS))('maps the irregular key %s <-> %s', (snake, camel) => {
    expect(toCamelKey(snake)).toBe(camel);
    expect(toSnakeKey(camel)).toBe(snake);
  });

  it('covers every irregular key SPEC spells', () => {
    expect(IRREGULAR_KEYS).toEqual({
      RES_ID: 'resId',
      national_ID: 'nationalId',
      team_ID: 'teamId',
      action_ID: 'actionId',
      auditor_ID: 'auditorId',
      approved_by_ID: 'approvedById',
      dialer_ID: 'dialerId',
      vac_ID: 'vacId',
    });
  });

  it('uses plain snake case for query params (no irregular keys)', () => {
    expect(toSnakeKey('resId', false)).toBe('res_id');
    expect(toSnakeKey('teamId', false)).toBe('team_id');
    expect(toSnake({ resId: 'R1', departmentId: 4 }, { irregular: false })).toEqual({ res_id: 'R1', department_id: 4 });
  });

  it('maps nested objects and arrays deeply, leaving values alone', () => {
    const upstream = {
      RES_ID: 'R-1',
      team_ID: 3,
      manager: { RES_ID: 'R-0', manager_name: 'No available manager' },
      leave_balances: [{ leave_type: 'Annual', remaining_balance: 12 }],
      records: { '2024-01-02': { day_type: 'work' } },
      created_at: '2024-01-02T10:00:00Z',
    };
    const camel = toCamel(upstream);
    expect(camel).toEqual({
      resId: 'R-1',
      teamId: 3,
      manager: { resId: 'R-0', managerName: 'No available manager' },
      leaveBalances: [{ leaveType: 'Annual', remainingBalance: 12 }],
      records: { '2024-01-02': { dayType: 'work' } },
      createdAt: '2024-01-02T10:00:00Z',
    });
    expect(toSnake(camel)).toEqual(upstream);
  });

  it('applies per-call key overrides (e.g. lowercase national_id) at every depth', () => {
    expect(toSnake({ candidate: { nationalId: '123', fullName: 'A' } }, { keys: { nationalId: 'national_id' } })).toEqual({
      candidate: { national_id: '123', full_name: 'A' },
    });
  });

  it('does not walk Buffers, Dates or null', () => {
    const data = Buffer.from('x');
    const when = new Date(0);
    const out = toSnake<{ file_data: Buffer; at: Date; none: null }>({ fileData: data, at: when, none: null });
    expect(out.file_data).toBe(data);
    expect(out.at).toBe(when);
    expect(out.none).toBeNull();
  });
});
