/** GraphQL types of leave: leave types, leave requests with their derived data, the company calendar and imports. */
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Paged } from '../../common/paging';
import { FileLink } from '../../files/tickets';
import { Employee } from '../people/types';

export enum LeaveStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  PARTIALLY_APPROVED = 'partially_approved',
  REJECTED = 'rejected',
  CANCELED = 'canceled',
}
registerEnumType(LeaveStatus, {
  name: 'LeaveStatus',
  description: 'State of a leave request: pending until reviewed',
  valuesConfig: {
    PENDING: { description: 'Waiting for a reviewer' },
    APPROVED: { description: 'Approved; counts against the balance' },
    PARTIALLY_APPROVED: {
      description: 'Some days approved (approvedStartDate..approvedEndDate), the rest refused; only the approved days count (an upstream extension)',
    },
    REJECTED: { description: 'Rejected by a reviewer' },
    CANCELED: { description: 'Taken back (by the requester before it starts, a manager or HR at any time); no longer counts against the balance' },
  },
});

export enum LeaveTypeUnit {
  FULL_DAY = 'full_day',
  HALF_DAY = 'half_day',
  HOURS = 'hours',
}
registerEnumType(LeaveTypeUnit, {
  name: 'LeaveTypeUnit',
  description: 'What a leave type is taken in (decision 0205); the balance stays in days, shown in hours for an hours type',
  valuesConfig: {
    FULL_DAY: { description: 'Full days only' },
    HALF_DAY: { description: 'Full days or half days (morning or evening)' },
    HOURS: { description: 'Full days, half days or hours of one day' },
  },
});

export enum LeaveRequestUnit {
  FULL_DAY = 'full_day',
  HALF_DAY_MORNING = 'half_day_morning',
  HALF_DAY_EVENING = 'half_day_evening',
  HOURS = 'hours',
}
registerEnumType(LeaveRequestUnit, {
  name: 'LeaveRequestUnit',
  description: "What a leave request takes: full days, or one day's morning, evening or hours",
  valuesConfig: {
    FULL_DAY: { description: 'Every weekday from start to end' },
    HALF_DAY_MORNING: { description: 'The morning of one day (0.5 day)' },
    HALF_DAY_EVENING: { description: 'The evening of one day (0.5 day)' },
    HOURS: { description: 'Hours of one day, from startTime to endTime' },
  },
});

export enum LeaveWarning {
  SHORT_NOTICE = 'short_notice',
  ANNUAL_NOTICE = 'annual_notice',
  CONSECUTIVE_DAYS = 'consecutive_days',
}
registerEnumType(LeaveWarning, {
  name: 'LeaveWarning',
  description: 'A confirmation of the leave form (SPEC §8/§9) the filer may override (decision 0214)',
  valuesConfig: {
    SHORT_NOTICE: { description: 'The leave starts in less than 1 week' },
    ANNUAL_NOTICE: { description: 'Annual leave of more than one day without 2 weeks notice' },
    CONSECUTIVE_DAYS: { description: 'More than 3 days in consecutive leaves' },
  },
});

@ObjectType({ description: 'A confirmation the filer overrode: what, who and when' })
export class LeaveOverride {
  @Field(() => LeaveWarning, { description: 'The confirmation overridden' })
  warning!: LeaveWarning;
  @Field(() => ID, { nullable: true, description: 'Who overrode it (null once that employee is deleted)' })
  overriddenById?: string | null;
  @Field(() => String, { nullable: true, description: 'Name of who overrode it' })
  overriddenByName?: string | null;
  @Field(() => String, { description: 'When (ISO date-time)' })
  overriddenAt!: string;
}

