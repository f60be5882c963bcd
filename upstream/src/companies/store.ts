/** SQL of companies (a global table: every role reads it; row-level security does not apply). */
import type { Queryable } from '../db';

/** Whether a company already has this subdomain, in any letter case. */
export async function subdomainTaken(db: Pick<Queryable, 'query'>, subdomain: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM companies WHERE lower(subdomain) = lower($1)', [subdomain])).rows.length > 0;
}
