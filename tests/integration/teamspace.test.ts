/**
 * Team space through GraphQL against the real upstream: manager permissions (grant, list, revoke, and what
 * each opens: MANAGE_LEAVE_REQUESTS in leave, MANAGE_GOALS in goals — allowed with, refused without), goals (own and
 * on behalf, private visibility, review, the documented moves, the deadline warning, the supporting document round
 * trip), kudos (give, wall, weekly) and teams (leader, manager, change current team). The calls are upstream
 * extensions: on the spec profile they answer NOT_FOUND, which is checked too; the team page works on both.
 *
 * @spec GET /manager_permissions, POST /manager_permissions, DELETE /manager_permissions/{id}, GET /goals
 * @spec POST /goals, GET /goals/{id}, PUT /goals/{id}, DELETE /goals/{id}, POST /goals/{id}/approve
 * @spec POST /goals/{id}/reject, PATCH /goals/{id}/progress, GET /goals/{id}/download_supporting_document
 * @spec GET /goals/{id}/supporting_document, GET /kudos, POST /kudos, DELETE /kudos/{id}, PATCH /teams/current
 * @postgres teamspace
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DemoKey } from '../../upstream/src/seed';
// The team space screens' own documents (typed by the web's codegen): a change to a screen's query is tested here too.
import { DeleteGoalDocument as DELETE_GOAL } from '../../web/src/features/goals/goals.generated';
import { DeleteKudosDocument as DELETE_KUDOS } from '../../web/src/features/kudos/kudos.generated';
import { RevokeManagerPermissionDocument as REVOKE } from '../../web/src/features/permissions/permissions.generated';
import { ChangeCurrentTeamDocument as CHANGE } from '../../web/src/features/teams/teams.generated';
import { graphql } from '../generated';
import { builders, demoPerson, type Person } from '../support/builders';
import { dataOf, demoName, download, gql, gqlUpload, itFull, itSpec, loginAs, present, startStack, type Stack } from '../support/stack';

let stack: Stack;
const tokens = {} as Record<DemoKey, string>;
/** Employee ids of the demo accounts' people: the team leader (holds MANAGE_GOALS), his agent, the ACM above him. */
const ids = {} as Record<'teamleader' | 'agent' | 'acm', string>;
/** Leave type ids by name (the demo company's reference data: Annual, Casual). */
const leaveTypes: Record<string, string> = {};
/**
 * People built for this file: two more agents of the demo team leader (a goal's assignee, a leave's employee), an
 * agent outside his line (and the ACM's), and a manager with no permission yet.
 */
let report: Person;
let teammate: Person;
let outsider: Person;
let manager: Person;
const idOf = (person: Person) => String(person.id);

const day = (plus: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + plus)).toISOString().slice(0, 10);
};
/** Monday of the week `weeks` ahead plus `plus` days: future weekdays for leaves. */
function weekday(weeks: number, plus = 0): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const monday = d.getUTCDate() - ((d.getUTCDay() + 6) % 7);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), monday + weeks * 7 + plus)).toISOString().slice(0, 10);
}

const GRANTS = graphql(`
  query TeamspaceGrants($e: ID, $p: ManagerPermissionName) {
    managerPermissions(employeeId: $e, permission: $p, limit: -1) {
      count
      items {
        id
        employeeId
        permission
        employee {
          name
        }
        grantedByName
      }
    }
  }
`);
const GRANT = graphql(`
  mutation TeamspaceGrant($e: ID!, $p: ManagerPermissionName!) {
    grantManagerPermission(employeeId: $e, permission: $p) {
      id
      permission
      employee {
        name
      }
    }
  }
`);
const ME = graphql(`
  query TeamspaceMe {
    me {
      id
      managerPermissions
      access {
        routes
        ownOnly
      }
    }
  }
`);
graphql(`
  fragment TeamspaceGoalFields on Goal {
    id
    title
    status
    state
    progress
    isPrivate
    duration
    daysLeft
    deadlineWarning
    assignee {
      name
    }
    reviewer {
      name
    }
    viewerCan {
      edit
      review
      progress
      delete
    }
    supportingDocumentFilename
  }
`);
const CREATE_GOAL = graphql(`
  mutation TeamspaceCreateGoal($i: GoalInput!, $d: Upload) {
    createGoal(input: $i, supportingDocument: $d) {
      ...TeamspaceGoalFields
    }
  }
`);
const PROGRESS = graphql(`
  mutation TeamspaceProgress($id: ID!, $p: Int!, $s: GoalState) {
    updateGoalProgress(id: $id, progress: $p, state: $s) {
      progress
      state
      status
    }
  }
`);
const LEAVE_TYPES = graphql(`
  query TeamspaceLeaveTypes {
    leaveTypes(limit: -1) {
      items {
        id
        leaveName
      }
    }
  }
`);
const TEAMS = graphql(`
  query TeamspaceTeams {
    teams(limit: -1) {
      items {
        id
        teamName
      }
    }
  }
`);