@ObjectType({ description: 'A kind of leave and how its balance accrues' })
export class LeaveType {
  @Field(() => ID, { description: 'Leave type id' })
  id!: string;
  @Field(() => String, { description: 'Name, e.g. "Annual"' })
  leaveName!: string;
  @Field(() => Float, { description: 'Days available per calendar year (the accrual cap)' })
  yearlyLimit!: number;
  @Field(() => Float, {
    description: 'Days earned per completed month of the year; 0 means the whole yearly limit is available from January 1',
  })
  monthlyFraction!: number;
  // The shared area's per-type rules: an upstream extension, null from a SPEC §7-only upstream (which has none).
  @Field(() => Boolean, { nullable: true, description: 'false: a request is approved as it is filed, if the balance suffices (default true)' })
  requiresApproval?: boolean | null;
  @Field(() => Int, { nullable: true, description: 'The longest request in days, start to end; null: no limit' })
  maxConsecutiveDays?: number | null;
  @Field(() => Boolean, { nullable: true, description: "true: a request may share days with the person's other requests (default false)" })
  canOverlap?: boolean | null;
  @Field(() => String, { nullable: true, description: 'First day a request of this type may fall on (YYYY-MM-DD); null: no limit' })
  startDate?: string | null;
  @Field(() => String, { nullable: true, description: 'Last day a request of this type may fall on (YYYY-MM-DD); null: no limit' })
  endDate?: string | null;
  @Field(() => LeaveTypeUnit, { nullable: true, description: 'What a request may be taken in (default full days); null from an upstream without units' })
  unit?: LeaveTypeUnit | null;
  // Year-end carry-over (decision 0220): an upstream extension, null from a SPEC §7-only upstream.
  @Field(() => Float, { nullable: true, description: "The most days of a year's unused balance carried into the next (0: none)" })
  carryOverBalance?: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Carried days lapse at the end of this month of the new year (3: March 31); null: never (or an upstream without carry-over)',
  })
  carryOverExpiryMonths?: number | null;
}

@ObjectType({ description: 'A page of leave types' })
export class LeaveTypePage extends Paged(LeaveType) {}

@ObjectType({ description: "An employee's balance of one leave type for this calendar year" })
export class LeaveBalance {
  @Field(() => String, { description: 'Leave type name' })
  leaveType!: string;
  @Field(() => ID, { description: 'Leave type id' })
  leaveTypeId!: string;
  @Field(() => Float, { description: 'Days still available: accrued so far, carried over and adjusted, less expired and approved days this year' })
  remainingBalance!: number;
  @Field(() => Float, { description: 'Approved days (half days 0.5, hours over the working hours per day) of leaves of this type starting this year' })
  approvedLeavesThisYear!: number;
  @Field(() => LeaveTypeUnit, {
    nullable: true,
    description: "The type's unit: an hours type shows its balance in hours (null from an upstream without units)",
  })
  unit?: LeaveTypeUnit | null;
  @Field(() => Float, { nullable: true, description: "The employee's working hours per day: a day of balance in hours" })
  hoursPerDay?: number | null;
}

