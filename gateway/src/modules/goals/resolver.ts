/**
 * Goals: lists (every visible goal, mine, my reporting line's), one goal, create/update with a supporting
 * document (Upload), delete, approve/reject (MANAGE_GOALS), progress, and the document's download link (FileLink).
 * Every call is an upstream extension (GET/POST /goals, ...; upstream/src/http/extensions.ts) with no SPEC §7
 * fallback: against a SPEC §7-only backend these fields answer NOT_FOUND and `capabilities.teamSpace` is false, so
 * the web hides the pages. Private goals, reviews and moves are ruled by the upstream (goals/routes.ts); the gateway
 * adds the key check (goals.manage for the team list) and the relations (assignee, reviewer; answered from the row
 * when only ids and names are asked).
 */
import { Arg, Args, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { pageQuery, SortDir, type Page } from '../../common/paging';
import { Upload, type FileUpload } from '../../common/scalars';
import { checkedOptionalDocument } from '../../files/documentUpload';
import type { Context } from '../../context';
import { ErrorCode, gatewayError } from '../../errors';
import { createFileLink, FileLink } from '../../files/tickets';
import { declareRelations } from '../../kit/relations';
import type { RowOf } from '../../kit/loaders';
import { employeeRelation } from '../people/loaders';
import { EmployeePage } from '../people/types';
import { EmployeeArgs } from '../people/inputs';
import { employeeList, type EmployeeRow } from '../people/resolver';
import { GoalArgs, GoalInput, MyGoalArgs } from './inputs';
import { Goal, GoalPage, GoalState } from './types';
import { filterQuery } from '../../kit/filterQuery';

const documentArg = () => Arg('supportingDocument', () => Upload, { nullable: true, description: 'Supporting document file (GraphQL multipart request)' });
const checkedGoalDocument = (upload: Promise<FileUpload> | null) => checkedOptionalDocument(upload, 'supporting_document', 'supporting document');

/** Multipart text fields of a goal input (omitted fields stay omitted; an empty reviewer clears it). */
function goalFields(input: GoalInput): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) if (value !== undefined && value !== null) fields[key] = String(value);
  if (input.reviewerId === null) fields.reviewerId = '';
  return fields;
}

@Resolver(() => Goal)
export class GoalsResolver {
  @Authorized()
  @Query(() => GoalPage, {
    description: 'Goals the signed-in user may see (private ones: assignee, reviewer, admins); needs the upstream extension GET /goals',
  })
  goals(@Args(() => GoalArgs) args: GoalArgs, @Ctx() ctx: Context) {
    return ctx.rest.get('/goals', { query: filterQuery(args, { team: args.team ? 'true' : undefined }) });
  }

  @Authorized('goals.manage')
  @Query(() => GoalPage, { description: "Goals of the signed-in manager's reporting line (MANAGE_GOALS); needs GET /goals" })
  teamGoals(@Args(() => GoalArgs) args: GoalArgs, @Ctx() ctx: Context) {
    return this.goals(Object.assign(new GoalArgs(), args, { team: true }), ctx);
  }

  @Authorized()
  @Query(() => GoalPage, { description: "The signed-in user's goals still open (not achieved), nearest deadline first: home's My goals" })
  myGoals(@Args(() => MyGoalArgs) args: MyGoalArgs, @Ctx() ctx: Context) {
    return ctx.rest.get('/goals', {
      query: { ...pageQuery({ ...args, sortBy: args.sortBy ?? 'endDate', sortDir: args.sortDir ?? SortDir.ASC }), assigneeId: 'me', open: 'true' },
    });
  }

  @Authorized('goals.manage')
  @Query(() => EmployeePage, { description: 'Whom the signed-in manager may set goals for: everyone below them in the reporting chain (MANAGE_GOALS)' })
  goalAssignees(@Args(() => EmployeeArgs) args: EmployeeArgs, @Ctx() ctx: Context): Promise<Page<EmployeeRow>> {
    return employeeList(ctx, '/employees/managed_employees', args);
  }

  @Authorized()
  @Query(() => Goal, { description: 'One goal; private and not yours: FORBIDDEN; missing: NOT_FOUND "Goal is not found!"' })
  goal(@Arg('id', () => ID, { description: 'Goal id' }) id: string, @Ctx() ctx: Context) {
    return ctx.rest.get('/goals/{id}', { params: { id } });
  }

