/**
 * Route guards (SPEC §2/§6): signed-out visitors go to /login (naming the /main page they asked for); signed-in visitors on / or /login go to /main;
 * a page whose access key the user lacks sends them to /main.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { endedBySigningOut, useSession } from '../shared/session';
import { canOpen } from './access';
import type { AccessKey } from './routeTypes';
import { PageSpinner } from './PageSpinner';
import { MAIN, afterSignIn, loginFor } from '../shared/paths';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const { pathname, search } = useLocation();
  return token ? <>{children}</> : <Navigate to={endedBySigningOut() ? '/login' : loginFor(pathname, search)} replace />;
}

export function PublicOnly({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const { search } = useLocation();
  return token ? <Navigate to={afterSignIn(search)} replace /> : <>{children}</>;
}

export function RequireAccess({ access, children }: { access: AccessKey; children: ReactNode }) {
  const { user } = useSession();
  const { id } = useParams();
  if (access === 'SIGNED_IN') return <>{children}</>;
  // Until `me` is known (token without a stored user) the decision waits rather than bouncing the user.
  if (!user) return <PageSpinner />;
  return canOpen(user.access, access, { id, self: user.id }) ? <>{children}</> : <Navigate to={MAIN} replace />;
}
