/**
 * Date-picker conventions (SPEC §5/§9): weeks start on Sunday, and year pickers run from 1900-01-01 to today.
 * Importing this module configures dayjs' locale once; the app imports it before rendering any picker.
 */
import dayjs, { type Dayjs } from 'dayjs';
import updateLocale from 'dayjs/plugin/updateLocale';
import weekday from 'dayjs/plugin/weekday';
import localeData from 'dayjs/plugin/localeData';

dayjs.extend(updateLocale);
dayjs.extend(weekday);
dayjs.extend(localeData);
dayjs.updateLocale('en', { weekStart: 0 });

export const YEAR_PICKER_MIN = dayjs('1900-01-01');
/** SPEC §9: where the shared year pickers (dates of birth) open when empty. */
export const YEAR_PICKER_DEFAULT = dayjs('1990-01-01');

/** `disabledDate` for year pickers: anything before 1900-01-01 or after today is disabled. */
export function disabledYear(current: Dayjs | null | undefined, today: Dayjs = dayjs()): boolean {
  if (!current) return false;
  return current.isBefore(YEAR_PICKER_MIN, 'day') || current.isAfter(today.endOf('day'));
}

/** `disabledDate` that blocks Saturday and Sunday (UTC day), for pickers configured to skip weekends. */
export function disabledWeekend(current: Dayjs | null | undefined): boolean {
  if (!current) return false;
  const day = new Date(Date.UTC(current.year(), current.month(), current.date())).getUTCDay();
  return day === 0 || day === 6;
}
