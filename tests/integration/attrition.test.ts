/**
 * Attrition through GraphQL against the real upstream: types (per_page 1000, add, rename), recording an
 * attrition (upcoming, or already past: the person counts as resigned), the refused cases with their messages,
 * cancelling (cancelled type, last working day cleared, the person active again), exit interviews, the tracker and
 * the team view, and the SPEC §6 role rules at the gateway. Lists and exit interviews need upstream extensions
 * (itFull); recording, changing, cancelling and types are SPEC §7 calls and run on both profiles.
 *
 * @spec GET /api/attritions, GET /api/attritions/analytics, GET /api/attritions/{id}
 * @spec GET /api/attritions/{id}/exit_interview, PUT /api/attritions/{id}/exit_interview
 * @postgres attrition
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DemoKey } from '../../upstream/src/seed';
import { DEMO_ATTRITIONS, DEMO_EXIT_INTERVIEW } from '../../upstream/src/attrition/seed';
import { gql, itFull, itSpec, loginAs, PROFILE, startStack, type Stack } from '../support/stack';

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
    expect(list.data.attritionTypes.items).toEqual(
      expect.arrayContaining([
        { name: 'Resignation', cancels: false },
        { name: 'Cancelled', cancels: true },
      ]),
    );
    const made = await gql(
      stack,
      'mutation($i: AttritionTypeInput!) { createAttritionType(input: $i) { id name cancels } }',
      { i: { name: 'Absconded' } },
      tokens.hr,
    );
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

interface Person {
  id: string;
  name: string;
  active: boolean;
  dateJoined: string | null;
  lastWorkingDay: string | null;
  department: { departmentName: string } | null;
}
interface Leaver {
  lwd: string;
  type: string;
  person: Person;
  reasons: string[];
}
const PEOPLE = '{ employees(limit: -1, active: ALL) { items { id name active dateJoined lastWorkingDay department { departmentName } } } }';
const ANALYTICS =
  '{ attritionAnalytics { from to leavers months { month leavers headcount rate } byDepartment { label count } byType { label count } byTenure { label count } topReasons { label count } } }';
const addDays = (isoDay: string, days: number) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
const sortGroups = (m: Map<string, number>) =>
  [...m].map(([label, count]) => ({ label, count })).sort((x, y) => y.count - x.count || (x.label < y.label ? -1 : 1));
const tally = (labels: string[]) => sortGroups(labels.reduce((m, l) => m.set(l, (m.get(l) ?? 0) + 1), new Map<string, number>()));

/** The analytics the routes.ts header defines, computed here from the people and the leavers. */
function expectedAnalytics(people: Person[], leavers: Leaver[]) {
  const today = iso(0);
  const from = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 12, 1)).toISOString().slice(0, 10);
  const onBooks = (d: string) =>
    people.filter((e) => (!e.dateJoined || e.dateJoined <= d) && (e.active || (e.lastWorkingDay !== null && e.lastWorkingDay >= d))).length;
  const inWindow = leavers.filter((l) => l.lwd >= from && l.lwd < today);
  const months = Array.from({ length: 12 }, (_, i) => {
    const start = new Date(Date.UTC(Number(from.slice(0, 4)), Number(from.slice(5, 7)) - 1 + i, 1)).toISOString().slice(0, 10);
    const end = addDays(new Date(Date.UTC(Number(start.slice(0, 4)), Number(start.slice(5, 7)), 1)).toISOString().slice(0, 10), -1);
    const stop = end < today ? end : today;
    const count = inWindow.filter((l) => l.lwd >= start && l.lwd <= stop).length;
    const headcount = (onBooks(start) + onBooks(stop)) / 2;
    return { month: start.slice(0, 7), leavers: count, headcount, rate: headcount > 0 ? Math.round((count / headcount) * 1000) / 10 : 0 };
  });
  const band = (l: Leaver) => {
    if (!l.person.dateJoined) return 'Unknown';
    const days = daysBetween(l.person.dateJoined, l.lwd);
    return days < 91 ? '< 3 months' : days < 365 ? '3–12 months' : days < 730 ? '1–2 years' : days < 1826 ? '2–5 years' : '5+ years';
  };
  const tenure = inWindow.map(band);
  const bands = ['< 3 months', '3–12 months', '1–2 years', '2–5 years', '5+ years'];
  return {
    from,
    to: today,
    leavers: inWindow.length,
    months,
    byDepartment: tally(inWindow.map((l) => l.person.department?.departmentName ?? 'No department')),
    byType: tally(inWindow.map((l) => l.type)),
    byTenure: [
      ...bands.map((label) => ({ label, count: tenure.filter((t) => t === label).length })),
      ...(tenure.includes('Unknown') ? [{ label: 'Unknown', count: tenure.filter((t) => t === 'Unknown').length }] : []),
    ],
    topReasons: tally(inWindow.flatMap((l) => l.reasons)).slice(0, 10),
  };
}

