/** Inputs and list arguments of actions and deductions. */
import { ArgsType, Field, ID, InputType, Int, registerEnumType } from 'type-graphql';
import { SortedPageArgs } from '../../kit/sortKeys';
import { inputOf } from '../../kit/inputOf';
import { ActionPolicy, ActionTaken } from './types';

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

const POLICY_FIELDS = ['actionId', 'actionName', 'actionType', 'deduction'] as const;

@InputType({ description: 'A new action policy' })
export class ActionPolicyInput extends inputOf(ActionPolicy, POLICY_FIELDS, {
  required: ['deduction'],
  describe: { deduction: 'Standard deduction in the unit of the type (a percentage is at most 100)' },
}) {}

@InputType({ description: 'Changes to an action policy (omitted fields stay as they are)' })
export class ActionPolicyUpdateInput extends inputOf(ActionPolicy, POLICY_FIELDS, {
  optional: true,
  describe: { deduction: 'Standard deduction in the unit of the type' },
}) {}

@InputType({ description: 'A new action against an employee' })
export class ActionTakenInput extends inputOf(ActionTaken, ['employeeId', 'actionpolicyId', 'date', 'details', 'deduction'], {
  describe: {
    employeeId: 'The employee (one the caller may file against: actionManagedEmployees)',
    deduction: 'Overriding deduction amount (with overrideDeduction)',
  },
}) {
  @Field(() => Boolean, { nullable: true, defaultValue: false, description: "true to replace the policy's deduction" })
  overrideDeduction?: boolean;

  @Field(() => DeductionType, { nullable: true, description: 'Unit of the overriding deduction (with overrideDeduction)' })
  deductionType?: DeductionType | null;
}

@InputType({ description: 'Changes to a pending action (omitted fields stay as they are)' })
export class ActionTakenUpdateInput extends inputOf(
  ActionTaken,
  ['employeeId', 'actionpolicyId', 'date', 'details', 'overrideDeduction', 'deduction', 'hrComment'],
  {
    optional: true,
    describe: {
      overrideDeduction: "true to replace the policy's deduction, false to use it",
      deduction: 'Overriding deduction amount',
      hrComment: 'HR comment (HR and CEO only)',
    },
  },
) {
  @Field(() => DeductionType, { nullable: true, description: 'Unit of the overriding deduction' })
  deductionType?: DeductionType | null;
}

@ArgsType()
export class ActionPolicyArgs extends SortedPageArgs('/actionpolicies', 'ActionPolicySortKey') {
  @Field(() => String, { nullable: true, description: 'Matches the policy name or code' })
  search?: string | null;
}

@ArgsType()
export class ActionListArgs extends SortedPageArgs('/action_againsts', 'ActionSortKey') {
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
export class ManagedEmployeeArgs extends SortedPageArgs('/action_againsts/managed_employees', 'ActionManagedEmployeeSortKey') {
  @Field(() => String, { nullable: true, description: 'Matches the name or RES_ID' })
  search?: string | null;
}
