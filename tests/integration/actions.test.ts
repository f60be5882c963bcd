/**
 * actions through GraphQL against the real upstream: every REST call, role rules at the gateway, pay-guarded
 * deductions, DataLoader batching, the X-User-UUID header reaching the upstream, and the SPEC §9 timeouts.
 *
 * @spec GET /actionpolicies?ids, GET /action_againsts?limit, GET /action_againsts?employee_id
 * @spec GET /action_againsts?id, GET /action_againsts/pending?limit, GET /action_againsts/pending?employee_id
 * @spec GET /action_againsts/pending?id, GET /action_againsts/approved?limit
 * @spec GET /action_againsts/approved?employee_id, GET /action_againsts/approved?id
 * @postgres actions
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGateway, type Gateway } from '../../gateway/src/server';
import { OUTCOME_UNKNOWN_MESSAGE } from '../../gateway/src/errors';
import { graphql } from '../generated';
import type { ActionTakenInput } from '../generated/graphql';
import { builders } from '../support/builders';
import {
  clearUpstreamFaults,
  dataOf,
  demoName,
  gql,
  gqlUpload,
  loginAs,
  PROFILE,
  present,
  startStack,
  upstreamFault,
  upstreamStats,
  type Stack,
} from '../support/stack';
// The screens' own documents (typed by the web's codegen): a change to a screen's query is tested here too.
import { ActionApproverNamesDocument as APPROVER_NAMES, DeleteActionTakenDocument as DELETE } from '../../web/src/features/actions/actions.generated';

let stack: Stack;
const t: Record<string, string> = {};
const id: Record<string, string> = {};

const CREATE = graphql(`
  mutation ActionsCreate($input: ActionTakenInput!) {
    createActionTaken(input: $input) {
      id
      resId
      employeeId
      employeeName
      auditorId
      auditorName
      approverName
      approvedById
      actionId
      actionpolicyId
      actionpolicyActionName
      date
      details
      status
      statusName
      hrComment
      actionType
      actionTypeName
      deductionType
      deduction
      monetaryDeduction
      daysDeduction
      percentageDeduction
      overrideDeduction
    }
  }
`);
graphql(`
  fragment ActionsReviewFields on ActionTaken {
    id
    status
    statusName
    approverName
    hrComment
  }
`);
// The three reviews answer under one alias, so a test moves an action by verb.
const REVIEW = {
  approve: graphql(`
    mutation ActionsApprove($id: ID!, $c: String) {
      review: approveActionTaken(id: $id, hrComment: $c) {
        ...ActionsReviewFields
      }
    }
  `),
  reject: graphql(`
    mutation ActionsReject($id: ID!, $c: String) {
      review: rejectActionTaken(id: $id, hrComment: $c) {
        ...ActionsReviewFields
      }
    }
  `),
  waive: graphql(`
    mutation ActionsWaive($id: ID!, $c: String) {
      review: waiveActionTaken(id: $id, hrComment: $c) {
        ...ActionsReviewFields
      }
    }
  `),
};
type Verb = keyof typeof REVIEW;
const LIST = graphql(`
  query ActionsList($status: Int, $search: String, $start: String, $end: String, $approver: String, $limit: Int, $sortBy: ActionSortKey, $sortDir: SortDir) {
    actionsTaken(
      status: $status
      search: $search
      createdStart: $start
      createdEnd: $end
      approverName: $approver
      limit: $limit
      sortBy: $sortBy
      sortDir: $sortDir
    ) {
      count
      items {
        id
        employeeName
        date
        status
        approverName
        deduction
      }
    }
  }
`);
const ME = graphql(`
  query ActionsMe {
    me {
      id
      resId
    }
  }
`);
const POLICY_IDS = graphql(`
  query ActionsPolicyIds {
    actionPolicies(limit: -1) {
      items {
        id
        actionId
      }
    }
  }
`);
const POLICIES = graphql(`
  query ActionsPolicies {
    actionPolicies(limit: -1) {
      count
      items {
        actionId
        actionName
        actionType
        actionTypeName
        deduction
        daysDeduction
      }
    }
  }
`);
const ADD_POLICY = graphql(`
  mutation ActionsAddPolicy($i: ActionPolicyInput!) {
    createActionPolicy(input: $i) {
      id
      actionId
      deduction
      percentageDeduction
    }
  }
`);
const UPDATE_POLICY = graphql(`
  mutation ActionsUpdatePolicy($id: ID!, $i: ActionPolicyUpdateInput!) {
    updateActionPolicy(id: $id, input: $i) {
      actionName
      deduction
    }
  }
`);
const ADD_POLICY_INLINE = graphql(`
  mutation ActionsAddPolicyInline {
    createActionPolicy(input: { actionId: "N", actionName: "N", actionType: 1, deduction: 1 }) {
      id
    }
  }
`);
const MANAGED_COUNT = graphql(`
  query ActionsManagedCount {
    actionManagedEmployees {
      count
    }
  }
`);
const MANAGED = graphql(`
  query ActionsManaged {
    actionManagedEmployees(limit: -1) {
      count
      items {
        id
        name
      }
    }
  }
`);
const PENDING_APPROVED = graphql(`
  query ActionsPendingApproved {
    pendingActions(limit: -1) {
      items {
        status
      }
    }
    approvedActions(limit: -1) {
      items {
        status
      }
    }
  }
`);
const DEDUCTIONS = graphql(`
  query ActionsDeductions($id: ID) {
    actionsTaken(id: $id) {
      items {
        id
        deduction
        monetaryDeduction
        overrideDeduction
        policy {
          deduction
          moneyDeduction
        }
      }
    }
  }
`);
const NAMED = graphql(`
  query ActionsNamed {
    actionsTaken(limit: 10) {
      items {
        employee {
          id
          name
          resId
        }
        auditor {
          name
        }
        approver {
          name
        }
        policy {
          id
          actionId
          actionName
        }
      }
    }
  }
`);
const LINKED = graphql(`
  query ActionsLinked {
    actionsTaken(limit: 10) {
      items {
        employee {
          name
          email
        }
        auditor {
          name
          email
        }
        approver {
          name
          email
        }
        policy {
          actionName
          deduction
        }
      }
    }
  }
`);
const EMPLOYEE_ACTIONS = graphql(`
  query ActionsOfEmployees {
    employees(limit: -1) {
      items {
        name
        actions {
          employeeName
          status
        }
      }
    }
  }
`);
const DETAIL = graphql(`
  query ActionsDetail($id: ID!) {
    actionTaken(id: $id) {
      id
      details
    }
  }
`);
const EDIT_DETAILS = graphql(`
  mutation ActionsEditDetails($id: ID!) {
    updateActionTaken(id: $id, input: { details: "edited" }) {
      details
    }
  }
`);
const DETAIL_ID = graphql(`
  query ActionsDetailId($id: ID!) {
    actionTaken(id: $id) {
      id
    }
  }
`);
const MISSING = graphql(`
  query ActionsMissing {
    actionTaken(id: "999999") {
      id
    }
  }
`);
const EDIT_X = graphql(`
  mutation ActionsEditX($id: ID!) {
    updateActionTaken(id: $id, input: { details: "x" }) {
      id
    }
  }
`);
const REVIEWED = graphql(`
  query ActionsReviewed($id: ID!) {
    actionTaken(id: $id) {
      status
      reviewedById
      reviewedAt
      reviewer {
        id
        name
      }
      approver {
        name
      }
    }
  }
`);
const IMPORT = graphql(`
  mutation ActionsImport($file: Upload!) {
    importActionsTaken(file: $file) {
      message
      processed
      created
      failed {
        row
        resId
        actionId
        message
      }
    }
  }
`);
const COUNT = graphql(`
  query ActionsCount {
    actionsTaken {
      count
    }
  }
`);

/** Files an action: the late-arrival policy on 2025-08-01 unless `input` says otherwise. */
async function file(who: string, input: Omit<ActionTakenInput, 'actionpolicyId' | 'date'> & Partial<Pick<ActionTakenInput, 'actionpolicyId' | 'date'>>) {
  const res = await gql(stack, CREATE, { input: { actionpolicyId: id.late, date: '2025-08-01', ...input } }, t[who]);
  return res;
}
async function fileOk(who: string, input: Parameters<typeof file>[1]) {
  const res = await file(who, input);
  expect(res.errors).toBeUndefined();
  return dataOf(res).createActionTaken;
}

