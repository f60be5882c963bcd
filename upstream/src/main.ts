/**
 * Runs the upstream on its own: UPSTREAM_PORT (4010), UPSTREAM_HOST (127.0.0.1), DATA_DIR (<repo>/.data, or
 * ':memory:'), UPSTREAM_FAULTS=1 for fault injection, UPSTREAM_SECRET / TOKEN_TTL for tokens,
 * UPSTREAM_PROFILE=spec to serve SPEC §7 only (read by buildUpstream; see http/extensions.ts).
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
  console.log(`upstream listening on ${upstream.url} (data: ${process.env.DATA_DIR || DEFAULT_DATA_DIR})`);
  const stop = async () => {
    await upstream.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
