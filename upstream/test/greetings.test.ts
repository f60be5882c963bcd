/**
 * Birthday and work anniversary greetings (people/greetings.ts, decision 0219): on the day, to the person alone, once a
 * year; an anniversary from the first whole year; February 29 greeted on February 28 in other years; nobody inactive.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DemoKey } from '../src/seed';
import { applyDue } from '../src/http/dueJobs';
import { withCompany } from '../src/companies/context';
import { GREETINGS_DUE } from '../src/people/greetings';
import { startTestUpstream, type TestUpstream } from './harness';

const ACCOUNTS: DemoKey[] = ['ceo', 'headofhr', 'hr', 'head', 'headauditing', 'coldhead', 'teamleader', 'auditor', 'acm', 'agent'];

describe('birthday and work anniversary greetings', () => {
  let now = new Date('2026-03-10T06:00:00Z');
  let up: TestUpstream;
  const ids = {} as Record<DemoKey, number>;

  const run = () => withCompany(1, () => applyDue(up.app, GREETINGS_DUE));
  const dates = (key: DemoKey, born: string, joined: string) =>
    up.db.query('UPDATE employees SET date_of_birth = $2, date_joined = $3 WHERE id = $1', [ids[key], born, joined]);
  /** Every greeting held, as "who: text". */
  const greetings = async () => {
    const { rows } = await up.db.query<{ recipient_id: number; entity_id: number; text: string }>(
      "SELECT recipient_id, entity_id, text FROM notifications WHERE kind LIKE 'greeting.%' ORDER BY recipient_id, id",
    );
    const key = (id: number) => ACCOUNTS.find((k) => ids[k] === id) ?? String(id);
    return rows.map((r) => `${key(r.recipient_id)}${r.entity_id === r.recipient_id ? '' : ` about ${key(r.entity_id)}`}: ${r.text}`);
  };

  beforeAll(async () => {
    up = await startTestUpstream({ port: 0, build: { today: () => now } });
    for (const key of ACCOUNTS) {
      ids[key] = (await up.db.query<{ id: number }>('SELECT id FROM employees WHERE email = $1', [`${key}@demo.hr`])).rows[0].id;
    }
    // The demo people's dates are anyone's: move them all off the test's days, and forget what start-up greeted.
    await up.db.query("UPDATE employees SET date_of_birth = '1990-01-01', date_joined = '2020-01-01'");
    await up.db.query("DELETE FROM notifications WHERE kind LIKE 'greeting.%'");
  });
  afterAll(() => up.close());

  it('greets each person alone on their day, an anniversary from its first year, once', async () => {
    await dates('agent', '1995-03-10', '2021-05-02');
    await dates('teamleader', '1990-07-01', '2023-03-10');
    await dates('acm', '1991-03-10', '2025-03-10'); // one year: "1 year"
    await dates('hr', '1992-01-01', '2026-03-10'); // joined today: no anniversary yet
    await dates('auditor', '1993-03-10', '2020-03-10');
    await up.db.query('UPDATE employees SET active = false WHERE id = $1', [ids.auditor]);

    expect(await run()).toBe(3);
    expect(await greetings()).toEqual(
      [
        `agent: Happy birthday, ${await firstName('agent')}!`,
        `teamleader: Happy work anniversary, ${await firstName('teamleader')}: 3 years with us today!`,
        `acm: Happy birthday, ${await firstName('acm')}!`,
        `acm: Happy work anniversary, ${await firstName('acm')}: 1 year with us today!`,
      ].sort(byRecipient),
    );
    expect(await run()).toBe(0);
    expect(await greetings()).toHaveLength(4);
    await up.db.query('UPDATE employees SET active = true WHERE id = $1', [ids.auditor]);
    await dates('auditor', '1990-01-01', '2020-01-01');
  });

  it('greets a February 29 birthday on February 28 of a year without one', async () => {
    await up.db.query("DELETE FROM notifications WHERE kind LIKE 'greeting.%'");
    await dates('head', '2000-02-29', '2020-01-01');
    now = new Date('2027-02-28T06:00:00Z');
    expect(await run()).toBe(1);
    expect(await greetings()).toEqual([`head: Happy birthday, ${await firstName('head')}!`]);
  });

  /** The order `greetings` lists them in: by recipient id, then as written (birthday first). */
  const byRecipient = (a: string, b: string) => ids[a.split(':')[0] as DemoKey] - ids[b.split(':')[0] as DemoKey] || 0;
  const firstName = async (key: DemoKey) =>
    (await up.db.query<{ name: string }>('SELECT name FROM employees WHERE id = $1', [ids[key]])).rows[0].name.split(' ')[0];
});
