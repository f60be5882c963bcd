/**
 * The notification centre through GraphQL against the real upstream: a leave request waiting for review reaches the
 * requester's managers up the reporting line, once each and nobody else (table-driven over the demo accounts); its
 * outcome (approved, rejected, canceled by someone else) reaches the requester once; kudos reach their receiver; a
 * refused write leaves no notification, a deleted record takes its notifications along; marking one or all read;
 * nobody reads or marks another person's, nor another company's. On a SPEC §7-only upstream the calls are missing:
 * the capability is off and the queries say NOT_FOUND.
 *
 * @spec GET /notifications, GET /notifications/unread_count, POST /notifications/{id}/read, POST /notifications/read_all
 * @postgres notifications
 */
import { afterAll, beforeAll, describe, expect } from '@jest/globals';
import { DEMO_PASSWORD, type DemoKey } from '../../upstream/src/seed';
import { ACME } from '../../upstream/src/companies/acme';
import {
  MarkAllNotificationsReadDocument as MARK_ALL,
  MarkNotificationReadDocument as MARK_READ,
  NotificationCentreDocument as CENTRE,
} from '../../web/src/features/notifications/notifications.generated';
import { DeleteKudosDocument as WITHDRAW_KUDOS } from '../../web/src/features/kudos/kudos.generated';
import { DeleteLeaveRequestDocument as DELETE_LEAVE } from '../../web/src/features/leave/leave.generated';
import {
  ApproveGoalDocument as APPROVE_GOAL,
  CreateGoalDocument as CREATE_GOAL,
  RejectGoalDocument as REJECT_GOAL,
} from '../../web/src/features/goals/goals.generated';
import { graphql } from '../generated';
import { builders } from '../support/builders';
import { dataOf, demoName, gql, itFull, itSpec, loginAs, startStack, type Stack } from '../support/stack';

const FILE = graphql(`
  mutation NotifyFile($input: LeaveRequestInput!) {
    createLeaveRequest(input: $input) {
      id
    }
  }
`);
const APPROVE = graphql(`
  mutation NotifyApprove($id: ID!) {
    approveLeaveRequest(id: $id) {
      id
      status
    }
  }
`);
const REJECT = graphql(`
  mutation NotifyReject($id: ID!, $c: String!) {
    rejectLeaveRequest(id: $id, reviewerComments: $c) {
      id
      status
    }
  }
`);
const CANCEL = graphql(`
  mutation NotifyCancel($id: ID!) {
    cancelLeaveRequest(id: $id) {
      id
      status
    }
  }
`);
const GIVE_KUDOS = graphql(`
  mutation NotifyGiveKudos($receiverId: ID!, $message: String!) {
    giveKudos(receiverId: $receiverId, message: $message) {
      id
    }
  }
`);
const CAPABILITY = graphql(`
  query NotifyCapability {
    capabilities {
      notifications
    }
  }
`);
const ME = graphql(`
  query NotifyMe {
    me {
      id
    }
  }
`);

/** Every demo account the table runs over; the agent's reporting line is teamleader → acm → head → ceo. */
const ACCOUNTS: DemoKey[] = ['agent', 'teamleader', 'acm', 'head', 'ceo', 'hr', 'headofhr', 'auditor'];
const AGENT_LINE: DemoKey[] = ['teamleader', 'acm', 'head', 'ceo'];

let stack: Stack;
const tokens = {} as Record<DemoKey, string>;
let typeId = '';
let agentId = '';

/** Monday of the week `weeks` ahead plus `plus` days (YYYY-MM-DD): always a future weekday. */
function weekday(weeks: number, plus = 0): string {
  const now = new Date();
  const monday = now.getUTCDate() - ((now.getUTCDay() + 6) % 7);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), monday + weeks * 7 + plus)).toISOString().slice(0, 10);
}

const file = (who: DemoKey, start: string, employeeId?: string) =>
  gql(stack, FILE, { input: { leaveTypeId: typeId, startDate: start, endDate: start, ...(employeeId ? { employeeId } : {}) } }, tokens[who]);
const fileOk = async (who: DemoKey, start: string, employeeId?: string) => dataOf(await file(who, start, employeeId)).createLeaveRequest.id;
const centre = async (who: DemoKey) => dataOf(await gql(stack, CENTRE, { limit: 100 }, tokens[who]));
/** `who`'s notifications about leave request `id`. */
const about = async (who: DemoKey, id: string) => (await centre(who)).notifications.items.filter((n) => n.link === `/main/leaveRequestDetails/${id}`);

