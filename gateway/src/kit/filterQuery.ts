/**
 * The upstream query of a filtered list, built once: the paging arguments as `pageQuery` words them, every other
 * argument a filter under its own name (the REST client snake-cases keys). A blank filter (null, undefined, '') is
 * left out, so "no filter" is simply absent rather than an empty value the upstream would have to read.
 *
 *   ctx.rest.get('/kudos', { query: filterQuery(args) });
 *   ctx.rest.get('/goals', { query: filterQuery(args, { team: args.team ? 'true' : undefined }) });
 */
import { pageQuery, type PageArgs } from '../common/paging';

export function filterQuery<A extends Partial<PageArgs>>(args: A, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { page, limit, sortBy, sortDir, ...filters } = args;
  const query: Record<string, unknown> = pageQuery({ page, limit, sortBy, sortDir });
  for (const [key, value] of Object.entries({ ...filters, ...overrides })) {
    if (value !== null && value !== undefined && value !== '') query[key] = value;
  }
  return query;
}
