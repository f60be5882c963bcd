/**
 * Prometheus metrics of the gateway (prom-client, one registry per process), served at /metrics on METRICS_PORT, or
 * on the public port to `Authorization: Bearer <METRICS_TOKEN>` only (docs/operations.md):
 *   graphql_operation_duration_seconds{operation,type,company}   histogram of whole GraphQL operations
 *   graphql_operation_errors_total{operation,code,company}        errors by operation name and extensions.code
 *   upstream_request_duration_seconds{method,route,status,company} REST calls by route template (`/employees/:id`)
 *   user_cache_lookups_total{result}                      current-user cache hits and misses
 *   sign_in_throttled_total{scope}                        sign-ins refused by the throttle (account, address)
 *   embedded_upstream_restarts_total                      restarts of the embedded upstream after it died
 * plus Node's default process metrics. Operation names are the client's; anonymous operations count as `anonymous`.
 * `company` is the request's company (companyLabel): one company's load and errors are told from another's, and a
 * label never carries anything but a subdomain.
 */
import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { config } from '../config';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const operationDuration = new Histogram({
  name: 'graphql_operation_duration_seconds',
  help: 'GraphQL operation latency by operation name and type',
  labelNames: ['operation', 'type', 'company'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const operationErrors = new Counter({
  name: 'graphql_operation_errors_total',
  help: 'GraphQL errors by operation name and extensions.code',
  labelNames: ['operation', 'code', 'company'] as const,
  registers: [registry],
});

export const upstreamDuration = new Histogram({
  name: 'upstream_request_duration_seconds',
  help: 'REST upstream call latency by method, route template and HTTP status (0 = no answer)',
  labelNames: ['method', 'route', 'status', 'company'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const userCacheLookups = new Counter({
  name: 'user_cache_lookups_total',
  help: 'Current-user cache lookups by result (hit, miss)',
  labelNames: ['result'] as const,
  registers: [registry],
});

/** How many companies get a label of their own in this process; the ones seen later share `other`. */
export const MAX_COMPANY_LABELS = 200;
const companyLabels = new Set<string>();
const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The `company` label of a request's company (ops/company.ts): its subdomain, `default` when it names none. Any
 * caller may send any X-Company, and every value would be a series of its own: only the first MAX_COMPANY_LABELS
 * subdomains seen are kept, and the rest (and anything that is no subdomain) counts as `other`.
 */
export function companyLabel(company: string | null | undefined): string {
  if (!company) return 'default';
  if (companyLabels.has(company)) return company;
  if (companyLabels.size >= MAX_COMPANY_LABELS || !SUBDOMAIN.test(company)) return 'other';
  companyLabels.add(company);
  return company;
}

/** `/employees/42/leaves?x=1` -> `/employees/:id/leaves`: numeric, UUID and long opaque segments become `:id`. */
export function routeTemplate(path: string): string {
  const bare = path.split('?')[0] ?? '';
  return bare
    .split('/')
    .map((segment) => (/^\d+$/.test(segment) || /^[0-9a-f-]{32,36}$/i.test(segment) || segment.length > 40 ? ':id' : segment))
    .join('/');
}

export const signInThrottled = new Counter({
  name: 'sign_in_throttled_total',
  help: 'Sign-in attempts refused by the throttle, by what was throttled (account, address)',
  labelNames: ['scope'] as const,
  registers: [registry],
});

export const upstreamRestarts = new Counter({
  name: 'embedded_upstream_restarts_total',
  help: 'Restarts of the embedded upstream after it died',
  registers: [registry],
});

/** The Prometheus text, for /metrics on the public port (behind METRICS_TOKEN) or on METRICS_PORT. */
export async function metricsAnswer(res: ServerResponse): Promise<void> {
  const text = await registry.metrics();
  res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
  res.end(text);
}

/**
 * Whether a request on the public port may read /metrics: only with `Authorization: Bearer <METRICS_TOKEN>`. Without a
 * token configured the public port does not serve them at all (they name routes, error codes and sign-in counts).
 */
export function metricsAllowed(authorization: string | undefined, token = config.metricsToken()): boolean {
  if (!token) return false;
  const given = Buffer.from(/^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** An http.Server serving /metrics only, for METRICS_PORT. */
export function createMetricsServer(): Server {
  return createServer((req, res) => {
    if (req.method === 'GET' && (req.url ?? '').split('?')[0] === '/metrics') return void metricsAnswer(res).catch(() => res.destroy());
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
}
