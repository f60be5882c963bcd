/** Shell header: clock, light/dark switch, primary/secondary colour pickers (saved), and the user's avatar menu. */
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApolloClient } from '@apollo/client/react';
import { Dropdown, Flex, Layout, Space, Switch, Tooltip, Typography, theme } from 'antd';
import { LogoutOutlined, MoonOutlined, SunOutlined, UserOutlined } from '@ant-design/icons';
import { Clock } from '../shared/Clock';
import { Avatar } from '../shared/Avatar';
import { clearSession, getToken, useSession } from '../shared/session';
import { useLogoutMutation } from '../generated/graphql';
import { setTheme, useThemeSettings } from '../shared/theme';

const ThemeColorPickers = lazy(() => import('./ThemeColorPickers'));

export function HeaderBar() {
  const { user } = useSession();
  const settings = useThemeSettings();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { token } = theme.useToken();

  const [logout] = useLogoutMutation();

  /** Forgets the session here at once and revokes the token at the server (sent with the token it still names). */
  const signOut = () => {
    const signedInToken = getToken();
    if (signedInToken) {
      void logout({ context: { headers: { authorization: `Bearer ${signedInToken}` }, signingOut: true } }).catch(() => undefined);
    }
    clearSession();
    void client.clearStore();
    navigate('/login', { replace: true });
  };

  return (
    <Layout.Header
      style={{
        background: token.colorBgContainer,
        borderBottom: `3px solid ${settings.secondary}`,
        padding: '0 24px',
      }}
    >
      <Flex justify="space-between" align="center" style={{ height: '100%' }}>
        <Typography.Text strong>
          <Clock />
        </Typography.Text>
        <Space size="middle">
          <Tooltip title="Dark mode">
            <Switch
              aria-label="Dark mode"
              checked={settings.mode === 'dark'}
              checkedChildren={<MoonOutlined />}
              unCheckedChildren={<SunOutlined />}
              onChange={(dark) => setTheme({ mode: dark ? 'dark' : 'light' })}
            />
          </Tooltip>
          <Suspense fallback={null}>
            <ThemeColorPickers />
          </Suspense>
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'profile', icon: <UserOutlined />, label: 'My Profile', onClick: () => navigate('/main/myProfile') },
                { type: 'divider' },
                { key: 'signout', icon: <LogoutOutlined />, label: 'Sign out', onClick: signOut },
              ],
            }}
          >
            <button
              type="button"
              aria-label="Account menu"
              style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer', display: 'flex', alignItems: 'center', gap: 8 }}
            >
              <Avatar name={user?.name} size={40} />
              <Typography.Text>{user?.name}</Typography.Text>
            </button>
          </Dropdown>
        </Space>
      </Flex>
    </Layout.Header>
  );
}
