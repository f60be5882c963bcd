/**
 * Approaching expiries (headcount/expiry.ts, decision 0218): a contract or national ID expiring within 30 days is told
 * to HR and the CEO once for its date, nobody else; an expired one, one further off or an inactive person's is not;
 * a renewed date is told again; whoever chose e-mail for it gets the mail through a real SMTP server.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DemoKey } from '../src/seed';
import { applyDue } from '../src/http/dueJobs';
import { withCompany } from '../src/companies/context';
import { EXPIRY_ALERTS_DUE } from '../src/headcount/expiry';
import { demoName, startTestUpstream, type TestUpstream } from './harness';
import { startSmtpReceiver, type SmtpReceiver } from './smtpReceiver';

const ACCOUNTS: DemoKey[] = ['ceo', 'headofhr', 'hr', 'head', 'headauditing', 'coldhead', 'teamleader', 'auditor', 'acm', 'agent'];
const TOLD: DemoKey[] = ['ceo', 'headofhr', 'hr'];

describe('approaching contract and national ID expiries', () => {
  const now = new Date('2026-03-10T09:00:00Z');
  let up: TestUpstream;
  let smtp: SmtpReceiver;
  const ids = {} as Record<DemoKey, number>;

  const run = () => withCompany(1, () => applyDue(up.app, EXPIRY_ALERTS_DUE));
  const set = (key: DemoKey, column: 'contract_expiration_date' | 'national_id_expiration_date', date: string | null) =>
    up.db.query(`UPDATE headcount_details SET ${column} = $2, contract_signed_date = NULL WHERE employee_id = $1`, [ids[key], date]);
  /** Who holds a notification of `kind` about `key`'s record, as often as they hold it, with its texts. */
  const told = async (kind: string, key: DemoKey) => {
    const { rows } = await up.db.query<{ recipient_id: number; text: string }>(
      'SELECT recipient_id, text FROM notifications WHERE kind = $1 AND entity_id = $2 ORDER BY recipient_id, id',
      [kind, ids[key]],
    );
    return {
      who: ACCOUNTS.flatMap((k) => rows.filter((r) => r.recipient_id === ids[k]).map(() => k)).sort(),
      texts: [...new Set(rows.map((r) => r.text))],
    };
  };

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    up = await startTestUpstream({ port: 0, build: { today: () => now, smtpUrl: smtp.url } });
    for (const key of ACCOUNTS) {
      ids[key] = (await up.db.query<{ id: number }>('SELECT id FROM employees WHERE email = $1', [`${key}@demo.hr`])).rows[0].id;
    }
    // The demo records' dates follow the real today: start from none due, then set what each case needs.
    await up.db.query('UPDATE headcount_details SET contract_expiration_date = NULL, national_id_expiration_date = NULL');
    await up.db.query("DELETE FROM notifications WHERE kind LIKE '%.expiring'");
  });
  afterAll(async () => {
    await up.close();
    await smtp.close();
  });

  it('tells HR and the CEO once per date; not an expired one, one further off, or an inactive person', async () => {
    await set('agent', 'contract_expiration_date', '2026-03-20');
    await set('teamleader', 'national_id_expiration_date', '2026-04-09'); // the 30th day
    await set('acm', 'contract_expiration_date', '2026-04-10'); // the 31st
    await set('head', 'contract_expiration_date', '2026-03-09'); // expired yesterday: the tracker shows it, nobody is told
    await set('auditor', 'contract_expiration_date', '2026-03-15');
    await up.db.query('UPDATE employees SET active = false WHERE id = $1', [ids.auditor]);

    expect(await run()).toBe(2);
    expect(await told('contract.expiring', 'agent')).toEqual({ who: TOLD, texts: [`The contract of ${demoName('agent')} expires on 2026-03-20`] });
    expect(await told('national_id.expiring', 'teamleader')).toEqual({
      who: TOLD,
      texts: [`The national ID of ${demoName('teamleader')} expires on 2026-04-09`],
    });
    for (const key of ['acm', 'head', 'auditor'] as DemoKey[]) expect((await told('contract.expiring', key)).who).toEqual([]);

    // The next runs find nothing new.
    expect(await run()).toBe(0);
    expect((await told('contract.expiring', 'agent')).who).toEqual(TOLD);
    await set('auditor', 'contract_expiration_date', null);
    await up.db.query('UPDATE employees SET active = true WHERE id = $1', [ids.auditor]);
  });

  it('tells again of a renewed date once it comes near, and e-mails whoever chose it', async () => {
    const hr = await up.login('hr');
    expect((await up.request('PUT', '/notifications/preferences', { token: hr, body: { event_type: 'expiry.approaching', email: true } })).status).toBe(200);
    const before = smtp.mails.filter((m) => m.to.includes('hr@demo.hr')).length;

    await set('agent', 'contract_expiration_date', '2026-03-30');
    expect(await run()).toBe(1);
    expect(await told('contract.expiring', 'agent')).toEqual({
      who: [...TOLD, ...TOLD].sort(),
      texts: [`The contract of ${demoName('agent')} expires on 2026-03-20`, `The contract of ${demoName('agent')} expires on 2026-03-30`],
    });
    await up.request('GET', '/mail/outbox', { token: await up.login('ceo') }); // sends what is due
    const mail = await smtp.waitFor('hr@demo.hr', before + 1);
    expect(mail.text).toContain(`The contract of ${demoName('agent')} expires on 2026-03-30`);
    expect(mail.text).toContain(`/main/headcountTracker/${ids.agent}/edit`);
  });
});
