/** GraphQL types of attendance: the monthly grid of either family, the status legend, import results. */
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { FileLink } from '../../files/tickets';
import { Employee } from '../people/types';

/** Values are the upstream's family names (upstream/src/attendance/families.ts). */
export enum AttendanceFamily {
  EMPLOYEES = 'employees',
  AGENTS = 'agents',
}
registerEnumType(AttendanceFamily, {
  name: 'AttendanceFamily',
  description: 'Which grid: EMPLOYEES (everyone whose role type is not 0, /attendance) or AGENTS (role type 0, /attendance/agents)',
  valuesConfig: {
    EMPLOYEES: { description: 'Everyone whose numeric role type is not 0 (/api/monthly_attendances)' },
    AGENTS: { description: 'Agents: numeric role type 0 (/api/agent_attendances)' },
  },
});

@ObjectType({ description: 'An attendance status: its key, how it is shown and how it counts toward total hours' })
export class AttendanceStatus {
  @Field(() => String, { description: 'Stored value, e.g. "present", "half_day"' })
  key!: string;
  @Field(() => String, { description: 'Label for people, e.g. "Half day"' })
  label!: string;
  @Field(() => Float, { description: "Share of the employee's target hours per day a day with this status adds (1 = full day)" })
  hours!: number;
  @Field(() => String, { description: 'Cell and legend colour (hex)' })
  color!: string;
  @Field(() => String, { description: 'What the status means and how it counts' })
  description!: string;
}

@ObjectType({ description: 'One person in the monthly grid' })
export class AttendanceRow {
  @Field(() => ID, { description: 'Employee id' })
  employeeId!: string;
  @Field(() => String, { description: 'Company employee number (RES_ID)' })
  resId!: string;
  @Field(() => String, { description: 'Full name' })
  name!: string;
  @Field(() => String, { nullable: true, description: 'Role title' })
  roleTitle?: string | null;
  @Field(() => String, { description: 'Employment status (Active, Resigned, ...)' })
  status!: string;
  @Field(() => Float, { description: 'Target working hours per day' })
  targetHoursPerDay!: number;
  @Field(() => [String], {
    description:
      'Status key of each day, in the order of the grid\'s `days`. Unmarked days are filled: "holiday" on a public holiday, "sick"/"on_leave" under an approved leave, "" (blank) after today, else "absent"',
  })
  records!: string[];
  @Field(() => Float, { description: "Hours worked in the month: sum of each day's status share × target hours per day" })
  totalHours!: number;
  @Field(() => Boolean, { description: 'Whether the caller may change this row (CEO, HR, heads; team leaders for their own agents)' })
  editable!: boolean;
}

@ObjectType({ description: 'A public holiday on one day of the grid (from the company holidays, SPEC §3 "Holiday")' })
export class AttendanceHoliday {
  @Field(() => String, { description: "The day it covers, YYYY-MM-DD (one of the grid's `days`)" })
  date!: string;
  @Field(() => String, { description: 'Holiday name (vac_name), e.g. "Labour Day"' })
  name!: string;
  @Field(() => Float, { description: 'Pay multiple for working that day (multiple_of_pay, e.g. 2 = double pay)' })
  multipleOfPay!: number;
}

@ObjectType({ description: 'A monthly attendance grid: days × people' })
export class AttendanceGrid {
  @Field(() => AttendanceFamily, { description: 'Which grid this is' })
  family!: AttendanceFamily;
  @Field(() => String, { description: 'The month, YYYY-MM' })
  month!: string;
  @Field(() => [String], { description: 'Every day of the month (YYYY-MM-DD), the columns of the grid' })
  days!: string[];
  @Field(() => [AttendanceHoliday], {
    description:
      'The public holiday covering each day of the month, in day order; days without one are left out. Unmarked cells of those days read "holiday"; a recorded status wins',
  })
  holidays!: AttendanceHoliday[];
  @Field(() => [AttendanceRow], { description: 'One row per person, sorted by name (then id); with a limit, the rows of that page' })
  rows!: AttendanceRow[];
  @Field(() => Int, { description: 'How many people match the filters, over all pages' })
  count!: number;
}

@ObjectType({ description: 'The outcome of a bulk attendance import: all rows saved, or none and an error file' })
export class AttendanceImportResult {
  @Field(() => Boolean, { description: 'True when the rows were saved; false when some were invalid and nothing was saved' })
  ok!: boolean;
  @Field(() => String, { description: 'What happened, e.g. "Processed 10 records, successfully created 10 attendance records"' })
  message!: string;
  @Field(() => Int, { description: 'Rows read from the upload' })
  processedCount!: number;
  @Field(() => Int, { description: 'Cells saved (0 when rows were invalid)' })
  savedCount!: number;
  @Field(() => Int, { description: 'Cells whose status actually changed (0 on a re-upload of the same file)' })
  changedCount!: number;
  @Field(() => Int, { description: 'Invalid rows (listed in errorFile)' })
  errorCount!: number;
  @Field(() => FileLink, {
    nullable: true,
    description:
      'attendance_bulk_errors_{month}.csv: each invalid row and why. Its download needs the upstream extension GET /files/{id}/download; on a SPEC §7-only backend the link answers 404 (the message and errorCount still say what failed; `capabilities.attendanceErrorFile` says whether to offer the link)',
  })
  errorFile?: FileLink | null;
}

export { Employee };
