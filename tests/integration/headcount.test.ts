/**
 * Headcount through GraphQL against the real upstream: every REST call of the domain, the SPEC §5/§8
 * messages (duplicate national ID names the RES_ID), upsert and import with bad rows, the contract upload -> signed
 * download round trip, template upload -> export containing the employee's name, relations through DataLoaders,
 * the CEO/HR rule for every demo role, and the personal-field guards.
 *
 * @spec GET /headcount_employees/import_template, GET /headcount_employees/contract_template
 * @spec GET /headcount_employees/stats, GET /headcount_employees?expiring, GET /headcount_employees?ids
 * @spec GET /headcount_employees?limit, GET /api/headcount_employees?expiring, GET /api/headcount_employees?ids
 * @spec GET /api/headcount_employees?limit
 * @postgres headcount
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import PizZip from 'pizzip';
import type { DemoKey } from '../../upstream/src/seed';
import { graphql } from '../generated';
import { dataOf, download, gql, gqlUpload, itFull, loginAs, PROFILE, present, startStack, upstreamStats, type Stack } from '../support/stack';
// The screens' own documents (typed by the web's codegen): a change to a screen's query is tested here too.
import {
  HeadcountContractDocument as CONTRACT,
  HeadcountContractExportDocument as CONTRACT_EXPORT,
  HeadcountImportTemplateDocument as IMPORT_TEMPLATE,
} from '../../web/src/features/headcount/headcount.generated';

let stack: Stack;
const tokens = {} as Record<DemoKey, string>;
const ROLES: DemoKey[] = ['ceo', 'headofhr', 'hr', 'head', 'headauditing', 'coldhead', 'teamleader', 'auditor', 'acm', 'agent'];
const plusDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
let salesId = '';
let createdId = '';

graphql(`
  fragment HeadcountRow on HeadcountEmployee {
    id
    resId
    name
    nationalId
    phoneNumber
    dateOfBirth
    emergencyContactName
    payoneerEmail
    role
    hiringDate
    formattedHiringDate
    contractExpirationDate
    contractAlert
    nationalIdAlert
    documentsComplete
    documentsTotal
    missingDocuments
    ndaSigned
    official111Form
    contractFilename
    manager {
      id
      name
      resId
    }
    department {
      id
      departmentName
    }
    employmentStatus {
      name
    }
    employmentRole {
      title
    }
    employee {
      id
      name
    }
  }
`);
const CREATE = graphql(`
  mutation HeadcountCreate($input: HeadcountEmployeeInput!) {
    createHeadcountEmployee(input: $input) {
      ...HeadcountRow
    }
  }
`);
const UPDATE = graphql(`
  mutation HeadcountUpdate($id: ID!, $input: HeadcountEmployeeInput!) {
    updateHeadcountEmployee(id: $id, input: $input) {
      ...HeadcountRow
    }
  }
`);
const PAGE = graphql(`
  query HeadcountPage {
    headcountEmployees(limit: 20, sortBy: name) {
      count
      items {
        ...HeadcountRow
      }
    }
  }
`);
const DEPARTMENTS = graphql(`
  query HeadcountDepartments {
    departments(limit: -1) {
      items {
        id
        departmentName
      }
    }
  }
`);
const CONTRACT_TEMPLATE = graphql(`
  query HeadcountContractTemplate {
    headcountContractTemplate {
      url
      filename
    }
  }
`);
const FILTERED = graphql(`
  query HeadcountFiltered($d: ID, $m: String, $f: String) {
    headcountEmployees(limit: -1, departmentId: $d, missingDocument: $m, hiredFrom: $f) {
      count
      items {
        ndaSigned
        hiringDate
        department {
          departmentName
        }
      }
    }
  }
`);
const CHARTS = graphql(`
  query HeadcountCharts {
    headcountStats {
      total
      months {
        month
      }
      alerts {
        contractsExpiring
        contractsExpired
      }
      byStatus {
        label
        count
      }
    }
  }
`);
const EXPIRING = graphql(`
  query HeadcountExpiringContracts {
    headcountEmployees(limit: -1, expiring: "contract") {
      count
      items {
        contractExpirationDate
        contractAlert
      }
    }
  }
`);
const ALERTS = graphql(`
  query HeadcountAlerts {
    headcountStats {
      total
      months {
        month
        headcount
      }
      alerts {
        contractsExpiring
        contractsExpired
      }
      byDepartment {
        label
        count
      }
    }
  }
`);
const ONE = graphql(`
  query HeadcountOne($id: ID!) {
    headcountEmployee(id: $id) {
      name
      employee {
        resId
      }
    }
  }
`);
const STATUSES = graphql(`
  query HeadcountStatuses {
    headcountEmploymentStatuses {
      id
      name
    }
  }
`);
const UPSERT = graphql(`
  mutation HeadcountUpsert($inputs: [HeadcountEmployeeInput!]!) {
    addOrUpdateHeadcountEmployees(inputs: $inputs) {
      message
      failed {
        row
        resId
        message
      }
    }
  }
`);
const IMPORT = graphql(`
  mutation HeadcountImport($file: Upload!) {
    importHeadcountEmployees(file: $file) {
      message
      failed {
        row
        message
      }
    }
  }
`);
const UPLOAD_CONTRACT = graphql(`
  mutation HeadcountUploadContract($id: ID!, $file: Upload!) {
    uploadHeadcountContract(id: $id, file: $file) {
      contractFilename
      contract {
        url
        filename
      }
    }
  }
`);
const UPLOAD_TEMPLATE = graphql(`
  mutation HeadcountUploadTemplate($file: Upload!) {
    uploadContractTemplate(file: $file) {
      message
      placeholders
    }
  }
`);
const PERSONAL = graphql(`
  query HeadcountPersonalFields {
    headcountEmployees(limit: 1) {
      items {
        id
        nationalId
        phoneNumber
        dateOfBirth
        emergencyContactName
        emergencyContactNumber
        payoneerEmail
      }
    }
  }
`);
const WRITE = graphql(`
  mutation HeadcountWrite($id: ID!, $input: HeadcountEmployeeInput!) {
    updateHeadcountEmployee(id: $id, input: $input) {
      id
    }
  }
`);
const ROUTES = graphql(`
  query HeadcountRoutes {
    me {
      access {
        routes
      }
    }
  }
`);
const PERSONAL_ONE = graphql(`
  query HeadcountPersonalOne($id: ID!) {
    headcountEmployee(id: $id) {
      nationalId
      phoneNumber
      dateOfBirth
    }
  }
`);

const docText = (docx: Buffer) => (new PizZip(docx).file('word/document.xml')?.asText() ?? '').replace(/<[^>]+>/g, '');

beforeAll(async () => {
  stack = await startStack();
  for (const key of ROLES) tokens[key] = await loginAs(stack, key);
  const deps = dataOf(await gql(stack, DEPARTMENTS, {}, tokens.hr)).departments.items;
  salesId = present(
    deps.find((d) => d.departmentName === 'Sales'),
    'the Sales department',
  ).id;
}, 90_000);
afterAll(() => stack.close());

/** The two template links, each by its own document. */
const TEMPLATES = {
  headcountImportTemplate: async () => dataOf(await gql(stack, IMPORT_TEMPLATE, {}, tokens.hr)).headcountImportTemplate,
  headcountContractTemplate: async () => dataOf(await gql(stack, CONTRACT_TEMPLATE, {}, tokens.hr)).headcountContractTemplate,
};

