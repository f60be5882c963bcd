/**
 * npm run seed:large -- [--people N] [--database postgres://…/hr_large | --data-dir DIR] [--today YYYY-MM-DD]
 *
 * Migrates and seeds the demo company (as on a first start), then grows it to N people with a year of history
 * (upstream/src/largeSeed). Where: --database (else DATABASE_URL) for PostgreSQL, else --data-dir (else DATA_DIR,
 * else <repo>/.data-large) for PGlite. N defaults to 5,000 on PostgreSQL and 1,000 on PGlite (one WASM thread).
 * --today fixes the dates (default today), so two runs with the same arguments make the same company.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { prepareDb } from '../upstream/src/index';
import { seedLarge } from '../upstream/src/largeSeed/run';

const { values } = parseArgs({
  options: {
    people: { type: 'string' },
    database: { type: 'string' },
    'data-dir': { type: 'string' },
    today: { type: 'string' },
  },
});

async function main(): Promise<void> {
  const database = values.database ?? process.env.DATABASE_URL;
  const location = database || values['data-dir'] || process.env.DATA_DIR || path.resolve(__dirname, '../.data-large');
  const people = Number(values.people ?? (database ? 5000 : 1000));
  const today = values.today ?? new Date().toISOString().slice(0, 10);
  const started = performance.now();
  const db = await prepareDb(location);
  console.log(`demo company ready in ${((performance.now() - started) / 1000).toFixed(1)} s; growing to ${people} people (today ${today})`);
  try {
    const report = await seedLarge(db, { people, today }, (line) => console.log(`  ${line}`));
    if (report.grown) console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(report.made)}`);
  } finally {
    await db.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
