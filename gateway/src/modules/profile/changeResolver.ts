/**
 * Change requests: a person asks HR to change their payment account or national ID (what they may not change
 * themself); HR and the CEO approve (the value is applied in the same upstream transaction) or reject. Everyone
 * lists their own; HR and the CEO all of them (the upstream filters, and `newValue` is guarded per field too).
 */
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { filterQuery } from '../../kit/filterQuery';
import { ProfileChangeRequestArgs, ProfileChangeRequestInput } from './inputs';
import { ProfileChangeRequest, ProfileChangeRequestPage } from './types';

const NEEDS = ' (needs the upstream extension /profile_change_requests; not in SPEC §7)';

@Resolver(() => ProfileChangeRequest)
export class ChangeRequestResolver {
  @Authorized()
  @Query(() => ProfileChangeRequestPage, { description: `Change requests: all to HR and the CEO, their own to anyone else${NEEDS}` })
  profileChangeRequests(@Args(() => ProfileChangeRequestArgs) args: ProfileChangeRequestArgs, @Ctx() ctx: Context) {
    return ctx.rest.get('/profile_change_requests', { query: filterQuery(args) });
  }

  @Authorized()
  @Mutation(() => ProfileChangeRequest, { description: `Asks HR to change your payment account or national ID${NEEDS}` })
  requestProfileChange(@Arg('input', () => ProfileChangeRequestInput, { description: 'The change' }) input: ProfileChangeRequestInput, @Ctx() ctx: Context) {
    return ctx.rest.post('/profile_change_requests', { body: { ...input } });
  }

  @Authorized('profileChanges.review')
  @Mutation(() => ProfileChangeRequest, { description: `Approves a pending request and applies it (HR, CEO). Not pending: CONFLICT${NEEDS}` })
  approveProfileChange(
    @Arg('id', () => ID, { description: 'Request id' }) id: string,
    @Arg('hrComment', () => String, { nullable: true, description: 'HR comment' }) hrComment: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.rest.post('/profile_change_requests/{id}/approve', { params: { id }, body: { hrComment } });
  }

  @Authorized('profileChanges.review')
  @Mutation(() => ProfileChangeRequest, { description: `Rejects a pending request; nothing changes (HR, CEO). Not pending: CONFLICT${NEEDS}` })
  rejectProfileChange(
    @Arg('id', () => ID, { description: 'Request id' }) id: string,
    @Arg('hrComment', () => String, { nullable: true, description: 'HR comment' }) hrComment: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.rest.post('/profile_change_requests/{id}/reject', { params: { id }, body: { hrComment } });
  }
}
