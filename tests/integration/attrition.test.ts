/**
 * Attrition through GraphQL against the real upstream (issue 16): types (per_page 1000, add, rename), recording an
 * attrition (upcoming, or already past: the person counts as resigned), the refused cases with their messages,
 * cancelling (cancelled type, last working day cleared, the person active again), exit interviews, the tracker and
 * the team view, and the SPEC §6 role rules at the gateway. Lists and exit interviews need upstream extensions
 * (itFull); recording, changing, cancelling and types are SPEC §7 calls and run on both profiles.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DemoKey } from '../../upstream/src/seed';
import { gql, itFull, loginAs, startStack, type Stack } from '../support/stack';

let stack: Stack;
const tokens = {} as Record<DemoKey, string>;
const ids: Record<string, string> = {};
const types: Record<string, string> = {};

const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const FIELDS = 'id state attritionTypeName noticeDate lastWorkingDay reason hasExitInterview employee { name resId } manager { name }';
const CREATE = `mutation($input: AttritionInput!) { createAttrition(input: $input) { ${FIELDS} } }`;
const CANCEL = `mutation($id: ID!) { cancelAttrition(id: $id) { ${FIELDS} } }`;
const record = (who: DemoKey, name: string, type: string, noticeDate: string, lastWorkingDay: string, reason: string | null = null) =>
  gql(stack, CREATE, { input: { employeeId: ids[name], attritionTypeId: types[type], noticeDate, lastWorkingDay, reason } }, tokens[who]);
const person = async (name: string) =>
  (await gql(stack, 'query($id: ID!) { employee(id: $id) { active status lastWorkingDay } }', { id: ids[name] }, tokens.hr)).data?.employee;

beforeAll(async () => {
  stack = await startStack();
  for (const key of ['ceo', 'hr', 'head', 'acm', 'teamleader', 'agent'] as DemoKey[]) tokens[key] = await loginAs(stack, key);
  const people = await gql(stack, '{ employees(limit: -1, active: ALL) { items { id name } } }', {}, tokens.hr);
  for (const e of people.data.employees.items) ids[e.name] = e.id;
  const t = await gql(stack, '{ attritionTypes { items { id name } } }', {}, tokens.hr);
  for (const x of t.data.attritionTypes.items) types[x.name] = x.id;
}, 60_000);
afterAll(() => stack.close());

describe('attrition types', () => {
  it('lists the managed types (one cancels), adds and renames; a duplicate name is a conflict', async () => {
    const list = await gql(stack, '{ attritionTypes { count items { name cancels } } }', {}, tokens.teamleader);
    expect(list.data.attritionTypes.items).toEqual(expect.arrayContaining([{ name: 'Resignation', cancels: false }, { name: 'Cancelled', cancels: true }]));
    const made = await gql(stack, 'mutation($i: AttritionTypeInput!) { createAttritionType(input: $i) { id name cancels } }', { i: { name: 'Absconded' } }, tokens.hr);
    expect(made.data.createAttritionType).toMatchObject({ name: 'Absconded', cancels: false });
    const renamed = await gql(
      stack,
      'mutation($id: ID!, $i: AttritionTypeInput!) { updateAttritionType(id: $id, input: $i) { name } }',
      { id: made.data.createAttritionType.id, i: { name: 'Job abandonment' } },
      tokens.ceo,
    );
    expect(renamed.data.updateAttritionType.name).toBe('Job abandonment');
    const dup = await gql(stack, 'mutation($i: AttritionTypeInput!) { createAttritionType(input: $i) { id } }', { i: { name: 'resignation' } }, tokens.hr);
    expect(dup.errors?.[0]).toMatchObject({ message: 'Attrition type resignation already exists', extensions: { code: 'CONFLICT' } });
    const agent = await gql(stack, 'mutation($i: AttritionTypeInput!) { createAttritionType(input: $i) { id } }', { i: { name: 'X' } }, tokens.agent);
    expect(agent.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('recording and cancelling', () => {
  it('an upcoming resignation leaves the person active until the last working day has passed', async () => {
    const res = await record('hr', 'Reem Abdallah', 'Resignation', iso(-3), iso(20), 'Relocating');
    expect(res.errors).toBeUndefined();
    expect(res.data.createAttrition).toMatchObject({ state: 'UPCOMING', lastWorkingDay: iso(20), employee: { name: 'Reem Abdallah' }, manager: { name: 'Khaled Mahmoud' } });
    expect(await person('Reem Abdallah')).toMatchObject({ active: true, status: 'Active' });
    const second = await record('ceo', 'Reem Abdallah', 'Termination', iso(0), iso(1));
    expect(second.errors?.[0]).toMatchObject({ message: `Reem Abdallah already has an open attrition (#${res.data.createAttrition.id})`, extensions: { code: 'CONFLICT' } });
  });

  // Reading a former employee needs the extensions (GET /employees/{id}, active=all).
  itFull('a past last working day makes the person resigned at once; cancelling restores them', async () => {
    const res = await record('hr', 'Walid Sherif', 'Resignation', iso(-30), iso(-2), 'Better offer');
    expect(res.data.createAttrition).toMatchObject({ state: 'LEFT', lastWorkingDay: iso(-2) });
    expect(await person('Walid Sherif')).toMatchObject({ active: false, status: 'Resigned', lastWorkingDay: iso(-2) });
    const current = await gql(stack, '{ employees(limit: -1) { items { name } } }', {}, tokens.hr);
    expect(current.data.employees.items.map((e: { name: string }) => e.name)).not.toContain('Walid Sherif');

    const cancelled = await gql(stack, CANCEL, { id: res.data.createAttrition.id }, tokens.hr);
    expect(cancelled.data.cancelAttrition).toMatchObject({ state: 'CANCELLED', attritionTypeName: 'Cancelled', lastWorkingDay: null });
    expect(await person('Walid Sherif')).toMatchObject({ active: true, status: 'Active', lastWorkingDay: null });
    const again = await gql(stack, CANCEL, { id: res.data.createAttrition.id }, tokens.hr);
    expect(again.errors?.[0]).toMatchObject({ message: 'This attrition is cancelled; record a new one instead', extensions: { code: 'CONFLICT' } });
    const recordAgain = await record('hr', 'Walid Sherif', 'Termination', iso(0), iso(10));
    expect(recordAgain.errors).toBeUndefined();
  });

  itFull('a termination makes the person Terminated; moving the date later brings them back until then', async () => {
    const res = await record('ceo', 'Mahmoud Essam', 'Termination', iso(-10), iso(-1));
    expect(await person('Mahmoud Essam')).toMatchObject({ active: false, status: 'Terminated' });
    const moved = await gql(
      stack,
      `mutation($id: ID!, $i: AttritionChangesInput!) { updateAttrition(id: $id, input: $i) { ${FIELDS} } }`,
      { id: res.data.createAttrition.id, i: { lastWorkingDay: iso(15) } },
      tokens.hr,
    );
    expect(moved.data.updateAttrition).toMatchObject({ state: 'UPCOMING', lastWorkingDay: iso(15) });
    expect(await person('Mahmoud Essam')).toMatchObject({ active: true, status: 'Active', lastWorkingDay: null });
  });

  itFull('refuses a former employee', async () => {
    const former = await record('hr', 'Aya Mostafa', 'Resignation', iso(0), iso(5));
    expect(former.errors?.[0].message).toBe('Employee must be an active employee');
  });

  it('refuses a last working day before the notice, the cancelled type and a missing date', async () => {
    const before = await record('hr', 'Heba Anwar', 'Resignation', iso(5), iso(1));
    expect(before.errors?.[0]).toMatchObject({ message: 'Last working day cannot be before the notice date', extensions: { code: 'BAD_USER_INPUT' } });
    const cancelledType = await record('hr', 'Heba Anwar', 'Cancelled', iso(0), iso(5));
    expect(cancelledType.errors?.[0].message).toBe('An attrition cannot be recorded with the cancelled type');
    const noDate = await record('hr', 'Heba Anwar', 'Resignation', iso(0), '');
    expect(noDate.errors?.[0].message).toBe('Last working day is required');
  });
});

describe('tracker, team view and exit interviews (extensions)', () => {
  itFull('the tracker filters by search and state', async () => {
    const q = 'query($s: String, $st: AttritionState) { attritions(search: $s, state: $st, limit: 25) { count items { employee { name } state attritionTypeName } } }';
    const aya = await gql(stack, q, { s: 'Aya' }, tokens.hr);
    expect(aya.data.attritions.items).toEqual([{ employee: { name: 'Aya Mostafa' }, state: 'LEFT', attritionTypeName: 'Resignation' }]);
    const cancelled = await gql(stack, q, { st: 'CANCELLED' }, tokens.ceo);
    expect(cancelled.data.attritions.items.length).toBeGreaterThan(0);
    expect(cancelled.data.attritions.items.every((a: { state: string }) => a.state === 'CANCELLED')).toBe(true);
  });

  itFull("a manager's team view shows their reporting line only", async () => {
    await record('hr', 'Bassem Fouad', 'Resignation', iso(0), iso(30));
    const q = '{ teamAttritions(limit: -1) { items { employee { name } } } }';
    const tl = (await gql(stack, q, {}, tokens.teamleader)).data.teamAttritions.items.map((a: { employee: { name: string } }) => a.employee.name);
    expect(tl).toContain('Bassem Fouad');
    expect(tl).not.toContain('Reem Abdallah');
    const acm = (await gql(stack, q, {}, tokens.acm)).data.teamAttritions.items.map((a: { employee: { name: string } }) => a.employee.name);
    expect(acm).toContain('Bassem Fouad');
  });

  itFull('records, replaces and shows an exit interview; a rating out of 1–5 is refused', async () => {
    const list = await gql(stack, '{ attritions(search: "Reem", limit: 5) { items { id } } }', {}, tokens.hr);
    const id = list.data.attritions.items[0].id;
    const SAVE = 'mutation($id: ID!, $i: ExitInterviewInput!) { saveExitInterview(attritionId: $id, input: $i) { reasons } }';
    const bad = await gql(stack, SAVE, { id, i: { reasons: ['Relocation'], ratingOverall: 6 } }, tokens.hr);
    expect(bad.errors?.[0]).toMatchObject({ message: 'Overall rating must be between 1 and 5', extensions: { code: 'BAD_USER_INPUT' } });
    const saved = await gql(stack, SAVE, { id, i: { reasons: ['Relocation', 'Studies'], ratingOverall: 4, wouldRehire: true, comments: 'Great team' } }, tokens.hr);
    expect(saved.data.saveExitInterview.reasons).toEqual(['Relocation', 'Studies']);
    const shown = await gql(stack, 'query($id: ID!) { attrition(id: $id) { hasExitInterview exitInterview { reasons ratingOverall wouldRehire comments interviewerName } } }', { id }, tokens.hr);
    expect(shown.data.attrition).toEqual({
      hasExitInterview: true,
      exitInterview: { reasons: ['Relocation', 'Studies'], ratingOverall: 4, wouldRehire: true, comments: 'Great team', interviewerName: 'Nadia Farouk' },
    });
  });
});

describe('roles (SPEC §6)', () => {
  const forbidden = { extensions: { code: 'FORBIDDEN' } };
  it('the tracker, recording and cancelling are for CEO and HR', async () => {
    for (const who of ['head', 'acm', 'teamleader', 'agent'] as DemoKey[]) {
      expect((await gql(stack, '{ attritions { count } }', {}, tokens[who])).errors?.[0]).toMatchObject(forbidden);
      expect((await record(who, 'Heba Anwar', 'Resignation', iso(0), iso(5))).errors?.[0]).toMatchObject(forbidden);
      expect((await gql(stack, CANCEL, { id: '1' }, tokens[who])).errors?.[0]).toMatchObject(forbidden);
    }
  });

  it('team attritions are for managers; not for an agent or HR staff who manage no one', async () => {
    for (const who of ['agent', 'hr'] as DemoKey[]) {
      expect((await gql(stack, '{ teamAttritions { count } }', {}, tokens[who])).errors?.[0]).toMatchObject(forbidden);
    }
    for (const who of ['teamleader', 'acm', 'head'] as DemoKey[]) expect((await gql(stack, '{ teamAttritions { count } }', {}, tokens[who])).errors).toBeUndefined();
  });
});