/** The grant of `permission` held by employee `employeeId`, read as the CEO. */
const grantOf = async (employeeId: string, permission: 'MANAGE_GOALS' | 'MANAGE_LEAVE_REQUESTS') =>
  present(dataOf(await gql(stack, GRANTS, { e: employeeId, p: permission }, tokens.ceo)).managerPermissions.items[0], `${permission} of ${employeeId}`);

beforeAll(async () => {
  stack = await startStack();
  for (const key of ['ceo', 'headofhr', 'hr', 'teamleader', 'acm', 'agent', 'head'] as DemoKey[]) tokens[key] = await loginAs(stack, key);
  for (const key of ['teamleader', 'agent', 'acm'] as const) ids[key] = String((await demoPerson(stack, key)).id);
  const seed = await builders(stack);
  report = await seed.person({ manager: Number(ids.teamleader), team: 1 });
  teammate = await seed.person({ manager: Number(ids.teamleader), team: 1 });
  outsider = await seed.person({ department: 'Sales' });
  manager = await seed.person({ role: 'manager' });
  for (const t of dataOf(await gql(stack, LEAVE_TYPES, {}, tokens.agent)).leaveTypes.items) leaveTypes[t.leaveName] = t.id;
}, 90_000);
afterAll(() => stack.close());

