/**
 * The large company's people (seed:large): new teams under the demo departments, each led by a team leader who
 * reports to an operations manager who reports to the department's head; ~15 agents per team; a few HR specialists
 * and auditors under their heads; about 2% of agents left during the year (Resigned, with a last working day).
 * Everyone joined at least 400 days before "today", so the whole year of history is theirs.
 */
import { FIRST_RES, GENERATED, addDays, type LargeSeedContext, type LargeSeedPart } from '../largeSeed/kit';

const FIRST = [
  'Ahmed',
  'Mohamed',
  'Sara',
  'Nour',
  'Omar',
  'Mariam',
  'Youssef',
  'Hana',
  'Karim',
  'Laila',
  'Tarek',
  'Dina',
  'Mostafa',
  'Aya',
  'Khaled',
  'Salma',
  'Hossam',
  'Yasmin',
  'Amr',
  'Mona',
  'Bassem',
  'Heba',
  'Walid',
  'Reem',
  'Ziad',
  'Farida',
  'Hany',
  'Noha',
  'Adel',
  'Lina',
  'Ismail',
  'Dalia',
  'Kareem',
  'Jana',
  'Tamer',
  'Rana',
  'Malak',
  'Sherif',
  'Nadia',
  'Rania',
];
const LAST = [
  'Haddad',
  'Mansour',
  'Farouk',
  'Nasser',
  'Adel',
  'Saleh',
  'Fathy',
  'Samir',
  'Youssef',
  'Ibrahim',
  'Khalil',
  'Gamal',
  'Hassan',
  'Mahmoud',
  'Aziz',
  'Ragab',
  'Tawfik',
  'Lotfy',
  'Shawky',
  'Zaki',
  'Fouad',
  'Anwar',
  'Sherif',
  'Abdallah',
  'Essam',
  'Mostafa',
  'Hamdy',
  'Kamal',
  'Badr',
  'Osman',
  'Wagdy',
  'Samy',
  'Ramzy',
  'Barakat',
  'Refaat',
  'Nabil',
  'Helmy',
  'Fikry',
];

/** How many managers, team leaders, agents and staff make `n` new people. */
export function layoutSizes(n: number) {
  const staff = Math.floor(n * 0.04);
  const rest = n - staff;
  const teams = Math.max(1, Math.ceil(rest / 17));
  const managers = Math.max(1, Math.ceil(teams / 8));
  return { managers, teams, agents: Math.max(0, rest - teams - managers), staff };
}

/**
 * One row per new person i (0-based): managers, then team leaders, then agents, then staff. $1..$4 are the sizes;
 * `team` is the index of the team they belong to or lead, `boss` the index of whom they report to (null: a head).
 */
const LAYOUT = `
  WITH n AS (SELECT $1::int AS m, $2::int AS t, $3::int AS a, $4::int AS s),
  g AS (
    SELECT i, CASE WHEN i < m THEN 'manager' WHEN i < m + t THEN 'leader' WHEN i < m + t + a THEN 'agent' ELSE 'staff' END AS kind
      FROM n, generate_series(0, m + t + a + s - 1) AS i
  ), k AS (
    SELECT i, kind, CASE kind WHEN 'leader' THEN i - m WHEN 'agent' THEN (i - m - t) % t END AS team, m FROM g, n
  )
  SELECT i, kind, team,
         CASE kind WHEN 'leader' THEN team % m WHEN 'agent' THEN m + team END AS boss,
         CASE WHEN kind = 'staff' THEN (ARRAY[1, 4])[i % 2 + 1]
              ELSE (ARRAY[2, 3, 5])[(CASE kind WHEN 'manager' THEN i ELSE team % m END) % 3 + 1] END AS dept
    FROM k`;

const TEAM_PREFIX = `(CASE dept WHEN 2 THEN 'Inbound Support ' WHEN 3 THEN 'Outbound Sales ' ELSE 'Cold Calling ' END)`;
const res = (i: string) => `'RES-' || (${FIRST_RES} + ${i})`;

