/**
 * GraphQL types of actions and deductions. Deduction amounts of an action are pay data: visible to CEO, HR and admin,
 * to the employee it is against, and to the person who filed it (they set it when filing); anyone else reads null.
 * Policy deductions are the company's published rules and are visible to every signed-in user — except through an
 * action (`action.policy`): there they would tell the action's deduction (overrideDeduction false), so they follow
 * the action's guard and read null for anyone who may not see it.
 */
import { Field, Float, ID, Int, ObjectType, UseMiddleware, type MiddlewareFn } from 'type-graphql';
import { mayViewField } from '../../access/fieldAccess';
import { Paged } from '../../common/paging';
import type { Context } from '../../context';

export const ACTION_TYPE_NAMES: Record<number, string> = { 1: 'Monetary Deduction', 2: 'Days Deduction', 3: 'Percentage Deduction' };
export const STATUS_NAMES = ['Pending', 'Approved', 'Rejected', 'Waived'];
/** Numeric action statuses (the upstream's and the `status` filter's values). */
export const STATUS = { PENDING: 0, APPROVED: 1, REJECTED: 2, WAIVED: 3 } as const;

@ObjectType({ description: 'An action policy: a kind of action and its standard deduction' })
export class ActionPolicy {
  @Field(() => ID, { description: 'Policy id' })
  id!: string;

  @Field(() => String, { description: 'Policy code (action_ID), unique, e.g. "ATT-01"' })
  actionId!: string;

  @Field(() => String, { description: 'Policy name, e.g. "Late arrival"' })
  actionName!: string;

  @Field(() => Int, { description: 'Action type: 1 Monetary Deduction, 2 Days Deduction, 3 Percentage Deduction' })
  actionType!: number;

  @Field(() => Float, {
    nullable: true,
    description: 'Standard deduction, in the unit of the action type; null through an action whose deduction you may not see',
  })
  deduction?: number | null;

  @Field(() => Float, { nullable: true, description: 'The deduction as money (monetary policies only)' })
  moneyDeduction?: number | null;

  @Field(() => Float, { nullable: true, description: 'The deduction in days (days policies only)' })
  daysDeduction?: number | null;

  @Field(() => Float, { nullable: true, description: 'The deduction as a percentage (percentage policies only)' })
  percentageDeduction?: number | null;
}

@ObjectType({ description: 'A page of action policies' })
export class ActionPolicyPage extends Paged(ActionPolicy) {}

/** Who may see an action's deduction: pay viewers, the employee the action is against, and the person who filed it. */
/** The people an action concerns, by id (a REST row's numbers or the GraphQL type's strings). */
type ActionPeople = { employeeId: string | number; auditorId?: string | number | null };

export async function mayViewDeduction(context: Context, row: ActionPeople): Promise<boolean> {
  try {
    const [roles, me] = await Promise.all([context.roles(), context.currentUser()]);
    const self = [row.employeeId, row.auditorId].some((id) => id != null && String(id) === String(me.id));
    return self || mayViewField(roles, 'pay');
  } catch {
    return false;
  }
}

/** The policy of an action as this viewer may see it: its deduction fields null unless they may see the action's. */
export async function policyOfAction<P extends object>(context: Context, action: ActionPeople, policy: P | null) {
  if (!policy || (await mayViewDeduction(context, action))) return policy;
  return { ...policy, deduction: null, moneyDeduction: null, daysDeduction: null, percentageDeduction: null };
}

// The parent is the REST row (RowOf<'/action_againsts'>), not the class: only the people it names are read.
const deductionAccess: MiddlewareFn<Context> = async ({ root, context }, next) => ((await mayViewDeduction(context, root)) ? next() : null);
const DeductionAccess = () => UseMiddleware(deductionAccess);

@ObjectType({ description: 'An action taken against an employee (SPEC §3 "Action taken")' })
export class ActionTaken {
  @Field(() => ID, { description: 'Action id' })
  id!: string;

  @Field(() => String, { description: "The employee's RES_ID" })
  resId!: string;

  @Field(() => ID, { description: 'Id of the employee the action is against' })
  employeeId!: string;

  @Field(() => String, { description: 'Name of the employee the action is against', deprecationReason: 'Use employee { name }' })
  employeeName!: string;

  @Field(() => ID, { nullable: true, description: 'Id of the person who filed the action (auditor_ID)' })
  auditorId?: string | null;

  @Field(() => String, { nullable: true, description: 'Name of the person who filed the action', deprecationReason: 'Use auditor { name }' })
  auditorName?: string | null;

  @Field(() => ID, { nullable: true, description: 'Id of the approver (approved_by_ID); null until approved' })
  approvedById?: string | null;

  @Field(() => String, { description: "Approver's name, 'Not approved yet' until approved" })
  approverName!: string;

  @Field(() => ID, { nullable: true, description: 'Id of who made the last status move (approved, rejected or waived it); null while pending' })
  reviewedById?: string | null;

  /** Carried to the `reviewer` relation (read through reviewer { name }). */
  reviewerName?: string | null;

  @Field(() => String, { nullable: true, description: 'When the last status move happened (ISO 8601); null while pending' })
  reviewedAt?: string | null;

  @Field(() => ID, { description: 'Id of the action policy' })
  actionpolicyId!: string;

  @Field(() => String, { description: 'Policy code (action_ID)' })
  actionId!: string;

  @Field(() => String, { description: 'Policy name (actionpolicy_action_name)' })
  actionpolicyActionName!: string;

  @Field(() => String, { description: 'Date of the action (YYYY-MM-DD)' })
  date!: string;

  @Field(() => String, { nullable: true, description: 'What happened' })
  details?: string | null;

  @Field(() => Int, { description: 'Status: 0 Pending, 1 Approved, 2 Rejected, 3 Waived' })
  status!: number;

  @Field(() => String, { nullable: true, description: "HR's comment (set when reviewing)" })
  hrComment?: string | null;

  @Field(() => Int, { description: 'Deduction type: 1 Monetary Deduction, 2 Days Deduction, 3 Percentage Deduction' })
  actionType!: number;

  @DeductionAccess()
  @Field(() => Float, { nullable: true, description: 'Deduction in the unit of the type (pay: CEO, HR, admin, the employee, the filer)' })
  deduction?: number | null;

  @DeductionAccess()
  @Field(() => Float, { nullable: true, description: 'Money deducted (monetary actions; pay-guarded like deduction)' })
  monetaryDeduction?: number | null;

  @DeductionAccess()
  @Field(() => Float, { nullable: true, description: 'Days deducted (days actions; pay-guarded like deduction)' })
  daysDeduction?: number | null;

  @DeductionAccess()
  @Field(() => Float, { nullable: true, description: 'Percentage deducted (percentage actions; pay-guarded like deduction)' })
  percentageDeduction?: number | null;

  @Field(() => Boolean, { description: "Whether the deduction overrides the policy's" })
  overrideDeduction!: boolean;

  @Field(() => String, { description: 'When the action was filed (ISO timestamp)' })
  createdAt!: string;

  @Field(() => String, { description: 'When the action last changed (ISO timestamp)' })
  updatedAt!: string;
}

@ObjectType({ description: 'A page of actions taken' })
export class ActionTakenPage extends Paged(ActionTaken) {}
