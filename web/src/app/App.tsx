/**
 * The application: theme and the router. `createAppRoutes()` is the public route tree, rendered by <AppRoutes/>
 * inside a BrowserRouter (tests use a MemoryRouter around the same component):
 *   /            welcome (public)        /login   sign in (public)
 *   /forgot-password, /set-password?token=   password links (public; mail extension)
 *   /register    a company registers on its own subdomain (public; companies extension)
 *   /main/*      the signed-in area (SignedIn.tsx): THE Apollo client, the shell and every page of the route table
 *   anything else -> /main (signed-in) or /login (signed-out), via the guards
 */
import { lazy, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import type { AppRoute } from './routeTypes';
import { PublicOnly, RequireAuth } from './guards';
import { Screen } from './PageSpinner';
import { ThemeRoot } from './ThemeRoot';
import { setNavigator } from '../shared/navigation';
import { isLoginDocument } from './prerendered';
import { MAIN } from '../shared/paths';

/**
 * Everything but the router and antd's core loads on demand, so `/login` never downloads Apollo Client, the route
 * table, the shell (menu, header, colour pickers) or a page's tables and date pickers: see the bundle budget test
 * (tests/e2e/bundle-budget). The signed-in area (SignedIn.tsx) brings them after sign-in.
 */
const named = <K extends string>(load: () => Promise<Record<K, ComponentType<never>>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] as ComponentType<{ table?: readonly AppRoute[] }> })));
const WelcomePage = named(() => import('../features/auth/WelcomePage'), 'WelcomePage');
const LoginPage = named(() => import('../features/auth/LoginPage'), 'LoginPage');
const ForgotPasswordPage = named(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage');
const SetPasswordPage = named(() => import('../features/auth/SetPasswordPage'), 'SetPasswordPage');
const RegisterCompanyPage = named(() => import('../features/companies/RegisterCompanyPage'), 'RegisterCompanyPage');
const SignedIn = named(() => import('./SignedIn'), 'SignedIn');

/** `table` replaces the route table of the signed-in area (tests use their own pages). */
export function createAppRoutes(table?: readonly AppRoute[]): RouteObject[] {
  return [
    {
      path: '/',
      element: (
        <PublicOnly>
          <Screen>
            <WelcomePage />
          </Screen>
        </PublicOnly>
      ),
    },
    {
      path: '/login',
      element: (
        <PublicOnly>
          <Screen>
            <LoginPage />
          </Screen>
        </PublicOnly>
      ),
    },
    {
      path: '/forgot-password',
      element: (
        <PublicOnly>
          <Screen>
            <ForgotPasswordPage />
          </Screen>
        </PublicOnly>
      ),
    },
    {
      path: '/set-password',
      element: (
        <PublicOnly>
          <Screen>
            <SetPasswordPage />
          </Screen>
        </PublicOnly>
      ),
    },
    {
      path: '/register',
      element: (
        <PublicOnly>
          <Screen>
            <RegisterCompanyPage />
          </Screen>
        </PublicOnly>
      ),
    },
    {
      path: `${MAIN}/*`,
      element: (
        <RequireAuth>
          <Screen>
            <SignedIn table={table} />
          </Screen>
        </RequireAuth>
      ),
    },
    {
      path: '*',
      element: (
        <RequireAuth>
          <Navigate to={MAIN} replace />
        </RequireAuth>
      ),
    },
  ];
}

/**
 * Renders the route tree; `table` lets tests use their own pages. Leaving /login in the document served for it
 * (signing in, or a link) loads the new address afresh instead: that document has only the sign-in screen's styles.
 */
export function AppRoutes({ table }: { table?: readonly AppRoute[] }) {
  const routes = useRoutes(useMemo(() => createAppRoutes(table), [table]));
  const reload = useLocation().pathname !== '/login' && isLoginDocument();
  useEffect(() => {
    if (reload) window.location.reload();
  }, [reload]);
  return reload ? null : routes;
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

/** `Router` lets the build prerender /login (web/build/prerenderLogin.ts) with a router that needs no browser. */
export function App({ Router = BrowserRouter }: { Router?: ComponentType<{ children: ReactNode }> }) {
  return (
    <ThemeRoot>
      <Router>
        <NavigationBridge />
        <AppRoutes />
      </Router>
    </ThemeRoot>
  );
}
