/**
 * GraphQL types of pay data: the salaries sheet, the payment sheet, bonuses, KPIs, leads, dialers and
 * worked hours. Every money figure is a pay field (`@FieldAccess('pay')`, owner = the row's employee): CEO, HR,
 * admin and the person themself read it, anyone else null, whatever path of the graph leads to it. Hours, leave
 * days, lead counts and KPI tiers are not money and are not guarded (team leaders and heads work with them).
 */
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { FieldAccess } from '../../access/fieldAccess';
import { Paged } from '../../common/paging';

const byEmployee = (row: Record<string, unknown>) => row.employeeId ?? row.id;
const Pay = () => FieldAccess('pay', byEmployee);

@ObjectType({ description: 'One week of the salaries sheet (days 1-7, 8-14, 15-21, 22-28, 29-end)' })
export class SalaryWeek {
  @Field(() => Int, { description: 'Week number, 1..5' })
  week!: number;

  @Field(() => Float, { description: 'Hours logged in the week (decimal; shown as h:mm)' })
  hours!: number;

  @Field(() => Float, { description: 'Target hours of the week' })
  target!: number;
}

@ObjectType({ description: "One employee's row of a month's salaries sheet (SPEC §3 'Salary row'; formulas: upstream/src/pay/formulas.ts)" })
export class SalaryRow {
  @Field(() => ID, { description: 'Employee id' })
  id!: string;

  @Field(() => String, { description: "The employee's RES_ID" })
  resId!: string;

  @Field(() => String, { description: "The employee's name" })
  name!: string;

  @Field(() => String, { description: 'The month, YYYY-MM' })
  month!: string;

  @Field(() => String, { description: 'First day paid in the month (the month or the join date)' })
  startDate!: string;

  @Field(() => String, { description: 'Last day paid in the month (the month or the last working day)' })
  endDate!: string;

  @Field(() => Int, { description: 'Working days (Mon-Fri, no holiday) between startDate and endDate' })
  workingDays!: number;

  @Field(() => String, { nullable: true, description: "Employee type, e.g. 'Full Time'" })
  employeeType?: string | null;

  @Field(() => String, { description: "'hourly' or 'monthly' (displayed Hourly / Monthly)" })
  hourlyOrMonthly!: string;

  @Field(() => String, { nullable: true, description: "The manager's name" })
  managerName?: string | null;

  @Field(() => String, { nullable: true, description: 'Join date, YYYY-MM-DD' })
  dateJoined?: string | null;

  @Pay()
  @Field(() => String, { nullable: true, description: 'Payment (Payoneer) account; pay field' })
  paymentAccount?: string | null;

  @Field(() => ID, { nullable: true, description: 'Department id' })
  departmentId?: string | null;

  @Field(() => String, { nullable: true, description: 'Department name' })
  departmentName?: string | null;

  @Field(() => ID, { nullable: true, description: 'Team id' })
  teamId?: string | null;

  @Field(() => String, { nullable: true, description: 'Team name' })
  teamName?: string | null;

  @Field(() => [SalaryWeek], { description: 'Hours and targets per week (at most 5, SPEC §9)' })
  weeks!: SalaryWeek[];

  @Field(() => Float, { description: 'Hours logged in the month' })
  hoursWorked!: number;

  @Field(() => Float, { description: 'Hours credited for paid leave days' })
  hoursGiven!: number;

  @Field(() => Float, { description: 'Annual leave days (approved, working days)' })
  annuals!: number;

  @Field(() => Float, { description: 'Casual leave days' })
  casuals!: number;

  @Field(() => Float, { description: 'Sick leave days' })
  sick!: number;

  @Field(() => Float, { description: 'Paid leave days' })
  paidLeave!: number;

  @Field(() => Float, { description: 'Training days' })
  training!: number;

  @Pay()
  @Field(() => Float, { nullable: true, description: 'Leads allowance; pay field' })
  allowance?: number | null;

  @Field(() => Int, { description: 'Payable leads of the month' })
  leadsTarget!: number;

  @Field(() => Int, { nullable: true, description: 'KPI tier (1-5), null when none' })
  kpiTier?: number | null;

  @Pay()
  @Field(() => Float, { nullable: true, description: 'KPI amount; pay field' })
  kpi?: number | null;

