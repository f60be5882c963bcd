/** The salary formulas (upstream/src/pay/formulas.ts), one component at a time, and the header's worked example. */
import { describe, expect, it } from '@jest/globals';
import { computePay, deductionAmount, hourlyRate, leaveKind, weekOf, workingDates, type PayFacts } from '../src/pay/formulas';

const base: PayFacts = {
  payType: 'monthly',
  hourlyRate: null,
  monthlyRate: 1600,
  baseSalary: null,
  targetHoursPerDay: 8,
  departmentId: 2,
  monthDays: 20,
  workingDays: 20,
  weekDays: [5, 5, 5, 5, 0],
  weekHours: [40, 40, 40, 38, 0],
  holidayHours: [{ hours: 8, multiple: 2 }],
  leaveDays: { annuals: 2, casuals: 0, sick: 0, paid_leave: 0, training: 0 },
  payableLeads: 12,
  bonus: 100,
  kpi: 50,
  kpiTier: 3,
  deductions: { monetary: 100, days: 1, percentage: 5, count: 3 },
  lateDays: 2,
};

describe('pay formulas', () => {
  it('computes the worked example of the header', () => {
    expect(computePay(base)).toMatchObject({
      hourly_rate: 10,
      hours_given: 16,
      hours_worked: 158,
      hours_pay: 1600,
      extras: 60,
      compensation: 160,
      allowance: 24,
      amount: 260,
      actions: 3,
      lateness: 40,
      target_hours: 160,
      total_pay: 1694,
    });
  });

  it('prices an hour: hourly rate, or the monthly salary over the month’s target hours', () => {
    expect(hourlyRate({ ...base, payType: 'hourly', hourlyRate: 12 })).toBe(12);
    expect(hourlyRate(base)).toBe(10);
    expect(hourlyRate({ ...base, monthDays: 0 })).toBe(0);
  });

  it('pays hourly employees by the hour with leave hours, without overtime', () => {
    const line = computePay({ ...base, payType: 'hourly', hourlyRate: 10, monthlyRate: null, holidayHours: [] });
    expect(line.hours_pay).toBe((158 + 16) * 10);
    expect(line.extras).toBe(0);
  });

  it('prorates a monthly salary to the working days of the period', () => {
    expect(computePay({ ...base, workingDays: 10 }).hours_pay).toBe(800);
  });

  it('converts days and percentage deductions to money (percentage of base_salary when set)', () => {
    const none = { monetary: 0, days: 0, percentage: 0, count: 0 };
    expect(deductionAmount({ ...base, deductions: { ...none, days: 2 } })).toBe(160);
    expect(deductionAmount({ ...base, deductions: { ...none, percentage: 10 } })).toBe(160);
    expect(deductionAmount({ ...base, baseSalary: 1000, deductions: { ...none, percentage: 10 } })).toBe(100);
    expect(deductionAmount({ ...base, payType: 'hourly', hourlyRate: 5, deductions: { ...none, percentage: 10 } })).toBe(80);
  });

  it('pays leads above the cold-calling target only', () => {
    expect(computePay({ ...base, departmentId: 5, payableLeads: 25 }).allowance).toBe(10);
    expect(computePay({ ...base, departmentId: 5, payableLeads: 5 })).toMatchObject({ allowance: 0, target_leads: 20 });
  });

  it('pays holidays worked at their multiple', () => {
    expect(
      computePay({
        ...base,
        holidayHours: [
          { hours: 4, multiple: 3 },
          { hours: 2, multiple: 1.5 },
        ],
      }).compensation,
    ).toBe(150);
  });

  it('maps leave types and calendar weeks', () => {
    expect(['Annual', 'Casual', 'Sick', 'Paid Leave', 'Training', 'Unpaid leave', 'Maternity'].map(leaveKind)).toEqual([
      'annuals',
      'casuals',
      'sick',
      'paid_leave',
      'training',
      null,
      null,
    ]);
    expect(['2021-03-01', '2021-03-07', '2021-03-08', '2021-03-28', '2021-03-31'].map(weekOf)).toEqual([0, 0, 1, 3, 4]);
    expect(workingDates('2021-03-01', '2021-03-07', new Set(['2021-03-03']))).toEqual(['2021-03-01', '2021-03-02', '2021-03-04', '2021-03-05']);
  });
});
