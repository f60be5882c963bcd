/**
 * The shared area's self-service leave ("my leaves"): the signed-in person's own requests, and canceling a request.
 * Their balances are `leaveBalances` without an employee (the caller's), so the page makes no call per row.
 * Canceling needs the upstream extension POST /leave_requests/{id}/cancel (`capabilities.leaveCancel`): a SPEC §7-only
 * upstream has no such step, and the web hides the action there.
 */
import { Arg, Args, ArgsType, Authorized, Ctx, Field, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { ErrorCode, gatewayError } from '../../errors';
import { EXTENSIONS, withExtension } from '../../kit/capabilities';
import { filterQuery } from '../../kit/filterQuery';
import { SortedPageArgs } from '../../kit/sortKeys';
import { LeaveRequest, LeaveRequestPage, LeaveStatus } from './types';

export const CANCEL_UNAVAILABLE = 'Canceling leave requests is not available on this server';

@ArgsType()
export class MyLeaveRequestArgs extends SortedPageArgs('/leave_requests', 'LeaveRequestSortKey') {
  @Field(() => LeaveStatus, { nullable: true, description: 'Only requests in this state' })
  status?: LeaveStatus | null;
}

@Resolver()
export class MyLeavesResolver {
  @Authorized()
  @Query(() => LeaveRequestPage, { description: 'The signed-in person\'s own leave requests, every status (the shared area\'s "my leaves")' })
  async myLeaveRequests(@Args(() => MyLeaveRequestArgs) args: MyLeaveRequestArgs, @Ctx() ctx: Context) {
    const me = await ctx.currentUser();
    return ctx.rest.get('/leave_requests', { query: { ...filterQuery(args), employeeId: String(me.id) } });
  }

  @Authorized()
  @Mutation(() => LeaveRequest, {
    description:
      'Cancels a pending or approved leave request: the requester before its first day; a manager up their reporting line, HR or the CEO at any time. Its days return to the balance. Another state: CONFLICT; started (requester): CONFLICT; anyone else: FORBIDDEN. Needs the upstream extension POST /leave_requests/{id}/cancel (capabilities.leaveCancel); without it NOT_FOUND saying so',
  })
  cancelLeaveRequest(@Arg('id', () => ID, { description: 'Leave request id' }) id: string, @Ctx() ctx: Context) {
    return withExtension(
      ctx,
      EXTENSIONS.leaveCancel,
      () => ctx.rest.post('/leave_requests/{id}/cancel', { params: { id } }),
      async () => null, // no SPEC §7 call cancels: a missing route is this NOT_FOUND, a missing request the upstream's
      { ambiguous404: true, notFound: () => gatewayError(ErrorCode.NOT_FOUND, CANCEL_UNAVAILABLE) },
    );
  }
}
