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
import { graphql } from '../generated';
import type { AttritionPeopleQuery } from '../generated/graphql';
import { builders, type Person as Built } from '../support/builders';
import { dataOf, demoName, gql, itFull, itSpec, loginAs, present, PROFILE, startStack, type Stack } from '../support/stack';
// The screens' own documents (typed by the web's codegen): a change to a screen's query is tested here too.
import { AttritionAnalyticsDocument as ANALYTICS } from '../../web/src/features/attrition/attrition.generated';

// The list the attrition picker used to load whole (the screen now searches through personOptions); kept for API clients.
const PICKER = graphql(`
  query AttritionEmployeesList {
    attritionEmployees {
      id
      name
      resId
    }
  }
`);

let stack: Stack;
const tokens = {} as Record<DemoKey, string>;
const types: Record<string, string> = {};
/** People built for this file: each test records attritions of its own person (the analytics test picks one too). */
const built = {} as Record<'upcoming' | 'past' | 'terminated' | 'refused' | 'teamMember' | 'lead', Built>;
/** The demo company's seeded leaver with an exit interview (upstream/src/attrition/seed.ts): a former employee. */
const former = present(
  DEMO_ATTRITIONS.find(([name]) => name === DEMO_EXIT_INTERVIEW.name),
  'the seeded leaver',
);

const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
graphql(`
  fragment AttritionFields on Attrition {
    id
    state
    attritionTypeName
    noticeDate
    lastWorkingDay
    reason
    hasExitInterview
    employee {
      name
      resId
    }
    manager {
      name
    }
  }
`);
const CREATE = graphql(`
  mutation AttritionCreate($input: AttritionInput!) {
    createAttrition(input: $input) {
      ...AttritionFields
    }
  }
`);
const CANCEL = graphql(`
  mutation AttritionCancel($id: ID!) {
    cancelAttrition(id: $id) {
      ...AttritionFields
    }
  }
`);
const UPDATE = graphql(`
  mutation AttritionUpdate($id: ID!, $i: AttritionChangesInput!) {
    updateAttrition(id: $id, input: $i) {
      ...AttritionFields
    }
  }
`);
const PERSON = graphql(`
  query AttritionPerson($id: ID!) {
    employee(id: $id) {
      active
      status
      lastWorkingDay
    }
  }
`);
const TYPE_IDS = graphql(`
  query AttritionTypeIds {
    attritionTypes {
      items {
        id
        name
      }
    }
  }
`);
const TYPE_LIST = graphql(`
  query AttritionTypeList {
    attritionTypes {
      count
      items {
        name
        cancels
      }
    }
  }
`);
const TYPE_CREATE = graphql(`
  mutation AttritionTypeCreate($i: AttritionTypeInput!) {
    createAttritionType(input: $i) {
      id
      name
      cancels
    }
  }
`);
const TYPE_UPDATE = graphql(`
  mutation AttritionTypeUpdate($id: ID!, $i: AttritionTypeInput!) {
    updateAttritionType(id: $id, input: $i) {
      name
    }
  }
`);
const PEOPLE = graphql(`
  query AttritionPeople {
    employees(limit: -1, active: ALL) {
      items {
        id
        name
        active
        dateJoined
        lastWorkingDay
        department {
          departmentName
        }
      }
    }
  }
`);
const SAVE_INTERVIEW = graphql(`
  mutation AttritionSaveExitInterview($id: ID!, $i: ExitInterviewInput!) {
    saveExitInterview(attritionId: $id, input: $i) {
      reasons
    }
  }
`);
const CURRENT = graphql(`
  query AttritionCurrentNames {
    employees(limit: -1) {
      items {
        name
      }
    }
  }
`);
const TRACKER = graphql(`
  query AttritionTracker($s: String, $st: AttritionState) {
    attritions(search: $s, state: $st, limit: 25) {
      count
      items {
        employee {
          name
        }
        state
        attritionTypeName
      }
    }
  }
`);
const TRACKER_IDS = graphql(`
  query AttritionTrackerIds($s: String) {
    attritions(search: $s, limit: 5) {
      items {
        id
      }
    }
  }
`);
const TEAM = graphql(`
  query AttritionTeamNames {
    teamAttritions(limit: -1) {
      items {
        employee {
          name
        }
      }
    }
  }
`);
const SHOWN = graphql(`
  query AttritionExitInterview($id: ID!) {
    attrition(id: $id) {
      hasExitInterview
      exitInterview {
        reasons
        ratingOverall
        wouldRehire
        comments
        interviewerName
      }
    }
  }
`);
const TRACKER_COUNT = graphql(`
  query AttritionTrackerCount {
    attritions {
      count
    }
  }
`);
const TEAM_COUNT = graphql(`
  query AttritionTeamCount {
    teamAttritions {
      count
    }
  }
`);
const PICKER_IDS = graphql(`
  query AttritionPickerIds {
    attritionEmployees {
      id
    }
  }
`);

