/**
 * POST /companies on the upstream itself: without an SMTP server the message is kept in the new company's outbox and
 * the answer carries the link, which works on the new company only; the per-address limit counts the client the
 * gateway names in X-Forwarded-For, answers 429 with Retry-After, and leaves other addresses alone.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { withCompany } from '../src/companies/context';
import { REGISTRATION_LIMIT } from '../src/companies/throttle';
import { startTestUpstream, type TestUpstream } from './harness';

let up: TestUpstream;
beforeAll(async () => {
  up = await startTestUpstream();
});
afterAll(async () => up?.close());

const body = (subdomain: string) => ({
  company_name: 'Kept Mail Co',
  industry: 'Retail',
  employee_count_range: '1-10',
  subdomain,
  email: 'owner@kept.test',
  first_name: 'Kim',
  last_name: 'Keller',
});

describe('POST /companies', () => {
  it('without SMTP keeps the message in the new company and answers the link, which opens that company only', async () => {
    const res = await up.request('POST', '/companies', { body: body('kept-co') });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ url: 'http://kept-co.localhost:4000', mail_kept: true, company: { subdomain: 'kept-co', logo_file_id: null } });
    const link: string = res.body.set_password_url;
    expect(link).toMatch(/^http:\/\/kept-co\.localhost:4000\/set-password\?token=/);
    const kept = await withCompany(res.body.company.id, () => up.db.query<{ status: string; body: string }>('SELECT status, body FROM mail_outbox'));
    expect(kept.rows).toEqual([{ status: 'kept', body: expect.stringContaining(link) }]);
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
    expect((await up.request('POST', '/password/set', { body: { token, password: 'Kept-2026!' } })).status).toBe(400);
    const set = await up.request('POST', '/password/set', { body: { token, password: 'Kept-2026!' }, headers: { 'x-company': 'kept-co' } });
    expect(set.status).toBe(200);
  });

  it('limits each client address the gateway names, with Retry-After, and no other', async () => {
    const from = (address: string) => ({ body: body('kept-co'), headers: { 'x-forwarded-for': address } });
    for (let i = 0; i < REGISTRATION_LIMIT.attempts; i++) expect((await up.request('POST', '/companies', from('203.0.113.7'))).status).toBe(422);
    const refused = await up.request('POST', '/companies', from('203.0.113.7'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await up.request('POST', '/companies', from('203.0.113.8'))).status).toBe(422);
  });
});
