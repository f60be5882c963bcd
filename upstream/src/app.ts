/**
 * Builds the upstream Fastify app: error format, body limits, multipart, fault injection (tests), the auth hook,
 * /healthz, every domain plugin from routes.ts and the domains' due jobs (domains.ts). The database must already be
 * migrated (see index.ts).
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import './types';
import type { Db } from './db';
import { installErrorHandling, rememberConstraintColumns } from './http/errors';
import { DEFAULT_UPLOAD_LIMIT_BYTES, registerMultipart } from './http/multipart';
import { registerFaults } from './http/faults';
import { assertNoNul } from './http/values';
import { EXTENSION_MARKS, profileFromEnv, registerSpecProfile, type Profile } from './http/extensions';
import { registerAuthHook } from './auth/hook';
import { registerCompanyHook } from './companies/hook';
import { tokenServiceFor } from './auth/tokens';
import { domainRoutes, routeSchemaTables } from './routes';
import { DOMAINS } from './domains';
import { scheduleDueJobs } from './http/dueJobs';
import { mailTransport } from './mail/transport';
import { registerRouteSchemas, registerValidation } from './http/schema';
import { registerOpenApi } from './http/openapi';
import { registerFields } from './http/fields';

export interface BuildUpstreamOptions {
  db: Db;
  /** Fault injection + request stats endpoints (/__faults, /__stats). Off unless asked for. */
  faults?: boolean;
  /** Fastify logger option (false = silent). */
  logger?: FastifyServerOptions['logger'];
  /** Upload and JSON body limit in bytes (default 10 MB). */
  uploadLimitBytes?: number;
  /** Token secret; defaults to UPSTREAM_SECRET or the one stored in the database. */
  tokenSecret?: string;
  /** Token lifetime ("12h", or seconds); defaults to TOKEN_TTL or 12h. */
  tokenTtl?: string | number;
  /** `spec`: serve SPEC §7 only (http/extensions.ts); defaults to UPSTREAM_PROFILE or `full`. */
  profile?: Profile;
  /** The clock of date-dependent answers (attendance's "today"); tests inject a fixed day. Default: the real date. */
  today?: () => Date;
  /** How long a GET may reuse its session's signed-in employee (auth/signedInCache.ts); default UPSTREAM_AUTH_CACHE_MS or by driver. */
  authCacheMs?: number;
  /** SMTP server for mail (smtp://user:pass@host:port); default SMTP_URL. Without one, mail is kept in the outbox. */
  smtpUrl?: string;
  /** Extra plugins registered after the domain routes (tests use this for throw-away routes). */
  extraRoutes?: FastifyPluginAsync[];
}

export async function buildUpstream(options: BuildUpstreamOptions): Promise<FastifyInstance> {
  const uploadLimit = options.uploadLimitBytes ?? DEFAULT_UPLOAD_LIMIT_BYTES;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: uploadLimit,
    // The gateway sends one X-Request-Id per GraphQL request; every log line of the call carries it as `reqId`.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // The gateway calls from these addresses and names its own caller in X-Forwarded-For: request.ip is that caller
    // (the registration limit counts per client address, companies/throttle.ts).
    trustProxy: process.env.UPSTREAM_TRUST_PROXY?.trim() || 'loopback',
  });
  app.decorate('db', options.db);
  app.decorate('today', options.today ?? (() => new Date()));
  const profile = options.profile ?? profileFromEnv();
  app.decorate('profile', profile);
  app.decorate('mailTransport', mailTransport(options.smtpUrl ?? process.env.SMTP_URL));
  app.decorate('tokens', await tokenServiceFor(options.db, { secret: options.tokenSecret, ttl: options.tokenTtl }));

  installErrorHandling(app, uploadLimit);
  await rememberConstraintColumns(options.db);
  registerValidation(app);
  registerRouteSchemas(app, routeSchemaTables, EXTENSION_MARKS);
  await registerOpenApi(app);
  await registerMultipart(app, uploadLimit);
  registerFields(app);
  if (options.faults) registerFaults(app);
  if (profile === 'spec') registerSpecProfile(app);
  registerCompanyHook(app);
  registerAuthHook(app, { faults: options.faults, authCacheMs: options.authCacheMs });

  // No string anywhere in a request may hold U+0000 (Postgres refuses it): a 422 naming the field, for every route.
  app.addHook('preValidation', async (request) => {
    assertNoNul(request.params);
    assertNoNul(request.query);
    assertNoNul(request.body);
  });
  app.get('/healthz', async () => ({ status: 'ok' }));
  for (const plugin of domainRoutes) await app.register(plugin);
  scheduleDueJobs(
    app,
    DOMAINS.flatMap((d) => d.jobs ?? []),
  );
  for (const plugin of options.extraRoutes ?? []) await app.register(plugin);
  if (!app.mailTransport.send) app.log.info('No SMTP_URL: mail is not sent; admins read it in the outbox (GET /mail/outbox)');
  await app.ready();
  return app;
}
