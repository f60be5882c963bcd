/**
 * Attendance. Under the case header, one-shot timings on a THROW-AWAY upstream seeded with 1,000 extra agents
 * (in this process) and its own gateway (child process): bulk import of 10,000 rows (1,000 agents × 10 days) through
 * the gateway's saveAttendances vs POST /api/agent_attendances/bulk straight to the upstream (median time, rows/s,
 * ratio), and the 1,000 × 31 grid (attendanceGrid vs GET /api/agent_attendances). Every bulk round changes every cell,
 * so each side does the same real work. Then the usual autocannon comparison of the demo-size agent grid.
 */
import { DEMO_ACCOUNTS } from '../../upstream/src/seed';
import { startUpstream } from '../../upstream/src/index';
import { freePort, graphqlTarget, median, startService, stopService, type BenchCase } from '../lib';
import { seedLoadAgents } from './attendanceSeed';

const GRID = `query Grid($month: String) { attendanceGrid(family: AGENTS, month: $month) {
  days count rows { employeeId resId name status records totalHours editable } } }`;
const SAVE = `mutation Save($month: String!, $attendances: [AttendanceEntryInput!]!) {
  saveAttendances(family: AGENTS, month: $month, attendances: $attendances) { ok savedCount changedCount message } }`;
const STATUSES = ['present', 'late', 'remote', 'half_day'];
const ROUNDS = Number(process.env.BENCH_ATTENDANCE_ROUNDS) || 3;

const ms = (n: number) => `${n.toFixed(0).padStart(6)} ms`;

async function timed(call: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const res = await call();
  const text = await res.text();
  if (!res.ok || text.includes('"errors"')) throw new Error(`attendance bench call failed: ${res.status} ${text.slice(0, 300)}`);
  return performance.now() - start;
}

function rowsFor(resIds: string[], month: string, round: number) {
  const days = Array.from({ length: 10 }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
  return resIds.flatMap((resId, p) => days.map((date, d) => ({ resId, date, status: STATUSES[(p + d + round) % STATUSES.length] })));
}

async function oneShotTimings(): Promise<string[]> {
  const upstream = await startUpstream({ dataDir: ':memory:', port: 0 });
  const gwPort = await freePort();
  const gatewayUrl = `http://127.0.0.1:${gwPort}`;
  const gateway = await startService(
    'attendance gateway',
    ['--tsconfig', 'gateway/tsconfig.json', 'gateway/src/main.ts'],
    { PORT: String(gwPort), UPSTREAM_URL: upstream.url, ME_CACHE_TTL_MS: '30000', WEB_DIST: '/nonexistent' },
    `${gatewayUrl}/healthz`,
  );
  try {
    const resIds = await seedLoadAgents(upstream.db, 1000, '2022-03');
    const account = DEMO_ACCOUNTS.find((a) => a.key === 'hr')!;
    const login = await fetch(`${upstream.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const token = ((await login.json()) as { token: string }).token;
    const rest = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const gql = (query: string, variables: object) => () =>
      fetch(`${gatewayUrl}/graphql`, { method: 'POST', headers: rest, body: JSON.stringify({ query, variables }) });

    const bulk = { up: [] as number[], gw: [] as number[] };
    for (let round = 0; round < ROUNDS; round += 1) {
      const direct = rowsFor(resIds, '2022-04', round).map(({ resId, ...r }) => ({ user_res_id: resId, ...r }));
      bulk.up.push(
        await timed(() =>
          fetch(`${upstream.url}/api/agent_attendances/bulk`, {
            method: 'POST',
            headers: rest,
            body: JSON.stringify({ month: '2022-04', attendances: direct }),
          }),
        ),
      );
      bulk.gw.push(await timed(gql(SAVE, { month: '2022-05', attendances: rowsFor(resIds, '2022-05', round) })));
    }
    const grid = { up: [] as number[], gw: [] as number[] };
    for (let i = 0; i < 5; i += 1) {
      grid.up.push(await timed(() => fetch(`${upstream.url}/api/agent_attendances?month=2022-03`, { headers: rest })));
      grid.gw.push(await timed(gql(GRID, { month: '2022-03' })));
    }
    const [bu, bg, gu, gg] = [median(bulk.up), median(bulk.gw), median(grid.up), median(grid.gw)];
    const rate = (t: number) =>
      `${Math.round(10_000 / (t / 1000))
        .toLocaleString('en-US')
        .padStart(7)} rows/s`;
    return [
      `bulk import 10,000 rows (median of ${ROUNDS}, every cell changes):`,
      `  upstream POST /api/agent_attendances/bulk   ${ms(bu)}  ${rate(bu)}`,
      `  gateway saveAttendances                      ${ms(bg)}  ${rate(bg)}  ratio ${(bg / bu).toFixed(2)}× the upstream time`,
      `grid 1,000+ agents × 31 days (median of 5):`,
      `  upstream GET /api/agent_attendances          ${ms(gu)}`,
      `  gateway attendanceGrid                       ${ms(gg)}  ratio ${(gg / gu).toFixed(2)}× the upstream time`,
      `autocannon, demo-size agent grid:`,
    ];
  } finally {
    await stopService(gateway);
    await upstream.close();
  }
}

export const attendanceCase: BenchCase = {
  name: 'attendance',
  description: 'attendance: bulk import 10,000 rows and the 1,000 × 31 grid, gateway vs upstream',
  report: oneShotTimings,
  baseline: {
    label: 'upstream GET /api/agent_attendances',
    target: (env) => ({ url: `${env.upstreamUrl}/api/agent_attendances?month=2022-03`, headers: { authorization: `Bearer ${env.token}` } }),
  },
  variants: [{ label: 'gateway attendanceGrid (cache on)', target: (env) => graphqlTarget(env.gatewayCachedUrl, env.token, GRID, { month: '2022-03' }) }],
};
