/**
 * The balance ledger, carry-over and HR adjustments (decision 0220): the arithmetic table-driven (ledger.ts), then
 * through the REST calls with a frozen today (access, messages, the ledger summing to the balance, approval).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { carriedInto, closingBalance, expiryDate, monthCompletes, yearLedger, type Adjustment, type LedgerFacts, type TakenLeave } from '../src/leave/ledger';
import { startTestUpstream, type TestPerson, type TestUpstream } from './harness';

const leave = (id: number, start: string, days: number, end = start): TakenLeave => ({ id, start_date: start, end_date: end, days });
const adjust = (year: number, amount: number, at = `${year}-06-01`): Adjustment => ({
  id: 1,
  year,
  amount,
  reason: 'Correction',
  adjusted_by_name: 'HR',
  adjusted_at: `${at}T10:00:00.000Z`,
});

interface Case {
  type: LedgerFacts['type'];
  joined?: string | null;
  taken?: Record<number, TakenLeave[]>;
  adjusted?: Record<number, Adjustment[]>;
}
const facts = (c: Case): LedgerFacts => ({
  type: c.type,
  dateJoined: c.joined ?? '2025-01-01',
  taken: (y) => c.taken?.[y] ?? [],
  adjustments: (y) => c.adjusted?.[y] ?? [],
});
const yearly = (limit: number, carry = 0, expiry: number | null = null) => ({
  yearly_limit: limit,
  monthly_fraction: 0,
  carry_over_balance: carry,
  carry_over_expiry_months: expiry,
});

describe('carry-over (pure)', () => {
  it.each<[string, Case, number]>([
    ['no carry-over type: nothing carried', { type: yearly(20), taken: { 2025: [leave(1, '2025-03-03', 5)] } }, 0],
    ['unused days under the cap', { type: yearly(20, 10), taken: { 2025: [leave(1, '2025-03-03', 15)] } }, 5],
    ['capped at carry_over_balance', { type: yearly(20, 5), taken: { 2025: [leave(1, '2025-03-03', 2)] } }, 5],
    ['an overdrawn year carries nothing', { type: yearly(20, 5), adjusted: { 2025: [adjust(2025, -25)] } }, 0],
    ["last year's adjustment counts", { type: yearly(20, 10), taken: { 2025: [leave(1, '2025-03-03', 20)] }, adjusted: { 2025: [adjust(2025, 3)] } }, 3],
    [
      "last year's own carry counts, two years back",
      { type: yearly(10, 4), joined: '2024-01-01', taken: { 2024: [leave(1, '2024-03-04', 6)], 2025: [leave(2, '2025-03-03', 10)] } },
      4,
    ],
    ['joined this year: nothing to carry', { type: yearly(20, 5), joined: '2026-02-01' }, 0],
    [
      'joined last July, monthly: five completed months less taken',
      { type: { yearly_limit: 24, monthly_fraction: 2, carry_over_balance: 30 }, joined: '2025-07-15' },
      10,
    ],
  ])('%s', (_what, c, carried) => {
    expect(carriedInto(facts(c), 2026)).toBe(carried);
  });

  it('does not recurse without bound: three years back is not read', () => {
    const c: Case = { type: yearly(0, 5), joined: '2020-01-01', adjusted: { 2023: [adjust(2023, 5)] } };
    // 2023 → 2024 would carry 5, 2024 → 2025 5, 2025 → 2026 5 if every year were followed; two years back only reach 2024.
    expect(carriedInto(facts(c), 2025)).toBe(5);
    expect(carriedInto(facts(c), 2026)).toBe(0);
  });
});

describe('the year ledger (pure)', () => {
  const kinds = (entries: ReturnType<typeof yearLedger>) => entries.map((e) => [e.date, e.kind, e.amount, e.balance]);

  it.each<[string, Case, string, number]>([
    ['expiry before today: unused carry lapses', { type: yearly(20, 5, 3) }, '2026-04-01', 20],
    ['expiry today: not yet past', { type: yearly(20, 5, 3) }, '2026-03-31', 25],
    ['expiry after today', { type: yearly(20, 5, 3) }, '2026-02-10', 25],
    ['no expiry: carried days stay', { type: yearly(20, 5, null) }, '2026-12-01', 25],
    ['taken before expiry draws from carried first', { type: yearly(20, 5, 3), taken: { 2026: [leave(1, '2026-03-02', 3)] } }, '2026-06-01', 20],
    ["taken beyond the carry uses the year's days", { type: yearly(20, 5, 3), taken: { 2026: [leave(1, '2026-03-02', 7)] } }, '2026-06-01', 18],
    ['taken after expiry does not save the carry', { type: yearly(20, 5, 3), taken: { 2026: [leave(1, '2026-04-06', 3)] } }, '2026-06-01', 17],
    ['a negative adjustment', { type: yearly(20), adjusted: { 2026: [adjust(2026, -2.5)] } }, '2026-06-01', 17.5],
    [
      'half days and hours (days as fractions)',
      { type: yearly(20), taken: { 2026: [leave(1, '2026-03-02', 0.5), leave(2, '2026-03-03', 0.375)] } },
      '2026-06-01',
      19.125,
    ],
  ])('%s', (_what, c, today, remaining) => {
    const base: Case = { ...c, taken: { 2025: [leave(9, '2025-03-03', 15)], ...c.taken } };
    expect(closingBalance(yearLedger(facts(base), 2026, today))).toBe(remaining);
  });

  it('lists entries in date order whose running balance ends on the remaining balance', () => {
    const c: Case = {
      type: yearly(20, 5, 3),
      taken: { 2025: [leave(9, '2025-03-03', 15)], 2026: [leave(1, '2026-03-02', 2), leave(2, '2026-05-04', 1)] },
      adjusted: { 2026: [adjust(2026, 1.5, '2026-02-10')] },
    };
    expect(kinds(yearLedger(facts(c), 2026, '2026-06-01'))).toEqual([
      ['2026-01-01', 'carried', 5, 5],
      ['2026-01-01', 'accrued', 20, 25],
      ['2026-02-10', 'adjusted', 1.5, 26.5],
      ['2026-03-02', 'taken', -2, 24.5],
      ['2026-03-31', 'expired', -3, 21.5],
      ['2026-05-04', 'taken', -1, 20.5],
    ]);
  });

  it('accrues a monthly type once per completed month from the join date, capped, in a leap year', () => {
    const c: Case = { type: { yearly_limit: 5, monthly_fraction: 2 }, joined: '2028-01-30' };
    expect(kinds(yearLedger(facts(c), 2028, '2028-06-01'))).toEqual([
      ['2028-03-01', 'accrued', 2, 2],
      ['2028-03-30', 'accrued', 2, 4],
      ['2028-04-30', 'accrued', 1, 5],
    ]);
    expect(yearLedger(facts(c), 2028, '2028-06-01')[0].note).toBe('Accrual: February');
  });

  it("dates a closed year's last accrual Dec 31", () => {
    const entries = yearLedger(facts({ type: { yearly_limit: 24, monthly_fraction: 2 } }), 2025, '2026-01-01');
    expect([entries.length, entries.at(-1)?.date, closingBalance(entries)]).toEqual([12, '2025-12-31', 24]);
  });

  it('checks a leave after the expiry without the carried days that lapse before it', () => {
    const c: Case = { type: yearly(4, 5, 3), taken: { 2025: [] } };
    expect(closingBalance(yearLedger(facts(c), 2026, '2026-02-01', leave(5, '2026-03-02', 8)))).toBe(0);
    expect(closingBalance(yearLedger(facts(c), 2026, '2026-02-01', leave(5, '2026-04-06', 8)))).toBe(-4);
  });

  it.each([
    ['2026-01-31', 1, '2026-03-01'],
    ['2028-01-31', 1, '2028-03-01'],
    ['2028-01-29', 1, '2028-02-29'],
    ['2026-01-15', 12, '2027-01-15'],
  ])('month from %s +%i completes %s', (from, k, day) => {
    expect(monthCompletes(from, k)).toBe(day);
  });

  it.each([
    [3, '2026-03-31'],
    [2, '2028-02-29'],
    [12, '2026-12-31'],
    [null, null],
  ])('expiry after %s months', (months, day) => {
    expect(expiryDate(day?.startsWith('2028') ? 2028 : 2026, months)).toBe(day);
  });
});

const TODAY = '2026-06-15';
describe('the ledger and adjustments through REST', () => {
  let up: TestUpstream;
  let hr = '';
  let ceo = '';
  let person: TestPerson;
  let type = 0;
  const ledger = (token: string, query = `employee_id=${person.id}&leave_type_id=${type}`) => up.request('GET', `/leave_balances/ledger?${query}`, { token });
  const adjustBalance = (token: string, body: Record<string, unknown>) => up.request('POST', '/leave_balances/adjustments', { token, body });

  beforeAll(async () => {
    up = await startTestUpstream({ port: 0, build: { today: () => new Date(`${TODAY}T12:00:00Z`) } });
    hr = await up.login('hr');
    ceo = await up.login('ceo');
    person = await up.person({ date_joined: '2024-01-01' });
    const res = await up.request('POST', '/leave_types', {
      token: hr,
      body: { leave_type: { leave_name: 'Ledger Annual', yearly_limit: 10, carry_over_balance: 3, carry_over_expiry_months: 3 } },
    });
    expect(res.body).toMatchObject({ carry_over_balance: 3, carry_over_expiry_months: 3 });
    type = res.body.id;
  });
  afterAll(() => up.close());

  it('refuses adjustments from anyone but CEO and HR (403), before reading the body', async () => {
    for (const who of ['agent', 'head', 'teamleader'] as const) {
      expect((await adjustBalance(await up.login(who), {})).status).toBe(403);
    }
  });

  it('names every bad field (422)', async () => {
    const missing = await adjustBalance(hr, { employee_id: person.id, leave_type_id: type, amount: 2 });
    expect([missing.status, missing.body.errors]).toEqual([422, [{ field: 'reason', message: 'Reason is required' }]]);
    const zero = await adjustBalance(hr, { employee_id: 999999, leave_type_id: 999999, amount: 0, reason: 'Oops' });
    expect(zero.status).toBe(422);
    expect(zero.body.errors).toEqual([
      { field: 'amount', message: 'Amount must not be zero' },
      { field: 'employee_id', message: 'Employee not found' },
      { field: 'leave_type_id', message: 'Leave type not found' },
    ]);
  });

  it('records an adjustment, counts it in the balance, and the ledger sums to the remaining balance', async () => {
    const last = await adjustBalance(ceo, { employee_id: person.id, leave_type_id: type, year: 2025, amount: -8, reason: 'Unrecorded leave in 2025' });
    expect([last.status, last.body.message]).toEqual([201, undefined]);
    const res = await adjustBalance(hr, { employee_id: person.id, leave_type_id: type, amount: 1.5, reason: 'Worked a public holiday' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ year: 2026, amount: 1.5, reason: 'Worked a public holiday', adjusted_by_name: expect.any(String) });

    const { status, body } = await ledger(hr);
    expect(status).toBe(200);
    // 2025: 10 − 8 = 2 left, carried (cap 3) and lapsed at the end of March; 10 accrued; +1.5.
    expect(body.entries.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([
      ['carried', 2],
      ['accrued', 10],
      ['expired', -2],
      ['adjusted', 1.5],
    ]);
    const sum = body.entries.reduce((s: number, e: { amount: number }) => s + e.amount, 0);
    expect([sum, body.entries.at(-1).balance, body.balance.remaining_balance]).toEqual([11.5, 11.5, 11.5]);
    const balances = await up.request('GET', `/leave_requests/balances?employee_id=${person.id}`, { token: hr });
    expect(balances.body.find((b: { leave_type_id: number }) => b.leave_type_id === type).remaining_balance).toBe(11.5);
  });

  it('refuses an approval beyond the balance with the adjustment counted', async () => {
    const file = (start: string, end: string) =>
      up.request('POST', '/leave_requests', { token: ceo, body: { employee_id: person.id, leave_type_id: type, start_date: start, end_date: end } });
    const approve = (id: number, body = {}) => up.request('POST', `/leave_requests/${id}/approve`, { token: hr, body });
    for (const [start, end] of [
      ['2026-07-06', '2026-07-10'],
      ['2026-07-13', '2026-07-17'],
    ]) {
      const week = await file(start, end);
      expect((await approve(week.body.id)).body.status).toBe('approved');
    }
    // 11.5 − 10 = 1.5 left: without the +1.5 adjustment nothing would be.
    const big = await file('2026-07-20', '2026-07-24');
    expect([big.status, big.body.message]).toEqual([201, undefined]);
    const refused = await approve(big.body.id);
    expect([refused.status, refused.body.message]).toEqual([422, 'No enough balance to approve this leave request']);
    const part = await approve(big.body.id, { approved_start_date: '2026-07-20', approved_end_date: '2026-07-20' });
    expect([part.status, part.body.status]).toEqual([200, 'partially_approved']);
    const { body } = await ledger(hr);
    expect(body.entries.at(-1)).toMatchObject({ kind: 'taken', amount: -1, balance: 0.5, leave_request_id: big.body.id, start_date: '2026-07-20' });
    expect(body.balance).toMatchObject({ remaining_balance: 0.5, approved_leaves_this_year: 11 });
  });

  it("shows the ledger like balances: one's own yes, someone else's to an agent 403, unknown type 404, missing type 422", async () => {
    const agent = await up.login('agent');
    expect((await ledger(agent, `leave_type_id=${type}`)).status).toBe(200);
    expect((await ledger(agent)).status).toBe(403);
    expect((await ledger(hr, `employee_id=${person.id}&leave_type_id=999999`)).status).toBe(404);
    expect((await ledger(hr, `employee_id=${person.id}`)).body.errors).toEqual([{ field: 'leave_type_id', message: 'Leave type is required' }]);
  });
});
