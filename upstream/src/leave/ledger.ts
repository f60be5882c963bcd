/**
 * The balance ledger of one person, leave type and year, as pure arithmetic (decision 0220). Nothing is stored: the
 * entries are computed from the type's rules, the approved leaves and HR's adjustments whenever they are read, and
 * the remaining balance everywhere is the ledger's last running balance.
 *
 * - accrued: one entry per completed month (monthly_fraction > 0, from max(Jan 1, date_joined), capped at
 *   yearly_limit) or yearly_limit on max(Jan 1, date_joined); the current year accrues to today, other years in full.
 * - carried (Jan 1): min(carry_over_balance, the previous year's closing balance, never below 0). That closing
 *   balance includes the previous year's own carry, whose own carry is taken as none: two years back at most.
 * - taken: each approved (or partially approved: its approved part) leave starting in the year, on its first day;
 *   days taken up to the expiry date draw from the carried days first.
 * - expired: on the expiry date (the last day of month carry_over_expiry_months), the carried days no leave took,
 *   once that date is past (or when the year is read as closed, or a leave after it is being checked).
 * - adjusted: HR's adjustments of the year, on the day they were made (kept inside the year).
 */
import type { Columns, Row } from '../http/entity';
import type { LedgerEntrySchema, LeaveTypeSchema } from './schemas';
import { entitlement, round2, type AccrualType } from './rules';
import { round4 } from './units';

export type CarryType = AccrualType & Partial<Columns<Row<typeof LeaveTypeSchema>, 'carry_over_balance' | 'carry_over_expiry_months'>>;

