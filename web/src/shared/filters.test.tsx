import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { FilterSelect, labelOptions, periodVariables, SearchFilter } from './filters';
import { MonthFilter } from './MonthFilter';
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

  it('shows the search box as a box of its width first, then a search box named by its label that searches on Enter', async () => {
    const onSearch = jest.fn();
    const { container } = render(<SearchFilter label="Search links" placeholder="Name or link" width={240} onSearch={onSearch} />);
    expect(container.querySelector('span[aria-hidden]')).toHaveStyle({ width: '240px' });
    const box = await screen.findByRole('searchbox', { name: 'Search links' });
    expect(box).toHaveAttribute('placeholder', 'Name or link');
    fireEvent.change(box, { target: { value: 'wiki' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onSearch).toHaveBeenCalledWith('wiki', expect.anything(), expect.anything());
  });

  it('names a filter select and the search box by their label when no placeholder is given', async () => {
    render(
      <>
        <FilterSelect label="Status" options={labelOptions({ OPEN: 'Open' })} onChange={() => undefined} />
        <SearchFilter label="Search employees" onSearch={() => undefined} />
      </>,
    );
    expect(await screen.findByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(await screen.findByPlaceholderText('Search employees')).toHaveAccessibleName('Search employees');
  });

  it("shows a month list's month as a box first, then the picker with the month written out", async () => {
    const { container } = render(<MonthFilter value={dayjs('2026-09-01')} onChange={() => undefined} />);
    expect(container.querySelector('span[aria-hidden]')).toHaveStyle({ width: '170px' });
    expect(await screen.findByRole('textbox', { name: 'Month' })).toHaveValue('September 2026');
  });

  it('gives the first day of the month chosen, whatever day the picker held', async () => {
    const onChange = jest.fn();
    render(<MonthFilter value={dayjs('2026-09-17')} onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: 'Month' });
    fireEvent.mouseDown(box);
    fireEvent.click(box);
    fireEvent.click(await screen.findByTitle('2026-10'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect((onChange.mock.calls[0][0] as dayjs.Dayjs).format('YYYY-MM-DD')).toBe('2026-10-01');
  });

  it('lets a clearable month filter be emptied, giving null', async () => {
    const onChange = jest.fn();
    const { container } = render(<MonthFilter allowClear value={dayjs('2026-09-01')} onChange={onChange} />);
    await screen.findByRole('textbox', { name: 'Month' });
    fireEvent.click(container.querySelector('.ant-picker-clear')!);
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
