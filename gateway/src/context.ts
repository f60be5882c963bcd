/**
 * The per-request GraphQL context: the REST client (caller's token + permission header), the current
 * user (looked up once per token, cached briefly across requests in the shared state, refused when the token
 * was revoked), their roles, and per-request DataLoaders.
 */
import { randomUUID } from 'node:crypto';
import type DataLoader from 'dataloader';
import { deriveRoles, type Roles } from './access/roles';
import type { CurrentUser } from './currentUser';
import { unauthenticated } from './errors';
import { RestClient } from './rest/client';
import type { ReferenceCache } from './state/reference';
import type { SignInThrottle } from './state/signInThrottle';
import { sharedStateFromEnv, type SharedState } from './state/shared';

export type { CurrentUser } from './currentUser';

export interface Context {
  /**
   * The caller's REST client; `rest.callCount` counts upstream calls of this request, `rest.token` is its bearer token
   * (null when signed out). The token is read there, never copied onto the context: Apollo hands resolvers a shallow
   * copy of the context made before `login` switches the token, so a copied value (a getter included) went stale.
   */
  rest: RestClient;
  /** The request id (ops/requestId.ts): logs, the upstream's X-Request-Id, errors' extensions.requestId. */
  readonly requestId: string;
  /** The signed-in user (with manager); throws UNAUTHENTICATED when signed out or the token is dead. */
  currentUser(): Promise<CurrentUser>;
  /** SPEC §6 role flags of the current user (throws like currentUser). */
  roles(): Promise<Roles>;
  /** Per-request DataLoader instances, created lazily by `defineLoader` getters. */
  loaders: Map<unknown, DataLoader<unknown, unknown>>;
  /** Reference data every caller sees alike, shared across requests for a few seconds (read it through kit/reference.ts). */
  readonly reference: ReferenceCache;
  /** Failed sign-ins per account and address, shared by the replicas. */
  readonly signIns: SignInThrottle;
  /** The caller's network address (ops/clientAddress.ts); null when unknown (tests). */
  readonly clientAddress: string | null;
  /**
   * Switches this request to a fresh token (used by `login`), optionally with the user it belongs to, whom it
   * stores in the shared user cache; resolves once stored so the next request, on any replica, finds it.
   */
  signIn(token: string, user?: CurrentUser): Promise<void>;
}

export interface ContextOptions {
  upstreamUrl: string;
  /** This request's id; a new one when omitted (tests). */
  requestId?: string;
  /** Raw `Authorization` header value (`Bearer <token>`). */
  authorization?: string | null;
  /** Raw `X-Permission` header value. */
  permission?: string | null;
  /** The company's subdomain (ops/company.ts); null or absent: the upstream's default company. */
  company?: string | null;
  /** User cache and revoked sessions (default: this process's, see state/shared.ts). */
  state?: SharedState;
  clientAddress?: string | null;
}

/** `Bearer abc` -> `abc`; empty or any other scheme (a bare token included) -> null, i.e. signed out. */
export function tokenFromHeader(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

export function createContext(options: ContextOptions): Context {
  const requestId = options.requestId ?? randomUUID();
  const rest = new RestClient({
    baseUrl: options.upstreamUrl,
    requestId,
    token: tokenFromHeader(options.authorization),
    permission: options.permission || null,
    company: options.company || null,
  });
  const state = options.state ?? sharedStateFromEnv();
  let user: Promise<CurrentUser> | undefined;
  let roles: Promise<Roles> | undefined;
  const context: Context = {
    rest,
    requestId,
    currentUser() {
      if (!rest.token) return Promise.reject(unauthenticated());
      user ??= state.currentUser(rest, unauthenticated);
      return user;
    },
    roles() {
      roles ??= context.currentUser().then(deriveRoles);
      return roles;
    },
    loaders: new Map(),
    reference: state.reference,
    signIns: state.signIns,
    clientAddress: options.clientAddress ?? null,
    signIn(token: string, signedIn?: CurrentUser) {
      rest.setToken(token);
      user = signedIn ? Promise.resolve(signedIn) : undefined;
      roles = undefined;
      return signedIn ? state.users.prime(token, signedIn, rest.company) : Promise.resolve();
    },
  };
  return context;
}

/**
 * Declares a per-request DataLoader: `export const employeeLoader = defineLoader((ctx) => new DataLoader(...))`,
 * then `employeeLoader(ctx).load(id)` in a field resolver. One instance per request, created on first use.
 */
export function defineLoader<K, V, C = K>(create: (ctx: Context) => DataLoader<K, V, C>): (ctx: Context) => DataLoader<K, V, C> {
  const id = Symbol('loader');
  return (ctx) => {
    let loader = ctx.loaders.get(id) as DataLoader<K, V, C> | undefined;
    if (!loader) {
      loader = create(ctx);
      ctx.loaders.set(id, loader as unknown as DataLoader<unknown, unknown>);
    }
    return loader;
  };
}
