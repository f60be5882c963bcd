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
import { recruitmentRoutes } from './recruitment/routes';
import { recruitmentSchemas } from './recruitment/schemas';
import type { RouteSchemaTable } from './http/schema';
import { authSchemas } from './auth/schemas';
import { filesSchemas } from './files/schemas';
import { peopleSchemas } from './people/schemas';
import { leaveSchemas } from './leave/schemas';
import { attendanceSchemas } from './attendance/schemas';
import { actionsSchemas } from './actions/schemas';

export const domainRoutes: FastifyPluginAsync[] = [authRoutes, filesRoutes, peopleRoutes, leaveRoutes, attendanceRoutes, actionsRoutes, recruitmentRoutes];

/** THE list of route schema tables (http/schema.ts), one per domain, in the same order. */
export const routeSchemaTables: RouteSchemaTable[] = [authSchemas, filesSchemas, peopleSchemas, leaveSchemas, attendanceSchemas, actionsSchemas, recruitmentSchemas];
