/**
 * The shared HTTP machinery seen from a client: error bodies, paged lists, multipart uploads, CSV in and out, roles
 * on the request. Uses throw-away routes registered only in this test (BuildUpstreamOptions.extraRoutes).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError, validationError } from '../src/http/errors';
import { Filters, paged } from '../src/http/paging';
import { readMultipart } from '../src/http/multipart';
import { parseCsv, sendCsv, sendFile } from '../src/http/csv';
import { loadFile, saveFile } from '../src/http/files';
import { DEMO_ACCOUNTS } from '../src/seed';
import { DEMO_ROLE_CASES } from './roleCases';
import { demoName, startTestUpstream, type TestUpstream } from './harness';

const testRoutes: FastifyPluginAsync = async (app) => {
  app.get('/__test/http-error', async () => {
    throw new HttpError(409, 'Already exists');
  });
  app.get('/__test/validation', async () => {
    throw validationError([
      { field: 'department_name', message: 'Department name is required' },
      { field: 'head_id', message: 'Head must be an employee' },
    ]);
  });
  app.get('/__test/crash', async () => {
    throw new Error('secret internals');
  });
  app.post('/__test/pg/:case', async (request) => {
    const sql: Record<string, string> = {
      unique: `INSERT INTO departments (department_name) VALUES ('HR')`,
      reference: `UPDATE employees SET manager_id = 999999 WHERE id = 1`,
      notnull: `INSERT INTO teams (team_name) VALUES (NULL)`,
      // Core foreign keys SET NULL on delete; a throw-away RESTRICT pair (rolled back with the failing transaction),
      // temporary: requests run as the app role, which may not create tables (companies/context.ts).
      inuse: `CREATE TEMP TABLE t_parent (id int PRIMARY KEY); CREATE TEMP TABLE t_child (parent_id int REFERENCES t_parent(id));
              INSERT INTO t_parent VALUES (1); INSERT INTO t_child VALUES (1); DELETE FROM t_parent`,
      literal: `SELECT 'abc'::int`,
    };
    await app.db.transaction(async (tx) => {
      await tx.exec(sql[(request.params as { case: string }).case]);
    });
    return { ok: true };
  });
  app.post(
    '/__test/schema',
    { schema: { body: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, age: { type: 'integer' } } } } },
    async () => ({ ok: true }),
  );
  app.get('/__test/query-schema', { schema: { querystring: { type: 'object', properties: { n: { type: 'integer' } } } } }, async () => ({ ok: true }));
  app.get('/__test/employees', async (request) => {
    const q = request.query as Record<string, string>;
    const f = new Filters();
    if (q.department_id) f.add(`e.department_id = ${f.param(Number(q.department_id))}`);
    if (q.search) f.add(`e.name ILIKE ${f.param(`%${q.search}%`)}`);
    return paged(
      app.db,
      {
        select: 'e.id, e.name, e."RES_ID", d.department_name',
        from: 'employees e LEFT JOIN departments d ON d.id = e.department_id',
        where: f.where,
        params: f.params,
        sortable: { name: 'e.name', RES_ID: 'e."RES_ID"', department_name: 'd.department_name' },
        defaultSort: 'RES_ID',
        tiebreak: 'e.id',
      },
      request.query,
    );
  });
  app.get('/__test/roles', async (request) => ({ roles: request.roles, permission: request.permission }));
  app.post('/__test/upload', async (request, reply) => {
    const form = await readMultipart(request);
    const file = form.files.file;
    if (!file) throw validationError([{ field: 'file', message: 'File is required' }]);
    const id = await saveFile(app.db, file);
    return reply.code(201).send({ id, fields: form.fields, records: parseCsv(file.data) });
  });
  app.get('/__test/files/:id', async (request, reply) => {
    const file = await loadFile(app.db, Number((request.params as { id: string }).id));
    if (!file) throw new HttpError(404, 'File not found');
    return sendFile(reply, file.filename, file.mimetype, file.data);
  });
  app.get('/__test/export', async (_request, reply) =>
    sendCsv(
      reply,
      'monthly_attendance_2024-05.csv',
      [
        { RES_ID: 'RES-0001', name: 'Omar, "the boss"', total_hours: 160, note: null },
        { RES_ID: 'RES-0002', name: 'Laila', total_hours: 7.5, note: 'ok' },
      ],
      ['RES_ID', { key: 'name', header: 'Name' }, 'total_hours', 'note'],
    ),
  );
};

let up: TestUpstream;
let token: string;

beforeAll(async () => {
  up = await startTestUpstream({ build: { extraRoutes: [testRoutes], uploadLimitBytes: 64 * 1024 } });
  token = await up.login('hr');
});
afterAll(() => up.close());

describe('error bodies', () => {
  it('renders an HttpError as { message, errors: [{ message, field: null }] }', async () => {
    const res = await up.request('GET', '/__test/http-error', { token });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Already exists', errors: [{ message: 'Already exists', field: null }] });
  });

  it('joins field messages with ", " for a 422', async () => {
    const res = await up.request('GET', '/__test/validation', { token });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Department name is required, Head must be an employee',
      errors: [
        { field: 'department_name', message: 'Department name is required' },
        { field: 'head_id', message: 'Head must be an employee' },
      ],
    });
  });

  it('hides unexpected errors behind 500 Internal server error', async () => {
    const res = await up.request('GET', '/__test/crash', { token });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Internal server error', errors: [] });
  });

  it.each([
    ['unique', 409, { field: 'department_name', message: 'Department name has already been taken' }],
    ['reference', 422, { field: 'manager_id', message: 'Manager does not exist' }],
    ['notnull', 422, { field: 'team_name', message: 'Team name is required' }],
    ['inuse', 409, { field: null, message: expect.stringMatching(/^This record is still in use/) }],
    ['literal', 400, { field: null, message: 'Invalid input syntax for type integer: "abc"' }],
  ])('maps an unhandled database %s error to %i', async (which, status, error) => {
    const res = await up.request('POST', `/__test/pg/${which}`, { token });
    expect(res.status).toBe(status);
    expect(res.body.errors).toEqual([error]);
  });

  it('answers a body that breaks the route schema with 422 and the field names', async () => {
    const res = await up.request('POST', '/__test/schema', { token, body: { age: 'old' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(expect.arrayContaining([{ field: 'name', message: 'name is required' }]));
  });

  it('answers a bad query string with 400 naming the parameter', async () => {
    const res = await up.request('GET', '/__test/query-schema?n=abc', { token });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('n');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await up.request('POST', '/__test/schema', {
      token,
      body: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not valid JSON/);
  });
});

describe('paged lists', () => {
  it('answers every row with the count when page and limit are omitted', async () => {
    const res = await up.request('GET', '/__test/employees', { token });
    expect(res.status).toBe(200);
    expect(res.body.count).toBeGreaterThanOrEqual(40);
    expect(res.body.items).toHaveLength(res.body.count);
    expect(res.body.items[0].RES_ID).toBe('RES-0001'); // default sort
  });

  it('pages with page/limit and keeps the total count', async () => {
    const first = await up.request('GET', '/__test/employees?limit=5&page=1&sort_by=RES_ID&sort_dir=asc', { token });
    const second = await up.request('GET', '/__test/employees?limit=5&page=2&sort_by=RES_ID&sort_dir=asc', { token });
    expect(first.body.items.map((e: { RES_ID: string }) => e.RES_ID)).toEqual(['RES-0001', 'RES-0002', 'RES-0003', 'RES-0004', 'RES-0005']);
    expect(second.body.items[0].RES_ID).toBe('RES-0006');
    expect(second.body.count).toBe(first.body.count);
  });

  it('treats limit=-1 as everything', async () => {
    const all = await up.request('GET', '/__test/employees?limit=-1&page=3', { token });
    expect(all.body.items).toHaveLength(all.body.count);
  });

  it('sorts by a whitelisted column in either direction', async () => {
    const res = await up.request('GET', '/__test/employees?sort_by=name&sort_dir=desc', { token });
    const names = res.body.items.map((e: { name: string }) => e.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it('applies snake_case filters to items and count', async () => {
    const all = await up.request('GET', '/__test/employees?department_id=4', { token });
    expect(all.body.items.length).toBeGreaterThanOrEqual(2);
    expect(new Set(all.body.items.map((e: { department_name: string }) => e.department_name))).toEqual(new Set(['Auditing']));
    const res = await up.request('GET', '/__test/employees?department_id=4&limit=1', { token });
    expect(res.body.items).toHaveLength(1);
    expect(res.body.count).toBe(all.body.items.length);
    const agent = demoName('agent');
    const search = await up.request('GET', `/__test/employees?search=${encodeURIComponent(agent.split(' ')[0].toLowerCase())}`, { token });
    expect(search.body.items.map((e: { name: string }) => e.name)).toEqual([agent]);
  });

  it('refuses a sort_by outside the whitelist, a bad sort_dir and a bad page', async () => {
    const bad = await up.request('GET', '/__test/employees?sort_by=password_hash', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'sort_by', message: 'sort_by must be one of: name, RES_ID, department_name' }]);
    const dir = await up.request('GET', '/__test/employees?sort_by=name&sort_dir=sideways', { token });
    expect(dir.status).toBe(400);
    expect(dir.body.message).toBe('sort_dir must be asc or desc');
    const page = await up.request('GET', '/__test/employees?limit=10&page=0', { token });
    expect(page.status).toBe(400);
    const limit = await up.request('GET', '/__test/employees?limit=ten', { token });
    expect(limit.status).toBe(400);
    expect(limit.body.errors[0].field).toBe('limit');
  });
});

describe('multipart uploads, stored files and CSV', () => {
  const csv = '\ufeffRES_ID,status, date\nRES-0001, present ,2024-05-01\n\nRES-0002,absent,2024-05-01\n';

  it('reads fields and files, stores the file and parses the CSV by header', async () => {
    const form = new FormData();
    form.append('month', '2024-05');
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'attendance.csv');
    const res = await up.request('POST', '/__test/upload', { token, body: form });
    expect(res.status).toBe(201);
    expect(res.body.fields).toEqual({ month: '2024-05' });
    expect(res.body.records).toEqual([
      { RES_ID: 'RES-0001', status: 'present', date: '2024-05-01' },
      { RES_ID: 'RES-0002', status: 'absent', date: '2024-05-01' },
    ]);

    const download = await up.request('GET', `/__test/files/${res.body.id}`, { token });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(download.headers.get('content-disposition')).toContain('filename="attendance.csv"');
    expect(download.body).toBe(csv.replace(/^\ufeff/, '')); // fetch's text() drops the BOM; the bytes kept it
  });

  it('answers 413 with a clear message when a file exceeds the limit', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(65 * 1024, 'a')]), 'big.csv');
    const res = await up.request('POST', '/__test/upload', { token, body: form });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('File is too large: size should be less than 0.06 MB');
  });

  it('answers 400 when the request is not multipart', async () => {
    const res = await up.request('POST', '/__test/upload', { token, body: { file: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Request must be multipart/form-data');
  });

  it('answers 400 for a malformed CSV', async () => {
    const form = new FormData();
    form.append('file', new Blob(['a,b\n"unterminated,1\n']), 'bad.csv');
    const res = await up.request('POST', '/__test/upload', { token, body: form });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Invalid CSV file: /);
    expect(res.body.errors[0].field).toBe('file');
  });

  it('refuses a binary file named .csv in words, without quoting its bytes', async () => {
    // A PNG's signature, then bytes spread like compressed image data (every value alike), quotes among them.
    const png = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n\0\0\0\rIHDR', 'latin1'), Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256))]);
    const form = new FormData();
    form.append('file', new Blob([png]), 'photo.csv');
    const res = await up.request('POST', '/__test/upload', { token, body: form });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid CSV file: this is not a text file (a picture, PDF or spreadsheet saved as .csv?)');
    expect(res.body.errors).toEqual([{ field: 'file', message: res.body.message }]);
  });

  it("shows the parser's reason without the value it quotes", async () => {
    const form = new FormData();
    form.append('file', new Blob([`a,b\n1,x"${'y'.repeat(5000)}\n`]), 'quote.csv');
    const res = await up.request('POST', '/__test/upload', { token, body: form });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Invalid CSV file: Invalid Opening Quote: a quote is found on field "b" at line 2/);
    expect(res.body.message).not.toContain('yyyy');
    expect(res.body.message.length).toBeLessThanOrEqual(180);
  });

  it('sends CSV as an attachment with the file name, header row and quoting', async () => {
    const res = await up.request('GET', '/__test/export', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="monthly_attendance_2024-05.csv"; filename*=UTF-8''monthly_attendance_2024-05.csv`,
    );
    expect(res.body).toBe('RES_ID,Name,total_hours,note\nRES-0001,"Omar, ""the boss""",160,\nRES-0002,Laila,7.5,ok\n');
  });
});

describe('request.roles and the permission header', () => {
  it('derives the SPEC §6 roles of every seeded demo account', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const res = await up.request('GET', '/__test/roles', { token: await up.login(account.key) });
      const granted = Object.entries(res.body.roles)
        .filter(([, v]) => v)
        .map(([k]) => k)
        .sort();
      expect([account.key, granted]).toEqual([account.key, [...DEMO_ROLE_CASES[account.key].roles].sort()]);
    }
  });

  it('records the optional X-Permission header', async () => {
    const res = await up.request('GET', '/__test/roles', { token, headers: { 'x-permission': 'leaves.manage' } });
    expect(res.body.permission).toBe('leaves.manage');
  });
});
