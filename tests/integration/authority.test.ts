/**
 * Authority follows the reporting line, through GraphQL against the real upstream: a team leader who moves himself
 * into another team gains nothing over it (actions, the team page), every write that sets a manager refuses a loop
 * or self-management with the shuffle flow's words, and update inputs keep their required fields and ISO dates.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DemoKey } from '../../upstream/src/seed';
import { graphql } from '../generated';
import { builders } from '../support/builders';
import { dataOf, demoName, gql, gqlUpload, itFull, loginAs, present, startStack, type Stack } from '../support/stack';

let stack: Stack;
const tokens = {} as Record<DemoKey, string>;
const ids: Record<string, string> = {};
/** An agent built for this file, reporting to the demo team leader. */
let agent = { id: '', name: '' };

const FILE = graphql(`
  mutation AuthorityFileAction($input: ActionTakenInput!) {
    createActionTaken(input: $input) {
      id
      employeeName
    }
  }
`);
const ADJUST = graphql(`
  mutation AuthorityAdjustTeams($ids: [ID!]!, $manager: ID) {
    adjustTeams(employeeIds: $ids, managerId: $manager) {
      updatedCount
    }
  }
`);
const UPDATE_HEADCOUNT = graphql(`
  mutation AuthorityUpdateHeadcount($id: ID!, $input: HeadcountEmployeeInput!) {
    updateHeadcountEmployee(id: $id, input: $input) {
      id
      hiringDate
    }
  }
`);
const MANAGER = graphql(`
  query AuthorityManager($id: ID!) {
    employee(id: $id) {
      manager {
        name
      }
    }
  }
`);
const PEOPLE = graphql(`
  query AuthorityPeople {
    employees(limit: -1) {
      items {
        id
        name
      }
    }
  }
`);
const TEAMS = graphql(`
  query AuthorityTeams {
    teams(limit: -1) {
      items {
        id
        teamName
      }
    }
  }
`);
const POLICIES = graphql(`
  query AuthorityPolicies {
    actionPolicies(limit: -1) {
      items {
        id
        actionId
      }
    }
  }
`);
const CHANGE_TEAM = graphql(`
  mutation AuthorityChangeTeam($t: ID!) {
    changeCurrentTeam(teamId: $t)
  }
`);
const MY_TEAM = graphql(`
  query AuthorityMyTeam {
    me {
      teamName
    }
  }
`);
const FILEABLE = graphql(`
  query AuthorityFileable {
    actionManagedEmployees(limit: -1) {
      items {
        name
      }
    }
  }
`);
const ACTION = graphql(`
  query AuthorityAction($id: ID) {
    actionsTaken(id: $id) {
      count
    }
  }
`);
const TEAM = graphql(`
  query AuthorityTeam($id: ID!) {
    team(id: $id) {
      teamLeader {
        name
      }
      manager {
        name
      }
    }
  }
`);
const RES_ID = graphql(`
  query AuthorityResId($id: ID!) {
    employee(id: $id) {
      resId
    }
  }
`);
const IMPORT = graphql(`
  mutation AuthorityImportHeadcount($file: Upload!) {
    importHeadcountEmployees(file: $file) {
      created
      failed {
        row
        message
      }
    }
  }
`);
const FIRST_CANDIDATE = graphql(`
  query AuthorityFirstCandidate {
    candidates(limit: 1) {
      items {
        id
        fullName
      }
    }
  }
`);
const BLANK_CANDIDATE = graphql(`
  mutation AuthorityBlankCandidateName($id: ID!) {
    updateCandidate(id: $id, input: { fullName: "" }) {
      fullName
    }
  }
`);
const CANDIDATE = graphql(`
  query AuthorityCandidate($id: ID!) {
    candidate(id: $id) {
      fullName
    }
  }
`);

const LOOP = () => `${demoName('teamleader')} reports to ${demoName('acm')}; the change would make a reporting loop`;
const SELF = 'An employee cannot be their own manager';
/** The demo accounts' employee ids, by account. */
const idOf = (key: DemoKey) => ids[demoName(key)];

const managerOf = async (id: string) => dataOf(await gql(stack, MANAGER, { id }, tokens.hr)).employee.manager?.name;

beforeAll(async () => {
  stack = await startStack();
  for (const key of ['ceo', 'hr', 'teamleader', 'agent'] as DemoKey[]) tokens[key] = await loginAs(stack, key);
  const people = dataOf(await gql(stack, PEOPLE, {}, tokens.hr));
  for (const e of people.employees.items) if (e.name) ids[e.name] = e.id;
  const built = await (await builders(stack)).person({ manager: Number(idOf('teamleader')), team: 1 });
  agent = { id: String(built.id), name: built.name };
  const teams = dataOf(await gql(stack, TEAMS, {}, tokens.agent));
  for (const t of teams.teams.items) ids[`team ${t.teamName}`] = t.id;
  const policies = dataOf(await gql(stack, POLICIES, {}, tokens.agent));
  ids.policy = present(
    policies.actionPolicies.items.find((p) => p.actionId === 'ATT-01'),
    'policy ATT-01',
  ).id;
}, 60_000);
afterAll(() => stack.close());

const file = (who: DemoKey, employeeId: string) => gql(stack, FILE, { input: { actionpolicyId: ids.policy, date: '2025-08-01', employeeId } }, tokens[who]);

