/**
 * THE salary formulas (SPEC §3 "Salary row", §9 "Hourly employees are paid hourly; monthly employees are paid
 * monthly"). Pure: the store gathers the month's facts, this module turns them into money. Amounts are in the
 * company's currency (@hr/rules' COMPANY_CURRENCY, USD: the payment sheet's), rounded to cents per component;
 * the payment sheet pays total_pay from a USD balance (SPEC §9 "Payment sheet currency is USD": its balance source).
 *
 * Period and calendar
 *   start_date / end_date = the month, cut to date_joined / last_working_day when those fall inside it.
 *   working day           = Monday..Friday that no holiday (`vacations`) covers.
 *   month_days            = working days of the whole month (the basis of the rates); working_days = those inside
 *                           the period.
 *   weekN                 = days 1-7, 8-14, 15-21, 22-28 and 29..end (at most 5 weeks, SPEC §9): hours = the logged
 *                           dialer hours dated in it (holiday-worked hours included); target = target_hours_per_day ×
 *                           working days of the week inside the period.
 * Rates
 *   hourly_rate           = hourly employees: their hourly_rate; monthly employees: monthly_rate / (target_hours_per_day
 *                           × month_days) (the hour a monthly salary pays).
 *   daily_rate            = hourly_rate × target_hours_per_day.
 * Hours
 *   target_hours          = target_hours_per_day × working_days.
 *   hours_given           = paid leave days (annuals + casuals + sick + paid_leave + training, approved leaves, working
 *                           days only) × target_hours_per_day: hours credited as if worked.
 *   regular hours         = logged hours that are not holiday-worked hours.
 * Pay components
 *   hours_pay             = hourly: (regular hours + hours_given) × hourly_rate;
 *                           monthly: monthly_rate × working_days / month_days (the salary, prorated to the period).
 *   compensation          = Σ holiday-worked hours × the holiday's multiple_of_pay × hourly_rate (both pay types:
 *                           a worked holiday is paid on top, at its multiple).
 *   extras                = monthly only: overtime = max(0, regular hours + hours_given − target_hours) × hourly_rate;
 *                           hourly employees are already paid for every hour (0).
 *   leads_target          = the month's payable leads; target_leads = LEADS_PER_DAY × working_days for the cold-calling
 *                           department (5), else 0; allowance = LEAD_RATE × max(0, leads_target − target_leads).
 *   kpi_tier, kpi         = the month's KPI (tier 1-5 and its amount); bonus = the sum of the month's bonuses.
 *   actions               = how many approved deductions are dated in the month; amount = their money:
 *                           monetary as is; days × daily_rate; percentage % of the monthly basis, where the monthly
 *                           basis = base_salary when set, else monthly_rate (monthly) or hourly_rate × target_hours of
 *                           the whole month (hourly).
 *   lateness              = attendance days marked late × LATENESS_SHARE × daily_rate.
 *   total_pay             = hours_pay + compensation + extras + allowance + kpi + bonus − amount − lateness. It is
 *                           shown as computed (negative when deductions exceed pay; payroll must look at it).
 *
 * Worked example (the unit test checks it): a monthly employee, monthly_rate 1600, 8 h/day, a month of 20 working
 * days, joined before it: hourly_rate = 1600 / (8 × 20) = 10, daily_rate = 80. 2 annual days -> hours_given 16;
 * 150 regular hours + 16 = 166 > target 160 -> extras 6 × 10 = 60. 8 hours on a holiday paid double -> compensation
 * 8 × 2 × 10 = 160. KPI 50, bonus 100, 12 payable leads (not cold calling: target 0) -> allowance 12 × 2 = 24.
 * Deductions: 100 monetary + 1 day (80) + 5 % of 1600 (80) -> actions 3, amount 260; 2 late days -> lateness
 * 2 × 0.25 × 80 = 40. total_pay = 1600 + 160 + 60 + 24 + 50 + 100 − 260 − 40 = 1694.
 */
import type { Columns, Row } from '../http/entity';
import type { SalaryRowSchema } from './schemas';

export const LEAD_RATE = 2;
export const LEADS_PER_DAY = 1;
export const LATENESS_SHARE = 0.25;
export const COLD_CALLING_DEPARTMENT = 5;
export const MAX_WEEKS = 5;

export type PayType = 'hourly' | 'monthly';
export const LEAVE_KINDS = ['annuals', 'casuals', 'sick', 'paid_leave', 'training'] as const;
export type LeaveKind = (typeof LEAVE_KINDS)[number];

/** A leave type's name -> the sheet column it counts in; null for a leave the sheet does not pay (unpaid leave). */
export function leaveKind(leaveName: string): LeaveKind | null {
  const n = leaveName.toLowerCase();
  if (/unpaid/.test(n)) return null;
  if (/annual/.test(n)) return 'annuals';
  if (/casual/.test(n)) return 'casuals';
  if (/sick/.test(n)) return 'sick';
  if (/training/.test(n)) return 'training';
  if (/paid/.test(n)) return 'paid_leave';
  return null;
}

/** The month's calendar facts of one employee (working days are Monday..Friday without holidays). */
export interface PayFacts {
  payType: PayType;
  hourlyRate: number | null;
  monthlyRate: number | null;
  baseSalary: number | null;
  targetHoursPerDay: number;
  departmentId: number | null;
  monthDays: number;
  workingDays: number;
  /** Working days per week bucket inside the period (length MAX_WEEKS). */
  weekDays: number[];
  /** Logged hours per week bucket (length MAX_WEEKS), holiday-worked hours included. */
  weekHours: number[];
  /** Holiday-worked hours with their holiday's multiple_of_pay. */
  holidayHours: { hours: number; multiple: number }[];
  leaveDays: Record<LeaveKind, number>;
  payableLeads: number;
  bonus: number;
  kpi: number | null;
  kpiTier: number | null;
  deductions: { monetary: number; days: number; percentage: number; count: number };
  lateDays: number;
}