describe('attrition analytics and the employee picker', () => {
  const people = async (): Promise<Person[]> => (await gql(stack, PEOPLE, {}, tokens.hr)).data.employees.items;
  /** The seeded attritions (upstream/src/attrition/seed.ts), dated from today as the seed dates them. */
  const seeded = (all: Person[]): Leaver[] =>
    DEMO_ATTRITIONS.filter(([name, , , last]) => last !== null && all.some((p) => p.name === name)).map(([name, type, , last]) => ({
      lwd: addDays(iso(0), last!),
      type,
      person: all.find((p) => p.name === name)!,
      reasons: name === DEMO_EXIT_INTERVIEW.name ? DEMO_EXIT_INTERVIEW.reasons : [],
    }));

  it('the picker lists the active employees by name, from GET /api/headcount_employees', async () => {
    const all = await people();
    const res = await gql(stack, '{ attritionEmployees { id name resId } }', {}, tokens.hr);
    expect(res.errors).toBeUndefined();
    const names = res.data.attritionEmployees.map((e: { name: string }) => e.name);
    expect(names).toHaveLength(all.filter((p) => p.active).length);
    expect(new Set(names)).toEqual(new Set(all.filter((p) => p.active).map((p) => p.name)));
    expect(names).not.toContain('Aya Mostafa');
    expect(res.data.attritionEmployees[0]).toMatchObject({ id: expect.stringMatching(/^\d+$/), resId: expect.any(String) });
  });

  itFull('monthly rate, by department, type and tenure, and the top exit reasons match the seeded attritions; a new leaver moves them', async () => {
    const before = await people();
    const first = await gql(stack, ANALYTICS, {}, tokens.ceo);
    expect(first.errors).toBeUndefined();
    expect(first.data.attritionAnalytics).toEqual(expectedAnalytics(before, seeded(before)));

    // A leaver of yesterday with an exit interview: counted in yesterday's month, by department, type, tenure, reasons.
    const who = before
      .filter((p) => p.active && p.dateJoined && p.department && !/Reem|Walid|Heba|Bassem|Mahmoud|Nadia|Farida|Kareem|Dalia|Khaled/.test(p.name))
      .at(-1)!;
    ids[who.name] = who.id;
    const made = await record('hr', who.name, 'Termination', iso(-20), iso(-1), 'Analytics test');
    expect(made.errors).toBeUndefined();
    const saved = await gql(
      stack,
      'mutation($id: ID!, $i: ExitInterviewInput!) { saveExitInterview(attritionId: $id, input: $i) { reasons } }',
      { id: made.data.createAttrition.id, i: { reasons: ['Workload', 'Schedule'] } },
      tokens.hr,
    );
    expect(saved.errors).toBeUndefined();
    const after = await people();
    const leaver = { lwd: iso(-1), type: 'Termination', person: after.find((p) => p.id === who.id)!, reasons: ['Workload', 'Schedule'] };
    const second = await gql(stack, ANALYTICS, {}, tokens.hr);
    const expected = expectedAnalytics(after, [...seeded(after), leaver]);
    expect(second.data.attritionAnalytics).toEqual(expected);
    expect(second.data.attritionAnalytics.leavers).toBe(first.data.attritionAnalytics.leavers + 1);
    expect(second.data.attritionAnalytics.byType).toContainEqual({ label: 'Termination', count: expect.any(Number) });
    expect(second.data.attritionAnalytics.topReasons).toEqual(
      expect.arrayContaining([
        { label: 'Workload', count: 1 },
        { label: 'Schedule', count: 1 },
      ]),
    );
    const month = second.data.attritionAnalytics.months.find((m: { month: string }) => m.month === iso(-1).slice(0, 7));
    expect(month.leavers).toBeGreaterThanOrEqual(1);
    expect(month.rate).toBeGreaterThan(0);

    // Cancelled: no longer a leaver; the picker offers the person again.
    expect((await gql(stack, CANCEL, { id: made.data.createAttrition.id }, tokens.hr)).errors).toBeUndefined();
    const restored = await people();
    expect((await gql(stack, ANALYTICS, {}, tokens.hr)).data.attritionAnalytics).toEqual(expectedAnalytics(restored, seeded(restored)));
    const picker = await gql(stack, '{ attritionEmployees { name } }', {}, tokens.hr);
    expect(picker.data.attritionEmployees.map((e: { name: string }) => e.name)).toContain(who.name);
  });

  itSpec('without the upstream extension the analytics answer null', async () => {
    const res = await gql(stack, ANALYTICS, {}, tokens.hr);
    expect(res.errors).toBeUndefined();
    expect(res.data.attritionAnalytics).toBeNull();
  });

  it('analytics and the picker are for CEO and HR only, at the gateway and the upstream', async () => {
    for (const who of ['head', 'acm', 'teamleader', 'agent'] as DemoKey[]) {
      expect((await gql(stack, ANALYTICS, {}, tokens[who])).errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      expect((await gql(stack, '{ attritionEmployees { id } }', {}, tokens[who])).errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      const direct = await fetch(`${stack.upstream.url}/api/attritions/analytics`, { headers: { authorization: `Bearer ${tokens[who]}` } });
      expect(direct.status).toBe(PROFILE === 'spec' ? 404 : 403);
    }
  });
});

describe('recording and cancelling', () => {
  it('an upcoming resignation leaves the person active until the last working day has passed', async () => {
    const res = await record('hr', 'Reem Abdallah', 'Resignation', iso(-3), iso(20), 'Relocating');
    expect(res.errors).toBeUndefined();
    expect(res.data.createAttrition).toMatchObject({
      state: 'UPCOMING',
      lastWorkingDay: iso(20),
      employee: { name: 'Reem Abdallah' },
      manager: { name: 'Khaled Mahmoud' },
    });
    expect(await person('Reem Abdallah')).toMatchObject({ active: true, status: 'Active' });
    const second = await record('ceo', 'Reem Abdallah', 'Termination', iso(0), iso(1));
    expect(second.errors?.[0]).toMatchObject({
      message: `Reem Abdallah already has an open attrition (#${res.data.createAttrition.id})`,
      extensions: { code: 'CONFLICT' },
    });
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
    const q =
      'query($s: String, $st: AttritionState) { attritions(search: $s, state: $st, limit: 25) { count items { employee { name } state attritionTypeName } } }';
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
    const saved = await gql(
      stack,
      SAVE,
      { id, i: { reasons: ['Relocation', 'Studies'], ratingOverall: 4, wouldRehire: true, comments: 'Great team' } },
      tokens.hr,
    );
    expect(saved.data.saveExitInterview.reasons).toEqual(['Relocation', 'Studies']);
    const shown = await gql(
      stack,
      'query($id: ID!) { attrition(id: $id) { hasExitInterview exitInterview { reasons ratingOverall wouldRehire comments interviewerName } } }',
      { id },
      tokens.hr,
    );
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
    for (const who of ['teamleader', 'acm', 'head'] as DemoKey[])
      expect((await gql(stack, '{ teamAttritions { count } }', {}, tokens[who])).errors).toBeUndefined();
  });
});
