/**
 * The gateway's reference-data cache against the real upstream: leave types, teams, holidays, the named
 * lookups, the catalogues (attendance statuses, attrition types, dialers, help desk links) and the recruitment pass mark
 * are read once and shared by every caller for REFERENCE_CACHE_TTL_MS; a write through the gateway shows in the very
 * next read, by anyone; what is role-scoped (leave requests) is never shared.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DemoKey } from '../../upstream/src/seed';
import { graphql } from '../generated';
import { dataOf, describeFull, gql, itFull, loginAs, startStack, upstreamStats, type Stack } from '../support/stack';

let stack: Stack;
const tokens = {} as Record<DemoKey, string>;
const before = process.env.REFERENCE_CACHE_TTL_MS;

beforeAll(async () => {
  process.env.REFERENCE_CACHE_TTL_MS = '60000'; // long enough that only invalidation can explain a fresh answer
  stack = await startStack();
  for (const key of ['ceo', 'hr', 'agent', 'teamleader'] as DemoKey[]) tokens[key] = await loginAs(stack, key);
}, 60_000);
afterAll(async () => {
  if (before === undefined) delete process.env.REFERENCE_CACHE_TTL_MS;
  else process.env.REFERENCE_CACHE_TTL_MS = before;
  await stack.close();
});

/** Upstream calls made by `run` (the stand-in's /__stats). */
async function callsOf(run: () => Promise<unknown>): Promise<Record<string, number>> {
  await upstreamStats(stack, true);
  await run();
  return (await upstreamStats(stack, true)).by_path;
}

const LOOKUPS = graphql(`
  query RefCacheLeaveTypes {
    leaveTypes(limit: -1) {
      items {
        id
        leaveName
      }
    }
    teams(limit: -1) {
      items {
        id
        teamName
      }
    }
    departments(limit: -1) {
      items {
        id
        departmentName
      }
    }
  }
`);
const LEAVE_TYPES = graphql(`
  query RefCacheLeaveTypes2 {
    leaveTypes(limit: -1) {
      items {
        leaveName
        yearlyLimit
      }
    }
  }
`);