  @Authorized()
  @Query(() => FileLink, { description: "A download link of the goal's supporting document; none: NOT_FOUND" })
  async goalSupportingDocument(@Arg('id', () => ID, { description: 'Goal id' }) id: string, @Ctx() ctx: Context): Promise<FileLink> {
    const answer = await ctx.rest.get('/goals/{id}/download_supporting_document', { params: { id } });
    if (!answer.url) throw gatewayError(ErrorCode.NOT_FOUND, 'Supporting document is not found!');
    return createFileLink(ctx, answer.url, answer.filename ?? 'supporting-document');
  }

  @Authorized()
  @Mutation(() => Goal, {
    description:
      "Creates a goal: one's own (pending until reviewed) or, with MANAGE_GOALS, a report's (approved at once); someone else's without it: FORBIDDEN",
  })
  async createGoal(
    @Arg('input', () => GoalInput, { description: 'The goal' }) input: GoalInput,
    @documentArg() supportingDocument: Promise<FileUpload> | null,
    @Ctx() ctx: Context,
  ) {
    const file = await checkedGoalDocument(supportingDocument);
    return ctx.rest.post('/goals', { multipart: { fields: goalFields(input), files: { supportingDocument: file } } });
  }

  @Authorized()
  @Mutation(() => Goal, { description: 'Changes a goal (and/or replaces its document): the assignee before approval, a manager managing it until achieved' })
  async updateGoal(
    @Arg('id', () => ID, { description: 'Goal id' }) id: string,
    @Arg('input', () => GoalInput, { description: 'The changes' }) input: GoalInput,
    @documentArg() supportingDocument: Promise<FileUpload> | null,
    @Ctx() ctx: Context,
  ) {
    const file = await checkedGoalDocument(supportingDocument);
    return ctx.rest.put('/goals/{id}', { params: { id }, multipart: { fields: goalFields(input), files: { supportingDocument: file } } });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Deletes a goal: the assignee before approval, a manager managing it, or an admin' })
  async deleteGoal(@Arg('id', () => ID, { description: 'Goal id' }) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.rest.delete('/goals/{id}', { params: { id } });
    return true;
  }

  @Authorized('goals.manage')
  @Mutation(() => Goal, { description: 'Approves a pending goal (MANAGE_GOALS over its assignee); not pending: CONFLICT' })
  approveGoal(@Arg('id', () => ID, { description: 'Goal id' }) id: string, @Ctx() ctx: Context) {
    return ctx.rest.post('/goals/{id}/approve', { params: { id }, body: {} });
  }

  @Authorized('goals.manage')
  @Mutation(() => Goal, { description: 'Rejects a pending goal (MANAGE_GOALS over its assignee); not pending: CONFLICT' })
  rejectGoal(@Arg('id', () => ID, { description: 'Goal id' }) id: string, @Ctx() ctx: Context) {
    return ctx.rest.post('/goals/{id}/reject', { params: { id }, body: {} });
  }

  @Authorized()
  @Mutation(() => Goal, {
    description: 'Updates the progress (0-100) and optionally the state of an approved goal (assignee or a manager managing it); a move not allowed: CONFLICT',
  })
  updateGoalProgress(
    @Arg('id', () => ID, { description: 'Goal id' }) id: string,
    @Arg('progress', () => Int, { description: 'Progress, 0 to 100' }) progress: number,
    @Arg('state', () => GoalState, { nullable: true, description: 'New state (achieved needs progress 100)' }) state: GoalState | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.rest.patch('/goals/{id}/progress', { params: { id }, body: { goal: { progress, state: state ?? undefined } } });
  }
}

/** A goal as the upstream answers it. */
type GoalRow = RowOf<'/goals'>;

declareRelations(GoalsResolver, {
  assignee: employeeRelation(
    'The assignee',
    (row: GoalRow) => row.assigneeId,
    (row) => ({ name: row.assigneeName }),
  ),
  reviewer: employeeRelation(
    'The reviewer',
    (row: GoalRow) => row.reviewerId,
    (row) => ({ name: row.reviewerName }),
  ),
});
