/**
 * Teams of the team space (SPEC §2 shared-area menu "Teams", §8 confirmation "change current team").
 * The list is GET /teams (people domain, SPEC §7) and a team's members GET /employees?team_id= (SPEC §7 list with
 * its team filter); the page's team leader and manager are derived from the members by the gateway. Beyond SPEC §7:
 *   PATCH /teams/current   { team: { team_ID } } (SPEC §3 Team spelling) -> the caller's employee record with the new team
 *
 * Decisions: any signed-in employee may move themself to another existing team (the shared area's "change current
 * team", behind a confirmation in the web); moving others stays with adjust teams (SPEC §6). The team says where one
 * works, never whom one manages: authority follows the reporting line (manager_id, set by HR), so a team leader who
 * moves into a team gains nothing over its people and does not become its leader. A missing team answers
 * 404 "Team is not found!"; the current team again is a no-op answer.
 */
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../http/errors';
import { bodyOf } from '../http/schema';
import { TeamChoice } from './schemas';
import { EMPLOYEE_DETAIL_SQL } from '../auth/store';

export const teamsRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  app.patch('/teams/current', async (request) => {
    const { team_ID: teamId } = bodyOf(request, TeamChoice);
    const team = (await db.query<{ team_ID: number }>('SELECT "team_ID" FROM teams WHERE "team_ID" = $1', [teamId])).rows[0];
    if (!team) throw new HttpError(404, 'Team is not found!', [{ field: 'team_ID', message: 'Team is not found!' }]);
    await db.query('UPDATE employees SET "team_ID" = $2 WHERE id = $1', [request.user.id, team.team_ID]);
    return (await db.query(`${EMPLOYEE_DETAIL_SQL} WHERE e.id = $1`, [request.user.id])).rows[0];
  });
};