beforeAll(async () => {
  stack = await startStack();
  for (const key of ['ceo', 'hr', 'head', 'teamleader', 'auditor', 'agent'] as const) t[key] = await loginAs(stack, key);
  const me = async (who: string) => dataOf(await gql(stack, ME, {}, t[who])).me;
  const agent = await me('agent');
  [id.agent, id.agentResId] = [agent.id, present(agent.resId, "the agent's RES_ID")];
  id.auditor = (await me('auditor')).id;
  id.hr = (await me('hr')).id;
  const policies = dataOf(await gql(stack, POLICY_IDS, {}, t.agent)).actionPolicies.items;
  const policy = (actionId: string) =>
    present(
      policies.find((p) => p.actionId === actionId),
      `policy ${actionId}`,
    ).id;
  id.late = policy('ATT-01');
  id.days = policy('ATT-02');
  // someone in another team, whom the team leader does not manage
  const other = await (await builders(stack)).person({ department: 'Sales' });
  [id.other, id.otherName, id.otherResId] = [String(other.id), other.name, present(other.RES_ID, 'a RES_ID')];
}, 60_000);
afterAll(() => stack.close());

describe('action policies', () => {
  it('lists policies for any signed-in user, with the type in words', async () => {
    const res = await gql(stack, POLICIES, {}, t.agent);
    expect(res.errors).toBeUndefined();
    expect(dataOf(res).actionPolicies.items).toContainEqual({
      actionId: 'ATT-02',
      actionName: 'Absence without notice',
      actionType: 2,
      actionTypeName: 'Days Deduction',
      deduction: 1,
      daysDeduction: 1,
    });
  });

  it('lets CEO/HR add and change a policy; a duplicate code is CONFLICT', async () => {
    const created = dataOf(await gql(stack, ADD_POLICY, { i: { actionId: 'GW-1', actionName: 'Gateway test', actionType: 3, deduction: 12 } }, t.hr));
    expect(created.createActionPolicy).toMatchObject({ actionId: 'GW-1', deduction: 12, percentageDeduction: 12 });
    const updated = await gql(stack, UPDATE_POLICY, { id: created.createActionPolicy.id, i: { actionName: 'Renamed', deduction: 15 } }, t.ceo);
    expect(dataOf(updated).updateActionPolicy).toEqual({ actionName: 'Renamed', deduction: 15 });
    const dup = await gql(stack, ADD_POLICY, { i: { actionId: 'GW-1', actionName: 'x', actionType: 1, deduction: 1 } }, t.hr);
    expect(dup.errors?.[0]).toMatchObject({ message: 'Action ID already exists', extensions: { code: 'CONFLICT' } });
    const invalid = await gql(stack, ADD_POLICY, { i: { actionId: 'GW-2', actionName: 'x', actionType: 3, deduction: 101 } }, t.hr);
    expect(invalid.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'deduction', message: 'Percentage deduction must be at most 100' }],
    });
  });

  it.each(['agent', 'teamleader', 'auditor', 'head'])('refuses %s adding a policy at the gateway (FORBIDDEN)', async (who) => {
    await upstreamStats(stack, true);
    const res = await gql(stack, ADD_POLICY_INLINE, {}, t[who]);
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await upstreamStats(stack)).by_path['/actionpolicies']).toBeUndefined();
  });
});

