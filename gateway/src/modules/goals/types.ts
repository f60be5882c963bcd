/** GraphQL types of goals (SPEC §3 "Goal", §4 status and state). */
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Paged } from '../../common/paging';
import { Employee } from '../people/types';

export enum GoalStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}
registerEnumType(GoalStatus, {
  name: 'GoalStatus',
  description: 'Review of a goal: pending -> approved | rejected; rejected -> pending when the assignee edits it',
  valuesConfig: {
    PENDING: { description: 'Waiting for review by a manager holding MANAGE_GOALS' },
    APPROVED: { description: 'Approved; its work can start (final)' },
    REJECTED: { description: 'Rejected; the assignee may edit it, which resubmits it' },
  },
});

export enum GoalState {
  CREATED = 'created',
  IN_PROGRESS = 'in_progress',
  ACHIEVED = 'achieved',
}
registerEnumType(GoalState, {
  name: 'GoalState',
  description: 'Work on an approved goal: created -> in_progress -> achieved (achieved needs progress 100 and is final)',
  valuesConfig: {
    CREATED: { description: 'Not started' },
    IN_PROGRESS: { description: 'Under way (progress above 0)' },
    ACHIEVED: { description: 'Done at 100% (final)' },
  },
});

@ObjectType({ description: 'What the signed-in user may do with a goal (the upstream rules)' })
export class GoalPermissions {
  @Field(() => Boolean, { description: 'Change its fields' })
  edit!: boolean;
  @Field(() => Boolean, { description: 'Approve or reject it (MANAGE_GOALS over its assignee, pending)' })
  review!: boolean;
  @Field(() => Boolean, { description: 'Update its progress and state' })
  progress!: boolean;
  @Field(() => Boolean, { description: 'Delete it' })
  delete!: boolean;
}

@ObjectType({ description: 'A goal (SPEC §3)' })
export class Goal {
  @Field(() => ID, { description: 'Goal id' })
  id!: string;
  @Field(() => String, { description: 'Title' })
  title!: string;
  @Field(() => String, { nullable: true, description: 'Description' })
  description?: string | null;
  @Field(() => String, { description: 'Start date (YYYY-MM-DD)' })
  startDate!: string;
  @Field(() => String, { description: 'End date, the deadline (YYYY-MM-DD)' })
  endDate!: string;
  @Field(() => Int, { description: 'Days from start to end, both included' })
  duration!: number;
  @Field(() => Int, { description: 'Days left until the end date (negative once past)' })
  daysLeft!: number;
  @Field(() => String, { nullable: true, description: "'Less than 10 days left for this goal!' within 10 days of the end date, else null" })
  deadlineWarning?: string | null;
  @Field(() => ID, { description: 'Assignee id' })
  assigneeId!: string;
  @Field(() => String, { description: "Assignee's name", deprecationReason: 'Use assignee { name }' })
  assigneeName!: string;
  @Field(() => ID, { nullable: true, description: 'Reviewer id' })
  reviewerId?: string | null;
  @Field(() => String, { nullable: true, description: "Reviewer's name", deprecationReason: 'Use reviewer { name }' })
  reviewerName?: string | null;
  @Field(() => ID, { nullable: true, description: 'Who created it' })
  createdById?: string | null;
  @Field(() => String, { nullable: true, description: "Creator's name" })
  createdByName?: string | null;
  @Field(() => String, { nullable: true, description: 'Who approved or rejected it (name)' })
  reviewedByName?: string | null;
  @Field(() => String, { nullable: true, description: 'When it was approved or rejected (ISO 8601)' })
  reviewedAt?: string | null;
  @Field(() => Boolean, { description: 'Seen only by its assignee, its reviewer and admins' })
  isPrivate!: boolean;
  @Field(() => Int, { description: 'Progress, 0 to 100' })
  progress!: number;
  @Field(() => GoalStatus, { description: 'Review status' })
  status!: GoalStatus;
  @Field(() => GoalState, { description: 'Work state' })
  state!: GoalState;
  @Field(() => String, { nullable: true, description: 'File name of the supporting document, when there is one' })
  supportingDocumentFilename?: string | null;
  @Field(() => String, { description: 'Created (ISO 8601)' })
  createdAt!: string;
  @Field(() => GoalPermissions, { description: 'What the signed-in user may do with it' })
  viewerCan!: GoalPermissions;
  @Field(() => Employee, { nullable: true, description: 'The assignee' })
  assignee?: Employee | null;
  @Field(() => Employee, { nullable: true, description: 'The reviewer' })
  reviewer?: Employee | null;
}

@ObjectType({ description: 'A page of goals' })
export class GoalPage extends Paged(Goal) {}
