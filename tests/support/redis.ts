/**
 * Tests against the real Redis (REDIS_TEST_URL, default redis://127.0.0.1:6379). `describeWithRedis` runs its
 * suite when Redis answers PING; otherwise it says plainly that it skipped — except with CI=true, where an
 * unreachable Redis is a failure (CI must run these). Every suite uses its own `hrtest:<random>:` key prefix
 * and removes its keys afterwards with `dropPrefix`.
 */
import { describe, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { deleteKeysUnder } from '../../gateway/src/state/redisStore';

export const REDIS_TEST_URL = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379';

/** Synchronous (describe blocks cannot wait): a child node process sends PING and expects +PONG within 2 s. */
export function redisReachable(url = REDIS_TEST_URL): boolean {
  const { hostname, port } = new URL(url);
  const probe = `const s=require('net').connect(${Number(port) || 6379},${JSON.stringify(hostname)});
s.setTimeout(2000,()=>process.exit(1));s.on('error',()=>process.exit(1));
s.on('connect',()=>s.write('PING\\r\\n'));s.on('data',(d)=>process.exit(String(d).startsWith('+PONG')?0:1));`;
  try {
    execFileSync(process.execPath, ['-e', probe], { stdio: 'ignore', timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}

export function describeWithRedis(name: string, suite: () => void): void {
  if (redisReachable()) {
    describe(name, suite);
  } else if (process.env.CI === 'true') {
    describe(name, () => {
      it('needs Redis', () => {
        throw new Error(`Redis is not reachable at ${REDIS_TEST_URL}: CI must run the Redis-backed tests (start redis-server)`);
      });
    });
  } else {
    console.warn(`Redis is not reachable at ${REDIS_TEST_URL}: SKIPPED "${name}" (start redis-server to run it)`);
    describe.skip(name, suite);
  }
}

/** A fresh key prefix for one suite. */
export const testPrefix = (): string => `hrtest:${randomBytes(6).toString('hex')}:`;

/** Deletes every key under `prefix` (only ever `hrtest:` prefixes). */
export async function dropPrefix(prefix: string, url = REDIS_TEST_URL): Promise<void> {
  if (!prefix.startsWith('hrtest:')) throw new Error(`refusing to drop keys outside hrtest: (${prefix})`);
  await deleteKeysUnder(url, prefix);
}

/** Keys currently under `prefix` (to assert what the gateway wrote). */
export async function keysUnder(prefix: string, url = REDIS_TEST_URL): Promise<string[]> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await client.connect();
    return await client.keys(`${prefix}*`);
  } finally {
    client.disconnect();
  }
}
