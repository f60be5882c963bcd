/**
 * Companies sealed end to end, for everything the gateway exposes: every Query and Mutation field of schema.graphql
 * (tests/support/isolationProbe.ts builds the calls, so a new field is probed the day it lands) is called by acme's
 * admin on acme with the demo company's ids in every id argument. Each answer must carry none of the demo company's
 * data (no text stored only in its rows, no record of the id asked for); a download link it answers must not serve a
 * demo file; and after every mutation the demo company's rows are exactly as before. Links (tickets) made in one
 * company are refused in the other; the shared state's keys name their company; raw SQL without a filter inside a
 * company's transaction sees that company's rows, table by table.
 *
 * @postgres companies
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { ACME } from '../../upstream/src/companies/acme';
import { withCompany } from '../../upstream/src/companies/context';
import { companyTables } from '../../upstream/src/companies/scope';
import { migrations } from '../../upstream/src/migrations';
import { DEMO_PASSWORD } from '../../upstream/src/seed';
import { createSharedState } from '../../gateway/src/state/shared';
import { graphql } from '../generated';
import { committedSchema } from '../support/operations';
import { probesOf, type IdSlot, type Probe } from '../support/isolationProbe';
import { dropPrefix, REDIS_TEST_URL, redisReachable, testPrefix } from '../support/redis';
import { dataOf, download, gql, gqlUpload, loginAs, type GqlResult, type Stack, startStack } from '../support/stack';

const LOGIN = graphql(`
  mutation IsolationLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
    }
  }
`);
const ME = graphql(`
  query IsolationMe {
    me {
      id
      name
    }
  }
`);
const CONTRACT_TEMPLATE = graphql(`
  query IsolationContractTemplate {
    headcountContractTemplate {
      url
    }
  }
`);
const DEPARTMENTS = graphql(`
  query IsolationDepartments {
    departments(limit: -1) {
      items {
        id
      }
    }
  }
`);

/** Fields not probed here, each with where it is tested: the caller's own session. */
const NOT_PROBED: Record<string, string> = {
  login: 'signing in to acme with a demo account: companies.test.ts',
  logout: "ends the prober's own session",
  changePassword: "changes the prober's own password",
};

const DEMO = 1;
const ACME_HEADER = { 'x-company': ACME.subdomain };
const withRedis = redisReachable();
const prefix = testPrefix();

let stack: Stack;
let acmeId: number;
let demoToken: string;
let acmeToken: string;
/** Company table -> the demo company's smallest id in it. */
const demoIds = new Map<string, number>();
/** Column name (`employee_id`) -> the table its foreign key names. */
const fkTargets = new Map<string, string>();
/** Texts stored in demo rows only (in no acme row of any table, nor in the schema's own words). */
let markers: Set<string>;
const tables = companyTables(migrations);

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
const plurals = (word: string) => [word, `${word}s`, `${word}es`, word.replace(/y$/, 'ies')];

/** The table an id argument names: its column's foreign key (`employeeId`), else the field's or answer's noun. */
function tableOf(slot: IdSlot): string | undefined {
  if (slot.name !== 'id') {
    const column = snake(slot.name).replace(/_ids$/, '_id');
    if (fkTargets.has(column)) return fkTargets.get(column);
    return plurals(column.replace(/_id$/, '')).find((t) => demoIds.has(t));
  }
  // `deleteLeaveRequest` -> leave_request(s); `leaveRequestSickNote` -> leave_request_sick_note, leave_request_sick, leave_request(s)
  for (const noun of [slot.field.replace(/^[a-z]+(?=[A-Z])/, ''), slot.field, slot.answer]) {
    const words = snake(noun).split('_');
    for (let end = words.length; end > 0; end--) {
      const found = plurals(words.slice(0, end).join('_')).find((t) => demoIds.has(t));
      if (found) return found;
    }
  }
  return undefined;
}

const idFor = (slot: IdSlot) => String(demoIds.get(tableOf(slot) ?? '') ?? DEMO);