describe('filing and listing actions', () => {
  it('files an action with the policy deduction; approver reads "Not approved yet"', async () => {
    const action = await fileOk('auditor', { employeeId: id.agent, details: 'Late twice' });
    expect(action).toMatchObject({
      employeeName: demoName('agent'),
      resId: id.agentResId,
      auditorName: demoName('auditor'),
      approverName: 'Not approved yet',
      approvedById: null,
      actionId: 'ATT-01',
      actionpolicyActionName: 'Late arrival',
      status: 0,
      statusName: 'Pending',
      actionType: 1,
      actionTypeName: 'Monetary Deduction',
      deductionType: 'monetary',
      deduction: 100,
      monetaryDeduction: 100,
      overrideDeduction: false,
    });
  });

  it('files an overriding deduction', async () => {
    const action = await fileOk('auditor', { employeeId: id.agent, overrideDeduction: true, deductionType: 'DAYS', deduction: 0.5 });
    expect(action).toMatchObject({ actionType: 2, deductionType: 'days', deduction: 0.5, daysDeduction: 0.5, overrideDeduction: true });
  });

  it('answers validation failures as BAD_USER_INPUT with camelCase field errors', async () => {
    const res = await file('auditor', { employeeId: id.agent, actionpolicyId: '99999', date: 'soon' });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Action policy not found, Date must be a valid date (YYYY-MM-DD)',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [
          { field: 'actionpolicyId', message: 'Action policy not found' },
          { field: 'date', message: 'Date must be a valid date (YYYY-MM-DD)' },
        ],
      },
    });
  });

  it.each(['agent', 'hr'])('refuses %s filing at the gateway (FORBIDDEN)', async (who) => {
    expect((await file(who, { employeeId: id.other })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const managed = await gql(stack, MANAGED_COUNT, {}, t[who]);
    expect(managed.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it.each(['ceo', 'head', 'teamleader', 'auditor'])('lets %s list the employees they may file against', async (who) => {
    const res = await gql(stack, MANAGED, {}, t[who]);
    expect(res.errors).toBeUndefined();
    expect(dataOf(res).actionManagedEmployees.count).toBeGreaterThan(0);
  });

  it('lists 10 a page by default, filters and sorts', async () => {
    for (let i = 0; i < 6; i += 1) await fileOk('auditor', { employeeId: id.other, date: `2025-09-0${i + 1}` });
    const page = await gql(stack, LIST, {}, t.hr);
    expect(page.errors).toBeUndefined();
    expect(dataOf(page).actionsTaken.items).toHaveLength(10);
    expect(dataOf(page).actionsTaken.count).toBeGreaterThan(10);
    // the search ignores case
    const search = id.otherName.toLowerCase();
    const sept = await gql(stack, LIST, { start: '2025-09-01', end: '2025-09-30', search, sortBy: 'date', sortDir: 'ASC', limit: -1 }, t.hr);
    expect(dataOf(sept).actionsTaken.items.map((a) => a.date)).toEqual(['2025-09-01', '2025-09-02', '2025-09-03', '2025-09-04', '2025-09-05', '2025-09-06']);
    const approved = await gql(stack, LIST, { approver: demoName('hr'), limit: -1 }, t.hr);
    expect(dataOf(approved).actionsTaken.items.every((a) => a.approverName === demoName('hr'))).toBe(true);
  });

  it('scopes an agent to their own actions and answers the pending/approved lists', async () => {
    const mine = await gql(stack, LIST, { limit: -1 }, t.agent);
    expect(dataOf(mine).actionsTaken.items.every((a) => a.employeeName === demoName('agent'))).toBe(true);
    const pending = dataOf(await gql(stack, PENDING_APPROVED, {}, t.hr));
    expect(pending.pendingActions.items.every((a) => a.status === 0)).toBe(true);
    expect(pending.approvedActions.items.every((a) => a.status === 1)).toBe(true);
    expect(pending.pendingActions.items.length).toBeGreaterThan(0);
  });

  it('answers the approver names', async () => {
    const res = await gql(stack, APPROVER_NAMES, {}, t.agent);
    expect(dataOf(res).actionApproverNames).toContain(demoName('hr'));
  });
});

describe('deductions are pay data', () => {
  it('shows deductions to HR, the employee and the filer, and null to a manager who did not file', async () => {
    const action = await fileOk('auditor', { employeeId: id.agent, date: '2025-10-01' });
    const seen = async (who: string) => present(dataOf(await gql(stack, DEDUCTIONS, { id: action.id }, t[who])).actionsTaken.items[0], `the action as ${who}`);
    for (const who of ['hr', 'ceo', 'agent', 'auditor']) expect([who, (await seen(who)).deduction]).toEqual([who, 100]);
    expect((await seen('hr')).policy).toEqual({ deduction: 100, moneyDeduction: 100 });
    // the team leader manages the agent and sees the action, but not what it costs her — not through its policy either
    // (overrideDeduction false: the policy's deduction is the action's)
    expect(await seen('teamleader')).toMatchObject({
      deduction: null,
      monetaryDeduction: null,
      overrideDeduction: false,
      policy: { deduction: null, moneyDeduction: null },
    });
  });
});

describe('relations through DataLoaders', () => {
  it('answers employee, auditor, approver and policy names from the rows: one upstream call', async () => {
    await upstreamStats(stack, true);
    const named = await gql(stack, NAMED, {}, t.hr);
    expect(named.errors).toBeUndefined();
    expect(dataOf(named).actionsTaken.items[0].policy?.actionName).toEqual(expect.any(String));
    expect((await upstreamStats(stack, true)).by_path).toEqual({ '/action_againsts': 1 });
  });

  it('links employee, auditor, approver and policy with one upstream call per kind', async () => {
    await upstreamStats(stack, true);
    const res = await gql(stack, LINKED, {}, t.hr);
    expect(res.errors).toBeUndefined();
    expect(dataOf(res).actionsTaken.items[0].employee?.name).toEqual(expect.any(String));
    const stats = await upstreamStats(stack);
    expect(stats.by_path['/employees']).toBe(1);
    expect(stats.by_path['/actionpolicies']).toBe(1);
  });

  it("exposes an employee's actions, batched into one call", async () => {
    await upstreamStats(stack, true);
    const res = await gql(stack, EMPLOYEE_ACTIONS, {}, t.hr);
    expect(res.errors).toBeUndefined();
    const agent = present(
      dataOf(res).employees.items.find((e) => e.name === demoName('agent')),
      'the demo agent',
    );
    expect(agent.actions.length).toBeGreaterThan(0);
    expect(agent.actions.every((a) => a.employeeName === demoName('agent'))).toBe(true);
    // SPEC §7 only: the comma list and limit=-1 are ignored, so the whole (paged) list is read: 1 + 1 page of 500.
    expect((await upstreamStats(stack)).by_path['/action_againsts']).toBe(PROFILE === 'spec' ? 2 : 1);
  });
});

describe('one action: detail, update, delete and X-User-UUID', () => {
  /** A pass-through proxy in front of the upstream that records the X-User-UUID of every /action_againsts/{id} call. */
  async function recordingGateway() {
    const seen: { method: string; path: string; uuid: string | undefined }[] = [];
    const target = new URL(stack.upstream.url);
    const proxy = http.createServer((req, res) => {
      if (/^\/action_againsts\/\d+/.test(req.url ?? '')) {
        seen.push({ method: req.method!, path: req.url!, uuid: req.headers['x-user-uuid'] as string | undefined });
      }
      const forward = http.request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      });
      req.pipe(forward);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const gateway: Gateway = await createGateway({ upstreamUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` });
    const server = http.createServer(gateway.listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const via = { ...stack, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
    return {
      seen,
      via,
      async close() {
        server.closeAllConnections();
        proxy.closeAllConnections();
        await new Promise((r) => server.close(r));
        await new Promise((r) => proxy.close(r));
        await gateway.close();
      },
    };
  }

  it("sends the caller's employee id as X-User-UUID on GET, PUT and DELETE", async () => {
    const rec = await recordingGateway();
    try {
      const a = await fileOk('auditor', { employeeId: id.agent, date: '2025-11-01' });
      const detail = await gql(rec.via, DETAIL, { id: a.id }, t.hr);
      expect(detail.errors).toBeUndefined();
      const put = await gql(rec.via, EDIT_DETAILS, { id: a.id }, t.auditor);
      expect(dataOf(put).updateActionTaken.details).toBe('edited');
      const del = await gql(rec.via, DELETE, { id: a.id }, t.auditor);
      expect(dataOf(del).deleteActionTaken).toBe(a.id);
      expect(rec.seen).toEqual([
        { method: 'GET', path: `/action_againsts/${a.id}`, uuid: id.hr },
        { method: 'PUT', path: `/action_againsts/${a.id}`, uuid: id.auditor },
        { method: 'DELETE', path: `/action_againsts/${a.id}`, uuid: id.auditor },
      ]);
    } finally {
      await rec.close();
    }
  });

  it('keeps the full record for HR (actions.takenDetail): FORBIDDEN for the CEO, an auditor and an agent', async () => {
    const a = await fileOk('auditor', { employeeId: id.agent, date: '2025-11-02' });
    for (const who of ['ceo', 'auditor', 'agent']) {
      const res = await gql(stack, DETAIL_ID, { id: a.id }, t[who]);
      expect([who, res.errors?.[0].extensions?.code]).toEqual([who, 'FORBIDDEN']);
    }
    const missing = await gql(stack, MISSING, {}, t.hr);
    expect(missing.errors?.[0]).toMatchObject({ message: 'Action not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('refuses updating a reviewed action (CONFLICT) and an agent updating at all (FORBIDDEN)', async () => {
    const a = await fileOk('auditor', { employeeId: id.agent, date: '2025-11-03' });
    const agent = await gql(stack, EDIT_X, { id: a.id }, t.agent);
    expect(agent.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await gql(stack, REVIEW.reject, { id: a.id }, t.hr);
    const late = await gql(stack, DELETE, { id: a.id }, t.hr);
    expect(late.errors?.[0]).toMatchObject({ message: 'Only pending actions can be deleted (this action is Rejected)', extensions: { code: 'CONFLICT' } });
  });
});

describe('approve, reject, waive', () => {
  const fresh = async () => (await fileOk('auditor', { employeeId: id.other, date: '2025-12-01' })).id;
  const move = (verb: Verb, actionId: string, who = 'hr', c?: string) => gql(stack, REVIEW[verb], { id: actionId, c }, t[who]);

  it('approves: the approver name replaces "Not approved yet"; then waives, keeping the approver', async () => {
    const a = await fresh();
    const approved = await move('approve', a, 'hr', 'seen the recording');
    expect(dataOf(approved).review).toMatchObject({
      status: 1,
      statusName: 'Approved',
      approverName: demoName('hr'),
      hrComment: 'seen the recording',
    });
    const waived = await move('waive', a, 'ceo');
    expect(dataOf(waived).review).toMatchObject({ status: 3, statusName: 'Waived', approverName: demoName('hr') });
  });

  it('records who rejected or waived an action, and when (reviewer, reviewedAt); none while pending', async () => {
    const read = async (actionId: string) => dataOf(await gql(stack, REVIEWED, { id: actionId }, t.hr)).actionTaken;
    const rejected = await fresh();
    expect(await read(rejected)).toMatchObject({ status: 0, reviewedById: null, reviewedAt: null, reviewer: null });
    const before = Date.now();
    await move('reject', rejected, 'hr');
    const r = await read(rejected);
    expect(r).toMatchObject({ status: 2, reviewedById: id.hr, reviewer: { id: id.hr, name: demoName('hr') }, approver: null });
    expect(Date.parse(present(r.reviewedAt, 'reviewedAt'))).toBeGreaterThanOrEqual(before - 5_000);
    // approved by HR, then waived by the CEO: the approver stays, the reviewer is who waived
    const waived = await fresh();
    await move('approve', waived, 'hr');
    await move('waive', waived, 'ceo');
    const w = await read(waived);
    expect(w).toMatchObject({ status: 3, approver: { name: demoName('hr') }, reviewer: { name: demoName('ceo') } });
    expect(typeof w.reviewedAt).toBe('string');
  });

  it('rejects and waives pending actions', async () => {
    expect(dataOf(await move('reject', await fresh())).review.statusName).toBe('Rejected');
    expect(dataOf(await move('waive', await fresh())).review).toMatchObject({ statusName: 'Waived', approverName: 'Not approved yet' });
  });

  it.each([
    ['reject', 'approve', 'Only pending actions can be approved (this action is Rejected)'],
    ['approve', 'reject', 'Only pending actions can be rejected (this action is Approved)'],
    ['waive', 'approve', 'Only pending actions can be approved (this action is Waived)'],
    ['reject', 'waive', 'Only pending or approved actions can be waived (this action is Rejected)'],
  ] as const)('after %s, refuses %s with CONFLICT', async (first, then, message) => {
    const a = await fresh();
    await move(first, a);
    const res = await move(then, a);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'CONFLICT' } });
  });

  it.each(['auditor', 'teamleader', 'head', 'agent'])('refuses %s reviewing at the gateway (FORBIDDEN, upstream not called)', async (who) => {
    const a = await fresh();
    await upstreamStats(stack, true);
    const res = await move('approve', a, who);
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await upstreamStats(stack)).by_path[`/action_againsts/${a}/approve`]).toBeUndefined();
  });
});

describe('import', () => {
  const upload = (csv: string, token: string) => gqlUpload(stack, IMPORT, {}, { file: { name: 'actions.csv', type: 'text/csv', content: csv } }, token);

  it('answers "Processed N records, successfully created M ..." with the failed rows', async () => {
    const body = await upload(`RES_ID,action_ID,date,details\n${id.agentResId},ATT-02,2025-12-10,imported\nRES-0000,ATT-02,2025-12-10,x\n`, t.auditor);
    expect(body.errors).toBeUndefined();
    expect(dataOf(body).importActionsTaken).toEqual({
      message: 'Processed 2 records, successfully created 1 actions, 1 failed',
      processed: 2,
      created: 1,
      failed: [{ row: 3, resId: 'RES-0000', actionId: 'ATT-02', message: 'Employee not found' }],
    });
  });

  it('refuses an agent importing (FORBIDDEN)', async () => {
    const body = await upload(`RES_ID,action_ID,date\n${id.otherResId},ATT-02,2025-12-10\n`, t.agent);
    expect(body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('timeouts (SPEC §9)', () => {
  it('gives a slow approve an "outcome unknown" error after 15 s, calling the upstream exactly once', async () => {
    const a = (await fileOk('auditor', { employeeId: id.other, date: '2025-12-20' })).id;
    await upstreamFault(stack, { path: `^/action_againsts/${a}/approve$`, delay_ms: 17_000, times: 1 });
    await upstreamStats(stack, true);
    const started = Date.now();
    const res = await gql(stack, REVIEW.approve, { id: a }, t.hr);
    const took = Date.now() - started;
    expect(res.errors?.[0]).toMatchObject({
      message: OUTCOME_UNKNOWN_MESSAGE,
      extensions: { code: 'UPSTREAM_UNAVAILABLE', timeout: true, outcomeUnknown: true },
    });
    expect(took).toBeGreaterThanOrEqual(14_500);
    expect(took).toBeLessThan(16_500);
    expect((await upstreamStats(stack)).by_path[`/action_againsts/${a}/approve`]).toBe(1);
    await new Promise((r) => setTimeout(r, 2_500)); // let the slow upstream request finish before the next test
    await clearUpstreamFaults(stack);
  }, 40_000);

  it('gives the list its own 60 s budget, beyond the default REST timeout', async () => {
    const before = process.env.UPSTREAM_TIMEOUT_MS;
    process.env.UPSTREAM_TIMEOUT_MS = '500';
    try {
      await upstreamFault(stack, { path: '^/action_againsts$', delay_ms: 1_000, times: 1 });
      const res = await gql(stack, COUNT, {}, t.hr);
      expect(res.errors).toBeUndefined();
      expect(dataOf(res).actionsTaken.count).toBeGreaterThan(0);
    } finally {
      if (before === undefined) delete process.env.UPSTREAM_TIMEOUT_MS;
      else process.env.UPSTREAM_TIMEOUT_MS = before;
      await clearUpstreamFaults(stack);
    }
  });
});
