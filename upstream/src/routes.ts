/**
 * The domains' route plugins and route schema tables, in the order of domains.ts (which is also the order of the
 * OpenAPI document's paths). Every plugin is registered on the app after the auth hook, so its routes are protected
 * unless public.
 */
import type { FastifyPluginAsync } from 'fastify';
import { DOMAINS } from './domains';
import type { RouteSchemaTable } from './http/schema';

export const domainRoutes: readonly FastifyPluginAsync[] = DOMAINS.map((d) => d.routes);

/** The route schema tables (http/schema.ts), one per domain, in the same order. */
export const routeSchemaTables: readonly RouteSchemaTable[] = DOMAINS.map((d) => d.schemas);
