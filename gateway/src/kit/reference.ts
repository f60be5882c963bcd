/**
 * Reads of reference data: upstream answers that are the same for every caller allowed to read them (leave types,
 * teams, departments, employment roles, statuses, action policies, holidays, attendance statuses, attrition types,
 * dialers, help desk links, the recruitment pass mark), served from the gateway's reference cache for a few seconds
 * (state/reference.ts: REFERENCE_CACHE_TTL_MS, dropped by any write through the gateway). Only for GETs whose upstream
 * answer does not depend on who asks: never a role-scoped or personal list. The resolver's access rule still runs
 * first, and field guards per caller on what the cache answers.
 *
 *   export const teamById = wholeList('/teams', toTeam, { shared: true });
 *   fetchPage(ctx, '/leave_types', pageQuery(args), toLeaveType, { shared: true });
 */
import type { Context } from '../context';
import type { GetAnswer, GetPath } from '../rest/typed';

export interface SharedReadOptions {
  query?: object;
  timeoutMs?: number;
}

/**
 * `GET path` through the reference cache. The caller must be signed in with a live session (the upstream would check
 * the token on a miss; a hit must not skip that), so the user is resolved first: once per request, usually cached.
 */
export async function sharedGet<T>(ctx: Context, path: string, options: SharedReadOptions = {}): Promise<T> {
  await ctx.currentUser();
  // Per company: each company's departments, leave types, ... are its own.
  const key = `${ctx.rest.company ?? ''}@${ctx.rest.baseUrl}${path} ${JSON.stringify(options.query ?? {})}`;
  return ctx.reference.read(key, () => ctx.rest.getUnchecked<T>(path, options));
}

/** A single (non-list) reference answer, typed by the contract like `ctx.rest.get` (e.g. a setting every reader sees alike). */
export const sharedAnswer = <P extends GetPath>(ctx: Context, path: P, options: SharedReadOptions = {}): Promise<GetAnswer<P>> =>
  sharedGet<GetAnswer<P>>(ctx, path, options);
