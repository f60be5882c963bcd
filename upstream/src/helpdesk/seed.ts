/** Demo help desk links: where employees of the demo company get help (IT, HR, payroll, facilities). */
import type { Db } from '../db';

export const DEMO_HELPDESK_LINKS: [name: string, link: string][] = [
  ['IT Service Desk', 'https://it.example.com/service-desk'],
  ['HR Policies Handbook', 'https://hr.example.com/handbook'],
  ['Payroll Questions', 'https://hr.example.com/payroll/faq'],
  ['Facilities Requests', 'https://facilities.example.com/requests'],
  ['Dialer Support', 'https://support.example.com/dialer'],
];

export async function seedHelpdesk(db: Db): Promise<void> {
  for (const [name, link] of DEMO_HELPDESK_LINKS) {
    await db.query(`INSERT INTO helpdesk_links (name, link, created_by_id) SELECT $1, $2, id FROM employees WHERE email = 'headofhr@demo.hr'`, [name, link]);
  }
}
