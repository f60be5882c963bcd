/**
 * SPEC §3's `fields` list query: `?fields=id,name,RES_ID` answers each item of a list (`{ items, count }`) with only
 * those keys, so a caller that needs a few columns of a long list does not carry the rest. Applied to every list's
 * answer as it leaves (after the route's own redaction, which may add keys back as null), so each list takes it
 * without code of its own. A name no item has is refused (400): a typo would otherwise answer empty items.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** The names of `fields` (comma list, spaces ignored), or null when not asked for. */
export function parseFields(raw: unknown): string[] | null {
  const value = Array.isArray(raw) ? raw.join(',') : raw;
  if (typeof value !== 'string') return null;
  const names = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return names.length ? [...new Set(names)] : null;
}

/** The list with each item cut to `names` (400 when an item lacks one of them). */
export function pickFields<T extends { items: unknown[] }>(list: T, names: readonly string[]): T {
  const items = list.items.map((item) => {
    if (!item || typeof item !== 'object') return item;
    const row = item as Record<string, unknown>;
    const unknown = names.filter((name) => !Object.prototype.hasOwnProperty.call(row, name));
    if (unknown.length) {
      const message = `fields: unknown field ${unknown.join(', ')}`;
      throw new HttpError(400, message, [{ field: 'fields', message }]);
    }
    return Object.fromEntries(names.map((name) => [name, row[name]]));
  });
  return { ...list, items };
}

const isList = (payload: unknown): payload is { items: unknown[] } =>
  Boolean(payload) && typeof payload === 'object' && Array.isArray((payload as { items?: unknown }).items);

export function registerFields(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode >= 300 || !isList(payload)) return payload;
    const names = parseFields((request.query as Record<string, unknown> | undefined)?.fields);
    return names ? pickFields(payload, names) : payload;
  });
}
