/**
 * The gateway as deployed (`npm start` and the Docker image run gateway/dist with node, not tsx): the build
 * of gateway/scripts/build.ts, started as its own process against the real upstream, signs a demo user in, answers
 * the leave requests page's query and the salaries XLSX export, whose workbook is built in the compiled worker
 * (kit/worker.ts `workerModule`: xlsxWorker.js beside main.js), and on SIGTERM finishes the request in flight before it
 * stops (Apollo's own signal handler, which killed the process at once outside tests, is off: server.ts).
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { buildGateway } from '../../gateway/scripts/build';
import type { RunningUpstream } from '../../upstream/src/index';
import { startTestDbUpstream } from '../../upstream/test/testDb';
import { download, gql, loginAs, PROFILE } from '../support/stack';

const OUT = path.resolve(__dirname, `../../gateway/dist/test-${process.pid}`);
let upstream: RunningUpstream;
let child: ChildProcess;
let output = '';
const stack = { url: '' };

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  upstream = await startTestDbUpstream({ profile: PROFILE });
  const main = await buildGateway(OUT);
  expect(fs.existsSync(path.join(OUT, 'xlsxWorker.js'))).toBe(true);
  const port = await freePort();
  stack.url = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: String(port),
      UPSTREAM_URL: upstream.url,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  for (let i = 0; i < 200; i += 1) {
    if (child.exitCode !== null) throw new Error(`the built gateway exited (${child.exitCode}):\n${output}`);
    if ((await fetch(`${stack.url}/healthz`).catch(() => null))?.ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the built gateway did not answer /healthz:\n${output}`);
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await upstream?.close();
  fs.rmSync(OUT, { recursive: true, force: true });
});

it('signs in, answers a page query and builds an XLSX in its compiled worker', async () => {
  const token = await loginAs(stack, 'hr');
  const page = await gql(stack, 'query { leaveRequests(limit: 5) { count items { id employee { name } } } }', {}, token);
  expect(page.errors).toBeUndefined();
  expect(page.data.leaveRequests.count).toBeGreaterThan(0);
  expect(page.data.leaveRequests.items[0].employee.name).toEqual(expect.any(String));

  const link = await gql(stack, 'query { salariesXlsx(month: "2021-03") { url filename } }', {}, token);
  expect(link.errors).toBeUndefined();
  const file = await download(stack, link.data.salariesXlsx.url, token);
  expect(file.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await file.arrayBuffer()) as never);
  expect(workbook.worksheets[0].getRow(1).values).toEqual(expect.arrayContaining(['Name']));
}, 60_000);

it('on SIGTERM finishes the request in flight, then stops', async () => {
  const token = await loginAs(stack, 'hr');
  const fault = await fetch(`${upstream.url}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '^/leave_types', delay_ms: 1500, times: 1 }),
  });
  expect(fault.status).toBe(201);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const inFlight = gql(stack, 'query { leaveTypes { items { id leaveName } } }', {}, token);
  await new Promise((r) => setTimeout(r, 300));
  child.kill('SIGTERM');
  const answer = await inFlight;
  expect(answer.errors).toBeUndefined();
  expect(answer.data.leaveTypes.items.length).toBeGreaterThan(0);
  expect(await exited).toBe(0);
  expect(output).toContain('"msg":"stopped"');
}, 30_000);
