import { describe, it, expect, beforeAll, afterAll, beforeEach } from '@jest/globals';
import { Readable } from 'node:stream';
import { GraphQLError } from 'graphql';
import { RestClient } from '../src/rest/client';
import { SERVER_ERROR_MESSAGE } from '../src/errors';
import { json, startFakeUpstream, type FakeUpstream } from './fakeUpstream';

let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(() => upstream.close());
beforeEach(() => {
  upstream.calls.length = 0;
});

const client = (token: string | null = 'tok', permission: string | null = null) => new RestClient({ baseUrl: upstream.url, token, permission });

/** Runs `fn` and returns the GraphQLError it rejected with. */
async function failure(fn: () => Promise<unknown>): Promise<GraphQLError> {
  try {
    await fn();
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    return error as GraphQLError;
  }
  throw new Error('expected a failure');
}

describe('RestClient requests', () => {
  it('forwards the token and permission header, snake-cases query and body, camel-cases the answer', async () => {
    upstream.handle((_call, res) => json(res, 200, { RES_ID: 'R1', manager_name: 'No available manager', national_ID: '9' }));
    const rest = client('abc', 'MANAGE_LEAVE_REQUESTS');
    const answer = await rest.request('POST', '/employees', {
      query: { departmentId: 4, resId: 'R1', search: undefined },
      body: { employee: { resId: 'R1', teamId: 2, nationalId: '9' } },
    });
    expect(answer).toEqual({ resId: 'R1', managerName: 'No available manager', nationalId: '9' });
    const [call] = upstream.calls;
    expect(call.headers.authorization).toBe('Bearer abc');
    expect(call.headers['x-permission']).toBe('MANAGE_LEAVE_REQUESTS');
    expect(call.url).toBe('/employees?department_id=4&res_id=R1');
    expect(JSON.parse(call.body)).toEqual({ employee: { RES_ID: 'R1', team_ID: 2, national_ID: '9' } });
  });

  it('honours per-call key overrides', async () => {
    upstream.handle((_c, res) => json(res, 201, { id: 1 }));
    await client().post('/candidates', { body: { candidate: { nationalId: '1' } }, keys: { nationalId: 'national_id' } });
    expect(JSON.parse(upstream.calls[0].body)).toEqual({ candidate: { national_id: '1' } });
  });

  it('sends no Authorization header when signed out, and answers null for 204', async () => {
    upstream.handle((_c, res) => {
      res.writeHead(204);
      res.end();
    });
    expect(await client(null).request('DELETE', '/leave_types/1')).toBeNull();
    expect(upstream.calls[0].headers.authorization).toBeUndefined();
  });

  it('fills the placeholders of a typed write from params, URI-encoded, and answers the contract row camelCased', async () => {
    upstream.handle((_c, res) => json(res, 200, { id: 7, assignee_id: 3 }));
    const rest = client();
    const goal = await rest.post('/goals/{id}/approve', { params: { id: 'a/b' }, body: {} });
    expect(goal.assigneeId).toBe(3);
    await rest.delete('/kudos/{id}', { params: { id: 9 } });
    expect(upstream.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /goals/a%2Fb/approve', 'DELETE /kudos/9']);
  });

  it('counts the calls of one client', async () => {
    upstream.handle((_c, res) => json(res, 200, []));
    const rest = client();
    await rest.getUnchecked('/a');
    await rest.getUnchecked('/b');
    await rest.getUnchecked('/c');
    expect(rest.callCount).toBe(3);
  });

  it('forwards multipart fields and files with their file name', async () => {
    upstream.handle((_c, res) => json(res, 201, { id: 7, filename: 'note.txt' }));
    const upload = { filename: 'note.txt', mimetype: 'text/plain', createReadStream: () => Readable.from([Buffer.from('hello')]) };
    const answer = await client().post('/leave_requests', {
      multipart: { fields: { leaveTypeId: 3, notes: 'x', skip: undefined }, files: { sickNote: Promise.resolve(upload) } },
    });
    expect(answer).toEqual({ id: 7, filename: 'note.txt' });
    const call = upstream.calls[0];
    expect(call.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(call.body).toContain('name="leave_type_id"');
    expect(call.body).toContain('name="sick_note"; filename="note.txt"');
    expect(call.body).toContain('hello');
    expect(call.body).not.toContain('name="skip"');
  });

  it('streams binary answers with their headers', async () => {
    upstream.handle((_c, res) => {
      res.writeHead(200, { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="a.csv"' });
      res.end('a,b\n1,2\n');
    });
    const file = await client().stream('/api/monthly_attendances/export', { query: { month: '2024-01' } });
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('a,b\n1,2\n');
    expect(file.headers['content-type']).toBe('text/csv');
    expect(file.headers['content-disposition']).toContain('a.csv');
  });
});

describe('RestClient error mapping', () => {
  const cases: [number, string][] = [
    [400, 'BAD_REQUEST'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [406, 'NOT_ACCEPTABLE'],
    [409, 'CONFLICT'],
    [413, 'BAD_USER_INPUT'],
    [422, 'BAD_USER_INPUT'],
  ];
  it.each(cases)('maps %i to %s with the upstream message verbatim', async (status, code) => {
    const message = `Upstream says ${status}, exactly.`;
    upstream.handle((_c, res) => json(res, status, { message, errors: [] }));
    const error = await failure(() => client().getUnchecked('/anything'));
    expect(error.extensions.code).toBe(code);
    expect(error.message).toBe(message);
  });

  it.each([500, 502, 503])('maps %i to UPSTREAM_UNAVAILABLE without the upstream text (it may carry internals)', async (status) => {
    upstream.handle((_c, res) => json(res, status, { message: 'boom at /srv/app/db.ts:42', errors: [] }));
    const error = await failure(() => client().getUnchecked('/anything'));
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.message).toBe(SERVER_ERROR_MESSAGE);
  });

  it('gives 422 per-field messages with camelCase field names', async () => {
    upstream.handle((_c, res) =>
      json(res, 422, {
        message: "RES_ID can't be blank, New password must be at least 8 characters",
        errors: [
          { field: 'RES_ID', message: "RES_ID can't be blank" },
          { field: 'new_password', message: 'New password must be at least 8 characters' },
          { field: null, message: 'Something general' },
        ],
      }),
    );
    const error = await failure(() => client().post('/employees', { body: {} }));
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe("RES_ID can't be blank, New password must be at least 8 characters");
    expect(error.extensions.fieldErrors).toEqual([
      { field: 'resId', message: "RES_ID can't be blank" },
      { field: 'newPassword', message: 'New password must be at least 8 characters' },
      { field: null, message: 'Something general' },
    ]);
  });

  it('maps an error of a streamed answer with its message', async () => {
    upstream.handle((_c, res) => json(res, 404, { message: 'File not found' }));
    const error = await failure(() => client().stream('/files/9/download'));
    expect(error.extensions.code).toBe('NOT_FOUND');
    expect(error.message).toBe('File not found');
  });

  it('maps a timeout to UPSTREAM_UNAVAILABLE with extensions.timeout', async () => {
    upstream.handle((_c, res) => setTimeout(() => json(res, 200, {}), 500));
    const error = await failure(() => client().getUnchecked('/slow', { timeoutMs: 100 }));
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', timeout: true });
    expect(error.message).toBe('The server took too long to answer');
  });

  it('uses UPSTREAM_TIMEOUT_MS as the default timeout', async () => {
    process.env.UPSTREAM_TIMEOUT_MS = '100';
    try {
      upstream.handle((_c, res) => setTimeout(() => json(res, 200, {}), 500));
      const error = await failure(() => client().getUnchecked('/slow'));
      expect(error.extensions.timeout).toBe(true);
    } finally {
      delete process.env.UPSTREAM_TIMEOUT_MS;
    }
  });

  it('maps a dropped connection and a closed port to UPSTREAM_UNAVAILABLE', async () => {
    upstream.handle((_c, res) => res.socket?.destroy());
    const dropped = await failure(() => client().getUnchecked('/drop'));
    expect(dropped.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(dropped.extensions.timeout).toBeUndefined();

    const nobody = new RestClient({ baseUrl: 'http://127.0.0.1:1', token: 't' });
    const refused = await failure(() => nobody.getUnchecked('/x'));
    expect(refused.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('never retries a mutation, whatever the failure', async () => {
    for (const fail of [
      (res: import('node:http').ServerResponse) => json(res, 503, { message: 'down' }),
      (res: import('node:http').ServerResponse) => res.socket?.destroy(),
    ]) {
      upstream.calls.length = 0;
      upstream.handle((_c, res) => fail(res));
      const rest = client();
      await failure(() => rest.request('POST', '/action_againsts/1/approve', { body: {} }));
      expect(upstream.calls.filter((c) => c.url === '/action_againsts/1/approve')).toHaveLength(1);
      expect(rest.callCount).toBe(1);
    }
  });
});
