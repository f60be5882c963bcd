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
import { download, gql, gqlUpload, itFull, itSpec, loginAs, startStack, type Stack } from '../support/stack';

let stack: Stack;
const tokens = {} as Record<DemoKey, string>;
const ids: Record<string, string> = {};

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

const GRANTS = `query($e: ID, $p: ManagerPermissionName) { managerPermissions(employeeId: $e, permission: $p, limit: -1) { count items { id employeeId permission employee { name } grantedByName } } }`;
const GRANT = `mutation($e: ID!, $p: ManagerPermissionName!) { grantManagerPermission(employeeId: $e, permission: $p) { id permission employee { name } } }`;
const REVOKE = `mutation($id: ID!, $e: ID) { revokeManagerPermission(id: $id, employeeId: $e) }`;
const ME = '{ me { id managerPermissions access { routes ownOnly } } }';
const GOAL_FIELDS = `id title status state progress isPrivate duration daysLeft deadlineWarning assignee { name } reviewer { name }
  viewerCan { edit review progress delete } supportingDocumentFilename`;
const CREATE_GOAL = `mutation($i: GoalInput!, $d: Upload) { createGoal(input: $i, supportingDocument: $d) { ${GOAL_FIELDS} } }`;
const PROGRESS = `mutation($id: ID!, $p: Int!, $s: GoalState) { updateGoalProgress(id: $id, progress: $p, state: $s) { progress state status } }`;

const grantOf = async (employee: string, permission: string) =>
  (await gql(stack, GRANTS, { e: ids[employee], p: permission }, tokens.ceo)).data.managerPermissions.items[0] as { id: string } | undefined;

beforeAll(async () => {
  stack = await startStack();
  for (const key of ['ceo', 'headofhr', 'hr', 'teamleader', 'acm', 'agent', 'head'] as DemoKey[]) tokens[key] = await loginAs(stack, key);
  const people = await gql(stack, '{ employees(limit: -1) { items { id name } } }', {}, tokens.hr);
  for (const e of people.data.employees.items) ids[e.name] = e.id;
  const types = await gql(stack, '{ leaveTypes(limit: -1) { items { id leaveName } } }', {}, tokens.agent);
  for (const t of types.data.leaveTypes.items) ids[t.leaveName] = t.id;
}, 90_000);
afterAll(() => stack.close());

