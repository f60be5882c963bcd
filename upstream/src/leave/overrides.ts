/**
 * The leave form's confirmations a filer overrode (SPEC §8/§9; decision 0214), recorded on the request with who and
 * when. The server judges which apply with the web's rules (leaveRules.ts): short notice (starts in under 1 week),
 * annual notice (an annual leave of more than one weekday starting in under 2 weeks), more than 3 consecutive
 * weekdays. An override of a warning that does not apply is ignored: nothing was overridden.
 */
import { checkFields } from '../http/schema';
import { validationError } from '../http/errors';
import { weekdaysBetween } from './rules';
import { LEAVE_WARNINGS, OverridesInput } from './schemas';
import type { RequestWrite } from './store';

export type LeaveWarning = (typeof LEAVE_WARNINGS)[number];
export const SHORT_NOTICE_DAYS = 7;
export const ANNUAL_NOTICE_DAYS = 14;
export const CONSECUTIVE_WARNING_DAYS = 3;

const DAY_MS = 86_400_000;
const daysFrom = (today: string, day: string) => Math.round((Date.parse(day) - Date.parse(today)) / DAY_MS);

/** The warnings the form asks about for `write` of a type named `typeName`, as of `today`. */
export function warningsOf(write: Pick<RequestWrite, 'start_date' | 'end_date'>, typeName: string, today: string): LeaveWarning[] {
  const notice = daysFrom(today, write.start_date);
  const days = weekdaysBetween(write.start_date, write.end_date);
  const out: LeaveWarning[] = [];
  if (notice < SHORT_NOTICE_DAYS) out.push('short_notice');
  if (/annual/i.test(typeName) && days > 1 && notice < ANNUAL_NOTICE_DAYS) out.push('annual_notice');
  if (days > CONSECUTIVE_WARNING_DAYS) out.push('consecutive_days');
  return out;
}

/** The `overrides` field of a request body (a JSON list or a form's comma-separated text), or a 422. */
export function readOverrides(fields: Record<string, unknown>): LeaveWarning[] {
  if (fields.overrides === undefined || fields.overrides === null || fields.overrides === '') return [];
  const { value, errors } = checkFields(OverridesInput, { overrides: fields.overrides }, { partial: true });
  if (errors.length) throw validationError(errors);
  return value.overrides ?? [];
}
