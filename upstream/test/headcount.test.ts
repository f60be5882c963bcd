import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestUpstream, type TestUpstream } from './harness';
import { defaultTemplate, docxText } from '../src/headcount/contract';

let up: TestUpstream;
const tokens: Record<string, string> = {};
const today = () => new Date().toISOString().slice(0, 10);
const plusDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const person = (over: Record<string, unknown> = {}) => ({
  RES_ID: 'HC-1001',
  name: 'Test Joiner',
  communication_email: 'test.joiner@example.com',
  national_id: '29501011234567',
  nationality: 'Egyptian',
  gender: 'Female',
  date_of_birth: '1995-01-01',
  phone_number: '+20 100 555 1234',
  role: 'Sales Agent',
  department: 'Sales',
  employment_type: 'Full Time',
  hiring_date: '2026-01-04',
  contract_signed_date: '2026-01-01',
  contract_expiration_date: plusDays(10),
  nda_signed: true,
  personal_photo: true,
  ...over,
});

async function binary(path: string, token: string): Promise<{ status: number; data: Buffer; type: string | null }> {
  const res = await fetch(`${up.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, data: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') };
}

beforeAll(async () => {
  up = await startTestUpstream();
  for (const key of ['ceo', 'hr', 'head', 'agent', 'teamleader'] as const) tokens[key] = await up.login(key);
});
afterAll(() => up.close());

describe('headcount records', () => {
  it('lists the seeded company with documents, alerts and the manager; CEO/HR only', async () => {
    const res = await up.request('GET', '/headcount_employees?limit=5&page=1&sort_by=name', { token: tokens.hr });
    expect(res.status).toBe(200);
    expect(res.body.count).toBeGreaterThan(20);
    const row = res.body.items[0];
    expect(row).toMatchObject({ documents_total: 12 });
    expect(row.documents_complete + row.missing_documents.length).toBe(12);
    expect((await up.request('GET', '/headcount_employees', { token: tokens.agent })).status).toBe(403);
    expect((await up.request('GET', '/headcount_employees', { token: tokens.head })).status).toBe(403);
    const alerts = await up.request('GET', '/headcount_employees?expiring=contract&limit=-1', { token: tokens.ceo });
    expect(alerts.body.count).toBeGreaterThan(0);
    for (const r of alerts.body.items) expect(r.contract_expiration_date <= plusDays(30)).toBe(true);
    expect(alerts.body.items.some((r: { contract_alert: string }) => r.contract_alert === 'expired')).toBe(true);
    const missing = await up.request('GET', '/headcount_employees?missing_document=nda_signed&limit=-1', { token: tokens.hr });
    for (const r of missing.body.items) expect(r.nda_signed).toBe(false);
  });

  it('creates a record that is also the people domain employee; refuses a duplicate national ID naming the RES_ID', async () => {
    const created = await up.request('POST', '/headcount_employees', { token: tokens.hr, body: { headcount_employee: person() } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      RES_ID: 'HC-1001',
      department: 'Sales',
      role: 'Sales Agent',
      status: 'Active',
      nda_signed: true,
      contract_alert: 'expiring',
      formatted_hiring_date: '04/01/2026',
    });
    const employee = await up.request('GET', `/employees/${created.body.id}`, { token: tokens.hr });
    expect(employee.body).toMatchObject({ name: 'Test Joiner', national_ID: '29501011234567', date_joined: '2026-01-04' });

    const dup = await up.request('POST', '/headcount_employees', {
      token: tokens.hr,
      body: person({ RES_ID: 'HC-1002', communication_email: 'other@example.com' }),
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('National ID already exists for employee with RES_ID HC-1001');

    const bad = await up.request('POST', '/headcount_employees', {
      token: tokens.ceo,
      body: person({
        RES_ID: 'HC-1003',
        national_id: '',
        phone_number: '12ab',
        communication_email: 'nope',
        date_of_birth: plusDays(2),
        contract_expiration_date: '2025-12-01',
      }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'phone_number', message: 'Invalid Phone Number' },
        { field: 'communication_email', message: 'Invalid e-mail format' },
        { field: 'date_of_birth', message: 'Date of birth must be in the past' },
        { field: 'contract_expiration_date', message: 'Contract expiration date must be after the contract signed date' },
      ]),
    );
    expect((await up.request('POST', '/headcount_employees', { token: tokens.head, body: person({ RES_ID: 'X' }) })).status).toBe(403);

    const put = await up.request('PUT', `/headcount_employees/${created.body.id}`, {
      token: tokens.hr,
      body: { headcount_employee: { city_of_residence: 'Giza', medical_insurance: true } },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ city_of_residence: 'Giza', medical_insurance: true, nda_signed: true, national_id: '29501011234567' });
    expect((await up.request('GET', `/headcount_employees/${created.body.id}`, { token: tokens.hr })).body.city_of_residence).toBe('Giza');
    expect((await up.request('GET', '/headcount_employees/999999', { token: tokens.hr })).status).toBe(404);
  });

  it('upserts by RES_ID and imports CSV rows, reporting bad rows with their reason', async () => {
    const res = await up.request('POST', '/headcount_employees/add_or_update', {
      token: tokens.hr,
      body: {
        headcount_employees: [
          { RES_ID: 'HC-1001', custody: 'Laptop' },
          person({ RES_ID: 'HC-2001', national_id: '29501011234567', communication_email: 'b@example.com' }),
          person({ RES_ID: 'HC-2002', national_id: '29901019999999', communication_email: 'c@example.com' }),
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Processed 3 records, successfully created 2 or updated headcount employees, 1 failed');
    expect(res.body.failed).toEqual([{ row: 2, RES_ID: 'HC-2001', message: 'National ID already exists for employee with RES_ID HC-1001' }]);

    const csv =
      'RES_ID,name,communication_email,department,role,hiring_date,nda_signed\nHC-3001,Omar Saad,omar.saad@example.com,Sales,Sales Agent,04/02/2026,yes\nHC-3002,No Dept,nd@example.com,Nowhere,Sales Agent,2026-02-04,no\n';
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'people.csv');
    const imported = await up.request('POST', '/headcount_employees/import', { token: tokens.hr, body: form });
    expect(imported.status).toBe(200);
    expect(imported.body.message).toBe('Processed 2 records, successfully created 1 or updated headcount employees, 1 failed');
    expect(imported.body.failed[0]).toMatchObject({ row: 3, message: 'Department not found' });
    const found = await up.request('GET', '/headcount_employees?search=HC-3001', { token: tokens.hr });
    expect(found.body.items[0]).toMatchObject({ hiring_date: '2026-02-04', nda_signed: true });
    const template = await up.request('GET', '/headcount_employees/import_template', { token: tokens.hr });
    expect(template.body.split('\n')[0]).toContain('RES_ID,name,communication_email');
  });

  it('uploads and downloads the signed contract; exports a contract from the template', async () => {
    const id = (await up.request('GET', '/headcount_employees?search=HC-1001', { token: tokens.hr })).body.items[0].id;
    const form = new FormData();
    form.append('contract', new Blob(['%PDF-1.4 signed'], { type: 'application/pdf' }), 'signed.pdf');
    const uploaded = await up.request('POST', `/headcount_employees/${id}/upload_contract`, { token: tokens.hr, body: form });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ contract_filename: 'signed.pdf', contract_url: `/headcount_employees/download_contract?id=${id}` });
    const file = await binary(`/headcount_employees/download_contract?id=${id}`, tokens.hr);
    expect(file.data.toString()).toBe('%PDF-1.4 signed');
    expect((await binary(`/headcount_employees/download_contract?id=${id}`, tokens.agent)).status).toBe(403);

    const exported = await binary(`/headcount_employees/export_contract?id=${id}`, tokens.hr);
    expect(exported.status).toBe(200);
    expect(docxText(exported.data)).toContain('Test Joiner');

    const tpl = new FormData();
    tpl.append('template', new Blob([defaultTemplate()]), 'mine.docx');
    const t = await up.request('POST', '/headcount_employees/upload_template', { token: tokens.hr, body: tpl });
    expect(t.status).toBe(200);
    expect(t.body.placeholders).toContain('name');
    const junk = new FormData();
    junk.append('template', new Blob(['not a zip']), 'junk.docx');
    expect((await up.request('POST', '/headcount_employees/upload_template', { token: tokens.hr, body: junk })).body.message).toBe(
      'The template must be a DOCX file',
    );
  });

  it('answers statuses, stats, and the attrition read with personal fields for CEO/HR only', async () => {
    const statuses = await up.request('GET', '/headcount_employees/employment_statuses', { token: tokens.hr });
    expect(statuses.body.items.map((s: { name: string }) => s.name)).toContain('Active');
    const stats = await up.request('GET', '/headcount_employees/stats', { token: tokens.ceo });
    expect(stats.body.months).toHaveLength(12);
    expect(stats.body.months[11].month).toBe(today().slice(0, 7));
    const asHead = await up.request('GET', '/api/headcount_employees?search=HC-1001', { token: tokens.head });
    expect(asHead.status).toBe(200);
    expect(asHead.body.items[0]).toMatchObject({ name: 'Test Joiner', RES_ID: 'HC-1001' });
    for (const field of ['national_id', 'phone_number', 'contract_url', 'criminal_record', 'military_status', 'communication_email']) {
      expect(asHead.body.items[0]).not.toHaveProperty(field);
    }
    const asHr = await up.request('GET', '/api/headcount_employees?search=HC-1001', { token: tokens.hr });
    expect(asHr.body.items[0].national_id).toBe('29501011234567');
    expect((await up.request('GET', '/api/headcount_employees', { token: tokens.agent })).status).toBe(403);
    expect((await up.request('GET', '/headcount_employees/hr_employees', { token: tokens.hr })).status).toBe(200);
  });

  it('lets exactly one of several parallel creates with the same national ID through (the others name its RES_ID)', async () => {
    const results = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) =>
        up.request('POST', '/headcount_employees', {
          token: tokens.hr,
          body: person({ RES_ID: `HC-P${n}`, communication_email: `p${n}@example.com`, national_id: '28801011112222' }),
        }),
      ),
    );
    const created = results.filter((r) => r.status === 201);
    expect(created).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body.message).toBe(`National ID already exists for employee with RES_ID ${created[0].body.RES_ID}`);
    }
  });
});
