/**
 * Runs the upstream on its own: UPSTREAM_PORT (4010), UPSTREAM_HOST (127.0.0.1), DATABASE_URL (a PostgreSQL server)
 * or else DATA_DIR (embedded PGlite: <repo>/.data, or ':memory:'), UPSTREAM_FAULTS=1 for fault injection,
 * UPSTREAM_SECRET / TOKEN_TTL for tokens,
 * UPSTREAM_PROFILE=spec to serve SPEC §7 only (read by buildUpstream; see http/extensions.ts).
 * Started by the gateway as its embedded child process (gateway/src/embeddedUpstream.ts), it tells the parent its URL
 * over IPC and stops when the parent goes away.
 */
import path from 'node:path';
import { startUpstream } from './index';

export const DEFAULT_DATA_DIR = path.resolve(__dirname, '../../.data');

/** The URL without its password, for the log. */
function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://…';
  }
}

async function main(): Promise<void> {
  const upstream = await startUpstream({
    port: Number(process.env.UPSTREAM_PORT ?? 4010),
    host: process.env.UPSTREAM_HOST ?? '127.0.0.1',
    dataDir: process.env.DATA_DIR || DEFAULT_DATA_DIR,
    databaseUrl: process.env.DATABASE_URL || undefined,
    faults: process.env.UPSTREAM_FAULTS === '1',
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });
  const data = process.env.DATABASE_URL ? `PostgreSQL ${redact(process.env.DATABASE_URL)}` : process.env.DATA_DIR || DEFAULT_DATA_DIR;
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
    console.log(`upstream listening on ${upstream.url} (data: ${data})`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
