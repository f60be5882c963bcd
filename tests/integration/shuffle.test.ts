/**
 * Manager shuffle requests through GraphQL against the real upstream: every REST call, every transition
 * allowed and refused with the upstream's messages, the manager change (at once for a due date, later for a future
 * one), the manager history, relations without N+1, and the SPEC §6 role rules at the gateway.
 *
 * @postgres shuffle
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DemoKey } from '../../upstream/src/seed';
import { graphql } from '../generated';
import { builders, type Builders, type Person } from '../support/builders';
import { dataOf, demoName, gql, loginAs, present, startStack, upstreamStats, type Stack } from '../support/stack';
// The screens' own documents (typed by the web's codegen): a change to a screen's query is tested here too.
import { HrInboxDocument as INBOX } from '../../web/src/features/shuffle/shuffle.generated';

let stack: Stack;
const tokens = {} as Record<DemoKey, string>;

const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
graphql(`
  fragment ShuffleRequestFields on ManagerShuffleRequest {
    id
    status
    effectiveDate
    hrComment
    appliedAt
    reason
    requesterId
    targetEmployee {
      id
      name
      resId
    }
    currentManager {
      id
      name
    }
    proposedManager {
      id
      name
    }
    requester {
      name
    }
    reviewedBy {
      name
    }
    previousManager {
      name
    }
  }
`);
const CREATE = graphql(`
  mutation ShuffleCreate($input: ManagerShuffleRequestInput!) {
    createManagerShuffleRequest(input: $input) {
      ...ShuffleRequestFields
    }
  }
`);
const APPROVE = graphql(`
  mutation ShuffleApprove($id: ID!, $c: String) {
    approveManagerShuffleRequest(id: $id, hrComment: $c) {
      ...ShuffleRequestFields
    }
  }
`);
const REJECT = graphql(`
  mutation ShuffleReject($id: ID!, $c: String!) {
    rejectManagerShuffleRequest(id: $id, hrComment: $c) {
      ...ShuffleRequestFields
    }
  }
`);
const LIST = graphql(`
  query ShuffleList($status: ShuffleStatus, $search: String, $employeeId: ID) {
    managerShuffleRequests(status: $status, search: $search, employeeId: $employeeId, limit: 25) {
      count
      items {
        ...ShuffleRequestFields
      }
    }
  }
`);
const ONE = graphql(`
  query ShuffleOne($id: ID!) {
    managerShuffleRequest(id: $id) {
      ...ShuffleRequestFields
    }
  }
`);
const ONE_ID = graphql(`
  query ShuffleOneId($id: ID!) {
    managerShuffleRequest(id: $id) {
      id
    }
  }
`);
const MANAGER = graphql(`
  query ShuffleManagerOf($id: ID!) {
    employee(id: $id) {
      manager {
        name
      }
    }
  }
`);
const HISTORY = graphql(`
  query ShuffleHistory($e: ID!) {
    managerHistory(employeeId: $e) {
      id
      previousManager {
        name
      }
      proposedManager {
        name
      }
    }
  }
`);
const HISTORY_PROPOSED = graphql(`
  query ShuffleHistoryProposed($e: ID!) {
    managerHistory(employeeId: $e) {
      proposedManager {
        name
      }
    }
  }
`);
const PENDING_COUNT = graphql(`
  query ShuffleHrInboxPending {
    hrInbox {
      pendingShuffleRequests
    }
  }
`);
const ME = graphql(`
  query ShuffleMe {
    me {
      id
    }
  }
`);

const create = (who: DemoKey, target: Person, manager: Person, effectiveDate = iso(0), reason: string | null = null) =>
  gql(stack, CREATE, { input: { targetEmployeeId: String(target.id), proposedManagerId: String(manager.id), effectiveDate, reason } }, tokens[who]);
const managerOf = async (person: Person) => dataOf(await gql(stack, MANAGER, { id: String(person.id) }, tokens.hr)).employee.manager?.name;

/**
 * The people of the file: three team leaders, and agents under them. `pending` has a request filed by the ACM and
 * still pending, `applied` one approved and applied (from leadB to leadC), `searched` a request and a name to search by.
 */
let seed: Builders;
let leadA: Person, leadB: Person, leadC: Person;
let pending: Person, applied: Person, searched: Person;

beforeAll(async () => {
  stack = await startStack();
  for (const key of ['ceo', 'hr', 'head', 'acm', 'teamleader', 'agent'] as DemoKey[]) tokens[key] = await loginAs(stack, key);
  seed = await builders(stack);
  [leadA, leadB, leadC] = [await seed.person({ role: 'teamleader' }), await seed.person({ role: 'teamleader' }), await seed.person({ role: 'teamleader' })];
  pending = await seed.person({ manager: leadA });
  applied = await seed.person({ manager: leadB });
  searched = await seed.person({ manager: leadA, fields: { name: 'Searchable Shuffle Agent' } });
  dataOf(await create('acm', pending, leadB, iso(7), 'Balancing team sizes'));
  const move = dataOf(await create('acm', applied, leadC, iso(0))).createManagerShuffleRequest;
  dataOf(await gql(stack, APPROVE, { id: move.id, c: 'Agreed with both managers' }, tokens.hr));
  dataOf(await create('acm', searched, leadB, iso(14)));
}, 60_000);
afterAll(() => stack.close());

