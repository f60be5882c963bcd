/** Inputs and list arguments of actions and deductions. */
import { ArgsType, Field, Float, ID, InputType, Int, registerEnumType } from 'type-graphql';
import { PageArgs } from '../../common/paging';

/** GraphQL names are UPPER_CASE like every other enum; the values are the upstream's deduction_type words. */
export enum DeductionType {
  MONETARY = 'monetary',
  DAYS = 'days',
  PERCENTAGE = 'percentage',
}
registerEnumType(DeductionType, {
  name: 'DeductionType',
  description: 'Unit of an overriding deduction',
  valuesConfig: {
    MONETARY: { description: 'An amount of money' },
    DAYS: { description: 'A number of days of pay' },
    PERCENTAGE: { description: 'A percentage of the salary' },
  },
});

@InputType({ description: 'A new action policy' })
export class ActionPolicyInput {
  @Field(() => String, { description: 'Unique policy code (action_ID)' })
  actionId!: string;

  @Field(() => String, { description: 'Policy name' })
  actionName!: string;

  @Field(() => Int, { description: 'Action type: 1 Monetary Deduction, 2 Days Deduction, 3 Percentage Deduction' })
  actionType!: number;

  @Field(() => Float, { description: 'Standard deduction in the unit of the type (a percentage is at most 100)' })
  deduction!: number;
}

@InputType({ description: 'Changes to an action policy (omitted fields stay as they are)' })
export class ActionPolicyUpdateInput {
  @Field(() => String, { nullable: true, description: 'Unique policy code (action_ID)' })
  actionId?: string;

  @Field(() => String, { nullable: true, description: 'Policy name' })
  actionName?: string;

  @Field(() => Int, { nullable: true, description: 'Action type: 1, 2 or 3' })
  actionType?: number;

  @Field(() => Float, { nullable: true, description: 'Standard deduction in the unit of the type' })
  deduction?: number;
}

@InputType({ description: 'A new action against an employee' })
export class ActionTakenInput {
  @Field(() => ID, { description: 'The employee (one the caller may file against: actionManagedEmployees)' })
  employeeId!: string;

  @Field(() => ID, { description: 'The action policy' })
  actionpolicyId!: string;

  @Field(() => String, { description: 'Date of the action (YYYY-MM-DD)' })
  date!: string;

  @Field(() => String, { nullable: true, description: 'What happened' })
  details?: string | null;

  @Field(() => Boolean, { nullable: true, defaultValue: false, description: "true to replace the policy's deduction" })
  overrideDeduction?: boolean;

  @Field(() => DeductionType, { nullable: true, description: 'Unit of the overriding deduction (with overrideDeduction)' })
  deductionType?: DeductionType | null;

  @Field(() => Float, { nullable: true, description: 'Overriding deduction amount (with overrideDeduction)' })
  deduction?: number | null;
}

@InputType({ description: 'Changes to a pending action (omitted fields stay as they are)' })
export class ActionTakenUpdateInput {
  @Field(() => ID, { nullable: true, description: 'The employee' })
  employeeId?: string;

  @Field(() => ID, { nullable: true, description: 'The action policy' })
  actionpolicyId?: string;

  @Field(() => String, { nullable: true, description: 'Date of the action (YYYY-MM-DD)' })
  date?: string;

  @Field(() => String, { nullable: true, description: 'What happened' })
  details?: string | null;

  @Field(() => Boolean, { nullable: true, description: "true to replace the policy's deduction, false to use it" })
  overrideDeduction?: boolean;

  @Field(() => DeductionType, { nullable: true, description: 'Unit of the overriding deduction' })
  deductionType?: DeductionType | null;

  @Field(() => Float, { nullable: true, description: 'Overriding deduction amount' })
  deduction?: number | null;

  @Field(() => String, { nullable: true, description: 'HR comment (HR and CEO only)' })
  hrComment?: string | null;
}

@ArgsType()
export class ActionPolicyArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Matches the policy name or code' })
  search?: string | null;
}

@ArgsType()
export class ActionListArgs extends PageArgs {
  @Field(() => Int, { defaultValue: 10, description: 'Page size (SPEC §9 default 10); -1 returns every item' })
  override limit: number = 10;

  @Field(() => String, { nullable: true, description: 'Matches employee name, RES_ID, policy, details, filer (action_search_input)' })
  search?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Let `search` also match the HR comment' })
  includeHrComment?: boolean | null;

  @Field(() => String, { nullable: true, description: 'Actions dated on or after this day (YYYY-MM-DD)' })
  createdStart?: string | null;

  @Field(() => String, { nullable: true, description: 'Actions dated on or before this day (YYYY-MM-DD)' })
  createdEnd?: string | null;

  @Field(() => String, { nullable: true, description: "Approver's name ('Not approved yet' for unapproved ones)" })
  approverName?: string | null;

  @Field(() => Int, { nullable: true, description: 'Status: 0 Pending, 1 Approved, 2 Rejected, 3 Waived' })
  status?: number | null;

  @Field(() => ID, { nullable: true, description: 'Only this action (the /manageActions/{id} view)' })
  id?: string | null;
}

@ArgsType()
export class ManagedEmployeeArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Matches the name or RES_ID' })
  search?: string | null;
}
