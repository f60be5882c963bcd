/**
 * The application: Apollo, theme and the router. `createAppRoutes()` is the whole route tree, rendered by <AppRoutes/>
 * inside a BrowserRouter (tests use a MemoryRouter around the same component):
 *   /            welcome (public)        /login   sign in (public)
 *   /main        the shell; index -> /main/home; every page of `appRoutes` under it, each behind its access key
 *   anything else -> /main (signed-in) or /login (signed-out), via the guards
 */
import { lazy, Suspense, useEffect, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
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
import { Shell } from './Shell';
import { WelcomePage } from '../features/auth/WelcomePage';
import { LoginPage } from '../features/auth/LoginPage';
import { setNavigator } from '../shared/navigation';

const pages = new Map<AppRoute, LazyExoticComponent<ComponentType>>();
function pageOf(route: AppRoute) {
  let page = pages.get(route);
  if (!page) pages.set(route, (page = lazy(route.lazy)));
  return page;
}

export function createAppRoutes(table: readonly AppRoute[] = appRoutes): RouteObject[] {
  return [
    { path: '/', element: <PublicOnly><WelcomePage /></PublicOnly> },
    { path: '/login', element: <PublicOnly><LoginPage /></PublicOnly> },
    {
      path: '/main',
      element: <RequireAuth><Shell /></RequireAuth>,
      children: [
        { index: true, element: <Navigate to="/main/home" replace /> },
        ...table.map((route): RouteObject => {
          const Page = pageOf(route);
          return {
            path: route.path,
            element: (
              <RequireAccess access={route.access}>
                <PageErrorBoundary key={route.path}>
                  <Suspense fallback={<PageSpinner />}>
                    <Page />
                  </Suspense>
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
