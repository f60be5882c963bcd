/**
 * Builder fixtures: a test creates the people and records it needs in its own database, through the upstream's REST
 * API as the CEO (bodies and answers typed by the contract, gateway/src/rest/generated/contract.ts), instead of looking up the
 * demo company by name. The demo company stays: the sign-in accounts (`loginAs`) and the reference data (departments,
 * teams, statuses) are still there, and the tests of the demo data itself read it.
 *
 *   const seed = await builders(stack);
 *   const lead = await seed.person({ role: 'teamleader', department: 'Operations' });
 *   const agent = await seed.person({ manager: lead, team: 1 });
 *   const type = await seed.leaveType({ yearlyLimit: 10 });
 *   const candidate = await seed.candidate({ referrer: agent });
 *
 * Every name is new (`Test Agent 3`), so no test depends on what another file or the demo data holds.
 */
import type { paths } from '../../gateway/src/rest/generated/contract';
import { DEMO_ACCOUNTS, DEPARTMENTS, STATUSES, type DemoKey } from '../../upstream/src/seed';
import type { Stack } from './stack';

/** The JSON body and 201 answer of a contract path's POST. */
type Post<P extends keyof paths> = paths[P] extends {
  post: { requestBody: { content: { 'application/json': infer B } }; responses: { 201: { content: { 'application/json': infer R } } } };
}
  ? { body: B; answer: R }
  : never;

export type Person = Post<'/employees'>['answer'];
export type LeaveType = Post<'/leave_types'>['answer'];
type Departments = paths['/departments']['get']['responses'][200]['content']['application/json'];
export type Candidate = Post<'/candidates'>['answer'];
type EmployeeBody = Extract<Post<'/employees'>['body'], { employee: unknown }>['employee'];
type CandidateBody = Extract<Post<'/candidates'>['body'], { candidate: unknown }>['candidate'];

/** A role as the company's org chart knows it: the numeric role type, a title, whether the person manages others. */
const ROLES = {
  agent: { role: 0, role_title: 'Customer Support Agent', can_manage: false },
  teamleader: { role: 1, role_title: 'Team Leader', can_manage: true },
  hr: { role: 1, role_title: 'HR Specialist', can_manage: false },
  manager: { role: 2, role_title: 'Operations Manager', can_manage: true },
  head: { role: 3, role_title: 'Head of Operations', can_manage: true },
} as const;

export type BuilderRole = keyof typeof ROLES;
export type DepartmentName = (typeof DEPARTMENTS)[number]['department_name'];

export interface PersonSpec {
  role?: BuilderRole;
  /** The person's manager: a built person or an employee id. */
  manager?: Person | number;
  /** A department of the demo company's org chart (default: the manager's, else Operations). */
  department?: DepartmentName;
  team?: number | null;
  /** Paid by the hour (default) or by the month. */
  pay?: 'hourly' | 'monthly';
  /** A status of the demo company's list (default Active): `Resigned` makes a former employee who still has a row. */
  status?: (typeof STATUSES)[number];
  /** Any other field of the upstream's employee body (`date_joined`, `status_id`, ...). */
  fields?: Partial<EmployeeBody>;
}

export interface LeaveTypeSpec {
  name?: string;
  yearlyLimit?: number;
  monthlyFraction?: number;
  /** Year-end carry-over (decision 0220): at most this many days, lapsing after `carryOverExpiryMonths` (an extension). */
  carryOverBalance?: number;
  carryOverExpiryMonths?: number;
}

export interface CandidateSpec {
  /** The employee who referred them (source `referral`); without one the source is `other`. */
  referrer?: Person;
  /** Any other field of the upstream's candidate body (`national_id`, `source`, ...). */
  fields?: Partial<CandidateBody>;
}

export interface Builders {
  person(spec?: PersonSpec): Promise<Person>;
  leaveType(spec?: LeaveTypeSpec): Promise<LeaveType>;
  /** A candidate with every profile field filled (onboarding misses nothing but an interview). */
  candidate(spec?: CandidateSpec): Promise<Candidate>;
}

let serial = 0;
const next = () => (serial += 1);
const title = (role: BuilderRole) => (role === 'teamleader' ? 'Lead' : role[0].toUpperCase() + role.slice(1));

/** Whom the builders act as: another company's admin (its subdomain) instead of the demo CEO. */
export interface BuilderAccount {
  email: string;
  password: string;
  company: string;
}

/**
 * Builders over `stack`'s upstream, signed in once as the CEO, or as `as` in its company (a registered company has
 * none of the demo departments: its people default to its first one).
 */