const record = (who: DemoKey, employee: { id: string | number }, type: string, noticeDate: string, lastWorkingDay: string, reason: string | null = null) =>
  gql(
    stack,
    CREATE,
    { input: { employeeId: String(employee.id), attritionTypeId: present(types[type], `type ${type}`), noticeDate, lastWorkingDay, reason } },
    tokens[who],
  );
const person = async (employee: Built) => dataOf(await gql(stack, PERSON, { id: String(employee.id) }, tokens.hr)).employee;

beforeAll(async () => {
  stack = await startStack();
  for (const key of ['ceo', 'hr', 'head', 'acm', 'teamleader', 'agent'] as DemoKey[]) tokens[key] = await loginAs(stack, key);
  for (const x of dataOf(await gql(stack, TYPE_IDS, {}, tokens.hr)).attritionTypes.items) types[x.name] = x.id;
  const seed = await builders(stack);
  built.lead = await seed.person({ role: 'teamleader' });
  for (const who of ['upcoming', 'past', 'terminated', 'refused'] as const) built[who] = await seed.person({ manager: built.lead });
  // in the demo team leader's line (and so the ACM's above him)
  const teamleader = present(
    dataOf(await gql(stack, PEOPLE, {}, tokens.hr)).employees.items.find((e) => e.name === demoName('teamleader')),
    'the demo team leader',
  );
  built.teamMember = await seed.person({ manager: Number(teamleader.id), team: 1 });
}, 60_000);
afterAll(() => stack.close());

