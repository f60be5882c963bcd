/**
 * createGateway(): the express app serving /graphql (Apollo Server 5 + type-graphql, uploads, query limits,
 * Sandbox), /healthz (alive), /readyz (upstream reachable), /metrics (Prometheus), /files/:ticket, the offline
 * explorer at /graphiql, the bell's live count at /notifications/stream and the built web app with SPA fallback, precompressed and with security headers on
 * every answer. Every request gets a request id (ops/requestId.ts). It keeps no state that breaks with several
 * replicas: tickets are self-contained, and the user cache, revoked sessions and persisted queries live in the
 * shared state (Redis with REDIS_URL, see state/shared.ts).
 */
import { calendarFeedHandler } from './modules/calendars/feed';
import { notificationStreamHandler, STREAM_PATH } from './modules/notifications/stream';
import 'reflect-metadata';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import express, { type ErrorRequestHandler, type Express } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { messages } from '@hr/rules';
import { config } from './config';
import type { SupervisedHealth } from './embeddedUpstream';
import { createContext, type Context } from './context';
import { ErrorCode } from './errors';
import { fileDownloadHandler } from './files/download';
import { graphqlFastPath, graphqlHandler, JSON_BODY_LIMIT, sendRequestError } from './graphqlHttp';
import { introspectionForSignedIn } from './introspection';
import { compiledGateway } from './kit/compiledExecution';
import { upstreamAnswers } from './rest/client';
import { buildGatewaySchema } from './schema';
import { sharedStateFromEnv, type SharedState } from './state/shared';
import { operationsPlugin } from './ops/graphqlPlugin';
import { fieldGuardsPlugin } from './access/fieldAccess';
import { landingPageWithExplorerLink } from './ops/landingPage';
import { metricsAllowed, metricsAnswer } from './ops/metrics';
import { clientAddressOf } from './ops/clientAddress';
import { requestIdOf, setRequestId } from './ops/requestId';
import { companyOf } from './ops/company';
import { setSecurityHeaders } from './webapp/securityHeaders';
import { serveWeb } from './webapp/staticFiles';

export interface GatewayOptions {
  /** Base URL of the REST upstream, e.g. http://localhost:4010 */
  upstreamUrl: string;
  /** Directory of the built web app (web/dist); omitted or missing = API only. */
  webDist?: string;
  /** User cache, revoked sessions, persisted queries (default: this process's, in Redis with REDIS_URL). */
  state?: SharedState;
  /** The health of an upstream this process runs and restarts (embeddedUpstream.ts); omitted = none. */
  supervised?: () => SupervisedHealth;
}

export interface Gateway {
  /** What an http.Server serves: POST /graphql with a JSON body on the fast path (graphqlHttp.ts), the rest through `app`. */
  listener: RequestListener;
  /** The express app (everything but the fast path). */
  app: Express;
  apollo: ApolloServer<Context>;
  state: SharedState;
  /** Stops Apollo (the caller closes its own http.Server). */
  close(): Promise<void>;
}

/** Query limits for a public endpoint; each rejection names the limit and what was found. */
export const QUERY_LIMITS = { maxDepth: 12, maxAliases: 15, maxTokens: 2000, maxCost: 5000 } as const;

const API_PREFIXES = ['/graphql', '/files/', '/calendar-feeds/', STREAM_PATH, '/healthz', '/readyz', '/metrics'];

