/**
 * The signed-in layout: side menu (NavMenu: SPEC §2 groups filtered by `me.access` and the route table), a header
 * with the ticking clock, theme switch, colour pickers and the user's avatar menu, and the page. `me` is refreshed on entry
 * so access changes apply without signing in again, and so is the viewer's time zone, in which the page shows times
 * (shared/viewerZone); the page scrolls to the top 200 ms after each navigation.
 * A group with a single page is a leaf named after that page ("Adjust Teams", not "Headcount"). Below antd's md
 * breakpoint (phones) the side menu becomes a drawer opened from the header, which closes on navigation; the drawer's
 * code loads only on a phone (shared/deferred).
 */
import '../shared/dates';
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Layout, theme } from 'antd';
import { useMeQuery } from '../features/auth/auth.generated';
import { updateUser, useSession } from '../shared/session';
import { primaryText, useThemeSettings } from '../shared/theme';
import { useRouteTable } from './routeTable';
import { visibleMenu } from './access';
import { useCapabilities } from '../shared/capabilities';
import { PageSpinner } from './PageSpinner';
import { HeaderBar } from './HeaderBar';
import { NavMenu } from './NavMenu';
import { ToastRoot } from './ToastRoot';
import { Drawer } from '../shared/deferred';
import { useCompact } from '../shared/useCompact';
import { restoreViewerZone, subscribeViewerZone, viewerZone } from '../shared/viewerZone';

// The company's logo, name, copyright line and colours (features/settings): after the first paint, the product's name meanwhile.
const CompanyBrand = lazy(() => import('../features/settings/CompanyBrand').then((m) => ({ default: m.CompanyBrand })));
// The viewer's time zone as their profile names it: after the first paint, the one last known meanwhile.
const ViewerTimeZone = lazy(() => import('../shared/ViewerTimeZone').then((m) => ({ default: m.ViewerTimeZone })));
const CompanyFooter = lazy(() => import('../features/settings/CompanyBrand').then((m) => ({ default: m.CompanyFooter })));

export const SCROLL_DELAY_MS = 200;
const SIDER_WIDTH = 256;

function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    const id = setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), SCROLL_DELAY_MS);
    return () => clearTimeout(id);
  }, [pathname]);
}

/**
 * Refreshes the stored user from `me` once per signed-in load. A component of its own, rendering nothing: Apollo's
 * answer re-renders its component synchronously (useSyncExternalStore), and that must not be the whole shell.
 */
function RefreshMe() {
  const { data } = useMeQuery({ fetchPolicy: 'network-only' });
  useEffect(() => {
    if (data?.me) updateUser(data.me);
  }, [data]);
  return null;
}

export function Shell() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const settings = useThemeSettings();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const compact = useCompact();
  useScrollToTopOnNavigate();
  // Before the page first renders, the zone last known for this user; a new one (changed on the profile, or on another
  // device) remounts the page, whose times are shown in it.
  useState(() => restoreViewerZone(user?.id));
  const zone = useSyncExternalStore(subscribeViewerZone, viewerZone);

  const table = useRouteTable();
  const { teamSpace } = useCapabilities();
  const sections = useMemo(() => visibleMenu(table, user?.access, () => teamSpace), [table, user?.access, teamSpace]);
  const menu = (inRail: boolean) => (
    <NavMenu sections={sections} pathname={pathname} collapsed={inRail} onExpand={() => setCollapsed(false)} onNavigate={() => setDrawerOpen(false)} />
  );

  const content = (
    <Layout.Content style={{ padding: compact ? 12 : 24, minWidth: 0 }}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet key={zone ?? 'browser'} />
      </Suspense>
    </Layout.Content>
  );

  // One tree for both layouts: the phone's drawer and the wide sider are optional children in fixed places, so the
  // header and the page keep their place when the width crosses the breakpoint (a window resized, a tablet turned,
  // a full-page screenshot resizing the viewport). Two trees remounted the page there, losing a half-filled form.
  return (
    <ToastRoot>
      <RefreshMe />
      <Suspense fallback={null}>
        <ViewerTimeZone />
      </Suspense>
      <Layout style={{ minHeight: '100vh' }}>
        {!compact && (
          <Layout.Sider
            // 256 px (ant-design-pro's width) rather than antd's 200, so the menu's longest labels ("Manager Shuffle
            // Requests", "Add Headcount Employee") are read whole, not cut to an ellipsis.
            width={SIDER_WIDTH}
            collapsible
            collapsed={collapsed}
            onCollapse={setCollapsed}
            breakpoint="lg"
            theme="light"
            style={{ background: token.colorBgContainer, borderRight: `1px solid ${token.colorBorderSecondary}` }}
          >
            <strong
              style={{ display: 'block', margin: 16, fontSize: 20, fontWeight: token.fontWeightStrong, color: primaryText(settings), whiteSpace: 'nowrap' }}
            >
              <Suspense fallback={collapsed ? 'HR' : 'HR Workforce'}>
                <CompanyBrand collapsed={collapsed} />
              </Suspense>
            </strong>
            {menu(collapsed)}
          </Layout.Sider>
        )}
        <Layout style={{ minWidth: 0 }}>
          <HeaderBar compact={compact} onOpenMenu={() => setDrawerOpen(true)} />
          {compact && (
            <Drawer
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              placement="left"
              size={280}
              title={
                <Suspense fallback="HR Workforce">
                  <CompanyBrand />
                </Suspense>
              }
              styles={{ body: { padding: 0 } }}
            >
              {menu(false)}
            </Drawer>
          )}
          {content}
          <Layout.Footer style={{ textAlign: 'center', padding: compact ? '12px' : '16px 24px', color: token.colorTextDescription }}>
            <Suspense fallback={null}>
              <CompanyFooter />
            </Suspense>
          </Layout.Footer>
        </Layout>
      </Layout>
    </ToastRoot>
  );
}
