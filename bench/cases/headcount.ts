/**
 * Headcount: the tracker's page of 50 rows with manager, department and status, exactly as the web asks
 * it (the `HeadcountEmployees` operation of web/src/features/headcount/headcount.graphql), through the gateway vs
 * `GET /headcount_employees?limit=50` straight to the upstream; and a CSV import of 5,000 new rows straight to a
 * private upstream (rows/s). The goal for the page is a ratio of at least 0.9 (the variant's budget): the
 * gateway answers the manager, department and status from the row (kit `fromRow`), so the page is one upstream call.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../../upstream/src/seed';
import { startUpstream } from '../../upstream/src/index';
import { ROOT, graphqlTarget, type BenchCase } from '../lib';

const OPERATION = readFileSync(path.join(ROOT, 'web/src/features/headcount/headcount.graphql'), 'utf8');
const VARIABLES = { page: 1, limit: 50, sortBy: 'name' };
const IMPORT_ROWS = Number(process.env.BENCH_HEADCOUNT_ROWS) || 5000;

async function importRate(): Promise<string> {
  const upstream = await startUpstream({ dataDir: ':memory:', port: 0 });
  try {
    const account = DEMO_ACCOUNTS.find((a) => a.key === 'hr')!;
    const login = await fetch(`${upstream.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const token = ((await login.json()) as { token: string }).token;
    const lines = ['RES_ID,name,communication_email,national_id,department,role,hiring_date,nda_signed'];
    for (let i = 0; i < IMPORT_ROWS; i += 1)
      lines.push(`BENCH-${i},Bench Person ${i},bench${i}@example.com,3${String(i).padStart(13, '0')},Sales,Sales Agent,2026-01-04,yes`);
    const form = new FormData();
    form.append('file', new Blob([lines.join('\n')], { type: 'text/csv' }), 'bench.csv');
    const start = performance.now();
    const res = await fetch(`${upstream.url}/headcount_employees/import`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const body = (await res.json()) as { message?: string; created?: number };
    const seconds = (performance.now() - start) / 1000;
    return `import of ${IMPORT_ROWS} rows: ${seconds.toFixed(1)} s, ${((body.created ?? 0) / seconds).toFixed(0)} rows/s (${body.message ?? res.status})`;
  } finally {
    await upstream.close();
  }
}

export const headcountCase: BenchCase = {
  name: 'headcount',
  split: true,
  description: "headcount tracker: the web's page of 50 rows (manager, department, status) via GraphQL vs REST; CSV import of 5,000 rows",
  baseline: {
    label: 'upstream GET /headcount_employees?limit=50',
    target: (env) => ({ url: `${env.upstreamUrl}/headcount_employees?limit=50&page=1&sort_by=name`, headers: { authorization: `Bearer ${env.token}` } }),
  },
  variants: [
    {
      label: 'gateway HeadcountEmployees (cache on)',
      budget: 0.9,
      target: (env) => {
        const base = graphqlTarget(env.gatewayCachedUrl, env.token, OPERATION, VARIABLES);
        return { ...base, body: JSON.stringify({ query: OPERATION, operationName: 'HeadcountEmployees', variables: VARIABLES }) };
      },
    },
  ],
  report: async () => [await importRate()],
};
