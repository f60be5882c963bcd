/**
 * The full profile and self-service through GraphQL: a person edits their own personal details only (the SPEC §5
 * phone rule, links checked against their site, IANA time zones; work info is HR's), HR renames (first and last name
 * joined into the SPEC §7 name), the picture is stored and shown to colleagues, who never read personal or pay data
 * through any path (the profile, its employee, a change request). Sensitive changes go through HR: approved applies
 * them, rejected changes nothing, who and when are kept; another company sees none of it. On a SPEC §7-only upstream
 * the profile answers what the employee row holds and the capability is off.
 *
 * @spec GET /employees/{id}/profile, PATCH /employees/{id}/profile, PUT /employees/{id}/avatar, DELETE /employees/{id}/avatar
 * @spec GET /profile_change_requests, POST /profile_change_requests
 * @spec POST /profile_change_requests/{id}/approve, POST /profile_change_requests/{id}/reject
 * @postgres profile
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { resetCapabilities } from '../../gateway/src/kit/capabilities';
import { ACME } from '../../upstream/src/companies/acme';
import { DEMO_PASSWORD } from '../../upstream/src/seed';
import { DOCUMENTS } from '../../upstream/test/documentSamples';
import {
  ApproveProfileChangeDocument as APPROVE,
  ProfileChangeRequestsDocument as REQUESTS,
  ProfileDocument as PROFILE,
  RejectProfileChangeDocument as REJECT,
  RemoveAvatarDocument as REMOVE_AVATAR,
  RequestProfileChangeDocument as REQUEST,
  UpdateProfileDocument as UPDATE,
  UploadAvatarDocument as UPLOAD_AVATAR,
} from '../../web/src/features/profile/profile.generated';
import { CapabilitiesDocument } from '../../web/src/shared/capabilities.generated';
import { ViewerTimeZoneDocument } from '../../web/src/shared/viewerZone.generated';
import { graphql } from '../generated';
import { builders, demoPerson, type Person } from '../support/builders';
import { dataOf, demoName, describeFull, gql, gqlUpload, itSpec, loginAs, startStack, type Stack } from '../support/stack';

const PROFILE_WITH_EMPLOYEE = graphql(`
  query ProfileWithEmployee($employeeId: ID!) {
    profile(employeeId: $employeeId) {
      name
      bio
      phone
      employee {
        roleTitle
        phone
        nationalId
        hourlyRate
      }
    }
  }
`);
const LOGIN = graphql(`
  mutation ProfileAcmeLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
    }
  }
`);

let stack: Stack;
let agent: string;
let colleague: string;
let hr: string;
let agentId: string;
let newcomer: Person;

type Errors = { errors?: { message: string; extensions?: Record<string, unknown> }[] };
const errorOf = (res: Errors) => res.errors?.[0];

beforeAll(async () => {
  resetCapabilities();
  stack = await startStack();
  [agent, colleague, hr] = await Promise.all([loginAs(stack, 'agent'), loginAs(stack, 'teamleader'), loginAs(stack, 'hr')]);
  agentId = String((await demoPerson(stack, 'agent')).id);
  newcomer = await (await builders(stack)).person();
}, 60_000);
afterAll(() => stack.close());

const profileAs = async (token: string, employeeId = agentId) => dataOf(await gql(stack, PROFILE, { employeeId }, token)).profile;

describeFull('self-service (full profile)', () => {
  it('lets a person change their personal details, which HR sees and a colleague does not', async () => {
    const input = {
      phone: '+1 202 555 0143',
      address: '12 Nile Street',
      emergencyContactName: 'Mona',
      emergencyContactNumber: '+20 100 123 4567',
      bio: 'Sales since 2020',
      timezone: 'africa/cairo',
      linkedin: 'https://www.linkedin.com/in/someone',
      github: 'https://github.com/someone',
    };
    const saved = dataOf(await gql(stack, UPDATE, { employeeId: agentId, input }, agent)).updateProfile;
    expect(saved).toMatchObject({ phone: input.phone, address: input.address, bio: input.bio, timezone: 'Africa/Cairo' });
    // The zone the app shows the person times in.
    expect(dataOf(await gql(stack, ViewerTimeZoneDocument, {}, agent)).me.timezone).toBe('Africa/Cairo');
    expect(saved.socialLinks).toEqual({ facebook: null, twitter: null, linkedin: input.linkedin, github: input.github });

    expect(await profileAs(hr)).toMatchObject({ address: input.address, phone: input.phone, emergencyContactNumber: input.emergencyContactNumber });
    const seen = await profileAs(colleague);
    expect(seen).toMatchObject({ bio: input.bio, timezone: 'Africa/Cairo', socialLinks: saved.socialLinks });
    expect(seen).toMatchObject({
      address: null,
      phone: null,
      emergencyContactName: null,
      emergencyContactNumber: null,
      nationalId: null,
      paymentAccount: null,
    });
  });

  it("never shows a colleague personal or pay data through the profile's employee either", async () => {
    const seen = dataOf(await gql(stack, PROFILE_WITH_EMPLOYEE, { employeeId: agentId }, colleague)).profile;
    expect(seen.employee).toEqual({ roleTitle: 'Sales Agent', phone: null, nationalId: null, hourlyRate: null });
    expect(seen.phone).toBeNull();
    const own = dataOf(await gql(stack, PROFILE_WITH_EMPLOYEE, { employeeId: agentId }, agent)).profile;
    expect(own.employee?.phone).toBe('+1 202 555 0143');
  });

  it('words a bad phone as SPEC §5 does, a link of another site, an unknown time zone, and writes nothing', async () => {
    const input = { phone: '555-CALL', facebook: 'https://github.com/someone', timezone: 'Mars/Olympus', bio: 'not saved' };
    const res = await gql(stack, UPDATE, { employeeId: agentId, input }, agent);
    expect(errorOf(res)?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(errorOf(res)?.extensions?.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'phone', message: 'Invalid Phone Number' },
        { field: 'facebook', message: 'Facebook must be a facebook.com link' },
        { field: 'timezone', message: 'Timezone must be an IANA time zone, e.g. Europe/London' },
      ]),
    );
    expect((await profileAs(agent)).bio).toBe('Sales since 2020');
  });

  it("keeps work info and other people's records to HR", async () => {
    const office = await gql(stack, UPDATE, { employeeId: agentId, input: { office: 'Cairo', bio: 'not saved' } }, agent);
    expect(errorOf(office)?.extensions?.fieldErrors).toEqual([{ field: 'office', message: 'Office is changed by HR' }]);
    expect((await profileAs(agent)).office).toBeNull();
    const other = await gql(stack, UPDATE, { employeeId: String(newcomer.id), input: { bio: 'x' } }, agent);
    expect(errorOf(other)?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lets HR set first and last name, joined into the employee name', async () => {
    const input = { firstName: 'Layla', lastName: 'Qasim', office: 'Alexandria', level: 'L2' };
    const saved = dataOf(await gql(stack, UPDATE, { employeeId: String(newcomer.id), input }, hr)).updateProfile;
    expect(saved).toMatchObject({ name: 'Layla Qasim', firstName: 'Layla', lastName: 'Qasim', office: 'Alexandria', level: 'L2' });
    const withEmployee = dataOf(await gql(stack, PROFILE_WITH_EMPLOYEE, { employeeId: String(newcomer.id) }, hr)).profile;
    expect(withEmployee.name).toBe('Layla Qasim');
  });

  it('stores the picture, shows it to colleagues, and falls back to initials when removed', async () => {
    const file = { name: 'me.png', type: DOCUMENTS.png.type, content: DOCUMENTS.png.content };
    const up = dataOf(await gqlUpload(stack, UPLOAD_AVATAR, { employeeId: agentId }, { file }, agent)).uploadAvatar;
    expect(up.avatar).toMatch(/^data:image\/png;base64,/);
    expect((await profileAs(colleague)).avatar).toBe(up.avatar);
    const pdf = await gqlUpload(stack, UPLOAD_AVATAR, { employeeId: agentId }, { file: DOCUMENTS.pdf }, agent);
    expect(errorOf(pdf)?.message).toBe('The picture must be a PNG or JPEG image');
    const notMine = await gqlUpload(stack, UPLOAD_AVATAR, { employeeId: agentId }, { file }, colleague);
    expect(errorOf(notMine)?.extensions?.code).toBe('FORBIDDEN');
    expect(dataOf(await gql(stack, REMOVE_AVATAR, { employeeId: agentId }, agent)).removeAvatar.avatar).toBeNull();
  });

  it('applies an approved payment-account change and records who decided', async () => {
    const asked = dataOf(
      await gql(stack, REQUEST, { input: { field: 'PAYMENT_ACCOUNT', newValue: 'sara.new@payoneer.example', reason: 'New account' } }, agent),
    );
    const id = asked.requestProfileChange.id;
    expect(asked.requestProfileChange).toMatchObject({ status: 'PENDING', newValue: 'sara.new@payoneer.example' });
    // Only HR and the CEO decide, and not on their own requests.
    expect(errorOf(await gql(stack, APPROVE, { id }, agent))?.extensions?.code).toBe('FORBIDDEN');
    expect(errorOf(await gql(stack, APPROVE, { id }, colleague))?.extensions?.code).toBe('FORBIDDEN');
    expect(dataOf(await gql(stack, REQUESTS, { limit: 25 }, colleague)).profileChangeRequests.count).toBe(0);
    expect(dataOf(await gql(stack, REQUESTS, { status: 'PENDING', limit: 25 }, hr)).profileChangeRequests.items.map((r) => r.id)).toContain(id);

    const approved = dataOf(await gql(stack, APPROVE, { id, hrComment: 'Checked' }, hr)).approveProfileChange;
    expect(approved).toMatchObject({ status: 'APPROVED', hrComment: 'Checked', reviewedByName: demoName('hr') });
    expect(approved.reviewedAt).toEqual(expect.any(String));
    expect((await profileAs(agent)).paymentAccount).toBe('sara.new@payoneer.example');
    expect(errorOf(await gql(stack, REJECT, { id }, hr))).toMatchObject({
      message: 'This change request was already approved',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('changes nothing when HR rejects a national ID change', async () => {
    const before = (await profileAs(agent)).nationalId;
    const id = dataOf(await gql(stack, REQUEST, { input: { field: 'NATIONAL_ID', newValue: '29901011234567' } }, agent)).requestProfileChange.id;
    const rejected = dataOf(await gql(stack, REJECT, { id, hrComment: 'Bring the card' }, hr)).rejectProfileChange;
    expect(rejected).toMatchObject({ status: 'REJECTED', reviewedByName: demoName('hr') });
    expect((await profileAs(agent)).nationalId).toBe(before);
    const mine = dataOf(await gql(stack, REQUESTS, { limit: 25 }, agent)).profileChangeRequests;
    expect(mine.items.map((r) => r.status).sort()).toEqual(['APPROVED', 'REJECTED']);
  });

  it('keeps each company to itself', async () => {
    const header = { 'x-company': ACME.subdomain };
    const acme = dataOf(await gql(stack, LOGIN, { email: ACME.admin, password: DEMO_PASSWORD }, null, header)).login.token;
    const res = await gql(stack, PROFILE, { employeeId: agentId }, acme, header);
    expect(errorOf(res)?.extensions?.code).toBe('NOT_FOUND');
    expect(dataOf(await gql(stack, REQUESTS, { limit: 25 }, acme, header)).profileChangeRequests.count).toBe(0);
  });
});

describe('profile on a SPEC §7-only upstream', () => {
  itSpec('answers the employee row, guarded as ever, and hides self-service', async () => {
    expect(dataOf(await gql(stack, CapabilitiesDocument, {}, agent)).capabilities.profile).toBe(false);
    // No profile to name a time zone: the browser's, and the signed-in user still answers whole.
    expect(dataOf(await gql(stack, ViewerTimeZoneDocument, {}, agent)).me.timezone).toBeNull();
    const own = await profileAs(agent);
    expect(own).toMatchObject({ name: demoName('agent'), bio: null, avatar: null });
    expect((await profileAs(colleague)).phone).toBeNull();
  });
});