/** Every string in an answer (data, error messages and extensions). */
function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => stringsOf(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => stringsOf(v, out));
  return out;
}

/** Records of `answer` whose id is the demo id the probe asked for (same table). */
function askedFor(answer: unknown, id: string): boolean {
  if (Array.isArray(answer)) return answer.some((v) => askedFor(v, id));
  if (!answer || typeof answer !== 'object') return false;
  const record = answer as Record<string, unknown>;
  return String(record.id) === id || Object.values(record).some((v) => askedFor(v, id));
}

/** One fingerprint per company table of the demo company's rows (as the owner, who sees every company). */
async function demoFingerprint(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of tables) {
    const { rows } = await stack.upstream.db.query<{ md5: string | null }>(
      `SELECT md5(string_agg(x::text, '|' ORDER BY x::text)) AS md5 FROM "${t}" x WHERE company_id = $1`,
      [DEMO],
    );
    out[t] = rows[0].md5 ?? '';
  }
  return out;
}

/** The string literals of the product's code (status keys, exit reasons, ...): words every company sees, not data. */
function productConstants(): Set<string> {
  const out = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.ts$/.test(entry.name) && !/(seed|acme)\.ts$/i.test(entry.name)) {
        for (const m of readFileSync(file, 'utf8').matchAll(/'([^'\n]+)'|"([^"\n]+)"/g)) out.add(m[1] ?? m[2]);
      }
    }
  };
  for (const dir of ['upstream/src', 'gateway/src']) walk(join(__dirname, '../..', dir));
  return out;
}

async function send(probe: Probe, token: string, headers: Record<string, string>): Promise<GqlResult<Record<string, unknown>>> {
  if (probe.uploads.length === 0) return gql(stack, probe.document, probe.variables, token, headers);
  const files = Object.fromEntries(probe.uploads.map((v) => [v, { name: 'probe.csv', type: 'text/csv', content: 'res_id,name\nRES-0001,Probe\n' }]));
  return gqlUpload(stack, probe.document, probe.variables, files, token, headers);
}

/**
 * The probe's answer. A call that got no answer (a kept-alive socket the server closed as it was reused, on a loaded
 * machine) is sent once more, then fails naming its field.
 */
async function run(probe: Probe, token: string, headers: Record<string, string>, again = true): Promise<GqlResult<Record<string, unknown>>> {
  try {
    return await send(probe, token, headers);
  } catch (error) {
    if (again) return run(probe, token, headers, false);
    throw new Error(`${probe.field}: no answer (${String((error as Error).cause ?? error)})`);
  }
}

/** What a probe answered that belongs to the demo company: its texts, the record asked for, a file it serves. */
async function leaks(probe: Probe, res: GqlResult<Record<string, unknown>>): Promise<string[]> {
  const found = stringsOf({ data: res.data, errors: res.errors }).filter((s) => markers.has(s));
  const id = probe.variables.id;
  if (typeof id === 'string' && askedFor(res.data?.[probe.field], id)) found.push(`the record ${id} asked for`);
  for (const url of stringsOf(res.data).filter((s) => s.startsWith('/files/'))) {
    const file = await fetch(`${stack.url}${url}`, { headers: { authorization: `Bearer ${acmeToken}`, ...ACME_HEADER } });
    const text = file.ok ? await file.text() : '';
    const marker = [...markers].find((m) => text.includes(m));
    if (marker) found.push(`a file holding "${marker}"`);
  }
  return found;
}

