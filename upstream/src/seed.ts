/**
 * The demo company, created once on first start (when no sign-in account exists): departments (Auditing = 4,
 * Cold Calling = 5 as SPEC §6 needs), teams, roles, statuses, ~40 employees and one sign-in account per role.
 * Deterministic, so tests and the README can rely on the names below. Only the 10 demo accounts can sign in; they
 * share one bcrypt hash of the demo password, computed ahead of time (keeps the first start fast).
 */
import type { Db } from './db';
import { DOMAINS } from './domains';
import { seedAcme } from './companies/acme';

export const DEMO_PASSWORD = 'Passw0rd!';
/** bcrypt (cost 10) of DEMO_PASSWORD, computed once ahead of time so seeding does not spend time hashing. */
export const DEMO_PASSWORD_HASH = '$2b$10$zLOavFKwWEP.xVzN.JfJz.7J1CXM59Jukcw2SNNYBWGuG5/AeRBRi';

export type DemoKey = 'ceo' | 'headofhr' | 'hr' | 'head' | 'headauditing' | 'coldhead' | 'teamleader' | 'auditor' | 'acm' | 'agent';

export interface DemoAccount {
  key: DemoKey;
  email: string;
  password: string;
  roleTitle: string;
  name: string;
}

export const DEPARTMENTS = [
  { id: 1, department_name: 'HR', description: 'People operations: hiring, contracts, pay and leave' },
  { id: 2, department_name: 'Operations', description: 'Inbound and outbound call-centre operations' },
  { id: 3, department_name: 'Sales', description: 'Account managers and sales agents' },
  { id: 4, department_name: 'Auditing', description: 'Call quality auditing and actions' },
  { id: 5, department_name: 'Cold Calling', description: 'Outbound cold-calling campaigns' },
  { id: 6, department_name: 'Quality', description: 'Quality assurance and coaching' },
  { id: 7, department_name: 'Executive Office', description: 'Company leadership' },
] as const;

export const TEAMS = ['Inbound Support', 'Outbound Sales', 'Retention', 'Cold Calling A', 'Cold Calling B', 'Back Office'];

export const ROLE_TITLES = [
  'CEO',
  'Head of HR',
  'HR Specialist',
  'HR Manager',
  'Head of Operations',
  'Operations Manager',
  'Head of Auditing',
  'Head of Cold Calling',
  'Head of Sales',
  'Team Leader',
  'Quality Auditor',
  'ACM',
  'Sales Agent',
  'Customer Support Agent',
  'Cold Calling Agent',
];

export const STATUSES = ['Active', 'Resigned', 'Terminated', 'Suspended', 'On Leave'];

type Pay = 'hourly' | 'monthly';

interface SeedPerson {
  name: string;
  title: string;
  /** Numeric role type (ARCHITECTURE "Core data"). */
  type: number;
  dept: number;
  team: number | null;
  manager: string | null;
  canManage: boolean;
  pay: Pay;
  /** Sign-in key for demo accounts. */
  key?: DemoKey;
  status?: string;
}

/** Who heads each department (department id -> employee name). */
const DEPARTMENT_HEADS: Record<number, string> = {
  1: 'Laila Mansour',
  2: 'Karim Nasser',
  3: 'Dina Hassan',
  4: 'Youssef Adel',
  5: 'Mariam Saleh',
  7: 'Omar Haddad',
};

