/**
 * What each domain's large-company generator part (`src/<d>/largeSeed.ts`, listed in largeSeed/run.ts) receives:
 * the size, a fixed "today" and the window of history, and the SQL helpers they share. Parts write set-based SQL
 * (`INSERT … SELECT generate_series`) naming their columns, and derive every value from ids and dates through `hash`,
 * so the same arguments make the same company.
 */
import type { Queryable } from '../db';

export interface LargeSeedOptions {
  /** How many people the company should have in all (the demo company's included). */
  people: number;
  /** The fixed "today" (YYYY-MM-DD) every date is relative to. */
  today: string;
}

export interface LargeSeedContext extends LargeSeedOptions {
  db: Queryable;
  /** First day of the year of history (today − 365 days). */
  from: string;
  /** Last day of history (yesterday). */
  to: string;
}

export interface LargeSeedPart {
  /** The domain's name (as in domains.ts). */
  domain: string;
  /** Generates the domain's rows; answers what it made, for the log (e.g. `{ attendances: 1500000 }`). */
  run(ctx: LargeSeedContext): Promise<Record<string, number>>;
}

/** The generated people: their RES ids have five digits (RES-10001...), the demo company's four. */
export const GENERATED = `"RES_ID" LIKE 'RES-_____'`;
/** Where the generated RES ids start. */
export const FIRST_RES = 10001;

/**
 * A deterministic pseudo-random number 0..999 from two integer SQL expressions (an id and a day number, say):
 * plain arithmetic, the same on every PostgreSQL and PGlite.
 */
export const hash = (a: string, b: string) => `(((${a})::bigint * 2654435761 + (${b})::bigint * 40503 + 12345) % 1000)`;

/** A date's day number (for `hash`). */
export const dayNo = (date: string) => `((${date})::date - date '2000-01-01')`;

export { addDays } from '../http/values';