describe('a team leader who moves himself into another team', () => {
  itFull('manages whom he managed before, not the new team: filing and reading its actions stay refused', async () => {
    // A team led by someone the demo team leader does not manage: Back Office has no member titled team leader in the
    // demo data, so the built leader (reporting to the Cold Calling head) and his two agents make it theirs.
    const teamId = present(ids['team Back Office'], 'the Back Office team');
    const seed = await builders(stack);
    const leader = await seed.person({ role: 'teamleader', manager: Number(idOf('coldhead')), team: Number(teamId) });
    const [first, second] = [await seed.person({ manager: leader, team: Number(teamId) }), await seed.person({ manager: leader, team: Number(teamId) })];
    // an action against one of the leader's agents, filed by someone allowed to
    const theirs = dataOf(await file('ceo', String(second.id))).createActionTaken.id;
    const moved = await gql(stack, CHANGE_TEAM, { t: teamId }, tokens.teamleader);
    expect(dataOf(moved).changeCurrentTeam).toBe(true);
    expect(dataOf(await gql(stack, MY_TEAM, {}, tokens.teamleader)).me.teamName).toBe('Back Office');

    for (const { id, name } of [first, leader]) {
      const res = await file('teamleader', String(id));
      expect([name, res.errors?.[0].extensions?.code, res.errors?.[0].message]).toEqual([
        name,
        'FORBIDDEN',
        'You can only file actions against employees you manage',
      ]);
    }
    const fileable = await gql(stack, FILEABLE, {}, tokens.teamleader);
    const names = dataOf(fileable).actionManagedEmployees.items.map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining([demoName('agent'), agent.name]));
    expect(names).not.toContain(first.name);
    const read = await gql(stack, ACTION, { id: theirs }, tokens.teamleader);
    expect(dataOf(read).actionsTaken.count).toBe(0);
    // his own agents, who still report to him, stay his
    expect((await file('teamleader', idOf('agent'))).errors).toBeUndefined();

    const team = await gql(stack, TEAM, { id: teamId }, tokens.agent);
    expect(dataOf(team).team).toEqual({ teamLeader: { name: leader.name }, manager: { name: demoName('coldhead') } });
  });
});

describe('every write that sets a manager keeps the reporting line a tree', () => {
  it('adjust teams refuses a loop and self-management, and changes nothing', async () => {
    const loop = await gql(stack, ADJUST, { ids: [idOf('acm')], manager: idOf('teamleader') }, tokens.hr);
    expect(loop.errors?.[0]).toMatchObject({ message: LOOP(), extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'managerId', message: LOOP() }] } });
    const self = await gql(stack, ADJUST, { ids: [idOf('teamleader'), agent.id], manager: idOf('teamleader') }, tokens.hr);
    expect(self.errors?.[0]).toMatchObject({ message: SELF });
    expect(await managerOf(idOf('acm'))).toBe(demoName('head'));
    expect(await managerOf(agent.id)).toBe(demoName('teamleader'));
  });

  it('a headcount update, upsert and CSV import refuse a loop and self-management', async () => {
    const loop = await gql(stack, UPDATE_HEADCOUNT, { id: idOf('acm'), input: { managerId: idOf('teamleader') } }, tokens.hr);
    expect(loop.errors?.[0]).toMatchObject({ message: LOOP(), extensions: { fieldErrors: [{ field: 'managerId', message: LOOP() }] } });
    const self = await gql(stack, UPDATE_HEADCOUNT, { id: idOf('teamleader'), input: { managerId: idOf('teamleader') } }, tokens.hr);
    expect(self.errors?.[0]).toMatchObject({ message: SELF });

    const resIdOf = async (id: string) => dataOf(await gql(stack, RES_ID, { id }, tokens.hr)).employee.resId;
    const csv = `RES_ID,direct_manager_res_id\n${await resIdOf(idOf('acm'))},${await resIdOf(idOf('teamleader'))}\n`;
    const imported = await gqlUpload(
      stack,
      IMPORT,
      {},
      {
        file: { name: 'headcount.csv', type: 'text/csv', content: csv },
      },
      tokens.hr,
    );
    expect(dataOf(imported).importHeadcountEmployees).toEqual({ created: 0, failed: [{ row: 2, message: LOOP() }] });
    expect(await managerOf(idOf('acm'))).toBe(demoName('head'));
  });
});

describe('update inputs keep their rules', () => {
  it('a candidate update refuses a blank required name with its SPEC §5 message', async () => {
    const list = await gql(stack, FIRST_CANDIDATE, {}, tokens.hr);
    const candidate = present(dataOf(list).candidates.items[0], 'a candidate');
    const res = await gql(stack, BLANK_CANDIDATE, { id: candidate.id }, tokens.hr);
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'fullName', message: 'Full name is required' }] } });
    const after = await gql(stack, CANDIDATE, { id: candidate.id }, tokens.hr);
    expect(dataOf(after).candidate.fullName).toBe(candidate.fullName);
  });

  it('headcount API inputs take ISO dates only (27/02/2027 refused, not read as DD/MM)', async () => {
    const res = await gql(stack, UPDATE_HEADCOUNT, { id: agent.id, input: { contractExpirationDate: '27/02/2027' } }, tokens.hr);
    expect(res.errors?.[0]).toMatchObject({
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field: 'contractExpirationDate', message: 'Contract expiration date must be a valid date (YYYY-MM-DD)' }],
      },
    });
  });
});