/** Leadership and one account per role first; managers always appear before the people they manage. */
const PEOPLE: SeedPerson[] = [
  { key: 'ceo', name: 'Omar Haddad', title: 'CEO', type: 4, dept: 7, team: null, manager: null, canManage: true, pay: 'monthly' },
  { key: 'headofhr', name: 'Laila Mansour', title: 'Head of HR', type: 3, dept: 1, team: null, manager: 'Omar Haddad', canManage: true, pay: 'monthly' },
  { key: 'hr', name: 'Nadia Farouk', title: 'HR Specialist', type: 1, dept: 1, team: null, manager: 'Laila Mansour', canManage: false, pay: 'monthly' },
  { key: 'head', name: 'Karim Nasser', title: 'Head of Operations', type: 3, dept: 2, team: null, manager: 'Omar Haddad', canManage: true, pay: 'monthly' },
  {
    key: 'headauditing',
    name: 'Youssef Adel',
    title: 'Head of Auditing',
    type: 3,
    dept: 4,
    team: null,
    manager: 'Omar Haddad',
    canManage: true,
    pay: 'monthly',
  },
  {
    key: 'coldhead',
    name: 'Mariam Saleh',
    title: 'Head of Cold Calling',
    type: 3,
    dept: 5,
    team: null,
    manager: 'Omar Haddad',
    canManage: true,
    pay: 'monthly',
  },
  { key: 'acm', name: 'Tarek Fathy', title: 'ACM', type: 2, dept: 2, team: null, manager: 'Karim Nasser', canManage: true, pay: 'monthly' },
  { key: 'teamleader', name: 'Ahmed Samir', title: 'Team Leader', type: 1, dept: 2, team: 1, manager: 'Tarek Fathy', canManage: true, pay: 'monthly' },
  { key: 'auditor', name: 'Hana Youssef', title: 'Quality Auditor', type: 1, dept: 4, team: null, manager: 'Youssef Adel', canManage: false, pay: 'monthly' },
  { key: 'agent', name: 'Sara Ibrahim', title: 'Sales Agent', type: 0, dept: 3, team: 1, manager: 'Ahmed Samir', canManage: false, pay: 'hourly' },
  { name: 'Rania Khalil', title: 'HR Manager', type: 2, dept: 1, team: null, manager: 'Laila Mansour', canManage: true, pay: 'monthly' },
  { name: 'Mostafa Gamal', title: 'Operations Manager', type: 2, dept: 2, team: null, manager: 'Karim Nasser', canManage: true, pay: 'monthly' },
  { name: 'Dina Hassan', title: 'Head of Sales', type: 3, dept: 3, team: null, manager: 'Omar Haddad', canManage: true, pay: 'monthly' },
  { name: 'Khaled Mahmoud', title: 'Team Leader', type: 1, dept: 3, team: 2, manager: 'Dina Hassan', canManage: true, pay: 'monthly' },
  { name: 'Nour El-Din Aziz', title: 'Team Leader', type: 1, dept: 2, team: 3, manager: 'Mostafa Gamal', canManage: true, pay: 'monthly' },
  { name: 'Salma Ragab', title: 'Team Leader', type: 1, dept: 5, team: 4, manager: 'Mariam Saleh', canManage: true, pay: 'monthly' },
  { name: 'Hossam Tawfik', title: 'Team Leader', type: 1, dept: 5, team: 5, manager: 'Mariam Saleh', canManage: true, pay: 'monthly' },
  { name: 'Yasmin Lotfy', title: 'Quality Auditor', type: 1, dept: 6, team: null, manager: 'Youssef Adel', canManage: false, pay: 'monthly' },
  { name: 'Amr Shawky', title: 'HR Specialist', type: 1, dept: 1, team: null, manager: 'Rania Khalil', canManage: false, pay: 'monthly' },
  { name: 'Mona Zaki', title: 'Customer Support Agent', type: 0, dept: 2, team: 1, manager: 'Ahmed Samir', canManage: false, pay: 'hourly' },
  { name: 'Bassem Fouad', title: 'Customer Support Agent', type: 0, dept: 2, team: 1, manager: 'Ahmed Samir', canManage: false, pay: 'hourly' },
  { name: 'Heba Anwar', title: 'Customer Support Agent', type: 0, dept: 2, team: 1, manager: 'Ahmed Samir', canManage: false, pay: 'hourly' },
  { name: 'Walid Sherif', title: 'Sales Agent', type: 0, dept: 3, team: 2, manager: 'Khaled Mahmoud', canManage: false, pay: 'hourly' },
  { name: 'Reem Abdallah', title: 'Sales Agent', type: 0, dept: 3, team: 2, manager: 'Khaled Mahmoud', canManage: false, pay: 'hourly' },
  { name: 'Mahmoud Essam', title: 'Sales Agent', type: 0, dept: 3, team: 2, manager: 'Khaled Mahmoud', canManage: false, pay: 'monthly' },
  { name: 'Aya Mostafa', title: 'Sales Agent', type: 0, dept: 3, team: 2, manager: 'Khaled Mahmoud', canManage: false, pay: 'hourly', status: 'Resigned' },
  { name: 'Ziad Hamdy', title: 'Customer Support Agent', type: 0, dept: 2, team: 3, manager: 'Nour El-Din Aziz', canManage: false, pay: 'hourly' },
  { name: 'Farida Kamal', title: 'Customer Support Agent', type: 0, dept: 2, team: 3, manager: 'Nour El-Din Aziz', canManage: false, pay: 'hourly' },
  {
    name: 'Sherif Badr',
    title: 'Customer Support Agent',
    type: 0,
    dept: 2,
    team: 3,
    manager: 'Nour El-Din Aziz',
    canManage: false,
    pay: 'hourly',
    status: 'Suspended',
  },
  { name: 'Malak Osman', title: 'Customer Support Agent', type: 0, dept: 2, team: 6, manager: 'Mostafa Gamal', canManage: false, pay: 'monthly' },
  { name: 'Hany Wagdy', title: 'Cold Calling Agent', type: 0, dept: 5, team: 4, manager: 'Salma Ragab', canManage: false, pay: 'hourly' },
  { name: 'Noha Samy', title: 'Cold Calling Agent', type: 0, dept: 5, team: 4, manager: 'Salma Ragab', canManage: false, pay: 'hourly' },
  { name: 'Adel Ramzy', title: 'Cold Calling Agent', type: 0, dept: 5, team: 4, manager: 'Salma Ragab', canManage: false, pay: 'hourly' },
  {
    name: 'Lina Barakat',
    title: 'Cold Calling Agent',
    type: 0,
    dept: 5,
    team: 4,
    manager: 'Salma Ragab',
    canManage: false,
    pay: 'hourly',
    status: 'Terminated',
  },
  { name: 'Ismail Refaat', title: 'Cold Calling Agent', type: 0, dept: 5, team: 5, manager: 'Hossam Tawfik', canManage: false, pay: 'hourly' },
  { name: 'Dalia Nabil', title: 'Cold Calling Agent', type: 0, dept: 5, team: 5, manager: 'Hossam Tawfik', canManage: false, pay: 'hourly' },
  { name: 'Kareem Helmy', title: 'Cold Calling Agent', type: 0, dept: 5, team: 5, manager: 'Hossam Tawfik', canManage: false, pay: 'hourly' },
  { name: 'Jana Fikry', title: 'Cold Calling Agent', type: 0, dept: 5, team: 5, manager: 'Hossam Tawfik', canManage: false, pay: 'hourly' },
  { name: 'Tamer Lashin', title: 'Sales Agent', type: 0, dept: 3, team: 2, manager: 'Khaled Mahmoud', canManage: false, pay: 'hourly' },
  { name: 'Rana Sabry', title: 'Customer Support Agent', type: 0, dept: 2, team: 6, manager: 'Mostafa Gamal', canManage: false, pay: 'hourly' },
  {
    name: 'Mohamed Atef',
    title: 'Customer Support Agent',
    type: 0,
    dept: 2,
    team: 6,
    manager: 'Mostafa Gamal',
    canManage: false,
    pay: 'hourly',
    status: 'On Leave',
  },
];