/** What the formulas compute of a salary row: its columns (named as the sheet answers them), the weeks as a list. */
export type PayLine = Columns<
  Row<typeof SalaryRowSchema>,
  | 'working_days'
  | 'hours_worked'
  | 'hours_given'
  | 'annuals'
  | 'casuals'
  | 'sick'
  | 'paid_leave'
  | 'training'
  | 'allowance'
  | 'leads_target'
  | 'kpi_tier'
  | 'kpi'
  | 'bonus'
  | 'compensation'
  | 'actions'
  | 'amount'
  | 'lateness'
  | 'base_salary'
  | 'hourly_rate'
  | 'target_hours'
  | 'target_leads'
  | 'hours_pay'
  | 'extras'
  | 'total_pay'
> & { weeks: { hours: number; target: number }[] };

export const money = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;
const hours2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;

/** The hour's price: the hourly rate, or what one hour of a monthly salary pays. */
export function hourlyRate(f: Pick<PayFacts, 'payType' | 'hourlyRate' | 'monthlyRate' | 'targetHoursPerDay' | 'monthDays'>): number {
  if (f.payType === 'hourly') return f.hourlyRate ?? 0;
  const hours = f.targetHoursPerDay * f.monthDays;
  return hours > 0 ? (f.monthlyRate ?? 0) / hours : 0;
}

/** days and percentage deductions in money (see the header). */
export function deductionAmount(f: PayFacts, rate = hourlyRate(f)): number {
  const daily = rate * f.targetHoursPerDay;
  const basis = f.baseSalary ?? (f.payType === 'monthly' ? (f.monthlyRate ?? 0) : rate * f.targetHoursPerDay * f.monthDays);
  return money(f.deductions.monetary + f.deductions.days * daily + (f.deductions.percentage / 100) * basis);
}

export function computePay(f: PayFacts): PayLine {
  const rate = hourlyRate(f);
  const daily = rate * f.targetHoursPerDay;
  const worked = f.weekHours.reduce((a, b) => a + b, 0);
  const holidayWorked = f.holidayHours.reduce((a, h) => a + h.hours, 0);
  const regular = worked - holidayWorked;
  const leaveDays = LEAVE_KINDS.reduce((a, k) => a + f.leaveDays[k], 0);
  const hoursGiven = leaveDays * f.targetHoursPerDay;
  const targetHours = f.targetHoursPerDay * f.workingDays;
  const hoursPay = f.payType === 'hourly' ? (regular + hoursGiven) * rate : f.monthDays > 0 ? ((f.monthlyRate ?? 0) * f.workingDays) / f.monthDays : 0;
  const compensation = f.holidayHours.reduce((a, h) => a + h.hours * h.multiple * rate, 0);
  const extras = f.payType === 'monthly' ? Math.max(0, regular + hoursGiven - targetHours) * rate : 0;
  const targetLeads = f.departmentId === COLD_CALLING_DEPARTMENT ? LEADS_PER_DAY * f.workingDays : 0;
  const allowance = LEAD_RATE * Math.max(0, f.payableLeads - targetLeads);
  const amount = deductionAmount(f, rate);
  const lateness = f.lateDays * LATENESS_SHARE * daily;
  const parts = {
    hours_pay: money(hoursPay),
    compensation: money(compensation),
    extras: money(extras),
    allowance: money(allowance),
    kpi: money(f.kpi ?? 0),
    bonus: money(f.bonus),
    amount,
    lateness: money(lateness),
  };
  const total = parts.hours_pay + parts.compensation + parts.extras + parts.allowance + parts.kpi + parts.bonus - parts.amount - parts.lateness;
  return {
    working_days: f.workingDays,
    weeks: f.weekHours.map((h, i) => ({ hours: hours2(h), target: hours2(f.targetHoursPerDay * f.weekDays[i]) })),
    hours_worked: hours2(worked),
    hours_given: hours2(hoursGiven),
    annuals: f.leaveDays.annuals,
    casuals: f.leaveDays.casuals,
    sick: f.leaveDays.sick,
    paid_leave: f.leaveDays.paid_leave,
    training: f.leaveDays.training,
    leads_target: f.payableLeads,
    kpi_tier: f.kpiTier,
    actions: f.deductions.count,
    base_salary: f.baseSalary,
    hourly_rate: money(rate),
    target_hours: hours2(targetHours),
    target_leads: targetLeads,
    ...parts,
    total_pay: money(total),
  };
}

// ---- calendar --------------------------------------------------------------------------------------------------

const dayMs = 86_400_000;
const toDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / dayMs;
const fromDay = (d: number) => new Date(d * dayMs).toISOString().slice(0, 10);

/** Week bucket (0..4) of a date by its day of the month. */
export const weekOf = (iso: string): number => Math.min(MAX_WEEKS - 1, Math.floor((Number(iso.slice(8, 10)) - 1) / 7));

/** Working days (Mon..Fri, no holiday) from..to inclusive; `holidays` holds ISO dates. */
export function workingDates(from: string, to: string, holidays: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (let d = toDay(from); d <= toDay(to); d++) {
    const iso = fromDay(d);
    const dow = new Date(d * dayMs).getUTCDay();
    if (dow !== 0 && dow !== 6 && !holidays.has(iso)) out.push(iso);
  }
  return out;
}
