/** Inputs and list arguments of pay data. */
import { ArgsType, Field, ID, InputType, type ClassType } from 'type-graphql';
import type { PageArgs } from '../../common/paging';
import { SortedPageArgs } from '../../kit/sortKeys';
import { inputOf } from '../../kit/inputOf';
import { Bonus, Kpi, Lead, WorkedHoursRecord } from './types';

/**
 * The salaries sheet's filters, declared once and mixed into both argument sets (the paged sheet, and the totals,
 * payment sheet and XLSX export, which read every row of the same filter).
 */
function SalaryFilters<TBase extends ClassType<object>>(Base: TBase) {
  @ArgsType()
  class SalaryFiltersOf extends Base {
    @Field(() => String, { nullable: true, description: 'Month, YYYY-MM (default: the current month)' })
    month?: string | null;

    @Field(() => ID, { nullable: true, description: 'Only this department' })
    departmentId?: string | null;

    @Field(() => ID, { nullable: true, description: 'Only this team' })
    teamId?: string | null;

    @Field(() => String, { nullable: true, description: "Only this employee type, e.g. 'Full Time'" })
    employeeType?: string | null;

    @Field(() => String, {
      nullable: true,
      description: "Only 'hourly' or 'monthly' employees (needs the upstream's hourly_or_monthly extension; ignored without it)",
    })
    hourlyOrMonthly?: string | null;

    @Field(() => String, { nullable: true, description: 'Name or RES_ID contains' })
    search?: string | null;
  }
  return SalaryFiltersOf;
}

@ArgsType()
export class SalaryFilterArgs extends SalaryFilters(class {}) {}

@ArgsType()
export class SalaryArgs extends SalaryFilters(SortedPageArgs('/salaries', 'SalarySortKey')) {}

/** A pay list of one month (or every month); `sortBy` is `Keys`, the enum of the list's REST call. */
function MonthPageArgs(Keys: ClassType<PageArgs>) {
  @ArgsType()
  class MonthPageArgsOf extends Keys {
    @Field(() => String, { nullable: true, description: 'Month, YYYY-MM (omitted: every month)' })
    month?: string | null;
  }
  return MonthPageArgsOf;
}

@ArgsType()
export class BonusArgs extends MonthPageArgs(SortedPageArgs('/salaries/bonus', 'BonusSortKey')) {}

@ArgsType()
export class KpiArgs extends MonthPageArgs(SortedPageArgs('/salaries/kpi', 'KpiSortKey')) {}

@ArgsType()
export class DialerArgs extends SortedPageArgs('/dialers', 'DialerSortKey') {}

@ArgsType()
export class LeadArgs extends SortedPageArgs('/leads', 'LeadSortKey') {
  @Field(() => String, { nullable: true, description: 'Month, YYYY-MM (omitted: every month)' })
  month?: string | null;

  @Field(() => String, { nullable: true, description: 'Name or RES_ID contains' })
  search?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only this team' })
  teamId?: string | null;
}

@ArgsType()
export class WorkedHoursArgs extends SortedPageArgs('/dialer_data', 'WorkedHoursSortKey') {
  @Field(() => String, { nullable: true, description: 'First day, YYYY-MM-DD (a period needs the upstream extension; without it use month)' })
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Last day, YYYY-MM-DD (a period needs the upstream extension; without it use month)' })
  endDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Month, YYYY-MM' })
  month?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only this employee' })
  employeeId?: string | null;

  @Field(() => String, { nullable: true, description: 'Name or RES_ID contains' })
  search?: string | null;

  @Field(() => Boolean, { nullable: true, defaultValue: false, description: 'Only hours worked on holidays' })
  holidaysOnly?: boolean;
}

@InputType({ description: 'A bonus for one or more employees' })
export class BonusInput extends inputOf(Bonus, ['month', 'amount', 'note'], {
  required: ['amount'],
  describe: { month: 'Month, YYYY-MM', amount: 'Amount, more than 0', note: 'Why (at most 500 characters)' },
}) {
  @Field(() => [ID], { description: 'The employees (1 to 500)' })
  employeeIds!: string[];
}

@InputType({ description: "The month's KPI of one or more employees (replaces what was set)" })
export class KpiInput extends inputOf(Kpi, ['month', 'kpiTier', 'kpi'], {
  required: ['kpi'],
  describe: { month: 'Month, YYYY-MM', kpiTier: 'Tier, 1 to 5', kpi: 'Amount' },
}) {
  @Field(() => [ID], { description: 'The employees (1 to 500)' })
  employeeIds!: string[];
}

@InputType({ description: "An employee's payable leads of a month (sets them)" })
export class LeadInput extends inputOf(Lead, ['resId', 'month', 'payableLeads'], { describe: { month: 'Month, YYYY-MM' } }) {}

@InputType({ description: 'Hours an agent worked on a day and dialer; with vacId, a holiday worked' })
export class DailyHoursInput extends inputOf(WorkedHoursRecord, ['resId', 'dialerId', 'date', 'hoursWorked', 'dayType', 'vacId', 'shiftStart', 'shiftEnd'], {
  optional: ['dayType'],
  describe: {
    resId: "The agent's RES_ID",
    dialerId: 'The dialer',
    date: 'Date, YYYY-MM-DD, not in the future',
    hoursWorked: 'Hours (decimal), more than 0, at most 24 a day',
    dayType: "'working day' or 'weekend' (ignored with vacId)",
    vacId: 'The holiday worked; its period must hold the date (NOT_ACCEPTABLE otherwise)',
    shiftStart: 'Shift start, HH:mm (24-hour); with shiftEnd (SPEC §3 shared area daily hours)',
  },
}) {}
