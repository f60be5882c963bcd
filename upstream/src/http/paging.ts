/**
 * Paged lists `{ items, count }` (ARCHITECTURE "REST conventions"). Sorting is whitelisted so `sort_by` can never
 * inject SQL; `page`/`limit` are optional (both omitted => every row, the web's page size -1).
 *
 *   const f = new Filters();
 *   if (q.department_id) f.add(`e.department_id = ${f.param(Number(q.department_id))}`);
 *   return paged(db, { select: 'e.*', from: 'employees e', where: f.where, params: f.params,
 *                      sortable: { name: 'e.name', RES_ID: 'e."RES_ID"' }, defaultSort: 'name' }, request.query);
 */
import type { Db } from '../db';
import { HttpError } from './errors';

export interface Page<T> {
  items: T[];
  count: number;
}

export type SortDir = 'asc' | 'desc';

export interface PageQuery {
  sort_by?: string;
  sort_dir?: SortDir;
  /** 1-based; undefined when the caller wants every row. */
  page?: number;
  limit?: number;
}

export interface PagedSpec {
  /** Column list, e.g. `e.*, d.department_name`. */
  select: string;
  /** FROM clause body including joins, e.g. `employees e LEFT JOIN departments d ON d.id = e.department_id`. */
  from: string;
  /** Conditions joined with AND (a string is used as is). */
  where?: string | string[];
  /** Values for `$1..$n` used in `where`. */
  params?: unknown[];
  /** Allowed `sort_by` keys: a list of plain column names, or key -> SQL expression. */
  sortable: readonly string[] | Record<string, string>;
  /** Sort key (from `sortable`) when none is asked for; append ` desc` to reverse, e.g. `'date desc'`. */
  defaultSort?: string;
  /** Expression appended last to the ORDER BY so equal sort values page deterministically (e.g. `e.id`). */
  tiebreak?: string;
  /** GROUP BY clause body when `select` aggregates. */
  groupBy?: string;
  /**
   * A lighter FROM for the count: only the joins `where` needs. Joins that cannot change the number of rows (a LEFT
   * JOIN on a key, a JOIN along a foreign key) still cost planning time, which dominates small pages on PGlite.
   */
  countFrom?: string;
}

function positiveInt(raw: unknown, field: string): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n)) {
    throw new HttpError(400, `${field} must be a whole number`, [{ field, message: `${field} must be a whole number` }]);
  }
  return n;
}

/** Reads and checks `sort_by`, `sort_dir`, `page`, `limit` from a query string object. `limit=-1` means all. */
export function parsePageQuery(query: unknown): PageQuery {
  const q = (query ?? {}) as Record<string, unknown>;
  const out: PageQuery = {};
  if (typeof q.sort_by === 'string' && q.sort_by !== '') out.sort_by = q.sort_by;
  if (q.sort_dir !== undefined && q.sort_dir !== '') {
    const dir = String(q.sort_dir).toLowerCase();
    if (dir !== 'asc' && dir !== 'desc') {
      throw new HttpError(400, 'sort_dir must be asc or desc', [{ field: 'sort_dir', message: 'sort_dir must be asc or desc' }]);
    }
    out.sort_dir = dir;
  }
  const limit = positiveInt(q.limit, 'limit');
  const page = positiveInt(q.page, 'page');
  if (limit !== undefined && limit !== -1) {
    if (limit < 1) throw new HttpError(400, 'limit must be at least 1', [{ field: 'limit', message: 'limit must be at least 1' }]);
    out.limit = limit;
    out.page = page ?? 1;
    if (out.page < 1) throw new HttpError(400, 'page must be at least 1', [{ field: 'page', message: 'page must be at least 1' }]);
  }
  return out;
}

function sortExpression(spec: PagedSpec, key: string): string | undefined {
  if (Array.isArray(spec.sortable)) return spec.sortable.includes(key) ? `"${key}"` : undefined;
  const map = spec.sortable as Record<string, string>;
  return Object.prototype.hasOwnProperty.call(map, key) ? map[key] : undefined;
}

