/**
 * Two companies on one database (upstream/src/companies): a user of acme, naming acme by host or X-Company, gets
 * what an id that exists nowhere gets (NOT_FOUND, or FORBIDDEN where the route answers that) and no data, or nothing for the demo company's ids, on the main lists and details; a demo token is refused on acme;
 * the demo company on plain localhost is unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import { graphql } from '../generated';
import { dataOf, demoName, gql, loginAs, type Stack, startStack } from '../support/stack';
import { ACME } from '../../upstream/src/companies/acme';
import { DEMO_PASSWORD } from '../../upstream/src/seed';

const LOGIN = graphql(`
  mutation CompaniesLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
    }
  }
`);
const ME = graphql(`
  query CompaniesMe {
    me {
      id
      name
    }
  }
`);
const LISTS = graphql(`
  query CompaniesLists {
    employees(limit: 100) {
      items {
        id
      }
    }
    leaveRequests(limit: 100) {
      items {
        id
      }
    }
    actionsTaken(limit: 100) {
      items {
        id
      }
    }
    candidates(limit: 100) {
      items {
        id
      }
    }
    headcountEmployees(limit: 100) {
      items {
        id
      }
    }
    documents(limit: 100) {
      items {
        id
      }
    }
  }
`);
const EMPLOYEE = graphql(`
  query CompaniesEmployee($id: ID!) {
    employee(id: $id) {
      id
      name
    }
  }
`);
const LEAVE = graphql(`
  query CompaniesLeave($id: ID!) {
    leaveRequest(id: $id) {
      id
    }
  }
`);
const ACTION = graphql(`
  query CompaniesAction($id: ID!) {
    actionTaken(id: $id) {
      id
    }
  }
`);
const CANDIDATE = graphql(`
  query CompaniesCandidate($id: ID!) {
    candidate(id: $id) {
      id
    }
  }
`);
const HEADCOUNT = graphql(`
  query CompaniesHeadcount($id: ID!) {
    headcountEmployee(id: $id) {
      id
    }
  }
`);
const DOWNLOAD = graphql(`
  query CompaniesDocumentDownload($id: ID!) {
    documentDownload(id: $id) {
      url
    }
  }
`);

let stack: Stack;
let demoToken: string;
let acmeToken: string;
const ACME_HEADER = { 'x-company': ACME.subdomain };
type Lists = { [K in 'employees' | 'leaveRequests' | 'actionsTaken' | 'candidates' | 'headcountEmployees' | 'documents']: string[] };
let demoIds: Lists;

const idsOf = (data: { [K in keyof Lists]: { items: { id: string }[] } }): Lists =>
  Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v.items.map((i) => i.id)])) as Lists;

/** POST /graphql with the Host header a browser on `<host>` sends (fetch does not let a test set it). */
function gqlOnHost(
  host: string,
  query: string,
  token: string,
): Promise<{ data?: { me?: { name: string } } | null; errors?: { extensions?: { code?: string } }[] }> {
  const url = new URL(`${stack.url}/graphql`);
  const body = JSON.stringify({ query });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { host, 'content-type': 'application/json', authorization: `Bearer ${token}` },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve(JSON.parse(text)));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

beforeAll(async () => {
  stack = await startStack();
  demoToken = await loginAs(stack, 'ceo');
  const acme = await gql(stack, LOGIN, { email: ACME.admin, password: DEMO_PASSWORD }, null, ACME_HEADER);
  acmeToken = dataOf(acme).login.token;
  demoIds = idsOf(dataOf(await gql(stack, LISTS, {}, demoToken)));
}, 120_000);
afterAll(async () => stack?.close());

describe('two companies', () => {
  it('has demo records of every kind to ask for', () => {
    for (const [list, ids] of Object.entries(demoIds)) expect({ list, some: ids.length > 0 || list === 'documents' }).toEqual({ list, some: true });
  });

  it("lists none of the demo company's records to acme's admin", async () => {
    const acme = idsOf(dataOf(await gql(stack, LISTS, {}, acmeToken, ACME_HEADER)));
    expect(acme.employees).toHaveLength(5);
    for (const list of Object.keys(demoIds) as (keyof Lists)[]) {
      expect({ list, shared: acme[list].filter((id) => demoIds[list].includes(id)) }).toEqual({ list, shared: [] });
    }
  });

  const details = [
    ['employee', EMPLOYEE, 'employees'],
    ['leave request', LEAVE, 'leaveRequests'],
    ['action', ACTION, 'actionsTaken'],
    ['candidate', CANDIDATE, 'candidates'],
    ['headcount record', HEADCOUNT, 'headcountEmployees'],
    ['document download', DOWNLOAD, 'documents'],
  ] as const;
  it.each(details)("answers acme for a demo %s's id as for an id that exists nowhere, with no data", async (_what, document, list) => {
    const id = demoIds[list][0] ?? '1';
    const res = await gql(stack, document as typeof EMPLOYEE, { id }, acmeToken, ACME_HEADER);
    const nowhere = await gql(stack, document as typeof EMPLOYEE, { id: '987654' }, acmeToken, ACME_HEADER);
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.map((e) => e.extensions?.code)).toEqual(nowhere.errors?.map((e) => e.extensions?.code));
    expect(res.errors?.map((e) => e.extensions?.code)).toEqual([expect.stringMatching(/^(NOT_FOUND|FORBIDDEN)$/)]);
  });

  it('refuses a demo token on acme, by header and by host', async () => {
    const byHeader = await gql(stack, ME, {}, demoToken, ACME_HEADER);
    expect(byHeader.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    const byHost = await gqlOnHost('acme.localhost', '{ me { name } }', demoToken);
    expect(byHost.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });

  it("signs acme's admin in to acme on acme's host, and the demo CEO to the demo company on plain localhost", async () => {
    expect((await gqlOnHost('acme.localhost:4000', '{ me { name } }', acmeToken)).data?.me?.name).toBe('Alice Carter');
    expect(dataOf(await gql(stack, ME, {}, demoToken)).me.name).toBe(demoName('ceo'));
    expect((await gqlOnHost('localhost:4000', '{ me { name } }', demoToken)).data?.me?.name).toBe(demoName('ceo'));
    expect((await gqlOnHost('127.0.0.1', '{ me { name } }', demoToken)).data?.me?.name).toBe(demoName('ceo'));
  });
});
