/**
 * Which company a statement runs for. A request names its company (hook.ts) and runs inside `withCompany`; both
 * drivers read the context of every statement and run it in a transaction that first sets `app.company` (what the
 * row-level policies compare company_id with) and, for requests, the role APP_ROLE, which the policies bind (no
 * SUPERUSER, no BYPASSRLS). Outside any context (migrations, the seed, due jobs) SQL runs as the owner.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** The role request SQL runs as (created by the companies migration). */
export const APP_ROLE = 'hr_app';
/** The demo company: what a request naming no company is for, and what existing rows belonged to. */
export const DEFAULT_COMPANY_ID = 1;

export interface CompanyContext {
  /** companies.id */
  id: number;
  /** `app`: the statement runs as APP_ROLE, sealed by the policies; `owner`: as the connecting role (seeding a company). */
  role: 'app' | 'owner';
  /** Who the statement runs for, as JSON (audit/actor.ts): the audit trail's triggers read it from `app.actor`. */
  actor?: string;
}

const storage = new AsyncLocalStorage<CompanyContext>();

/** Runs `fn` (and everything it awaits) for company `id`. */
export function withCompany<T>(id: number, fn: () => T, role: CompanyContext['role'] = 'app', actor?: string): T {
  return storage.run({ id, role, actor }, fn);
}

/** A text as a SQL string literal (standard_conforming_strings: only quotes are doubled). */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The context of the running code, or undefined outside any (start-up, due jobs). */
export const companyContext = (): CompanyContext | undefined => storage.getStore();

/** The running code's company: the context's, else the default company. */
export const currentCompanyId = (): number => storage.getStore()?.id ?? DEFAULT_COMPANY_ID;

/**
 * The statement that opens a company's transaction, or null outside any context. The id is an integer the
 * upstream itself read from the companies table, so it is written into the text (a simple-query prelude takes no
 * parameters); set_config(..., true) lasts until the transaction ends, so nothing leaks to the connection's next user.
 */
export function contextPrelude(context = storage.getStore()): string | null {
  if (!context) return null;
  if (!Number.isSafeInteger(context.id)) throw new Error(`Bad company id ${String(context.id)}`);
  const role = context.role === 'app' ? `, set_config('role', '${APP_ROLE}', true)` : '';
  const actor = context.actor ? `, set_config('app.actor', ${literal(context.actor)}, true)` : '';
  return `SELECT set_config('app.company', '${context.id}', true)${role}${actor}`;
}

/**
 * For a driver that keeps the company on a pooled connection (drivers/postgres.ts): what the running context needs the
 * connection to hold (`key`, equal for equal needs) and the statement that sets it for the session, whatever it held:
 * outside any context the owner with no company, so a connection never carries a company into the owner's work.
 * `null` names that owner's session (what a new connection holds), whatever context the caller runs in.
 */
export function sessionSetting(context: CompanyContext | null = storage.getStore() ?? null): { key: string; sql: string } {
  if (context && !Number.isSafeInteger(context.id)) throw new Error(`Bad company id ${String(context.id)}`);
  const company = context ? String(context.id) : '';
  const role = context?.role === 'app' ? APP_ROLE : 'none';
  // The actor is set (or cleared) with the company, so a session never lends one request's actor to another's rows.
  const actor = context?.actor ?? '';
  return {
    key: `${role}:${company}:${actor}`,
    sql: `SELECT set_config('app.company', '${company}', false), set_config('role', '${role}', false), set_config('app.actor', ${literal(actor)}, false)`,
  };
}