beforeAll(async () => {
  stack = await startStack();
  // Built before the gateway's first read of leave types (it caches them).
  typeId = String((await (await builders(stack)).leaveType({ yearlyLimit: 30 })).id);
  for (const key of ACCOUNTS) tokens[key] = await loginAs(stack, key);
  agentId = dataOf(await gql(stack, ME, {}, tokens.agent)).me.id;
});
afterAll(() => stack.close());

describe('leave requests waiting for review', () => {
  itFull.each([
    { filer: 'agent' as DemoKey, told: AGENT_LINE, text: `${demoName('agent')} requested leave for` },
    {
      filer: 'teamleader' as DemoKey,
      told: ['acm', 'head', 'ceo'] as DemoKey[],
      text: `${demoName('teamleader')} requested leave for ${demoName('agent')} for`,
    },
  ])('filed by $filer: the managers up the line are told once, nobody else', async ({ filer, told, text }) => {
    const day = weekday(filer === 'agent' ? 8 : 9, 1);
    const id = await fileOk(filer, day, filer === 'agent' ? undefined : agentId);
    for (const key of ACCOUNTS) {
      const mine = await about(key, id);
      expect({ key, count: mine.length }).toEqual({ key, count: told.includes(key) ? 1 : 0 });
      if (mine.length) expect(mine[0]).toMatchObject({ kind: 'leave_request.submitted', text: `${text} ${day}`, readAt: null, actorName: demoName(filer) });
    }
  });

  itFull('a refused filing (the same days again) tells nobody', async () => {
    const day = weekday(10, 2);
    await fileOk('agent', day);
    const before = (await centre('teamleader')).unreadNotificationCount;
    const refused = await file('agent', day);
    expect(refused.errors?.[0].extensions?.code).toBeDefined();
    expect((await centre('teamleader')).unreadNotificationCount).toBe(before);
  });
});

describe('outcomes', () => {
  itFull('approved: the requester is told once, even when a second approval is refused; the reviewers are told nothing more', async () => {
    const id = await fileOk('agent', weekday(11, 0));
    expect(dataOf(await gql(stack, APPROVE, { id }, tokens.head)).approveLeaveRequest.status).toBe('APPROVED');
    expect((await gql(stack, APPROVE, { id }, tokens.ceo)).errors?.[0].extensions?.code).toBe('CONFLICT');
    const outcome = await about('agent', id);
    expect(outcome).toEqual([
      expect.objectContaining({ kind: 'leave_request.approved', text: `${demoName('head')} approved your leave request for ${weekday(11, 0)}` }),
    ]);
    for (const key of AGENT_LINE) expect((await about(key, id)).map((n) => n.kind)).toEqual(['leave_request.submitted']);
  });

  itFull('rejected: the requester is told, without the comment', async () => {
    const id = await fileOk('agent', weekday(12, 0));
    await gql(stack, REJECT, { id, c: 'Team is short that week' }, tokens.hr);
    const [outcome] = await about('agent', id);
    expect(outcome.text).toBe(`${demoName('hr')} rejected your leave request for ${weekday(12, 0)}`);
    expect(outcome.text).not.toContain('short');
  });

  itFull('canceled by a manager: the requester is told; canceled by the requester: nobody is', async () => {
    const byManager = await fileOk('agent', weekday(13, 0));
    dataOf(await gql(stack, CANCEL, { id: byManager }, tokens.teamleader));
    expect((await about('agent', byManager)).map((n) => n.kind)).toEqual(['leave_request.canceled']);
    const byAgent = await fileOk('agent', weekday(13, 1));
    dataOf(await gql(stack, CANCEL, { id: byAgent }, tokens.agent));
    expect(await about('agent', byAgent)).toEqual([]);
    expect((await about('teamleader', byAgent)).map((n) => n.kind)).toEqual(['leave_request.submitted']);
  });
});