describe('attrition types', () => {
  it('lists the managed types (one cancels), adds and renames; a duplicate name is a conflict', async () => {
    const list = dataOf(await gql(stack, TYPE_LIST, {}, tokens.teamleader));
    expect(list.attritionTypes.items).toEqual(
      expect.arrayContaining([
        { name: 'Resignation', cancels: false },
        { name: 'Cancelled', cancels: true },
      ]),
    );
    const made = dataOf(await gql(stack, TYPE_CREATE, { i: { name: 'Absconded' } }, tokens.hr));
    expect(made.createAttritionType).toMatchObject({ name: 'Absconded', cancels: false });
    const renamed = dataOf(await gql(stack, TYPE_UPDATE, { id: made.createAttritionType.id, i: { name: 'Job abandonment' } }, tokens.ceo));
    expect(renamed.updateAttritionType.name).toBe('Job abandonment');
    const dup = await gql(stack, TYPE_CREATE, { i: { name: 'resignation' } }, tokens.hr);
    expect(dup.errors?.[0]).toMatchObject({ message: 'Attrition type resignation already exists', extensions: { code: 'CONFLICT' } });
    const agent = await gql(stack, TYPE_CREATE, { i: { name: 'X' } }, tokens.agent);
    expect(agent.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

type Person = AttritionPeopleQuery['employees']['items'][number];
interface Leaver {
  lwd: string;
  type: string;
  person: Person;
  reasons: string[];
}
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
  const people = async (): Promise<Person[]> => dataOf(await gql(stack, PEOPLE, {}, tokens.hr)).employees.items;
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
    const res = await gql(stack, PICKER, {}, tokens.hr);
    expect(res.errors).toBeUndefined();
    const picker = dataOf(res).attritionEmployees;
    const names = picker.map((e) => e.name);
    expect(names).toHaveLength(all.filter((p) => p.active).length);
    expect(new Set(names)).toEqual(new Set(all.filter((p) => p.active).map((p) => p.name)));
    expect(names).not.toContain(former[0]);
    expect(picker[0]).toMatchObject({ id: expect.stringMatching(/^\d+$/), resId: expect.any(String) });
  });

  itFull('monthly rate, by department, type and tenure, and the top exit reasons match the seeded attritions; a new leaver moves them', async () => {
    const before = await people();
    const first = await gql(stack, ANALYTICS, {}, tokens.ceo);
    expect(first.errors).toBeUndefined();
    const firstAnalytics = present(dataOf(first).attritionAnalytics, 'the analytics');
    expect(firstAnalytics).toEqual(expectedAnalytics(before, seeded(before)));

    // A leaver of yesterday with an exit interview (built here): counted in yesterday's month, by department, type, tenure, reasons.
    const newcomer = await (await builders(stack)).person({ department: 'Operations', fields: { date_joined: iso(-200) } });
    const who = present(
      (await people()).find((p) => p.id === String(newcomer.id)),
      'the built leaver',
    );
    const made = await record('hr', who, 'Termination', iso(-20), iso(-1), 'Analytics test');
    expect(made.errors).toBeUndefined();
    const attritionId = dataOf(made).createAttrition.id;
    const saved = await gql(stack, SAVE_INTERVIEW, { id: attritionId, i: { reasons: ['Workload', 'Schedule'] } }, tokens.hr);
    expect(saved.errors).toBeUndefined();
    const after = await people();
    const leaver = {
      lwd: iso(-1),
      type: 'Termination',
      person: present(
        after.find((p) => p.id === who.id),
        'the leaver',
      ),
      reasons: ['Workload', 'Schedule'],
    };
    const second = present(dataOf(await gql(stack, ANALYTICS, {}, tokens.hr)).attritionAnalytics, 'the analytics');
    const expected = expectedAnalytics(after, [...seeded(after), leaver]);
    expect(second).toEqual(expected);
    expect(second.leavers).toBe(firstAnalytics.leavers + 1);
    expect(second.byType).toContainEqual({ label: 'Termination', count: expect.any(Number) });
    expect(second.topReasons).toEqual(
      expect.arrayContaining([
        { label: 'Workload', count: 1 },
        { label: 'Schedule', count: 1 },
      ]),
    );
    const month = present(
      second.months.find((m) => m.month === iso(-1).slice(0, 7)),
      "yesterday's month",
    );
    expect(month.leavers).toBeGreaterThanOrEqual(1);
    expect(month.rate).toBeGreaterThan(0);

    // Cancelled: no longer a leaver; the picker offers the person again.
    expect((await gql(stack, CANCEL, { id: attritionId }, tokens.hr)).errors).toBeUndefined();
    const restored = await people();
    expect(dataOf(await gql(stack, ANALYTICS, {}, tokens.hr)).attritionAnalytics).toEqual(expectedAnalytics(restored, seeded(restored)));
    const picker = dataOf(await gql(stack, PICKER, {}, tokens.hr));
    expect(picker.attritionEmployees.map((e) => e.name)).toContain(who.name);
  });

  itSpec('without the upstream extension the analytics answer null', async () => {
    const res = await gql(stack, ANALYTICS, {}, tokens.hr);
    expect(res.errors).toBeUndefined();
    expect(dataOf(res).attritionAnalytics).toBeNull();
  });

  it('analytics and the picker are for CEO and HR only, at the gateway and the upstream', async () => {
    for (const who of ['head', 'acm', 'teamleader', 'agent'] as DemoKey[]) {
      expect((await gql(stack, ANALYTICS, {}, tokens[who])).errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      expect((await gql(stack, PICKER_IDS, {}, tokens[who])).errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      const direct = await fetch(`${stack.upstream.url}/api/attritions/analytics`, { headers: { authorization: `Bearer ${tokens[who]}` } });
      expect(direct.status).toBe(PROFILE === 'spec' ? 404 : 403);
    }
  });
});

describe('recording and cancelling', () => {
  it('an upcoming resignation leaves the person active until the last working day has passed', async () => {
    const res = await record('hr', built.upcoming, 'Resignation', iso(-3), iso(20), 'Relocating');
    expect(res.errors).toBeUndefined();
    const made = dataOf(res).createAttrition;
    expect(made).toMatchObject({
      state: 'UPCOMING',
      lastWorkingDay: iso(20),
      employee: { name: built.upcoming.name },
      manager: { name: built.lead.name },
    });
    expect(await person(built.upcoming)).toMatchObject({ active: true, status: 'Active' });
    const second = await record('ceo', built.upcoming, 'Termination', iso(0), iso(1));
    expect(second.errors?.[0]).toMatchObject({
      message: `${built.upcoming.name} already has an open attrition (#${made.id})`,
      extensions: { code: 'CONFLICT' },
    });
  });

  // Reading a former employee needs the extensions (GET /employees/{id}, active=all).
  itFull('a past last working day makes the person resigned at once; cancelling restores them', async () => {
    const res = dataOf(await record('hr', built.past, 'Resignation', iso(-30), iso(-2), 'Better offer'));
    expect(res.createAttrition).toMatchObject({ state: 'LEFT', lastWorkingDay: iso(-2) });
    expect(await person(built.past)).toMatchObject({ active: false, status: 'Resigned', lastWorkingDay: iso(-2) });
    const current = dataOf(await gql(stack, CURRENT, {}, tokens.hr));
    expect(current.employees.items.map((e) => e.name)).not.toContain(built.past.name);

    const cancelled = dataOf(await gql(stack, CANCEL, { id: res.createAttrition.id }, tokens.hr));
    expect(cancelled.cancelAttrition).toMatchObject({ state: 'CANCELLED', attritionTypeName: 'Cancelled', lastWorkingDay: null });
    expect(await person(built.past)).toMatchObject({ active: true, status: 'Active', lastWorkingDay: null });
    const again = await gql(stack, CANCEL, { id: res.createAttrition.id }, tokens.hr);
    expect(again.errors?.[0]).toMatchObject({ message: 'This attrition is cancelled; record a new one instead', extensions: { code: 'CONFLICT' } });
    const recordAgain = await record('hr', built.past, 'Termination', iso(0), iso(10));
    expect(recordAgain.errors).toBeUndefined();
  });

  itFull('a termination makes the person Terminated; moving the date later brings them back until then', async () => {
    const res = dataOf(await record('ceo', built.terminated, 'Termination', iso(-10), iso(-1)));
    expect(await person(built.terminated)).toMatchObject({ active: false, status: 'Terminated' });
    const moved = dataOf(await gql(stack, UPDATE, { id: res.createAttrition.id, i: { lastWorkingDay: iso(15) } }, tokens.hr));
    expect(moved.updateAttrition).toMatchObject({ state: 'UPCOMING', lastWorkingDay: iso(15) });
    expect(await person(built.terminated)).toMatchObject({ active: true, status: 'Active', lastWorkingDay: null });
  });

  itFull('refuses a former employee', async () => {
    const id = present(
      dataOf(await gql(stack, PEOPLE, {}, tokens.hr)).employees.items.find((p) => p.name === former[0]),
      'the former employee',
    ).id;
    const res = await record('hr', { id }, 'Resignation', iso(0), iso(5));
    expect(res.errors?.[0].message).toBe('Employee must be an active employee');
  });

  it('refuses a last working day before the notice, the cancelled type and a missing date', async () => {
    const before = await record('hr', built.refused, 'Resignation', iso(5), iso(1));
    expect(before.errors?.[0]).toMatchObject({ message: 'Last working day cannot be before the notice date', extensions: { code: 'BAD_USER_INPUT' } });
    const cancelledType = await record('hr', built.refused, 'Cancelled', iso(0), iso(5));
    expect(cancelledType.errors?.[0].message).toBe('An attrition cannot be recorded with the cancelled type');
    const noDate = await record('hr', built.refused, 'Resignation', iso(0), '');
    expect(noDate.errors?.[0].message).toBe('Last working day is required');
  });
});

describe('tracker, team view and exit interviews (extensions)', () => {
  itFull('the tracker filters by search and state', async () => {
    const found = dataOf(await gql(stack, TRACKER, { s: former[0] }, tokens.hr));
    expect(found.attritions.items).toEqual([{ employee: { name: former[0] }, state: 'LEFT', attritionTypeName: former[1] }]);
    const cancelled = dataOf(await gql(stack, TRACKER, { st: 'CANCELLED' }, tokens.ceo));
    expect(cancelled.attritions.items.length).toBeGreaterThan(0);
    expect(cancelled.attritions.items.every((a) => a.state === 'CANCELLED')).toBe(true);
  });

  itFull("a manager's team view shows their reporting line only", async () => {
    await record('hr', built.teamMember, 'Resignation', iso(0), iso(30));
    const names = async (who: DemoKey) => dataOf(await gql(stack, TEAM, {}, tokens[who])).teamAttritions.items.map((a) => a.employee?.name);
    const tl = await names('teamleader');
    expect(tl).toContain(built.teamMember.name);
    expect(tl).not.toContain(built.upcoming.name);
    expect(await names('acm')).toContain(built.teamMember.name);
  });

  itFull('records, replaces and shows an exit interview; a rating out of 1–5 is refused', async () => {
    const list = dataOf(await gql(stack, TRACKER_IDS, { s: built.upcoming.name }, tokens.hr));
    const id = present(list.attritions.items[0], 'the upcoming attrition').id;
    const bad = await gql(stack, SAVE_INTERVIEW, { id, i: { reasons: ['Relocation'], ratingOverall: 6 } }, tokens.hr);
    expect(bad.errors?.[0]).toMatchObject({ message: 'Overall rating must be between 1 and 5', extensions: { code: 'BAD_USER_INPUT' } });
    const saved = dataOf(
      await gql(
        stack,
        SAVE_INTERVIEW,
        { id, i: { reasons: ['Relocation', 'Studies'], ratingOverall: 4, wouldRehire: true, comments: 'Great team' } },
        tokens.hr,
      ),
    );
    expect(saved.saveExitInterview.reasons).toEqual(['Relocation', 'Studies']);
    const shown = dataOf(await gql(stack, SHOWN, { id }, tokens.hr));
    expect(shown.attrition).toEqual({
      hasExitInterview: true,
      exitInterview: { reasons: ['Relocation', 'Studies'], ratingOverall: 4, wouldRehire: true, comments: 'Great team', interviewerName: demoName('hr') },
    });
  });
});

describe('roles (SPEC §6)', () => {
  const forbidden = { extensions: { code: 'FORBIDDEN' } };
  it('the tracker, recording and cancelling are for CEO and HR', async () => {
    for (const who of ['head', 'acm', 'teamleader', 'agent'] as DemoKey[]) {
      expect((await gql(stack, TRACKER_COUNT, {}, tokens[who])).errors?.[0]).toMatchObject(forbidden);
      expect((await record(who, built.refused, 'Resignation', iso(0), iso(5))).errors?.[0]).toMatchObject(forbidden);
      expect((await gql(stack, CANCEL, { id: '1' }, tokens[who])).errors?.[0]).toMatchObject(forbidden);
    }
  });

  it('team attritions are for managers; not for an agent or HR staff who manage no one', async () => {
    for (const who of ['agent', 'hr'] as DemoKey[]) {
      expect((await gql(stack, TEAM_COUNT, {}, tokens[who])).errors?.[0]).toMatchObject(forbidden);
    }
    for (const who of ['teamleader', 'acm', 'head'] as DemoKey[]) expect((await gql(stack, TEAM_COUNT, {}, tokens[who])).errors).toBeUndefined();
  });
});
