/**
 * The supervisors page, the org chart and the directory. Every signed-in person may read the company's reporting line: it answers
 * only what colleagues see of each other (name, job title, department, team, report count), so no field needs a
 * role. Each query is one upstream call (the chain in one recursive statement, reports one page at a time with their
 * counts), so nothing is loaded per person and the chart of a large company is read a level at a time.
 * On a SPEC §7-only upstream (no /org_chart) all answer NOT_FOUND and `capabilities.orgChart` is false, so the web
 * hides the page.
 */
import { Arg, Args, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import { pageQuery, type Page } from '../../common/paging';
import type { Context } from '../../context';
import { EXTENSIONS, withExtension } from '../../kit/capabilities';
import { GraphQLError } from 'graphql';
import { fetchPage, type RowOf } from '../../kit/loaders';
import { DirectoryArgs, DirectReportsArgs } from './inputs';
import { type Colleague, DirectoryPerson, DirectoryPersonPage, OrgPerson, OrgPersonPage } from './types';

const NEEDS = ' (needs the upstream extension /org_chart; not in SPEC §7)';

/** The colleague fields of a row of either list. */
const colleague = (row: RowOf<'/org_chart/reports'> | RowOf<'/org_chart/directory'>): Colleague => ({
  id: String(row.id),
  name: row.name,
  roleTitle: row.roleTitle,
  departmentName: row.departmentName,
  teamName: row.teamName,
});

const toOrgPerson = (row: RowOf<'/org_chart/reports'>): OrgPerson => ({
  ...colleague(row),
  managerId: row.managerId == null ? null : String(row.managerId),
  reportCount: row.reportCount,
});

const toDirectoryPerson = (row: RowOf<'/org_chart/directory'>): DirectoryPerson => ({
  ...colleague(row),
  managerId: row.managerId == null ? null : String(row.managerId),
  managerName: row.managerName,
  active: row.active,
});

const optionalId = (id: string | null | undefined) => (id ? Number(id) : undefined);

const notOffered = () => new GraphQLError(`The org chart is not available${NEEDS}`, { extensions: { code: 'NOT_FOUND' } });

@Resolver(() => OrgPerson)
export class OrgChartResolver {
  @Authorized()
  @Query(() => [OrgPerson], {
    description: `The person, then their manager, their manager's manager … up to the top of the company (signed in)${NEEDS}. NOT_FOUND for an unknown person`,
  })
  async supervisorChain(@Arg('employeeId', () => ID, { description: 'The person' }) employeeId: string, @Ctx() ctx: Context): Promise<OrgPerson[]> {
    const answer = await withExtension(
      ctx,
      EXTENSIONS.orgChart,
      () => ctx.rest.get('/org_chart/{id}/chain', { params: { id: employeeId } }),
      async () => null,
      { ambiguous404: true, notFound: notOffered },
    );
    return answer.items.map(toOrgPerson);
  }

  @Authorized()
  @Query(() => OrgPersonPage, {
    description: `A page of someone's active direct reports, or of the people at the top of the company, each with their report count (signed in)${NEEDS}`,
  })
  directReports(@Args(() => DirectReportsArgs) args: DirectReportsArgs, @Ctx() ctx: Context): Promise<Page<OrgPerson>> {
    const managerId = args.managerId ? Number(args.managerId) : undefined;
    return withExtension(
      ctx,
      EXTENSIONS.orgChart,
      () => fetchPage(ctx, '/org_chart/reports', { ...pageQuery(args), managerId }, toOrgPerson),
      async () => null,
      { notFound: notOffered },
    );
  }

  @Authorized()
  @Query(() => DirectoryPersonPage, {
    description: `A page of the company directory: everyone with colleague fields only, searchable and filtered (signed in)${NEEDS}`,
  })
  directory(@Args(() => DirectoryArgs) args: DirectoryArgs, @Ctx() ctx: Context): Promise<Page<DirectoryPerson>> {
    const filters = {
      search: args.search ?? undefined,
      departmentId: optionalId(args.departmentId),
      teamId: optionalId(args.teamId),
      managerId: optionalId(args.managerId),
      active: args.includeFormer ? ('all' as const) : undefined,
    };
    return withExtension(
      ctx,
      EXTENSIONS.orgChart,
      () => fetchPage(ctx, '/org_chart/directory', { ...pageQuery(args), ...filters }, toDirectoryPerson),
      async () => null,
      { notFound: notOffered },
    );
  }
}