async function run({ db, people, today }: LargeSeedContext) {
  const existing = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM employees')).rows[0].n;
  const n = people - existing;
  if (n <= 0) return { teams: 0, employees: 0 };
  const s = layoutSizes(n);
  const sizes = [s.managers, s.teams, s.agents, s.staff];
  await db.query(
    `INSERT INTO teams (team_name)
     SELECT ${TEAM_PREFIX} || lpad((team + 1)::text, 3, '0') FROM (${LAYOUT}) l WHERE kind = 'leader' ORDER BY team`,
    sizes,
  );
  const leftBefore = addDays(today, -30);
  const inserted = await db.query(
    `INSERT INTO employees ("RES_ID", name, email, "national_ID", phone, emergency_contact_name, emergency_contact_number,
       "team_ID", department_id, role, role_title, target_hours_per_day, date_joined, employee_type, hourly_rate,
       monthly_rate, hourly_or_monthly, base_salary, can_manage, status_id, active, date_of_birth, last_working_day)
     SELECT ${res('l.i')}, p.name, lower(replace(p.name, ' ', '.')) || '.' || (${FIRST_RES} + l.i) || '@demo.hr',
            '2' || lpad(((l.i::bigint * 7919 + 104729) % 10000000000000)::text, 13, '0'),
            '+20 10 ' || lpad(((l.i * 7297) % 100000000)::text, 8, '0'), split_part(p.name, ' ', 1) || '''s family',
            '+20 11 ' || lpad(((l.i * 3307 + 11) % 100000000)::text, 8, '0'),
            t."team_ID", l.dept, p.role, p.title, p.hours, $6::date - (400 + (l.i * 37) % 1800),
            CASE WHEN p.hours = 4 THEN 'Part Time' ELSE 'Full Time' END,
            CASE WHEN p.hourly THEN 55 + (l.i % 4) * 5 END,
            CASE WHEN NOT p.hourly THEN (ARRAY[9000, 14000, 22000])[p.role + 1] + (l.i % 3) * 1000 END,
            CASE WHEN p.hourly THEN 'hourly' ELSE 'monthly' END,
            CASE WHEN NOT p.hourly THEN (ARRAY[9000, 14000, 22000])[p.role + 1] END,
            l.kind IN ('manager', 'leader'), st.id, NOT p.leaver, date '1975-01-01' + (l.i * 131) % 9000,
            CASE WHEN p.leaver THEN $7::date - (l.i * 7) % 300 END
       FROM (${LAYOUT}) l
       CROSS JOIN LATERAL (SELECT
            ($5::text[])[l.i % array_length($5::text[], 1) + 1] || ' ' || ($8::text[])[(l.i / 7 + l.i * 3) % array_length($8::text[], 1) + 1] AS name,
            CASE l.kind WHEN 'manager' THEN 2 WHEN 'agent' THEN 0 ELSE 1 END AS role,
            CASE l.kind WHEN 'manager' THEN 'Operations Manager' WHEN 'leader' THEN 'Team Leader'
              WHEN 'staff' THEN CASE l.dept WHEN 1 THEN 'HR Specialist' ELSE 'Quality Auditor' END
              ELSE CASE l.dept WHEN 2 THEN 'Customer Support Agent' WHEN 3 THEN 'Sales Agent' ELSE 'Cold Calling Agent' END END AS title,
            CASE WHEN l.kind = 'agent' AND l.i % 20 = 3 THEN 4 ELSE 8 END AS hours,
            l.kind = 'agent' AND l.i % 17 <> 0 AS hourly,
            l.kind = 'agent' AND (l.i * 31) % 41 = 0 AS leaver) p
       LEFT JOIN teams t ON t.team_name = ${TEAM_PREFIX.replace('dept', 'l.dept')} || lpad((l.team + 1)::text, 3, '0')
       JOIN statuses st ON st.name = CASE WHEN p.leaver THEN 'Resigned' ELSE 'Active' END
      ORDER BY l.i`,
    [...sizes, FIRST, today, leftBefore, LAST],
  );
  // Whom each reports to: the layout's boss, or the department's head (who reports to the CEO already).
  await db.query(
    `UPDATE employees e SET manager_id = COALESCE(b.id, d.head_id)
       FROM (${LAYOUT}) l
       JOIN departments d ON d.id = l.dept
       LEFT JOIN employees b ON b."RES_ID" = ${res('l.boss')}
      WHERE e."RES_ID" = ${res('l.i')} AND ${GENERATED.replace('"RES_ID"', 'e."RES_ID"')}`,
    sizes,
  );
  return { teams: s.teams, employees: inserted.affectedRows ?? n };
}

export const largeSeed: LargeSeedPart = { domain: 'people', run };
