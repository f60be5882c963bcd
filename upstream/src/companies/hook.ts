/**
 * Which company a request is for: the `X-Company` header names its subdomain (the gateway sends the one of the host
 * it was reached on); absent or empty, the default company, so a client that names none (the SPEC §7 backend's
 * single company, every existing caller) keeps working. An unknown subdomain answers 404. Everything the request then
 * runs (hooks, handler, its statements) runs inside `withCompany` (context.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { HttpError } from '../http/errors';
import type { ExtensionParam } from '../http/extensionRules';
import { DEFAULT_COMPANY_ID, withCompany } from './context';
import { actorOf } from '../audit/actor';

export const COMPANY_HEADER = 'x-company';

/** The X-Company header as the OpenAPI document marks it on every route (http/schema.ts). */
export const COMPANY_HEADERS: Readonly<Record<string, ExtensionParam>> = {
  [COMPANY_HEADER]: {
    reason:
      "The company's subdomain (companies.subdomain): the request reads and writes that company's rows only. " +
      'Absent: the default company (the one a SPEC §7 backend serves); unknown: 404.',
  },
};

/** How long a subdomain's id is reused before it is read again (a company is rarely renamed, never re-numbered). */
const CACHE_MS = 60_000;

/** Subdomain -> company id, read from the companies table (global: no company needed to read it). */
export function companyLookup(db: Db) {
  const known = new Map<string, { id: number; at: number }>();
  return async (subdomain: string): Promise<number | null> => {
    const hit = known.get(subdomain);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.id;
    const { rows } = await db.query<{ id: number }>('SELECT id FROM companies WHERE lower(subdomain) = $1', [subdomain]);
    if (!rows[0]) return null;
    known.set(subdomain, { id: rows[0].id, at: Date.now() });
    return rows[0].id;
  };
}

export function registerCompanyHook(app: FastifyInstance): void {
  const lookup = companyLookup(app.db);
  app.decorateRequest('companyId', DEFAULT_COMPANY_ID);
  async function resolve(request: FastifyRequest): Promise<number> {
    const raw = request.headers[COMPANY_HEADER];
    const subdomain = (Array.isArray(raw) ? raw[0] : (raw ?? '')).trim().toLowerCase();
    if (!subdomain) return DEFAULT_COMPANY_ID;
    const id = await lookup(subdomain);
    if (id === null) throw new HttpError(404, `Company "${subdomain}" not found`);
    return id;
  }
  // Entered in onRequest (the auth hook runs in it) and again once the body is read: a body's stream events run
  // outside the context the request started in. The second, after the auth hook, also names the request's actor
  // (the audit trail's triggers read it).
  app.addHook('onRequest', (request, _reply, done) => {
    resolve(request).then(
      (id) => {
        request.companyId = id;
        withCompany(id, () => done());
      },
      (error: Error) => done(error),
    );
  });
  app.addHook('preValidation', (request, _reply, done) => {
    withCompany(request.companyId, () => done(), 'app', actorOf(request));
  });
}