/** The sign-in accounts of the demo company, one per SPEC §6 role: `<key>@demo.hr` / `Passw0rd!`. */
export const DEMO_ACCOUNTS: DemoAccount[] = PEOPLE.filter((p) => p.key).map((p) => ({
  key: p.key!,
  email: `${p.key}@demo.hr`,
  password: DEMO_PASSWORD,
  roleTitle: p.title,
  name: p.name,
}));

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Company e-mail for people without a demo account: first.last@demo.hr (ASCII, lower case). */
function workEmail(name: string): string {
  return `${name
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .trim()
    .split(/\s+/)
    .join('.')}@demo.hr`;
}

/** Deterministic per-person details derived from the index, so every run seeds the same company. */
function details(p: SeedPerson, i: number) {
  const n = i + 1;
  const joinedYear = 2016 + (i % 9);
  const born = 1975 + ((i * 7) % 25);
  const monthlyByType = [9000, 14000, 22000, 35000, 60000];
  const hourly = p.pay === 'hourly';
  return {
    RES_ID: `RES-${pad(n, 4)}`,
    email: p.key ? `${p.key}@demo.hr` : workEmail(p.name),
    national_ID: `2${pad(born % 100, 2)}${pad((i % 12) + 1, 2)}${pad((i % 28) + 1, 2)}01${pad(1000 + n * 37, 5)}`.slice(0, 14),
    phone: `+20 10 ${pad(2000 + n * 113, 4).slice(-4)} ${pad(n * 271, 4).slice(-4)}`,
    emergency_contact_name: `${p.name.split(' ')[0]}'s family`,
    emergency_contact_number: `+20 11 ${pad(3000 + n * 97, 4).slice(-4)} ${pad(n * 331, 4).slice(-4)}`,
    date_joined: `${joinedYear}-${pad((i % 12) + 1, 2)}-${pad((i % 27) + 1, 2)}`,
    date_of_birth: `${born}-${pad(((i * 5) % 12) + 1, 2)}-${pad(((i * 3) % 27) + 1, 2)}`,
    employee_type: p.type === 0 && i % 5 === 3 ? 'Part Time' : 'Full Time',
    target_hours_per_day: p.type === 0 && i % 5 === 3 ? 4 : 8,
    hourly_rate: hourly ? 55 + (i % 4) * 5 : null,
    monthly_rate: hourly ? null : monthlyByType[p.type] + (i % 3) * 1000,
    base_salary: hourly ? null : monthlyByType[p.type],
  };
}

