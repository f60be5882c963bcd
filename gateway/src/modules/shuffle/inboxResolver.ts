/**
 * The HR inbox in the header (beyond the spec): how many shuffle requests wait for review and how many
 * attritions are upcoming. Two one-row upstream reads (`limit=1`, the count comes with the page).
 */
import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { withExtension } from '../../kit/capabilities';
import { HrInbox } from './types';

@Resolver(() => HrInbox)
export class HrInboxResolver {
  @Authorized('shuffle.review')
  @Query(() => HrInbox, { description: "What waits for HR's action (HR, CEO): pending shuffle requests and upcoming attritions" })
  async hrInbox(@Ctx() ctx: Context): Promise<HrInbox> {
    const [shuffles, attritions] = await Promise.all([
      ctx.rest.get('/manager_shuffle_requests', { query: { status: 'pending', page: 1, limit: 1 } }),
      withExtension(
        ctx,
        'GET /api/attritions',
        () => ctx.rest.get('/api/attritions', { query: { state: 'upcoming', page: 1, limit: 1 } }),
        async () => ({ items: [], count: 0 }),
      ),
    ]);
    return { pendingShuffleRequests: shuffles.count, upcomingAttritions: attritions.count };
  }
}