beforeAll(async () => {
  stack = await startStack(withRedis ? { state: createSharedState({ redisUrl: REDIS_TEST_URL, prefix }) } : {});
  const db = stack.upstream.db;
  acmeId = (await db.query<{ id: number }>('SELECT id FROM companies WHERE subdomain = $1', [ACME.subdomain])).rows[0].id;
  for (const t of tables) {
    const hasId = await db.query(`SELECT 1 FROM information_schema.columns WHERE table_name = $1 AND column_name = 'id'`, [t]);
    if (hasId.rows.length === 0) continue;
    const { rows } = await db.query<{ id: number | null }>(`SELECT min(id)::int AS id FROM "${t}" WHERE company_id = $1`, [DEMO]);
    if (rows[0].id !== null) demoIds.set(t, rows[0].id);
  }
  const fks = await db.query<{ column: string; target: string }>(
    `SELECT a.attname AS column, c.confrelid::regclass::text AS target FROM pg_constraint c
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[array_length(c.conkey, 1)]
      WHERE c.contype = 'f' AND c.confrelid::regclass::text <> 'companies'`,
  );
  for (const f of fks.rows) if (!fkTargets.has(f.column)) fkTargets.set(f.column, f.target);
  // Texts of the demo company's rows that no acme row holds and the schema does not spell (enumerations, defaults).
  const schemaText = readFileSync(join(__dirname, '../../schema.graphql'), 'utf8');
  const texts = await db.query<{ table: string; column: string }>(
    `SELECT table_name AS table, column_name AS column FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type IN ('text', 'character varying') AND table_name = ANY($1)
        AND column_name NOT IN ('password_hash', 'disk_path', 'token_hash', 'value')`,
    [tables],
  );
  const demoOnly = new Set<string>();
  const acmeTexts = new Set<string>();
  for (const { table, column } of texts.rows) {
    const { rows } = await db.query<{ v: string; company: number }>(
      `SELECT DISTINCT "${column}" AS v, (company_id = $1)::int AS company FROM "${table}" WHERE length("${column}") >= 6`,
      [DEMO],
    );
    for (const { v, company } of rows) (company ? demoOnly : acmeTexts).add(v);
  }
  const constants = productConstants();
  markers = new Set([...demoOnly].filter((v) => !acmeTexts.has(v) && !constants.has(v) && !schemaText.includes(v)));
  demoToken = await loginAs(stack, 'ceo');
  acmeToken = dataOf(await gql(stack, LOGIN, { email: ACME.admin, password: DEMO_PASSWORD }, null, ACME_HEADER)).login.token;
}, 120_000);
afterAll(async () => {
  await stack?.close();
  if (withRedis) {
    await stack?.gateway.state.close();
    await dropPrefix(prefix);
  }
});

describe('every operation of the gateway, called by acme with the demo company ids', () => {
  const values = { idFor, email: 'ceo@demo.hr' };
  const probes = () => probesOf(committedSchema(), values).filter((p) => !(p.field in NOT_PROBED));
  /** The same queries with their optional id filters left out: whole lists. */
  const unfiltered = () => new Map(probesOf(committedSchema(), values, false).map((p) => [p.field, p]));

  it('probes every Query and Mutation field but the listed ones, which exist', () => {
    const fields = [...Object.keys(committedSchema().getQueryType()!.getFields()), ...Object.keys(committedSchema().getMutationType()!.getFields())];
    expect(Object.keys(NOT_PROBED).filter((f) => !fields.includes(f))).toEqual([]);
    expect(
      probes()
        .map((p) => p.field)
        .sort(),
    ).toEqual(fields.filter((f) => !(f in NOT_PROBED)).sort());
    expect(markers.size).toBeGreaterThan(50);
  });

  it('answers every query with none of the demo data (which the same query shows the demo CEO)', async () => {
    const leaked: Record<string, string[]> = {};
    let shownToDemo = 0;
    const whole = unfiltered();
    for (const filtered of probes().filter((p) => p.kind === 'query')) {
      const plain = whole.get(filtered.field)!;
      const mine = await run(plain, demoToken, {});
      if (stringsOf(mine.data).some((s) => markers.has(s))) shownToDemo++;
      for (const probe of plain.document === filtered.document ? [plain] : [plain, filtered]) {
        const found = await leaks(probe, await run(probe, acmeToken, ACME_HEADER));
        if (found.length) leaked[probe.field] = [...(leaked[probe.field] ?? []), ...found].slice(0, 3);
      }
    }
    expect(leaked).toEqual({});
    // The probe sees demo data where there is some to see: the check above is not vacuous.
    expect(shownToDemo).toBeGreaterThan(40);
  }, 240_000);

  it("answers every mutation with none of the demo data and leaves the demo company's rows as they were", async () => {
    const before = await demoFingerprint();
    const leaked: Record<string, string[]> = {};
    for (const probe of probes().filter((p) => p.kind === 'mutation')) {
      const found = await leaks(probe, await run(probe, acmeToken, ACME_HEADER));
      if (found.length) leaked[probe.field] = found.slice(0, 3);
    }
    expect(leaked).toEqual({});
    const after = await demoFingerprint();
    expect(Object.keys(after).filter((t) => after[t] !== before[t])).toEqual([]);
    // The prober was still signed in throughout (a refusal of every call would prove nothing).
    expect(dataOf(await gql(stack, ME, {}, acmeToken, ACME_HEADER)).me.name).toBe('Alice Carter');
  }, 240_000);
});

