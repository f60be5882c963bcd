/**
 * Kudos: give kudos with a message, a person's kudos wall (profile), this week's kudos (home), withdraw.
 * Every call is an upstream extension (GET/POST /kudos, DELETE /kudos/{id}) without a SPEC §7 fallback: against a
 * SPEC §7-only backend they answer NOT_FOUND and `capabilities.teamSpace` is false, so the web hides kudos.
 */
import { Arg, Args, ArgsType, Authorized, Ctx, Field, ID, Mutation, Query, Resolver } from 'type-graphql';
import { pageQuery } from '../../common/paging';
import type { Context } from '../../context';
import { declareRelations } from '../../kit/relations';
import type { RowOf } from '../../kit/loaders';
import { employeeRelation } from '../people/loaders';
import { Kudos, KudosPage } from './types';
import { filterQuery } from '../../kit/filterQuery';
import { SortedPageArgs } from '../../kit/sortKeys';

@ArgsType()
export class KudosArgs extends SortedPageArgs('/kudos', 'KudosSortKey') {
  @Field(() => ID, { nullable: true, description: "Only kudos received by this employee ('me': the signed-in user)" })
  receiverId?: string | null;
  @Field(() => ID, { nullable: true, description: "Only kudos given by this employee ('me')" })
  giverId?: string | null;
  @Field(() => String, { nullable: true, description: 'Message or either name contains' })
  search?: string | null;
}

/** This week's kudos sort as the whole list does. */
@ArgsType()
export class WeeklyKudosArgs extends SortedPageArgs('/kudos', 'KudosSortKey') {}

@Resolver(() => Kudos)
export class KudosResolver {
  @Authorized()
  @Query(() => KudosPage, { description: 'Kudos, newest first (everyone sees every kudos); needs the upstream extension GET /kudos' })
  kudos(@Args(() => KudosArgs) args: KudosArgs, @Ctx() ctx: Context) {
    return ctx.rest.get('/kudos', { query: filterQuery(args) });
  }

  @Authorized()
  @Query(() => KudosPage, { description: "This week's kudos (Monday to Sunday), newest first: home's weekly kudos" })
  weeklyKudos(@Args(() => WeeklyKudosArgs) args: WeeklyKudosArgs, @Ctx() ctx: Context) {
    return ctx.rest.get('/kudos', { query: { ...pageQuery(args), week: 'current' } });
  }

  @Authorized()
  @Mutation(() => Kudos, { description: 'Gives kudos to a colleague with a message; to oneself: BAD_USER_INPUT' })
  giveKudos(
    @Arg('receiverId', () => ID, { description: 'The colleague' }) receiverId: string,
    @Arg('message', () => String, { description: 'The message (at most 500 characters)' }) message: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.rest.post('/kudos', { body: { kudos: { receiverId: Number(receiverId) || receiverId, message } } });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Withdraws kudos (the giver, or an admin)' })
  async deleteKudos(@Arg('id', () => ID, { description: 'Kudos id' }) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.rest.delete('/kudos/{id}', { params: { id } });
    return true;
  }
}

/** A kudos as the upstream answers it. */
type KudosRow = RowOf<'/kudos'>;

declareRelations(KudosResolver, {
  giver: employeeRelation(
    'Who gave it',
    (row: KudosRow) => row.giverId,
    (row) => ({ name: row.giverName }),
  ),
  receiver: employeeRelation(
    'Who received it',
    (row: KudosRow) => row.receiverId,
    (row) => ({ name: row.receiverName }),
  ),
});
