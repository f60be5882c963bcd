/**
 * Every shared state alive in this process (normally one; tests run several gateways side by side), so the
 * module-level helpers (`clearCurrentUserCache`, `revokeToken`, `isRevoked`, `invalidateReferenceData`) reach whichever a gateway uses.
 */
import type { CurrentUserCache } from '../currentUser';
import type { ReferenceCache } from './reference';
import type { RevokedSessions } from './sessions';

export interface RegisteredState {
  users: CurrentUserCache;
  sessions: RevokedSessions;
  reference: ReferenceCache;
}

export const liveStates = new Set<RegisteredState>();
