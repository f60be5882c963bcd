/**
 * Help desk links: listed for everyone signed in, kept by admins (CEO, head of HR) — the access keys
 * `helpdesk.view` / `helpdesk.manage`, and the same rule at the upstream. The shared area has no SPEC §7 paths: every
 * call here is an upstream extension (/helpdesk_links, upstream/src/http/extensions.ts) with no SPEC fallback; against
 * a SPEC §7-only backend the calls answer NOT_FOUND (the descriptions say so).
 */
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { pageQuery } from '../../common/paging';
import { fetchPage, type RowOf } from '../../kit/loaders';
import type { Context } from '../../context';
import { declareRelations } from '../../kit/relations';
import { employeeRelation } from '../people/loaders';
import { HelpdeskLinkArgs, HelpdeskLinkInput } from './inputs';
import { HelpdeskLink, HelpdeskLinkPage } from './types';

const NEEDS = ' (needs the upstream extension /helpdesk_links; not in SPEC §7)';
const idArg = () => Arg('id', () => ID, { description: 'Help desk link id' });

@Resolver(() => HelpdeskLink)
export class HelpdeskLinkResolver {
  @Authorized('helpdesk.view')
  @Query(() => HelpdeskLinkPage, { description: `Help desk links, for everyone signed in${NEEDS}` })
  helpdeskLinks(@Args(() => HelpdeskLinkArgs) { search, ...page }: HelpdeskLinkArgs, @Ctx() ctx: Context) {
    // The same links for everyone signed in: from the reference cache, dropped by the link mutations below.
    return fetchPage(ctx, '/helpdesk_links', { ...pageQuery(page), search }, (link) => link, { shared: true });
  }

  @Authorized('helpdesk.view')
  @Query(() => HelpdeskLink, { description: `One help desk link; NOT_FOUND "Help desk link is not found!"${NEEDS}` })
  helpdeskLink(@idArg() id: string, @Ctx() ctx: Context) {
    return ctx.rest.get('/helpdesk_links/{id}', { params: { id } });
  }

  @Authorized('helpdesk.manage')
  @Mutation(() => HelpdeskLink, { description: `Adds a help desk link (admins: CEO, head of HR)${NEEDS}` })
  createHelpdeskLink(@Arg('input', () => HelpdeskLinkInput, { description: 'The new link' }) input: HelpdeskLinkInput, @Ctx() ctx: Context) {
    return ctx.rest.post('/helpdesk_links', { body: { helpdeskLink: { ...input } } });
  }

  @Authorized('helpdesk.manage')
  @Mutation(() => HelpdeskLink, { description: `Changes a help desk link (admins)${NEEDS}` })
  updateHelpdeskLink(
    @idArg() id: string,
    @Arg('input', () => HelpdeskLinkInput, { description: 'The new values' }) input: HelpdeskLinkInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.rest.put('/helpdesk_links/{id}', { params: { id }, body: { helpdeskLink: { ...input } } });
  }

  @Authorized('helpdesk.manage')
  @Mutation(() => Boolean, { description: `Deletes a help desk link (admins)${NEEDS}` })
  async deleteHelpdeskLink(@idArg() id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.rest.delete('/helpdesk_links/{id}', { params: { id } });
    return true;
  }
}

/** A help desk link as the upstream answers it. */
type LinkRow = RowOf<'/helpdesk_links'>;

declareRelations(HelpdeskLinkResolver, {
  createdBy: employeeRelation(
    'Who added it',
    (row: LinkRow) => row.createdById,
    (row) => ({ name: row.createdByName }),
  ),
});
