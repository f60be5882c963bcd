import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import jwt from 'jsonwebtoken';
import { demoName, startTestUpstream, type TestUpstream } from './harness';
import { DEMO_ACCOUNTS } from '../src/seed';

const SECRET = 'test-secret-for-auth-tests';
let up: TestUpstream;

beforeAll(async () => {
  up = await startTestUpstream({ build: { tokenSecret: SECRET } });
});
afterAll(() => up.close());

describe('POST /login', () => {
  it('signs in a demo account and answers a token with the user', async () => {
    const res = await up.request('POST', '/login', { body: { email: 'agent@demo.hr', password: 'Passw0rd!' } });
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe('string');
    expect(res.body.user).toMatchObject({ name: demoName('agent'), email: 'agent@demo.hr', role_title: 'Sales Agent' });
  });

  it('accepts the Rails-style { user: { email, password } } body and any e-mail case', async () => {
    const res = await up.request('POST', '/login', { body: { user: { email: 'CEO@Demo.HR', password: 'Passw0rd!' } } });
    expect(res.status).toBe(200);
    expect(res.body.user.role_title).toBe('CEO');
  });

  it.each([
    ['wrong password', { email: 'hr@demo.hr', password: 'nope' }],
    ['unknown e-mail', { email: 'nobody@demo.hr', password: 'Passw0rd!' }],
    ['missing fields', {}],
  ])('answers 401 Invalid email or password for a %s', async (_case, body) => {
    const res = await up.request('POST', '/login', { body });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      message: 'Invalid email or password',
      errors: [{ message: 'Invalid email or password', field: null }],
    });
  });

  it('signs in every demo account', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const res = await up.request('POST', '/login', { body: { email: account.email, password: account.password } });
      expect([account.key, res.status, res.body.user?.role_title]).toEqual([account.key, 200, account.roleTitle]);
    }
  });
});

describe('authentication of other routes', () => {
  it('answers 401 Unauthorized without a token', async () => {
    const res = await up.request('GET', '/current_user_with_manager');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Unauthorized');
  });

  it('answers 401 for a malformed or foreign-signed token', async () => {
    for (const token of ['garbage', jwt.sign({}, 'another-secret', { subject: '1', expiresIn: '1h' })]) {
      const res = await up.request('GET', '/current_user_with_manager', { token });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Unauthorized');
    }
  });

  it('answers 401 Token expired for an expired token', async () => {
    const expired = jwt.sign({ exp: Math.floor(Date.now() / 1000) - 60 }, SECRET, { subject: '1' });
    const res = await up.request('GET', '/current_user_with_manager', { token: expired });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Token expired');
  });

  it('answers 401 when the token is valid but the account no longer exists', async () => {
    const token = jwt.sign({}, SECRET, { subject: '12', expiresIn: '1h' }); // employee 12 has no sign-in account
    const res = await up.request('GET', '/current_user_with_manager', { token });
    expect(res.status).toBe(401);
  });

  it('answers 401 even for unknown paths without a token, and 404 with one', async () => {
    expect((await up.request('GET', '/no/such/path')).status).toBe(401);
    const token = await up.login('hr');
    const res = await up.request('GET', '/no/such/path', { token });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Route GET /no/such/path not found');
  });

  it('leaves /healthz public', async () => {
    const res = await up.request('GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('GET /current_user_with_manager', () => {
  it('answers the employee with manager, department, team and status', async () => {
    const res = await up.request('GET', '/current_user_with_manager', { token: await up.login('agent') });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: demoName('agent'),
      RES_ID: expect.stringMatching(/^RES-\d{4}$/),
      national_ID: expect.stringMatching(/^\d{14}$/),
      team_ID: 1,
      team_name: 'Inbound Support',
      email: 'agent@demo.hr',
      date_joined: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      manager_name: demoName('teamleader'),
      manager: { name: demoName('teamleader'), email: 'teamleader@demo.hr', RES_ID: expect.stringMatching(/^RES-/) },
      employee_type: expect.any(String),
      hourly_rate: expect.any(Number),
      monthly_rate: null,
      hourly_or_monthly: 'hourly',
      can_manage: false,
      role: 0,
      role_title: 'Sales Agent',
      department_id: 3,
      department_name: 'Sales',
      target_hours_per_day: expect.any(Number),
      status: 'Active',
      phone: expect.any(String),
      emergency_contact_name: expect.any(String),
      emergency_contact_number: expect.any(String),
      date_of_birth: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(res.body).toHaveProperty('base_salary');
  });

  it("says 'No available manager' and manager null for the CEO", async () => {
    const res = await up.request('GET', '/current_user_with_manager', { token: await up.login('ceo') });
    expect(res.body.manager_name).toBe('No available manager');
    expect(res.body.manager).toBeNull();
  });
});

describe('PATCH /employees/change_password', () => {
  it('refuses a wrong current password with 400', async () => {
    const token = await up.login('auditor');
    const res = await up.request('PATCH', '/employees/change_password', {
      token,
      body: { old_password: 'wrong-one', new_password: 'BrandNew123' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Current password is incorrect');
    expect(res.body.errors).toEqual([{ field: 'old_password', message: 'Current password is incorrect' }]);
  });

  it('refuses a new password shorter than 8 characters with 422 on new_password', async () => {
    const token = await up.login('auditor');
    const res = await up.request('PATCH', '/employees/change_password', {
      token,
      body: { old_password: 'Passw0rd!', new_password: 'short' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'new_password', message: 'New password must be at least 8 characters' }]);
  });

  it('names every missing field with 422', async () => {
    const res = await up.request('PATCH', '/employees/change_password', { token: await up.login('auditor'), body: {} });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Current password is required, New password is required');
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['old_password', 'new_password']);
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const token = await up.login('acm');
    const res = await up.request('PATCH', '/employees/change_password', {
      token,
      body: { old_password: 'Passw0rd!', new_password: 'Changed-Passw0rd' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Password changed successfully' });
    const old = await up.request('POST', '/login', { body: { email: 'acm@demo.hr', password: 'Passw0rd!' } });
    expect(old.status).toBe(401);
    await expect(up.login({ email: 'acm@demo.hr', password: 'Changed-Passw0rd' })).resolves.toEqual(expect.any(String));
  });
});
