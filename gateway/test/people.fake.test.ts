/**
 * People at the gateway over a fake upstream: one employee through GET /employees/{id} or, without that extension,
 * through the list (the batch loader's fallback), with the upstream's names mapped to the schema's; firing is the
 * CEO's alone, refused before any REST call.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { graphql } from './generated';
import { startFakeGateway, type FakeGateway } from './support/fakeGateway';
import { employeeRow } from './support/fixtures';
import { refuse } from './support/routes';

let gw: FakeGateway;
afterEach(() => gw.close());

const EMPLOYEE = graphql(`
  query FakeEmployee($id: ID!) {
    employee(id: $id) {
      id
      name
      resId
      roleTitle
      departmentId
      teamId
    }
  }
`);
const FIRE = graphql(`
  mutation FakeFire($id: ID!) {
    fireEmployee(id: $id) {
      message
    }
  }
`);

const row = employeeRow(12, { RES_ID: 'RES-12', role_title: 'Team Leader', department_id: 2, team_ID: 3 });
const mapped = { id: '12', name: 'Employee 12', resId: 'RES-12', roleTitle: 'Team Leader', departmentId: '2', teamId: '3' };

describe('employee', () => {
  it('maps GET /employees/{id} to the schema', async () => {
    gw = await startFakeGateway({ '/employees/{id}': { get: () => row } });
    const res = await gw.query(EMPLOYEE, { id: '12' });
    expect(res.data?.employee).toEqual(mapped);
    expect(gw.restCalls()).toEqual(['GET /employees/12']);
  });

  it('answers from the list when the upstream has no GET /employees/{id}', async () => {
    gw = await startFakeGateway({ '/employees': { get: () => ({ items: [employeeRow(11), row], count: 2 }) } });
    const res = await gw.query(EMPLOYEE, { id: '12' });
    expect(res.errors).toBeUndefined();
    expect(res.data?.employee).toEqual(mapped);
  });

  it('a record the upstream does not have is NOT_FOUND "Employee not found" (the 404 checked against the list)', async () => {
    gw = await startFakeGateway({
      '/employees/{id}': { get: () => refuse(404, 'Employee not found') },
      '/employees': { get: () => ({ items: [row], count: 1 }) },
    });
    const res = await gw.query(EMPLOYEE, { id: '99' });
    expect(res.errors?.[0]).toMatchObject({ message: 'Employee not found', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('fireEmployee', () => {
  it('is refused to HR without a REST call, and passes the upstream message for the CEO', async () => {
    gw = await startFakeGateway({ '/employees/{id}': { delete: () => ({ message: 'Employee fired successfully', employee: { ...row, active: false } }) } });
    const refused = await gw.query(FIRE, { id: '12' }, 'hr');
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.restCalls()).toEqual([]);
    const fired = await gw.query(FIRE, { id: '12' }, 'ceo');
    expect(fired.data?.fireEmployee.message).toBe('Employee fired successfully');
    expect(gw.restCalls()).toEqual(['DELETE /employees/12']);
  });

  it('reports the upstream refusal in its own words', async () => {
    gw = await startFakeGateway({ '/employees/{id}': { delete: () => refuse(409, 'Employee is already inactive') } });
    const res = await gw.query(FIRE, { id: '12' }, 'ceo');
    expect(res.errors?.[0]).toMatchObject({ message: 'Employee is already inactive', extensions: { code: 'CONFLICT' } });
  });
});
