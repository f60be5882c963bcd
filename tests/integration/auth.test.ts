/**
 * The foundation through GraphQL against the real upstream: sign-in, me, password change, 401/403 semantics,
 * guarded fields, the per-token user cache, upload/download round trip, query limits and introspection.
 *
 * @postgres auth
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import 'reflect-metadata';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql as runSchema, print } from 'graphql';
import { Authorized, buildSchema, Ctx, Field, ID, ObjectType, Query, Resolver } from 'type-graphql';
import { authChecker } from '../../gateway/src/access/table';
import { FieldAccess, settleFieldGuards, syncFieldGuards } from '../../gateway/src/access/fieldAccess';
import { createContext, type Context } from '../../gateway/src/context';
import { clearCurrentUserCache } from '../../gateway/src/currentUser';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../upstream/src/seed';
import { graphql } from '../generated';
import {
  clearUpstreamFaults,
  dataOf,
  demoName,
  download as downloadLink,
  gql,
  type GqlError,
  loginAs,
  present,
  startStack,
  upstreamFault,
  upstreamStats,
  type Stack,
  describeFull,
} from '../support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const ME = graphql(`
  query AuthMe {
    me {
      id
      name
      email
      resId
      roleTitle
      hourlyRate
      nationalId
      manager {
        name
      }
      roles {
        ceo
        hr
        head
        teamLeader
        admin
        manager
      }
      access {
        routes
        menuGroups
      }
    }
  }
`);
const ME_ID = graphql(`
  query AuthMeId {
    me {
      id
    }
  }
`);
const MENU_GROUPS = graphql(`
  query AuthMenuGroups {
    me {
      access {
        menuGroups
      }
    }
  }
`);
const ME_CACHED = graphql(`
  query AuthMeCached {
    me {
      name
      hourlyRate
      roles {
        manager
      }
      access {
        routes
      }
    }
  }
`);
const LOGIN = graphql(`
  mutation AuthLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
      user {
        name
        roles {
          hr
        }
      }
    }
  }
`);
const CHANGE = graphql(`
  mutation AuthChangePassword($old: String!, $new: String!) {
    changePassword(oldPassword: $old, newPassword: $new) {
      message
    }
  }
`);
const SCHEMA_NAME = graphql(`
  query AuthSchemaName {
    __schema {
      queryType {
        name
      }
    }
  }
`);
const account = (key: string) => DEMO_ACCOUNTS.find((a) => a.key === key)!;

describe('login', () => {
  it('answers a token and the user', async () => {
    const res = await gql(stack, LOGIN, { email: account('hr').email, password: DEMO_PASSWORD });
    expect(res.errors).toBeUndefined();
    expect(dataOf(res).login.token).toEqual(expect.any(String));
    expect(dataOf(res).login.user).toEqual({ name: demoName('hr'), roles: { hr: true } });
  });

  it('refuses a wrong password with the upstream message', async () => {
    const res = await gql(stack, LOGIN, { email: account('hr').email, password: 'wrong-password' });
    expect(res.data).toBeNull();
    expect(res.errors?.[0]).toMatchObject({ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('me', () => {
  it('answers the signed-in user with manager, roles and access', async () => {
    const token = await loginAs(stack, 'teamleader');
    const res = await gql(stack, ME, {}, token);
    expect(res.errors).toBeUndefined();
    const { me } = dataOf(res);
    expect(me).toMatchObject({
      name: demoName('teamleader'),
      roleTitle: 'Team Leader',
      manager: { name: demoName('acm') },
      roles: { ceo: false, hr: false, head: false, teamLeader: true, admin: false, manager: true },
    });
    // the person always sees their own pay and personal fields
    expect(me.hourlyRate === null && me.nationalId === null).toBe(false);
    expect(me.access.routes).toContain('HOURS_DAILY');
    expect(me.access.routes).not.toContain('EMPLOYEES_ADD');
    expect(me.access.menuGroups).not.toContain('ACCESS_TRACKER');
  });

  it('gives admins the Access Tracker menu group', async () => {
    const res = await gql(stack, MENU_GROUPS, {}, await loginAs(stack, 'headofhr'));
    expect(dataOf(res).me.access.menuGroups).toContain('ACCESS_TRACKER');
  });

  it('is UNAUTHENTICATED without a token and with a dead one', async () => {
    const none = await gql(stack, ME_ID);
    expect(none.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const dead = await gql(stack, ME_ID, {}, 'not-a-token');
    expect(dead.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('looks the user up once per token, not once per request or resolver', async () => {
    const token = await loginAs(stack, 'agent'); // the login answer primes the cache...
    clearCurrentUserCache(); // ...so empty it to see the lookups themselves
    await upstreamStats(stack, true);
    for (let i = 0; i < 3; i += 1) {
      const res = await gql(stack, ME_CACHED, {}, token);
      expect(dataOf(res).me.name).toBe(demoName('agent'));
    }
    const stats = await upstreamStats(stack);
    expect(stats.by_path['/current_user_with_manager']).toBe(1);
    expect(stats.requests).toBe(1);
  });

  it('maps an upstream 403 to FORBIDDEN', async () => {
    const token = await loginAs(stack, 'acm');
    await upstreamFault(stack, { path: '^/current_user_with_manager$', status: 403, message: "You don't have permission to access this resource" });
    try {
      clearCurrentUserCache();
      const res = await gql(stack, ME_ID, {}, token);
      expect(res.errors?.[0]).toMatchObject({
        message: "You don't have permission to access this resource",
        extensions: { code: 'FORBIDDEN' },
      });
    } finally {
      await clearUpstreamFaults(stack);
    }
  });

  it('maps an upstream that does not answer to UPSTREAM_UNAVAILABLE', async () => {
    const token = await loginAs(stack, 'auditor');
    clearCurrentUserCache();
    await upstreamFault(stack, { path: '^/current_user_with_manager$', drop: true, times: 1 });
    try {
      const res = await gql(stack, ME_ID, {}, token);
      expect(res.errors?.[0].extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      await clearUpstreamFaults(stack);
    }
  });
});

describe('changePassword', () => {
  it('refuses a wrong current password with "Current password is incorrect"', async () => {
    const token = await loginAs(stack, 'auditor');
    const res = await gql(stack, CHANGE, { old: 'not-my-password', new: 'N3wPassw0rd!' }, token);
    expect(res.errors?.[0]).toMatchObject({ message: 'Current password is incorrect', extensions: { code: 'BAD_REQUEST' } });
  });

  it('changes it with "Password changed successfully", and the new password signs in', async () => {
    const token = await loginAs(stack, 'acm');
    const res = await gql(stack, CHANGE, { old: DEMO_PASSWORD, new: 'N3wPassw0rd!' }, token);
    expect(res.errors).toBeUndefined();
    expect(dataOf(res).changePassword.message).toBe('Password changed successfully');
    const again = await gql(stack, LOGIN, { email: account('acm').email, password: 'N3wPassw0rd!' });
    expect(dataOf(again).login.token).toEqual(expect.any(String));
    const old = await gql(stack, LOGIN, { email: account('acm').email, password: DEMO_PASSWORD });
    expect(old.errors?.[0].message).toBe('Invalid email or password');
  });

  it('needs a token', async () => {
    const res = await gql(stack, CHANGE, { old: 'a', new: 'b' });
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('guarded resolvers and fields (auth checker + FieldAccess with real upstream users)', () => {
  @ObjectType()
  class Person {
    @Field(() => ID) id!: string;
    @FieldAccess('pay') @Field(() => Number, { nullable: true }) hourlyRate?: number | null;
    @FieldAccess('personal') @Field(() => String, { nullable: true }) phone?: string | null;
  }
  @Resolver()
  class GuardedResolver {
    @Authorized('employees.remove') @Query(() => String) removalPanel(): string {
      return 'open';
    }
    @Authorized() @Query(() => Person) someoneElse(@Ctx() ctx: Context): Person {
      return { id: ctx.rest.token ? '999999' : '0', hourlyRate: 12.5, phone: '555' };
    }
  }
  const run = async (source: string, role?: 'ceo' | 'hr' | 'agent') => {
    const schema = await buildSchema({ resolvers: [GuardedResolver], authChecker });
    const token = role ? await loginAs(stack, role) : null;
    const contextValue = createContext({ upstreamUrl: stack.upstream.url, authorization: token ? `Bearer ${token}` : null });
    return runSchema({ schema, source, contextValue });
  };

  it('FORBIDDEN with the SPEC message when the role rule fails', async () => {
    const res = await run('{ removalPanel }', 'hr');
    expect(res.errors?.[0].message).toBe("You don't have permission to access this resource");
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('open when the rule passes, UNAUTHENTICATED when signed out', async () => {
    expect((await run('{ removalPanel }', 'ceo')).data).toEqual({ removalPanel: 'open' });
    expect((await run('{ removalPanel }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("hides someone else's pay and personal fields from an agent, not from HR", async () => {
    expect((await run('{ someoneElse { hourlyRate phone } }', 'agent')).data).toEqual({ someoneElse: { hourlyRate: null, phone: null } });
    expect((await run('{ someoneElse { hourlyRate phone } }', 'hr')).data).toEqual({ someoneElse: { hourlyRate: 12.5, phone: '555' } });
  });

  @Resolver()
  class PeopleResolver {
    @Authorized() @Query(() => [Person]) async people(@Ctx() ctx: Context): Promise<Person[]> {
      const me = String((await ctx.currentUser()).id);
      return ['999998', me, '999999'].map((id) => ({ id, hourlyRate: 12.5, phone: '555' }));
    }
  }

  it("the gateway's synchronous guards (syncFieldGuards, viewer settled or not) answer the same on every row", async () => {
    const schema = syncFieldGuards(await buildSchema({ resolvers: [PeopleResolver], authChecker }));
    for (const settled of [false, true]) {
      for (const role of ['agent', 'hr'] as const) {
        const contextValue = createContext({ upstreamUrl: stack.upstream.url, authorization: `Bearer ${await loginAs(stack, role)}` });
        if (settled) await settleFieldGuards(contextValue);
        const rows = ((await runSchema({ schema, source: '{ people { id hourlyRate phone } }', contextValue })).data as { people: Person[] }).people;
        const seen = role === 'hr' ? [true, true, true] : [false, true, false];
        expect(rows.map((r) => r.hourlyRate !== null && r.phone !== null)).toEqual(seen);
        expect(rows.map((r) => r.hourlyRate === null && r.phone === null)).toEqual(seen.map((s) => !s));
      }
    }
  });
});

// POST /files and GET /files/{id}/download are extensions (SPEC §7 has no file store): full profile only.
describeFull('files: upload through GraphQL multipart, download through a signed link', () => {
  const UPLOAD = graphql(`
    mutation AuthUploadFile($file: Upload!) {
      uploadFile(file: $file) {
        id
        filename
        mimetype
        link {
          url
          filename
          expiresAt
        }
      }
    }
  `);
  /** The GraphQL answer of a raw multipart upload (sent by hand to test the CSRF preflight header), typed as gql types one. */
  const answerOf = async (res: Response) => (await res.json()) as { data?: ResultOf<typeof UPLOAD> | null; errors?: GqlError[] };
  const upload = (token: string, bytes: Buffer, filename: string, headers: Record<string, string> = { 'apollo-require-preflight': 'true' }) => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: print(UPLOAD), variables: { file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), filename);
    return fetch(`${stack.url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${token}`, ...headers }, body: form });
  };

  it('round-trips the bytes and the file name', async () => {
    const token = await loginAs(stack, 'hr');
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7) % 256))]);
    const res = await upload(token, bytes, 'sick note.pdf');
    const body = await answerOf(res);
    expect(body.errors).toBeUndefined();
    const { uploadFile } = present(body.data, 'the upload answer');
    expect(uploadFile).toMatchObject({ filename: 'sick note.pdf', mimetype: 'application/pdf' });
    const link = present(uploadFile.link, 'the download link');
    expect(link.url).toMatch(/^\/files\/[\w-]+$/);
    expect(new Date(link.expiresAt).getTime()).toBeGreaterThan(Date.now());

    const download = await downloadLink(stack, link.url, token);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment; filename="sick note.pdf"');
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('serves a link only to the session that made it: forwarded, it does nothing for another user or no one', async () => {
    const agent = await loginAs(stack, 'agent');
    const { data } = await answerOf(await upload(agent, Buffer.from('%PDF-1.4 my contract'), 'contract.pdf'));
    const { url } = present(present(data, 'the upload answer').uploadFile.link, 'the download link');
    const forwarded = await downloadLink(stack, url, await loginAs(stack, 'agent'));
    expect(forwarded.status).toBe(403);
    expect(await forwarded.text()).toBe('This download link works only for the signed-in session that requested it');
    const colleague = await downloadLink(stack, url, await loginAs(stack, 'teamleader'));
    expect(colleague.status).toBe(403);
    const nobody = await downloadLink(stack, url, null);
    expect(nobody.status).toBe(401);
    expect(await nobody.text()).toBe('This download link works only for the signed-in session that requested it');
    // The session that made it, any number of times within its lifetime.
    expect(await (await downloadLink(stack, url, agent)).text()).toBe('%PDF-1.4 my contract');
    expect((await downloadLink(stack, url, agent)).status).toBe(200);
  });

  it('refuses multipart requests without the CSRF preflight header', async () => {
    const res = await upload(await loginAs(stack, 'hr'), Buffer.from('x'), 'a.txt', {});
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('CSRF');
  });

  it('refuses a file over the size limit with a clear message', async () => {
    const res = await upload(await loginAs(stack, 'hr'), Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024, 1)]), 'big.pdf');
    const body = await answerOf(res);
    expect(body.errors?.[0]).toMatchObject({ message: 'size should be less than 10 MB!', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers 403 to a forged link and 410 to an expired one', async () => {
    const forged = await fetch(`${stack.url}/files/not-a-real-ticket`);
    expect(forged.status).toBe(403);
    expect(await forged.text()).toBe('This download link is not valid');

    process.env.FILE_LINK_TTL_S = '0';
    try {
      const hr = await loginAs(stack, 'hr');
      const res = await upload(hr, Buffer.from('%PDF-1.4 hello'), 'a.pdf');
      const { data } = await answerOf(res);
      const expired = await downloadLink(stack, present(present(data, 'the upload answer').uploadFile.link, 'the download link').url, hr);
      expect(expired.status).toBe(410);
      expect(await expired.text()).toBe('This download link has expired, please request a new one');
    } finally {
      delete process.env.FILE_LINK_TTL_S;
    }
  });
});

