/**
 * Workspace through GraphQL against the real upstream: help desk links, documents and assets — every REST
 * call (extensions: /helpdesk_links, /documents, /assets), the SPEC §8 shared-area messages, the document upload ->
 * signed download round trip, assignment history, relations without N+1, and the role rules (allowed and refused per
 * access key). Against a SPEC §7-only upstream these features do not exist: the calls answer NOT_FOUND.
 *
 * @spec GET /helpdesk_links, POST /helpdesk_links, GET /helpdesk_links/{id}, PUT /helpdesk_links/{id}
 * @spec DELETE /helpdesk_links/{id}, GET /documents, POST /documents, GET /documents/{id}, PUT /documents/{id}
 * @spec DELETE /documents/{id}, GET /documents/{id}/download, GET /documents/{id}/file, GET /assets
 * @spec GET /assets/mine, POST /assets, GET /assets/{id}, PUT /assets/{id}, DELETE /assets/{id}
 * @spec POST /assets/{id}/assign, POST /assets/{id}/return, GET /assets/{id}/assignments
 * @postgres workspace
 */
import { afterAll, beforeAll, describe, expect } from '@jest/globals';
import type { DemoKey } from '../../upstream/src/seed';
import { download, gql, gqlUpload, itFull, itSpec, loginAs, startStack, upstreamStats, type Stack } from '../support/stack';

let stack: Stack;
const tokens = {} as Record<DemoKey, string>;
const ids: Record<string, string> = {};
const FORBIDDEN = "You don't have permission to access this resource";

beforeAll(async () => {
  stack = await startStack();
  for (const key of ['ceo', 'headofhr', 'hr', 'head', 'teamleader', 'agent'] as DemoKey[]) tokens[key] = await loginAs(stack, key);
  const people = await gql(stack, '{ employees(limit: -1) { items { id name } } }', {}, tokens.hr);
  for (const e of people.data.employees.items) ids[e.name] = e.id;
}, 60_000);
afterAll(() => stack.close());

const LINK_FIELDS = 'id name link createdAt updatedAt createdBy { name }';

describe('help desk links', () => {
  itFull('everyone lists them (paged, searched); admins add, change and delete them with the SPEC messages', async () => {
    const list = await gql(stack, `{ helpdeskLinks(limit: 2, sortBy: name) { count items { ${LINK_FIELDS} } } }`, {}, tokens.agent);
    expect(list.data.helpdeskLinks.count).toBe(5);
    expect(list.data.helpdeskLinks.items.map((l: { name: string }) => l.name)).toEqual(['Dialer Support', 'Facilities Requests']);
    expect(list.data.helpdeskLinks.items[0].createdBy).toEqual({ name: 'Laila Mansour' });
    const search = await gql(stack, '{ helpdeskLinks(search: "payroll") { items { name } } }', {}, tokens.teamleader);
    expect(search.data.helpdeskLinks.items).toEqual([{ name: 'Payroll Questions' }]);

    const CREATE = `mutation($i: HelpdeskLinkInput!) { createHelpdeskLink(input: $i) { ${LINK_FIELDS} } }`;
    const bad = await gql(stack, CREATE, { i: { name: ' ', link: 'ftp://x' } }, tokens.ceo);
    expect(bad.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        { field: 'name', message: 'Name is required' },
        { field: 'link', message: 'Invalid URL format' },
      ],
    });
    const created = await gql(stack, CREATE, { i: { name: 'VPN Help', link: 'https://vpn.example.com/help' } }, tokens.headofhr);
    expect(created.data.createHelpdeskLink).toMatchObject({ name: 'VPN Help', link: 'https://vpn.example.com/help', createdBy: { name: 'Laila Mansour' } });
    const id = created.data.createHelpdeskLink.id;
    const dup = await gql(stack, CREATE, { i: { name: 'vpn help', link: 'https://x.example.com' } }, tokens.ceo);
    expect(dup.errors?.[0]).toMatchObject({ message: 'Name has already been taken', extensions: { code: 'CONFLICT' } });

    const one = await gql(stack, 'query($id: ID!) { helpdeskLink(id: $id) { name } }', { id }, tokens.agent);
    expect(one.data.helpdeskLink).toEqual({ name: 'VPN Help' });
    const updated = await gql(
      stack,
      'mutation($id: ID!, $i: HelpdeskLinkInput!) { updateHelpdeskLink(id: $id, input: $i) { name link } }',
      { id, i: { name: 'VPN Support', link: 'http://vpn.example.com' } },
      tokens.ceo,
    );
    expect(updated.data.updateHelpdeskLink).toEqual({ name: 'VPN Support', link: 'http://vpn.example.com' });
    const deleted = await gql(stack, 'mutation($id: ID!) { deleteHelpdeskLink(id: $id) }', { id }, tokens.ceo);
    expect(deleted.data.deleteHelpdeskLink).toBe(true);
    const gone = await gql(stack, 'query($id: ID!) { helpdeskLink(id: $id) { name } }', { id }, tokens.agent);
    expect(gone.errors?.[0]).toMatchObject({ message: 'Help desk link is not found!', extensions: { code: 'NOT_FOUND' } });
    const goneAgain = await gql(stack, 'mutation($id: ID!) { deleteHelpdeskLink(id: $id) }', { id }, tokens.ceo);
    expect(goneAgain.errors?.[0].message).toBe('Help desk link is not found!');
  });

  itFull('only admins (CEO, head of HR) manage them: HR staff and agents are refused at the gateway and the upstream', async () => {
    for (const who of ['hr', 'agent', 'head'] as DemoKey[]) {
      const res = await gql(stack, 'mutation { createHelpdeskLink(input: { name: "X", link: "https://x.example.com" }) { id } }', {}, tokens[who]);
      expect(res.errors?.[0]).toMatchObject({ message: FORBIDDEN, extensions: { code: 'FORBIDDEN' } });
    }
    const direct = await fetch(`${stack.upstream.url}/helpdesk_links/1`, { method: 'DELETE', headers: { authorization: `Bearer ${tokens.hr}` } });
    expect(direct.status).toBe(403);
  });
});