describe('tracker and details', () => {
  it('lists the requests with the three people resolved from the rows (one upstream call)', async () => {
    await upstreamStats(stack, true);
    const res = await gql(stack, LIST, {}, tokens.acm);
    const stats = await upstreamStats(stack, true);
    expect(res.errors).toBeUndefined();
    expect(dataOf(res).managerShuffleRequests.count).toBeGreaterThanOrEqual(5);
    expect(stats.requests).toBe(1);
    const filed = dataOf(res).managerShuffleRequests.items.find((r) => r.targetEmployee?.name === pending.name);
    expect(filed).toMatchObject({
      status: 'PENDING',
      currentManager: { name: leadA.name },
      proposedManager: { name: leadB.name },
      requester: { name: demoName('acm') },
    });
  });

  it('filters by status and search', async () => {
    const rejected = dataOf(await gql(stack, LIST, { status: 'REJECTED' }, tokens.hr)).managerShuffleRequests.items;
    expect(rejected.map((r) => r.status)).toEqual(expect.arrayContaining(['REJECTED']));
    expect(rejected.every((r) => r.status === 'REJECTED')).toBe(true);
    const found = dataOf(await gql(stack, LIST, { search: 'searchable shuffle' }, tokens.hr)).managerShuffleRequests.items;
    expect(found.map((r) => r.targetEmployee?.name)).toEqual([searched.name]);
  });

  it('answers one request, and NOT_FOUND for an unknown id', async () => {
    const list = dataOf(await gql(stack, LIST, { employeeId: String(applied.id) }, tokens.hr));
    const id = present(list.managerShuffleRequests.items[0], 'the applied request').id;
    const one = dataOf(await gql(stack, ONE, { id }, tokens.head)).managerShuffleRequest;
    expect(one).toMatchObject({
      status: 'APPROVED',
      previousManager: { name: leadB.name },
      proposedManager: { name: leadC.name },
    });
    expect(one.appliedAt).toBeTruthy();
    const missing = await gql(stack, ONE_ID, { id: '99999' }, tokens.hr);
    expect(missing.errors?.[0]).toMatchObject({ message: 'Manager shuffle request not found', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('filing and review', () => {
  it('an ACM files a request; HR approves it and the manager changes at once (effective today); the history shows it', async () => {
    const moved = await seed.person({ manager: leadA });
    const filed = await create('acm', moved, leadB, iso(0), 'Evening shift');
    expect(filed.errors).toBeUndefined();
    expect(dataOf(filed).createManagerShuffleRequest).toMatchObject({
      status: 'PENDING',
      reason: 'Evening shift',
      currentManager: { name: leadA.name },
      appliedAt: null,
    });
    const id = dataOf(filed).createManagerShuffleRequest.id;

    const second = await create('head', moved, leadC);
    expect(second.errors?.[0]).toMatchObject({
      message: `${moved.name} already has a pending manager shuffle request (#${id})`,
      extensions: { code: 'CONFLICT' },
    });

    const approved = await gql(stack, APPROVE, { id, c: 'Agreed with both team leaders' }, tokens.hr);
    expect(approved.errors).toBeUndefined();
    expect(dataOf(approved).approveManagerShuffleRequest).toMatchObject({
      status: 'APPROVED',
      hrComment: 'Agreed with both team leaders',
      reviewedBy: { name: demoName('hr') },
      previousManager: { name: leadA.name },
      currentManager: { name: leadB.name },
    });
    expect(dataOf(approved).approveManagerShuffleRequest.appliedAt).toBeTruthy();
    expect(await managerOf(moved)).toBe(leadB.name);

    const history = await gql(stack, HISTORY, { e: String(moved.id) }, tokens.hr);
    expect(dataOf(history).managerHistory).toEqual([{ id, previousManager: { name: leadA.name }, proposedManager: { name: leadB.name } }]);

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
    const later = await seed.person({ manager: leadB });
    const filed = dataOf(await create('head', later, leadC, iso(30)));
    const approved = await gql(stack, APPROVE, { id: filed.createManagerShuffleRequest.id, c: null }, tokens.hr);
    expect(dataOf(approved).approveManagerShuffleRequest).toMatchObject({ status: 'APPROVED', appliedAt: null, currentManager: { name: leadB.name } });
    expect(await managerOf(later)).toBe(leadB.name);
  });

  it('refuses the employee themself, the current manager, a reporting loop, a non-manager and a missing date', async () => {
    const agent = await seed.person({ manager: leadC });
    const self = await create('acm', leadA, leadA);
    expect(self.errors?.[0]).toMatchObject({ message: 'An employee cannot be their own manager', extensions: { code: 'BAD_USER_INPUT' } });
    const current = await create('acm', agent, leadC);
    expect(current.errors?.[0]).toMatchObject({ message: `${leadC.name} is already ${agent.name}'s manager`, extensions: { code: 'BAD_USER_INPUT' } });
    const manager = await seed.person({ role: 'manager' });
    const lead = await seed.person({ role: 'teamleader', manager });
    const loop = await create('head', manager, lead);
    expect(loop.errors?.[0].message).toBe(`${lead.name} reports to ${manager.name}; the change would make a reporting loop`);
    const notManager = await create('acm', agent, pending);
    expect(notManager.errors?.[0].message).toBe('Proposed manager must be an active employee who can manage');
    const noDate = await create('acm', agent, leadA, '');
    expect(noDate.errors?.[0]).toMatchObject({ message: 'Effective date is required', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('rejecting needs an HR comment; with one the request is rejected and nothing moves', async () => {
    const list = dataOf(await gql(stack, LIST, { employeeId: String(pending.id), status: 'PENDING' }, tokens.hr));
    const id = present(list.managerShuffleRequests.items[0], 'the pending request').id;
    const blank = await gql(stack, REJECT, { id, c: '  ' }, tokens.hr);
    expect(blank.errors?.[0]).toMatchObject({ message: 'HR comment is required to reject a manager shuffle request', extensions: { code: 'BAD_USER_INPUT' } });
    const rejected = await gql(stack, REJECT, { id, c: 'Team 1 needs her' }, tokens.ceo);
    expect(dataOf(rejected).rejectManagerShuffleRequest).toMatchObject({
      status: 'REJECTED',
      hrComment: 'Team 1 needs her',
      reviewedBy: { name: demoName('ceo') },
      appliedAt: null,
    });
    expect(await managerOf(pending)).toBe(leadA.name);
  });

  it('nobody reviews a request they filed', async () => {
    const filed = dataOf(await create('ceo', await seed.person({ manager: leadB }), leadA, iso(3)));
    const own = await gql(stack, APPROVE, { id: filed.createManagerShuffleRequest.id, c: null }, tokens.ceo);
    expect(own.errors?.[0]).toMatchObject({ message: "You can't review a manager shuffle request you filed", extensions: { code: 'FORBIDDEN' } });
  });
});

describe('roles (SPEC §6)', () => {
  const forbidden = { extensions: { code: 'FORBIDDEN' } };
  it('tracker and details: ACM, HR, CEO, head; not a team leader or an agent', async () => {
    for (const who of ['acm', 'hr', 'ceo', 'head'] as DemoKey[]) expect((await gql(stack, LIST, {}, tokens[who])).errors).toBeUndefined();
    for (const who of ['teamleader', 'agent'] as DemoKey[]) {
      expect((await gql(stack, LIST, {}, tokens[who])).errors?.[0]).toMatchObject(forbidden);
      expect((await gql(stack, ONE_ID, { id: '1' }, tokens[who])).errors?.[0]).toMatchObject(forbidden);
    }
  });

  it('filing: ACM, CEO, head; not HR, a team leader or an agent', async () => {
    const target = await seed.person({ manager: leadB });
    for (const who of ['hr', 'teamleader', 'agent'] as DemoKey[]) {
      expect((await create(who, target, leadA)).errors?.[0]).toMatchObject(forbidden);
    }
  });

  it('review: HR and CEO; not ACM or head', async () => {
    const filed = dataOf(await create('acm', await seed.person({ manager: leadB }), leadA, iso(5)));
    const id = filed.createManagerShuffleRequest.id;
    for (const who of ['acm', 'head', 'agent'] as DemoKey[]) {
      expect((await gql(stack, APPROVE, { id, c: null }, tokens[who])).errors?.[0]).toMatchObject(forbidden);
      expect((await gql(stack, REJECT, { id, c: 'no' }, tokens[who])).errors?.[0]).toMatchObject(forbidden);
    }
  });

  it("manager history: anyone's for shuffle roles, only their own for others", async () => {
    const history = (who: DemoKey, e: string) => gql(stack, HISTORY_PROPOSED, { e }, tokens[who]);
    expect(dataOf(await history('acm', String(applied.id))).managerHistory).toEqual([{ proposedManager: { name: leadC.name } }]);
    expect(dataOf(await history('agent', String(applied.id))).managerHistory).toEqual([]);
    const self = dataOf(await gql(stack, ME, {}, tokens.agent)).me.id;
    expect((await history('agent', self)).errors).toBeUndefined();
  });

  it('the HR inbox counts pending requests for HR and the CEO; others are refused', async () => {
    const pendingList = dataOf(await gql(stack, LIST, { status: 'PENDING' }, tokens.hr));
    const inbox = dataOf(await gql(stack, INBOX, {}, tokens.hr));
    expect(inbox.hrInbox.pendingShuffleRequests).toBe(pendingList.managerShuffleRequests.count);
    expect(inbox.hrInbox.pendingShuffleRequests).toBeGreaterThan(0);
    expect((await gql(stack, PENDING_COUNT, {}, tokens.ceo)).errors).toBeUndefined();
    for (const who of ['acm', 'head', 'agent'] as DemoKey[]) {
      expect((await gql(stack, PENDING_COUNT, {}, tokens[who])).errors?.[0]).toMatchObject(forbidden);
    }
  });
});
