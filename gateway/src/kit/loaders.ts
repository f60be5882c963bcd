/**
 * THE two relation loaders every domain uses, created per request (so nothing role-scoped is shared between callers):
 *
 *   export const employeeById = batchById('/employees', 'ids', { query: { active: 'all' } });   // IdLoader<RowOf<'/employees'>>
 *   export const teamById = wholeList('/teams', toTeam);                                        // IdLoader<Team>
 *   ...
 *   employeeById(ctx).load(row.employeeId)      // null for an empty/unknown id, never one call per row
 *
 * Every loader is generic over the contract's path (rest/typed.ts): its rows are `RowOf<path>`, the camelCased item type
 * upstream/openapi.json declares for `GET path`, so a domain either uses them as they are or maps them to its GraphQL
 * class with one mapper (`toTeam`), never a cast.
 *
 * `batchById` asks for every id wanted in one tick with one `GET path?param=1,2,3` (chunks of 200); `wholeList`
 * fetches a small list once per request, whatever the number of keys or the depth they arrive at. When the upstream
 * ignores the batch parameter (a SPEC §7-only backend answers its whole list), the answer is still filtered by id,
 * and the process remembers it (capabilities.ts) so later batches read the whole list once per request instead.
 */
import DataLoader from 'dataloader';
import { defineLoader, type Context } from '../context';
import type { Page } from '../common/paging';
import type { GetAnswer, GetPath } from '../rest/typed';
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

/** Paths of the contract whose GET answers a page `{ items, count }` and takes no path parameter: what the loaders read. */
export type ListPath = {
  [P in GetPath]: P extends `${string}{${string}` ? never : GetAnswer<P> extends { items: readonly unknown[]; count: number } ? P : never;
}[GetPath];

/** One item of `GET path`, camelCased, as the contract declares it. */
export type RowOf<P extends ListPath> = GetAnswer<P> extends { items: readonly (infer R)[] } ? R : never;

/**
 * One page of `GET path`, typed by the contract. The only place the kit reads a computed path: the client's per-path
 * overload cannot resolve a generic `P`, so the answer is typed here once, from the same contract (`RowOf<P>`).
 */
const readPage = <P extends ListPath>(ctx: Context, path: P, query: object | undefined, timeoutMs?: number, shared?: boolean) =>
  shared ? sharedGet<Page<RowOf<P>>>(ctx, path, { query, timeoutMs }) : ctx.rest.getUnchecked<Page<RowOf<P>>>(path, { query, timeoutMs });

/** Default id of an item: its `id` (rows without one need `idOf`). */
const defaultKey = (item: unknown) => String((item as { id?: unknown }).id);

/** Rows kept as the contract has them (the loaders' default mapper). */
const asRow = <V>(row: unknown) => row as V;

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
export async function fetchAll<P extends ListPath, V>(ctx: Context, path: P, map: (row: RowOf<P>) => V, options: WholeListOptions<V> = {}): Promise<V[]> {
  const call = (query: object | undefined) => readPage(ctx, path, query, options.timeoutMs, options.shared);
  const first = await call(options.query);
  if (first.items.length >= first.count) return first.items.map(map);
  const { limit: _limit, ...filters } = (options.query ?? {}) as Record<string, unknown>;
  const pages = Array.from({ length: Math.ceil(first.count / WHOLE_PAGE_SIZE) }, (_, i) => call({ ...filters, page: i + 1, limit: WHOLE_PAGE_SIZE }));
  return (await Promise.all(pages)).flatMap((page) => page.items.map(map));
}

/** One page of `GET path` with its rows mapped (`shared`: reference data, from the reference cache). */
export async function fetchPage<P extends ListPath, V>(
  ctx: Context,
  path: P,
  query: object,
  map: (row: RowOf<P>) => V,
  options: { shared?: boolean } = {},
): Promise<Page<V>> {
  const page = await readPage(ctx, path, query, undefined, options.shared);
  return { items: page.items.map(map), count: page.count };
}

/** A small list fetched whole, once per request (`shared`: from the reference cache), answering any number of ids from it (rows as the contract has them, or mapped). */
export function wholeList<P extends ListPath, V = RowOf<P>>(path: P, map: (row: RowOf<P>) => V = asRow, options: WholeListOptions<V> = {}) {
  const idOf = options.idOf ?? defaultKey;
  return byId<V>((ctx) => new DataLoader<string, V | null>(async (ids) => pick(ids, index(await fetchAll(ctx, path, map, options), idOf))));
}

export interface BatchOptions<V> extends WholeListOptions<V> {
  maxBatchSize?: number;
}

/**
 * Items by id, every id of one tick in one `GET path?param=1,2,3` (falls back to the whole list, see above): rows as the
 * contract has them, or mapped by `options.map`.
 */
export function batchById<P extends ListPath, V = RowOf<P>>(path: P, param: string, options: BatchOptions<V> & { map?: (row: RowOf<P>) => V } = {}) {
  const map: (row: RowOf<P>) => V = options.map ?? asRow;
  const idOf = options.idOf ?? defaultKey;
  const extension: Extension = `GET ${path}?${param}`;
  return byId<V>(
    (ctx) =>
      new DataLoader<string, V | null>(
        async (ids) => {
          if (knownMissing(ctx, extension)) return pick(ids, index(await fetchAll(ctx, path, map, { timeoutMs: options.timeoutMs }), idOf));
          const query = { ...options.query, [param]: ids.join(',') };
          const items = (await readPage(ctx, path, query, options.timeoutMs)).items.map(map);
          const asked = new Set(ids);
          if (items.some((item) => !asked.has(idOf(item)))) markMissing(ctx, extension);
          return pick(ids, index(items, idOf));
        },
        { maxBatchSize: options.maxBatchSize ?? 200 },
      ),
  );
}
