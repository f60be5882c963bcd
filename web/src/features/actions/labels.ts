/** Display helpers of the actions screens: status tags, action types, deduction amounts with their unit, titles. */
import { formatDate, formatMoney } from '../../shared/format';

/** How an action taken is named to people: who, which action, when (never its internal id). */
export function actionTitle(a: { employee?: { name?: string | null } | null; policy?: { actionName?: string | null } | null; date: string }): string {
  return `${a.employee?.name ?? 'Someone'} — ${a.policy?.actionName ?? 'Action'}, ${formatDate(a.date)}`;
}

export const STATUS_COLORS: Record<number, string> = { 0: 'gold', 1: 'green', 2: 'red', 3: 'blue' };
export const STATUS_OPTIONS = [
  { value: 0, label: 'Pending' },
  { value: 1, label: 'Approved' },
  { value: 2, label: 'Rejected' },
  { value: 3, label: 'Waived' },
];
export const ACTION_TYPE_OPTIONS = [
  { value: 1, label: 'Monetary Deduction' },
  { value: 2, label: 'Days Deduction' },
  { value: 3, label: 'Percentage Deduction' },
];
/** The shared area's deduction_type words, by numeric action type. */
export const DEDUCTION_TYPE_OPTIONS = [
  { value: 'MONETARY', label: 'Monetary', type: 1 },
  { value: 'DAYS', label: 'Days', type: 2 },
  { value: 'PERCENTAGE', label: 'Percentage', type: 3 },
] as const;

/** "$100.00" (the company's currency), "1.5 days", "5%"; '—' when hidden (pay data) or missing. */
export function formatDeduction(type: number | null | undefined, amount: number | null | undefined): string {
  if (amount === null || amount === undefined) return '—';
  if (type === 2) return `${amount} ${amount === 1 ? 'day' : 'days'}`;
  if (type === 3) return `${amount}%`;
  return formatMoney(amount);
}

/** The approver column and filter's text for an action nobody approved yet (the upstream's filter value too). */
export const NOT_APPROVED = 'Not approved yet';

type Reviewed = { status: number; approver?: { name?: string | null } | null; reviewer?: { name?: string | null } | null; reviewedAt?: string | null };

/**
 * The Approver column and field: the approver's name once approved, "Rejected by X on DD/MM/YYYY" or "Waived by X on
 * DD/MM/YYYY" after a rejection or waiver (who and when are recorded with every status move), "Not approved yet" while pending.
 */
export function approverText(a: Reviewed): string {
  if (a.status === 2 || a.status === 3) {
    const by = a.reviewer?.name ? ` by ${a.reviewer.name}` : '';
    const on = a.reviewedAt ? ` on ${formatDate(a.reviewedAt)}` : '';
    return `${a.status === 2 ? 'Rejected' : 'Waived'}${by}${on}`;
  }
  return a.approver?.name ?? NOT_APPROVED;
}
