/**
 * Notification events of actions, manager shuffle requests and goals through GraphQL against the real upstream
 * (table-driven over the demo accounts: the right people once, nobody else), and e-mail per preference through a real
 * SMTP receiver: a person who chose e-mail gets the notification's text, one who did not gets nothing. Only admins set
 * the company defaults. How e-mail reaches one (at once or a daily digest, decision 0221) is kept. On a SPEC §7-only
 * upstream the preferences are missing: the capability is off, NOT_FOUND, and the delivery choice is null.
 *
 * @spec GET /notifications/preferences, PUT /notifications/preferences, PUT /notifications/email_defaults
 * @postgres notifications
 */
import { afterAll, beforeAll, describe, expect } from '@jest/globals';
import type { DemoKey } from '../../upstream/src/seed';
import { startSmtpReceiver, type SmtpReceiver } from '../../upstream/test/smtpReceiver';
import {
  NotificationCentreDocument as CENTRE,
  NotificationPreferencesDocument as PREFS,
  SetNotificationDeliveryDocument as SET_DELIVERY,
  SetNotificationEmailDefaultDocument as SET_DEFAULT,
  SetNotificationPreferenceDocument as SET_PREF,
} from '../../web/src/features/notifications/notifications.generated';
import { graphql } from '../generated';
import { dataOf, demoName, gql, itFull, itSpec, loginAs, startStack, type Stack } from '../support/stack';

const POLICIES = graphql(`
  query EventsPolicies {
    actionPolicies(limit: 1) {
      items {
        id
      }
    }
  }
`);
const FILE_ACTION = graphql(`
  mutation EventsFileAction($input: ActionTakenInput!) {
    createActionTaken(input: $input) {
      id
    }
  }
`);
const APPROVE_ACTION = graphql(`
  mutation EventsApproveAction($id: ID!) {
    approveActionTaken(id: $id) {
      id
    }
  }
`);
const FILE_SHUFFLE = graphql(`
  mutation EventsFileShuffle($input: ManagerShuffleRequestInput!) {
    createManagerShuffleRequest(input: $input) {
      id
    }
  }
`);
const REJECT_SHUFFLE = graphql(`
  mutation EventsRejectShuffle($id: ID!, $c: String!) {
    rejectManagerShuffleRequest(id: $id, hrComment: $c) {
      id
    }
  }
`);
const SET_GOAL = graphql(`
  mutation EventsSetGoal($input: GoalInput!) {
    createGoal(input: $input) {
      id
    }
  }
`);
const ME = graphql(`
  query EventsMe {
    me {
      id
    }
  }
`);
const CAPABILITY = graphql(`
  query EventsCapability {
    capabilities {
      notificationPreferences
    }
  }
`);

const DELIVERY = graphql(`
  query EventsDelivery {
    notificationDelivery
  }
`);

const ACCOUNTS: DemoKey[] = ['ceo', 'headofhr', 'hr', 'head', 'teamleader', 'auditor', 'acm', 'agent'];
const REVIEWERS: DemoKey[] = ['ceo', 'headofhr', 'hr'];

let stack: Stack;
let smtp: SmtpReceiver;
const tokens = {} as Record<DemoKey, string>;
const ids = {} as Record<DemoKey, string>;

/** How many notifications of `kind` linking to `link` each account holds. */
async function told(kind: string, link: string): Promise<Partial<Record<DemoKey, number>>> {
  const counts: Partial<Record<DemoKey, number>> = {};
  for (const key of ACCOUNTS) {
    const items = dataOf(await gql(stack, CENTRE, { limit: 100 }, tokens[key])).notifications.items;
    const n = items.filter((i) => i.kind === kind && i.link === link).length;
    if (n) counts[key] = n;
  }
  return counts;
}
const once = (keys: DemoKey[]) => Object.fromEntries(keys.map((k) => [k, 1]));

async function fileAction(by: DemoKey, against: DemoKey): Promise<string> {
  const policy = dataOf(await gql(stack, POLICIES, {}, tokens.ceo)).actionPolicies.items[0].id;
  const input = { employeeId: ids[against], actionpolicyId: policy, date: '2026-03-02', details: 'Late' };
  return dataOf(await gql(stack, FILE_ACTION, { input }, tokens[by])).createActionTaken.id;
}

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  stack = await startStack({ upstream: { build: { smtpUrl: smtp.url } } });
  for (const key of ACCOUNTS) {
    tokens[key] = await loginAs(stack, key);
    ids[key] = dataOf(await gql(stack, ME, {}, tokens[key])).me.id;
  }
});
afterAll(async () => {
  await stack.close();
  await smtp.close();
});

