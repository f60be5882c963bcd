/**
 * Per-type leave rules at the upstream (the shared area's leave type): requires_approval, max_consecutive_days,
 * can_overlap, the type's start/end window, the join date and identical requests, each allowed and refused with the
 * SPEC §8 texts; and SPEC §7's three-field body still creating and changing a type without touching its rules.
 * Dates are in 2030, a future year whose whole accrual counts, so balances do not depend on today.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { csvForm, startTestUpstream, type TestPerson, type TestUpstream } from './harness';

let up: TestUpstream;
let ceo = '';
let hr = '';
let joined: TestPerson;
let joinsLater: TestPerson;
const types: Record<string, number> = {};

const createType = (body: Record<string, unknown>) => up.request('POST', '/leave_types', { token: hr, body: { leave_type: body } });
const file = (person: TestPerson, type: string, start: string, end: string) =>
  up.request('POST', '/leave_requests', { token: ceo, body: { employee_id: person.id, leave_type_id: types[type], start_date: start, end_date: end } });

beforeAll(async () => {
  up = await startTestUpstream();
  ceo = await up.login('ceo');
  hr = await up.login('hr');
  joined = await up.person();
  joinsLater = await up.person({ date_joined: '2030-06-01' });
  const made = {
    capped: { leave_name: 'Rules Capped', yearly_limit: 20, max_consecutive_days: 2 },
    window: { leave_name: 'Rules Window', yearly_limit: 20, start_date: '2030-03-01', end_date: '2030-03-31' },
    auto: { leave_name: 'Rules Auto', yearly_limit: 3, requires_approval: false },
    overlapping: { leave_name: 'Rules Overlapping', yearly_limit: 20, can_overlap: true },
    plain: { leave_name: 'Rules Plain', yearly_limit: 20 },
  };
  for (const [key, body] of Object.entries(made)) {
    const res = await createType(body);
    if (res.status !== 201) throw new Error(`type refused: ${JSON.stringify(res.body)}`);
    types[key] = res.body.id;
  }
});
afterAll(() => up.close());

describe('leave type rule fields', () => {
  it('answers the defaults for a SPEC §7 body and keeps the rules when a later body omits them', async () => {
    const plain = await up.request('GET', '/leave_types?limit=100', { token: hr });
    const row = plain.body.items.find((t: { id: number }) => t.id === types.plain);
    expect(row).toMatchObject({ requires_approval: true, max_consecutive_days: null, can_overlap: false, start_date: null, end_date: null });

    const put = await up.request('PUT', `/leave_types/${types.window}`, { token: hr, body: { leave_name: 'Rules Window', yearly_limit: 15 } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ yearly_limit: 15, start_date: '2030-03-01', end_date: '2030-03-31', requires_approval: true });
  });

  it.each([
    ['a window ending before it starts', { start_date: '2030-03-10', end_date: '2030-03-01' }, 'end_date', "End date can't be before start date"],
    ['no day at all', { max_consecutive_days: 0 }, 'max_consecutive_days', expect.any(String)],
  ])('refuses %s', async (_what, rules, field, message) => {
    const res = await createType({ leave_name: 'Rules Refused', yearly_limit: 5, ...rules });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(expect.arrayContaining([{ field, message }]));
  });
});

describe('rules on filing', () => {
  const tooLong = 'This leave type allows at most 2 consecutive days in one request';
  it.each([
    ['capped: 2 days', 'capped', 'joined', '2030-02-25', '2030-02-26', 201, null],
    ['capped: 3 days', 'capped', 'joined', '2030-03-04', '2030-03-06', 422, tooLong],
    ['window: inside', 'window', 'joined', '2030-03-28', '2030-03-29', 201, null],
    ['window: starting before it', 'window', 'joined', '2030-02-28', '2030-03-01', 422, "The selected date doesn't fall in the vacation period"],
    ['window: after it', 'window', 'joined', '2030-04-01', '2030-04-01', 422, "The selected date doesn't fall in the vacation period"],
    ['before joining', 'plain', 'joinsLater', '2030-05-27', '2030-05-28', 422, 'Invalid period in the company to apply for this leave request'],
    ['after joining', 'plain', 'joinsLater', '2030-06-03', '2030-06-04', 201, null],
  ] as const)('%s', async (_what, type, who, start, end, status, message) => {
    const res = await file(who === 'joined' ? joined : joinsLater, type, start, end);
    expect(res.status).toBe(status);
    if (message) expect(res.body.errors.map((e: { message: string }) => e.message)).toContain(message);
    else expect(res.body.status).toBe('pending');
  });

  it('approves a request of a type needing no approval at once, and refuses it without the balance', async () => {
    const first = await file(joined, 'auto', '2030-04-08', '2030-04-10');
    expect([first.status, first.body.status, first.body.reviewed_by_id]).toEqual([201, 'approved', null]);
    const second = await file(joined, 'auto', '2030-04-11', '2030-04-11');
    expect([second.status, second.body.message]).toEqual([422, 'No enough balance to approve this leave request']);
    const stored = await up.db.query('SELECT id FROM leave_requests WHERE leave_type_id = $1', [types.auto]);
    expect(stored.rows).toHaveLength(1);
  });

  it('approves imported requests of such a type as they are stored, and fails a row past the balance alone', async () => {
    const person = await up.person();
    const csv = `RES_ID,leave_type,start_date,end_date\n${person.RES_ID},Rules Auto,2030-05-06,2030-05-07\n${person.RES_ID},Rules Auto,2030-05-13,2030-05-14\n`;
    const res = await up.request('POST', '/leave_requests/import', { token: hr, body: csvForm(csv) });
    expect([res.status, res.body.created, res.body.failed]).toEqual([200, 1, [{ row: 3, message: 'No enough balance to approve this leave request' }]]);
    const stored = await up.db.query('SELECT start_date::text AS start, status FROM leave_requests WHERE employee_id = $1', [person.id]);
    expect(stored.rows).toEqual([{ start: '2030-05-06', status: 'approved' }]);
  });

  it('lets an overlapping type share days, and refuses identical and overlapping requests otherwise', async () => {
    expect((await file(joined, 'plain', '2030-04-15', '2030-04-16')).status).toBe(201);
    expect((await file(joined, 'overlapping', '2030-04-16', '2030-04-17')).status).toBe(201);
    const identical = await file(joined, 'plain', '2030-04-15', '2030-04-16');
    expect([identical.status, identical.body.message]).toEqual([422, 'This leave has already been requested for this employee']);
    const overlap = await file(joined, 'capped', '2030-04-16', '2030-04-16');
    expect([overlap.status, overlap.body.message]).toEqual([422, 'Employee already has a leave request overlapping this period.']);
  });
});
