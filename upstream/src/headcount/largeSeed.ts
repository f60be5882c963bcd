/**
 * The large company's headcount records (seed:large): a details row for every generated person, made by the demo
 * seed's own statement (seed.ts, deterministic per employee id and "today"), so both sizes share one set of rules.
 */
import type { LargeSeedContext, LargeSeedPart } from '../largeSeed/kit';
import { seedHeadcount } from './seed';

async function run({ db, today }: LargeSeedContext) {
  const before = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM headcount_details')).rows[0].n;
  await seedHeadcount(db, new Date(`${today}T12:00:00Z`));
  const after = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM headcount_details')).rows[0].n;
  return { headcount_details: after - before };
}

export const largeSeed: LargeSeedPart = { domain: 'headcount', run };