export async function builders(stack: Pick<Stack, 'upstream'>, as?: BuilderAccount): Promise<Builders> {
  const account = as ?? DEMO_ACCOUNTS.find((a) => a.key === 'ceo')!;
  const company: Record<string, string> = as ? { 'x-company': as.company } : {};
  const login = await fetch(`${stack.upstream.url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...company },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const { token }: { token: string } = await login.json();
  // Another company's people default to its first department (the demo company's ids are not its own).
  let ownDepartment: number | undefined;
  if (as) {
    const res = await fetch(`${stack.upstream.url}/departments?limit=1&sort_by=id`, { headers: { authorization: `Bearer ${token}`, ...company } });
    const page: Departments = await res.json();
    ownDepartment = page.items[0]?.id;
  }

  async function post<P extends keyof paths>(path: P, body: Post<P>['body']): Promise<Post<P>['answer']> {
    const res = await fetch(`${stack.upstream.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...company },
      body: JSON.stringify(body),
    });
    if (res.status !== 201) throw new Error(`builder POST ${path} refused: ${res.status} ${await res.text()}`);
    return res.json();
  }

  return {
    async person(spec = {}) {
      const role = spec.role ?? 'agent';
      const n = next();
      const manager = typeof spec.manager === 'object' ? spec.manager : undefined;
      const departmentId = spec.department
        ? DEPARTMENTS.find((d) => d.department_name === spec.department)!.id
        : (manager?.department_id ?? ownDepartment ?? DEPARTMENTS.find((d) => d.department_name === 'Operations')!.id);
      const pay = spec.pay ?? 'hourly';
      return post('/employees', {
        employee: {
          RES_ID: `T-${process.pid}-${n}`,
          name: `Test ${title(role)} ${n}`,
          email: `test.${role}.${n}.${process.pid}@test.hr`,
          department_id: departmentId,
          manager_id: typeof spec.manager === 'number' ? spec.manager : (manager?.id ?? null),
          team_ID: spec.team ?? null,
          ...ROLES[role],
          target_hours_per_day: 8,
          date_joined: '2024-01-01',
          hourly_or_monthly: pay,
          ...(pay === 'hourly' ? { hourly_rate: 50 } : { monthly_rate: 9000 }),
          // The seed inserts the statuses in this order, so a status's id is its place in the list.
          ...(spec.status ? { status_id: STATUSES.indexOf(spec.status) + 1 } : {}),
          ...spec.fields,
        },
      });
    },
    leaveType(spec = {}) {
      const n = next();
      return post('/leave_types', {
        leave_type: {
          leave_name: spec.name ?? `Test leave ${n}`,
          yearly_limit: spec.yearlyLimit ?? 10,
          monthly_fraction: spec.monthlyFraction ?? 0,
          ...(spec.carryOverBalance === undefined ? {} : { carry_over_balance: spec.carryOverBalance }),
          ...(spec.carryOverExpiryMonths === undefined ? {} : { carry_over_expiry_months: spec.carryOverExpiryMonths }),
        },
      });
    },
    candidate(spec = {}) {
      const n = next();
      const digits = String(process.pid % 100000).padStart(5, '0') + String(n).padStart(5, '0');
      return post('/candidates', {
        candidate: {
          full_name: `Test Candidate ${n}`,
          national_id: `3${digits}0000`.slice(0, 14),
          contact_number: `+20 12 ${digits.slice(2, 6)} ${digits.slice(6)}`,
          contact_email: `test.candidate.${n}.${process.pid}@mail.example`,
          nationality: 'Egyptian',
          city_of_residence: 'Cairo',
          military_status: 'Completed',
          educational_status: 'Graduate',
          marital_status: 'Single',
          is_contacted: 'yes',
          ...(spec.referrer ? { source: 'referral', referred_by_res_id: spec.referrer.RES_ID } : { source: 'other' }),
          ...spec.fields,
        },
      });
    },
  };
}

// Demo accounts as people: the builders above make new people; a test that places one beside a demo account (an
// agent in the team leader's team, a request the ACM may file) needs that account's employee id.

type CurrentUser = paths['/current_user_with_manager']['get']['responses'][200]['content']['application/json'];

/** The employee row of a demo account's person, read as that account (upstream GET /current_user_with_manager). */
export async function demoPerson(stack: Pick<Stack, 'upstream'>, key: DemoKey): Promise<CurrentUser> {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key)!;
  const login = await fetch(`${stack.upstream.url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const { token }: { token: string } = await login.json();
  const me = await fetch(`${stack.upstream.url}/current_user_with_manager`, { headers: { authorization: `Bearer ${token}` } });
  if (me.status !== 200) throw new Error(`demoPerson ${key}: ${me.status} ${await me.text()}`);
  return me.json();
}