  @Pay()
  @Field(() => Float, { nullable: true, description: 'Bonuses of the month; pay field' })
  bonus?: number | null;

  @Pay()
  @Field(() => Float, { nullable: true, description: 'Holidays worked, at their multiple of pay; pay field' })
  compensation?: number | null;

  @Field(() => Int, { description: 'Approved deductions dated in the month' })
  actions!: number;

  @Pay()
  @Field(() => Float, { nullable: true, description: 'Those deductions in money; pay field' })
  amount?: number | null;

  @Pay()
  @Field(() => Float, { nullable: true, description: 'Lateness deduction; pay field' })
  lateness?: number | null;

  @Pay()
  @Field(() => Float, { nullable: true, description: 'Base salary; pay field' })
  baseSalary?: number | null;

  @Pay()
  @Field(() => Float, { nullable: true, description: 'Hourly rate (for monthly employees: what one hour of the salary pays); pay field' })
  hourlyRate?: number | null;

  @Pay()
  @Field(() => Float, { nullable: true, description: 'Monthly rate; pay field' })
  monthlyRate?: number | null;

  @Field(() => Float, { description: 'Target hours of the period' })
  targetHours!: number;

  @Field(() => Float, { description: 'Target hours per day' })
  targetHoursPerDay!: number;

  @Field(() => Int, { description: 'Lead target of the period (cold calling)' })
  targetLeads!: number;

  @Pay()
  @Field(() => Float, { nullable: true, description: 'Hours pay (hourly) or prorated salary (monthly); pay field' })
  hoursPay?: number | null;

  @Pay()
  @Field(() => Float, { nullable: true, description: 'Overtime of monthly employees; pay field' })
  extras?: number | null;

  @Pay()
  @Field(() => Float, { nullable: true, description: 'Total pay; pay field' })
  totalPay?: number | null;
}

@ObjectType({ description: 'A page of the salaries sheet' })
export class SalaryPage extends Paged(SalaryRow) {}

@ObjectType({ description: 'Sums of the salaries sheet over every row of a filter (the totals row)' })
export class SalaryTotals {
  @Field(() => Int, { description: 'Rows summed' })
  employees!: number;

  @Field(() => Float, { description: 'Hours logged' })
  hoursWorked!: number;

  @Field(() => Float, { description: 'Target hours' })
  targetHours!: number;

  @Field(() => Float, { description: 'Hours pay' })
  hoursPay!: number;

  @Field(() => Float, { description: 'Bonuses' })
  bonus!: number;

  @Field(() => Float, { description: 'KPIs' })
  kpi!: number;

  @Field(() => Float, { description: 'Allowances' })
  allowance!: number;

  @Field(() => Float, { description: 'Holiday compensation' })
  compensation!: number;

  @Field(() => Float, { description: 'Overtime' })
  extras!: number;

  @Field(() => Float, { description: 'Deductions' })
  amount!: number;

  @Field(() => Float, { description: 'Lateness' })
  lateness!: number;

  @Field(() => Float, { description: 'Total pay' })
  totalPay!: number;
}

@ObjectType({ description: "A payment sheet row (SPEC §3): pays one employee's total_pay in USD" })
export class PaymentSheetRow {
  @Field(() => ID, { description: 'Employee id' })
  employeeId!: string;

  @Field(() => String, { description: "The employee's RES_ID" })
  resId!: string;

  @Field(() => String, { description: "The employee's name" })
  name!: string;

  @Pay()
  @Field(() => String, { nullable: true, description: 'Payment account; pay field' })
  account?: string | null;

  @Field(() => String, { description: 'Balance source: always USD (SPEC §9)' })
  balanceSource!: string;

  @Pay()
  @Field(() => Float, { nullable: true, description: 'Amount (= total_pay); pay field' })
  amount?: number | null;

  @Field(() => String, { description: "'{Month} Salary', e.g. 'November 2026 Salary'" })
  description!: string;
}

/** The employee and month a bonus, KPI or lead record belongs to (fields shared by those types; the schema is sorted). */
@ObjectType()
abstract class EmployeeMonthRecord {
  @Field(() => ID, { description: 'Employee id' })
  employeeId!: string;

  @Field(() => String, { description: "The employee's RES_ID" })
  resId!: string;

  @Field(() => String, { description: "The employee's name" })
  employeeName!: string;