describe('goals', () => {
  /** `who`'s notifications about goal `id`. */
  const aboutGoal = async (who: DemoKey, id: string) => (await centre(who)).notifications.items.filter((n) => n.link === `/main/goals/${id}`);
  const goalKinds = async (who: DemoKey, id: string) => (await aboutGoal(who, id)).map((n) => n.kind);
  /** The agent files a goal for themself, for the team leader's review. */
  const ownGoal = async (title: string) => {
    const reviewerId = dataOf(await gql(stack, ME, {}, tokens.teamleader)).me.id;
    const input = { title, startDate: '2026-03-02', endDate: '2026-04-30', reviewerId };
    return dataOf(await gql(stack, CREATE_GOAL, { input }, tokens.agent)).createGoal.id;
  };

  itFull("one's own goal reaches its reviewer alone; its rejection the assignee alone", async () => {
    const id = await ownGoal('Fewer transfers');
    for (const key of ACCOUNTS) expect({ key, kinds: await goalKinds(key, id) }).toEqual({ key, kinds: key === 'teamleader' ? ['goal.submitted'] : [] });
    const [waiting] = await aboutGoal('teamleader', id);
    expect(waiting).toMatchObject({ text: `${demoName('agent')} filed a goal for your review: Fewer transfers`, actorName: demoName('agent') });

    dataOf(await gql(stack, REJECT_GOAL, { id }, tokens.teamleader));
    expect(await goalKinds('agent', id)).toEqual(['goal.rejected']);
    const [rejected] = await aboutGoal('agent', id);
    expect(rejected.text).toBe(`${demoName('teamleader')} rejected your goal: Fewer transfers`);
    for (const key of ACCOUNTS.filter((k) => k !== 'agent' && k !== 'teamleader')) expect({ key, kinds: await goalKinds(key, id) }).toEqual({ key, kinds: [] });
  });

  itFull('approving a goal tells its assignee', async () => {
    const id = await ownGoal('Upsell twice a day');
    dataOf(await gql(stack, APPROVE_GOAL, { id }, tokens.teamleader));
    expect(await goalKinds('agent', id)).toEqual(['goal.approved']);
  });
});

describe('withdrawn records', () => {
  itFull('a deleted leave request takes its notifications with it', async () => {
    const id = await fileOk('agent', weekday(16, 0));
    expect(await about('teamleader', id)).toHaveLength(1);
    dataOf(await gql(stack, DELETE_LEAVE, { id }, tokens.agent));
    expect(await about('teamleader', id)).toEqual([]);
  });

  itFull('kudos: the receiver is told once, nobody else; withdrawing the kudos withdraws it', async () => {
    const leaderId = dataOf(await gql(stack, ME, {}, tokens.teamleader)).me.id;
    const kudos = dataOf(await gql(stack, GIVE_KUDOS, { receiverId: leaderId, message: 'Thanks for the cover' }, tokens.agent)).giveKudos;
    const told = async (who: DemoKey) => (await centre(who)).notifications.items.filter((n) => n.kind === 'kudos.received');
    expect((await told('teamleader')).map((n) => n.text)).toEqual([`${demoName('agent')} gave you kudos`]);
    expect(await told('agent')).toEqual([]);
    dataOf(await gql(stack, WITHDRAW_KUDOS, { id: kudos.id }, tokens.agent));
    expect(await told('teamleader')).toEqual([]);
  });
});

describe('reading', () => {
  itFull('mark one read, then all; another person’s notification is NOT_FOUND to them', async () => {
    const id = await fileOk('agent', weekday(14, 0));
    const [mine] = await about('acm', id);
    const before = (await centre('acm')).unreadNotificationCount;
    expect(before).toBeGreaterThan(0);
    expect((await gql(stack, MARK_READ, { id: mine.id }, tokens.hr)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const read = dataOf(await gql(stack, MARK_READ, { id: mine.id }, tokens.acm)).markNotificationRead;
    expect(read.readAt).not.toBeNull();
    expect((await centre('acm')).unreadNotificationCount).toBe(before - 1);
    expect(dataOf(await gql(stack, MARK_ALL, {}, tokens.acm)).markAllNotificationsRead).toBe(before - 1);
    const after = await centre('acm');
    expect(after.unreadNotificationCount).toBe(0);
    expect(after.notifications.items.every((n) => n.readAt !== null)).toBe(true);
  });

  itFull("another company's admin sees none of them and marks none", async () => {
    const id = await fileOk('agent', weekday(15, 0));
    const [theirs] = await about('teamleader', id);
    const header = { 'x-company': ACME.subdomain };
    const login = await gql(
      stack,
      graphql(`
        mutation NotifyAcmeLogin($email: String!, $password: String!) {
          login(email: $email, password: $password) {
            token
          }
        }
      `),
      { email: ACME.admin, password: DEMO_PASSWORD },
      null,
      header,
    );
    const acme = dataOf(login).login.token;
    const seen = dataOf(await gql(stack, CENTRE, { limit: 100 }, acme, header)).notifications.items;
    expect(seen.filter((n) => n.id === theirs.id || n.link === theirs.link)).toEqual([]);
    expect((await gql(stack, MARK_READ, { id: theirs.id }, acme, header)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await about('teamleader', id))[0].readAt).toBeNull();
  });
});

describe('on a SPEC §7-only upstream', () => {
  itSpec('the capability is off and the notification calls answer NOT_FOUND', async () => {
    expect(dataOf(await gql(stack, CAPABILITY, {}, tokens.agent)).capabilities.notifications).toBe(false);
    expect((await gql(stack, CENTRE, { limit: 10 }, tokens.agent)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await gql(stack, MARK_ALL, {}, tokens.agent)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
