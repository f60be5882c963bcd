/**
 * The gateway supervises its embedded upstream: killed, it is started again on the same port, the restart is
 * counted in the metrics, /healthz fails once it has been down past the grace period, and every request made once it
 * is back succeeds, under a steady load throughout. The backoff wait and the clock are the test's, so nothing sleeps.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { clearCurrentUserCache } from '../../gateway/src/currentUser';
import { startEmbeddedUpstream, type EmbeddedUpstream } from '../../gateway/src/embeddedUpstream';
import { graphql } from '../generated';
import { gql, loginAs, startReplica, type GatewayReplica } from '../support/stack';

const GRACE_MS = 10_000;
const METRICS_TOKEN = 'metrics-test-token';
let clock = 0;
let release: () => void = () => undefined;
const waits: number[] = [];
let upstream: EmbeddedUpstream;
let gateway: GatewayReplica;

beforeAll(async () => {
  process.env.METRICS_TOKEN = METRICS_TOKEN;
  upstream = await startEmbeddedUpstream({
    port: 0,
    dataDir: ':memory:',
    graceMs: GRACE_MS,
    now: () => clock,
    wait: (ms) => {
      waits.push(ms);
      return new Promise<void>((resolve) => (release = resolve));
    },
  });
  // As main.ts wires it: /healthz reads the supervisor.
  gateway = await startReplica(upstream.url, { supervised: () => upstream.health() });
}, 180_000);

afterAll(async () => {
  delete process.env.METRICS_TOKEN;
  await gateway?.close();
  await upstream?.close();
  clearCurrentUserCache();
});

const healthz = async () => (await fetch(`${gateway.url}/healthz`)).status;
const restartsCounted = async () => {
  const text = await (await fetch(`${gateway.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return Number(/^embedded_upstream_restarts_total (\d+)/m.exec(text)?.[1]);
};
const reaches = (state: 'down' | 'up') => new Promise<void>((resolve) => upstream.onChange((s) => s === state && resolve()));
const signIn = () =>
  gql(
    gateway,
    graphql(`
      mutation SupervisionLogin {
        login(email: "agent@demo.hr", password: "Passw0rd!") {
          token
        }
      }
    `),
  );

it('restarts a killed upstream after its backoff; /healthz fails past the grace period; no request lost once back', async () => {
  expect(await healthz()).toBe(200);
  const before = await restartsCounted();
  const firstPid = upstream.pid;

  // A steady load from before the death until after the return.
  let loading = true;
  let back = false;
  const outcomes: { afterBack: boolean; ok: boolean }[] = [];
  const load = (async () => {
    while (loading) {
      const afterBack = back;
      const res = await signIn().catch(() => null);
      outcomes.push({ afterBack, ok: Boolean(res?.data?.login?.token) });
    }
  })();

  const down = reaches('down');
  process.kill(firstPid, 'SIGKILL');
  await down;
  // Down, but within the grace period: still healthy; calls answer UPSTREAM_UNAVAILABLE.
  expect(await healthz()).toBe(200);
  expect((await signIn()).errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  clock += GRACE_MS + 1;
  expect(await healthz()).toBe(503);
  expect(waits).toEqual([500]);

  const up = reaches('up');
  release();
  await up;
  back = true;
  expect(upstream.pid).not.toBe(firstPid);
  expect(upstream.restarts).toBe(1);
  expect(await healthz()).toBe(200);
  expect(await restartsCounted()).toBe(before + 1);

  // Every request started once it is back succeeds (the in-memory database came back freshly seeded).
  while (outcomes.filter((o) => o.afterBack).length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
  loading = false;
  await load;
  expect(outcomes.filter((o) => o.afterBack && !o.ok)).toEqual([]);
  expect(outcomes.some((o) => !o.afterBack && !o.ok)).toBe(true);
  const token = await loginAs(gateway, 'hr');
  expect(
    (
      await gql(
        gateway,
        graphql(`
          query SupervisionMe {
            me {
              name
            }
          }
        `),
        {},
        token,
      )
    ).data?.me.name,
  ).toEqual(expect.any(String));
}, 180_000);