export const LEDGER_KINDS = ['accrued', 'carried', 'expired', 'taken', 'adjusted'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** An approved leave as the balance counts it: its id, (approved) dates and days. */
export interface TakenLeave {
  id: number;
  start_date: string;
  end_date: string;
  days: number;
}

/** An HR adjustment of the balance (± days), with its reason and who made it. */
export interface Adjustment {
  id: number;
  year: number;
  amount: number;
  reason: string;
  adjusted_by_name: string | null;
  adjusted_at: string;
}

/** One line of the ledger, as answered (schemas.ts LedgerEntrySchema). */
export type LedgerEntry = Row<typeof LedgerEntrySchema>;

/** What the ledger of one person and type reads, per year. */
export interface LedgerFacts {
  type: CarryType;
  dateJoined: string | null;
  taken: (year: number) => TakenLeave[];
  adjustments: (year: number) => Adjustment[];
}

/** How far back a carry looks: the year before, including that year's own carry from the year before it. */
const CARRY_DEPTH = 2;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();

/** The day the k-th month from `from` completes (rules.ts completedMonths): the same day k months on, or the 1st after. */
export function monthCompletes(from: string, k: number): string {
  const [y, m, d] = from.split('-').map(Number);
  const month = m - 1 + k;
  const year = y + Math.floor(month / 12);
  const mm = ((month % 12) + 12) % 12;
  return d <= daysInMonth(year, mm) ? iso(year, mm, d) : iso(year, mm + 1, 1);
}

/** The last day carried days of `year` may be taken: the end of month `months` (null: they never lapse). */
export const expiryDate = (year: number, months: number | null | undefined) => (months ? iso(year, months, 0) : null);

/** The accrual entries of `year` as of `today` (amounts sum to rules.ts entitlement, rounded to hundredths). */
function accruals(type: AccrualType, joined: string | null, year: number, today: string): Omit<LedgerEntry, 'balance'>[] {
  const total = round2(entitlement(type, joined, year, today));
  if (total <= 0) return [];
  const from = joined && joined > `${year}-01-01` ? joined : `${year}-01-01`;
  const base = { kind: 'accrued' as const, leave_request_id: null, start_date: null, end_date: null, adjusted_by_name: null };
  const fraction = Number(type.monthly_fraction);
  if (!(fraction > 0)) return [{ ...base, date: from, amount: total, note: 'Yearly allowance' }];
  const out: Omit<LedgerEntry, 'balance'>[] = [];
  let earned = 0;
  for (let k = 1; earned < total; k++) {
    const upTo = Math.min(total, round2(fraction * k));
    // Dated the day the month completes (the last month of a whole year completes on Jan 1: dated Dec 31), named
    // after the month worked.
    const completes = monthCompletes(from, k);
    const worked = new Date(Date.parse(`${completes}T00:00:00Z`) - 86_400_000).getUTCMonth();
    const date = completes > `${year}-12-31` ? `${year}-12-31` : completes;
    out.push({ ...base, date, amount: round4(upTo - earned), note: `Accrual: ${MONTHS[worked]}` });
    earned = upTo;
  }
  return out;
}

/** Sort order of entries on one day: what arrives before what leaves. */
const ORDER: Record<LedgerKind, number> = { carried: 0, accrued: 1, adjusted: 2, taken: 3, expired: 4 };

/**
 * The ledger of `year` as of `today`. `check` is a leave being approved: counted as taken, and when it falls after the
 * expiry date the carried days lapse before it (they cannot pay for it).
 */
export function yearLedger(facts: LedgerFacts, year: number, today: string, check?: TakenLeave, depth = CARRY_DEPTH): LedgerEntry[] {
  const { type, dateJoined } = facts;
  const entries: Omit<LedgerEntry, 'balance'>[] = accruals(type, dateJoined, year, today);
  const none = { leave_request_id: null, start_date: null, end_date: null, adjusted_by_name: null };

  const carried = carriedInto(facts, year, depth);
  if (carried > 0) entries.push({ ...none, date: `${year}-01-01`, kind: 'carried', amount: carried, note: `Carried over from ${year - 1}` });

  for (const a of facts.adjustments(year)) {
    const day = a.adjusted_at.slice(0, 10);
    const date = day < `${year}-01-01` ? `${year}-01-01` : day > `${year}-12-31` ? `${year}-12-31` : day;
    entries.push({ ...none, date, kind: 'adjusted', amount: round4(a.amount), note: a.reason, adjusted_by_name: a.adjusted_by_name });
  }

  const taken = [...facts.taken(year), ...(check ? [check] : [])];
  const expiry = carried > 0 ? expiryDate(year, type.carry_over_expiry_months) : null;
  let carryLeft = carried;
  for (const t of [...taken].sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id - b.id)) {
    const fromCarry = expiry === null || t.start_date <= expiry ? Math.min(carryLeft, t.days) : 0;
    carryLeft = round4(carryLeft - fromCarry);
    const note = `Leave request #${t.id}${fromCarry > 0 ? ` (${round4(fromCarry)} from the carry-over)` : ''}`;
    entries.push({
      date: t.start_date,
      kind: 'taken',
      amount: -t.days,
      note,
      leave_request_id: t.id,
      start_date: t.start_date,
      end_date: t.end_date,
      adjusted_by_name: null,
    });
  }

  const lapses = expiry !== null && (today > expiry || (check !== undefined && check.start_date > expiry));
  if (lapses && carryLeft > 0) {
    entries.push({ ...none, date: expiry, kind: 'expired', amount: -carryLeft, note: 'Unused carry-over lapsed' });
  }

  entries.sort((a, b) => a.date.localeCompare(b.date) || ORDER[a.kind] - ORDER[b.kind]);
  let balance = 0;
  return entries.map((e) => ({ ...e, balance: (balance = round4(balance + e.amount)) }));
}

/** Days carried into `year`: the previous year's closing balance (read as closed), capped, never negative. */
export function carriedInto(facts: LedgerFacts, year: number, depth = CARRY_DEPTH): number {
  const cap = Number(facts.type.carry_over_balance ?? 0);
  if (!(cap > 0) || depth <= 0) return 0;
  if (facts.dateJoined && facts.dateJoined >= `${year}-01-01`) return 0;
  const closing = yearLedger(facts, year - 1, `${year}-01-01`, undefined, depth - 1).at(-1)?.balance ?? 0;
  return round4(Math.min(cap, Math.max(0, closing)));
}

/** The remaining balance a ledger ends on (0 for no entries). */
export const closingBalance = (entries: readonly LedgerEntry[]) => entries.at(-1)?.balance ?? 0;
