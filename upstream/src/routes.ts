/**
 * THE list of domain route plugins. Each domain appends its plugin here (one line), in domain order.
 * Every plugin is registered on the app after the auth hook, so its routes are protected unless public.
 */
import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/routes';
import { filesRoutes } from './files/routes';
import { actionsRoutes } from './actions/routes';
import { peopleRoutes } from './people/routes';
import { leaveRoutes } from './leave/routes';
import { attendanceRoutes } from './attendance/routes';

export const domainRoutes: FastifyPluginAsync[] = [authRoutes, filesRoutes, peopleRoutes, leaveRoutes, attendanceRoutes, actionsRoutes];
