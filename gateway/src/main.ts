/**
 * `npm start`: the gateway on PORT (4000). Without UPSTREAM_URL it first starts the embedded upstream
 * (DATABASE_URL, else DATA_DIR, default <repo>/.data, on UPSTREAM_PORT 4010) in a child process (embeddedUpstream.ts: its
 * WASM database must not share the gateway's thread; the child inherits the environment); with UPSTREAM_URL it only proxies.
 */
import 'reflect-metadata';
import path from 'node:path';
import type { Server } from 'node:http';
import { config } from './config';
import { startEmbeddedUpstream } from './embeddedUpstream';
import { createGateway } from './server';

const repoRoot = path.resolve(__dirname, '../..');

async function main(): Promise<void> {
  let upstreamUrl = process.env.UPSTREAM_URL;
  let stopUpstream: (() => Promise<void>) | undefined;
  if (!upstreamUrl) {
    const upstream = await startEmbeddedUpstream({
      port: Number(process.env.UPSTREAM_PORT) || 4010,
      dataDir: process.env.DATA_DIR || path.join(repoRoot, '.data'),
      faults: process.env.UPSTREAM_FAULTS === '1',
    });
    upstreamUrl = upstream.url;
    stopUpstream = () => upstream.close();
  }

  const gateway = await createGateway({ upstreamUrl, webDist: process.env.WEB_DIST || path.join(repoRoot, 'web/dist') });
  const port = config.port();
  const server: Server = gateway.app.listen(port, () => {
    console.log(`HR app ready at http://localhost:${port} (GraphQL: /graphql)`);
  });

  const shutdown = async () => {
    server.close();
    await gateway.close();
    await stopUpstream?.();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