describe('headcount', () => {
  it.each([
    ['headcountImportTemplate', 'headcount_import_template.csv'],
    ['headcountContractTemplate', 'contract_template.docx'],
  ] as const)('%s: a download link on the full upstream; a SPEC §7-only one has no such file', async (query, filename) => {
    const link = await TEMPLATES[query]();
    expect(link.filename).toBe(filename);
    const file = await download(stack, link.url, tokens.hr);
    expect(file.ok).toBe(PROFILE === 'full');
    if (PROFILE === 'full') expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('pages the tracker with relations in a bounded number of upstream calls', async () => {
    await upstreamStats(stack, true);
    const res = await gql(stack, PAGE, {}, tokens.hr);
    expect(res.errors).toBeUndefined();
    expect(dataOf(res).headcountEmployees.count).toBeGreaterThan(20);
    const rows = dataOf(res).headcountEmployees.items;
    expect(rows).toHaveLength(20);
    expect(rows[0].documentsTotal).toBe(12);
    expect(rows.some((r) => r.department)).toBe(true);
    const withManager = present(
      rows.find((r) => r.manager),
      'a row with a manager',
    );
    expect(withManager.manager?.name).toBeTruthy();
    const stats = await upstreamStats(stack);
    // list + departments + roles + statuses (+ employees in batches); never one call per row
    expect(stats.requests).toBeLessThanOrEqual(6);
  });

  it('filters by department, missing document and hiring period', async () => {
    const res = await gql(stack, FILTERED, { d: salesId, m: 'nda_signed', f: '1900-01-01' }, tokens.ceo);
    expect(res.errors).toBeUndefined();
    for (const r of dataOf(res).headcountEmployees.items) {
      expect(r.department?.departmentName).toBe('Sales');
      expect(r.ndaSigned).toBe(false);
    }
  });

  it('answers the charts and alert counts on either profile (computed from the records without the extension)', async () => {
    const stats = await gql(stack, CHARTS, {}, tokens.ceo);
    expect(stats.errors).toBeUndefined();
    const { headcountStats } = dataOf(stats);
    expect(headcountStats.months).toHaveLength(12);
    expect(headcountStats.months[11].month).toBe(new Date().toISOString().slice(0, 7));
    expect(headcountStats.total).toBeGreaterThan(20);
  });

  itFull('lists expiry alerts (contracts expired or expiring within 30 days)', async () => {
    const { headcountEmployees } = dataOf(await gql(stack, EXPIRING, {}, tokens.hr));
    expect(headcountEmployees.count).toBeGreaterThan(0);
    for (const r of headcountEmployees.items) {
      expect(present(r.contractExpirationDate, 'a contract expiration date') <= plusDays(30)).toBe(true);
      expect(['expired', 'expiring']).toContain(r.contractAlert);
    }
    const { headcountStats } = dataOf(await gql(stack, ALERTS, {}, tokens.hr));
    expect(headcountStats.months).toHaveLength(12);
    expect(headcountStats.alerts.contractsExpiring + headcountStats.alerts.contractsExpired).toBe(headcountEmployees.count);
  });

  it('creates a record (the same person as the employee), edits it, refuses a duplicate national ID naming the RES_ID', async () => {
    const input = {
      resId: 'HC-7001',
      name: 'Rasha Headcount',
      communicationEmail: 'aya.hc@example.com',
      nationalId: '29501011230001',
      gender: 'Female',
      dateOfBirth: '1995-01-01',
      phoneNumber: '+20 100 555 1234',
      role: 'Sales Agent',
      departmentId: salesId,
      hiringDate: '2026-01-04',
      contractSignedDate: '2026-01-01',
      contractExpirationDate: plusDays(10),
      ndaSigned: true,
      official111Form: true,
    };
    const res = await gql(stack, CREATE, { input }, tokens.hr);
    expect(res.errors).toBeUndefined();
    const row = dataOf(res).createHeadcountEmployee;
    createdId = row.id;
    expect(row).toMatchObject({
      resId: 'HC-7001',
      nationalId: '29501011230001',
      contractAlert: 'expiring',
      documentsComplete: 2,
      ndaSigned: true,
      official111Form: true,
      formattedHiringDate: '04/01/2026',
    });
    expect(row.employee).toEqual({ id: row.id, name: 'Rasha Headcount' });
    expect(row.department?.departmentName).toBe('Sales');
    expect(row.employmentStatus?.name).toBe('Active');

    const dup = await gql(stack, CREATE, { input: { ...input, resId: 'HC-7002', communicationEmail: 'x7002@example.com' } }, tokens.hr);
    expect(dup.errors?.[0]).toMatchObject({ message: 'National ID already exists for employee with RES_ID HC-7001', extensions: { code: 'CONFLICT' } });

    const bad = await gql(stack, CREATE, { input: { ...input, resId: 'HC-7003', nationalId: null, communicationEmail: 'bad', phoneNumber: 'abc' } }, tokens.hr);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0].extensions?.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'communicationEmail', message: 'Invalid e-mail format' },
        { field: 'phoneNumber', message: 'Invalid Phone Number' },
      ]),
    );

    const upd = await gql(stack, UPDATE, { id: createdId, input: { personalPhoto: true } }, tokens.ceo);
    expect(upd.errors).toBeUndefined();
    expect(dataOf(upd).updateHeadcountEmployee).toMatchObject({ documentsComplete: 3, nationalId: '29501011230001' });
    const one = await gql(stack, ONE, { id: createdId }, tokens.hr);
    expect(dataOf(one).headcountEmployee).toEqual({ name: 'Rasha Headcount', employee: { resId: 'HC-7001' } });
    const statuses = await gql(stack, STATUSES, {}, tokens.hr);
    expect(dataOf(statuses).headcountEmploymentStatuses.map((s) => s.name)).toContain('Active');
  });

  it('upserts by RES_ID and imports a CSV, reporting the bad rows', async () => {
    const res = await gql(
      stack,
      UPSERT,
      {
        inputs: [
          { resId: 'HC-7001', custody: 'Laptop' },
          { resId: 'HC-7100', name: 'No Date', communicationEmail: 'nd@example.com', role: 'Sales Agent', departmentId: salesId },
        ],
      },
      tokens.hr,
    );
    expect(res.errors).toBeUndefined();
    expect(dataOf(res).addOrUpdateHeadcountEmployees).toEqual({
      message: 'Processed 2 records, successfully created 1 or updated headcount employees, 1 failed',
      failed: [{ row: 2, resId: 'HC-7100', message: 'Hiring date is required' }],
    });
    const csv =
      'RES_ID,name,communication_email,department,role,hiring_date,national_id\nHC-7200,Omar Saad,omar.hc@example.com,Sales,Sales Agent,2026-02-04,\nHC-7201,Dup Nid,dup.hc@example.com,Sales,Sales Agent,2026-02-04,29501011230001\n';
    const imported = await gqlUpload(stack, IMPORT, {}, { file: { name: 'hc.csv', type: 'text/csv', content: csv } }, tokens.hr);
    expect(imported.errors).toBeUndefined();
    expect(dataOf(imported).importHeadcountEmployees).toEqual({
      message: 'Processed 2 records, successfully created 1 or updated headcount employees, 1 failed',
      failed: [{ row: 3, message: 'National ID already exists for employee with RES_ID HC-7001' }],
    });
  });

  it('uploads the signed contract and downloads it through a signed link; exports a contract from the template', async () => {
    const up = await gqlUpload(
      stack,
      UPLOAD_CONTRACT,
      { id: createdId },
      { file: { name: 'signed.pdf', type: 'application/pdf', content: '%PDF-1.4 signed contract' } },
      tokens.hr,
    );
    expect(up.errors).toBeUndefined();
    const { uploadHeadcountContract } = dataOf(up);
    expect(uploadHeadcountContract.contractFilename).toBe('signed.pdf');
    const file = await download(stack, present(uploadHeadcountContract.contract, 'the contract link').url, tokens.hr);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('%PDF-1.4 signed contract');
    const link = await gql(stack, CONTRACT, { id: createdId }, tokens.ceo);
    expect(present(dataOf(link).headcountContract, 'the contract link').filename).toBe('signed.pdf');

    const exported = dataOf(await gql(stack, CONTRACT_EXPORT, { id: createdId }, tokens.hr)).headcountContractExport;
    expect(exported.filename).toBe('contract_HC-7001.docx');
    const docx = Buffer.from(await (await download(stack, exported.url, tokens.hr)).arrayBuffer());
    expect(docText(docx)).toContain('Rasha Headcount');

    // A template of our own: its placeholders are filled.
    const zip = new PizZip(docx);
    zip.file(
      'word/document.xml',
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Dear {name} ({RES_ID})</w:t></w:r></w:p></w:body></w:document>',
    );
    const tpl = await gqlUpload(
      stack,
      UPLOAD_TEMPLATE,
      {},
      { file: { name: 'mine.docx', type: 'application/octet-stream', content: zip.generate({ type: 'nodebuffer' }) as Buffer } },
      tokens.hr,
    );
    expect(tpl.errors).toBeUndefined();
    expect(dataOf(tpl).uploadContractTemplate.message).toBe('Contract template uploaded successfully');
    const again = dataOf(await gql(stack, CONTRACT_EXPORT, { id: createdId }, tokens.hr)).headcountContractExport;
    const filled = Buffer.from(await (await download(stack, again.url, tokens.hr)).arrayBuffer());
    expect(docText(filled)).toBe('Dear Rasha Headcount (HC-7001)');
    const broken = await gqlUpload(
      stack,
      UPLOAD_TEMPLATE,
      {},
      { file: { name: 'x.docx', type: 'application/octet-stream', content: 'not a docx' } },
      tokens.hr,
    );
    expect(broken.errors?.[0].message).toBe('The template must be a DOCX file');
  });

  it('is CEO and HR only, for every demo role; personal fields reach only those roles', async () => {
    for (const role of ROLES) {
      const res = await gql(stack, PERSONAL, {}, tokens[role]);
      const write = await gql(stack, WRITE, { id: createdId, input: { custody: 'x' } }, tokens[role]);
      const me = await gql(stack, ROUTES, {}, tokens[role]);
      const allowed = dataOf(me).me.access.routes.includes('HEADCOUNT_MANAGE');
      expect([role, allowed]).toEqual([role, ['ceo', 'headofhr', 'hr'].includes(role)]);
      if (allowed) {
        expect(res.errors).toBeUndefined();
        expect(write.errors).toBeUndefined();
      } else {
        expect([role, res.errors?.[0].extensions?.code, res.data]).toEqual([role, 'FORBIDDEN', null]);
        expect([role, write.errors?.[0].extensions?.code]).toEqual([role, 'FORBIDDEN']);
      }
    }
    const hr = await gql(stack, PERSONAL_ONE, { id: createdId }, tokens.hr);
    expect(dataOf(hr).headcountEmployee).toEqual({ nationalId: '29501011230001', phoneNumber: '+20 100 555 1234', dateOfBirth: '1995-01-01' });
    if (PROFILE === 'spec') return;
    // The personal guard itself: the upstream answers GET /api/headcount_employees to heads with those fields empty.
    const upstreamAsHead = await fetch(`${stack.upstream.url}/api/headcount_employees?search=HC-7001`, { headers: { authorization: `Bearer ${tokens.head}` } });
    const body = (await upstreamAsHead.json()) as { items: { national_id: string | null; phone_number: string | null; name: string }[] };
    expect(body.items[0]).toMatchObject({ name: 'Rasha Headcount', RES_ID: 'HC-7001' });
    expect(body.items[0]).not.toHaveProperty('national_id'); // a directory entry: no personal or HR-record field at all
    expect(body.items[0]).not.toHaveProperty('phone_number');
  });
});
