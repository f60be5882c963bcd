/**
 * Manager shuffle requests: tracker and details (ACM, HR, CEO, head), filing (ACM, CEO, head), review (HR, CEO) and an
 * employee's manager history. SPEC §6 rules are checked here with access keys, and again by the upstream (which also
 * lets anyone read the requests that moved themself: their own manager history).
 * Relations (requester, target employee, current / proposed / previous manager, reviewer) are answered from the row
 * when the selection asks only for ids and names, else loaded through the people module's batched `employeeById`, so a
 * tracker page costs one upstream call whatever the number of rows.
 */
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { declareRelations } from '../../kit/relations';
import type { RowOf } from '../../kit/loaders';
import { employeeRelation } from '../people/loaders';
import { ManagerShuffleRequestInput, ShuffleRequestArgs } from './inputs';
import { ManagerShuffleRequest, ManagerShuffleRequestPage, ShuffleStatus } from './types';
import { filterQuery } from '../../kit/filterQuery';

@Resolver(() => ManagerShuffleRequest)
export class ManagerShuffleResolver {
  @Authorized('shuffle.view')
  @Query(() => ManagerShuffleRequestPage, { description: 'Manager shuffle requests (ACM, HR, CEO, head)' })
  managerShuffleRequests(@Args(() => ShuffleRequestArgs) args: ShuffleRequestArgs, @Ctx() ctx: Context) {
    return ctx.rest.get('/manager_shuffle_requests', { query: filterQuery(args) });
  }

  @Authorized('shuffle.view')
  @Query(() => ManagerShuffleRequest, { description: 'One manager shuffle request (ACM, HR, CEO, head); NOT_FOUND when missing' })
  managerShuffleRequest(@Arg('id', () => ID, { description: 'Request id' }) id: string, @Ctx() ctx: Context) {
    return ctx.rest.get('/manager_shuffle_requests/{id}', { params: { id } });
  }

  @Authorized()
  @Query(() => [ManagerShuffleRequest], {
    description:
      "An employee's manager history: their approved shuffle requests that took effect, latest first. ACM, HR, CEO and heads see anyone's; everyone else only their own (others' answer an empty list)",
  })
  async managerHistory(@Arg('employeeId', () => ID, { description: 'The employee' }) employeeId: string, @Ctx() ctx: Context) {
    const page = await ctx.rest.get('/manager_shuffle_requests', {
      query: { employeeId, status: ShuffleStatus.APPROVED, page: 1, limit: 100, sortBy: 'effective_date', sortDir: 'desc' },
    });
    return page.items.filter((r) => r.appliedAt != null && String(r.targetEmployeeId) === String(employeeId));
  }

  @Authorized('shuffle.add')
  @Mutation(() => ManagerShuffleRequest, {
    description:
      'Files a manager shuffle request (ACM, CEO, head). A second pending request for the employee: CONFLICT; the employee themself, their current manager or someone reporting to them as the new manager: BAD_USER_INPUT',
  })
  createManagerShuffleRequest(
    @Arg('input', () => ManagerShuffleRequestInput, { description: 'The request' }) input: ManagerShuffleRequestInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.rest.post('/manager_shuffle_requests', { body: { managerShuffleRequest: { ...input } } });
  }

  @Authorized('shuffle.review')
  @Mutation(() => ManagerShuffleRequest, {
    description:
      'Approves a pending request (HR, CEO); the manager changes at once when the effective date is today or past, else on that date. Not pending: CONFLICT',
  })
  approveManagerShuffleRequest(
    @Arg('id', () => ID, { description: 'Request id' }) id: string,
    @Arg('hrComment', () => String, { nullable: true, description: 'HR comment' }) hrComment: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.rest.post('/manager_shuffle_requests/{id}/approve', { params: { id }, body: { hrComment } });
  }

  @Authorized('shuffle.review')
  @Mutation(() => ManagerShuffleRequest, { description: 'Rejects a pending request with an HR comment (HR, CEO). Not pending: CONFLICT' })
  rejectManagerShuffleRequest(
    @Arg('id', () => ID, { description: 'Request id' }) id: string,
    @Arg('hrComment', () => String, { description: 'Why it is rejected' }) hrComment: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.rest.post('/manager_shuffle_requests/{id}/reject', { params: { id }, body: { hrComment } });
  }
}

/** A manager shuffle request as the upstream answers it. */
type ShuffleRow = RowOf<'/manager_shuffle_requests'>;

declareRelations(ManagerShuffleResolver, {
  requester: employeeRelation(
    'Who filed it',
    (row: ShuffleRow) => row.requesterId,
    (row) => ({ name: row.requesterName }),
  ),
  targetEmployee: employeeRelation(
    'The employee to move',
    (row: ShuffleRow) => row.targetEmployeeId,
    (row) => ({ name: row.targetEmployeeName, resId: row.targetEmployeeResId }),
  ),
  currentManager: employeeRelation(
    "The employee's manager now",
    (row: ShuffleRow) => row.currentManagerId,
    (row) => ({ name: row.currentManagerName }),
  ),
  proposedManager: employeeRelation(
    'The proposed new manager',
    (row: ShuffleRow) => row.proposedManagerId,
    (row) => ({ name: row.proposedManagerName }),
  ),
  reviewedBy: employeeRelation(
    'Who reviewed it',
    (row: ShuffleRow) => row.reviewedById,
    (row) => ({ name: row.reviewedByName }),
  ),
  previousManager: employeeRelation(
    'The manager replaced when the change took effect',
    (row: ShuffleRow) => row.previousManagerId,
    (row) => ({ name: row.previousManagerName }),
  ),
});
