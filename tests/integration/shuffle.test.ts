/**
 * Manager shuffle requests through GraphQL against the real upstream: every REST call, every transition
 * allowed and refused with the upstream's messages, the manager change (at once for a due date, later for a future
 * one), the manager history, relations without N+1, and the SPEC §6 role rules at the gateway.
 *
 * @postgres shuffle
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DemoKey } from '../../upstream/src/seed';
import { gql, loginAs, startStack, upstreamStats, type Stack } from '../support/stack';

let stack: Stack;
const tokens = {} as Record<DemoKey, string>;
const ids: Record<string, string> = {};

const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const FIELDS = `id status effectiveDate hrComment appliedAt reason requesterId
  targetEmployee { id name resId } currentManager { id name } proposedManager { id name } requester { name }
  reviewedBy { name } previousManager { name }`;
const CREATE = `mutation($input: ManagerShuffleRequestInput!) { createManagerShuffleRequest(input: $input) { ${FIELDS} } }`;
const APPROVE = `mutation($id: ID!, $c: String) { approveManagerShuffleRequest(id: $id, hrComment: $c) { ${FIELDS} } }`;
const REJECT = `mutation($id: ID!, $c: String!) { rejectManagerShuffleRequest(id: $id, hrComment: $c) { ${FIELDS} } }`;
const LIST = `query($status: ShuffleStatus, $search: String, $employeeId: ID) {
  managerShuffleRequests(status: $status, search: $search, employeeId: $employeeId, limit: 25) { count items { ${FIELDS} } } }`;

const create = (who: DemoKey, target: string, manager: string, effectiveDate = iso(0), reason: string | null = null) =>
  gql(stack, CREATE, { input: { targetEmployeeId: ids[target], proposedManagerId: ids[manager], effectiveDate, reason } }, tokens[who]);
const managerOf = async (name: string) =>
  (await gql(stack, 'query($id: ID!) { employee(id: $id) { manager { name } } }', { id: ids[name] }, tokens.hr)).data.employee.manager?.name;

beforeAll(async () => {
  stack = await startStack();
  for (const key of ['ceo', 'hr', 'head', 'acm', 'teamleader', 'agent'] as DemoKey[]) tokens[key] = await loginAs(stack, key);
  const people = await gql(stack, '{ employees(limit: -1) { items { id name } } }', {}, tokens.hr);
  for (const e of people.data.employees.items) ids[e.name] = e.id;
}, 60_000);
afterAll(() => stack.close());

describe('tracker and details', () => {
  it('lists the seeded requests with the three people resolved from the rows (one upstream call)', async () => {
    await upstreamStats(stack, true);
    const res = await gql(stack, LIST, {}, tokens.acm);
    const stats = await upstreamStats(stack, true);
    expect(res.errors).toBeUndefined();
    expect(res.data.managerShuffleRequests.count).toBeGreaterThanOrEqual(5);
    expect(stats.requests).toBe(1);
    const mona = res.data.managerShuffleRequests.items.find((r: any) => r.targetEmployee.name === 'Mona Zaki');
    expect(mona).toMatchObject({
      status: 'PENDING',
      currentManager: { name: 'Ahmed Samir' },
      proposedManager: { name: 'Nour El-Din Aziz' },
      requester: { name: 'Tarek Fathy' },
    });
  });

  it('filters by status and search', async () => {
    const rejected = await gql(stack, LIST, { status: 'REJECTED' }, tokens.hr);
    expect(rejected.data.managerShuffleRequests.items.map((r: any) => r.status)).toEqual(expect.arrayContaining(['REJECTED']));
    expect(rejected.data.managerShuffleRequests.items.every((r: any) => r.status === 'REJECTED')).toBe(true);
    const heba = await gql(stack, LIST, { search: 'heba' }, tokens.hr);
    expect(heba.data.managerShuffleRequests.items.map((r: any) => r.targetEmployee.name)).toEqual(['Heba Anwar']);
  });

  it('answers one request, and NOT_FOUND for an unknown id', async () => {
    const list = await gql(stack, LIST, { search: 'Malak' }, tokens.hr);
    const id = list.data.managerShuffleRequests.items[0].id;
    const one = await gql(stack, `query($id: ID!) { managerShuffleRequest(id: $id) { ${FIELDS} } }`, { id }, tokens.head);
    expect(one.data.managerShuffleRequest).toMatchObject({
      status: 'APPROVED',
      previousManager: { name: 'Nour El-Din Aziz' },
      proposedManager: { name: 'Mostafa Gamal' },
    });
    expect(one.data.managerShuffleRequest.appliedAt).toBeTruthy();
    const missing = await gql(stack, 'query { managerShuffleRequest(id: "99999") { id } }', {}, tokens.hr);
    expect(missing.errors?.[0]).toMatchObject({ message: 'Manager shuffle request not found', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('filing and review', () => {
  it('an ACM files a request; HR approves it and the manager changes at once (effective today); the history shows it', async () => {
    const filed = await create('acm', 'Bassem Fouad', 'Nour El-Din Aziz', iso(0), 'Evening shift');
    expect(filed.errors).toBeUndefined();
    expect(filed.data.createManagerShuffleRequest).toMatchObject({
      status: 'PENDING',
      reason: 'Evening shift',
      currentManager: { name: 'Ahmed Samir' },
      appliedAt: null,
    });
    const id = filed.data.createManagerShuffleRequest.id;

    const second = await create('head', 'Bassem Fouad', 'Mostafa Gamal');
    expect(second.errors?.[0]).toMatchObject({
      message: `Bassem Fouad already has a pending manager shuffle request (#${id})`,
      extensions: { code: 'CONFLICT' },
    });

    const approved = await gql(stack, APPROVE, { id, c: 'Agreed with both team leaders' }, tokens.hr);
    expect(approved.errors).toBeUndefined();
    expect(approved.data.approveManagerShuffleRequest).toMatchObject({
      status: 'APPROVED',
      hrComment: 'Agreed with both team leaders',
      reviewedBy: { name: 'Nadia Farouk' },
      previousManager: { name: 'Ahmed Samir' },
      currentManager: { name: 'Nour El-Din Aziz' },
    });
    expect(approved.data.approveManagerShuffleRequest.appliedAt).toBeTruthy();
    expect(await managerOf('Bassem Fouad')).toBe('Nour El-Din Aziz');

    const history = await gql(
      stack,
      'query($e: ID!) { managerHistory(employeeId: $e) { id previousManager { name } proposedManager { name } } }',
      { e: ids['Bassem Fouad'] },
      tokens.hr,
    );
    expect(history.data.managerHistory).toEqual([{ id, previousManager: { name: 'Ahmed Samir' }, proposedManager: { name: 'Nour El-Din Aziz' } }]);

    const again = await gql(stack, APPROVE, { id, c: null }, tokens.ceo);
    expect(again.errors?.[0]).toMatchObject({
      message: 'Only pending manager shuffle requests can be approved (this one is already approved)',
      extensions: { code: 'CONFLICT' },
    });
    const reject = await gql(stack, REJECT, { id, c: 'Too late' }, tokens.hr);
    expect(reject.errors?.[0]).toMatchObject({
      message: 'Only pending manager shuffle requests can be rejected (this one is already approved)',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('a future effective date leaves the manager unchanged until that day', async () => {
    const filed = await create('head', 'Farida Kamal', 'Mostafa Gamal', iso(30));
    const approved = await gql(stack, APPROVE, { id: filed.data.createManagerShuffleRequest.id, c: null }, tokens.hr);
    expect(approved.data.approveManagerShuffleRequest).toMatchObject({ status: 'APPROVED', appliedAt: null, currentManager: { name: 'Nour El-Din Aziz' } });
    expect(await managerOf('Farida Kamal')).toBe('Nour El-Din Aziz');
  });

  it('refuses the employee themself, the current manager, a reporting loop, a non-manager and a missing date', async () => {
    const self = await create('acm', 'Ahmed Samir', 'Ahmed Samir');
    expect(self.errors?.[0]).toMatchObject({ message: 'An employee cannot be their own manager', extensions: { code: 'BAD_USER_INPUT' } });
    const current = await create('acm', 'Walid Sherif', 'Khaled Mahmoud');
    expect(current.errors?.[0]).toMatchObject({ message: "Khaled Mahmoud is already Walid Sherif's manager", extensions: { code: 'BAD_USER_INPUT' } });
    const loop = await create('head', 'Tarek Fathy', 'Ahmed Samir');
    expect(loop.errors?.[0].message).toBe('Ahmed Samir reports to Tarek Fathy; the change would make a reporting loop');
    const notManager = await create('acm', 'Walid Sherif', 'Sara Ibrahim');
    expect(notManager.errors?.[0].message).toBe('Proposed manager must be an active employee who can manage');
    const noDate = await create('acm', 'Walid Sherif', 'Ahmed Samir', '');
    expect(noDate.errors?.[0]).toMatchObject({ message: 'Effective date is required', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('rejecting needs an HR comment; with one the request is rejected and nothing moves', async () => {
    const list = await gql(stack, LIST, { search: 'Mona Zaki', status: 'PENDING' }, tokens.hr);
    const id = list.data.managerShuffleRequests.items[0].id;
    const blank = await gql(stack, REJECT, { id, c: '  ' }, tokens.hr);
    expect(blank.errors?.[0]).toMatchObject({ message: 'HR comment is required to reject a manager shuffle request', extensions: { code: 'BAD_USER_INPUT' } });
    const rejected = await gql(stack, REJECT, { id, c: 'Team 1 needs her' }, tokens.ceo);
    expect(rejected.data.rejectManagerShuffleRequest).toMatchObject({
      status: 'REJECTED',
      hrComment: 'Team 1 needs her',
      reviewedBy: { name: 'Omar Haddad' },
      appliedAt: null,
    });
    expect(await managerOf('Mona Zaki')).toBe('Ahmed Samir');
  });

  it('nobody reviews a request they filed', async () => {
    const filed = await create('ceo', 'Reem Abdallah', 'Nour El-Din Aziz', iso(3));
    const own = await gql(stack, APPROVE, { id: filed.data.createManagerShuffleRequest.id, c: null }, tokens.ceo);
    expect(own.errors?.[0]).toMatchObject({ message: "You can't review a manager shuffle request you filed", extensions: { code: 'FORBIDDEN' } });
  });
});

describe('roles (SPEC §6)', () => {
  const forbidden = { extensions: { code: 'FORBIDDEN' } };
  it('tracker and details: ACM, HR, CEO, head; not a team leader or an agent', async () => {
    for (const who of ['acm', 'hr', 'ceo', 'head'] as DemoKey[]) expect((await gql(stack, LIST, {}, tokens[who])).errors).toBeUndefined();
    for (const who of ['teamleader', 'agent'] as DemoKey[]) {
      expect((await gql(stack, LIST, {}, tokens[who])).errors?.[0]).toMatchObject(forbidden);
      expect((await gql(stack, 'query { managerShuffleRequest(id: "1") { id } }', {}, tokens[who])).errors?.[0]).toMatchObject(forbidden);
    }
  });

  it('filing: ACM, CEO, head; not HR, a team leader or an agent', async () => {
    for (const who of ['hr', 'teamleader', 'agent'] as DemoKey[]) {
      expect((await create(who, 'Tamer Lashin', 'Nour El-Din Aziz')).errors?.[0]).toMatchObject(forbidden);
    }
  });

  it('review: HR and CEO; not ACM or head', async () => {
    const filed = await create('acm', 'Tamer Lashin', 'Nour El-Din Aziz', iso(5));
    const id = filed.data.createManagerShuffleRequest.id;
    for (const who of ['acm', 'head', 'agent'] as DemoKey[]) {
      expect((await gql(stack, APPROVE, { id, c: null }, tokens[who])).errors?.[0]).toMatchObject(forbidden);
      expect((await gql(stack, REJECT, { id, c: 'no' }, tokens[who])).errors?.[0]).toMatchObject(forbidden);
    }
  });

  it("manager history: anyone's for shuffle roles, only their own for others", async () => {
    const q = 'query($e: ID!) { managerHistory(employeeId: $e) { proposedManager { name } } }';
    expect((await gql(stack, q, { e: ids['Malak Osman'] }, tokens.acm)).data.managerHistory).toEqual([{ proposedManager: { name: 'Mostafa Gamal' } }]);
    expect((await gql(stack, q, { e: ids['Malak Osman'] }, tokens.agent)).data.managerHistory).toEqual([]);
    expect((await gql(stack, q, { e: ids['Sara Ibrahim'] }, tokens.agent)).errors).toBeUndefined();
  });

  it('the HR inbox counts pending requests for HR and the CEO; others are refused', async () => {
    const pending = await gql(stack, LIST, { status: 'PENDING' }, tokens.hr);
    const inbox = await gql(stack, '{ hrInbox { pendingShuffleRequests upcomingAttritions } }', {}, tokens.hr);
    expect(inbox.data.hrInbox.pendingShuffleRequests).toBe(pending.data.managerShuffleRequests.count);
    expect(inbox.data.hrInbox.pendingShuffleRequests).toBeGreaterThan(0);
    expect((await gql(stack, '{ hrInbox { pendingShuffleRequests } }', {}, tokens.ceo)).errors).toBeUndefined();
    for (const who of ['acm', 'head', 'agent'] as DemoKey[]) {
      expect((await gql(stack, '{ hrInbox { pendingShuffleRequests } }', {}, tokens[who])).errors?.[0]).toMatchObject(forbidden);
    }
  });
});
