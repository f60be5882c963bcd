/**
 * The application: Apollo, theme and the router. `createAppRoutes()` is the whole route tree, rendered by <AppRoutes/>
 * inside a BrowserRouter (tests use a MemoryRouter around the same component):
 *   /            welcome (public)        /login   sign in (public)
 *   /main        the shell; index -> /main/home; every page of `appRoutes` under it, each behind its access key
 *   anything else -> /main (signed-in) or /login (signed-out), via the guards
 */
import { lazy, Suspense, useEffect, useMemo, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { BrowserRouter, Navigate, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { appRoutes } from './routes';
import type { AppRoute } from './routeTypes';
import { RouteTableContext } from './routeTable';
import { PublicOnly, RequireAccess, RequireAuth } from './guards';
import { PageSpinner } from './PageSpinner';
import { PageErrorBoundary } from './PageErrorBoundary';
import { ThemeRoot } from './ThemeRoot';
import { setNavigator } from '../shared/navigation';

/**
 * Everything but the router, Apollo and antd's core loads on demand, so `/login` never downloads the shell (menu,
 * header, colour pickers) or a page's tables and date pickers: see the bundle budget test (tests/e2e/bundle-budget).
 */
const named = <K extends string>(load: () => Promise<Record<K, ComponentType<never>>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));
const WelcomePage = named(() => import('../features/auth/WelcomePage'), 'WelcomePage');
const LoginPage = named(() => import('../features/auth/LoginPage'), 'LoginPage');
const Shell = named(() => import('./Shell'), 'Shell');

/** A lazily loaded screen with the one loading indicator. */
const Screen = ({ children }: { children: ReactNode }) => <Suspense fallback={<PageSpinner />}>{children}</Suspense>;

const pages = new Map<AppRoute, LazyExoticComponent<ComponentType>>();
function pageOf(route: AppRoute) {
  let page = pages.get(route);
  if (!page) pages.set(route, (page = lazy(route.lazy)));
  return page;
}

export function createAppRoutes(table: readonly AppRoute[] = appRoutes): RouteObject[] {
  return [
    { path: '/', element: <PublicOnly><Screen><WelcomePage /></Screen></PublicOnly> },
    { path: '/login', element: <PublicOnly><Screen><LoginPage /></Screen></PublicOnly> },
    {
      path: '/main',
      element: <RequireAuth><Screen><Shell /></Screen></RequireAuth>,
      children: [
        { index: true, element: <Navigate to="/main/home" replace /> },
        ...table.map((route): RouteObject => {
          const Page = pageOf(route);
          return {
            path: route.path,
            element: (
              <RequireAccess access={route.access}>
                <PageErrorBoundary key={route.path}>
                  <Screen>
                    <Page />
                  </Screen>
                </PageErrorBoundary>
              </RequireAccess>
            ),
          };
        }),
        { path: '*', element: <Navigate to="/main" replace /> },
      ],
    },
    { path: '*', element: <RequireAuth><Navigate to="/main" replace /></RequireAuth> },
  ];
}

/** Renders the route tree; `table` lets tests use their own pages. */
export function AppRoutes({ table = appRoutes }: { table?: readonly AppRoute[] }) {
  const routes = useMemo(() => createAppRoutes(table), [table]);
  return <RouteTableContext.Provider value={table}>{useRoutes(routes)}</RouteTableContext.Provider>;
}

/** Lets the Apollo error link navigate (shared/navigation.ts). */
export function NavigationBridge() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    setNavigator(navigate, pathname);
    return () => setNavigator(null);
  }, [navigate, pathname]);
  return null;
}

export function App({ client }: { client: ApolloClient }) {
  return (
    <ApolloProvider client={client}>
      <ThemeRoot>
        <BrowserRouter>
          <NavigationBridge />
          <AppRoutes />
        </BrowserRouter>
      </ThemeRoot>
    </ApolloProvider>
  );
}