describe('links, caches and SQL', () => {
  it('refuses a download link made in the demo company on acme, even to its own session', async () => {
    const url = dataOf(await gql(stack, CONTRACT_TEMPLATE, {}, demoToken)).headcountContractTemplate.url;
    expect((await download(stack, url, demoToken)).status).toBe(200);
    const onAcme = await fetch(`${stack.url}${url}`, { headers: { authorization: `Bearer ${demoToken}`, ...ACME_HEADER } });
    expect({ status: onAcme.status, text: await onAcme.text() }).toEqual({ status: 403, text: 'This download link is not valid' });
    const acmeSession = await fetch(`${stack.url}${url}`, { headers: { authorization: `Bearer ${acmeToken}`, ...ACME_HEADER } });
    expect(acmeSession.status).toBe(403);
  });

  (withRedis ? it : it.skip)('keys the cached users and reference lists in Redis by their company', async () => {
    for (const [token, headers] of [
      [acmeToken, ACME_HEADER],
      [demoToken, { 'x-company': 'demo' }],
    ] as const) {
      dataOf(await gql(stack, ME, {}, token, headers));
      dataOf(await gql(stack, DEPARTMENTS, {}, token, headers));
    }
    const redis = new Redis(REDIS_TEST_URL);
    try {
      const keys = (await redis.keys(`${prefix}*`)).map((k) => k.slice(prefix.length));
      const users = keys.filter((k) => k.startsWith('user:'));
      const lists = keys.filter((k) => k.startsWith('reference:') && k !== 'reference:version');
      for (const company of [ACME.subdomain, 'demo']) {
        expect({ company, users: users.some((k) => k.endsWith(`@${company}`)), lists: lists.some((k) => k.includes(`:${company}@`)) }).toEqual({
          company,
          users: true,
          lists: true,
        });
      }
    } finally {
      redis.disconnect();
    }
  });

  it("answers SQL without a company filter inside a company's transaction with that company's rows only, in every table", async () => {
    const db = stack.upstream.db;
    const wrong: string[] = [];
    for (const t of tables) {
      const { rows } = await db.query<{ demo: number; acme: number }>(
        `SELECT count(*) FILTER (WHERE company_id = $1)::int AS demo, count(*) FILTER (WHERE company_id = $2)::int AS acme FROM "${t}"`,
        [DEMO, acmeId],
      );
      for (const [company, expected] of [
        [DEMO, rows[0].demo],
        [acmeId, rows[0].acme],
      ] as const) {
        const seen = await withCompany(company, () =>
          db.transaction(
            async (tx) =>
              (
                await tx.query<{ n: number; others: number }>(
                  `SELECT count(*)::int AS n, count(*) FILTER (WHERE company_id <> ${company})::int AS others FROM "${t}"`,
                )
              ).rows[0],
          ),
        );
        if (seen.n !== expected || seen.others !== 0) wrong.push(`${t} as ${company}: ${seen.n} rows, ${seen.others} of others (expected ${expected})`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