describe('manager permissions', () => {
  itFull('admins list the grants; a holder sees their own in me.managerPermissions and the keys they open', async () => {
    const all = await gql(stack, GRANTS, {}, tokens.headofhr);
    expect(dataOf(all).managerPermissions.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ permission: 'MANAGE_GOALS', employee: { name: demoName('teamleader') }, grantedByName: demoName('ceo') }),
        expect.objectContaining({ permission: 'MANAGE_LEAVE_REQUESTS', employee: { name: demoName('acm') } }),
      ]),
    );
    const OWN = graphql(`
      query TeamspaceOwnGrants($id: ID!) {
        managerPermissionsOf(id: $id) {
          items {
            permission
          }
        }
      }
    `);
    const own = await gql(stack, OWN, { id: 'me' }, tokens.teamleader);
    expect(dataOf(own).managerPermissionsOf.items.map((g) => g.permission)).toEqual(['MANAGE_GOALS']);
    expect(dataOf(await gql(stack, OWN, { id: ids.teamleader }, tokens.teamleader)).managerPermissionsOf.items).toHaveLength(1);
    expect((await gql(stack, OWN, { id: ids.acm }, tokens.teamleader)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(dataOf(await gql(stack, OWN, { id: ids.teamleader }, tokens.ceo)).managerPermissionsOf.items).toHaveLength(1);
    expect((await gql(stack, GRANTS, {}, tokens.teamleader)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const me = dataOf(await gql(stack, ME, {}, tokens.teamleader)).me;
    expect(me.managerPermissions).toEqual(['MANAGE_GOALS']);
    expect(me.access.routes).toEqual(expect.arrayContaining(['GOALS_MANAGE', 'PERMISSIONS_HELD', 'PERMISSIONS_VIEW']));
    expect(me.access.routes).not.toContain('PERMISSIONS_MANAGE');
    expect(me.access.ownOnly).toEqual(['PERMISSIONS_VIEW']);
  });

  itFull('only admins grant and revoke; only managers receive; a permission held twice is a conflict', async () => {
    const refused = await gql(stack, GRANT, { e: idOf(manager), p: 'MANAGE_GOALS' }, tokens.hr);
    expect(refused.errors?.[0]).toMatchObject({ message: "You don't have permission to access this resource", extensions: { code: 'FORBIDDEN' } });
    const notManager = await gql(stack, GRANT, { e: ids.agent, p: 'MANAGE_GOALS' }, tokens.ceo);
    expect(notManager.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'employeeId', message: 'Only managers can hold manager permissions' }],
    });
    const granted = await gql(stack, GRANT, { e: idOf(manager), p: 'MANAGE_GOALS' }, tokens.ceo);
    expect(dataOf(granted).grantManagerPermission).toMatchObject({ permission: 'MANAGE_GOALS', employee: { name: manager.name } });
    const twice = await gql(stack, GRANT, { e: idOf(manager), p: 'MANAGE_GOALS' }, tokens.headofhr);
    expect(twice.errors?.[0]).toMatchObject({ message: 'This manager already holds MANAGE_GOALS', extensions: { code: 'CONFLICT' } });
    const id = dataOf(granted).grantManagerPermission.id;
    expect((await gql(stack, REVOKE, { id }, tokens.hr)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(dataOf(await gql(stack, REVOKE, { id, employeeId: idOf(manager) }, tokens.ceo)).revokeManagerPermission).toBe(true);
    const gone = await gql(stack, REVOKE, { id }, tokens.ceo);
    expect(gone.errors?.[0]).toMatchObject({ message: 'Permission is not found!', extensions: { code: 'NOT_FOUND' } });
  });

  itSpec('answers NOT_FOUND against a SPEC §7-only backend', async () => {
    const res = await gql(stack, GRANTS, {}, tokens.ceo);
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('MANAGE_LEAVE_REQUESTS in leave', () => {
  const FILE = graphql(`
    mutation TeamspaceFileLeave($i: LeaveRequestInput!) {
      createLeaveRequest(input: $i) {
        id
        status
        employee {
          name
        }
      }
    }
  `);
  const APPROVE = graphql(`
    mutation TeamspaceApproveLeave($id: ID!) {
      approveLeaveRequest(id: $id, reviewerComments: "ok") {
        id
        status
        reviewedByName
      }
    }
  `);
  const REJECT = graphql(`
    mutation TeamspaceRejectLeave($id: ID!) {
      rejectLeaveRequest(id: $id, reviewerComments: "busy week") {
        id
        status
      }
    }
  `);
  const leave = (employeeId: string, type: string, date: string) => ({
    i: { employeeId, leaveTypeId: present(leaveTypes[type], `leave type ${type}`), startDate: date, endDate: date },
  });

  itFull('a manager holding it files, approves and rejects for their line; without it the same calls are refused', async () => {
    // With the permission (seeded for the ACM): the demo agent is below him (ACM -> team leader -> agent).
    const filed = await gql(stack, FILE, leave(ids.agent, 'Annual', weekday(6, 1)), tokens.acm);
    expect(filed.errors).toBeUndefined();
    expect(dataOf(filed).createLeaveRequest).toMatchObject({ status: 'PENDING', employee: { name: demoName('agent') } });
    const approved = await gql(stack, APPROVE, { id: dataOf(filed).createLeaveRequest.id }, tokens.acm);
    expect(dataOf(approved).approveLeaveRequest).toMatchObject({ status: 'APPROVED', reviewedByName: demoName('acm') });
    const second = await gql(stack, FILE, leave(idOf(teammate), 'Casual', weekday(7, 2)), tokens.teamleader);
    expect(dataOf(await gql(stack, REJECT, { id: dataOf(second).createLeaveRequest.id }, tokens.acm)).rejectLeaveRequest.status).toBe('REJECTED');
    // Outside his line (a Sales agent): refused even with the permission.
    const outside = await gql(stack, FILE, leave(idOf(outsider), 'Annual', weekday(6, 2)), tokens.acm);
    expect(outside.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // Without it: revoked, the same calls are refused at once (the cached user is dropped).
    const grant = await grantOf(ids.acm, 'MANAGE_LEAVE_REQUESTS');
    await gql(stack, REVOKE, { id: grant.id, employeeId: ids.acm }, tokens.ceo);
    const pending = await gql(stack, FILE, leave(idOf(teammate), 'Annual', weekday(8, 3)), tokens.teamleader);
    const without = await gql(stack, FILE, leave(ids.agent, 'Annual', weekday(8, 1)), tokens.acm);
    expect(without.errors?.[0]).toMatchObject({ message: "You don't have permission to access this resource", extensions: { code: 'FORBIDDEN' } });
    expect((await gql(stack, APPROVE, { id: dataOf(pending).createLeaveRequest.id }, tokens.acm)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(dataOf(await gql(stack, ME, {}, tokens.acm)).me.access.routes).not.toContain('LEAVES_MANAGE');
    await gql(stack, GRANT, { e: ids.acm, p: 'MANAGE_LEAVE_REQUESTS' }, tokens.ceo);
    expect(dataOf(await gql(stack, APPROVE, { id: dataOf(pending).createLeaveRequest.id }, tokens.acm)).approveLeaveRequest.status).toBe('APPROVED');
  });
});

describe('goals', () => {
  const LINK = graphql(`
    query TeamspaceGoalDocument($id: ID!) {
      goalSupportingDocument(id: $id) {
        url
        filename
      }
    }
  `);
  const APPROVE = graphql(`
    mutation TeamspaceApproveGoal($id: ID!) {
      approveGoal(id: $id) {
        status
      }
    }
  `);
  const REJECT = graphql(`
    mutation TeamspaceRejectGoal($id: ID!) {
      rejectGoal(id: $id) {
        status
      }
    }
  `);
  const UPDATE = graphql(`
    mutation TeamspaceUpdateGoal($id: ID!, $i: GoalInput!) {
      updateGoal(id: $id, input: $i) {
        status
        title
      }
    }
  `);
  const REVIEWABLE = graphql(`
    query TeamspaceGoalReviewable($id: ID!) {
      goal(id: $id) {
        viewerCan {
          review
        }
      }
    }
  `);
  let reportGoal = '';

  itFull('a MANAGE_GOALS manager sets a goal for a report (approved at once); the report updates progress through the allowed moves', async () => {
    const res = await gqlUpload(
      stack,
      CREATE_GOAL,
      { i: { title: 'Handle 60 calls a day', description: 'Average over the month', startDate: day(0), endDate: day(5), assigneeId: idOf(report) } },
      { d: { name: 'plan.pdf', type: 'application/pdf', content: '%PDF-1.4 the plan' } },
      tokens.teamleader,
    );
    expect(res.errors).toBeUndefined();
    const goal = dataOf(res).createGoal;
    reportGoal = goal.id;
    expect(goal).toMatchObject({
      status: 'APPROVED',
      state: 'CREATED',
      progress: 0,
      duration: 6,
      daysLeft: 5,
      deadlineWarning: 'Less than 10 days left for this goal!',
      assignee: { name: report.name },
      reviewer: { name: demoName('teamleader') },
      supportingDocumentFilename: 'plan.pdf',
      viewerCan: { edit: true, review: false, progress: true, delete: true },
    });
    // The demo agent: not the assignee, may see it (not private) but not update it.
    expect((await gql(stack, PROGRESS, { id: goal.id, p: 10 }, tokens.agent)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const started = await gql(stack, PROGRESS, { id: goal.id, p: 40 }, tokens.teamleader);
    expect(dataOf(started).updateGoalProgress).toEqual({ progress: 40, state: 'IN_PROGRESS', status: 'APPROVED' });
    const early = await gql(stack, PROGRESS, { id: goal.id, p: 90, s: 'ACHIEVED' }, tokens.teamleader);
    expect(early.errors?.[0]).toMatchObject({ message: 'Progress must be 100 to mark the goal achieved', extensions: { code: 'BAD_USER_INPUT' } });
    const over = await gql(stack, PROGRESS, { id: goal.id, p: 101 }, tokens.teamleader);
    expect(over.errors?.[0]?.extensions?.fieldErrors).toEqual([{ field: 'progress', message: 'Progress must be at most 100' }]);
    const done = await gql(stack, PROGRESS, { id: goal.id, p: 100, s: 'ACHIEVED' }, tokens.teamleader);
    expect(dataOf(done).updateGoalProgress).toEqual({ progress: 100, state: 'ACHIEVED', status: 'APPROVED' });
    const back = await gql(stack, PROGRESS, { id: goal.id, p: 50, s: 'IN_PROGRESS' }, tokens.teamleader);
    expect(back.errors?.[0]).toMatchObject({ message: 'An achieved goal can no longer change', extensions: { code: 'CONFLICT' } });
    const link = present(dataOf(await gql(stack, LINK, { id: goal.id }, tokens.teamleader)).goalSupportingDocument, 'the supporting document');
    expect(link.filename).toBe('plan.pdf');
    expect(await (await download(stack, link.url, tokens.teamleader)).text()).toBe('%PDF-1.4 the plan');
  });

  itFull('an employee files their own goal (pending, reviewed by their manager), who approves or rejects it; moves outside the table are refused', async () => {
    const own = await gql(stack, CREATE_GOAL, { i: { title: 'Learn the CRM shortcuts', startDate: day(1), endDate: day(40) } }, tokens.agent);
    expect(dataOf(own).createGoal).toMatchObject({
      status: 'PENDING',
      state: 'CREATED',
      reviewer: { name: demoName('teamleader') },
      deadlineWarning: null,
      viewerCan: { review: false, progress: false },
    });
    const id = dataOf(own).createGoal.id;
    expect((await gql(stack, PROGRESS, { id, p: 10 }, tokens.agent)).errors?.[0]).toMatchObject({
      message: 'Only approved goals make progress (this one is pending)',
    });
    expect((await gql(stack, APPROVE, { id }, tokens.agent)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asTl = await gql(stack, REVIEWABLE, { id }, tokens.teamleader);
    expect(dataOf(asTl).goal.viewerCan.review).toBe(true);
    const rejected = await gql(stack, REJECT, { id }, tokens.teamleader);
    expect(dataOf(rejected).rejectGoal.status).toBe('REJECTED');
    const again = await gql(stack, APPROVE, { id }, tokens.teamleader);
    expect(again.errors?.[0]).toMatchObject({ message: 'Only pending goals can be approved (this one is rejected)', extensions: { code: 'CONFLICT' } });
    const resubmitted = await gql(stack, UPDATE, { id, i: { title: 'Learn every CRM shortcut' } }, tokens.agent);
    expect(dataOf(resubmitted).updateGoal).toEqual({ status: 'PENDING', title: 'Learn every CRM shortcut' });
    expect(dataOf(await gql(stack, APPROVE, { id }, tokens.teamleader)).approveGoal.status).toBe('APPROVED');
    const locked = await gql(stack, UPDATE, { id, i: { title: 'x' } }, tokens.agent);
    expect(locked.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  itFull('creating or reviewing goals for others needs MANAGE_GOALS (admins included); form rules answer with field messages', async () => {
    const ceo = await gql(stack, CREATE_GOAL, { i: { title: 'x', startDate: day(0), endDate: day(3), assigneeId: ids.agent } }, tokens.ceo);
    expect(ceo.errors?.[0]).toMatchObject({ message: "You don't have permission to access this resource", extensions: { code: 'FORBIDDEN' } });
    const acm = await gql(stack, CREATE_GOAL, { i: { title: 'x', startDate: day(0), endDate: day(3), assigneeId: ids.agent } }, tokens.acm);
    expect(acm.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const outside = await gql(stack, CREATE_GOAL, { i: { title: 'x', startDate: day(0), endDate: day(3), assigneeId: idOf(outsider) } }, tokens.teamleader);
    expect(outside.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const bad = await gql(stack, CREATE_GOAL, { i: { title: '', startDate: day(5), endDate: day(1) } }, tokens.agent);
    expect(bad.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: 'title', message: 'Title is required' },
      { field: 'endDate', message: "End date can't be before start date" },
    ]);
    const TEAM_GOALS = graphql(`
      query TeamspaceTeamGoals {
        teamGoals(limit: -1) {
          count
          items {
            assignee {
              name
            }
          }
        }
      }
    `);
    const team = await gql(stack, TEAM_GOALS, {}, tokens.agent);
    expect(team.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // The team leader's reports' goals: the built report's (set above) and the demo agent's own.
    const tlTeam = await gql(stack, TEAM_GOALS, {}, tokens.teamleader);
    expect(dataOf(tlTeam).teamGoals.items.map((g) => g.assignee?.name)).toEqual(expect.arrayContaining([report.name, demoName('agent')]));
  });

  itFull('a private goal is seen only by its assignee, its reviewer and admins', async () => {
    const res = await gql(stack, CREATE_GOAL, { i: { title: 'Apply for the TL track', startDate: day(0), endDate: day(60), isPrivate: true } }, tokens.agent);
    const id = dataOf(res).createGoal.id;
    const q = graphql(`
      query TeamspaceGoalTitle($id: ID!) {
        goal(id: $id) {
          title
          isPrivate
        }
      }
    `);
    const SEARCH = graphql(`
      query TeamspaceGoalSearch($search: String) {
        goals(limit: -1, search: $search) {
          count
          items {
            title
          }
        }
      }
    `);
    for (const who of ['agent', 'teamleader', 'ceo', 'headofhr'] as DemoKey[])
      expect(dataOf(await gql(stack, q, { id }, tokens[who])).goal.title).toBe('Apply for the TL track');
    for (const who of ['hr', 'acm', 'head'] as DemoKey[]) {
      expect((await gql(stack, q, { id }, tokens[who])).errors?.[0]).toMatchObject({
        message: "You don't have permission to access this resource",
        extensions: { code: 'FORBIDDEN' },
      });
      const list = await gql(stack, SEARCH, { search: 'TL track' }, tokens[who]);
      expect(dataOf(list).goals.count).toBe(0);
    }
    const asCeo = await gql(stack, SEARCH, { search: 'TL track' }, tokens.ceo);
    expect(dataOf(asCeo).goals.count).toBe(1);
    const missing = await gql(stack, q, { id: '999999' }, tokens.ceo);
    expect(missing.errors?.[0]).toMatchObject({ message: 'Goal is not found!', extensions: { code: 'NOT_FOUND' } });
  });

  itFull("myGoals lists the signed-in user's open goals, nearest deadline first; delete follows the rules", async () => {
    const MINE = graphql(`
      query TeamspaceMyGoals {
        myGoals(limit: 10) {
          count
          items {
            title
            state
            assignee {
              name
            }
          }
        }
      }
    `);
    const mine = dataOf(await gql(stack, MINE, {}, tokens.agent)).myGoals;
    expect(mine.items.length).toBeGreaterThan(0);
    for (const g of mine.items) expect([g.assignee?.name, g.state === 'ACHIEVED']).toEqual([demoName('agent'), false]);
    expect((await gql(stack, DELETE_GOAL, { id: reportGoal }, tokens.agent)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(dataOf(await gql(stack, DELETE_GOAL, { id: reportGoal }, tokens.teamleader)).deleteGoal).toBe(true);
  });

  itSpec('goals need the upstream extension', async () => {
    const GOALS = graphql(`
      query TeamspaceGoalCount {
        goals {
          count
        }
      }
    `);
    expect((await gql(stack, GOALS, {}, tokens.agent)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('kudos', () => {
  itFull('gives kudos with a message; they show on the wall and in this week; nobody thanks themself', async () => {
    const GIVE = graphql(`
      mutation TeamspaceGiveKudos($r: ID!, $m: String!) {
        giveKudos(receiverId: $r, message: $m) {
          id
          message
          giver {
            name
          }
          receiver {
            name
          }
        }
      }
    `);
    const WALL = graphql(`
      query TeamspaceKudosWall($r: ID) {
        kudos(receiverId: $r, limit: 5) {
          count
          items {
            message
            giver {
              name
            }
          }
        }
      }
    `);
    const WEEKLY = graphql(`
      query TeamspaceWeeklyKudos {
        weeklyKudos(limit: 50) {
          items {
            message
          }
        }
      }
    `);
    const res = await gql(stack, GIVE, { r: ids.agent, m: 'Great closing today!' }, tokens.teamleader);
    const kudos = dataOf(res).giveKudos;
    expect(kudos).toMatchObject({ message: 'Great closing today!', giver: { name: demoName('teamleader') }, receiver: { name: demoName('agent') } });
    const wall = await gql(stack, WALL, { r: 'me' }, tokens.agent);
    expect(dataOf(wall).kudos.items[0]).toEqual({ message: 'Great closing today!', giver: { name: demoName('teamleader') } });
    const weekly = await gql(stack, WEEKLY, {}, tokens.ceo);
    expect(dataOf(weekly).weeklyKudos.items.map((k) => k.message)).toContain('Great closing today!');
    const self = await gql(stack, GIVE, { r: ids.agent, m: 'me!' }, tokens.agent);
    expect(self.errors?.[0]?.extensions?.fieldErrors).toEqual([{ field: 'receiverId', message: "You can't give kudos to yourself" }]);
    const empty = await gql(stack, GIVE, { r: idOf(teammate), m: ' ' }, tokens.agent);
    expect(empty.errors?.[0]?.extensions?.fieldErrors).toEqual([{ field: 'message', message: 'Message is required' }]);
    expect((await gql(stack, DELETE_KUDOS, { id: kudos.id }, tokens.agent)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(dataOf(await gql(stack, DELETE_KUDOS, { id: kudos.id }, tokens.teamleader)).deleteKudos).toBe(true);
    expect((await gql(stack, DELETE_KUDOS, { id: kudos.id }, tokens.ceo)).errors?.[0]).toMatchObject({ message: 'Kudos is not found!' });
  });
});

describe('teams', () => {
  const teamId = async (name: string) =>
    present(
      dataOf(await gql(stack, TEAMS, {}, tokens.agent)).teams.items.find((t) => t.teamName === name),
      `team ${name}`,
    ).id;

  it('a team page has its leader and manager (from the SPEC §7 member list)', async () => {
    const TEAM = graphql(`
      query TeamspaceTeam($id: ID!) {
        team(id: $id) {
          teamName
          teamLeader {
            name
          }
          manager {
            name
          }
        }
      }
    `);
    const res = await gql(stack, TEAM, { id: await teamId('Inbound Support') }, tokens.agent);
    expect(dataOf(res).team).toEqual({ teamName: 'Inbound Support', teamLeader: { name: demoName('teamleader') }, manager: { name: demoName('acm') } });
    const missing = await gql(stack, TEAM, { id: '9999' }, tokens.agent);
    expect(missing.errors?.[0]).toMatchObject({ message: 'Team is not found!', extensions: { code: 'NOT_FOUND' } });
  });

  itFull('change current team moves the signed-in user, and me shows the new team', async () => {
    const MY_TEAM = graphql(`
      query TeamspaceMyTeam {
        me {
          teamName
        }
      }
    `);
    const hr = await loginAs(stack, 'hr');
    const moved = await gql(stack, CHANGE, { teamId: await teamId('Retention') }, hr);
    expect(dataOf(moved).changeCurrentTeam).toBe(true);
    expect(dataOf(await gql(stack, MY_TEAM, {}, hr)).me.teamName).toBe('Retention');
    const bad = await gql(stack, CHANGE, { teamId: '9999' }, hr);
    expect(bad.errors?.[0]).toMatchObject({ message: 'Team is not found!', extensions: { code: 'NOT_FOUND' } });
  });
});
