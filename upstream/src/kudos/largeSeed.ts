/**
 * The large company's kudos (seed:large): about one a month per generated person who still works here, from their
 * manager or a teammate, spread over the year.
 */
import { GENERATED, addDays, dayNo, hash, type LargeSeedContext, type LargeSeedPart } from '../largeSeed/kit';

const MESSAGES = ['Great call handling today', 'Thanks for covering my shift', 'Closed a tough customer, well done', 'Always helpful to the team'];

async function run({ db, from, today }: LargeSeedContext) {
  const made = await db.query(
    `INSERT INTO kudos (giver_id, receiver_id, message, created_at)
     SELECT e.manager_id, e.id, ($3::text[])[${hash('e.id', dayNo('d'))} % array_length($3::text[], 1) + 1],
            d + interval '11 hours'
       FROM employees e
       CROSS JOIN generate_series($1::date, $2::date, interval '30 days') AS d
      WHERE ${GENERATED} AND e.active AND e.manager_id IS NOT NULL AND ${hash('e.id + 3', dayNo('d'))} % 3 = 0
      ORDER BY d, e.id`,
    [addDays(from, (Number(today.slice(8)) % 30) + 1), addDays(today, -1), MESSAGES],
  );
  return { kudos: made.affectedRows ?? 0 };
}

export const largeSeed: LargeSeedPart = { domain: 'kudos', run };
