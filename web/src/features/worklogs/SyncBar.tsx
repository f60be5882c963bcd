/**
 * The Sync with Jira on one's own work logs (decision 0215): the button, the last sync time and what is left (not
 * synced, the latest error). The Sync only queues (the upstream pushes as a job), so after it the bar reads the status
 * every second until that Sync has finished, then says "worklogs synced" (SPEC §9) or the sync error with Jira's reason.
 */
import { useEffect, useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { errorMessage } from '../../shared/errors';
import { formatDateTime } from '../../shared/format';
import { notifyError, notifySuccess } from '../../shared/notify';
import { useSyncWorklogsMutation, useWorklogSyncStatusQuery } from './worklogs.generated';

export const SYNCED_TEXT = 'worklogs synced';
const POLL_MS = 1000;

/** `onSynced` refreshes the entries (their sync states) once a Sync has finished. */
export function SyncBar({ onSynced }: { onSynced: () => void }) {
  /** The running Sync's requestedAt (its status rows are told apart from an earlier Sync's by it), or null. */
  const [running, setRunning] = useState<string | null>(null);
  const { data, refetch, startPolling, stopPolling } = useWorklogSyncStatusQuery({ fetchPolicy: 'cache-and-network' });
  const [sync, { loading: asking }] = useSyncWorklogsMutation();
  const status = data?.worklogSyncStatus;

  // A running Sync ends when the status says it finished: then one toast, the entries refreshed, no more polling.
  useEffect(() => {
    if (!running || !status?.finishedAt || status.requestedAt !== running) return;
    stopPolling();
    setRunning(null);
    if (status.failed > 0 && status.lastError) notifyError(status.lastError);
    else notifySuccess(SYNCED_TEXT);
    onSynced();
  }, [running, status, stopPolling, onSynced]);

  const start = async () => {
    try {
      const answer = (await sync()).data?.syncWorklogs;
      if (!answer?.requestedAt) return;
      setRunning(answer.requestedAt);
      // Nothing was queued: the Sync finished as it was asked; the status is read once.
      if (answer.finishedAt) void refetch();
      else startPolling(POLL_MS);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  const busy = asking || running !== null;
  return (
    <Flex wrap gap={12} align="center">
      <Button icon={<SyncOutlined spin={busy} />} disabled={busy} onClick={() => void start()}>
        {busy ? 'Syncing…' : 'Sync'}
      </Button>
      <Typography.Text type="secondary" aria-live="polite">
        {status?.lastSyncedAt ? `Last synced ${formatDateTime(status.lastSyncedAt)}` : 'Not synced with Jira yet'}
        {status && status.failed > 0 ? ` · ${status.failed} not synced` : ''}
      </Typography.Text>
      {!busy && status?.lastError && status.failed > 0 && <Typography.Text type="danger">{status.lastError}</Typography.Text>}
    </Flex>
  );
}
