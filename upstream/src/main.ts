/**
 * Runs the upstream on its own: UPSTREAM_PORT (4010), UPSTREAM_HOST (127.0.0.1), DATA_DIR (<repo>/.data, or
 * ':memory:'), UPSTREAM_FAULTS=1 for fault injection, UPSTREAM_SECRET / TOKEN_TTL for tokens.
 * Started by the gateway as its embedded child process (gateway/src/embeddedUpstream.ts), it tells the parent its URL
 * over IPC and stops when the parent goes away.
 */
import path from 'node:path';
import { startUpstream } from './index';

export const DEFAULT_DATA_DIR = path.resolve(__dirname, '../../.data');

async function main(): Promise<void> {
  const upstream = await startUpstream({
    port: Number(process.env.UPSTREAM_PORT ?? 4010),
    host: process.env.UPSTREAM_HOST ?? '127.0.0.1',
    dataDir: process.env.DATA_DIR || DEFAULT_DATA_DIR,
    faults: process.env.UPSTREAM_FAULTS === '1',
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });
  const stop = async () => {
    await upstream.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  if (process.send) {
    process.send({ type: 'upstream-ready', url: upstream.url });
    process.once('disconnect', stop);
  } else {
    console.log(`upstream listening on ${upstream.url} (data: ${process.env.DATA_DIR || DEFAULT_DATA_DIR})`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
