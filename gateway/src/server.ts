/**
 * createGateway(): the express app serving /graphql (Apollo Server 5 + type-graphql, uploads, query limits,
 * Sandbox), /healthz (alive), /readyz (upstream reachable), /metrics (Prometheus), /files/:ticket, the offline
 * explorer at /graphiql and the built web app with SPA fallback, precompressed and with security headers on
 * every answer. Every request gets a request id (ops/requestId.ts). It keeps no state that breaks with several
 * replicas (tickets are self-contained; the user cache is only a cache).
 */
import 'reflect-metadata';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import express, { type ErrorRequestHandler, type Express } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { config } from './config';
import { createContext, type Context } from './context';
import { ErrorCode } from './errors';
import { fileDownloadHandler } from './files/download';
import { introspectionForSignedIn } from './introspection';
import { restHttp } from './rest/client';
import { buildGatewaySchema } from './schema';
import { operationsPlugin } from './ops/graphqlPlugin';
import { landingPageWithExplorerLink } from './ops/landingPage';
import { registry } from './ops/metrics';
import { requestIdMiddleware, requestIdOf } from './ops/requestId';
import { securityHeaders } from './webapp/securityHeaders';
import { serveWeb } from './webapp/staticFiles';

export interface GatewayOptions {
  /** Base URL of the REST upstream, e.g. http://localhost:4010 */
  upstreamUrl: string;
  /** Directory of the built web app (web/dist); omitted or missing = API only. */
  webDist?: string;
}

export interface Gateway {
  app: Express;
  apollo: ApolloServer<Context>;
  /** Stops Apollo (the caller closes its own http.Server). */
  close(): Promise<void>;
}

/** Query limits for a public endpoint; each rejection names the limit and what was found. */
export const QUERY_LIMITS = { maxDepth: 12, maxAliases: 15, maxTokens: 2000, maxCost: 5000 } as const;

const API_PREFIXES = ['/graphql', '/files/', '/healthz', '/readyz', '/metrics'];

export async function createGateway(options: GatewayOptions): Promise<Gateway> {
  const upstreamUrl = options.upstreamUrl.replace(/\/+$/, '');
  const armor = new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.maxDepth },
    maxAliases: { n: QUERY_LIMITS.maxAliases },
    // Tokens are limited by graphql-js's own parser (parseOptions below): the armor plugin's Apollo hook does not stop the parse.
    maxTokens: { enabled: false },
    costLimit: { maxCost: QUERY_LIMITS.maxCost },
  }).protect();

  const apollo = new ApolloServer<Context>({
    schema: await buildGatewaySchema(),
    ...armor,
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    csrfPrevention: true,
    introspection: true,
    plugins: [
      ...armor.plugins,
      introspectionForSignedIn,
      operationsPlugin,
      // No HTTP caching of GraphQL answers here, and the plugin would instrument every field resolver.
      ApolloServerPluginCacheControlDisabled(),
      landingPageWithExplorerLink(),
    ],
    validationRules: [...armor.validationRules],
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  app.use(requestIdMiddleware, securityHeaders);

  /** Liveness: the process answers. */
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  /** Readiness: the upstream answers its own /healthz within 3 s. */
  app.get('/readyz', async (_req, res) => {
    try {
      await restHttp.get(`${upstreamUrl}/healthz`, { timeout: 3000 });
      res.json({ status: 'ok', upstream: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable', upstream: 'unavailable' });
    }
  });
  app.get('/metrics', async (_req, res) => {
    res.type(registry.contentType).send(await registry.metrics());
  });

  app.get('/files/:ticket', fileDownloadHandler(upstreamUrl));

  app.use(
    '/graphql',
    graphqlUploadExpress({ maxFileSize: config.uploadMaxMb() * 1024 * 1024, maxFiles: 10 }),
    express.json({ limit: '2mb' }),
    expressMiddleware(apollo, {
      context: async ({ req }) =>
        createContext({
          upstreamUrl,
          requestId: requestIdOf(req),
          authorization: req.headers.authorization,
          permission: typeof req.headers['x-permission'] === 'string' ? req.headers['x-permission'] : null,
        }),
    }),
  );
  app.use('/graphql', graphqlRequestErrors);

  if (options.webDist) serveWeb(app, options.webDist, { apiPrefixes: API_PREFIXES });

  return {
    app,
    apollo,
    close: () => apollo.stop(),
  };
}

/** Multipart/body errors raised before Apollo runs, answered in GraphQL's error shape. */
const graphqlRequestErrors: ErrorRequestHandler = (error, _req, res, _next) => {
  const status = Number(error?.status) || 400;
  const message = status === 413 ? `size should be less than ${config.uploadMaxMb()} MB!` : String(error?.message ?? 'Bad request');
  const code = status === 413 ? ErrorCode.BAD_USER_INPUT : ErrorCode.BAD_REQUEST;
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
};
