/** h:mm entry of worked hours (SPEC §9 "Hours are displayed as h:mm"): parsing and the form rules of the daily-hours form. */
import type { FormRule } from 'antd';

/** "7:30" -> 7.5, "8" -> 8; null when it is not h or h:mm with minutes 00-59. */
export function parseHours(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const m = /^(\d{1,2})(?::([0-5]\d))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) + (m[2] ? Number(m[2]) / 60 : 0);
}

export const HOURS_FORMAT = 'Hours must be written as h:mm, e.g. 7:30';
export const HOURS_RANGE = 'Hours worked must be more than 0:00 and at most 24:00';

export const hoursRule: FormRule = {
  validator: (_r, value) => {
    if (value === undefined || value === null || value === '') return Promise.resolve();
    const h = parseHours(value);
    if (h === null) return Promise.reject(new Error(HOURS_FORMAT));
    if (h <= 0 || h > 24) return Promise.reject(new Error(HOURS_RANGE));
    return Promise.resolve();
  },
};
