/** Arguments and inputs of the goal operations. */
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { SortedPageArgs } from '../../kit/sortKeys';
import { inputOf } from '../../kit/inputOf';
import { Goal, GoalState, GoalStatus } from './types';

@ArgsType()
export class GoalArgs extends SortedPageArgs('/goals', 'GoalSortKey') {
  @Field(() => ID, { nullable: true, description: "Only this assignee ('me': the signed-in user)" })
  assigneeId?: string | null;
  @Field(() => ID, { nullable: true, description: "Only this reviewer ('me': the signed-in user)" })
  reviewerId?: string | null;
  @Field(() => GoalStatus, { nullable: true, description: 'Only this review status' })
  status?: GoalStatus | null;
  @Field(() => GoalState, { nullable: true, description: 'Only this work state' })
  state?: GoalState | null;
  @Field(() => Boolean, { nullable: true, description: "Only goals of the signed-in user's reporting line" })
  team?: boolean | null;
  @Field(() => String, { nullable: true, description: "Title or assignee's name contains" })
  search?: string | null;
}

@InputType({ description: 'A goal to create, or the fields to change (omitted fields keep their value on update)' })
export class GoalInput extends inputOf(Goal, ['title', 'description', 'startDate', 'endDate', 'assigneeId', 'reviewerId', 'isPrivate'], {
  optional: true,
  describe: {
    title: 'Title (required on create, at most 100 characters)',
    description: 'Description (at most 2000 characters)',
    startDate: 'Start date YYYY-MM-DD (required on create)',
    endDate: 'End date YYYY-MM-DD, not before the start (required on create)',
    assigneeId: 'Assignee (create only); default the signed-in user; someone else needs MANAGE_GOALS over them',
    reviewerId: "Reviewer; default one's manager (own goal) or the signed-in user (a report's goal)",
  },
}) {}

/** The signed-in user's open goals sort as every goal list does. */
@ArgsType()
export class MyGoalArgs extends SortedPageArgs('/goals', 'GoalSortKey') {}
