/** GET /home/birthdays: every active employee's day and month of birth, to any signed-in user, never the year. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { demoName, startTestUpstream, type TestUpstream } from './harness';

let up: TestUpstream;
beforeAll(async () => {
  up = await startTestUpstream();
});
afterAll(() => up.close());

describe('home: GET /home/birthdays', () => {
  it('answers every active employee with a date of birth as MM-DD, in calendar order, to an agent', async () => {
    const agent = await up.login('agent');
    const res = await up.request('GET', '/home/birthdays', { token: agent });
    expect(res.status).toBe(200);
    const hr = await up.login('hr');
    const everyone = await up.request('GET', '/employees', { token: hr });
    const born = everyone.body.items.filter((e: { date_of_birth: string | null }) => e.date_of_birth);
    expect(res.body.count).toBe(born.length);
    expect(res.body.items).toHaveLength(born.length);
    const sara = born.find((e: { name: string }) => e.name === demoName('agent'));
    expect(res.body.items).toContainEqual({
      employee_id: sara.id,
      name: demoName('agent'),
      department_id: sara.department_id,
      department_name: sara.department_name,
      birthday: sara.date_of_birth.slice(5, 10),
    });
    const days = res.body.items.map((b: { birthday: string }) => b.birthday);
    expect(days).toEqual([...days].sort());
    expect(JSON.stringify(res.body)).not.toMatch(/\b(19|20)\d\d-\d\d-\d\d\b/); // no year anywhere
  });

  it('needs a signed-in user', async () => {
    expect((await up.request('GET', '/home/birthdays')).status).toBe(401);
  });
});
