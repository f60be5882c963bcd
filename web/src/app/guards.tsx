/**
 * Route guards (SPEC §2/§6): signed-out visitors go to /login; signed-in visitors on / or /login go to /main;
 * a page whose access key the user lacks sends them to /main.
 */
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useSession } from '../shared/session';
import { canOpen } from './access';
import type { AccessKey } from './routeTypes';
import { PageSpinner } from './PageSpinner';
import { MAIN } from '../shared/paths';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { token } = useSession();
  return token ? <>{children}</> : <Navigate to="/login" replace />;
}

export function PublicOnly({ children }: { children: ReactNode }) {
  const { token } = useSession();
  return token ? <Navigate to={MAIN} replace /> : <>{children}</>;
}

export function RequireAccess({ access, children }: { access: AccessKey; children: ReactNode }) {
  const { user } = useSession();
  const { id } = useParams();
  if (access === 'SIGNED_IN') return <>{children}</>;
  // Until `me` is known (token without a stored user) the decision waits rather than bouncing the user.
  if (!user) return <PageSpinner />;
  return canOpen(user.access, access, { id, self: user.id }) ? <>{children}</> : <Navigate to={MAIN} replace />;
}