const DOC_FIELDS = 'id title filename scope mimetype createdAt updatedAt employee { id name } uploadedBy { name }';
const UPLOAD = `mutation($input: DocumentInput!, $file: Upload!) { uploadDocument(input: $input, file: $file) { ${DOC_FIELDS} } }`;

describe('documents', () => {
  itFull('HR uploads an employee document; the employee sees and downloads it through a signed link; others do not', async () => {
    const up = await gqlUpload(
      stack,
      UPLOAD,
      { input: { title: 'Payslip October', employeeId: ids['Sara Ibrahim'] } },
      { file: { name: 'payslip-october.pdf', type: 'application/pdf', content: '%PDF-1.4 payslip' } },
      tokens.hr,
    );
    expect(up.errors).toBeUndefined();
    const doc = up.data.uploadDocument;
    expect(doc).toMatchObject({
      title: 'Payslip October',
      filename: 'payslip-october.pdf',
      scope: 'EMPLOYEE',
      mimetype: 'application/pdf',
      employee: { id: ids['Sara Ibrahim'], name: 'Sara Ibrahim' },
      uploadedBy: { name: 'Nadia Farouk' },
    });

    const mine = await gql(stack, '{ documents(limit: -1, sortBy: title) { count items { title scope } } }', {}, tokens.agent);
    expect(mine.data.documents.items).toEqual([
      { title: 'Code of Conduct', scope: 'COMPANY' },
      { title: 'Employee Handbook', scope: 'COMPANY' },
      { title: 'Employment Contract', scope: 'EMPLOYEE' },
      { title: 'Leave Policy', scope: 'COMPANY' },
      { title: 'NDA', scope: 'EMPLOYEE' },
      { title: 'Payslip October', scope: 'EMPLOYEE' },
    ]);
    const link = await gql(stack, 'query($id: ID!) { documentDownload(id: $id) { url filename expiresAt } }', { id: doc.id }, tokens.agent);
    expect(link.data.documentDownload.filename).toBe('payslip-october.pdf');
    const file = await download(stack, link.data.documentDownload.url, tokens.agent);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('%PDF-1.4 payslip');
    expect(file.headers.get('content-disposition')).toContain('payslip-october.pdf');

    const other = await gql(stack, 'query($id: ID!) { document(id: $id) { title } }', { id: doc.id }, tokens.teamleader);
    expect(other.errors?.[0]).toMatchObject({ message: FORBIDDEN, extensions: { code: 'FORBIDDEN' } });
    const otherLink = await gql(stack, 'query($id: ID!) { documentDownload(id: $id) { url } }', { id: doc.id }, tokens.teamleader);
    expect(otherLink.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const tlList = await gql(stack, '{ documents(limit: -1) { items { title employee { name } } } }', {}, tokens.teamleader);
    expect(tlList.data.documents.items.filter((d: { employee: unknown }) => d.employee)).toEqual([
      { title: 'Employment Contract', employee: { name: 'Ahmed Samir' } },
    ]);
  });

  itFull('HR and admins see every document, filter by scope, employee and search; rename, replace and delete', async () => {
    const all = await gql(stack, '{ documents(scope: EMPLOYEE, limit: -1) { count } company: documents(scope: COMPANY) { count } }', {}, tokens.ceo);
    expect(all.data.company.count).toBe(3);
    expect(all.data.documents.count).toBeGreaterThanOrEqual(3);
    const sara = await gql(
      stack,
      'query($e: ID) { documents(employeeId: $e, search: "nda") { items { title employee { name } } } }',
      { e: ids['Sara Ibrahim'] },
      tokens.headofhr,
    );
    expect(sara.data.documents.items).toEqual([{ title: 'NDA', employee: { name: 'Sara Ibrahim' } }]);

    const up = await gqlUpload(
      stack,
      UPLOAD,
      { input: { title: 'IT Policy', filename: 'it-policy.pdf' } },
      { file: { name: 'upload.pdf', type: 'application/pdf', content: '%PDF-1.4 v1' } },
      tokens.ceo,
    );
    const id = up.data.uploadDocument.id;
    expect(up.data.uploadDocument).toMatchObject({ scope: 'COMPANY', filename: 'it-policy.pdf', employee: null });
    const renamed = await gql(
      stack,
      'mutation($id: ID!) { updateDocument(id: $id, input: { title: "IT Security Policy" }) { title filename } }',
      { id },
      tokens.hr,
    );
    expect(renamed.data.updateDocument).toEqual({ title: 'IT Security Policy', filename: 'it-policy.pdf' });
    const replaced = await gqlUpload(
      stack,
      'mutation($id: ID!, $file: Upload) { updateDocument(id: $id, input: {}, file: $file) { title filename } }',
      { id },
      { file: { name: 'it-policy-v2.pdf', type: 'application/pdf', content: '%PDF-1.4 v2' } },
      tokens.hr,
    );
    expect(replaced.data.updateDocument).toEqual({ title: 'IT Security Policy', filename: 'it-policy-v2.pdf' });
    const link = await gql(stack, 'query($id: ID!) { documentDownload(id: $id) { url } }', { id }, tokens.agent);
    expect(await (await download(stack, link.data.documentDownload.url, tokens.agent)).text()).toBe('%PDF-1.4 v2');

    const deleted = await gql(stack, 'mutation($id: ID!) { deleteDocument(id: $id) }', { id }, tokens.hr);
    expect(deleted.data.deleteDocument).toBe(true);
    const gone = await gql(stack, 'query($id: ID!) { document(id: $id) { title } }', { id }, tokens.hr);
    expect(gone.errors?.[0]).toMatchObject({ message: 'Document is not found!', extensions: { code: 'NOT_FOUND' } });
  });

  itFull('uploads are checked: title and file required, unknown employee; only HR and admins upload', async () => {
    const bad = await gqlUpload(
      stack,
      UPLOAD,
      { input: { title: '', employeeId: '99999' } },
      { file: { name: 'a.pdf', type: 'application/pdf', content: '%PDF-1.4 x' } },
      tokens.hr,
    );
    expect(bad.errors?.[0].extensions?.fieldErrors).toEqual([
      { field: 'title', message: 'Title is required' },
      { field: 'employeeId', message: 'Employee is not found!' },
    ]);
    for (const who of ['agent', 'teamleader', 'head'] as DemoKey[]) {
      const res = await gqlUpload(
        stack,
        UPLOAD,
        { input: { title: 'Mine' } },
        { file: { name: 'a.pdf', type: 'application/pdf', content: '%PDF-1.4 x' } },
        tokens[who],
      );
      expect(res.errors?.[0]).toMatchObject({ message: FORBIDDEN, extensions: { code: 'FORBIDDEN' } });
      const del = await gql(stack, 'mutation { deleteDocument(id: "1") }', {}, tokens[who]);
      expect(del.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });
});

const ASSET_FIELDS = 'id name assetType serialNumber condition notes status assignedOn holder { id name }';

describe('assets', () => {
  itFull("HR adds an asset, assigns it (it shows in the employee's My assets), takes it back; the history keeps both", async () => {
    const created = await gql(
      stack,
      `mutation($i: AssetInput!) { createAsset(input: $i) { ${ASSET_FIELDS} } }`,
      { i: { name: 'MacBook Air', assetType: 'Laptop', serialNumber: 'MBA-2026-01', condition: 'NEW', notes: 'Sales demo laptop' } },
      tokens.hr,
    );
    expect(created.data.createAsset).toMatchObject({ name: 'MacBook Air', status: 'AVAILABLE', holder: null, condition: 'NEW' });
    const id = created.data.createAsset.id;
    const dup = await gql(
      stack,
      'mutation { createAsset(input: { name: "X", assetType: "Laptop", serialNumber: "mba-2026-01", condition: GOOD }) { id } }',
      {},
      tokens.ceo,
    );
    expect(dup.errors?.[0]).toMatchObject({ message: 'Serial number has already been taken', extensions: { code: 'CONFLICT' } });

    const today = new Date().toISOString().slice(0, 10);
    const ASSIGN = 'mutation($id: ID!, $i: AssignAssetInput!) { assignAsset(id: $id, input: $i) { status assignedOn holder { name } } }';
    const assigned = await gql(stack, ASSIGN, { id, i: { employeeId: ids['Sara Ibrahim'], notes: 'For client visits' } }, tokens.hr);
    expect(assigned.data.assignAsset).toEqual({ status: 'ASSIGNED', assignedOn: today, holder: { name: 'Sara Ibrahim' } });
    const again = await gql(stack, ASSIGN, { id, i: { employeeId: ids['Ahmed Samir'] } }, tokens.hr);
    expect(again.errors?.[0]).toMatchObject({ message: 'This asset is already assigned to Sara Ibrahim', extensions: { code: 'CONFLICT' } });

    const mine = await gql(stack, '{ myAssets(sortBy: name) { count items { name serialNumber assignedOn } } }', {}, tokens.agent);
    expect(mine.data.myAssets.items.map((a: { serialNumber: string }) => a.serialNumber)).toEqual(['DL5440-0001', 'JB-EV240-0101', 'MBA-2026-01']);
    const own = await gql(stack, 'query($id: ID!) { asset(id: $id) { name } }', { id }, tokens.agent);
    expect(own.data.asset).toEqual({ name: 'MacBook Air' });
    const notOwn = await gql(stack, 'query($id: ID!) { asset(id: $id) { name } }', { id }, tokens.teamleader);
    expect(notOwn.errors?.[0]).toMatchObject({ message: FORBIDDEN, extensions: { code: 'FORBIDDEN' } });

    const RETURN = 'mutation($id: ID!, $i: ReturnAssetInput) { returnAsset(id: $id, input: $i) { status condition holder { name } } }';
    const early = await gql(stack, RETURN, { id, i: { returnedOn: '2000-01-01' } }, tokens.ceo);
    expect(early.errors?.[0].extensions?.fieldErrors).toEqual([{ field: 'returnedOn', message: `Returned on can't be before the assignment date (${today})` }]);
    const back = await gql(stack, RETURN, { id, i: { condition: 'FAIR', notes: 'Scratched lid' } }, tokens.headofhr);
    expect(back.data.returnAsset).toEqual({ status: 'AVAILABLE', condition: 'FAIR', holder: null });
    const twice = await gql(stack, RETURN, { id }, tokens.hr);
    expect(twice.errors?.[0]).toMatchObject({ message: 'This asset is not assigned', extensions: { code: 'CONFLICT' } });

    const history = await gql(
      stack,
      'query($id: ID!) { assetAssignments(id: $id) { count items { assignedOn returnedOn notes returnNotes conditionOnReturn employee { name } assignedBy { name } returnedBy { name } } } }',
      { id },
      tokens.hr,
    );
    expect(history.data.assetAssignments).toEqual({
      count: 1,
      items: [
        {
          assignedOn: today,
          returnedOn: today,
          notes: 'For client visits',
          returnNotes: 'Scratched lid',
          conditionOnReturn: 'FAIR',
          employee: { name: 'Sara Ibrahim' },
          assignedBy: { name: 'Nadia Farouk' },
          returnedBy: { name: 'Laila Mansour' },
        },
      ],
    });

    const updated = await gql(
      stack,
      'mutation($id: ID!, $i: AssetInput!) { updateAsset(id: $id, input: $i) { name condition } }',
      { id, i: { name: 'MacBook Air M3', assetType: 'Laptop', serialNumber: 'MBA-2026-01', condition: 'GOOD' } },
      tokens.hr,
    );
    expect(updated.data.updateAsset).toEqual({ name: 'MacBook Air M3', condition: 'GOOD' });
    expect((await gql(stack, 'mutation($id: ID!) { deleteAsset(id: $id) }', { id }, tokens.hr)).data.deleteAsset).toBe(true);
    const gone = await gql(stack, 'query($id: ID!) { asset(id: $id) { name } }', { id }, tokens.hr);
    expect(gone.errors?.[0]).toMatchObject({ message: 'Asset is not found!', extensions: { code: 'NOT_FOUND' } });
  });

  itFull('the inventory filters by status, type and search; a held asset cannot be deleted; bad input names every field', async () => {
    const held = await gql(stack, '{ assets(status: ASSIGNED, limit: -1) { count items { serialNumber holder { name } } } }', {}, tokens.hr);
    expect(held.data.assets.items).toContainEqual({ serialNumber: 'LN-T14-0002', holder: { name: 'Ahmed Samir' } });
    expect(held.data.assets.items.every((a: { holder: unknown }) => a.holder)).toBe(true);
    const headsets = await gql(stack, '{ assets(assetType: "Headset", status: AVAILABLE) { items { serialNumber } } }', {}, tokens.hr);
    expect(headsets.data.assets.items).toEqual([{ serialNumber: 'JB-EV240-0102' }]);
    const bySearch = await gql(stack, '{ assets(search: "Ahmed") { count } }', {}, tokens.ceo);
    expect(bySearch.data.assets.count).toBe(2);
    const types = await gql(stack, '{ assetTypes }', {}, tokens.hr);
    expect(types.data.assetTypes).toContain('Headset');

    const heldId = (await gql(stack, '{ assets(search: "LN-T14-0002") { items { id } } }', {}, tokens.hr)).data.assets.items[0].id;
    const del = await gql(stack, 'mutation($id: ID!) { deleteAsset(id: $id) }', { id: heldId }, tokens.hr);
    expect(del.errors?.[0]).toMatchObject({ message: 'Return the asset before deleting it', extensions: { code: 'CONFLICT' } });

    const bad = await gql(
      stack,
      'mutation { createAsset(input: { name: "", assetType: "Spaceship", serialNumber: "", condition: GOOD }) { id } }',
      {},
      tokens.hr,
    );
    expect(bad.errors?.[0].extensions?.fieldErrors).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'assetType', message: 'Type must be one of: Laptop, Desktop, Monitor, Headset, Phone, Keyboard, Mouse, Furniture, Other' },
      { field: 'serialNumber', message: 'Serial number is required' },
    ]);
    const noOne = await gql(stack, 'mutation($id: ID!) { assignAsset(id: $id, input: { employeeId: "99999" }) { id } }', { id: heldId }, tokens.hr);
    expect(noOne.errors?.[0].extensions?.fieldErrors).toEqual([{ field: 'employeeId', message: 'Employee is not found!' }]);
  });

  itFull('only HR and admins manage assets; everyone sees their own', async () => {
    for (const who of ['agent', 'teamleader', 'head'] as DemoKey[]) {
      const list = await gql(stack, '{ assets { count } }', {}, tokens[who]);
      expect(list.errors?.[0]).toMatchObject({ message: FORBIDDEN, extensions: { code: 'FORBIDDEN' } });
      const add = await gql(
        stack,
        'mutation { createAsset(input: { name: "X", assetType: "Other", serialNumber: "S", condition: GOOD }) { id } }',
        {},
        tokens[who],
      );
      expect(add.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const direct = await fetch(`${stack.upstream.url}/assets`, { headers: { authorization: `Bearer ${tokens.head}` } });
    expect(direct.status).toBe(403);
    const head = await gql(stack, '{ myAssets { count } }', {}, tokens.head);
    expect(head.data.myAssets).toEqual({ count: 0 });
  });

  itFull('lists load holders, uploaders and creators from the rows: one upstream call per screen query', async () => {
    const calls = async (query: string) => {
      await upstreamStats(stack, true);
      const res = await gql(stack, query, {}, tokens.hr);
      expect(res.errors).toBeUndefined();
      return (await upstreamStats(stack)).by_path;
    };
    expect(await calls('{ assets(limit: -1) { items { holder { name } } } }')).toEqual({ '/assets': 1 });
    expect(await calls('{ documents(limit: -1) { items { employee { name } uploadedBy { name } } } }')).toEqual({ '/documents': 1 });
    expect(await calls('{ helpdeskLinks(limit: -1) { items { createdBy { name } } } }')).toEqual({ '/helpdesk_links': 1 });
    // Asking more than the row carries loads the holders in one batch, not one call per asset.
    expect(await calls('{ assets(limit: -1) { items { holder { name email } } } }')).toEqual({ '/assets': 1, '/employees': 1 });
  });
});

describe('against a SPEC §7-only upstream', () => {
  itSpec('the workspace features answer NOT_FOUND (they need the upstream extensions)', async () => {
    for (const query of ['{ helpdeskLinks { count } }', '{ documents { count } }', '{ myAssets { count } }']) {
      const res = await gql(stack, query, {}, tokens.agent);
      expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
  });
});
