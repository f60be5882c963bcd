/**
 * Company settings (settings/): the Jira API token sealed at rest (AES-256-GCM, bound to its company) and never in an
 * answer, the connection test against a fake Jira (GET /rest/api/3/myself), the logo, the admins' rule, the
 * first-run checklist derived from the data, and each company's settings its own.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACME } from '../src/companies/acme';
import { withCompany } from '../src/companies/context';
import { DEMO_PASSWORD } from '../src/seed';
import { testJira } from '../src/settings/jira';
import { LOGO_KIND_MESSAGE } from '../src/settings/routes';
import { seal, unseal } from '../src/settings/secret';
import { DOCUMENTS } from './documentSamples';
import { FAKE_JIRA_TOKEN, startFakeJira } from './fakeJira';
import { startTestUpstream, type TestUpstream } from './harness';

const TOKEN = FAKE_JIRA_TOKEN;
const ACME_HEADERS = { 'x-company': 'acme' };

describe('sealed secrets', () => {
  it('open with the same key and company only', () => {
    const env = { SETTINGS_KEY: 'one key' };
    const sealed = seal(TOKEN, 1, env);
    expect(sealed).not.toContain(TOKEN);
    expect(seal(TOKEN, 1, env)).not.toBe(sealed); // a fresh IV each time
    expect(unseal(sealed, 1, env)).toBe(TOKEN);
    expect(unseal(sealed, 2, env)).toBeNull();
    expect(unseal(sealed, 1, { SETTINGS_KEY: 'another key' })).toBeNull();
    expect(unseal(sealed, 1, {})).toBeNull();
    expect(unseal(seal(TOKEN, 1, {}), 1, {})).toBe(TOKEN); // the development key
  });
});

describe('the Jira client', () => {
  let jira: Awaited<ReturnType<typeof startFakeJira>>;
  beforeAll(async () => {
    jira = await startFakeJira();
  });
  afterAll(() => jira.close());

  it('asks /rest/api/3/myself with Basic auth and words the outcome', async () => {
    expect(await testJira({ url: `${jira.url}/`, username: 'jira.admin@example.com', token: TOKEN })).toEqual({
      ok: true,
      message: 'Connected to Jira as Jira Admin',
    });
    expect(await testJira({ url: jira.url, username: 'jira.admin@example.com', token: 'wrong' })).toEqual({
      ok: false,
      message: 'Jira refused the username or API token',
    });
    expect(jira.calls[0]).toBe('GET /rest/api/3/myself');
    expect(await testJira({ url: 'ftp://example.com', username: 'x', token: 'y' })).toMatchObject({ ok: false });
    expect(await testJira({ url: 'http://127.0.0.1:1', username: 'x', token: 'y' }, 2000)).toEqual({
      ok: false,
      message: 'Could not reach Jira at http://127.0.0.1:1',
    });
  });
});

describe('company settings routes', () => {
  let up: TestUpstream;
  let jira: Awaited<ReturnType<typeof startFakeJira>>;
  let ceo: string;

  beforeAll(async () => {
    jira = await startFakeJira();
    up = await startTestUpstream({ port: 0 });
    ceo = await up.login('ceo');
  });
  afterAll(async () => {
    await up.close();
    await jira.close();
  });

  it('admins only: others read the branding and nothing else', async () => {
    const agent = await up.login('agent');
    expect((await up.request('GET', '/company/settings', { token: agent })).status).toBe(403);
    expect((await up.request('PUT', '/company/settings', { token: agent, body: { name: 'Taken over' } })).status).toBe(403);
    expect((await up.request('GET', '/company/settings/checklist', { token: agent })).status).toBe(403);
    const branding = await up.request('GET', '/company/settings/branding', { token: agent });
    expect(branding.status).toBe(200);
    expect(Object.keys(branding.body).sort()).toEqual(['copyright', 'logo', 'name', 'primary_color', 'secondary_color']);
    expect((await up.request('GET', '/company/settings', { token: await up.login('headofhr') })).status).toBe(200);
  });

  it('stores the token sealed, answers only that one is set, and tests the connection with it', async () => {
    const saved = await up.request('PUT', '/company/settings', {
      token: ceo,
      body: { company_settings: { jira_url: jira.url, jira_username: 'jira.admin@example.com', jira_token: TOKEN } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ jira_url: jira.url, jira_username: 'jira.admin@example.com', jira_token_set: true });
    for (const path of ['/company/settings', '/company/settings/branding', '/company/settings/checklist']) {
      expect(JSON.stringify((await up.request('GET', path, { token: ceo })).body)).not.toContain(TOKEN);
    }
    expect(JSON.stringify(saved.body)).not.toContain(TOKEN);
    const { rows } = await withCompany(1, () => up.db.query<{ jira_token_sealed: string }>('SELECT jira_token_sealed FROM company_settings'));
    expect(rows[0].jira_token_sealed).toMatch(/^v1\./);
    expect(rows[0].jira_token_sealed).not.toContain(TOKEN);

    const test = await up.request('POST', '/company/settings/jira_test', { token: ceo });
    expect(test.body).toEqual({ ok: true, message: 'Connected to Jira as Jira Admin' });
    expect(JSON.stringify(test.body)).not.toContain(TOKEN);

    // A blank token keeps the stored one; clear_jira_token removes it.
    await up.request('PUT', '/company/settings', { token: ceo, body: { jira_token: '' } });
    expect((await up.request('POST', '/company/settings/jira_test', { token: ceo })).body.ok).toBe(true);
    const cleared = await up.request('PUT', '/company/settings', { token: ceo, body: { clear_jira_token: true } });
    expect(cleared.body.jira_token_set).toBe(false);
    expect((await up.request('POST', '/company/settings/jira_test', { token: ceo })).body).toMatchObject({ ok: false });
  });

  it('changes the name, colours and copyright line in one write; refuses a bad colour or URL', async () => {
    const bad = await up.request('PUT', '/company/settings', { token: ceo, body: { primary_color: 'red', jira_url: 'not a url' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['jira_url', 'primary_color']);
    const res = await up.request('PUT', '/company/settings', {
      token: ceo,
      body: { name: 'Renamed Company', primary_color: '#00897B', secondary_color: '#ffb300', copyright: '© Renamed Company, all rights reserved' },
    });
    expect(res.body).toMatchObject({
      name: 'Renamed Company',
      primary_color: '#00897b',
      secondary_color: '#ffb300',
      copyright: '© Renamed Company, all rights reserved',
    });
    const branding = await up.request('GET', '/company/settings/branding', { token: await up.login('agent') });
    expect(branding.body).toMatchObject({ name: 'Renamed Company', primary_color: '#00897b' });
  });

  it('takes a PNG or JPEG logo and answers it as a data: URL', async () => {
    const upload = (sample: { name: string; type: string; content: Buffer }) => {
      const form = new FormData();
      form.append('file', new Blob([sample.content], { type: sample.type }), sample.name);
      return up.request('PUT', '/company/settings/logo', { token: ceo, body: form });
    };
    const pdf = await upload(DOCUMENTS.pdf);
    expect(pdf.status).toBe(422);
    expect(pdf.body.message).toBe(LOGO_KIND_MESSAGE);
    const png = await upload(DOCUMENTS.png);
    expect(png.status).toBe(200);
    expect(png.body.logo).toBe(`data:image/png;base64,${DOCUMENTS.png.content.toString('base64')}`);
    expect((await up.request('DELETE', '/company/settings/logo', { token: ceo })).body.logo).toBeNull();
  });

  it("keeps each company's settings its own, and derives acme's checklist from its data", async () => {
    const login = await up.request<{ token: string }>('POST', '/login', { headers: ACME_HEADERS, body: { email: ACME.admin, password: DEMO_PASSWORD } });
    const acme = { token: login.body.token, headers: ACME_HEADERS };
    const settings = await up.request('GET', '/company/settings', acme);
    expect(settings.body).toMatchObject({ name: ACME.name, jira_token_set: false });
    // The demo company is set up: every item is done. Acme has departments but one account and no leave types.
    expect((await up.request('GET', '/company/settings/checklist', { token: ceo })).body).toEqual({
      departments: true,
      people: true,
      leave_types: true,
      dismissed: false,
    });
    expect((await up.request('GET', '/company/settings/checklist', acme)).body).toEqual({
      departments: true,
      people: false,
      leave_types: false,
      dismissed: false,
    });
    await up.request('PUT', '/company/settings/checklist', { ...acme, body: { dismissed: true } });
    expect((await up.request('GET', '/company/settings/checklist', acme)).body.dismissed).toBe(true);
    expect((await up.request('GET', '/company/settings/branding', { token: ceo })).body.name).not.toBe(ACME.name);
  });
});
