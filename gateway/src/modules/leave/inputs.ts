/** Arguments and inputs of the leave operations. */
import { ArgsType, Field, Float, ID, InputType } from 'type-graphql';
import { PageArgs } from '../../common/paging';
import { LeaveStatus } from './types';

@InputType({ description: 'A leave type to create or replace' })
export class LeaveTypeInput {
  @Field(() => String, { description: 'Name, unique' })
  leaveName!: string;
  @Field(() => Float, { description: 'Days per calendar year' })
  yearlyLimit!: number;
  @Field(() => Float, { nullable: true, description: 'Days earned per completed month (0 or empty: all on January 1)' })
  monthlyFraction?: number | null;
}

@ArgsType()
export class LeaveRequestArgs extends PageArgs {
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
export class CompanyLeaveArgs extends PageArgs {
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

@InputType({ description: 'A new leave request' })
export class LeaveRequestInput {
  @Field(() => ID, { nullable: true, description: 'The employee taking the leave; default: the signed-in user' })
  employeeId?: string | null;
  @Field(() => ID, { description: 'Leave type id' })
  leaveTypeId!: string;
  @Field(() => String, { description: 'First day off (YYYY-MM-DD)' })
  startDate!: string;
  @Field(() => String, { description: 'Last day off, included (YYYY-MM-DD)' })
  endDate!: string;
  @Field(() => String, { nullable: true, description: 'Notes for the reviewer' })
  notes?: string | null;
}

@InputType({ description: 'Changes to a pending leave request; omitted fields keep their value' })
export class LeaveRequestUpdateInput {
  @Field(() => ID, { nullable: true, description: 'The employee taking the leave' })
  employeeId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Leave type id' })
  leaveTypeId?: string | null;
  @Field(() => String, { nullable: true, description: 'First day off (YYYY-MM-DD)' })
  startDate?: string | null;
  @Field(() => String, { nullable: true, description: 'Last day off, included (YYYY-MM-DD)' })
  endDate?: string | null;
  @Field(() => String, { nullable: true, description: 'Notes for the reviewer (empty text clears them)' })
  notes?: string | null;
}
