/**
 * seed:large: grows the migrated, seeded demo company to `people` people with a year of history, each domain's part
 * (`src/<d>/largeSeed.ts`) in the order below (a part comes after those whose rows it reads). Runs as the demo
 * company (its rows only, as a request would see them), in one transaction: a failed run leaves the demo company as
 * it was. A company already grown is left alone (app_settings `large_seed`).
 */
import type { Db, Queryable } from '../db';
import { APP_ROLE, DEFAULT_COMPANY_ID, withCompany } from '../companies/context';
import { largeSeed as people } from '../people/largeSeed';
import { largeSeed as headcount } from '../headcount/largeSeed';
import { largeSeed as documents } from '../documents/largeSeed';
import { largeSeed as shuffle } from '../shuffle/largeSeed';
import { largeSeed as leave } from '../leave/largeSeed';
import { largeSeed as attendance } from '../attendance/largeSeed';
import { largeSeed as pay } from '../pay/largeSeed';
import { largeSeed as actions } from '../actions/largeSeed';
import { largeSeed as attrition } from '../attrition/largeSeed';
import { largeSeed as goals } from '../goals/largeSeed';
import { largeSeed as kudos } from '../kudos/largeSeed';
import { largeSeed as recruitment } from '../recruitment/largeSeed';
import { addDays, type LargeSeedOptions, type LargeSeedPart } from './kit';

export const LARGE_SEED_PARTS: readonly LargeSeedPart[] = [
  people,
  headcount,
  documents,
  shuffle,
  leave,
  attendance,
  pay,
  actions,
  attrition,
  goals,
  kudos,
  recruitment,
];

export interface LargeSeedReport {
  /** Rows made, by table. */
  made: Record<string, number>;
  /** Seconds each part took. */
  seconds: Record<string, number>;
  /** False when the company had been grown already. */
  grown: boolean;
}

/** The tables of the schema the app's tables live in, as an ANALYZE list. */
async function ownTables(tx: Queryable): Promise<string> {
  const { rows } = await tx.query<{ list: string }>(
    `SELECT string_agg(quote_ident(relname), ', ' ORDER BY relname) AS list FROM pg_class
      WHERE relnamespace = current_schema()::regnamespace AND relkind IN ('r', 'p')`,
  );
  return rows[0].list;
}

export async function seedLarge(db: Db, options: LargeSeedOptions, log: (line: string) => void = () => {}): Promise<LargeSeedReport> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(options.today)) throw new Error(`today must be YYYY-MM-DD, not ${options.today}`);
  if (!Number.isSafeInteger(options.people) || options.people < 1) throw new Error(`people must be a positive integer`);
  const ctx = { ...options, from: addDays(options.today, -365), to: addDays(options.today, -1) };
  return withCompany(DEFAULT_COMPANY_ID, () =>
    db.transaction(async (tx) => {
      const report: LargeSeedReport = { made: {}, seconds: {}, grown: false };
      const done = await tx.query(`SELECT value FROM app_settings WHERE key = 'large_seed'`);
      if (done.rows.length > 0) {
        log(`already grown: ${String(done.rows[0].value)}`);
        return report;
      }
      for (const part of LARGE_SEED_PARTS) {
        const started = performance.now();
        const made = await part.run({ ...ctx, db: tx });
        report.seconds[part.domain] = Math.round(performance.now() - started) / 1000;
        Object.assign(report.made, made);
        // Fresh statistics for the next part's plans (rows written in this transaction are not analysed yet); as the
        // connecting owner, since the request role may not analyse. The schema's tables by name: a bare ANALYZE also
        // takes the server-wide catalogs (pg_authid...), whose lock it holds to the end of this transaction, so two
        // databases growing on one server waited for each other.
        await tx.query(`SELECT set_config('role', 'none', true)`);
        await tx.exec(`ANALYZE ${await ownTables(tx)}`);
        await tx.query(`SELECT set_config('role', $1, true)`, [APP_ROLE]);
        log(`${part.domain}: ${JSON.stringify(made)} in ${report.seconds[part.domain]} s`);
      }
      await tx.query(`INSERT INTO app_settings (key, value) VALUES ('large_seed', $1)`, [JSON.stringify(options)]);
      report.grown = true;
      return report;
    }),
  );
}
