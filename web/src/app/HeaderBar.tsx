/**
 * Shell header: clock, light/dark switch, primary/secondary colour pickers (saved), and the user's avatar menu.
 * On a narrow screen (`compact`, below antd's md breakpoint) it also holds the button that opens the menu drawer,
 * the clock shows the time only and the user's name is left to the avatar, so the header keeps one line at 390 px.
 * The colour pickers open from real buttons (a named, focusable trigger; antd's own trigger is an unnamed div), and
 * the account button is named by its visible text, the user's name, plus "account menu" for screen readers (an
 * aria-label over the avatar's initials failed axe "label-content-name-mismatch"). The dropdown's code, the
 * notification centre's bell (HR's inbox inside it; HR's plain inbox where the upstream has no notifications) load after the first paint (shared/deferred, lazy); the account menu opens once the capabilities its entries depend
 * on are known (`useCapabilityAnswer`), so it never grows while open. The dark-mode switch's hint is the browser's own
 * title, not antd's Tooltip: that (with its popup engine, 13 KB) would be in every page's first load for one hint.
 */
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApolloClient } from '@apollo/client/react';
import { Button, Flex, Layout, Space, Switch, theme } from 'antd';
import { LogoutOutlined, MenuOutlined, MoonOutlined, SunOutlined, UserOutlined } from '@ant-design/icons';
import { Clock } from '../shared/Clock';
import { Avatar } from '../shared/Avatar';
import { getToken, signOutHere, useSession } from '../shared/session';
import { useLogoutMutation } from '../features/auth/auth.generated';
import { setTheme, useThemeSettings } from '../shared/theme';
import { accountMenu, canOpen } from './access';
import { useRouteTable } from './routeTable';
import { href } from '../shared/paths';
import { useCapabilityAnswer } from '../shared/capabilities';
import { Dropdown } from '../shared/deferred';

const ThemeColorPickers = lazy(() => import('./ThemeColorPickers'));
// HR's inbox (a badge, a popover and its query) is no part of the first paint: it loads after, in a box of its size.
const HrInboxButton = lazy(() => import('../features/shuffle/HrInboxButton').then((m) => ({ default: m.HrInboxButton })));
const HrInboxLinks = lazy(() => import('../features/shuffle/HrInboxButton').then((m) => ({ default: m.HrInboxLinks })));
// The notification centre, where the upstream offers it; HR's inbox then sits in its popover.
const NotificationBell = lazy(() => import('../features/notifications/NotificationBell').then((m) => ({ default: m.NotificationBell })));
const INBOX_BOX = <span style={{ display: 'inline-block', width: 32, height: 32 }} />;

interface Props {
  /** Narrow screen: show the drawer button and a shorter header. */
  compact?: boolean;
  onOpenMenu?: () => void;
}

export function HeaderBar({ compact = false, onOpenMenu }: Props) {
  const { user } = useSession();
  const routeTable = useRouteTable();
  const { capabilities, settled: menuSettled } = useCapabilityAnswer();
  const settings = useThemeSettings();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { token } = theme.useToken();
  const hrInbox = canOpen(user?.access, 'SHUFFLE_REVIEW');

  const [logout] = useLogoutMutation();

  /** Forgets the session here at once and revokes the token at the server (sent with the token it still names). */
  const signOut = () => {
    const signedInToken = getToken();
    if (signedInToken) {
      void logout({ context: { headers: { authorization: `Bearer ${signedInToken}` }, signingOut: true } }).catch(() => undefined);
    }
    signOutHere();
    void client.clearStore();
    navigate('/login', { replace: true });
  };

  return (
    <Layout.Header
      style={{
        background: token.colorBgContainer,
        borderBottom: `3px solid ${settings.secondary}`,
        padding: compact ? '0 12px' : '0 24px',
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Flex justify="space-between" align="center" gap={8} style={{ height: '100%' }}>
        <Flex align="center" gap={8} style={{ minWidth: 0 }}>
          {compact && <Button type="text" icon={<MenuOutlined />} aria-label="Open menu" onClick={onOpenMenu} />}
          <strong style={{ color: token.colorText, fontWeight: token.fontWeightStrong }}>
            <Clock format={compact ? 'hh:mm A' : undefined} />
          </strong>
        </Flex>
        <Space size={compact ? 'small' : 'middle'}>
          {capabilities.notifications ? (
            <Suspense fallback={INBOX_BOX}>
              <NotificationBell extra={hrInbox ? <HrInboxLinks /> : undefined} />
            </Suspense>
          ) : (
            hrInbox &&
            menuSettled && (
              <Suspense fallback={INBOX_BOX}>
                <HrInboxButton />
              </Suspense>
            )
          )}
          <Switch
            aria-label="Dark mode"
            title="Dark mode"
            checked={settings.mode === 'dark'}
            checkedChildren={<MoonOutlined />}
            unCheckedChildren={<SunOutlined />}
            onChange={(dark) => setTheme({ mode: dark ? 'dark' : 'light' })}
          />
          <Suspense fallback={null}>
            <ThemeColorPickers />
          </Suspense>
          <Dropdown
            trigger={['click']}
            disabled={!menuSettled}
            menu={{
              items: [
                { key: 'profile', icon: <UserOutlined />, label: 'My Profile', onClick: () => navigate(href('myProfile')) },
                ...accountMenu(routeTable.routes, user?.access, (c) => capabilities[c]).map((entry) => ({
                  key: entry.path,
                  label: entry.label,
                  onClick: () => navigate(entry.path),
                })),
                { type: 'divider' },
                { key: 'signout', icon: <LogoutOutlined />, label: 'Sign out', onClick: signOut },
              ],
            }}
          >
            <button
              type="button"
              style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer', display: 'flex', alignItems: 'center', gap: 8, color: 'inherit' }}
            >
              <span aria-hidden style={{ display: 'flex' }}>
                <Avatar name={user?.name} size={40} />
              </span>
              <span className={compact ? 'sr-only' : undefined} style={{ color: token.colorText, whiteSpace: 'nowrap' }}>
                {user?.name}
              </span>
              <span className="sr-only"> account menu</span>
            </button>
          </Dropdown>
        </Space>
      </Flex>
    </Layout.Header>
  );
}
