/** Arguments and inputs of the leave operations. */
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { SortedPageArgs } from '../../kit/sortKeys';
import { inputOf } from '../../kit/inputOf';
import { LeaveRequest, LeaveStatus, LeaveType, LeaveWarning } from './types';

/** The leave type's fields beyond SPEC §7's three (upstream extensions): optional, left out they are kept on a change. */
const TYPE_RULES = [
  'requiresApproval',
  'maxConsecutiveDays',
  'canOverlap',
  'startDate',
  'endDate',
  'unit',
  'carryOverBalance',
  'carryOverExpiryMonths',
] as const;

@InputType({ description: 'A leave type to create or replace' })
export class LeaveTypeInput extends inputOf(LeaveType, ['leaveName', 'yearlyLimit', 'monthlyFraction', ...TYPE_RULES], {
  optional: ['monthlyFraction', ...TYPE_RULES],
  describe: {
    leaveName: 'Name, unique',
    monthlyFraction: 'Days earned per completed month (0 or empty: all on January 1)',
    requiresApproval: 'false approves requests as they are filed (an upstream extension: left out, a change keeps the current value)',
    maxConsecutiveDays: 'The longest request in days, 1 to 366 (an upstream extension; left out: kept on a change)',
    unit: 'Full days, half days or hours (an upstream extension, `capabilities.leaveUnits`; left out: kept on a change)',
    carryOverBalance: "The most days of a year's unused balance carried into the next, 0 for none (an upstream extension; left out: kept on a change)",
    carryOverExpiryMonths: 'Carried days lapse at the end of this month of the new year, 1 to 12; null: never (an upstream extension; left out: kept)',
  },
}) {}

@ArgsType()
export class LeaveTypeArgs extends SortedPageArgs('/leave_types', 'LeaveTypeSortKey') {}

@ArgsType()
export class LeaveRequestArgs extends SortedPageArgs('/leave_requests', 'LeaveRequestSortKey') {
  @Field(() => LeaveStatus, { nullable: true, description: 'Only requests in this state' })
  status?: LeaveStatus | null;
  @Field(() => ID, { nullable: true, description: 'Only this employee' })
  employeeId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Only this leave type' })
  leaveTypeId?: string | null;
  @Field(() => String, { nullable: true, description: 'Period start (YYYY-MM-DD): requests ending on or after it' })
  startDate?: string | null;
  @Field(() => String, { nullable: true, description: 'Period end (YYYY-MM-DD): requests starting on or before it' })
  endDate?: string | null;
  @Field(() => String, { nullable: true, description: 'A month (YYYY-MM): requests sharing a day with it' })
  month?: string | null;
  @Field(() => String, { nullable: true, description: 'Employee name or RES_ID contains' })
  search?: string | null;
}

@ArgsType()
export class CompanyLeaveArgs extends SortedPageArgs('/leave_requests/company', 'LeaveRequestSortKey') {
  @Field(() => String, { nullable: true, description: 'A month (YYYY-MM): leaves sharing a day with it' })
  month?: string | null;
  @Field(() => String, { nullable: true, description: 'Period start (YYYY-MM-DD)' })
  startDate?: string | null;
  @Field(() => String, { nullable: true, description: 'Period end (YYYY-MM-DD)' })
  endDate?: string | null;
  @Field(() => ID, { nullable: true, description: 'Only this leave type' })
  leaveTypeId?: string | null;
  @Field(() => String, { nullable: true, description: 'Employee name or RES_ID contains' })
  search?: string | null;
}

const REQUEST_FIELDS = ['employeeId', 'leaveTypeId', 'startDate', 'endDate', 'notes', 'unit', 'startTime', 'endTime'] as const;
/** The unit fields are an upstream extension (`capabilities.leaveUnits`); left out, a request is in full days. */
const UNIT_FIELDS = ['unit', 'startTime', 'endTime'] as const;

@InputType({ description: 'A new leave request' })
export class LeaveRequestInput extends inputOf(LeaveRequest, REQUEST_FIELDS, {
  optional: ['employeeId', ...UNIT_FIELDS],
  describe: {
    employeeId: 'The employee taking the leave; default: the signed-in user',
    unit: 'As the type allows; anything but FULL_DAY is one day (start = end)',
  },
}) {
  @Field(() => [LeaveWarning], {
    nullable: true,
    description: 'The confirmations the filer overrode (decision 0214; an upstream extension, ignored by a SPEC §7-only upstream)',
  })
  overrides?: LeaveWarning[] | null;
}

@InputType({ description: 'Changes to a pending leave request; omitted fields keep their value' })
export class LeaveRequestUpdateInput extends inputOf(LeaveRequest, REQUEST_FIELDS, {
  optional: true,
  describe: { notes: 'Notes for the reviewer (empty text clears them)' },
}) {
  @Field(() => [LeaveWarning], { nullable: true, description: 'The confirmations the filer overrode on this change (decision 0214)' })
  overrides?: LeaveWarning[] | null;
}