describe('reference data shared between callers', () => {
  it('answers leave types, teams and departments read by one caller to the next without an upstream call', async () => {
    const first = await gql(stack, LOOKUPS, {}, tokens.hr);
    expect(first.errors).toBeUndefined();
    let again: Awaited<ReturnType<typeof gql>> | undefined;
    const calls = await callsOf(async () => {
      again = await gql(stack, LOOKUPS, {}, tokens.agent);
    });
    expect(again?.data).toEqual(first.data);
    expect(calls).toEqual({});
  });

  it('shows a leave type created through the gateway in the very next read, by another role', async () => {
    await gql(stack, LEAVE_TYPES, {}, tokens.agent);
    const created = await gql(
      stack,
      graphql(`
        mutation RefCacheCreateLeaveType($i: LeaveTypeInput!) {
          createLeaveType(input: $i) {
            id
          }
        }
      `),
      { i: { leaveName: 'Cached Study', yearlyLimit: 4 } },
      tokens.hr,
    );
    expect(created.errors).toBeUndefined();
    const list = await gql(stack, LEAVE_TYPES, {}, tokens.agent);
    expect(list.data?.leaveTypes.items).toContainEqual({ leaveName: 'Cached Study', yearlyLimit: 4 });
    await gql(
      stack,
      `mutation { updateLeaveType(id: "${created.data?.createLeaveType.id}", input: { leaveName: "Cached Study", yearlyLimit: 6 }) { id } }`,
      {},
      tokens.ceo,
    );
    expect((await gql(stack, LEAVE_TYPES, {}, tokens.teamleader)).data?.leaveTypes.items).toContainEqual({ leaveName: 'Cached Study', yearlyLimit: 6 });
  });

  it('shares holidays between callers and shows one added through the gateway in the very next Holidays query', async () => {
    const HOLIDAYS = graphql(`
      query RefCacheHolidays {
        holidays(limit: -1, year: 2031) {
          count
          items {
            vacName
            startDate
            endDate
          }
        }
      }
    `);
    const first = await gql(stack, HOLIDAYS, {}, tokens.hr);
    expect(first.errors).toBeUndefined();
    expect(await callsOf(() => gql(stack, HOLIDAYS, {}, tokens.agent))).toEqual({});
    const input = { vacName: 'Cached Founders Day', multipleOfPay: 2, startDate: '2031-05-06', endDate: '2031-05-06' };
    const added = await gql(
      stack,
      graphql(`
        mutation RefCacheAddHoliday($i: HolidayInput!) {
          addHoliday(input: $i) {
            id
          }
        }
      `),
      { i: input },
      tokens.hr,
    );
    expect(added.errors).toBeUndefined();
    const after = dataOf(await gql(stack, HOLIDAYS, {}, tokens.agent)).holidays;
    expect(after.count).toBe(dataOf(first).holidays.count + 1);
    expect(after.items).toContainEqual({ vacName: input.vacName, startDate: input.startDate, endDate: input.endDate });
  });

  // Help desk links and recruitment settings are extensions: the full upstream only.
  itFull('shares the catalogues every caller reads alike (attendance statuses, attrition types, dialers, help desk links)', async () => {
    const CATALOGUES =
      '{ attendanceStatuses { key label } attritionTypes(limit: -1) { items { id name } } dialers(limit: -1) { items { id dialerName } } helpdeskLinks(limit: 25) { count items { name link } } }';
    const first = await gql(stack, CATALOGUES, {}, tokens.hr);
    expect(first.errors).toBeUndefined();
    let again: Awaited<ReturnType<typeof gql>> | undefined;
    expect(await callsOf(async () => (again = await gql(stack, CATALOGUES, {}, tokens.agent)))).toEqual({});
    expect(again?.data).toEqual(first.data);
  });

  itFull('shows an attrition type and a help desk link created through the gateway in the very next read, by another role', async () => {
    const READ = graphql(`
      query RefCacheAttritionTypes {
        attritionTypes(limit: -1) {
          items {
            name
          }
        }
        helpdeskLinks(limit: 100) {
          items {
            name
            link
          }
        }
      }
    `);
    await gql(stack, READ, {}, tokens.agent);
    const type = await gql(
      stack,
      graphql(`
        mutation RefCacheCreateAttritionType($i: AttritionTypeInput!) {
          createAttritionType(input: $i) {
            id
          }
        }
      `),
      { i: { name: 'Cached Relocation' } },
      tokens.hr,
    );
    expect(type.errors).toBeUndefined();
    const link = { name: 'Cached Wiki', link: 'https://wiki.example.com/cached' };
    const created = await gql(
      stack,
      graphql(`
        mutation RefCacheCreateHelpdeskLink($i: HelpdeskLinkInput!) {
          createHelpdeskLink(input: $i) {
            id
          }
        }
      `),
      { i: link },
      tokens.ceo,
    );
    expect(created.errors).toBeUndefined();
    const after = dataOf(await gql(stack, READ, {}, tokens.agent));
    expect(after.attritionTypes.items).toContainEqual({ name: 'Cached Relocation' });
    expect(after.helpdeskLinks.items).toContainEqual(link);
  });

  itFull('shares the recruitment pass mark between its readers and shows a change at once; others are still refused', async () => {
    const READ = graphql(`
      query RefCacheRecruitmentSettings {
        recruitmentSettings {
          passMark
        }
      }
    `);
    const first = await gql(stack, READ, {}, tokens.hr);
    expect(first.errors).toBeUndefined();
    expect(await callsOf(() => gql(stack, READ, {}, tokens.ceo))).toEqual({});
    const refused = await gql(stack, READ, {}, tokens.agent);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const changed = await gql(
      stack,
      graphql(`
        mutation RefCacheUpdateRecruitmentSettings {
          updateRecruitmentSettings(passMark: 7.5) {
            passMark
          }
        }
      `),
      {},
      tokens.hr,
    );
    expect(changed.errors).toBeUndefined();
    expect((await gql(stack, READ, {}, tokens.ceo)).data?.recruitmentSettings.passMark).toBe(7.5);
    await gql(stack, `mutation { updateRecruitmentSettings(passMark: ${first.data?.recruitmentSettings.passMark}) { passMark } }`, {}, tokens.hr);
  });

  describeFull('renames', () => {
    it('shows a department renamed through the gateway at once, in the list and in an employee relation', async () => {
      const departments = await gql(
        stack,
        graphql(`
          query RefCacheDepartments {
            departments(limit: -1) {
              items {
                id
                departmentName
              }
            }
          }
        `),
        {},
        tokens.agent,
      );
      const { id } = dataOf(departments).departments.items[0];
      const renamed = await gql(stack, `mutation { renameDepartment(id: "${id}", departmentName: "Renamed While Cached") { departmentName } }`, {}, tokens.ceo);
      expect(renamed.errors).toBeUndefined();
      const after = await gql(
        stack,
        graphql(`
          query RefCacheDepartments2 {
            departments(limit: -1) {
              items {
                id
                departmentName
              }
            }
          }
        `),
        {},
        tokens.agent,
      );
      expect(after.data?.departments.items).toContainEqual({ id, departmentName: 'Renamed While Cached' });
    });
  });

  it('never shares what depends on the caller: leave requests are read for each caller', async () => {
    await gql(
      stack,
      graphql(`
        query RefCacheLeaveRequests {
          leaveRequests(limit: 5) {
            count
          }
        }
      `),
      {},
      tokens.hr,
    );
    const calls = await callsOf(() =>
      gql(
        stack,
        graphql(`
          query RefCacheLeaveRequests2 {
            leaveRequests(limit: 5) {
              count
            }
          }
        `),
        {},
        tokens.agent,
      ),
    );
    expect(calls['GET /leave_requests'] ?? Object.keys(calls).length).toBeGreaterThan(0);
    const mine = await gql(
      stack,
      graphql(`
        query RefCacheLeaveRequests3 {
          leaveRequests(limit: -1) {
            count
          }
        }
      `),
      {},
      tokens.agent,
    );
    const all = await gql(
      stack,
      graphql(`
        query RefCacheLeaveRequests4 {
          leaveRequests(limit: -1) {
            count
          }
        }
      `),
      {},
      tokens.hr,
    );
    expect(dataOf(mine).leaveRequests.count).toBeLessThan(dataOf(all).leaveRequests.count);
  });
});
