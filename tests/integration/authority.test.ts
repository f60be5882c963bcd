/**
 * Authority follows the reporting line, through GraphQL against the real upstream: a team leader who moves himself
 * into another team gains nothing over it (actions, the team page), every write that sets a manager refuses a loop
 * or self-management with the shuffle flow's words, and update inputs keep their required fields and ISO dates.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DemoKey } from '../../upstream/src/seed';
import { gql, gqlUpload, itFull, loginAs, startStack, type Stack } from '../support/stack';

let stack: Stack;
const tokens = {} as Record<DemoKey, string>;
const ids: Record<string, string> = {};

const FILE = `mutation($input: ActionTakenInput!) { createActionTaken(input: $input) { id employeeName } }`;
const ADJUST = `mutation($ids: [ID!]!, $manager: ID) { adjustTeams(employeeIds: $ids, managerId: $manager) { updatedCount } }`;
const UPDATE_HEADCOUNT = `mutation($id: ID!, $input: HeadcountEmployeeInput!) { updateHeadcountEmployee(id: $id, input: $input) { id hiringDate } }`;
const LOOP = 'Ahmed Samir reports to Tarek Fathy; the change would make a reporting loop';
const SELF = 'An employee cannot be their own manager';

const managerOf = async (name: string) =>
  (await gql(stack, 'query($id: ID!) { employee(id: $id) { manager { name } } }', { id: ids[name] }, tokens.hr)).data.employee.manager?.name;

beforeAll(async () => {
  stack = await startStack();
  for (const key of ['ceo', 'hr', 'teamleader', 'agent'] as DemoKey[]) tokens[key] = await loginAs(stack, key);
  const people = await gql(stack, '{ employees(limit: -1) { items { id name } } }', {}, tokens.hr);
  for (const e of people.data.employees.items) ids[e.name] = e.id;
  const teams = await gql(stack, '{ teams(limit: -1) { items { id teamName } } }', {}, tokens.agent);
  for (const t of teams.data.teams.items) ids[`team ${t.teamName}`] = t.id;
  const policies = await gql(stack, '{ actionPolicies(limit: -1) { items { id actionId } } }', {}, tokens.agent);
  ids.policy = policies.data.actionPolicies.items.find((p: { actionId: string }) => p.actionId === 'ATT-01').id;
}, 60_000);
afterAll(() => stack.close());

const file = (who: DemoKey, employee: string) =>
  gql(stack, FILE, { input: { actionpolicyId: ids.policy, date: '2025-08-01', employeeId: ids[employee] } }, tokens[who]);

describe('a team leader who moves himself into another team', () => {
  itFull('manages whom he managed before, not the new team: filing and reading its actions stay refused', async () => {
    const salmasTeam = (await gql(stack, 'query($id: ID!) { employee(id: $id) { team { id } } }', { id: ids['Hany Wagdy'] }, tokens.hr)).data.employee.team.id;
    // an action against one of Salma's agents, filed by someone allowed to
    const theirs = (await file('ceo', 'Noha Samy')).data.createActionTaken.id;
    const moved = await gql(stack, 'mutation($t: ID!) { changeCurrentTeam(teamId: $t) }', { t: salmasTeam }, tokens.teamleader);
    expect(moved.data.changeCurrentTeam).toBe(true);
    expect((await gql(stack, '{ me { teamName } }', {}, tokens.teamleader)).data.me.teamName).toBe('Cold Calling A');

    for (const name of ['Hany Wagdy', 'Salma Ragab']) {
      const res = await file('teamleader', name);
      expect([name, res.errors?.[0].extensions?.code, res.errors?.[0].message]).toEqual([
        name,
        'FORBIDDEN',
        'You can only file actions against employees you manage',
      ]);
    }
    const fileable = await gql(stack, '{ actionManagedEmployees(limit: -1) { items { name } } }', {}, tokens.teamleader);
    const names = fileable.data.actionManagedEmployees.items.map((e: { name: string }) => e.name);
    expect(names).toEqual(expect.arrayContaining(['Sara Ibrahim', 'Mona Zaki']));
    expect(names).not.toContain('Hany Wagdy');
    const read = await gql(stack, 'query($id: ID) { actionsTaken(id: $id) { count } }', { id: theirs }, tokens.teamleader);
    expect(read.data.actionsTaken.count).toBe(0);
    // his own agents, who still report to him, stay his
    expect((await file('teamleader', 'Sara Ibrahim')).errors).toBeUndefined();

    const team = await gql(stack, 'query($id: ID!) { team(id: $id) { teamLeader { name } manager { name } } }', { id: salmasTeam }, tokens.agent);
    expect(team.data.team).toEqual({ teamLeader: { name: 'Salma Ragab' }, manager: { name: 'Mariam Saleh' } });
  });
});

describe('every write that sets a manager keeps the reporting line a tree', () => {
  it('adjust teams refuses a loop and self-management, and changes nothing', async () => {
    const loop = await gql(stack, ADJUST, { ids: [ids['Tarek Fathy']], manager: ids['Ahmed Samir'] }, tokens.hr);
    expect(loop.errors?.[0]).toMatchObject({ message: LOOP, extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'managerId', message: LOOP }] } });
    const self = await gql(stack, ADJUST, { ids: [ids['Ahmed Samir'], ids['Mona Zaki']], manager: ids['Ahmed Samir'] }, tokens.hr);
    expect(self.errors?.[0]).toMatchObject({ message: SELF });
    expect(await managerOf('Tarek Fathy')).toBe('Karim Nasser');
    expect(await managerOf('Mona Zaki')).toBe('Ahmed Samir');
  });

  it('a headcount update, upsert and CSV import refuse a loop and self-management', async () => {
    const loop = await gql(stack, UPDATE_HEADCOUNT, { id: ids['Tarek Fathy'], input: { managerId: ids['Ahmed Samir'] } }, tokens.hr);
    expect(loop.errors?.[0]).toMatchObject({ message: LOOP, extensions: { fieldErrors: [{ field: 'managerId', message: LOOP }] } });
    const self = await gql(stack, UPDATE_HEADCOUNT, { id: ids['Ahmed Samir'], input: { managerId: ids['Ahmed Samir'] } }, tokens.hr);
    expect(self.errors?.[0]).toMatchObject({ message: SELF });

    const tarek = (await gql(stack, 'query($id: ID!) { employee(id: $id) { resId } }', { id: ids['Tarek Fathy'] }, tokens.hr)).data.employee.resId;
    const ahmed = (await gql(stack, 'query($id: ID!) { employee(id: $id) { resId } }', { id: ids['Ahmed Samir'] }, tokens.hr)).data.employee.resId;
    const csv = `RES_ID,direct_manager_res_id\n${tarek},${ahmed}\n`;
    const imported = await gqlUpload(
      stack,
      'mutation($file: Upload!) { importHeadcountEmployees(file: $file) { created failed { row message } } }',
      {},
      {
        file: { name: 'headcount.csv', type: 'text/csv', content: csv },
      },
      tokens.hr,
    );
    expect(imported.data.importHeadcountEmployees).toEqual({ created: 0, failed: [{ row: 2, message: LOOP }] });
    expect(await managerOf('Tarek Fathy')).toBe('Karim Nasser');
  });
});

describe('update inputs keep their rules', () => {
  it('a candidate update refuses a blank required name with its SPEC §5 message', async () => {
    const list = await gql(stack, '{ candidates(limit: 1) { items { id fullName } } }', {}, tokens.hr);
    const candidate = list.data.candidates.items[0];
    const res = await gql(stack, 'mutation($id: ID!) { updateCandidate(id: $id, input: { fullName: "" }) { fullName } }', { id: candidate.id }, tokens.hr);
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'fullName', message: 'Full name is required' }] } });
    const after = await gql(stack, 'query($id: ID!) { candidate(id: $id) { fullName } }', { id: candidate.id }, tokens.hr);
    expect(after.data.candidate.fullName).toBe(candidate.fullName);
  });

  it('headcount API inputs take ISO dates only (27/02/2027 refused, not read as DD/MM)', async () => {
    const res = await gql(stack, UPDATE_HEADCOUNT, { id: ids['Mona Zaki'], input: { contractExpirationDate: '27/02/2027' } }, tokens.hr);
    expect(res.errors?.[0]).toMatchObject({
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field: 'contractExpirationDate', message: 'Contract expiration date must be a valid date (YYYY-MM-DD)' }],
      },
    });
  });
});
