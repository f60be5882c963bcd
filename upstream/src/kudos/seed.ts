/** Demo kudos: a few this week (home's weekly kudos) and some older ones (profile walls). */
import type { Db } from '../db';

type Demo = [giver: string, receiver: string, daysAgo: number, message: string];
const DEMO: Demo[] = [
  ['Ahmed Samir', 'Mona Zaki', 0, 'Thanks for covering the evening queue on short notice!'],
  ['Tarek Fathy', 'Ahmed Samir', 1, 'Great coaching session with the new joiners.'],
  ['Sara Ibrahim', 'Heba Anwar', 2, 'You saved that difficult call today, well done.'],
  ['Nadia Farouk', 'Sara Ibrahim', 12, 'Your onboarding feedback helped us a lot.'],
  ['Karim Nasser', 'Ahmed Samir', 30, 'Best team quality scores this month.'],
];

export async function seedKudos(db: Db): Promise<void> {
  for (const [giver, receiver, daysAgo, message] of DEMO) {
    await db.query(
      `INSERT INTO kudos (giver_id, receiver_id, message, created_at)
       SELECT g.id, r.id, $3, now() - ($4 || ' days')::interval FROM employees g, employees r WHERE g.name = $1 AND r.name = $2`,
      [giver, receiver, message, String(daysAgo)],
    );
  }
}
