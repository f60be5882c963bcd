/**
 * Request bodies declared with field builders (http/schema.ts "Request bodies"): the SPEC §5 messages, coercion,
 * blanks, partial bodies, CSV rows through checkFields, and the Fastify wiring (wrapper or flat, one 422 naming every
 * field, access checks before the 422).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { HttpError } from '../src/http/errors';
import { installErrorHandling } from '../src/http/errors';
import { Body, Field, bodyOf, checkBody, checkFields, readFields, registerValidation } from '../src/http/schema';
import { validationError } from '../src/http/errors';

const Candidate = Body(
  {
    name: Field.text('Name', { required: true, max: 10 }),
    email: Field.email('Email', { required: true }),
    phone: Field.phone('Phone'),
    age: Field.integer('Age', { max: 120 }),
    salary: Field.number('Salary', { max: 1000 }),
    level: Field.integer('Level', { min: 1, max: 4 }),
    interview: Field.date('Interview date', { noPast: true }),
    born: Field.date('Date of birth', { noFuture: true, dayFirst: true }),
    remote: Field.boolean('Remote'),
    kind: Field.enum('Kind', ['hourly', 'monthly'] as const),
    team_id: Field.id('Team'),
    tags: Field.ids('Employees', { messages: { invalid: 'Employees are required' } }),
  },
  'candidate',
);
const TODAY = '2026-03-10';
const check = (record: unknown, partial?: boolean, csv?: boolean) => checkFields(Candidate, record, { today: TODAY, partial, csv });

describe('checkFields', () => {
  it('answers every failing field at once with the SPEC §5 message forms', () => {
    const { errors } = check({
      name: 'x'.repeat(11),
      email: 'nope',
      phone: '12ab',
      age: '1.5',
      salary: -3,
      level: 9,
      interview: '2026-03-09',
      born: '2030-01-01',
      remote: 'maybe',
      kind: 'weekly',
      team_id: 'abc',
      tags: [1, 'x'],
    });
    expect(errors).toEqual([
      { field: 'name', message: 'Name must be less than 10 characters' },
      { field: 'email', message: 'Invalid e-mail format' },
      { field: 'phone', message: 'Invalid Phone Number' },
      { field: 'age', message: 'Age must be a whole number' },
      { field: 'salary', message: 'Salary must be a positive number.' },
      { field: 'level', message: 'Level must be between 1 and 4' },
      { field: 'interview', message: "Interview date can't be in the past" },
      { field: 'born', message: "Date of birth can't be in the future" },
      { field: 'remote', message: 'Remote must be true or false' },
      { field: 'kind', message: 'Kind must be one of: hourly, monthly' },
      { field: 'team_id', message: 'Team not found' },
      { field: 'tags', message: 'Employees are required' },
    ]);
    expect(check({ name: 'a', email: 'a@b.co', age: 121 }).errors).toEqual([{ field: 'age', message: 'Age must be at most 120' }]);
    expect(check({ name: 'a', email: 'a@b.co', born: '2026-13-01' }).errors).toEqual([
      { field: 'born', message: 'Date of birth must be a valid date (YYYY-MM-DD)' },
    ]);
  });

  it('counts blanks as missing, keeps absent keys absent and blank optional ones as null', () => {
    expect(check({ name: '   ', email: null }).errors).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'email', message: 'Email is required' },
    ]);
    const { value, errors } = check({ name: ' Ann ', email: ' Ann@Example.COM ', phone: '', age: '', remote: '0' });
    expect(errors).toEqual([]);
    expect(value).toEqual({ name: 'Ann', email: 'ann@example.com', phone: null, age: null, remote: false });
    expect('salary' in value).toBe(false);
  });

  it('reads the wrapper or the flat record, and CSV strings as numbers, booleans, dates and id lists', () => {
    const row = {
      name: 'Ann',
      email: 'a@b.co',
      age: '42',
      salary: '12.5',
      level: '2',
      born: '3/2/1990',
      remote: 'TRUE',
      kind: 'Monthly',
      team_id: '7',
      tags: '1,2',
    };
    const flat = check(row, false, true);
    expect(flat.errors).toEqual([]);
    expect(flat.value).toEqual({ ...row, age: 42, salary: 12.5, level: 2, born: '1990-02-03', remote: true, kind: 'monthly', team_id: 7, tags: [1, 2] });
    expect(check({ candidate: row }, false, true).value).toEqual(flat.value);
    // DD/MM/YYYY is a CSV row's form only: an API body takes ISO dates
    expect(check(row).errors).toEqual([{ field: 'born', message: 'Date of birth must be a valid date (YYYY-MM-DD)' }]);
    // never clamped, never guessed
    expect(check({ ...row, salary: '1e3' }, false, true).errors).toEqual([{ field: 'salary', message: 'Salary must be a positive number.' }]);
    expect(check({ ...row, name: { a: 1 } }, false, true).errors).toEqual([{ field: 'name', message: 'Name is invalid' }]);
  });

  it('partial (update) bodies skip absent required fields but refuse a required field sent blank', () => {
    expect(check({ age: 3 }, true).errors).toEqual([]);
    expect(check({ name: '' }, true).errors).toEqual([{ field: 'name', message: 'Name is required' }]);
    const Update = Body({ name: Field.text('Name', { required: true }) }, undefined, { partial: true });
    expect(checkFields(Update, {}).errors).toEqual([]);
  });

  it('reads aliases and skips multipart files', () => {
    const Type = Body({ leave_name: Field.text('Leave name', { required: true, aliases: ['name'] }), note: Field.file('Sick note') });
    expect(checkFields(Type, { name: ' Annual ', note: 'bytes' })).toEqual({ value: { leave_name: 'Annual' }, errors: [] });
    expect(checkFields(Type, {}).errors).toEqual([{ field: 'leave_name', message: 'Leave name is required' }]);
  });

  it('never trims passwords; blank ones are missing', () => {
    const Change = Body({ secret: Field.password('New password', { required: true, min: 8 }) });
    expect(checkFields(Change, { secret: ' pass word ' }).value).toEqual({ secret: ' pass word ' });
    expect(checkFields(Change, { secret: 'short' }).errors).toEqual([{ field: 'secret', message: 'New password must be at least 8 characters' }]);
    expect(checkFields(Change, { secret: '   ' }).errors).toEqual([{ field: 'secret', message: 'New password is required' }]);
  });

  it('readFields throws the 422 of http/errors.ts', () => {
    let thrown: unknown;
    try {
      readFields(Candidate, { email: 'a@b.co' });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(HttpError);
    expect((thrown as HttpError).status).toBe(422);
    expect((thrown as HttpError).body).toEqual({ message: 'Name is required', errors: [{ field: 'name', message: 'Name is required' }] });
  });

  it('documents the rules as JSON schema keywords (OpenAPI) and marks the body as schema-checked', () => {
    const flat = (Candidate as unknown as { anyOf: { properties: Record<string, Record<string, unknown>>; required?: string[] }[] }).anyOf[1];
    expect(flat.required).toEqual(['name', 'email']);
    expect(flat.properties.name).toMatchObject({ type: 'string', maxLength: 10, minLength: 1 });
    expect(flat.properties.age).toMatchObject({ anyOf: [{ type: 'integer', minimum: 0, maximum: 120 }, { type: 'null' }] });
    expect((Candidate as unknown as Record<string, unknown>)['x-checked-by']).toBe('schema');
  });
});

describe('Fastify bodies declared with fields', () => {
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    app = Fastify();
    installErrorHandling(app, 1024 * 1024);
    registerValidation(app);
    app.post('/candidates', { schema: { body: Candidate } }, async (request, reply) => {
      if (request.headers['x-role'] !== 'hr') throw new HttpError(403, "You don't have permission to access this resource");
      const input = bodyOf(request, Candidate);
      const name: string = input.name; // typed from the schema
      return reply.code(201).send({ ...input, name });
    });
    app.post('/combined', { schema: { body: Candidate } }, async (request) => {
      const { value, errors } = checkBody(request, Candidate);
      if (value.team_id === 99) errors.push({ field: 'team_id', message: 'Team not found' });
      if (errors.length) throw validationError(errors);
      return value;
    });
    app.post('/raw', { schema: { body: Candidate } }, async (request) => ({ keys: Object.keys(request.body as object) }));
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  // (app.inject needs an ESM-only dependency under jest: real HTTP instead)
  const post = async (path: string, payload: unknown, role = 'hr') => {
    const headers: Record<string, string> = { 'x-role': role };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${url}${path}`, { method: 'POST', headers, body: payload === undefined ? undefined : JSON.stringify(payload) });
    const body = (await res.json()) as { errors?: unknown };
    return { statusCode: res.status, json: () => body };
  };

  it('accepts the wrapper or the flat body and hands the route the checked record', async () => {
    const wrapped = await post('/candidates', { candidate: { name: ' Ann ', email: 'A@B.co', age: '3', extra: 'dropped' } });
    expect(wrapped.statusCode).toBe(201);
    expect(wrapped.json()).toEqual({ name: 'Ann', email: 'a@b.co', age: 3 });
    expect((await post('/candidates', { name: 'Ann', email: 'a@b.co' })).json()).toEqual({ name: 'Ann', email: 'a@b.co' });
  });

  it('answers one 422 naming every bad field, after the route’s access check', async () => {
    const res = await post('/candidates', { candidate: { name: '', email: 'x', age: -1 } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Name is required, Invalid e-mail format, Age must be a positive number.',
      errors: [
        { field: 'name', message: 'Name is required' },
        { field: 'email', message: 'Invalid e-mail format' },
        { field: 'age', message: 'Age must be a positive number.' },
      ],
    });
    expect((await post('/candidates', {}, 'agent')).statusCode).toBe(403);
    expect((await post('/candidates', undefined)).statusCode).toBe(422);
  });

  it('checkBody lets the route add its own checks to the same 422', async () => {
    const res = await post('/combined', { name: '', email: 'a@b.co', team_id: 99 });
    expect(res.json().errors).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'team_id', message: 'Team not found' },
    ]);
    expect((await post('/combined', { name: 'A', email: 'a@b.co', team_id: 98 })).statusCode).toBe(200);
  });

  it('a route reading request.body directly still gets the 422', async () => {
    const res = await post('/raw', { email: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'email', message: 'Invalid e-mail format' },
    ]);
  });
});

describe('sortByField and changesOf', () => {
  it('orders a 422 as the body declares its fields, and keeps only the sent changes', async () => {
    const { sortByField, changesOf } = await import('../src/http/schema');
    const errors = [
      { field: 'team_id', message: 'Team not found' },
      { field: null, message: 'Choose one' },
      { field: 'name', message: 'Name is required' },
    ];
    expect(sortByField(Candidate, errors).map((e) => e.field)).toEqual(['name', 'team_id', null]);
    expect(changesOf({ a: 1, b: undefined, c: null })).toEqual({ a: 1, c: null });
  });
});

describe('nested fields: Field.object, Field.list, Field.enums', () => {
  const Scores = {
    fluency: Field.integer('Fluency', { max: 10, aliases: ['englishFluency'] }),
    speed: Field.integer('Typing speed', { required: true, max: 200 }),
  };
  const Interview = Body(
    {
      scores: Field.object('Scores', Scores),
      rows: Field.list(
        'Rows',
        { who: Field.text('Employee', { required: true, max: 5 }), day: Field.date('Day') },
        { max: 2, messages: { required: 'Rows are required' } },
      ),
      reasons: Field.enums('Reasons', ['Salary', 'Growth'] as const),
    },
    'interview',
  );
  const run = (record: unknown) => checkFields(Interview, record, { today: TODAY });

  it('checks a nested record with its own fields, naming errors parent.sub, and reads its aliases', () => {
    expect(run({ scores: { englishFluency: '7', speed: 40 } })).toEqual({ value: { scores: { fluency: 7, speed: 40 } }, errors: [] });
    expect(run({ interview: { scores: { fluency: 11, speed: null } } }).errors).toEqual([
      { field: 'scores.fluency', message: 'Fluency must be at most 10' },
      { field: 'scores.speed', message: 'Typing speed is required' },
    ]);
    expect(run({ scores: [1] }).errors).toEqual([{ field: 'scores', message: 'Scores is invalid' }]);
    expect(run({ scores: null })).toEqual({ value: { scores: null }, errors: [] });
  });

  it('checks every item of a list, naming errors list.index.sub, and bounds its length', () => {
    expect(run({ rows: [{ who: ' A1 ', day: '2026-03-01', extra: 1 }] }).value).toEqual({ rows: [{ who: 'A1', day: '2026-03-01' }] });
    expect(run({ rows: [{ who: 'A1' }, { who: 'ABCDEFG', day: 'x' }] }).errors).toEqual([
      { field: 'rows.1.who', message: 'Employee must be less than 5 characters' },
      { field: 'rows.1.day', message: 'Day must be a valid date (YYYY-MM-DD)' },
    ]);
    expect(run({ rows: [{}, {}, {}] }).errors).toEqual([{ field: 'rows', message: 'Rows: at most 2' }]);
    expect(run({ rows: ['x'] }).errors).toEqual([{ field: 'rows', message: 'Rows is invalid' }]);
    expect(run({ rows: [] })).toEqual({ value: { rows: null }, errors: [] });
    const Required = Body({ rows: Field.list('Rows', { who: Field.text('Who') }, { required: true, messages: { required: 'Rows are required' } }) });
    expect(checkFields(Required, { rows: [] }).errors).toEqual([{ field: 'rows', message: 'Rows are required' }]);
  });

  it('reads a set of values from a list or a comma list, case-insensitively, without repeats', () => {
    expect(run({ reasons: ['salary', 'Growth', 'Salary'] }).value).toEqual({ reasons: ['Salary', 'Growth'] });
    expect(run({ reasons: 'growth, salary' }).value).toEqual({ reasons: ['Growth', 'Salary'] });
    expect(run({ reasons: ['Salary', 'Commute'] }).errors).toEqual([{ field: 'reasons', message: 'Reasons must be among: Salary, Growth' }]);
    expect(run({ reasons: 5 }).errors).toEqual([{ field: 'reasons', message: 'Reasons must be among: Salary, Growth' }]);
  });

  it('documents nested fields as JSON schema (properties, items, enum)', () => {
    const flat = (Interview as unknown as { anyOf: { properties: Record<string, Record<string, unknown>> }[] }).anyOf[1].properties;
    expect(flat.scores.anyOf).toEqual([
      expect.objectContaining({ type: 'object', properties: expect.objectContaining({ speed: expect.anything() }) }),
      { type: 'null' },
    ]);
    expect(flat.rows.anyOf).toEqual([
      expect.objectContaining({ type: 'array', maxItems: 2, items: expect.objectContaining({ type: 'object' }) }),
      { type: 'null' },
    ]);
    expect(flat.reasons.anyOf).toEqual([{ type: 'array', items: { type: 'string', enum: ['Salary', 'Growth'] } }, { type: 'null' }]);
  });
});
