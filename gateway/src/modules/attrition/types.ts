/** GraphQL types of attrition: managed attrition types, attritions and their exit interviews. */
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Paged } from '../../common/paging';
import { Employee } from '../people/types';

export enum AttritionState {
  UPCOMING = 'upcoming',
  LEFT = 'left',
  CANCELLED = 'cancelled',
}
registerEnumType(AttritionState, {
  name: 'AttritionState',
  description: 'Where an attrition stands',
  valuesConfig: {
    UPCOMING: { description: 'The last working day has not passed yet; the person is still a current employee' },
    LEFT: { description: 'The last working day has passed: the person counts as resigned everywhere' },
    CANCELLED: { description: 'Cancelled: the person stays (or is back) as a current employee' },
  },
});

@ObjectType({ description: 'A kind of attrition (resignation, termination, ...); the type flagged `cancels` cancels an attrition' })
export class AttritionType {
  @Field(() => ID, { description: 'Attrition type id' })
  id!: string;
  @Field(() => String, { description: 'Name, e.g. "Resignation"' })
  name!: string;
  @Field(() => Boolean, { description: 'Whether this is the cancelled type (SPEC §4)' })
  cancels!: boolean;
}

@ObjectType({ description: 'A page of attrition types' })
export class AttritionTypePage extends Paged(AttritionType) {}

@ObjectType({ description: 'The exit interview of an attrition' })
export class ExitInterview {
  @Field(() => ID, { description: 'The attrition it belongs to' })
  attritionId!: string;
  @Field(() => [String], { description: 'Why the person leaves (from a fixed list, see `exitReasons`)' })
  reasons!: string[];
  @Field(() => Int, { nullable: true, description: 'Overall experience, 1 (poor) to 5 (excellent)' })
  ratingOverall?: number | null;
  @Field(() => Int, { nullable: true, description: 'Management, 1 to 5' })
  ratingManagement?: number | null;
  @Field(() => Int, { nullable: true, description: 'Compensation, 1 to 5' })
  ratingCompensation?: number | null;
  @Field(() => Int, { nullable: true, description: 'Growth and development, 1 to 5' })
  ratingGrowth?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Whether the company would hire the person again' })
  wouldRehire?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Whether the person would recommend the company' })
  wouldRecommend?: boolean | null;
  @Field(() => String, { nullable: true, description: 'Free comments' })
  comments?: string | null;
  @Field(() => String, { nullable: true, description: 'Who held the interview' })
  interviewerName?: string | null;
  @Field(() => String, { description: 'When it was last saved (ISO date-time)' })
  updatedAt!: string;
}

@ObjectType({ description: 'Someone leaving the company (SPEC §3, §4 "Attrition")' })
export class Attrition {
  @Field(() => ID, { description: 'Attrition id' })
  id!: string;
  @Field(() => ID, { description: 'Who leaves' })
  employeeId!: string;
  @Field(() => String, { description: 'Name of who leaves', deprecationReason: 'Use employee { name }' })
  employeeName!: string;
  @Field(() => String, { description: 'RES_ID of who leaves' })
  resId!: string;
  @Field(() => String, { nullable: true, description: "The person's department" })
  departmentName?: string | null;
  @Field(() => ID, { nullable: true, description: "The person's manager" })
  managerId?: string | null;
  @Field(() => String, { nullable: true, description: "The manager's name", deprecationReason: 'Use manager { name }' })
  managerName?: string | null;
  @Field(() => String, { nullable: true, description: 'When the person joined (YYYY-MM-DD)' })
  dateJoined?: string | null;
  @Field(() => ID, { description: 'Attrition type id' })
  attritionTypeId!: string;
  @Field(() => String, { description: 'Attrition type name' })
  attritionTypeName!: string;
  @Field(() => AttritionState, { description: 'Upcoming, left or cancelled' })
  state!: AttritionState;
  @Field(() => String, { description: 'When notice was given (YYYY-MM-DD)' })
  noticeDate!: string;
  @Field(() => String, { nullable: true, description: 'Last working day (YYYY-MM-DD); cleared when cancelled' })
  lastWorkingDay?: string | null;
  @Field(() => String, { nullable: true, description: 'Why the person leaves' })
  reason?: string | null;
  @Field(() => ID, { nullable: true, description: 'Who recorded it' })
  createdById?: string | null;
  @Field(() => String, { nullable: true, description: 'Name of who recorded it', deprecationReason: 'Use createdBy { name }' })
  createdByName?: string | null;
  @Field(() => Boolean, { description: 'Whether an exit interview is recorded' })
  hasExitInterview!: boolean;
  @Field(() => String, { nullable: true, description: 'When it was cancelled (ISO date-time)' })
  cancelledAt?: string | null;
  @Field(() => String, { description: 'When it was recorded (ISO date-time)' })
  createdAt!: string;

