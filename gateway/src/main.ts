/**
 * `npm start`: the gateway on PORT (4000). Without UPSTREAM_URL it first starts the embedded upstream
 * (DATABASE_URL, else DATA_DIR, default <repo>/.data, on UPSTREAM_PORT 4010) in a child process (embeddedUpstream.ts: its
 * WASM database must not share the gateway's thread; the child inherits the environment); with UPSTREAM_URL it only proxies.
 */
import 'reflect-metadata';
import path from 'node:path';
import http, { type Server } from 'node:http';
import { config } from './config';
import { startEmbeddedUpstream } from './embeddedUpstream';
import { createGateway, type GatewayOptions } from './server';
import { createMetricsServer } from './ops/metrics';
import { logger } from './ops/logger';

const repoRoot = path.resolve(__dirname, '../..');

async function main(): Promise<void> {
  let upstreamUrl = process.env.UPSTREAM_URL;
  let stopUpstream: (() => Promise<void>) | undefined;
  let supervised: GatewayOptions['supervised'];
  if (!upstreamUrl) {
    const upstream = await startEmbeddedUpstream({
      port: Number(process.env.UPSTREAM_PORT) || 4010,
      dataDir: process.env.DATA_DIR || path.join(repoRoot, '.data'),
      faults: process.env.UPSTREAM_FAULTS === '1',
    });
    upstreamUrl = upstream.url;
    stopUpstream = () => upstream.close();
    supervised = () => upstream.health();
  }

  const gateway = await createGateway({ upstreamUrl, webDist: process.env.WEB_DIST || path.join(repoRoot, 'web/dist'), supervised });
  const port = config.port();
  const server: Server = http.createServer(gateway.listener).listen(port, () => {
    logger.info({ port }, `HR app ready at http://localhost:${port} (GraphQL: /graphql, explorer: /graphiql)`);
  });
  const metricsPort = config.metricsPort();
  const metricsServer =
    metricsPort === undefined
      ? undefined
      : createMetricsServer().listen(metricsPort, () => {
          logger.info({ port: metricsPort }, `metrics at http://localhost:${metricsPort}/metrics`);
        });

  // Graceful shutdown: stop accepting, let in-flight requests finish (up to SHUTDOWN_GRACE_MS), then stop the rest.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const grace = Number(process.env.SHUTDOWN_GRACE_MS) || 10_000;
    const force = setTimeout(() => server.closeAllConnections(), grace);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    clearTimeout(force);
    metricsServer?.close();
    await gateway.close();
    await stopUpstream?.();
    logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  logger.fatal({ err: error }, 'gateway failed to start');
  process.exit(1);
});
