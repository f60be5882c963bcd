/**
 * Teams of the team space: one team with its leader and manager, and "change current team".
 * Members are the SPEC §7 list `GET /employees?team_id=` (the web pages it through `employees(teamId)`); the team
 * leader is the member whose role title says "team leader" (SPEC §6 matching) and to whom the team's members report
 * (the reporting line HR sets), the manager that leader's manager — so the team page works against a SPEC §7-only
 * backend too, and a team leader who moves himself into a team does not become its leader. `changeCurrentTeam` needs the upstream extension
 * PATCH /teams/current (NOT_FOUND without it).
 */
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Authorized, Ctx, FieldResolver, ID, Info, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { forgetCachedEmployee } from '../../currentUser';
import { ErrorCode, gatewayError } from '../../errors';
import { fetchAll, type RowOf } from '../../kit/loaders';
import { employeeFromRow, teamById } from '../people/loaders';
import { Employee, Team } from '../people/types';

/** Every member of a team (one paged SPEC §7 read, shared by the leader and manager fields of one request). */
const membersOf = (ctx: Context, teamId: string) => fetchAll(ctx, '/employees', (row) => row, { query: { teamId } });
/** The member titled team leader with the most members reporting to him (none of them led: no leader). */
function leaderOf(members: RowOf<'/employees'>[]) {
  const led = (id: unknown) => members.filter((m) => m.manager && String(m.manager.id) === String(id)).length;
  const ranked = members.filter((m) => /team leader/i.test(m.roleTitle ?? '')).map((m) => ({ m, reports: led(m.id) }));
  return ranked.filter((r) => r.reports > 0).sort((a, b) => b.reports - a.reports)[0]?.m ?? null;
}

@Resolver(() => Team)
export class TeamsResolver {
  @Authorized()
  @Query(() => Team, { description: 'One team; missing: NOT_FOUND "Team is not found!"' })
  async team(@Arg('id', () => ID, { description: 'Team id' }) id: string, @Ctx() ctx: Context): Promise<Team> {
    const team = await teamById(ctx).load(id);
    if (!team) throw gatewayError(ErrorCode.NOT_FOUND, 'Team is not found!');
    return team;
  }

  @FieldResolver(() => Employee, { nullable: true, description: 'The team leader: the member titled team leader whom the team reports to (null when none)' })
  async teamLeader(@Root() team: Team, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo) {
    const leader = leaderOf(await membersOf(ctx, team.id));
    return leader ? employeeFromRow(ctx, info, leader.id, { name: leader.name, roleTitle: leader.roleTitle }) : null;
  }

  @FieldResolver(() => Employee, { nullable: true, description: "The team's manager: the team leader's manager (null when none)" })
  async manager(@Root() team: Team, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo) {
    const manager = leaderOf(await membersOf(ctx, team.id))?.manager;
    return manager ? employeeFromRow(ctx, info, manager.id, { name: manager.name }) : null;
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: "Moves the signed-in user to another team (the shared area's change current team; needs the upstream extension PATCH /teams/current)",
  })
  async changeCurrentTeam(@Arg('teamId', () => ID, { description: 'The new team' }) teamId: string, @Ctx() ctx: Context): Promise<boolean> {
    const me = await ctx.currentUser();
    await ctx.rest.patch('/teams/current', { body: { team: { teamId: Number(teamId) || teamId } } });
    await forgetCachedEmployee(me.id);
    return true;
  }
}
