/**
 * Sessions end for real: sign-out revokes the token, a password change ends every other session,
 * firing ends all of them, a demoted user's cached `me` goes at once, a 401 from the upstream drops the gateway's
 * cached user, and a bare `Authorization: <token>` (no `Bearer `) opens nothing.
 *
 * @spec POST /logout
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../upstream/src/seed';
import { graphql } from '../generated';
import { dataOf, gql, itFull, loginAs, startStack, type Stack } from '../support/stack';
// The screens' own documents (typed by the web's codegen): a change to a screen's query is tested here too.
import { LogoutDocument as LOGOUT } from '../../web/src/features/auth/auth.generated';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const ME = graphql(`
  query SessionMe {
    me {
      id
      name
      roles {
        teamLeader
      }
      access {
        routes
      }
    }
  }
`);
const CHANGE = graphql(`
  mutation SessionChangePassword($old: String!, $new: String!) {
    changePassword(oldPassword: $old, newPassword: $new) {
      message
    }
  }
`);
const LEAVE_TYPES = graphql(`
  query SessionLeaveTypes {
    leaveTypes {
      count
    }
  }
`);
const LOGIN = graphql(`
  mutation SessionLogin($e: String!, $p: String!) {
    login(email: $e, password: $p) {
      token
    }
  }
`);
const FIRE = graphql(`
  mutation SessionFire($id: ID!) {
    fireEmployee(id: $id) {
      message
    }
  }
`);
const DEMOTE = graphql(`
  mutation SessionDemote($id: ID!) {
    updateEmployeeRole(id: $id, role: 0, roleTitle: "Sales Agent") {
      roleTitle
    }
  }
`);
const agentName = DEMO_ACCOUNTS.find((a) => a.key === 'agent')!.name;
const expired = (res: { data?: unknown; errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;

describe('logout', () => {
  it('revokes the token: the same token is refused afterwards, another session stays', async () => {
    const token = await loginAs(stack, 'agent');
    const other = await loginAs(stack, 'agent');
    expect((await gql(stack, ME, {}, token)).data?.me.name).toBe(agentName); // cached now
    const res = await gql(stack, LOGOUT, {}, token);
    expect(res.errors).toBeUndefined();
    expect(dataOf(res).logout.message).toBe('Signed out successfully');
    expect(expired(await gql(stack, ME, {}, token))).toBe('UNAUTHENTICATED');
    expect(expired(await gql(stack, LEAVE_TYPES, {}, token))).toBe('UNAUTHENTICATED');
    expect((await gql(stack, ME, {}, other)).data?.me.name).toBe(agentName);
  });

  it('needs a token', async () => {
    expect(expired(await gql(stack, LOGOUT))).toBe('UNAUTHENTICATED');
  });

  it('signs out the session a login opened earlier in the same operation', async () => {
    const email = DEMO_ACCOUNTS.find((a) => a.key === 'agent')!.email;
    const res = await gql(
      stack,
      graphql(`
        mutation SessionLoginLogout($e: String!, $p: String!) {
          login(email: $e, password: $p) {
            token
          }
          logout {
            message
          }
        }
      `),
      { e: email, p: DEMO_PASSWORD },
    );
    expect(res.errors).toBeUndefined();
    expect(dataOf(res).logout.message).toBe('Signed out successfully');
    expect(expired(await gql(stack, ME, {}, dataOf(res).login.token))).toBe('UNAUTHENTICATED');
  });
});

describe('changePassword', () => {
  it('ends every other session of the user; the one that changed it keeps working', async () => {
    const email = DEMO_ACCOUNTS.find((a) => a.key === 'acm')!.email;
    const current = await loginAs(stack, 'acm');
    const elsewhere = await loginAs(stack, 'acm');
    expect((await gql(stack, ME, {}, elsewhere)).data?.me).toBeTruthy(); // cached on this replica
    const res = await gql(stack, CHANGE, { old: DEMO_PASSWORD, new: 'N3w-Passw0rd!' }, current);
    expect(res.data?.changePassword.message).toBe('Password changed successfully');

    expect(expired(await gql(stack, ME, {}, elsewhere))).toBe('UNAUTHENTICATED');
    expect(expired(await gql(stack, LEAVE_TYPES, {}, elsewhere))).toBe('UNAUTHENTICATED');
    expect((await gql(stack, ME, {}, current)).data?.me).toBeTruthy();
    expect((await gql(stack, LEAVE_TYPES, {}, current)).errors).toBeUndefined();
    const login = await gql(stack, LOGIN, { e: email, p: 'N3w-Passw0rd!' });
    expect(login.data?.login.token).toEqual(expect.any(String));
  });
});

describe('firing and demotion', () => {
  it('a fired user is signed out at once, cached `me` included', async () => {
    const ceo = await loginAs(stack, 'ceo');
    const token = await loginAs(stack, 'auditor');
    const me = await gql(stack, ME, {}, token);
    expect(me.data?.me.name).toEqual(expect.any(String)); // now cached for ME_CACHE_TTL_MS
    const fired = await gql(stack, FIRE, { id: dataOf(me).me.id }, ceo);
    expect(fired.data?.fireEmployee.message).toBe('Employee fired successfully');
    expect(expired(await gql(stack, ME, {}, token))).toBe('UNAUTHENTICATED');
  });

  it("a demoted user's cached `me` (roles, menu keys) changes at once", async () => {
    const hr = await loginAs(stack, 'hr');
    const token = await loginAs(stack, 'teamleader');
    const before = await gql(stack, ME, {}, token);
    expect(before.data?.me.roles.teamLeader).toBe(true);
    expect(before.data?.me.access.routes).toContain('HOURS_DAILY');
    const res = await gql(stack, DEMOTE, { id: dataOf(before).me.id }, hr);
    expect(res.data?.updateEmployeeRole.roleTitle).toBe('Sales Agent');
    const after = await gql(stack, ME, {}, token);
    expect(after.data?.me.roles.teamLeader).toBe(false);
    expect(after.data?.me.access.routes).not.toContain('HOURS_DAILY');
  });
});

describe('the gateway trusts a 401 over its cache', () => {
  // POST /logout at the upstream is an extension: a SPEC §7 backend has no way to revoke behind the gateway.
  itFull('a token revoked behind the gateway stops at the first 401, `me` included', async () => {
    const token = await loginAs(stack, 'head');
    expect((await gql(stack, ME, {}, token)).data?.me).toBeTruthy(); // cached
    // Signed out through another replica: this gateway's cache still holds the user.
    const out = await fetch(`${stack.upstream.url}/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(out.status).toBe(200);
    expect(expired(await gql(stack, LEAVE_TYPES, {}, token))).toBe('UNAUTHENTICATED');
    expect(expired(await gql(stack, ME, {}, token))).toBe('UNAUTHENTICATED');
  });
});

describe('Authorization header', () => {
  it('refuses a token without the Bearer scheme, at the gateway and at the upstream', async () => {
    const token = await loginAs(stack, 'hr');
    expect(expired(await gql(stack, ME, {}, null, { authorization: token }))).toBe('UNAUTHENTICATED');
    const res = await fetch(`${stack.upstream.url}/current_user_with_manager`, { headers: { authorization: token } });
    expect(res.status).toBe(401);
    expect((await gql(stack, ME, {}, token)).data?.me).toBeTruthy();
  });
});
