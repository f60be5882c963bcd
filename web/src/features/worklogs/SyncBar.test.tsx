/**
 * The work logs page's sync with Jira: each entry's state (synced, pending, not synced with the reason), the Sync
 * button that waits for the job and then says "worklogs synced" (SPEC §9) or the sync error with Jira's reason, and
 * nothing of it where the upstream has no sync (capabilities.worklogSync).
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import dayjs from 'dayjs';
import type { WorklogRowFragment, WorklogSyncStatusFieldsFragment } from './worklogs.generated';
import type { WorklogSyncState } from '../../generated/graphql';
import { button, capabilitiesAnswer, makeUser, renderApp, signIn, signOut, type Answers } from '../../test/render';

afterEach(() => {
  notification.destroy();
  signOut();
});

const me = makeUser({ routes: ['SIGNED_IN'] }, { roles: { ...makeUser().roles, hr: false, coldHeadOrHr: false } });
const today = dayjs().format('YYYY-MM-DD');

const entry = (id: string, startTime: string, endTime: string, syncState: WorklogSyncState | null, syncError: string | null = null): WorklogRowFragment => ({
  id,
  employeeId: me.id,
  workDate: today,
  startTime,
  endTime,
  duration: 60,
  jiraTask: `HR-${id}`,
  description: 'Payroll fixes',
  syncState,
  syncError,
});

const status = (over: Partial<WorklogSyncStatusFieldsFragment> = {}): WorklogSyncStatusFieldsFragment => ({
  employeeId: me.id,
  requestedAt: null,
  finishedAt: null,
  lastSyncedAt: null,
  pending: 0,
  failed: 0,
  unsynced: 2,
  lastError: null,
  ...over,
});

/** The page's answers; `statuses` are answered in turn (the last one again). */
function answers(
  entries: WorklogRowFragment[],
  statuses: WorklogSyncStatusFieldsFragment[],
  sync: Answers['SyncWorklogs'],
  capabilities = capabilitiesAnswer(),
): Answers {
  let asked = 0;
  return {
    Capabilities: capabilities,
    Worklogs: () => ({
      data: { worklogs: { __typename: 'WorklogList', count: entries.length, items: entries.map((e) => ({ __typename: 'Worklog', ...e })) } },
    }),
    WorklogSummary: () => ({ data: { worklogSummary: { __typename: 'WorklogSummary', month: today.slice(0, 7), totalMinutes: 0, items: [] } } }),
    WorklogSyncStatus: () => ({ data: { worklogSyncStatus: { __typename: 'WorklogSyncStatus', ...statuses[Math.min(asked++, statuses.length - 1)] } } }),
    SyncWorklogs: sync,
  };
}

const requestedAt = '2026-03-10T09:00:00.000Z';

describe('the work logs page and Jira', () => {
  it("shows each entry's sync state with the reason, and says 'worklogs synced' once the Sync has pushed", async () => {
    signIn(me);
    const entries = [
      entry('1', '09:00', '10:00', 'SYNCED'),
      entry('2', '10:00', '11:00', 'NOT_SYNCED', 'Issue does not exist or you do not have permission to see it.'),
      entry('3', '11:00', '12:00', 'PENDING'),
    ];
    const done = status({ requestedAt, finishedAt: requestedAt, lastSyncedAt: requestedAt, unsynced: 0 });
    const { client } = renderApp('/main/worklogs', {
      user: me,
      answers: answers(entries, [status(), status({ requestedAt, pending: 2 }), done], () => ({
        data: { syncWorklogs: { __typename: 'WorklogSyncStatus', ...status({ requestedAt, pending: 2 }) } },
      })),
    });
    const row = async (task: string) => (await screen.findByText(task)).closest('tr') as HTMLElement;
    expect(within(await row('HR-1')).getByText('Synced')).toBeInTheDocument();
    expect(within(await row('HR-2')).getByText('Not synced')).toBeInTheDocument();
    expect(within(await row('HR-2')).getByText('Issue does not exist or you do not have permission to see it.')).toBeInTheDocument();
    expect(within(await row('HR-3')).getByText('Sync pending')).toBeInTheDocument();
    expect(await screen.findByText('Not synced with Jira yet')).toBeInTheDocument();

    fireEvent.click(await screen.findByText('Sync', { selector: 'button *' }));
    expect(await screen.findByText('Syncing…')).toBeInTheDocument();
    // The page reads the status until the Sync has finished, then toasts once and shows the time.
    expect(await screen.findByText('worklogs synced', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText(/^Last synced \d{2}\/\d{2}\/2026 \d{2}:00 [AP]M$/)).toBeInTheDocument();
    expect(button('Sync')).not.toBeDisabled();
    expect(client.calls.filter((c) => c.operationName === 'SyncWorklogs')).toHaveLength(1);
  });

  it("says the sync error with Jira's reason when a push failed, and the refusal when there is no connection", async () => {
    signIn(me);
    const failed = status({ requestedAt, finishedAt: requestedAt, failed: 1, lastError: 'Error occurs while syncing with Jira: Jira answered HTTP 503' });
    let refuse = false;
    renderApp('/main/worklogs', {
      user: me,
      answers: answers([entry('1', '09:00', '10:00', 'NOT_SYNCED')], [status(), failed], () =>
        refuse
          ? { errors: [{ message: 'Error occurs while syncing with Jira: the company has no Jira connection', extensions: { code: 'BAD_USER_INPUT' } }] }
          : { data: { syncWorklogs: { __typename: 'WorklogSyncStatus', ...failed } } },
      ),
    });
    fireEvent.click(await screen.findByText('Sync', { selector: 'button *' }));
    expect((await screen.findAllByText('Error occurs while syncing with Jira: Jira answered HTTP 503')).length).toBeGreaterThan(0);
    expect(screen.queryByText('worklogs synced')).toBeNull();
    expect(await screen.findByText(/· 1 not synced$/)).toBeInTheDocument();
    refuse = true;
    await waitFor(() => expect(button('Sync')).not.toBeDisabled());
    fireEvent.click(button('Sync'));
    expect(await screen.findByText('Error occurs while syncing with Jira: the company has no Jira connection')).toBeInTheDocument();
  });

  it('shows no Sync and no states where the upstream has no sync', async () => {
    signIn(me);
    const { client } = renderApp('/main/worklogs', {
      user: me,
      answers: answers([entry('1', '09:00', '10:00', null)], [status()], undefined, capabilitiesAnswer({ worklogSync: false })),
    });
    expect(await screen.findByText('HR-1')).toBeInTheDocument();
    expect(screen.queryByText('Sync', { selector: 'button *' })).toBeNull();
    expect(screen.queryByText('Jira')).toBeNull();
    expect(client.calls.some((c) => c.operationName === 'WorklogSyncStatus')).toBe(false);
  });
});
