/**
 * Birthday and work anniversary greetings (decision 0219): on the day (UTC, the app's clock; February 29 on February
 * 28 in other years, as the home widgets count it), the due job GREETINGS_DUE tells each active person of their own
 * birthday, and of their work anniversary from the first whole year on. Only the person is told: their date of birth
 * is personal. Once a year each (the notification's key names the year), whatever restarts or processes run.
 */
import type { Queryable, Tx } from '../db';
import type { DueJob } from '../http/dueJobs';
import { notify } from '../notifications/store';

const KINDS = [
  { kind: 'greeting.birthday', what: 'birthday', column: 'date_of_birth' },
  { kind: 'greeting.anniversary', what: 'anniversary', column: 'date_joined' },
] as const;
type Kind = (typeof KINDS)[number];

/** The day's month and day, and whether it is February 28 of a year without a 29th (which greets the 29ths too). */
function dayOf(today: string) {
  const [y, m, d] = today.split('-').map(Number);
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  return { year: y, month: m, day: d, feb28Only: m === 2 && d === 28 && !leap };
}

/**
 * SQL: `k`'s date of e falls on the day ($1 month, $2 day, $3 February 28 standing for the 29th), a work anniversary
 * from its first year ($4 the day itself), and e was not greeted for it this year ($5 the year).
 */
const due = (k: Kind) =>
  `(e.${k.column} IS NOT NULL
     AND ((extract(month FROM e.${k.column}) = $1 AND extract(day FROM e.${k.column}) = $2)
          OR ($3 AND extract(month FROM e.${k.column}) = 2 AND extract(day FROM e.${k.column}) = 29))
     ${k.what === 'anniversary' ? `AND e.${k.column} < $4::date` : ''}
     AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.recipient_id = e.id AND n.event_key = 'employee:' || e.id || ':${k.what}:' || $5))`;

async function dueToday(db: Queryable, today: string, where: string, params: unknown[] = []) {
  const { year, month, day, feb28Only } = dayOf(today);
  return db.query<{ id: number; name: string; years: number } & Record<string, boolean>>(
    `SELECT e.id, e.name, $5::int - extract(year FROM e.date_joined)::int AS years, ${KINDS.map((k) => `${due(k)} AS "${k.kind}"`).join(', ')}
       FROM employees e WHERE e.active AND (${KINDS.map(due).join(' OR ')}) ${where} ORDER BY e.id`,
    [month, day, feb28Only, today, String(year), ...params],
  );
}

export const GREETINGS_DUE: DueJob = {
  failure: 'sending birthday and work anniversary greetings failed',
  async dueIds(db, today) {
    return (await dueToday(db, today, '')).rows.map((r) => r.id);
  },
  async applyOne(tx: Tx, id, now, app) {
    const today = now.toISOString().slice(0, 10);
    const person = (await dueToday(tx, today, 'AND e.id = $6', [id])).rows[0];
    if (!person) return false;
    const first = person.name.split(' ')[0];
    for (const k of KINDS.filter((kind) => person[kind.kind])) {
      const text =
        k.what === 'birthday'
          ? `Happy birthday, ${first}!`
          : `Happy work anniversary, ${first}: ${person.years} ${person.years === 1 ? 'year' : 'years'} with us today!`;
      await notify(app, tx, [id], {
        kind: k.kind,
        actorId: null,
        entity: 'employee',
        entityId: id,
        text,
        link: '/main/myProfile',
        eventKey: `employee:${id}:${k.what}:${today.slice(0, 4)}`,
      });
    }
    return true;
  },
};
