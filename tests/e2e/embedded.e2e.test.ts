/**
 * One upload must not freeze everyone: the product started the way `npm start` starts it — the gateway
 * with its embedded upstream in a child process (startEmbeddedUpstream) — keeps answering `me` quickly while a
 * 10 MB file is uploaded and stored. Bursts of 50 concurrent `me` queries run for the whole upload; their p99 must
 * show no freeze (the aim is 250 ms; measured alone on a quiet machine: 130–145 ms against a 110 ms baseline).
 * It lives in the e2e project because that project runs one file at a time: a latency figure measured beside
 * other suites on a 2-core machine would measure them, not the product.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { clearCurrentUserCache } from '../../gateway/src/currentUser';
import { startEmbeddedUpstream, type EmbeddedUpstream } from '../../gateway/src/embeddedUpstream';
import { createGateway, type Gateway } from '../../gateway/src/server';
import { gql, gqlUpload, loginAs, type Stack } from '../support/stack';

let upstream: EmbeddedUpstream;
let gateway: Gateway;
let server: http.Server;
let stack: Stack;

beforeAll(async () => {
  upstream = await startEmbeddedUpstream({ port: 0, dataDir: ':memory:' });
  gateway = await createGateway({ upstreamUrl: upstream.url });
  server = http.createServer(gateway.listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stack = { url, gateway, upstream: { url: upstream.url } as Stack['upstream'], close: async () => undefined };
}, 180_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await gateway?.close();
  await upstream?.close();
  clearCurrentUserCache();
});

const UPLOAD = 'mutation($file: Upload!) { uploadFile(file: $file) { id filename } }';

const upload = (token: string, bytes: Buffer) =>
  gqlUpload(stack, UPLOAD, {}, { file: { name: 'contract.pdf', type: 'application/pdf', content: bytes } }, token);

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.99) - 1];

describe('embedded upstream in its own process', () => {
  it('runs the upstream in a child process', () => {
    expect(upstream.pid).not.toBe(process.pid);
  });

  it('keeps `me` fast for 50 concurrent users while a 10 MB upload is stored', async () => {
    const uploader = await loginAs(stack, 'hr');
    const users = await Promise.all(Array.from({ length: 5 }, (_, i) => loginAs(stack, (['agent', 'teamleader', 'auditor', 'acm', 'head'] as const)[i])));
    for (const token of users) expect((await gql(stack, '{ me { name } }', {}, token)).data?.me.name).toEqual(expect.any(String));

    const latencies: number[] = [];
    const me = async (token: string) => {
      const started = performance.now();
      const res = await gql(stack, '{ me { name } }', {}, token);
      latencies.push(performance.now() - started);
      expect(res.data?.me.name).toEqual(expect.any(String));
    };
    const burst = () => Promise.all(Array.from({ length: 50 }, (_, i) => me(users[i % users.length])));
    // Baseline on this machine first (shared CI boxes are slow): the same bursts with nothing else running.
    for (let i = 0; i < 4; i++) await burst();
    const baseline = p99(latencies);
    latencies.length = 0;

    let uploading = true;
    // Bursts of 50 concurrent `me` queries, one every 250 ms, for as long as the upload runs.
    const bursts = (async () => {
      while (uploading) {
        await burst();
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    const stored = upload(uploader, Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 - 64 * 1024 - 9, 7)])).finally(() => {
      uploading = false;
    });
    const [result] = await Promise.all([stored, bursts]);
    expect(result.errors).toBeUndefined();
    expect(result.data.uploadFile.filename).toBe('contract.pdf');
    expect(latencies.length).toBeGreaterThanOrEqual(50); // at least one whole burst ran beside the upload
    // The freeze this guards against held every request for seconds (8 s measured) while the upload was stored. A
    // latency budget is the bench's job: timed asserts on a shared 2-core machine flake. So this fails on a freeze
    // (p99 past 2.5 s, or past 4x the machine's own baseline when the machine itself is that slow) and logs the
    // figure. 2.5 s, not 1 s: full CI runs on the 2-core box measured 0.6 and 1.4 s with no freeze; a freeze is 8 s.
    expect(p99(latencies)).toBeLessThan(Math.max(2500, 4 * baseline));
    console.log(`me p99: ${Math.round(p99(latencies))} ms during the upload, ${Math.round(baseline)} ms baseline`);
  }, 120_000);
});
