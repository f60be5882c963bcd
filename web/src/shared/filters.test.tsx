import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { labelOptions, periodVariables } from './filters';
import { PeriodFilter } from './PeriodFilter';

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

  it("shows the list's period filter as a box of its width first, then the picker named by its label", async () => {
    const { container } = render(<PeriodFilter label="Period" onChange={() => undefined} />);
    expect(container.querySelector('span[aria-hidden]')).toHaveStyle({ width: '260px' });
    expect(await screen.findAllByRole('textbox', { name: 'Period' })).toHaveLength(2);
    expect(screen.getByPlaceholderText('Start date').closest('.ant-picker')).toHaveStyle({ width: '260px' });
  });
});