describe('manager permissions', () => {
  itFull('admins list the grants; a holder sees their own in me.managerPermissions and the keys they open', async () => {
    const all = await gql(stack, GRANTS, {}, tokens.headofhr);
    expect(all.data.managerPermissions.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ permission: 'MANAGE_GOALS', employee: { name: 'Ahmed Samir' }, grantedByName: 'Omar Haddad' }),
        expect.objectContaining({ permission: 'MANAGE_LEAVE_REQUESTS', employee: { name: 'Tarek Fathy' } }),
      ]),
    );
    const OWN = 'query($id: ID!) { managerPermissionsOf(id: $id) { items { permission } } }';
    const own = await gql(stack, OWN, { id: 'me' }, tokens.teamleader);
    expect(own.data.managerPermissionsOf.items.map((g: { permission: string }) => g.permission)).toEqual(['MANAGE_GOALS']);
    expect((await gql(stack, OWN, { id: ids['Ahmed Samir'] }, tokens.teamleader)).data.managerPermissionsOf.items).toHaveLength(1);
    expect((await gql(stack, OWN, { id: ids['Tarek Fathy'] }, tokens.teamleader)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(stack, OWN, { id: ids['Ahmed Samir'] }, tokens.ceo)).data.managerPermissionsOf.items).toHaveLength(1);
    expect((await gql(stack, GRANTS, {}, tokens.teamleader)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const me = await gql(stack, ME, {}, tokens.teamleader);
    expect(me.data.me.managerPermissions).toEqual(['MANAGE_GOALS']);
    expect(me.data.me.access.routes).toEqual(expect.arrayContaining(['GOALS_MANAGE', 'PERMISSIONS_HELD', 'PERMISSIONS_VIEW']));
    expect(me.data.me.access.routes).not.toContain('PERMISSIONS_MANAGE');
    expect(me.data.me.access.ownOnly).toEqual(['PERMISSIONS_VIEW']);
  });

  itFull('only admins grant and revoke; only managers receive; a permission held twice is a conflict', async () => {
    const refused = await gql(stack, GRANT, { e: ids['Mostafa Gamal'], p: 'MANAGE_GOALS' }, tokens.hr);
    expect(refused.errors?.[0]).toMatchObject({ message: "You don't have permission to access this resource", extensions: { code: 'FORBIDDEN' } });
    const notManager = await gql(stack, GRANT, { e: ids['Sara Ibrahim'], p: 'MANAGE_GOALS' }, tokens.ceo);
    expect(notManager.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'employeeId', message: 'Only managers can hold manager permissions' }],
    });
    const granted = await gql(stack, GRANT, { e: ids['Mostafa Gamal'], p: 'MANAGE_GOALS' }, tokens.ceo);
    expect(granted.data.grantManagerPermission).toMatchObject({ permission: 'MANAGE_GOALS', employee: { name: 'Mostafa Gamal' } });
    const twice = await gql(stack, GRANT, { e: ids['Mostafa Gamal'], p: 'MANAGE_GOALS' }, tokens.headofhr);
    expect(twice.errors?.[0]).toMatchObject({ message: 'This manager already holds MANAGE_GOALS', extensions: { code: 'CONFLICT' } });
    const id = granted.data.grantManagerPermission.id;
    expect((await gql(stack, REVOKE, { id }, tokens.hr)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(stack, REVOKE, { id, e: ids['Mostafa Gamal'] }, tokens.ceo)).data.revokeManagerPermission).toBe(true);
    const gone = await gql(stack, REVOKE, { id }, tokens.ceo);
    expect(gone.errors?.[0]).toMatchObject({ message: 'Permission is not found!', extensions: { code: 'NOT_FOUND' } });
  });

  itSpec('answers NOT_FOUND against a SPEC §7-only backend', async () => {
    const res = await gql(stack, GRANTS, {}, tokens.ceo);
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('MANAGE_LEAVE_REQUESTS in leave', () => {
  const FILE = `mutation($i: LeaveRequestInput!) { createLeaveRequest(input: $i) { id status employee { name } } }`;
  const APPROVE = `mutation($id: ID!) { approveLeaveRequest(id: $id, reviewerComments: "ok") { id status reviewedByName } }`;
  const REJECT = `mutation($id: ID!) { rejectLeaveRequest(id: $id, reviewerComments: "busy week") { id status } }`;

  itFull('a manager holding it files, approves and rejects for their line; without it the same calls are refused', async () => {
    // With the permission (seeded for the ACM): Sara is below him (ACM -> team leader -> Sara).
    const filed = await gql(
      stack,
      FILE,
      { i: { employeeId: ids['Sara Ibrahim'], leaveTypeId: ids.Annual, startDate: weekday(6, 1), endDate: weekday(6, 1) } },
      tokens.acm,
    );
    expect(filed.errors).toBeUndefined();
    expect(filed.data.createLeaveRequest).toMatchObject({ status: 'PENDING', employee: { name: 'Sara Ibrahim' } });
    const approved = await gql(stack, APPROVE, { id: filed.data.createLeaveRequest.id }, tokens.acm);
    expect(approved.data.approveLeaveRequest).toMatchObject({ status: 'APPROVED', reviewedByName: 'Tarek Fathy' });
    const second = await gql(
      stack,
      FILE,
      { i: { employeeId: ids['Mona Zaki'], leaveTypeId: ids.Casual, startDate: weekday(7, 2), endDate: weekday(7, 2) } },
      tokens.teamleader,
    );
    expect((await gql(stack, REJECT, { id: second.data.createLeaveRequest.id }, tokens.acm)).data.rejectLeaveRequest.status).toBe('REJECTED');
    // Outside his line (a Sales agent): refused even with the permission.
    const outside = await gql(
      stack,
      FILE,
      { i: { employeeId: ids['Walid Sherif'], leaveTypeId: ids.Annual, startDate: weekday(6, 2), endDate: weekday(6, 2) } },
      tokens.acm,
    );
    expect(outside.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // Without it: revoked, the same calls are refused at once (the cached user is dropped).
    const grant = await grantOf('Tarek Fathy', 'MANAGE_LEAVE_REQUESTS');
    await gql(stack, REVOKE, { id: grant!.id, e: ids['Tarek Fathy'] }, tokens.ceo);
    const pending = await gql(
      stack,
      FILE,
      { i: { employeeId: ids['Mona Zaki'], leaveTypeId: ids.Annual, startDate: weekday(8, 3), endDate: weekday(8, 3) } },
      tokens.teamleader,
    );
    const without = await gql(
      stack,
      FILE,
      { i: { employeeId: ids['Sara Ibrahim'], leaveTypeId: ids.Annual, startDate: weekday(8, 1), endDate: weekday(8, 1) } },
      tokens.acm,
    );
    expect(without.errors?.[0]).toMatchObject({ message: "You don't have permission to access this resource", extensions: { code: 'FORBIDDEN' } });
    expect((await gql(stack, APPROVE, { id: pending.data.createLeaveRequest.id }, tokens.acm)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(stack, ME, {}, tokens.acm)).data.me.access.routes).not.toContain('LEAVES_MANAGE');
    await gql(stack, GRANT, { e: ids['Tarek Fathy'], p: 'MANAGE_LEAVE_REQUESTS' }, tokens.ceo);
    expect((await gql(stack, APPROVE, { id: pending.data.createLeaveRequest.id }, tokens.acm)).data.approveLeaveRequest.status).toBe('APPROVED');
  });
});

describe('goals', () => {
  let reportGoal = '';

  itFull('a MANAGE_GOALS manager sets a goal for a report (approved at once); the report updates progress through the allowed moves', async () => {
    const res = await gqlUpload(
      stack,
      CREATE_GOAL,
      { i: { title: 'Handle 60 calls a day', description: 'Average over the month', startDate: day(0), endDate: day(5), assigneeId: ids['Bassem Fouad'] } },
      { d: { name: 'plan.pdf', type: 'application/pdf', content: '%PDF-1.4 the plan' } },
      tokens.teamleader,
    );
    expect(res.errors).toBeUndefined();
    const goal = res.data.createGoal;
    reportGoal = goal.id;
    expect(goal).toMatchObject({
      status: 'APPROVED',
      state: 'CREATED',
      progress: 0,
      duration: 6,
      daysLeft: 5,
      deadlineWarning: 'Less than 10 days left for this goal!',
      assignee: { name: 'Bassem Fouad' },
      reviewer: { name: 'Ahmed Samir' },
      supportingDocumentFilename: 'plan.pdf',
      viewerCan: { edit: true, review: false, progress: true, delete: true },
    });
    const bassem = await loginAs(stack, 'agent'); // Sara: not the assignee, may see (not private) but not update
    expect((await gql(stack, PROGRESS, { id: goal.id, p: 10 }, bassem)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const started = await gql(stack, PROGRESS, { id: goal.id, p: 40 }, tokens.teamleader);
    expect(started.data.updateGoalProgress).toEqual({ progress: 40, state: 'IN_PROGRESS', status: 'APPROVED' });
    const early = await gql(stack, PROGRESS, { id: goal.id, p: 90, s: 'ACHIEVED' }, tokens.teamleader);
    expect(early.errors?.[0]).toMatchObject({ message: 'Progress must be 100 to mark the goal achieved', extensions: { code: 'BAD_USER_INPUT' } });
    const over = await gql(stack, PROGRESS, { id: goal.id, p: 101 }, tokens.teamleader);
    expect(over.errors?.[0]?.extensions?.fieldErrors).toEqual([{ field: 'progress', message: 'Progress must be at most 100' }]);
    const done = await gql(stack, PROGRESS, { id: goal.id, p: 100, s: 'ACHIEVED' }, tokens.teamleader);
    expect(done.data.updateGoalProgress).toEqual({ progress: 100, state: 'ACHIEVED', status: 'APPROVED' });
    const back = await gql(stack, PROGRESS, { id: goal.id, p: 50, s: 'IN_PROGRESS' }, tokens.teamleader);
    expect(back.errors?.[0]).toMatchObject({ message: 'An achieved goal can no longer change', extensions: { code: 'CONFLICT' } });
    const link = await gql(stack, 'query($id: ID!) { goalSupportingDocument(id: $id) { url filename } }', { id: goal.id }, tokens.teamleader);
    expect(link.data.goalSupportingDocument.filename).toBe('plan.pdf');
    expect(await (await download(stack, link.data.goalSupportingDocument.url, tokens.teamleader)).text()).toBe('%PDF-1.4 the plan');
  });

  itFull('an employee files their own goal (pending, reviewed by their manager), who approves or rejects it; moves outside the table are refused', async () => {
    const own = await gql(stack, CREATE_GOAL, { i: { title: 'Learn the CRM shortcuts', startDate: day(1), endDate: day(40) } }, tokens.agent);
    expect(own.data.createGoal).toMatchObject({
      status: 'PENDING',
      state: 'CREATED',
      reviewer: { name: 'Ahmed Samir' },
      deadlineWarning: null,
      viewerCan: { review: false, progress: false },
    });
    const id = own.data.createGoal.id;
    expect((await gql(stack, PROGRESS, { id, p: 10 }, tokens.agent)).errors?.[0]).toMatchObject({
      message: 'Only approved goals make progress (this one is pending)',
    });
    expect((await gql(stack, 'mutation($id: ID!) { approveGoal(id: $id) { id } }', { id }, tokens.agent)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asTl = await gql(stack, `query($id: ID!) { goal(id: $id) { viewerCan { review } } }`, { id }, tokens.teamleader);
    expect(asTl.data.goal.viewerCan.review).toBe(true);
    const rejected = await gql(stack, 'mutation($id: ID!) { rejectGoal(id: $id) { status } }', { id }, tokens.teamleader);
    expect(rejected.data.rejectGoal.status).toBe('REJECTED');
    const again = await gql(stack, 'mutation($id: ID!) { approveGoal(id: $id) { status } }', { id }, tokens.teamleader);
    expect(again.errors?.[0]).toMatchObject({ message: 'Only pending goals can be approved (this one is rejected)', extensions: { code: 'CONFLICT' } });
    const resubmitted = await gql(
      stack,
      'mutation($id: ID!, $i: GoalInput!) { updateGoal(id: $id, input: $i) { status title } }',
      { id, i: { title: 'Learn every CRM shortcut' } },
      tokens.agent,
    );
    expect(resubmitted.data.updateGoal).toEqual({ status: 'PENDING', title: 'Learn every CRM shortcut' });
    expect((await gql(stack, 'mutation($id: ID!) { approveGoal(id: $id) { status } }', { id }, tokens.teamleader)).data.approveGoal.status).toBe('APPROVED');
    const locked = await gql(
      stack,
      'mutation($id: ID!, $i: GoalInput!) { updateGoal(id: $id, input: $i) { status } }',
      { id, i: { title: 'x' } },
      tokens.agent,
    );
    expect(locked.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  itFull('creating or reviewing goals for others needs MANAGE_GOALS (admins included); form rules answer with field messages', async () => {
    const ceo = await gql(stack, CREATE_GOAL, { i: { title: 'x', startDate: day(0), endDate: day(3), assigneeId: ids['Sara Ibrahim'] } }, tokens.ceo);
    expect(ceo.errors?.[0]).toMatchObject({ message: "You don't have permission to access this resource", extensions: { code: 'FORBIDDEN' } });
    const acm = await gql(stack, CREATE_GOAL, { i: { title: 'x', startDate: day(0), endDate: day(3), assigneeId: ids['Sara Ibrahim'] } }, tokens.acm);
    expect(acm.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const outside = await gql(
      stack,
      CREATE_GOAL,
      { i: { title: 'x', startDate: day(0), endDate: day(3), assigneeId: ids['Walid Sherif'] } },
      tokens.teamleader,
    );
    expect(outside.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const bad = await gql(stack, CREATE_GOAL, { i: { title: '', startDate: day(5), endDate: day(1) } }, tokens.agent);
    expect(bad.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: 'title', message: 'Title is required' },
      { field: 'endDate', message: "End date can't be before start date" },
    ]);
    const team = await gql(stack, '{ teamGoals(limit: -1) { items { assignee { name } } } }', {}, tokens.agent);
    expect(team.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const tlTeam = await gql(stack, '{ teamGoals(limit: -1) { count items { assignee { name } } } }', {}, tokens.teamleader);
    expect(tlTeam.data.teamGoals.items.map((g: { assignee: { name: string } }) => g.assignee.name)).toEqual(
      expect.arrayContaining(['Bassem Fouad', 'Mona Zaki']),
    );
  });

  itFull('a private goal is seen only by its assignee, its reviewer and admins', async () => {
    const res = await gql(stack, CREATE_GOAL, { i: { title: 'Apply for the TL track', startDate: day(0), endDate: day(60), isPrivate: true } }, tokens.agent);
    const id = res.data.createGoal.id;
    const q = 'query($id: ID!) { goal(id: $id) { title isPrivate } }';
    for (const who of ['agent', 'teamleader', 'ceo', 'headofhr'] as DemoKey[])
      expect((await gql(stack, q, { id }, tokens[who])).data.goal.title).toBe('Apply for the TL track');
    for (const who of ['hr', 'acm', 'head'] as DemoKey[]) {
      expect((await gql(stack, q, { id }, tokens[who])).errors?.[0]).toMatchObject({
        message: "You don't have permission to access this resource",
        extensions: { code: 'FORBIDDEN' },
      });
      const list = await gql(stack, '{ goals(limit: -1, search: "TL track") { count } }', {}, tokens[who]);
      expect(list.data.goals.count).toBe(0);
    }
    const asCeo = await gql(stack, '{ goals(limit: -1, search: "TL track") { count items { title } } }', {}, tokens.ceo);
    expect(asCeo.data.goals.count).toBe(1);
    const missing = await gql(stack, q, { id: '999999' }, tokens.ceo);
    expect(missing.errors?.[0]).toMatchObject({ message: 'Goal is not found!', extensions: { code: 'NOT_FOUND' } });
  });

  itFull("myGoals lists the signed-in user's open goals, nearest deadline first; delete follows the rules", async () => {
    const mine = await gql(stack, '{ myGoals(limit: 10) { count items { title state assignee { name } } } }', {}, tokens.agent);
    expect(mine.data.myGoals.items.length).toBeGreaterThan(0);
    for (const g of mine.data.myGoals.items) expect([g.assignee.name, g.state === 'ACHIEVED']).toEqual(['Sara Ibrahim', false]);
    expect((await gql(stack, 'mutation($id: ID!) { deleteGoal(id: $id) }', { id: reportGoal }, tokens.agent)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(stack, 'mutation($id: ID!) { deleteGoal(id: $id) }', { id: reportGoal }, tokens.teamleader)).data.deleteGoal).toBe(true);
  });

  itSpec('goals need the upstream extension', async () => {
    expect((await gql(stack, '{ goals { count } }', {}, tokens.agent)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('kudos', () => {
  itFull('gives kudos with a message; they show on the wall and in this week; nobody thanks themself', async () => {
    const give = `mutation($r: ID!, $m: String!) { giveKudos(receiverId: $r, message: $m) { id message giver { name } receiver { name } } }`;
    const res = await gql(stack, give, { r: ids['Sara Ibrahim'], m: 'Great closing today!' }, tokens.teamleader);
    expect(res.data.giveKudos).toMatchObject({ message: 'Great closing today!', giver: { name: 'Ahmed Samir' }, receiver: { name: 'Sara Ibrahim' } });
    const wall = await gql(stack, 'query($r: ID) { kudos(receiverId: $r, limit: 5) { count items { message giver { name } } } }', { r: 'me' }, tokens.agent);
    expect(wall.data.kudos.items[0]).toEqual({ message: 'Great closing today!', giver: { name: 'Ahmed Samir' } });
    const weekly = await gql(stack, '{ weeklyKudos(limit: 50) { items { message } } }', {}, tokens.ceo);
    expect(weekly.data.weeklyKudos.items.map((k: { message: string }) => k.message)).toContain('Great closing today!');
    const self = await gql(stack, give, { r: ids['Sara Ibrahim'], m: 'me!' }, tokens.agent);
    expect(self.errors?.[0]?.extensions?.fieldErrors).toEqual([{ field: 'receiverId', message: "You can't give kudos to yourself" }]);
    const empty = await gql(stack, give, { r: ids['Mona Zaki'], m: ' ' }, tokens.agent);
    expect(empty.errors?.[0]?.extensions?.fieldErrors).toEqual([{ field: 'message', message: 'Message is required' }]);
    const del = 'mutation($id: ID!) { deleteKudos(id: $id) }';
    expect((await gql(stack, del, { id: res.data.giveKudos.id }, tokens.agent)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(stack, del, { id: res.data.giveKudos.id }, tokens.teamleader)).data.deleteKudos).toBe(true);
    expect((await gql(stack, del, { id: res.data.giveKudos.id }, tokens.ceo)).errors?.[0]).toMatchObject({ message: 'Kudos is not found!' });
  });
});

describe('teams', () => {
  it('a team page has its leader and manager (from the SPEC §7 member list)', async () => {
    const teams = await gql(stack, '{ teams(limit: -1) { items { id teamName } } }', {}, tokens.agent);
    const inbound = teams.data.teams.items.find((t: { teamName: string }) => t.teamName === 'Inbound Support');
    const res = await gql(stack, 'query($id: ID!) { team(id: $id) { teamName teamLeader { name } manager { name } } }', { id: inbound.id }, tokens.agent);
    expect(res.data.team).toEqual({ teamName: 'Inbound Support', teamLeader: { name: 'Ahmed Samir' }, manager: { name: 'Tarek Fathy' } });
    const missing = await gql(stack, '{ team(id: "9999") { teamName } }', {}, tokens.agent);
    expect(missing.errors?.[0]).toMatchObject({ message: 'Team is not found!', extensions: { code: 'NOT_FOUND' } });
  });

  itFull('change current team moves the signed-in user, and me shows the new team', async () => {
    const teams = await gql(stack, '{ teams(limit: -1) { items { id teamName } } }', {}, tokens.agent);
    const retention = teams.data.teams.items.find((t: { teamName: string }) => t.teamName === 'Retention');
    const hr = await loginAs(stack, 'hr');
    const moved = await gql(stack, 'mutation($t: ID!) { changeCurrentTeam(teamId: $t) }', { t: retention.id }, hr);
    expect(moved.data.changeCurrentTeam).toBe(true);
    expect((await gql(stack, '{ me { teamName } }', {}, hr)).data.me.teamName).toBe('Retention');
    const bad = await gql(stack, 'mutation { changeCurrentTeam(teamId: "9999") }', {}, hr);
    expect(bad.errors?.[0]).toMatchObject({ message: 'Team is not found!', extensions: { code: 'NOT_FOUND' } });
  });
});
