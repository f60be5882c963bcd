/** GraphQL types of the balance ledger and HR's adjustments (decision 0220). */
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LeaveBalance } from './types';

export enum LeaveLedgerKind {
  ACCRUED = 'accrued',
  CARRIED = 'carried',
  EXPIRED = 'expired',
  TAKEN = 'taken',
  ADJUSTED = 'adjusted',
}
registerEnumType(LeaveLedgerKind, {
  name: 'LeaveLedgerKind',
  description: 'What moved a leave balance',
  valuesConfig: {
    ACCRUED: { description: "The type's allowance: one per completed month, or the yearly limit on January 1 (from the join date)" },
    CARRIED: { description: "Days carried over from last year's unused balance (January 1)" },
    EXPIRED: { description: 'Carried-over days no leave took by the expiry date' },
    TAKEN: { description: 'An approved (or partially approved) leave, on its first day' },
    ADJUSTED: { description: 'An adjustment by HR or the CEO, with its reason' },
  },
});

@ObjectType({ description: 'One line of a leave balance ledger' })
export class LeaveLedgerEntry {
  @Field(() => String, { description: 'When (YYYY-MM-DD)' })
  date!: string;
  @Field(() => LeaveLedgerKind, { description: 'What moved the balance' })
  kind!: LeaveLedgerKind;
  @Field(() => Float, { description: 'Days, signed: accrued, carried and positive adjustments add; taken, expired and negative adjustments take' })
  amount!: number;
  @Field(() => Float, { description: 'The running balance after this line, in days' })
  balance!: number;
  @Field(() => String, { description: 'What it is: the accrual month, the leave request, the adjustment reason' })
  note!: string;
  @Field(() => ID, { nullable: true, description: 'The leave request taken (TAKEN only)' })
  leaveRequestId?: string | null;
  @Field(() => String, { nullable: true, description: 'First (approved) day of the leave taken (YYYY-MM-DD; TAKEN only)' })
  startDate?: string | null;
  @Field(() => String, { nullable: true, description: 'Last (approved) day of the leave taken (YYYY-MM-DD; TAKEN only)' })
  endDate?: string | null;
  @Field(() => String, { nullable: true, description: 'Who made the adjustment (ADJUSTED only)' })
  adjustedByName?: string | null;
}

@ObjectType({ description: "One employee's balance ledger of one leave type and year: its lines sum to the remaining balance" })
export class LeaveLedger {
  @Field(() => ID, { description: 'The employee' })
  employeeId!: string;
  @Field(() => ID, { description: 'The leave type' })
  leaveTypeId!: string;
  @Field(() => Int, { description: 'The calendar year' })
  year!: number;
  @Field(() => LeaveBalance, { description: 'The balance the ledger ends on' })
  balance!: LeaveBalance;
  @Field(() => [LeaveLedgerEntry], { description: 'In date order; the last running balance is the remaining balance' })
  entries!: LeaveLedgerEntry[];
}

@ObjectType({ description: "An adjustment of an employee's leave balance by HR or the CEO" })
export class LeaveBalanceAdjustment {
  @Field(() => ID, { description: 'Adjustment id' })
  id!: string;
  @Field(() => ID, { description: 'The employee' })
  employeeId!: string;
  @Field(() => ID, { description: 'The leave type' })
  leaveTypeId!: string;
  @Field(() => Int, { description: 'The balance year' })
  year!: number;
  @Field(() => Float, { description: 'Days added (positive) or taken away (negative)' })
  amount!: number;
  @Field(() => String, { description: 'Why' })
  reason!: string;
  @Field(() => String, { nullable: true, description: 'Who made it' })
  adjustedByName?: string | null;
  @Field(() => String, { description: 'When (ISO date-time)' })
  adjustedAt!: string;
}

@InputType({ description: "An adjustment of an employee's leave balance (CEO, HR)" })
export class LeaveBalanceAdjustmentInput {
  @Field(() => ID, { description: 'The employee' })
  employeeId!: string;
  @Field(() => ID, { description: 'The leave type' })
  leaveTypeId!: string;
  @Field(() => Int, { nullable: true, description: 'The balance year (default this year)' })
  year?: number | null;
  @Field(() => Float, { description: "Days to add (positive) or take away (negative), not 0; an hours type's hours over the working hours per day" })
  amount!: number;
  @Field(() => String, { description: 'Why (required)' })
  reason!: string;
}