export async function createGateway(options: GatewayOptions): Promise<Gateway> {
  const upstreamUrl = options.upstreamUrl.replace(/\/+$/, '');
  const state = options.state ?? sharedStateFromEnv();
  // Give Redis a moment to connect so the first requests find the shared entries; it may also come later.
  await state.ready(2000);
  const armor = new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.maxDepth },
    maxAliases: { n: QUERY_LIMITS.maxAliases },
    // Tokens are limited by graphql-js's own parser (parseOptions below): the armor plugin's Apollo hook does not stop the parse.
    maxTokens: { enabled: false },
    costLimit: { maxCost: QUERY_LIMITS.maxCost },
  }).protect();

  const apollo = new ApolloServer<Context>({
    // One schema, executed by compiled operations (kit/compiledExecution.ts): Apollo takes an executor only this way.
    gateway: compiledGateway(await buildGatewaySchema()),
    ...armor,
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    csrfPrevention: true,
    // main.ts drains in-flight requests on SIGTERM/SIGINT; Apollo's own handler (on outside NODE_ENV=test) would stop
    // the server and re-raise the signal, killing the process before they finish.
    stopOnTerminationSignals: false,
    introspection: true,
    cache: state.apolloCache,
    plugins: [
      ...armor.plugins,
      introspectionForSignedIn,
      operationsPlugin,
      fieldGuardsPlugin,
      // No HTTP caching of GraphQL answers here, and the plugin would instrument every field resolver.
      ApolloServerPluginCacheControlDisabled(),
      landingPageWithExplorerLink(),
    ],
    validationRules: [...armor.validationRules],
  });
  await apollo.start();

  const contextOf = (req: IncomingMessage) =>
    createContext({
      upstreamUrl,
      state,
      requestId: requestIdOf(req),
      authorization: req.headers.authorization,
      permission: typeof req.headers['x-permission'] === 'string' ? req.headers['x-permission'] : null,
      company: companyOf(req),
      clientAddress: clientAddressOf(req),
    });

  /** The headers of every answer, on the fast path and through express alike. */
  const answerHeaders = (req: IncomingMessage, res: ServerResponse) => {
    setRequestId(req, res);
    setSecurityHeaders(req, res);
  };

  const app = express();
  app.disable('x-powered-by');
  app.use((req, res, next) => {
    answerHeaders(req, res);
    next();
  });

  // /graphql first (the busiest path matches no other route first), straight on the app: its handler writes the answer
  // itself (graphqlHttp.ts), so no ETag is hashed and no sub-app is needed for that setting.
  const uploads = graphqlUploadExpress({ maxFileSize: config.uploadMaxMb() * 1024 * 1024, maxFiles: 10 });
  app.use(
    '/graphql',
    // Only a multipart body can carry files: other requests skip the upload middleware's content-type parsing.
    (req, res, next) => (/multipart/i.test(req.headers['content-type'] ?? '') ? uploads(req, res, next) : next()),
    express.json({ limit: JSON_BODY_LIMIT }),
    graphqlHandler(apollo, contextOf),
  );
  app.use('/graphql', graphqlRequestErrors);

  /** Liveness: the process answers, and the upstream it supervises (if any) has not been down past its grace period. */
  app.get('/healthz', (_req, res) => {
    const upstream = options.supervised?.();
    if (upstream?.failing) res.status(503).json({ status: 'unavailable', upstream: 'down', downForMs: upstream.downForMs });
    else res.json({ status: 'ok' });
  });
  /** Readiness: the upstream answers its own /healthz within 3 s. */
  app.get('/readyz', async (_req, res) => {
    // Any answer below 500 means the upstream is up (a SPEC §7-only backend has no /healthz and answers 404).
    if (await upstreamAnswers(`${upstreamUrl}/healthz`, 3000)) res.json({ status: 'ok', upstream: 'ok' });
    else res.status(503).json({ status: 'unavailable', upstream: 'unavailable' });
  });
  // The public port serves metrics only to METRICS_TOKEN's bearer (404 otherwise: nothing to find); METRICS_PORT serves them apart (main.ts).
  app.get('/metrics', async (req, res) => {
    if (!metricsAllowed(req.headers.authorization)) res.status(404).type('text/plain').send('Not found');
    else await metricsAnswer(res);
  });

  app.get('/files/:ticket', fileDownloadHandler(upstreamUrl, state.sessions, state));
  app.get('/calendar-feeds/:token.ics', calendarFeedHandler(upstreamUrl));
  app.get(STREAM_PATH, notificationStreamHandler(upstreamUrl, state.sessions));

  if (options.webDist) serveWeb(app, options.webDist, { apiPrefixes: API_PREFIXES });

  const fastPath = graphqlFastPath(apollo, contextOf, answerHeaders);
  const listener: RequestListener = (req: IncomingMessage, res: ServerResponse) => {
    if (!fastPath(req, res)) app(req, res);
  };

  return {
    listener,
    app,
    apollo,
    state,
    close: () => apollo.stop(),
  };
}

/** Multipart/body errors raised before Apollo runs, answered in GraphQL's error shape. */
const graphqlRequestErrors: ErrorRequestHandler = (error, _req, res, _next) => {
  const status = Number(error?.status) || 400;
  const message = status === 413 ? messages.fileSize(config.uploadMaxMb()) : String(error?.message ?? 'Bad request');
  sendRequestError(res, status, message, status === 413 ? ErrorCode.BAD_USER_INPUT : ErrorCode.BAD_REQUEST);
};
