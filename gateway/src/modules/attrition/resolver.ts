/**
 * Attrition: managed types, the tracker (CEO, HR), team attritions (managers: their reporting line), recording,
 * changing and cancelling an attrition (CEO, HR), and the exit interview (CEO, HR). SPEC §6 rules are checked here with
 * access keys and again by the upstream.
 * The lists, one attrition and exit interviews need the upstream extensions GET /api/attritions[/{id}] and
 * GET/PUT /api/attritions/{id}/exit_interview (SPEC §7 only records and changes attritions); without them those
 * fields answer NOT_FOUND. Recording, changing, cancelling and the types use SPEC §7 calls only. Cancelling is
 * SPEC §4's PATCH with the cancelled type (the type flagged `cancels`, read from GET /api/attrition_types).
 * The form's employee picker reads SPEC §7's GET /api/headcount_employees (active=true, sorted by name; `limit=-1`
 * where the upstream has it, else every row: a SPEC-only backend drops the parameter and the kit's `fetchAll` pages).
 * The tracker's analytics need the extension GET /api/attritions/analytics; without it `attritionAnalytics` is null
 * and the tracker says the analytics are not available.
 */
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { pageQuery } from '../../common/paging';
import type { Context } from '../../context';
import { canAccess } from '../../access/table';
import { ErrorCode, gatewayError } from '../../errors';
import { knownMissing, withExtension } from '../../kit/capabilities';
import { fetchAll, fetchPage, type RowOf } from '../../kit/loaders';
import { declareRelations } from '../../kit/relations';
import { employeeRelation } from '../people/loaders';
import { AttritionArgs, AttritionChangesInput, AttritionTypeArgs, AttritionInput, AttritionTypeInput, ExitInterviewInput } from './inputs';
import { Attrition, AttritionAnalytics, AttritionEmployee, AttritionPage, AttritionType, AttritionTypePage, ExitInterview } from './types';
import { definedOnly } from '../../kit/defined';
import { filterQuery } from '../../kit/filterQuery';

/** SPEC §9: attrition types are fetched with per_page 1000. */
const TYPES_QUERY = { perPage: 1000 };
/** The reasons an exit interview offers (the upstream checks the same list). */
export const EXIT_REASONS = [
  'Compensation',
  'Career growth',
  'Management',
  'Workload',
  'Schedule',
  'Relocation',
  'Studies',
  'Health',
  'Better offer',
  'Performance',
  'Other',
];
/** The list needs the extension; a SPEC §7-only upstream has no attrition list, so the screens show an empty one. */
const list = (args: AttritionArgs, ctx: Context) => {
  return withExtension(
    ctx,
    'GET /api/attritions',
    () => ctx.rest.get('/api/attritions', { query: filterQuery(args) }),
    async () => ({ items: [], count: 0 }),
  );
};

@Resolver(() => AttritionType)
export class AttritionTypeResolver {
  @Authorized()
  @Query(() => AttritionTypePage, {
    description: 'Attrition types (every signed-in user; forms offer them). limit -1 reads them all as SPEC §7 does (per_page 1000)',
  })
  attritionTypes(@Args(() => AttritionTypeArgs) args: AttritionTypeArgs, @Ctx() ctx: Context) {
    // Reference data (the same for every caller): from the reference cache, dropped by the type mutations below.
    return fetchPage(ctx, '/api/attrition_types', args.limit === -1 ? TYPES_QUERY : pageQuery(args), (t) => t, { shared: true });
  }

  @Authorized()
  @Query(() => [String], { description: 'The reasons an exit interview offers' })
  exitReasons(): string[] {
    return EXIT_REASONS;
  }

  @Authorized('attritions.manage')
  @Mutation(() => AttritionType, { description: 'Creates an attrition type (CEO, HR). Duplicate name: CONFLICT' })
  createAttritionType(@Arg('input', () => AttritionTypeInput, { description: 'The new type' }) input: AttritionTypeInput, @Ctx() ctx: Context) {
    return ctx.rest.post('/api/attrition_types', { body: { attritionType: { ...input } } });
  }

  @Authorized('attritions.manage')
  @Mutation(() => AttritionType, { description: 'Renames an attrition type or changes its cancels flag (CEO, HR)' })
  updateAttritionType(
    @Arg('id', () => ID, { description: 'Attrition type id' }) id: string,
    @Arg('input', () => AttritionTypeInput, { description: 'The new values' }) input: AttritionTypeInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.rest.put('/api/attrition_types/{id}', { params: { id }, body: { attritionType: { ...input } } });
  }
}

@Resolver(() => Attrition)
export class AttritionResolver {
  @Authorized('attritions.manage')
  @Query(() => AttritionPage, { description: 'Every attrition (CEO, HR); needs the upstream extension GET /api/attritions (empty without it)' })
  attritions(@Args(() => AttritionArgs) args: AttritionArgs, @Ctx() ctx: Context) {
    return list(args, ctx);
  }

  @Authorized('attritions.team')
  @Query(() => AttritionPage, {
    description:
      "Attritions of the caller's reporting line, direct and indirect (managers); needs the upstream extension GET /api/attritions (empty without it)",
  })
  teamAttritions(@Args(() => AttritionArgs) args: AttritionArgs, @Ctx() ctx: Context) {
    return list(args, ctx);
  }