  @Field(() => String, { description: 'Month, YYYY-MM' })
  month!: string;
}

@ObjectType({ description: 'A bonus given to an employee for a month' })
export class Bonus extends EmployeeMonthRecord {
  @Field(() => ID, { description: 'Bonus id' })
  id!: string;

  @Pay()
  @Field(() => Float, { nullable: true, description: 'Amount; pay field' })
  amount?: number | null;

  @Field(() => String, { nullable: true, description: 'Why it was given' })
  note?: string | null;

  @Field(() => String, { nullable: true, description: 'Who added it' })
  addedByName?: string | null;

  @Field(() => String, { description: 'When it was added (ISO 8601)' })
  createdAt!: string;
}

@ObjectType({ description: 'A page of bonuses' })
export class BonusPage extends Paged(Bonus) {}

@ObjectType({ description: "An employee's KPI of a month" })
export class Kpi extends EmployeeMonthRecord {
  @Field(() => ID, { description: 'KPI id' })
  id!: string;

  @Field(() => Int, { description: 'Tier, 1 (lowest) to 5' })
  kpiTier!: number;

  @Pay()
  @Field(() => Float, { nullable: true, description: 'KPI amount; pay field (heads set it but read null)' })
  kpi?: number | null;

  @Field(() => String, { nullable: true, description: 'Who set it' })
  addedByName?: string | null;

  @Field(() => String, { description: 'When it was set (ISO 8601)' })
  updatedAt!: string;
}

@ObjectType({ description: 'A page of KPIs' })
export class KpiPage extends Paged(Kpi) {}

@ObjectType({ description: "An employee's payable leads of a month (SPEC §3 'Lead')" })
export class Lead extends EmployeeMonthRecord {
  @Field(() => ID, { description: 'Lead record id' })
  id!: string;

  @Field(() => Int, { description: 'Payable leads' })
  payableLeads!: number;
}

@ObjectType({ description: 'A page of leads' })
export class LeadPage extends Paged(Lead) {}

@ObjectType({ description: "A dialer (SPEC §3 'Dialer')" })
export class Dialer {
  @Field(() => ID, { description: 'Dialer id' })
  id!: string;

  @Field(() => String, { description: 'Dialer name' })
  dialerName!: string;
}

@ObjectType({ description: 'A page of dialers' })
export class DialerPage extends Paged(Dialer) {}

@ObjectType({ description: "Hours an agent worked on a day and dialer (SPEC §3 'Worked hours record'); a holiday worked carries its holiday" })
export class WorkedHoursRecord {
  @Field(() => ID, { description: 'Record id' })
  id!: string;

  @Field(() => ID, { description: 'Dialer id' })
  dialerId!: string;

  @Field(() => String, { description: 'Dialer name' })
  dialerName!: string;

  @Field(() => ID, { description: 'Employee id' })
  employeeId!: string;

  @Field(() => String, { description: "The employee's RES_ID" })
  resId!: string;

  @Field(() => String, { description: "The employee's name" })
  employeeName!: string;

  @Field(() => String, { description: 'Date, YYYY-MM-DD' })
  date!: string;

  @Field(() => Float, { description: 'Hours (decimal; shown as h:mm)' })
  hoursWorked!: number;

  @Field(() => String, { description: "'working day', 'weekend' or 'holiday'" })
  dayType!: string;

  @Field(() => ID, { nullable: true, description: 'The holiday worked (vac_ID), null on other days' })
  vacId?: string | null;

  @Field(() => String, { nullable: true, description: "The holiday's name" })
  vacName?: string | null;

  @Field(() => Float, { nullable: true, description: "The holiday's multiple of pay" })
  multipleOfPay?: number | null;

  @Field(() => String, { nullable: true, description: 'Shift start, HH:mm (24-hour); null when not logged (or the server keeps no shifts)' })
  shiftStart?: string | null;

  @Field(() => String, { nullable: true, description: 'Shift end, HH:mm (24-hour); before the start: the shift ends the next day' })
  shiftEnd?: string | null;
}

@ObjectType({ description: 'A page of worked-hours records' })
export class WorkedHoursPage extends Paged(WorkedHoursRecord) {
  @Field(() => Float, { description: 'Hours of every record of the filter (not only this page)' })
  totalHours!: number;
}
