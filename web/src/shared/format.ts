/**
 * Display formats shared by every page (the gateway sends ISO `YYYY-MM-DD` dates and decimal hours):
 * dates as DD/MM/YYYY, hours as h:mm, months as MM-YYYY (the API's month form) or "March 2024" for labels.
 * An instant (an ISO timestamp with a time of day) is shown in the viewer's time zone (./viewerZone.ts).
 */
import dayjs, { type Dayjs } from 'dayjs';
import { COMPANY_CURRENCY, formatCompanyMoney } from '@hr/rules';
import { inViewerZone } from './viewerZone';

type DateInput = string | number | Date | Dayjs | null | undefined;

/** An ISO text with a time of day names an instant; YYYY-MM-DD alone is a calendar day. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T/;

function parse(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const d = dayjs.isDayjs(value) ? value : dayjs(value);
  if (!d.isValid()) return null;
  return (typeof value === 'string' && INSTANT.test(value)) || value instanceof Date ? inViewerZone(d) : d;
}

/** DD/MM/YYYY, or '' for a missing or invalid date. */
export function formatDate(value: DateInput): string {
  return parse(value)?.format('DD/MM/YYYY') ?? '';
}

/** Decimal hours as h:mm (7.5 -> "7:30", 0.25 -> "0:15", -1.5 -> "-1:30"); '' when missing. */
/** SPEC §5's time display: 12-hour hh:mm AM/PM (dayjs format). */
export const TIME_12H = 'hh:mm A';

/** A timestamp as DD/MM/YYYY hh:mm AM (SPEC §5's 12-hour time), or '' for none. */
export function formatDateTime(value: DateInput): string {
  const d = parse(value);
  return d ? d.format(`DD/MM/YYYY ${TIME_12H}`) : '';
}

/** "14:30" (24-hour, as stored) -> "02:30 PM"; anything else as it is, empty for none. */
export function formatTime(value: string | null | undefined): string {
  const m = /^(\d{2}):(\d{2})/.exec(value ?? '');
  if (!m) return value ?? '';
  const h = Number(m[1]);
  return `${String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0')}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
}

export function formatHours(hours: number | string | null | undefined): string {
  if (hours === null || hours === undefined || hours === '') return '';
  const n = Number(hours);
  if (!Number.isFinite(n)) return '';
  const totalMinutes = Math.round(Math.abs(n) * 60);
  const h = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  return `${n < 0 && totalMinutes > 0 ? '-' : ''}${h}:${String(m).padStart(2, '0')}`;
}

/** A period for titles: "03/11/2026" for one day, "03/11/2026 – 05/11/2026" otherwise; '' when missing. */
export function formatPeriod(start: DateInput, end: DateInput): string {
  const [from, to] = [formatDate(start), formatDate(end)];
  return !to || from === to ? from : `${from} – ${to}`;
}

/** The API's month form MM-YYYY (e.g. targets); '' when missing. */
export function formatMonth(value: DateInput): string {
  return parse(value)?.format('MM-YYYY') ?? '';
}

/** THE month format people read, everywhere (labels, month pickers, titles): "March 2024". */
export const MONTH_LABEL_FORMAT = 'MMMM YYYY';

/** A month for people to read: "March 2024". */
export function formatMonthLabel(value: DateInput): string {
  return parse(value)?.format(MONTH_LABEL_FORMAT) ?? '';
}

/** The current month as MM-YYYY (SPEC §9: targets use it). */
export function currentMonth(now: DateInput = dayjs()): string {
  return formatMonth(now);
}

/** ISO `YYYY-MM-DD` for sending a picked date to the gateway; null when empty. */
export function toIsoDate(value: DateInput): string | null {
  return parse(value)?.format('YYYY-MM-DD') ?? null;
}

/** THE currency of every amount of money in the product (the company's, @hr/rules' company.ts). */
export const CURRENCY = COMPANY_CURRENCY;

/** An amount of money for people to read, in the company's currency and locale: "$1,250.50"; '' when missing. */
export function formatMoney(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const n = Number(amount);
  if (!Number.isFinite(n)) return '';
  return formatCompanyMoney(n);
}

/**
 * A stored code people read as words: "full_time" -> "Full time" (snake_case values, such as an onboarded employee's
 * type); any other text as it is; '' when missing.
 */
export function formatCode(value: string | null | undefined): string {
  if (!value) return '';
  if (!/^[a-z0-9]+(_[a-z0-9]+)+$|^[a-z]+$/.test(value)) return value;
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
