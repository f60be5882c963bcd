/**
 * The signed-in layout: side menu (SPEC §2 groups filtered by `me.access` and the route table), a header with the
 * ticking clock, theme switch, colour pickers and the user's avatar menu, and the page. `me` is refreshed on entry
 * so access changes apply without signing in again; the page scrolls to the top 200 ms after each navigation.
 */
import '../shared/dates';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Layout, Menu, Typography, theme, type MenuProps } from 'antd';
import { useMeQuery } from '../generated/graphql';
import { updateUser, useSession } from '../shared/session';
import { useRouteTable } from './routeTable';
import { visibleMenu } from './access';
import { MENU_GROUP_LABELS } from './routeTypes';
import { PageSpinner } from './PageSpinner';
import { HeaderBar } from './HeaderBar';
import { GROUP_ICONS } from './menuIcons';
import { ToastRoot } from './ToastRoot';

export const SCROLL_DELAY_MS = 200;

function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    const id = setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), SCROLL_DELAY_MS);
    return () => clearTimeout(id);
  }, [pathname]);
}

function useRefreshMe() {
  const { data } = useMeQuery({ fetchPolicy: 'network-only' });
  useEffect(() => {
    if (data?.me) updateUser(data.me);
  }, [data]);
}

export function Shell() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const [collapsed, setCollapsed] = useState(false);
  useRefreshMe();
  useScrollToTopOnNavigate();

  const table = useRouteTable();
  const sections = useMemo(() => visibleMenu(table, user?.access), [table, user?.access]);
  const items: MenuProps['items'] = sections.map(({ group, entries }) => {
    const label = <span data-menu-group={group}>{MENU_GROUP_LABELS[group]}</span>;
    if (entries.length === 1) return { key: entries[0]!.path, icon: GROUP_ICONS[group], label };
    return {
      key: group,
      icon: GROUP_ICONS[group],
      label,
      children: entries.map((e) => ({ key: e.path, label: e.label })),
    };
  });
  const openGroup = sections.find((s) => s.entries.length > 1 && s.entries.some((e) => e.path === pathname))?.group;

  return (
    <ToastRoot>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Sider
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          breakpoint="lg"
          theme="light"
          style={{ background: token.colorBgContainer, borderRight: `1px solid ${token.colorBorderSecondary}` }}
        >
          <Typography.Title level={4} style={{ margin: 16, color: token.colorPrimary, whiteSpace: 'nowrap' }}>
            {collapsed ? 'HR' : 'HR Workforce'}
          </Typography.Title>
          <nav aria-label="Main menu">
            <Menu
              mode="inline"
              items={items}
              selectedKeys={[pathname]}
              defaultOpenKeys={openGroup ? [openGroup] : []}
              onClick={({ key }) => navigate(key)}
              style={{ borderInlineEnd: 'none' }}
            />
          </nav>
        </Layout.Sider>
        <Layout>
          <HeaderBar />
          <Layout.Content style={{ padding: 24 }}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </Layout.Content>
        </Layout>
      </Layout>
    </ToastRoot>
  );
}