describe('query limits and introspection', () => {
  it('rejects a query deeper than 12', async () => {
    let deep = 'x';
    for (let i = 0; i < 13; i += 1) deep = `f${i} { ${deep} }`;
    const res = await gql(stack, `{ me { ${deep} } }`, {}, await loginAs(stack, 'hr'), {}, true); // refused by the server, not the schema
    expect(res.errors?.map((e) => e.message)).toContain('Syntax Error: Query depth limit of 12 exceeded, found 15.');
  });

  it('rejects more than 15 aliases', async () => {
    const token = await loginAs(stack, 'hr');
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: me { id }`).join(' ');
    const res = await gql(stack, `{ ${aliases(16)} }`, {}, token);
    expect(res.errors?.[0]).toMatchObject({
      message: 'Syntax Error: Aliases limit of 15 exceeded, found 16.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const fine = await gql(stack, `{ ${aliases(15)} }`, {}, token);
    expect(fine.errors).toBeUndefined();
  });

  it('rejects more than 2000 tokens', async () => {
    const res = await gql(stack, `{ ${Array.from({ length: 2100 }, () => '__typename').join(' ')} }`, {}, null, {}, true);
    expect(res.errors?.[0]).toMatchObject({
      message: 'Syntax Error: Document contains more that 2000 tokens. Parsing aborted.',
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
  });

  it('introspects only with a valid token', async () => {
    const query = SCHEMA_NAME;
    const anonymous = await gql(stack, query);
    expect(anonymous.status).toBe(401);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(stack, query, {}, 'garbage')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const signedIn = await gql(stack, query, {}, await loginAs(stack, 'agent'));
    expect(signedIn.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('serves Apollo Sandbox to browsers and a health check', async () => {
    const page = await fetch(`${stack.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/sandbox/i);
    const ready = await fetch(`${stack.url}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ok', upstream: 'ok' });
  });
});