/** Builds the ORDER BY body for a checked query; exported for lists that page by hand. */
export function orderBy(spec: PagedSpec, pq: PageQuery): string {
  const parts: string[] = [];
  if (pq.sort_by) {
    const expr = sortExpression(spec, pq.sort_by);
    if (!expr) {
      const keys = Array.isArray(spec.sortable) ? spec.sortable : Object.keys(spec.sortable);
      const message = `sort_by must be one of: ${keys.join(', ')}`;
      throw new HttpError(400, message, [{ field: 'sort_by', message }]);
    }
    parts.push(`${expr} ${pq.sort_dir === 'desc' ? 'DESC' : 'ASC'} NULLS LAST`);
  } else if (spec.defaultSort) {
    const [key, dir] = spec.defaultSort.trim().split(/\s+/);
    const expr = sortExpression(spec, key);
    if (!expr) throw new Error(`defaultSort ${key} is not in sortable`);
    const d = (pq.sort_dir ?? dir ?? 'asc').toLowerCase() === 'desc' ? 'DESC' : 'ASC';
    parts.push(`${expr} ${d} NULLS LAST`);
  }
  if (spec.tiebreak) parts.push(spec.tiebreak);
  return parts.join(', ');
}

/** Runs the count and the page queries and answers `{ items, count }`. */
export async function paged<T = Record<string, unknown>>(db: Db, spec: PagedSpec, query: unknown): Promise<Page<T>> {
  const pq = parsePageQuery(query);
  const params = spec.params ?? [];
  const conditions = Array.isArray(spec.where) ? spec.where.filter(Boolean) : spec.where ? [spec.where] : [];
  const where = conditions.length ? ` WHERE ${conditions.map((c) => `(${c})`).join(' AND ')}` : '';
  const group = spec.groupBy ? ` GROUP BY ${spec.groupBy}` : '';
  const order = orderBy(spec, pq);
  let sql = `SELECT ${spec.select} FROM ${spec.from}${where}${group}${order ? ` ORDER BY ${order}` : ''}`;
  const pageParams = [...params];
  if (pq.limit !== undefined) {
    pageParams.push(pq.limit, pageOffset(pq));
    sql += ` LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
  }
  const from = spec.countFrom ?? spec.from;
  const countSql = spec.groupBy
    ? `SELECT count(*)::int AS count FROM (SELECT 1 FROM ${from}${where}${group}) AS grouped`
    : `SELECT count(*)::int AS count FROM ${from}${where}`;
  const items = (await db.query<T>(sql, pageParams)).rows;
  const count = await pageCount(pq, items.length, async () => (await db.query<{ count: number }>(countSql, params)).rows[0].count);
  return { items, count };
}

/** The OFFSET of a checked page query (0 without a page size). */
export const pageOffset = (pq: PageQuery) => ((pq.page ?? 1) - 1) * (pq.limit ?? 0);

/**
 * How many rows match, for a page of `length` rows: without a page size every row is already here; a page that is not
 * full is the last one, so the count is known too (one query less per request); only a full or empty page past the
 * first needs `countAll`.
 */
export async function pageCount(pq: PageQuery, length: number, countAll: () => Promise<number>): Promise<number> {
  const offset = pageOffset(pq);
  const known = pq.limit === undefined || (length < pq.limit && (length > 0 || offset === 0));
  return known ? offset + length : countAll();
}

/** Collects WHERE conditions and their numbered parameters for `paged` (or any hand-written query). */
export class Filters {
  readonly where: string[] = [];
  readonly params: unknown[] = [];

  /** Adds a value and returns its placeholder (`$n`) to embed in a condition. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** Adds one condition (ANDed with the others). */
  add(condition: string): this {
    this.where.push(condition);
    return this;
  }
}