  @Authorized('attritions.manage')
  @Query(() => [AttritionEmployee], {
    description: 'Active employees an attrition may be recorded for, by name (SPEC §7 GET /api/headcount_employees; CEO, HR)',
  })
  attritionEmployees(@Ctx() ctx: Context) {
    return fetchAll(
      ctx,
      '/api/headcount_employees',
      (row) => ({ id: String(row.id), name: String(row.name ?? ''), resId: typeof row.resId === 'string' ? row.resId : null }),
      {
        // Only what the picker shows (SPEC §3 `fields`; a server that ignores it answers whole rows, read the same way).
        query: { active: 'true', sort_by: 'name', sort_dir: 'asc', limit: -1, fields: 'id,name,RES_ID' },
      },
    );
  }

  @Authorized('attritions.manage')
  @Query(() => AttritionAnalytics, {
    nullable: true,
    description:
      'Attrition analytics of the 12 months ending with the current one (CEO, HR): monthly rate, leavers by department, type and tenure, top exit reasons. Needs the upstream extension GET /api/attritions/analytics (null without it)',
  })
  async attritionAnalytics(@Ctx() ctx: Context) {
    const extension = 'GET /api/attritions/analytics';
    try {
      // No SPEC §7 fallback: withExtension remembers the missing route and answers NOT_FOUND, which becomes null here.
      return await withExtension(
        ctx,
        extension,
        () => ctx.rest.get('/api/attritions/analytics'),
        async () => null,
      );
    } catch (error) {
      if (knownMissing(ctx, extension)) return null;
      throw error;
    }
  }

  @Authorized('attritions.manage', 'attritions.team')
  @Query(() => Attrition, { description: 'One attrition; NOT_FOUND when missing; needs the upstream extension GET /api/attritions/{id}' })
  attrition(@Arg('id', () => ID, { description: 'Attrition id' }) id: string, @Ctx() ctx: Context) {
    return ctx.rest.get('/api/attritions/{id}', { params: { id } });
  }

  @Authorized('attritions.manage')
  @Mutation(() => Attrition, {
    description:
      'Records an attrition (CEO, HR). A second open attrition of the person: CONFLICT. Once the last working day has passed the person counts as resigned everywhere',
  })
  createAttrition(@Arg('input', () => AttritionInput, { description: 'The attrition' }) input: AttritionInput, @Ctx() ctx: Context) {
    return ctx.rest.post('/api/attritions', { body: { attrition: { ...input } } });
  }

  @Authorized('attritions.manage')
  @Mutation(() => Attrition, { description: 'Changes an attrition (CEO, HR); a cancelled one: CONFLICT' })
  updateAttrition(
    @Arg('id', () => ID, { description: 'Attrition id' }) id: string,
    @Arg('input', () => AttritionChangesInput, { description: 'The changes' }) input: AttritionChangesInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.rest.patch('/api/attritions/{id}', { params: { id }, body: { attrition: definedOnly(input) } });
  }

  @Authorized('attritions.manage')
  @Mutation(() => Attrition, {
    description: 'Cancels an attrition (CEO, HR): the cancelled type is set and the last working day cleared (SPEC §4); the person is a current employee again',
  })
  async cancelAttrition(@Arg('id', () => ID, { description: 'Attrition id' }) id: string, @Ctx() ctx: Context) {
    const types = await ctx.rest.get('/api/attrition_types', { query: TYPES_QUERY });
    const cancelled = types.items.find((t) => t.cancels);
    if (!cancelled) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'No attrition type cancels an attrition; add one first');
    return ctx.rest.patch('/api/attritions/{id}', { params: { id }, body: { attrition: { attritionTypeId: cancelled.id, lastWorkingDay: null } } });
  }

  @Authorized('attritions.manage')
  @Mutation(() => ExitInterview, {
    description: 'Records or replaces the exit interview of an attrition (CEO, HR); needs the upstream extension PUT /api/attritions/{id}/exit_interview',
  })
  saveExitInterview(
    @Arg('attritionId', () => ID, { description: 'Attrition id' }) attritionId: string,
    @Arg('input', () => ExitInterviewInput, { description: 'The interview' }) input: ExitInterviewInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.rest.put('/api/attritions/{id}/exit_interview', { params: { id: attritionId }, body: { exitInterview: { ...input } } });
  }

  @FieldResolver(() => ExitInterview, { nullable: true, description: 'The exit interview, when recorded (CEO, HR; null for others)' })
  async exitInterview(@Root() row: AttritionRow, @Ctx() ctx: Context) {
    if (!row.hasExitInterview || !canAccess(await ctx.roles(), 'attritions.manage')) return null;
    return ctx.rest.get('/api/attritions/{id}/exit_interview', { params: { id: String(row.id) } });
  }
}

/** An attrition as the upstream answers it. */
type AttritionRow = RowOf<'/api/attritions'>;

declareRelations(AttritionResolver, {
  employee: employeeRelation(
    'Who leaves',
    (row: AttritionRow) => row.employeeId,
    (row) => ({ name: row.employeeName, resId: row.resId }),
  ),
  manager: employeeRelation(
    "The person's manager",
    (row: AttritionRow) => row.managerId,
    (row) => ({ name: row.managerName }),
  ),
  createdBy: employeeRelation(
    'Who recorded it',
    (row: AttritionRow) => row.createdById,
    (row) => ({ name: row.createdByName }),
  ),
});