/** Seeds the demo company when no sign-in account exists yet. Returns true when it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if (rows[0].n > 0) return false;
  const people = PEOPLE.map((p, i) => {
    const status = p.status ?? 'Active';
    return {
      ...details(p, i),
      n: i,
      name: p.name,
      team_ID: p.team,
      manager_name: p.manager,
      department_id: p.dept,
      role: p.type,
      role_title: p.title,
      hourly_or_monthly: p.pay,
      can_manage: p.canManage,
      status,
      active: status === 'Active' || status === 'On Leave' || status === 'Suspended',
      head_of: Object.entries(DEPARTMENT_HEADS).find(([, name]) => name === p.name)?.[0] ?? null,
      account: Boolean(p.key),
    };
  });
  // Set-based inserts (a handful of statements instead of one per row) keep the first start fast.
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO departments (id, department_name, description)
       SELECT id, department_name, description FROM json_to_recordset($1::json) AS d(id int, department_name text, description text)
       ON CONFLICT DO NOTHING`,
      [JSON.stringify(DEPARTMENTS)],
    );
    await tx.query(`SELECT setval(pg_get_serial_sequence('departments', 'id'), (SELECT max(id) FROM departments))`);
    await tx.query(
      `INSERT INTO teams ("team_ID", team_name) SELECT n::int, name FROM unnest($1::text[]) WITH ORDINALITY AS t(name, n)
       ON CONFLICT DO NOTHING`,
      [TEAMS],
    );
    await tx.query(`SELECT setval(pg_get_serial_sequence('teams', 'team_ID'), (SELECT max("team_ID") FROM teams))`);
    await tx.query(
      `INSERT INTO employment_roles (title) SELECT t FROM unnest($1::text[]) WITH ORDINALITY AS r(t, n) ORDER BY n
       ON CONFLICT DO NOTHING`,
      [ROLE_TITLES],
    );
    await tx.query(`INSERT INTO statuses (name) SELECT t FROM unnest($1::text[]) WITH ORDINALITY AS s(t, n) ORDER BY n ON CONFLICT DO NOTHING`, [STATUSES]);
    await tx.query(
      `INSERT INTO employees ("RES_ID", name, email, "national_ID", phone, emergency_contact_name, emergency_contact_number,
         "team_ID", department_id, role, role_title, target_hours_per_day, date_joined, employee_type,
         hourly_rate, monthly_rate, hourly_or_monthly, base_salary, can_manage, status_id, active, date_of_birth)
       SELECT p."RES_ID", p.name, p.email, p."national_ID", p.phone, p.emergency_contact_name, p.emergency_contact_number,
         p."team_ID", p.department_id, p.role, p.role_title, p.target_hours_per_day, p.date_joined, p.employee_type,
         p.hourly_rate, p.monthly_rate, p.hourly_or_monthly, p.base_salary, p.can_manage, s.id, p.active, p.date_of_birth
       FROM json_to_recordset($1::json) AS p("RES_ID" text, name text, email text, "national_ID" text,
         phone text, emergency_contact_name text, emergency_contact_number text, "team_ID" int, department_id int, role int,
         role_title text, target_hours_per_day numeric, date_joined date, employee_type text, hourly_rate numeric,
         monthly_rate numeric, hourly_or_monthly text, base_salary numeric, can_manage boolean, status text, active boolean,
         date_of_birth date, n int)
       JOIN statuses s ON s.name = p.status
       ORDER BY p.n`,
      [JSON.stringify(people)],
    );
    await tx.query(
      `UPDATE employees e SET manager_id = m.id
         FROM json_to_recordset($1::json) AS p("RES_ID" text, manager_name text)
         JOIN employees m ON m.name = p.manager_name
        WHERE e."RES_ID" = p."RES_ID"`,
      [JSON.stringify(people)],
    );
    await tx.query(
      `UPDATE departments d SET head_id = e.id
         FROM json_to_recordset($1::json) AS p("RES_ID" text, head_of int)
         JOIN employees e ON e."RES_ID" = p."RES_ID"
        WHERE d.id = p.head_of`,
      [JSON.stringify(people)],
    );
    await tx.query(
      `INSERT INTO users (employee_id, email, password_hash)
       SELECT e.id, e.email, $2 FROM employees e WHERE e.email = ANY($1::text[])`,
      [people.filter((p) => p.account).map((p) => p.email), DEMO_PASSWORD_HASH],
    );
  });
  // Each domain's demo data, in the order of domains.ts.
  for (const domain of DOMAINS) await domain.seed?.(db);
  await seedAcme(db, DEMO_PASSWORD_HASH);
  return true;
}
