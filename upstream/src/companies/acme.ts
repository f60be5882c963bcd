/**
 * The second demo company, `acme` (acme.localhost:4000): a handful of people and one admin account
 * (admin@acme.test / the demo password), so the separation from the demo company shows. Seeded as acme itself (APP_ROLE,
 * sealed like a request): every row gets acme's company_id from its default, and every lookup below sees acme's rows
 * only. Its departments, statuses and roles are its own; ids continue the shared sequences.
 */
import type { Db } from '../db';
import { withCompany } from './context';

export const ACME = { name: 'Acme Outsourcing', subdomain: 'acme', admin: 'admin@acme.test' } as const;

const PEOPLE = [
  { res: 'ACME-001', name: 'Alice Carter', email: ACME.admin, title: 'CEO', type: 4, dept: 'Management', manager: null, account: true },
  { res: 'ACME-002', name: 'Ben Foster', email: 'ben.foster@acme.test', title: 'Head of HR', type: 3, dept: 'HR', manager: 'Alice Carter', account: false },
  {
    res: 'ACME-003',
    name: 'Chloe Grant',
    email: 'chloe.grant@acme.test',
    title: 'Team Leader',
    type: 1,
    dept: 'Operations',
    manager: 'Alice Carter',
    account: false,
  },
  {
    res: 'ACME-004',
    name: 'David Hughes',
    email: 'david.hughes@acme.test',
    title: 'Sales Agent',
    type: 0,
    dept: 'Operations',
    manager: 'Chloe Grant',
    account: false,
  },
  {
    res: 'ACME-005',
    name: 'Emma Irving',
    email: 'emma.irving@acme.test',
    title: 'Sales Agent',
    type: 0,
    dept: 'Operations',
    manager: 'Chloe Grant',
    account: false,
  },
];

/** Creates acme and its people (once: the caller seeds on an empty database only). */
export async function seedAcme(db: Db, passwordHash: string): Promise<void> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO companies (name, subdomain, industry, employee_count_range, primary_color, secondary_color)
     VALUES ($1, $2, 'Business process outsourcing', '1-10', '#722ed1', '#eb2f96') RETURNING id`,
    [ACME.name, ACME.subdomain],
  );
  await withCompany(rows[0].id, () =>
    db.transaction(async (tx) => {
      await tx.query(`INSERT INTO departments (department_name) SELECT unnest($1::text[])`, [[...new Set(PEOPLE.map((p) => p.dept))]]);
      await tx.query(`INSERT INTO statuses (name) VALUES ('Active'), ('Resigned'), ('Terminated'), ('Suspended'), ('On Leave')`);
      await tx.query(`INSERT INTO employment_roles (title) SELECT DISTINCT unnest($1::text[])`, [PEOPLE.map((p) => p.title)]);
      await tx.query(
        `INSERT INTO employees ("RES_ID", name, email, department_id, role, role_title, can_manage, status_id, date_joined)
         SELECT p.res, p.name, p.email, d.id, p.type, p.title, p.type > 0, s.id, DATE '2024-01-15'
           FROM json_to_recordset($1::json) AS p(res text, name text, email text, title text, type int, dept text)
           JOIN departments d ON d.department_name = p.dept
           JOIN statuses s ON s.name = 'Active'`,
        [JSON.stringify(PEOPLE)],
      );
      await tx.query(
        `UPDATE employees e SET manager_id = m.id FROM json_to_recordset($1::json) AS p(res text, manager text)
           JOIN employees m ON m.name = p.manager WHERE e."RES_ID" = p.res`,
        [JSON.stringify(PEOPLE)],
      );
      await tx.query(`INSERT INTO users (employee_id, email, password_hash) SELECT id, email, $2 FROM employees WHERE email = ANY($1::text[])`, [
        PEOPLE.filter((p) => p.account).map((p) => p.email),
        passwordHash,
      ]);
    }),
  );
}
