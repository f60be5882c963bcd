/**
 * Prometheus metrics of the gateway, served at /metrics (prom-client, one registry per process):
 *   graphql_operation_duration_seconds{operation,type}   histogram of whole GraphQL operations
 *   graphql_operation_errors_total{operation,code}        errors by operation name and extensions.code
 *   upstream_request_duration_seconds{method,route,status} REST calls by route template (`/employees/:id`)
 *   user_cache_lookups_total{result}                      current-user cache hits and misses
 * plus Node's default process metrics. Operation names are the client's; anonymous operations count as `anonymous`.
 */
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const operationDuration = new Histogram({
  name: 'graphql_operation_duration_seconds',
  help: 'GraphQL operation latency by operation name and type',
  labelNames: ['operation', 'type'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const operationErrors = new Counter({
  name: 'graphql_operation_errors_total',
  help: 'GraphQL errors by operation name and extensions.code',
  labelNames: ['operation', 'code'] as const,
  registers: [registry],
});

export const upstreamDuration = new Histogram({
  name: 'upstream_request_duration_seconds',
  help: 'REST upstream call latency by method, route template and HTTP status (0 = no answer)',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const userCacheLookups = new Counter({
  name: 'user_cache_lookups_total',
  help: 'Current-user cache lookups by result (hit, miss)',
  labelNames: ['result'] as const,
  registers: [registry],
});

/** `/employees/42/leaves?x=1` -> `/employees/:id/leaves`: numeric, UUID and long opaque segments become `:id`. */
export function routeTemplate(path: string): string {
  const bare = path.split('?')[0] ?? '';
  return bare
    .split('/')
    .map((segment) => (/^\d+$/.test(segment) || /^[0-9a-f-]{32,36}$/i.test(segment) || segment.length > 40 ? ':id' : segment))
    .join('/');
}
