/**
 * The per-request GraphQL context: the REST client (caller's token + permission header), the current
 * user (looked up once per token, cached briefly across requests), their roles, and per-request DataLoaders.
 */
import { randomUUID } from 'node:crypto';
import type DataLoader from 'dataloader';
import { deriveRoles, type Roles } from './access/roles';
import { loadCurrentUser, primeCurrentUser, type CurrentUser } from './currentUser';
import { unauthenticated } from './errors';
import { RestClient } from './rest/client';

export type { CurrentUser } from './currentUser';

export interface Context {
  /** The caller's REST client; `rest.callCount` counts upstream calls of this request. */
  rest: RestClient;
  /** The bearer token of this request (null when signed out). */
  readonly token: string | null;
  /** The request id (ops/requestId.ts): logs, the upstream's X-Request-Id, errors' extensions.requestId. */
  readonly requestId: string;
  /** The signed-in user (with manager); throws UNAUTHENTICATED when signed out or the token is dead. */
  currentUser(): Promise<CurrentUser>;
  /** SPEC §6 role flags of the current user (throws like currentUser). */
  roles(): Promise<Roles>;
  /** Per-request DataLoader instances, created lazily by `defineLoader` getters. */
  loaders: Map<unknown, DataLoader<unknown, unknown>>;
  /** Switches this request to a fresh token (used by `login`), optionally with the user it belongs to. */
  signIn(token: string, user?: CurrentUser): void;
}

export interface ContextOptions {
  upstreamUrl: string;
  /** This request's id; a new one when omitted (tests). */
  requestId?: string;
  /** Raw `Authorization` header value (`Bearer <token>`) or a bare token. */
  authorization?: string | null;
  /** Raw `X-Permission` header value. */
  permission?: string | null;
}

/** `Bearer abc` -> `abc`; empty -> null. */
export function tokenFromHeader(header: string | null | undefined): string | null {
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token || null;
}

export function createContext(options: ContextOptions): Context {
  const requestId = options.requestId ?? randomUUID();
  const rest = new RestClient({
    baseUrl: options.upstreamUrl,
    requestId,
    token: tokenFromHeader(options.authorization),
    permission: options.permission || null,
  });
  let user: Promise<CurrentUser> | undefined;
  let roles: Promise<Roles> | undefined;
  const context: Context = {
    rest,
    requestId,
    get token() {
      return rest.token;
    },
    currentUser() {
      if (!rest.token) return Promise.reject(unauthenticated());
      user ??= loadCurrentUser(rest);
      return user;
    },
    roles() {
      roles ??= context.currentUser().then(deriveRoles);
      return roles;
    },
    loaders: new Map(),
    signIn(token: string, signedIn?: CurrentUser) {
      rest.setToken(token);
      if (signedIn) primeCurrentUser(token, signedIn);
      user = signedIn ? Promise.resolve(signedIn) : undefined;
      roles = undefined;
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
