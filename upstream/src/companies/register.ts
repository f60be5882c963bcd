/**
 * A company registers (docs/decisions/0172-company-registration.md): one transaction, run as the new company (its
 * id drawn first, so every row below takes it from the row-level context like any request's), creates
 * - the companies row (and its logo, a file of the new company);
 * - what every company needs to work: the statuses and role titles of the demo company, an HR department, and each
 *   domain's `newCompany` defaults (leave types, action types), in the order of domains.ts;
 * - the admin: an employee (CEO, so admin by SPEC §6), head of HR, with a sign-in account whose password nobody
 *   knows, and the e-mail with a one-time link (72 hours) to set it on the company's own address.
 * A failure anywhere leaves nothing behind: not the company, not its subdomain.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../db';
import { DOMAINS } from '../domains';
import { hashPassword } from '../auth/passwords';
import { saveFile } from '../http/files';
import type { UploadedFile } from '../http/multipart';
import { queuePasswordLink } from '../mail/links';
import { insertAccount, insertEmployee, statusId } from '../people/store';
import { ROLE_TITLES, STATUSES } from '../seed';
import { companyAddress } from './address';
import { withCompany } from './context';

export interface Registration {
  company_name: string;
  industry: string;
  employee_count_range: string;
  subdomain: string;
  email: string;
  first_name: string;
  last_name: string;
}

export interface Registered {
  company: { id: number; name: string; subdomain: string; industry: string; employee_count_range: string; logo_file_id: number | null };
  url: string;
  link: string;
}

/** The admin's title: the top of the company (SPEC §6: a CEO is an admin and sees every page but HR-only ones). */
export const ADMIN_TITLE = 'CEO';
export const HR_DEPARTMENT = 'HR';

const welcome = (company: string, url: string) => ({
  subject: `Welcome to HR: ${company} is registered`,
  text: (link: string) =>
    `${company} is registered and you are its administrator.\n\nSet your password here (the link works once, for 72 hours):\n${link}\n\n` +
    `Then sign in at ${url}\n`,
});

/** The starting records of a company, written as it (see the header). */
async function startCompany(app: FastifyInstance, tx: Tx, input: Registration): Promise<number> {
  await tx.query('INSERT INTO statuses (name) SELECT unnest($1::text[])', [STATUSES]);
  await tx.query('INSERT INTO employment_roles (title) SELECT unnest($1::text[])', [ROLE_TITLES]);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO departments (department_name, description) VALUES ($1, 'People operations: hiring, contracts, pay and leave') RETURNING id`,
    [HR_DEPARTMENT],
  );
  const hr = rows[0].id;
  for (const domain of DOMAINS) await domain.newCompany?.(tx);
  const admin = await insertEmployee(tx, {
    RES_ID: 'RES-0001',
    name: `${input.first_name} ${input.last_name}`,
    email: input.email,
    national_ID: null,
    phone: null,
    emergency_contact_name: null,
    emergency_contact_number: null,
    team_ID: null,
    manager_id: null,
    department_id: hr,
    role: 4,
    role_title: ADMIN_TITLE,
    target_hours_per_day: 8,
    date_joined: app.today().toISOString().slice(0, 10),
    employee_type: 'Full Time',
    hourly_rate: null,
    monthly_rate: null,
    hourly_or_monthly: 'monthly',
    base_salary: null,
    can_manage: true,
    status_id: await statusId(tx, 'Active'),
    date_of_birth: null,
  });
  await tx.query('UPDATE departments SET head_id = $2 WHERE id = $1', [hr, admin.id]);
  // A password nobody knows: the account opens once the admin sets their own through the link.
  return insertAccount(tx, admin.id, input.email, await hashPassword(randomBytes(24).toString('base64url')));
}

/** Registers the company (see the header); the subdomain was checked, and a race for it ends in the unique index. */
export async function registerCompany(app: FastifyInstance, db: Db, input: Registration, logo: UploadedFile | null): Promise<Registered> {
  const { rows } = await db.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('companies', 'id'))::int AS id`);
  const id = rows[0].id;
  const url = companyAddress(input.subdomain);
  return withCompany(id, () =>
    db.transaction(async (tx) => {
      await tx.query('INSERT INTO companies (id, name, subdomain, industry, employee_count_range) VALUES ($1, $2, $3, $4, $5)', [
        id,
        input.company_name,
        input.subdomain,
        input.industry,
        input.employee_count_range,
      ]);
      const logoId = logo ? await saveFile(tx, logo) : null;
      if (logoId) await tx.query('UPDATE companies SET logo_file_id = $2 WHERE id = $1', [id, logoId]);
      const accountId = await startCompany(app, tx, input);
      const link = await queuePasswordLink(app, tx, { id: accountId, email: input.email }, 'invitation', welcome(input.company_name, url));
      return {
        company: {
          id,
          name: input.company_name,
          subdomain: input.subdomain,
          industry: input.industry,
          employee_count_range: input.employee_count_range,
          logo_file_id: logoId,
        },
        url,
        link,
      };
    }),
  );
}
