/**
 * The public profile and HR's work info through GraphQL (decision 0206). Every signed-in person reads a colleague's
 * public profile — name, picture, job, department, team, the supervisor chain, bio, links — and never their pay or
 * personal data through it (the type's field list is exact, and the answer holds none of the person's values); the
 * kudos wall is the kudos they received, newest first, with who gave them. HR and the CEO change the work info (job
 * title, type, working hours, department, team, supervisor) in one write; an agent, a team leader and a head (a
 * manager) cannot. On a SPEC §7-only upstream the profile falls back to the employee row (direct supervisor only) and
 * the work info is not offered.
 *
 * @spec GET /org_chart/{id}/chain, GET /employees/{id}/profile
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { resetCapabilities } from '../../gateway/src/kit/capabilities';
import { PublicProfileDocument as PUBLIC } from '../../web/src/features/profile/publicProfile.generated';
import { UpdateProfileDocument as UPDATE_PROFILE } from '../../web/src/features/profile/profile.generated';
import { UpdateWorkInfoDocument as WORK_INFO } from '../../web/src/features/people/people.generated';
import { GiveKudosDocument as GIVE, KudosDocument as KUDOS } from '../../web/src/features/kudos/kudos.generated';
import { CapabilitiesDocument } from '../../web/src/shared/capabilities.generated';
import { builders, type Person } from '../support/builders';
import { dataOf, describeFull, gql, itFull, itSpec, loginAs, startStack, type Stack } from '../support/stack';

let stack: Stack;
let agent: string;
let hr: string;
let ceo: string;
let boss: Person;
let lead: Person;
let member: Person;

beforeAll(async () => {
  resetCapabilities();
  stack = await startStack();
  [agent, hr, ceo] = await Promise.all([loginAs(stack, 'agent'), loginAs(stack, 'hr'), loginAs(stack, 'ceo')]);
  const seed = await builders(stack);
  boss = await seed.person({ role: 'manager' });
  lead = await seed.person({ role: 'teamleader', manager: boss, department: 'Sales' });
  // Personal and pay data a colleague must never read: a phone, a national ID, an emergency contact, an hourly rate.
  member = await seed.person({
    manager: lead,
    fields: { phone: '+20 100 555 0199', national_ID: '29901011234567', emergency_contact_name: 'Nour Hamed', emergency_contact_number: '+20 100 555 0100' },
  });
}, 60_000);
afterAll(() => stack.close());

const publicAs = async (token: string, id: Person) => dataOf(await gql(stack, PUBLIC, { employeeId: String(id.id) }, token)).publicProfile;

describe('public profile', () => {
  it('shows an agent a colleague: job, department, supervisor; the chain above them links up to the top', async () => {
    const p = await publicAs(agent, member);
    expect(p).toMatchObject({ id: String(member.id), name: member.name, roleTitle: member.role_title, departmentName: 'Sales', active: true });
    expect(p.managerId).toBe(String(lead.id));
    expect(p.supervisors[0]).toMatchObject({ id: String(lead.id), name: lead.name });
  });

  itFull('the chain goes on above the direct supervisor where the org chart is offered', async () => {
    const p = await publicAs(agent, member);
    expect(p.supervisors.slice(0, 2).map((s) => s.id)).toEqual([String(lead.id), String(boss.id)]);
  });

  itSpec('falls back to the employee row on a SPEC §7-only upstream: the direct supervisor, no bio', async () => {
    const p = await publicAs(agent, member);
    expect(p.supervisors.map((s) => s.id)).toEqual([String(lead.id)]);
    expect(p.bio).toBeNull();
  });

  it('answers NOT_FOUND for an unknown person', async () => {
    const res = await gql(stack, PUBLIC, { employeeId: '999999' }, agent);
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('carries colleague fields only: no pay, no personal data on the type', async () => {
    const fieldsOf = async (type: string) => {
      const res = await gql(stack, `{ __type(name: "${type}") { fields { name } } }`, {}, agent);
      return (res.data as { __type: { fields: { name: string }[] } }).__type.fields.map((f) => f.name).sort();
    };
    expect(await fieldsOf('PublicProfile')).toEqual(
      [
        'active',
        'avatar',
        'bio',
        'departmentName',
        'id',
        'level',
        'managerId',
        'managerName',
        'name',
        'office',
        'project',
        'roleTitle',
        'socialLinks',
        'supervisors',
        'teamName',
        'timezone',
      ].sort(),
    );
    expect(await fieldsOf('ProfilePerson')).toEqual(['departmentName', 'id', 'name', 'roleTitle', 'teamName']);
  });

  it("never carries the person's pay or personal values to a colleague, however the query is written", async () => {
    const everything = `query Everything($id: ID!) { publicProfile(employeeId: $id) {
      id name roleTitle departmentName teamName active avatar bio office project level timezone managerId managerName
      socialLinks { facebook twitter linkedin github } supervisors { id name roleTitle departmentName teamName } } }`;
    const res = await gql(stack, everything, { id: String(member.id) }, agent);
    expect(res.errors).toBeUndefined();
    const text = JSON.stringify(res.data);
    for (const secret of ['555 0199', '29901011234567', 'Nour Hamed', '555 0100', '"50"', 'hourly']) expect(text).not.toContain(secret);
  });
});

describeFull('public profile (full profile)', () => {
  it('shows the bio and links the person set, and their kudos wall newest first with who gave them', async () => {
    const self = await loginAs(stack, 'agent');
    dataOf(
      await gql(
        stack,
        UPDATE_PROFILE,
        { employeeId: String(member.id), input: { bio: 'Night shift, Arabic and English.', github: 'https://github.com/member' } },
        hr,
      ),
    );
    dataOf(await gql(stack, GIVE, { receiverId: String(member.id), message: 'Thanks for covering my shift' }, self));
    dataOf(await gql(stack, GIVE, { receiverId: String(member.id), message: 'Great call today' }, ceo));
    const p = await publicAs(agent, member);
    expect(p.bio).toBe('Night shift, Arabic and English.');
    expect(p.socialLinks.github).toBe('https://github.com/member');
    const wall = dataOf(await gql(stack, KUDOS, { receiverId: String(member.id), limit: 10 }, agent)).kudos;
    expect(wall.count).toBe(2);
    expect(wall.items.map((k) => k.message)).toEqual(['Great call today', 'Thanks for covering my shift']);
    expect(wall.items[1].giver?.name).toBeTruthy();
  });
});

describeFull('update work info (full profile)', () => {
  it('lets HR change job title, type, hours, department, team and supervisor in one write, which colleagues then see', async () => {
    const input = {
      roleTitle: 'Senior Agent',
      employeeType: 'PART_TIME' as const,
      targetHoursPerDay: 6,
      departmentId: String(boss.department_id),
      teamId: null,
      managerId: String(boss.id),
    };
    const e = dataOf(await gql(stack, WORK_INFO, { id: String(member.id), input }, hr)).updateWorkInfo;
    expect(e).toMatchObject({ roleTitle: 'Senior Agent', employeeType: 'Part Time', targetHoursPerDay: 6, team: null, manager: { id: String(boss.id) } });
    const p = await publicAs(agent, member);
    expect(p).toMatchObject({ roleTitle: 'Senior Agent', managerId: String(boss.id), departmentName: e.department?.departmentName });
    // The CEO too; a field left out keeps its value.
    const again = dataOf(await gql(stack, WORK_INFO, { id: String(member.id), input: { targetHoursPerDay: 7.5 } }, ceo)).updateWorkInfo;
    expect(again).toMatchObject({ roleTitle: 'Senior Agent', targetHoursPerDay: 7.5, manager: { id: String(boss.id) } });
  });

  it('refuses a supervisor who would close a reporting loop, naming the field, and writes nothing', async () => {
    const res = await gql(stack, WORK_INFO, { id: String(boss.id), input: { roleTitle: 'Changed', managerId: String(lead.id) } }, hr);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toMatch(/reporting loop/);
    expect((await publicAs(agent, boss)).roleTitle).not.toBe('Changed');
  });

  it('is HR and the CEO only: an agent, a team leader and a head (a manager) are refused', async () => {
    for (const who of ['agent', 'teamleader', 'head', 'acm'] as const) {
      const res = await gql(stack, WORK_INFO, { id: String(member.id), input: { targetHoursPerDay: 1 } }, await loginAs(stack, who));
      expect([who, res.errors?.[0]?.extensions?.code]).toEqual([who, 'FORBIDDEN']);
    }
    expect((await publicAs(agent, member)).id).toBe(String(member.id));
  });

  itFull('is offered on the full upstream', async () => {
    expect(dataOf(await gql(stack, CapabilitiesDocument, {}, hr)).capabilities.workInfo).toBe(true);
  });
});

describe('update work info on a SPEC §7-only upstream', () => {
  itSpec('is not offered (the upstream would drop the fields) and answers NOT_FOUND, changing nothing', async () => {
    expect(dataOf(await gql(stack, CapabilitiesDocument, {}, hr)).capabilities.workInfo).toBe(false);
    const res = await gql(stack, WORK_INFO, { id: String(member.id), input: { targetHoursPerDay: 3 } }, hr);
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(res.errors?.[0]?.message).toContain('not in SPEC §7');
  });

  itSpec("still refuses an agent first; their flag says what HR's probe learnt, without a call of its own", async () => {
    expect(dataOf(await gql(stack, CapabilitiesDocument, {}, agent)).capabilities.workInfo).toBe(false);
    const res = await gql(stack, WORK_INFO, { id: String(member.id), input: { targetHoursPerDay: 3 } }, agent);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
