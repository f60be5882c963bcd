/**
 * THE list of domain route plugins, and of their route schemas. Each domain appends its plugin and its schema table
 * here (one line each), in domain order.
 * Every plugin is registered on the app after the auth hook, so its routes are protected unless public.
 */
import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/routes';
import { filesRoutes } from './files/routes';
import { actionsRoutes } from './actions/routes';
import { peopleRoutes } from './people/routes';
import { leaveRoutes } from './leave/routes';
import { attendanceRoutes } from './attendance/routes';
import { shuffleRoutes } from './shuffle/routes';
import { attritionRoutes } from './attrition/routes';
import { payRoutes } from './pay/routes';
import { headcountRoutes } from './headcount/routes';
import { permissionsRoutes } from './permissions/routes';
import { goalsRoutes } from './goals/routes';
import { kudosRoutes } from './kudos/routes';
import { teamsRoutes } from './teams/routes';
import { helpdeskRoutes } from './helpdesk/routes';
import { documentsRoutes } from './documents/routes';
import { assetsRoutes } from './assets/routes';
import { recruitmentRoutes } from './recruitment/routes';
import { recruitmentSchemas } from './recruitment/schemas';
import type { RouteSchemaTable } from './http/schema';
import { authSchemas } from './auth/schemas';
import { filesSchemas } from './files/schemas';
import { peopleSchemas } from './people/schemas';
import { leaveSchemas } from './leave/schemas';
import { attendanceSchemas } from './attendance/schemas';
import { actionsSchemas } from './actions/schemas';
import { shuffleSchemas } from './shuffle/schemas';
import { attritionSchemas } from './attrition/schemas';
import { paySchemas } from './pay/schemas';
import { headcountSchemas } from './headcount/schemas';
import { homeRoutes } from './home/routes';
import { homeSchemas } from './home/schemas';
import { permissionsSchemas } from './permissions/schemas';
import { goalsSchemas } from './goals/schemas';
import { kudosSchemas } from './kudos/schemas';
import { teamsSchemas } from './teams/schemas';
import { helpdeskSchemas } from './helpdesk/schemas';
import { documentsSchemas } from './documents/schemas';
import { assetsSchemas } from './assets/schemas';

export const domainRoutes: FastifyPluginAsync[] = [authRoutes, filesRoutes, peopleRoutes, leaveRoutes, attendanceRoutes, actionsRoutes, shuffleRoutes, attritionRoutes, payRoutes, headcountRoutes, homeRoutes, permissionsRoutes, goalsRoutes, kudosRoutes, teamsRoutes, recruitmentRoutes];

/** THE list of route schema tables (http/schema.ts), one per domain, in the same order. */
export const routeSchemaTables: RouteSchemaTable[] = [authSchemas, filesSchemas, peopleSchemas, leaveSchemas, attendanceSchemas, actionsSchemas, shuffleSchemas, attritionSchemas, paySchemas, headcountSchemas, homeSchemas, permissionsSchemas, goalsSchemas, kudosSchemas, teamsSchemas, recruitmentSchemas];

domainRoutes.push(helpdeskRoutes, documentsRoutes, assetsRoutes); // workspace

routeSchemaTables.push(helpdeskSchemas, documentsSchemas, assetsSchemas); // workspace
