/**
 * The signed-in area (`/main/*`), loaded after sign-in with THE Apollo client (app/client.ts), the route table, the
 * shell and the guards of every page; public pages never download it:
 *   /main        index -> /main/home; every page of `appRoutes` under the shell, each behind its access key
 *   /main/other  -> /main
 */
import { lazy, useMemo, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Card } from 'antd';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import { useAppClient } from './client';
import { Shell } from './Shell';
import { appRoutes, menuGroups } from './routes';
import type { AppRoute } from './routeTypes';
import { RouteTableContext } from './routeTable';
import { href, MAIN } from '../shared/paths';
import { RequireAccess } from './guards';
import { PageErrorBoundary } from './PageErrorBoundary';
import { CHUNK_LOAD_TIMEOUT_MS, loadWithin } from './chunkTimeout';
import { PageSpinner, Screen } from './PageSpinner';
import { PageTitle } from '../shared/PageTitle';

const pages = new Map<AppRoute, LazyExoticComponent<ComponentType>>();
function pageOf(route: AppRoute) {
  let page = pages.get(route);
  if (!page) pages.set(route, (page = lazy(() => loadWithin(route.lazy(), CHUNK_LOAD_TIMEOUT_MS))));
  return page;
}

/**
 * Starts downloading the chunk of the page at `pathname` (under /main) now, while THE client, the shell and `me`
 * load, instead of after them (the Lighthouse waterfall, docs/performance.md); the page's lazy() finds it loaded.
 */
export function preloadPage(pathname: string, table: readonly AppRoute[] = appRoutes): void {
  const match = matchRoutes(
    table.map((route) => ({ path: `${MAIN}/${route.path}`, route })),
    pathname,
  )?.[0];
  void match?.route.route.lazy().catch(() => undefined);
}

/**
 * A page while its code loads: the one loading indicator, inside the page's card under the page's heading when the
 * route names it (`title`), so the heading is on screen with the shell rather than after the page's code arrives.
 */
function PageScreen({ title, children }: { title?: string; children: ReactNode }) {
  const card = title ? (
    <Card title={<PageTitle>{title}</PageTitle>}>
      <PageSpinner />
    </Card>
  ) : undefined;
  return <Screen fallback={card}>{children}</Screen>;
}

/** The routes under /main (relative): the shell around every page of `table`. */
export function mainRoutes(table: readonly AppRoute[]): RouteObject[] {
  return [
    {
      element: <Shell />,
      children: [
        { index: true, element: <Navigate to={href('home')} replace /> },
        ...table.map((route): RouteObject => {
          const Page = pageOf(route);
          return {
            path: route.path,
            element: (
              <RequireAccess access={route.access}>
                <PageErrorBoundary key={route.path}>
                  <PageScreen title={route.title}>
                    <Page />
                  </PageScreen>
                </PageErrorBoundary>
              </RequireAccess>
            ),
          };
        }),
        { path: '*', element: <Navigate to={MAIN} replace /> },
      ],
    },
  ];
}

/** `table` replaces the route table (tests use their own pages). */
export function SignedIn({ table = appRoutes }: { table?: readonly AppRoute[] }) {
  const client = useAppClient();
  const routes = useRoutes(useMemo(() => mainRoutes(table), [table]));
  // A test's table still falls in the app's menu groups (their labels, icons and order).
  const routeTable = useMemo(() => ({ routes: table, groups: menuGroups }), [table]);
  if (!client) return <PageSpinner />;
  return (
    <ApolloProvider client={client}>
      <RouteTableContext.Provider value={routeTable}>{routes}</RouteTableContext.Provider>
    </ApolloProvider>
  );
}
