/**
 * The header's bell as a notification centre: the unread count on a badge, a popover with the newest notifications
 * (who did what, when; unread ones in bold and said so to screen readers), a click opens the record's page and marks
 * it read, "Mark all as read", a link to the notification settings (where offered). HR's inbox (shuffle requests,
 * attritions) stays reachable under the list.
 * Live (decision 0216): the gateway's stream of the unread count (liveCount.ts) refetches the bell when the count
 * changes; while the stream is not open (dropped, or a SPEC-only upstream) it is polled every 30 s (decision 0202);
 * again when the window regains focus and when the popover opens.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Badge, Button, Divider, Flex, Popover, theme } from 'antd';
import { BellOutlined, SettingOutlined } from '@ant-design/icons';
import { formatDateTime } from '../../shared/format';
import { useCapabilities } from '../../shared/capabilities';
import { href } from '../../shared/paths';
import { useUnreadStream } from './liveCount';
import { POLL_MS } from './liveSettings';
import { useMarkAllNotificationsReadMutation, useMarkNotificationReadMutation, useNotificationCentreQuery } from './notifications.generated';

const SHOWN = 10;

interface Props {
  /** More for the popover, under the list (HR's inbox). */
  extra?: ReactNode;
}

export function NotificationBell({ extra }: Props) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const { notificationPreferences } = useCapabilities();
  const shown = useRef<number | undefined>(undefined);
  const live = useUnreadStream((count) => {
    // The stream says the count when it opens too: the list is fetched again only when it changed.
    if (count !== shown.current) void refetch().catch(() => undefined);
  });
  const { data, refetch } = useNotificationCentreQuery({
    variables: { limit: SHOWN },
    pollInterval: live ? 0 : POLL_MS,
    fetchPolicy: 'cache-and-network',
  });
  const [markRead] = useMarkNotificationReadMutation();
  const [markAll, { loading: markingAll }] = useMarkAllNotificationsReadMutation();

  useEffect(() => {
    const again = () => void refetch().catch(() => undefined);
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, [refetch]);

  const unread = data?.unreadNotificationCount ?? 0;
  useEffect(() => {
    shown.current = data?.unreadNotificationCount;
  }, [data]);
  const items = data?.notifications.items ?? [];

  const openOne = async (id: string, link: string, read: boolean) => {
    setOpen(false);
    if (!read) await markRead({ variables: { id } }).catch(() => undefined);
    void refetch().catch(() => undefined);
    navigate(link);
  };

  const content = (
    <Flex vertical gap={8} style={{ width: 'min(340px, calc(100vw - 48px))' }}>
      {items.length === 0 ? (
        <span style={{ color: token.colorTextSecondary }}>No notifications yet</span>
      ) : (
        <ul aria-label="Notifications" style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflowY: 'auto' }}>
          {items.map((n) => (
            <li key={n.id}>
              <button
                type="button"
                onClick={() => void openOne(n.id, n.link, Boolean(n.readAt))}
                style={{
                  display: 'block',
                  width: '100%',
                  textAlign: 'left',
                  background: n.readAt ? 'none' : token.colorPrimaryBg,
                  border: 0,
                  borderRadius: token.borderRadius,
                  padding: '6px 8px',
                  marginBottom: 2,
                  cursor: 'pointer',
                  color: token.colorText,
                  font: 'inherit',
                }}
              >
                {!n.readAt && <span className="sr-only">Unread: </span>}
                <span style={{ fontWeight: n.readAt ? undefined : token.fontWeightStrong }}>{n.text}</span>
                <br />
                <small style={{ color: token.colorTextSecondary }}>{formatDateTime(n.createdAt)}</small>
              </button>
            </li>
          ))}
        </ul>
      )}
      {extra && (
        <>
          <Divider style={{ margin: 0 }} />
          <strong>Waiting for HR</strong>
          {extra}
        </>
      )}
    </Flex>
  );

  const title = (
    <Flex justify="space-between" align="center" gap={8}>
      <span>Notifications</span>
      <Flex gap={4} align="center">
        {notificationPreferences && (
          <Button
            type="text"
            size="small"
            icon={<SettingOutlined />}
            aria-label="Notification settings"
            title="Notification settings"
            onClick={() => {
              setOpen(false);
              navigate(href('notificationSettings'));
            }}
          />
        )}
        <Button
          type="link"
          size="small"
          disabled={unread === 0}
          loading={markingAll}
          onClick={() =>
            void markAll().then(
              () => refetch(),
              () => undefined,
            )
          }
        >
          Mark all as read
        </Button>
      </Flex>
    </Flex>
  );

  return (
    <Popover
      content={content}
      title={title}
      trigger="click"
      // Centred under the bell, antd shifts a `bottom` popover back into the window at any width; `bottomRight` only
      // flips, which on a phone left it half off-screen.
      placement="bottom"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void refetch().catch(() => undefined);
      }}
    >
      <Badge count={unread} size="small" overflowCount={99}>
        <Button type="text" icon={<BellOutlined />} aria-label={unread === 1 ? 'Notifications: 1 unread' : `Notifications: ${unread} unread`} />
      </Badge>
    </Popover>
  );
}