  @Field(() => Employee, { nullable: true, description: 'Who leaves' })
  employee?: Employee | null;
  @Field(() => Employee, { nullable: true, description: "The person's manager" })
  manager?: Employee | null;
  @Field(() => Employee, { nullable: true, description: 'Who recorded it' })
  createdBy?: Employee | null;
  @Field(() => ExitInterview, { nullable: true, description: 'The exit interview, when recorded (CEO, HR; null for others)' })
  exitInterview?: ExitInterview | null;
}

@ObjectType({ description: 'A page of attritions' })
export class AttritionPage extends Paged(Attrition) {}

@ObjectType({ description: 'Someone the attrition form may record (an active employee, from GET /api/headcount_employees)' })
export class AttritionEmployee {
  @Field(() => ID, { description: 'Employee id' })
  id!: string;
  @Field(() => String, { description: 'Full name' })
  name!: string;
  @Field(() => String, { nullable: true, description: 'RES_ID' })
  resId?: string | null;
}

@ObjectType({ description: 'A count of leavers under one label' })
export class AttritionGroup {
  @Field(() => String, { description: 'Department, type, tenure band or exit reason' })
  label!: string;
  @Field(() => Int, { description: 'Leavers (or, for exit reasons, interviews naming it)' })
  count!: number;
}

@ObjectType({ description: 'Leavers and attrition rate of one month' })
export class AttritionMonth {
  @Field(() => String, { description: 'The month (YYYY-MM)' })
  month!: string;
  @Field(() => Int, { description: 'Leavers: attritions not cancelled whose last working day fell in the month and has passed' })
  leavers!: number;
  @Field(() => Float, { description: 'Average headcount of the month: (people on the books on its first day + on its last day, or today) / 2' })
  headcount!: number;
  @Field(() => Float, { description: 'Attrition rate, percent: leavers / average headcount × 100 (one decimal)' })
  rate!: number;
}

@ObjectType({ description: 'Attrition analytics over the 12 months ending with the current one (CEO, HR)' })
export class AttritionAnalytics {
  @Field(() => String, { description: 'First day of the window (YYYY-MM-DD)' })
  from!: string;
  @Field(() => String, { description: 'Today, the end of the window (YYYY-MM-DD)' })
  to!: string;
  @Field(() => Int, { description: 'Leavers over the window' })
  leavers!: number;
  @Field(() => [AttritionMonth], { description: 'The 12 months, oldest first' })
  months!: AttritionMonth[];
  @Field(() => [AttritionGroup], { description: "Leavers of the window by department (the person's current department)" })
  byDepartment!: AttritionGroup[];
  @Field(() => [AttritionGroup], { description: 'Leavers of the window by attrition type' })
  byType!: AttritionGroup[];
  @Field(() => [AttritionGroup], { description: 'Leavers of the window by tenure band (< 3 months ... 5+ years; Unknown without a joining date)' })
  byTenure!: AttritionGroup[];
  @Field(() => [AttritionGroup], { description: 'The exit-interview reasons of the window leavers, most frequent first (10 at most)' })
  topReasons!: AttritionGroup[];
}
