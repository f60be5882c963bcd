/**
 * THE two relation loaders every domain uses, created per request (so nothing role-scoped is shared between callers):
 *
 *   export const employeeById = batchById<EmployeeRecord>('/employees', 'ids', { query: { active: 'all' } });
 *   export const teamById = wholeList('/teams', toTeam);
 *   ...
 *   employeeById(ctx).load(row.employeeId)      // null for an empty/unknown id, never one call per row
 *
 * `batchById` asks for every id wanted in one tick with one `GET path?param=1,2,3` (chunks of 200); `wholeList`
 * fetches a small list once per request, whatever the number of keys or the depth they arrive at. When the upstream
 * ignores the batch parameter (a SPEC §7-only backend answers its whole list), the answer is still filtered by id,
 * and the process remembers it (capabilities.ts) so later batches read the whole list once per request instead.
 */
import DataLoader from 'dataloader';
import { defineLoader, type Context } from '../context';
import type { Page } from '../common/paging';
import { knownMissing, markMissing, type Extension } from './capabilities';
import { sharedGet } from './reference';

/** An id as links carry it (number or string, possibly empty). */
export type LinkId = string | number | null | undefined;

const validId = (id: LinkId): id is string | number => id !== null && id !== undefined && /^\d+$/.test(String(id)) && Number(id) > 0;

/** What a relation loader offers: null/empty/non-numeric ids resolve to null without a call; 7 and '7' share an entry. */
export interface IdLoader<V> {
  load(id: LinkId): Promise<V | null>;
  loadMany(ids: LinkId[]): Promise<(V | null)[]>;
  prime(id: LinkId, value: V): void;
}

/** Wraps a per-request DataLoader keyed by string ids into an `IdLoader`. */
export function byId<V>(create: (ctx: Context) => DataLoader<string, V | null>): (ctx: Context) => IdLoader<V> {
  const get = defineLoader(create);
  return (ctx) => ({
    load: (id) => (validId(id) ? get(ctx).load(String(id)) : Promise.resolve(null)),
    loadMany: (ids) => Promise.all(ids.map((id) => (validId(id) ? get(ctx).load(String(id)) : null))),
    prime: (id, value) => {
      if (validId(id)) get(ctx).prime(String(id), value);
    },
  });
}

type Row = Record<string, unknown>;
const defaultKey = (row: Row) => String(row.id);

/** Answers each id from a map, null when missing. */
const pick = <V>(ids: readonly string[], found: Map<string, V>) => ids.map((id) => found.get(id) ?? null);

/** Indexes rows by their id. */
const index = <V>(rows: V[], key: (row: V) => string) => new Map(rows.map((row) => [key(row), row]));

export interface WholeListOptions<V> {
  /** Query params of the list call (camelCase). */
  query?: object;
  /** Id of an item (default `String(item.id)`). */
  idOf?: (item: V) => string;
  timeoutMs?: number;
  /** Reference data every caller sees alike: answered from the gateway's reference cache (kit/reference.ts). */
  shared?: boolean;
}

/** Page size used when an upstream pages a list the gateway needs whole (it answered fewer items than `count`). */
export const WHOLE_PAGE_SIZE = 500;

/**
 * Every item of `GET path` (no paging asked). An upstream that pages anyway (a default page size, or a dropped
 * `limit=-1`) answers fewer items than its `count`: the rest is read in pages of WHOLE_PAGE_SIZE.
 */
// The request-scoped GET de-duplication (rest/client.ts) makes repeated whole reads with the same query free.
export async function fetchAll<V>(ctx: Context, path: string, map: (row: Row) => V, options: WholeListOptions<V> = {}): Promise<V[]> {
  const call = (query: object | undefined) =>
    options.shared ? sharedGet<Page<Row>>(ctx, path, { query, timeoutMs: options.timeoutMs }) : ctx.rest.get<Page<Row>>(path, { query, timeoutMs: options.timeoutMs });
  const first = await call(options.query);
  if (first.items.length >= first.count) return first.items.map(map);
  const { limit: _limit, ...filters } = (options.query ?? {}) as Record<string, unknown>;
  const pages = Array.from({ length: Math.ceil(first.count / WHOLE_PAGE_SIZE) }, (_, i) =>
    call({ ...filters, page: i + 1, limit: WHOLE_PAGE_SIZE }),
  );
  return (await Promise.all(pages)).flatMap((page) => page.items.map(map));
}

/** One page of `GET path` with its rows mapped (`shared`: reference data, from the reference cache). */
export async function fetchPage<V>(ctx: Context, path: string, query: object, map: (row: Row) => V, options: { shared?: boolean } = {}): Promise<Page<V>> {
  const page = await (options.shared ? sharedGet<Page<Row>>(ctx, path, { query }) : ctx.rest.get<Page<Row>>(path, { query }));
  return { items: page.items.map(map), count: page.count };
}

/** A small list fetched whole, once per request (`shared`: from the reference cache), answering any number of ids from it. */
export function wholeList<V>(path: string, map: (row: Row) => V = (row) => row as V, options: WholeListOptions<V> = {}) {
  const idOf = options.idOf ?? (defaultKey as unknown as (item: V) => string);
  return byId<V>((ctx) => new DataLoader<string, V | null>(async (ids) => pick(ids, index(await fetchAll(ctx, path, map, options), idOf))));
}

export interface BatchOptions<V> extends WholeListOptions<V> {
  maxBatchSize?: number;
}

/** Items by id, every id of one tick in one `GET path?param=1,2,3` (falls back to the whole list, see above). */
export function batchById<V>(path: string, param: string, options: BatchOptions<V> & { map?: (row: Row) => V } = {}) {
  const map = options.map ?? ((row: Row) => row as V);
  const idOf = options.idOf ?? (defaultKey as unknown as (item: V) => string);
  const extension: Extension = `GET ${path}?${param}`;
  return byId<V>(
    (ctx) =>
      new DataLoader<string, V | null>(
        async (ids) => {
          if (knownMissing(ctx, extension)) return pick(ids, index(await fetchAll(ctx, path, map, { timeoutMs: options.timeoutMs }), idOf));
          const query = { ...options.query, [param]: ids.join(',') };
          const items = (await ctx.rest.get<Page<Row>>(path, { query, timeoutMs: options.timeoutMs })).items.map(map);
          const asked = new Set(ids);
          if (items.some((item) => !asked.has(idOf(item)))) markMissing(ctx, extension);
          return pick(ids, index(items, idOf));
        },
        { maxBatchSize: options.maxBatchSize ?? 200 },
      ),
  );
}
