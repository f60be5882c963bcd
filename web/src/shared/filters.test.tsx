import { describe, expect, it } from '@jest/globals';
import dayjs from 'dayjs';
import { labelOptions, periodVariables } from './filters';

describe('filters', () => {
  it('lists a label table as options, in its order', () => {
    expect(labelOptions({ PENDING: 'Pending', APPROVED: 'Approved' })).toEqual([
      { value: 'PENDING', label: 'Pending' },
      { value: 'APPROVED', label: 'Approved' },
    ]);
  });

  it('turns a period into startDate/endDate, open ends as null', () => {
    expect(periodVariables([dayjs('2026-11-01'), null])).toEqual({ startDate: '2026-11-01', endDate: null });
    expect(periodVariables(undefined)).toEqual({ startDate: null, endDate: null });
  });
});