describe('who is told', () => {
  itFull('an action: HR and the CEO when it waits for review; the filer and the person it is against when approved', async () => {
    const id = await fileAction('auditor', 'agent');
    const link = `/main/manageActions/${id}`;
    expect(await told('action.submitted', link)).toEqual(once(REVIEWERS));
    dataOf(await gql(stack, APPROVE_ACTION, { id }, tokens.hr));
    expect(await told('action.approved', link)).toEqual(once(['auditor', 'agent']));
  });

  itFull('a manager shuffle request: its reviewers when filed; the requester when rejected', async () => {
    const input = { targetEmployeeId: ids.agent, proposedManagerId: ids.acm, effectiveDate: '2099-01-01' };
    const id = dataOf(await gql(stack, FILE_SHUFFLE, { input }, tokens.acm)).createManagerShuffleRequest.id;
    const link = `/main/managerShuffleRequestDetails/${id}`;
    expect(await told('shuffle_request.submitted', link)).toEqual(once(REVIEWERS));
    dataOf(await gql(stack, REJECT_SHUFFLE, { id, c: 'Not now' }, tokens.headofhr));
    expect(await told('shuffle_request.rejected', link)).toEqual(once(['acm']));
  });

  itFull('a goal a manager sets: its assignee only', async () => {
    const input = { title: 'Close 20 sales', startDate: '2026-03-02', endDate: '2026-04-30', assigneeId: ids.agent };
    const id = dataOf(await gql(stack, SET_GOAL, { input }, tokens.teamleader)).createGoal.id;
    expect(await told('goal.assigned', `/main/goals/${id}`)).toEqual(once(['agent']));
  });
});

describe('e-mail per preference', () => {
  itFull('the person who chose e-mail gets the text by mail; the one who did not gets none', async () => {
    const prefs = dataOf(await gql(stack, SET_PREF, { eventType: 'action.outcome', email: true }, tokens.agent)).setNotificationPreference;
    expect(prefs.find((p) => p.eventType === 'action.outcome')).toMatchObject({ email: true, chosen: true });
    dataOf(await gql(stack, SET_PREF, { eventType: 'action.outcome', email: false }, tokens.auditor));
    const id = await fileAction('auditor', 'agent');
    dataOf(await gql(stack, APPROVE_ACTION, { id }, tokens.hr));
    const mail = await smtp.waitFor('agent@demo.hr');
    expect(mail.text).toContain(`${demoName('hr')} approved the action against you of 2026-03-02`);
    expect(mail.text).toContain(`/main/manageActions/${id}`);
    // The reviewers' default is off: nobody else got mail of either event.
    expect(smtp.mails.filter((m) => !m.to.includes('agent@demo.hr'))).toEqual([]);
    const mine = dataOf(await gql(stack, PREFS, {}, tokens.agent)).notificationPreferences;
    expect(mine.find((p) => p.eventType === 'action.outcome')?.email).toBe(true);
  });

  itFull('only admins set the company defaults', async () => {
    expect((await gql(stack, SET_DEFAULT, { eventType: 'goal.assigned', email: true }, tokens.hr)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const set = dataOf(await gql(stack, SET_DEFAULT, { eventType: 'goal.assigned', email: true }, tokens.headofhr)).setNotificationEmailDefault;
    expect(set.find((p) => p.eventType === 'goal.assigned')).toMatchObject({ companyDefault: true, email: true, chosen: false });
    const bad = await gql(stack, SET_PREF, { eventType: 'no.such', email: true }, tokens.agent);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    dataOf(await gql(stack, SET_DEFAULT, { eventType: 'goal.assigned', email: false }, tokens.ceo));
  });

  itSpec('on a SPEC §7-only upstream the capability is off and the preferences answer NOT_FOUND', async () => {
    expect(dataOf(await gql(stack, CAPABILITY, {}, tokens.agent)).capabilities.notificationPreferences).toBe(false);
    expect((await gql(stack, PREFS, {}, tokens.agent)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('how e-mail reaches me', () => {
  itFull('the daily digest, once chosen, is kept; the list of event types stays as it was', async () => {
    expect(dataOf(await gql(stack, DELIVERY, {}, tokens.acm)).notificationDelivery).toBe('IMMEDIATE');
    expect(dataOf(await gql(stack, SET_DELIVERY, { delivery: 'DIGEST' }, tokens.acm)).setNotificationDelivery).toBe('DIGEST');
    const page = dataOf(await gql(stack, PREFS, {}, tokens.acm));
    expect(page.notificationDelivery).toBe('DIGEST');
    expect(page.notificationPreferences.map((p) => p.eventType)).toContain('worklog.sync_failed');
    expect(dataOf(await gql(stack, DELIVERY, {}, tokens.agent)).notificationDelivery).toBe('IMMEDIATE');
  });

  itSpec('on a SPEC §7-only upstream the choice is null (the page hides it) and no error', async () => {
    const res = await gql(stack, DELIVERY, {}, tokens.agent);
    expect(res.errors).toBeUndefined();
    expect(res.data?.notificationDelivery).toBeNull();
  });
});
