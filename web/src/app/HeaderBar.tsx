/**
 * Shell header: clock, light/dark switch, primary/secondary colour pickers (saved), and the user's avatar menu.
 * On a narrow screen (`compact`, below antd's md breakpoint) it also holds the button that opens the menu drawer,
 * the clock shows the time only and the user's name is left to the avatar, so the header keeps one line at 390 px.
 * The colour pickers open from real buttons (a named, focusable trigger; antd's own trigger is an unnamed div), and
 * the account button is named by its visible text, the user's name, plus "account menu" for screen readers (an
 * aria-label over the avatar's initials failed axe "label-content-name-mismatch").
 */
import { useNavigate } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { Button, ColorPicker, Dropdown, Flex, Layout, Space, Switch, Tooltip, Typography, theme } from 'antd';
import { LogoutOutlined, MenuOutlined, MoonOutlined, SunOutlined, UserOutlined } from '@ant-design/icons';
import { Clock } from '../shared/Clock';
import { Avatar } from '../shared/Avatar';
import { clearSession, useSession } from '../shared/session';
import { setTheme, useThemeSettings, type ThemeSettings } from '../shared/theme';

interface Props {
  /** Narrow screen: show the drawer button and a shorter header. */
  compact?: boolean;
  onOpenMenu?: () => void;
}

function ColourButton({ label, field }: { label: string; field: 'primary' | 'secondary' }) {
  const settings = useThemeSettings();
  const { token } = theme.useToken();
  const value = settings[field];
  return (
    <ColorPicker disabledAlpha value={value} onChangeComplete={(c) => setTheme({ [field]: c.toHexString() } as Partial<ThemeSettings>)}>
      <button
        type="button"
        aria-label={label}
        title={label}
        style={{
          width: 28,
          height: 28,
          padding: 3,
          border: `1px solid ${token.colorBorder}`,
          borderRadius: token.borderRadius,
          background: token.colorBgContainer,
          cursor: 'pointer',
          flex: 'none',
        }}
      >
        <span style={{ display: 'block', width: '100%', height: '100%', borderRadius: 3, background: value }} />
      </button>
    </ColorPicker>
  );
}

export function HeaderBar({ compact = false, onOpenMenu }: Props) {
  const { user } = useSession();
  const settings = useThemeSettings();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { token } = theme.useToken();

  const signOut = () => {
    clearSession();
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
          <Typography.Text strong>
            <Clock format={compact ? 'hh:mm A' : undefined} />
          </Typography.Text>
        </Flex>
        <Space size={compact ? 'small' : 'middle'}>
          <Tooltip title="Dark mode">
            <Switch
              aria-label="Dark mode"
              checked={settings.mode === 'dark'}
              checkedChildren={<MoonOutlined />}
              unCheckedChildren={<SunOutlined />}
              onChange={(dark) => setTheme({ mode: dark ? 'dark' : 'light' })}
            />
          </Tooltip>
          <ColourButton label="Primary colour" field="primary" />
          <ColourButton label="Secondary colour" field="secondary" />
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
              style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer', display: 'flex', alignItems: 'center', gap: 8, color: 'inherit' }}
            >
              <span aria-hidden style={{ display: 'flex' }}>
                <Avatar name={user?.name} size={40} />
              </span>
              <Typography.Text className={compact ? 'sr-only' : undefined} style={{ whiteSpace: 'nowrap' }}>
                {user?.name}
              </Typography.Text>
              <span className="sr-only"> account menu</span>
            </button>
          </Dropdown>
        </Space>
      </Flex>
    </Layout.Header>
  );
}