@ObjectType({ description: 'A leave request (SPEC §3 "Leave request")' })
export class LeaveRequest {
  @Field(() => ID, { description: 'Leave request id' })
  id!: string;
  @Field(() => ID, { description: 'The employee taking the leave' })
  employeeId!: string;
  @Field(() => String, { description: "The employee's name", deprecationReason: 'Use employee { name }' })
  employeeName!: string;
  /** The employee's RES_ID when the upstream carries it (not a field: `employee { resId }` reads it without a call). */
  resId?: string | null;
  @Field(() => ID, { description: 'Leave type id' })
  leaveTypeId!: string;
  @Field(() => String, { description: 'Leave type name', deprecationReason: 'Use leaveType { leaveName }' })
  leaveTypeName!: string;
  @Field(() => String, { description: 'First day off (YYYY-MM-DD)' })
  startDate!: string;
  @Field(() => String, { description: 'Last day off, included (YYYY-MM-DD)' })
  endDate!: string;
  @Field(() => LeaveStatus, { description: 'Pending until approved or rejected; canceled when taken back' })
  status!: LeaveStatus;
  @Field(() => String, { nullable: true, description: 'Notes of the requester' })
  notes?: string | null;
  @Field(() => ID, { nullable: true, description: 'Who filed the request' })
  submittedById?: string | null;
  @Field(() => String, { nullable: true, description: 'Name of who filed the request', deprecationReason: 'Use submittedBy { name }' })
  submittedByName?: string | null;
  @Field(() => String, { nullable: true, description: "E-mail of the employee's manager" })
  managerEmail?: string | null;
  @Field(() => ID, { nullable: true, description: 'Who approved or rejected it' })
  reviewedById?: string | null;
  @Field(() => String, { nullable: true, description: 'Name of the reviewer', deprecationReason: 'Use reviewedBy { name }' })
  reviewedByName?: string | null;
  @Field(() => String, { nullable: true, description: "The reviewer's comments" })
  reviewerComments?: string | null;
  @Field(() => ID, { nullable: true, description: 'Who canceled it (null unless canceled)' })
  canceledById?: string | null;
  @Field(() => String, { nullable: true, description: 'When it was canceled (ISO date-time; null unless canceled)' })
  canceledAt?: string | null;
  @Field(() => String, { description: 'When it was filed (ISO date-time)' })
  createdAt!: string;
  @Field(() => String, { description: 'When it last changed (ISO date-time)' })
  updatedAt!: string;
  @Field(() => String, { nullable: true, description: 'Upstream path of the sick note, when one is attached (use `sickNote` to download)' })
  sickNoteUrl?: string | null;
  @Field(() => String, { nullable: true, description: 'File name of the sick note, when one is attached' })
  sickNoteFilename?: string | null;
  @Field(() => Float, {
    description: 'Days: weekdays from start to end, both included, less public holidays; a half day 0.5; hours over the working hours per day',
  })
  leaveDuration!: number;
  @Field(() => LeaveRequestUnit, { nullable: true, description: 'Full days, a half day or hours (null from an upstream without units: full days)' })
  unit?: LeaveRequestUnit | null;
  @Field(() => Float, { nullable: true, description: 'Hours off (an hours request)' })
  hours?: number | null;
  @Field(() => String, { nullable: true, description: 'First hour off, HH:mm 24-hour (an hours request)' })
  startTime?: string | null;
  @Field(() => String, { nullable: true, description: 'End of the hours off, HH:mm 24-hour (an hours request)' })
  endTime?: string | null;
  @Field(() => String, { nullable: true, description: 'First approved day of a partially approved request (YYYY-MM-DD); null otherwise' })
  approvedStartDate?: string | null;
  @Field(() => String, { nullable: true, description: 'Last approved day of a partially approved request (YYYY-MM-DD); null otherwise' })
  approvedEndDate?: string | null;
  @Field(() => Float, { nullable: true, description: 'Days the approved part takes from the balance (a partially approved request); null otherwise' })
  approvedDuration?: number | null;
  @Field(() => String, { nullable: true, description: 'When it was reviewed (ISO date-time); null before, or from an upstream that does not say' })
  reviewedAt?: string | null;
  @Field(() => [LeaveOverride], {
    nullable: true,
    description: 'The confirmations the filer overrode, who and when (null from an upstream that does not record them)',
  })
  overrides?: LeaveOverride[] | null;
  @Field(() => Int, { description: 'Weekdays from max(January 1, date joined) to today' })
  workedDaysThisYear!: number;
  @Field(() => Boolean, { description: 'Whether the employee is past the 90-day probation' })
  passedProbation!: boolean;
  @Field(() => [LeaveBalance], { description: "The employee's balance of every leave type this year" })
  leaveBalances!: LeaveBalance[];

  @Field(() => Employee, { nullable: true, description: 'The employee taking the leave' })
  employee?: Employee | null;
  @Field(() => LeaveType, { nullable: true, description: 'The leave type' })
  leaveType?: LeaveType | null;
  @Field(() => Employee, { nullable: true, description: 'Who filed the request' })
  submittedBy?: Employee | null;
  @Field(() => Employee, { nullable: true, description: 'Who reviewed the request' })
  reviewedBy?: Employee | null;
  @Field(() => Employee, { nullable: true, description: 'Who canceled the request' })
  canceledBy?: Employee | null;
  @Field(() => FileLink, {
    nullable: true,
    description:
      'Short-lived download link of the sick note, when one is attached (the bytes come from the upstream extension GET /leave_requests/{id}/sick_note: `capabilities.sickNoteDownload`)',
  })
  sickNote?: FileLink | null;
}

@ObjectType({ description: 'A page of leave requests' })
export class LeaveRequestPage extends Paged(LeaveRequest) {}

@ObjectType({ description: 'An approved leave on the company calendar (who is off): names and dates only' })
export class CompanyLeave {
  @Field(() => ID, { description: 'Leave request id' })
  id!: string;
  @Field(() => ID, { description: 'The employee who is off' })
  employeeId!: string;
  @Field(() => String, { description: "The employee's name" })
  employeeName!: string;
  @Field(() => String, { nullable: true, description: "The employee's RES_ID" })
  resId?: string | null;
  @Field(() => String, { description: 'Leave type name' })
  leaveTypeName!: string;
  @Field(() => String, { description: 'First day off (YYYY-MM-DD)' })
  startDate!: string;
  @Field(() => String, { description: 'Last day off, included (YYYY-MM-DD)' })
  endDate!: string;
  @Field(() => Float, { description: 'Days off (a half day 0.5)' })
  leaveDuration!: number;
}

@ObjectType({ description: 'A page of company leaves' })
export class CompanyLeavePage extends Paged(CompanyLeave) {}
