/**
 * The upstream query of a filtered list, built once: the paging arguments as `pageQuery` words them, every other
 * argument a filter under its own name (the REST client snake-cases keys). A blank filter (null, undefined, '') is
 * left out, so "no filter" is simply absent rather than an empty value the upstream would have to read.
 *
 *   ctx.rest.get('/kudos', { query: filterQuery(args) });
 *   ctx.rest.get('/goals', { query: filterQuery(args, { team: args.team ? 'true' : undefined }) });
 */
import { pageQuery, type PageArgs, type PageQuery } from '../common/paging';

/**
 * The query `filterQuery(args, overrides)` builds, typed: the client checks its keys against the list's contract, so an
 * argument renamed on one side (or a filter the upstream does not take) fails the type-check.
 */
export type FilterQuery<A, O> = PageQuery & { [K in Exclude<keyof A, keyof PageArgs>]?: NonNullable<A[K]> } & { [K in keyof O]?: NonNullable<O[K]> };

export function filterQuery<A extends Partial<PageArgs>, O extends object = Record<never, never>>(args: A, overrides?: O): FilterQuery<A, O> {
  const { page, limit, sortBy, sortDir, ...filters } = args;
  const query: Record<string, unknown> = { ...pageQuery({ page, limit, sortBy, sortDir }) };
  for (const [key, value] of Object.entries({ ...filters, ...overrides })) {
    if (value !== null && value !== undefined && value !== '') query[key] = value;
  }
  // Built key by key from `args` and `overrides` above; the type says which keys it may hold.
  return query as FilterQuery<A, O>;
}
