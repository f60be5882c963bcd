/**
 * The salary drawer's explanation of one row's total pay, line by line, from the row's own figures (the formulas are
 * upstream/src/pay/formulas.ts; nothing is recomputed here, only put in words).
 */
import { formatHours, formatMoney } from '../../shared/format';

export const payTypeLabel = (v: string | null | undefined) => (v === 'hourly' ? 'Hourly' : v === 'monthly' ? 'Monthly' : '');

export interface PayRow {
  hourlyOrMonthly: string;
  workingDays: number;
  hoursWorked: number;
  hoursGiven: number;
  targetHours: number;
  hourlyRate?: number | null;
  monthlyRate?: number | null;
  hoursPay?: number | null;
  compensation?: number | null;
  extras?: number | null;
  allowance?: number | null;
  leadsTarget: number;
  targetLeads: number;
  kpi?: number | null;
  kpiTier?: number | null;
  bonus?: number | null;
  actions: number;
  amount?: number | null;
  lateness?: number | null;
  totalPay?: number | null;
}

export function explainPay(r: PayRow): { label: string; text: string }[] {
  const hourly = r.hourlyOrMonthly === 'hourly';
  return [
    {
      label: hourly ? 'Hours pay' : 'Salary',
      text: hourly
        ? `+ ${formatMoney(r.hoursPay)}: (${formatHours(r.hoursWorked)} worked + ${formatHours(r.hoursGiven)} paid leave) × ${formatMoney(r.hourlyRate)} an hour`
        : `+ ${formatMoney(r.hoursPay)}: ${formatMoney(r.monthlyRate)} a month for ${r.workingDays} working days`,
    },
    { label: 'Holidays worked', text: `+ ${formatMoney(r.compensation)} (hours at the holiday's multiple of pay)` },
    {
      label: 'Overtime',
      text: hourly ? '+ 0 (hourly pay covers every hour)' : `+ ${formatMoney(r.extras)}: hours above the target of ${formatHours(r.targetHours)}`,
    },
    { label: 'Leads allowance', text: `+ ${formatMoney(r.allowance)}: ${r.leadsTarget} payable leads, target ${r.targetLeads}` },
    { label: 'KPI', text: `+ ${formatMoney(r.kpi)}${r.kpiTier ? ` (tier ${r.kpiTier})` : ''}` },
    { label: 'Bonus', text: `+ ${formatMoney(r.bonus)}` },
    { label: 'Deductions', text: `− ${formatMoney(r.amount)}: ${r.actions} approved action${r.actions === 1 ? '' : 's'}` },
    { label: 'Lateness', text: `− ${formatMoney(r.lateness)}` },
    { label: 'Total pay', text: `= ${formatMoney(r.totalPay)}` },
  ];
}
