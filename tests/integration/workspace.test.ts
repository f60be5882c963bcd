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
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DemoKey } from '../../upstream/src/seed';
import { graphql } from '../generated';
import { dataOf, demoName, download, gql, gqlUpload, itFull, itSpec, loginAs, startStack, upstreamStats, type Stack } from '../support/stack';
// The screens' own documents (typed by the web's codegen): a change to a screen's query is tested here too.
import { AssetTypesDocument as ASSET_TYPES, DeleteAssetDocument as DELETE_ASSET } from '../../web/src/features/assets/assets.generated';
import { DeleteDocumentDocument as DELETE_DOC, DocumentDownloadDocument as DOC_DOWNLOAD } from '../../web/src/features/documents/documents.generated';
import { DeleteHelpdeskLinkDocument as DELETE_LINK } from '../../web/src/features/helpdesk/helpdesk.generated';

const ME = graphql(`
  query WorkspaceMe {
    me {
      id
    }
  }
`);
graphql(`
  fragment WorkspaceLinkFields on HelpdeskLink {
    id
    name
    link
    createdAt
    updatedAt
    createdBy {
      name
    }
  }
`);
const LINKS = graphql(`
  query WorkspaceLinks {
    helpdeskLinks(limit: 2, sortBy: name) {
      count
      items {
        ...WorkspaceLinkFields
      }
    }
  }
`);
const LINK_SEARCH = graphql(`
  query WorkspaceLinkSearch {
    helpdeskLinks(search: "payroll") {
      items {
        name
      }
    }
  }
`);
const CREATE_LINK = graphql(`
  mutation WorkspaceCreateLink($i: HelpdeskLinkInput!) {
    createHelpdeskLink(input: $i) {
      ...WorkspaceLinkFields
    }
  }
`);
const LINK = graphql(`
  query WorkspaceLink($id: ID!) {
    helpdeskLink(id: $id) {
      name
    }
  }
`);
const UPDATE_LINK = graphql(`
  mutation WorkspaceUpdateLink($id: ID!, $i: HelpdeskLinkInput!) {
    updateHelpdeskLink(id: $id, input: $i) {
      name
      link
    }
  }
`);
const CREATE_LINK_X = graphql(`
  mutation WorkspaceCreateLinkX {
    createHelpdeskLink(input: { name: "X", link: "https://x.example.com" }) {
      id
    }
  }
`);
graphql(`
  fragment WorkspaceDocFields on HrDocument {
    id
    title
    filename
    scope
    mimetype
    createdAt
    updatedAt
    employee {
      id
      name
    }
    uploadedBy {
      name
    }
  }
`);
const UPLOAD = graphql(`
  mutation WorkspaceUpload($input: DocumentInput!, $file: Upload!) {
    uploadDocument(input: $input, file: $file) {
      ...WorkspaceDocFields
    }
  }
`);
const MY_DOCS = graphql(`
  query WorkspaceMyDocuments {
    documents(limit: -1, sortBy: title) {
      count
      items {
        title
        scope
      }
    }
  }
`);
const DOC = graphql(`
  query WorkspaceDocument($id: ID!) {
    document(id: $id) {
      title
    }
  }
`);
const DOC_LINK = graphql(`
  query WorkspaceDocumentLink($id: ID!) {
    documentDownload(id: $id) {
      url
    }
  }
`);
const DOC_OWNERS = graphql(`
  query WorkspaceDocumentOwners {
    documents(limit: -1) {
      items {
        title
        employee {
          name
        }
      }
    }
  }
`);
const DOC_COUNTS = graphql(`
  query WorkspaceDocumentCounts {
    documents(scope: EMPLOYEE, limit: -1) {
      count
    }
    company: documents(scope: COMPANY) {
      count
    }
  }
`);
const DOCS_OF = graphql(`
  query WorkspaceDocumentsOf($e: ID) {
    documents(employeeId: $e, search: "nda") {
      items {
        title
        employee {
          name
        }
      }
    }
  }
`);
const RENAME_DOC = graphql(`
  mutation WorkspaceRenameDocument($id: ID!) {
    updateDocument(id: $id, input: { title: "IT Security Policy" }) {
      title
      filename
    }
  }
`);
const REPLACE_DOC = graphql(`
  mutation WorkspaceReplaceDocument($id: ID!, $file: Upload) {
    updateDocument(id: $id, input: {}, file: $file) {
      title
      filename
    }
  }
`);
const DELETE_DOC_1 = graphql(`
  mutation WorkspaceDeleteDocumentOne {
    deleteDocument(id: "1")
  }
`);
graphql(`
  fragment WorkspaceAssetFields on Asset {
    id
    name
    assetType
    serialNumber
    condition
    notes
    status
    assignedOn
    holder {
      id
      name
    }
  }
`);
const CREATE_ASSET = graphql(`
  mutation WorkspaceCreateAsset($i: AssetInput!) {
    createAsset(input: $i) {
      ...WorkspaceAssetFields
    }
  }
`);
const CREATE_ASSET_DUP = graphql(`
  mutation WorkspaceCreateAssetDuplicate {
    createAsset(input: { name: "X", assetType: "Laptop", serialNumber: "mba-2026-01", condition: GOOD }) {
      id
    }
  }
`);
const ASSIGN = graphql(`
  mutation WorkspaceAssign($id: ID!, $i: AssignAssetInput!) {
    assignAsset(id: $id, input: $i) {
      status
      assignedOn
      holder {
        name
      }
    }
  }
`);
const MY_ASSETS = graphql(`
  query WorkspaceMyAssets {
    myAssets(sortBy: name) {
      count
      items {
        name
        serialNumber
        assignedOn
      }
    }
  }
`);
const ASSET = graphql(`
  query WorkspaceAsset($id: ID!) {
    asset(id: $id) {
      name
    }
  }
`);
const RETURN = graphql(`
  mutation WorkspaceReturn($id: ID!, $i: ReturnAssetInput) {
    returnAsset(id: $id, input: $i) {
      status
      condition
      holder {
        name
      }
    }
  }
`);
const ASSIGNMENTS = graphql(`
  query WorkspaceAssignments($id: ID!) {
    assetAssignments(id: $id) {
      count
      items {
        assignedOn
        returnedOn
        notes
        returnNotes
        conditionOnReturn
        employee {
          name
        }
        assignedBy {
          name
        }
        returnedBy {
          name
        }
      }
    }
  }
`);
const UPDATE_ASSET = graphql(`
  mutation WorkspaceUpdateAsset($id: ID!, $i: AssetInput!) {
    updateAsset(id: $id, input: $i) {
      name
      condition
    }
  }
`);
const HELD = graphql(`
  query WorkspaceHeldAssets {
    assets(status: ASSIGNED, limit: -1) {
      count
      items {
        serialNumber
        holder {
          name
        }
      }
    }
  }
`);
const HEADSETS = graphql(`
  query WorkspaceHeadsets {
    assets(assetType: "Headset", status: AVAILABLE) {
      items {
        serialNumber
      }
    }
  }
`);
const ASSET_SEARCH = graphql(`
  query WorkspaceAssetSearch($search: String) {
    assets(search: $search) {
      count
    }
  }
`);
const HELD_ID = graphql(`
  query WorkspaceHeldAssetId {
    assets(search: "LN-T14-0002") {
      items {
        id
      }
    }
  }
`);
const CREATE_ASSET_BAD = graphql(`
  mutation WorkspaceCreateAssetBad {
    createAsset(input: { name: "", assetType: "Spaceship", serialNumber: "", condition: GOOD }) {
      id
    }
  }
`);
const ASSIGN_NO_ONE = graphql(`
  mutation WorkspaceAssignNoOne($id: ID!) {
    assignAsset(id: $id, input: { employeeId: "99999" }) {
      id
    }
  }
`);
const ASSET_COUNT = graphql(`
  query WorkspaceAssetCount {
    assets {
      count
    }
  }
`);
const CREATE_ASSET_X = graphql(`
  mutation WorkspaceCreateAssetX {
    createAsset(input: { name: "X", assetType: "Other", serialNumber: "S", condition: GOOD }) {
      id
    }
  }
`);
const MY_ASSET_COUNT = graphql(`
  query WorkspaceMyAssetCount {
    myAssets {
      count
    }
  }
`);
const ASSET_HOLDERS = graphql(`
  query WorkspaceAssetHolders {
    assets(limit: -1) {
      items {
        holder {
          name
        }
      }
    }
  }
`);
const DOC_PEOPLE = graphql(`
  query WorkspaceDocumentPeople {
    documents(limit: -1) {
      items {
        employee {
          name
        }
        uploadedBy {
          name
        }
      }
    }
  }
`);
const LINK_CREATORS = graphql(`
  query WorkspaceLinkCreators {
    helpdeskLinks(limit: -1) {
      items {
        createdBy {
          name
        }
      }
    }
  }
`);
const ASSET_HOLDER_EMAILS = graphql(`
  query WorkspaceAssetHolderEmails {
    assets(limit: -1) {
      items {
        holder {
          name
          email
        }
      }
    }
  }
`);
const LINK_COUNT = graphql(`
  query WorkspaceLinkCount {
    helpdeskLinks {
      count
    }
  }
`);
const DOC_COUNT = graphql(`
  query WorkspaceDocumentCount {
    documents {
      count
    }
  }
`);

let stack: Stack;
const tokens = {} as Record<DemoKey, string>;
/** The employee ids of the demo accounts a test files records for (their own documents and assets). */
const ids = {} as Record<'agent' | 'teamleader', string>;
const FORBIDDEN = "You don't have permission to access this resource";

beforeAll(async () => {
  stack = await startStack();
  for (const key of ['ceo', 'headofhr', 'hr', 'head', 'teamleader', 'agent'] as DemoKey[]) tokens[key] = await loginAs(stack, key);
  for (const key of ['agent', 'teamleader'] as const) ids[key] = dataOf(await gql(stack, ME, {}, tokens[key])).me.id;
}, 60_000);
afterAll(() => stack.close());

describe('help desk links', () => {
  itFull('everyone lists them (paged, searched); admins add, change and delete them with the SPEC messages', async () => {
    const list = await gql(stack, LINKS, {}, tokens.agent);
    expect(dataOf(list).helpdeskLinks.count).toBe(5);
    expect(dataOf(list).helpdeskLinks.items.map((l) => l.name)).toEqual(['Dialer Support', 'Facilities Requests']);
    expect(dataOf(list).helpdeskLinks.items[0].createdBy).toEqual({ name: demoName('headofhr') });
    const search = await gql(stack, LINK_SEARCH, {}, tokens.teamleader);
    expect(dataOf(search).helpdeskLinks.items).toEqual([{ name: 'Payroll Questions' }]);

    const CREATE = CREATE_LINK;
    const bad = await gql(stack, CREATE, { i: { name: ' ', link: 'ftp://x' } }, tokens.ceo);
    expect(bad.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        { field: 'name', message: 'Name is required' },
        { field: 'link', message: 'Invalid URL format' },
      ],
    });
    const created = await gql(stack, CREATE, { i: { name: 'VPN Help', link: 'https://vpn.example.com/help' } }, tokens.headofhr);
    expect(dataOf(created).createHelpdeskLink).toMatchObject({
      name: 'VPN Help',
      link: 'https://vpn.example.com/help',
      createdBy: { name: demoName('headofhr') },
    });
    const id = dataOf(created).createHelpdeskLink.id;
    const dup = await gql(stack, CREATE, { i: { name: 'vpn help', link: 'https://x.example.com' } }, tokens.ceo);
    expect(dup.errors?.[0]).toMatchObject({ message: 'Name has already been taken', extensions: { code: 'CONFLICT' } });

    const one = await gql(stack, LINK, { id }, tokens.agent);
    expect(dataOf(one).helpdeskLink).toEqual({ name: 'VPN Help' });
    const updated = await gql(stack, UPDATE_LINK, { id, i: { name: 'VPN Support', link: 'http://vpn.example.com' } }, tokens.ceo);
    expect(dataOf(updated).updateHelpdeskLink).toEqual({ name: 'VPN Support', link: 'http://vpn.example.com' });
    const deleted = await gql(stack, DELETE_LINK, { id }, tokens.ceo);
    expect(dataOf(deleted).deleteHelpdeskLink).toBe(true);
    const gone = await gql(stack, LINK, { id }, tokens.agent);
    expect(gone.errors?.[0]).toMatchObject({ message: 'Help desk link is not found!', extensions: { code: 'NOT_FOUND' } });
    const goneAgain = await gql(stack, DELETE_LINK, { id }, tokens.ceo);
    expect(goneAgain.errors?.[0].message).toBe('Help desk link is not found!');
  });

  itFull('only admins (CEO, head of HR) manage them: HR staff and agents are refused at the gateway and the upstream', async () => {
    for (const who of ['hr', 'agent', 'head'] as DemoKey[]) {
      const res = await gql(stack, CREATE_LINK_X, {}, tokens[who]);
      expect(res.errors?.[0]).toMatchObject({ message: FORBIDDEN, extensions: { code: 'FORBIDDEN' } });
    }
    const direct = await fetch(`${stack.upstream.url}/helpdesk_links/1`, { method: 'DELETE', headers: { authorization: `Bearer ${tokens.hr}` } });
    expect(direct.status).toBe(403);
  });
});

describe('documents', () => {
  itFull('HR uploads an employee document; the employee sees and downloads it through a signed link; others do not', async () => {
    const up = await gqlUpload(
      stack,
      UPLOAD,
      { input: { title: 'Payslip October', employeeId: ids.agent } },
      { file: { name: 'payslip-october.pdf', type: 'application/pdf', content: '%PDF-1.4 payslip' } },
      tokens.hr,
    );
    expect(up.errors).toBeUndefined();
    const doc = dataOf(up).uploadDocument;
    expect(doc).toMatchObject({
      title: 'Payslip October',
      filename: 'payslip-october.pdf',
      scope: 'EMPLOYEE',
      mimetype: 'application/pdf',
      employee: { id: ids.agent, name: demoName('agent') },
      uploadedBy: { name: demoName('hr') },
    });

    const mine = await gql(stack, MY_DOCS, {}, tokens.agent);
    expect(dataOf(mine).documents.items).toEqual([
      { title: 'Code of Conduct', scope: 'COMPANY' },
      { title: 'Employee Handbook', scope: 'COMPANY' },
      { title: 'Employment Contract', scope: 'EMPLOYEE' },
      { title: 'Leave Policy', scope: 'COMPANY' },
      { title: 'NDA', scope: 'EMPLOYEE' },
      { title: 'Payslip October', scope: 'EMPLOYEE' },
    ]);
    const link = await gql(stack, DOC_DOWNLOAD, { id: doc.id }, tokens.agent);
    expect(dataOf(link).documentDownload.filename).toBe('payslip-october.pdf');
    const file = await download(stack, dataOf(link).documentDownload.url, tokens.agent);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('%PDF-1.4 payslip');
    expect(file.headers.get('content-disposition')).toContain('payslip-october.pdf');

    const other = await gql(stack, DOC, { id: doc.id }, tokens.teamleader);
    expect(other.errors?.[0]).toMatchObject({ message: FORBIDDEN, extensions: { code: 'FORBIDDEN' } });
    const otherLink = await gql(stack, DOC_LINK, { id: doc.id }, tokens.teamleader);
    expect(otherLink.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const tlList = await gql(stack, DOC_OWNERS, {}, tokens.teamleader);
    expect(dataOf(tlList).documents.items.filter((d) => d.employee)).toEqual([{ title: 'Employment Contract', employee: { name: demoName('teamleader') } }]);
  });

  itFull('HR and admins see every document, filter by scope, employee and search; rename, replace and delete', async () => {
    const all = await gql(stack, DOC_COUNTS, {}, tokens.ceo);
    expect(dataOf(all).company.count).toBe(3);
    expect(dataOf(all).documents.count).toBeGreaterThanOrEqual(3);
    const sara = await gql(stack, DOCS_OF, { e: ids.agent }, tokens.headofhr);
    expect(dataOf(sara).documents.items).toEqual([{ title: 'NDA', employee: { name: demoName('agent') } }]);

    const up = await gqlUpload(
      stack,
      UPLOAD,
      { input: { title: 'IT Policy', filename: 'it-policy.pdf' } },
      { file: { name: 'upload.pdf', type: 'application/pdf', content: '%PDF-1.4 v1' } },
      tokens.ceo,
    );
    const id = dataOf(up).uploadDocument.id;
    expect(dataOf(up).uploadDocument).toMatchObject({ scope: 'COMPANY', filename: 'it-policy.pdf', employee: null });
    const renamed = await gql(stack, RENAME_DOC, { id }, tokens.hr);
    expect(dataOf(renamed).updateDocument).toEqual({ title: 'IT Security Policy', filename: 'it-policy.pdf' });
    const replaced = await gqlUpload(
      stack,
      REPLACE_DOC,
      { id },
      { file: { name: 'it-policy-v2.pdf', type: 'application/pdf', content: '%PDF-1.4 v2' } },
      tokens.hr,
    );
    expect(dataOf(replaced).updateDocument).toEqual({ title: 'IT Security Policy', filename: 'it-policy-v2.pdf' });
    const link = await gql(stack, DOC_LINK, { id }, tokens.agent);
    expect(await (await download(stack, dataOf(link).documentDownload.url, tokens.agent)).text()).toBe('%PDF-1.4 v2');

    const deleted = await gql(stack, DELETE_DOC, { id }, tokens.hr);
    expect(dataOf(deleted).deleteDocument).toBe(true);
    const gone = await gql(stack, DOC, { id }, tokens.hr);
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
      const del = await gql(stack, DELETE_DOC_1, {}, tokens[who]);
      expect(del.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });
});

describe('assets', () => {
  itFull("HR adds an asset, assigns it (it shows in the employee's My assets), takes it back; the history keeps both", async () => {
    const created = await gql(
      stack,
      CREATE_ASSET,
      { i: { name: 'MacBook Air', assetType: 'Laptop', serialNumber: 'MBA-2026-01', condition: 'NEW', notes: 'Sales demo laptop' } },
      tokens.hr,
    );
    expect(dataOf(created).createAsset).toMatchObject({ name: 'MacBook Air', status: 'AVAILABLE', holder: null, condition: 'NEW' });
    const id = dataOf(created).createAsset.id;
    const dup = await gql(stack, CREATE_ASSET_DUP, {}, tokens.ceo);
    expect(dup.errors?.[0]).toMatchObject({ message: 'Serial number has already been taken', extensions: { code: 'CONFLICT' } });

    const today = new Date().toISOString().slice(0, 10);
    const assigned = await gql(stack, ASSIGN, { id, i: { employeeId: ids.agent, notes: 'For client visits' } }, tokens.hr);
    expect(dataOf(assigned).assignAsset).toEqual({ status: 'ASSIGNED', assignedOn: today, holder: { name: demoName('agent') } });
    const again = await gql(stack, ASSIGN, { id, i: { employeeId: ids.teamleader } }, tokens.hr);
    expect(again.errors?.[0]).toMatchObject({ message: `This asset is already assigned to ${demoName('agent')}`, extensions: { code: 'CONFLICT' } });

    const mine = await gql(stack, MY_ASSETS, {}, tokens.agent);
    expect(dataOf(mine).myAssets.items.map((a) => a.serialNumber)).toEqual(['DL5440-0001', 'JB-EV240-0101', 'MBA-2026-01']);
    const own = await gql(stack, ASSET, { id }, tokens.agent);
    expect(dataOf(own).asset).toEqual({ name: 'MacBook Air' });
    const notOwn = await gql(stack, ASSET, { id }, tokens.teamleader);
    expect(notOwn.errors?.[0]).toMatchObject({ message: FORBIDDEN, extensions: { code: 'FORBIDDEN' } });

    const early = await gql(stack, RETURN, { id, i: { returnedOn: '2000-01-01' } }, tokens.ceo);
    expect(early.errors?.[0].extensions?.fieldErrors).toEqual([{ field: 'returnedOn', message: `Returned on can't be before the assignment date (${today})` }]);
    const back = await gql(stack, RETURN, { id, i: { condition: 'FAIR', notes: 'Scratched lid' } }, tokens.headofhr);
    expect(dataOf(back).returnAsset).toEqual({ status: 'AVAILABLE', condition: 'FAIR', holder: null });
    const twice = await gql(stack, RETURN, { id }, tokens.hr);
    expect(twice.errors?.[0]).toMatchObject({ message: 'This asset is not assigned', extensions: { code: 'CONFLICT' } });

    const history = await gql(stack, ASSIGNMENTS, { id }, tokens.hr);
    expect(dataOf(history).assetAssignments).toEqual({
      count: 1,
      items: [
        {
          assignedOn: today,
          returnedOn: today,
          notes: 'For client visits',
          returnNotes: 'Scratched lid',
          conditionOnReturn: 'FAIR',
          employee: { name: demoName('agent') },
          assignedBy: { name: demoName('hr') },
          returnedBy: { name: demoName('headofhr') },
        },
      ],
    });

    const updated = await gql(
      stack,
      UPDATE_ASSET,
      { id, i: { name: 'MacBook Air M3', assetType: 'Laptop', serialNumber: 'MBA-2026-01', condition: 'GOOD' } },
      tokens.hr,
    );
    expect(dataOf(updated).updateAsset).toEqual({ name: 'MacBook Air M3', condition: 'GOOD' });
    expect(dataOf(await gql(stack, DELETE_ASSET, { id }, tokens.hr)).deleteAsset).toBe(true);
    const gone = await gql(stack, ASSET, { id }, tokens.hr);
    expect(gone.errors?.[0]).toMatchObject({ message: 'Asset is not found!', extensions: { code: 'NOT_FOUND' } });
  });

  itFull('the inventory filters by status, type and search; a held asset cannot be deleted; bad input names every field', async () => {
    const held = await gql(stack, HELD, {}, tokens.hr);
    expect(dataOf(held).assets.items).toContainEqual({ serialNumber: 'LN-T14-0002', holder: { name: demoName('teamleader') } });
    expect(dataOf(held).assets.items.every((a) => a.holder)).toBe(true);
    const headsets = await gql(stack, HEADSETS, {}, tokens.hr);
    expect(dataOf(headsets).assets.items).toEqual([{ serialNumber: 'JB-EV240-0102' }]);
    const bySearch = await gql(stack, ASSET_SEARCH, { search: demoName('teamleader') }, tokens.ceo);
    expect(dataOf(bySearch).assets.count).toBe(2);
    const types = await gql(stack, ASSET_TYPES, {}, tokens.hr);
    expect(dataOf(types).assetTypes).toContain('Headset');

    const heldId = dataOf(await gql(stack, HELD_ID, {}, tokens.hr)).assets.items[0].id;
    const del = await gql(stack, DELETE_ASSET, { id: heldId }, tokens.hr);
    expect(del.errors?.[0]).toMatchObject({ message: 'Return the asset before deleting it', extensions: { code: 'CONFLICT' } });

    const bad = await gql(stack, CREATE_ASSET_BAD, {}, tokens.hr);
    expect(bad.errors?.[0].extensions?.fieldErrors).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'assetType', message: 'Type must be one of: Laptop, Desktop, Monitor, Headset, Phone, Keyboard, Mouse, Furniture, Other' },
      { field: 'serialNumber', message: 'Serial number is required' },
    ]);
    const noOne = await gql(stack, ASSIGN_NO_ONE, { id: heldId }, tokens.hr);
    expect(noOne.errors?.[0].extensions?.fieldErrors).toEqual([{ field: 'employeeId', message: 'Employee is not found!' }]);
  });

  itFull('only HR and admins manage assets; everyone sees their own', async () => {
    for (const who of ['agent', 'teamleader', 'head'] as DemoKey[]) {
      const list = await gql(stack, ASSET_COUNT, {}, tokens[who]);
      expect(list.errors?.[0]).toMatchObject({ message: FORBIDDEN, extensions: { code: 'FORBIDDEN' } });
      const add = await gql(stack, CREATE_ASSET_X, {}, tokens[who]);
      expect(add.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const direct = await fetch(`${stack.upstream.url}/assets`, { headers: { authorization: `Bearer ${tokens.head}` } });
    expect(direct.status).toBe(403);
    const head = await gql(stack, MY_ASSET_COUNT, {}, tokens.head);
    expect(dataOf(head).myAssets).toEqual({ count: 0 });
  });

  itFull('lists load holders, uploaders and creators from the rows: one upstream call per screen query', async () => {
    const calls = async <T>(query: TypedDocumentNode<T, { [key: string]: never }>) => {
      await upstreamStats(stack, true);
      const res = await gql(stack, query, {}, tokens.hr);
      expect(res.errors).toBeUndefined();
      return (await upstreamStats(stack)).by_path;
    };
    expect(await calls(ASSET_HOLDERS)).toEqual({ '/assets': 1 });
    expect(await calls(DOC_PEOPLE)).toEqual({ '/documents': 1 });
    expect(await calls(LINK_CREATORS)).toEqual({ '/helpdesk_links': 1 });
    // Asking more than the row carries loads the holders in one batch, not one call per asset.
    expect(await calls(ASSET_HOLDER_EMAILS)).toEqual({ '/assets': 1, '/employees': 1 });
  });
});

describe('against a SPEC §7-only upstream', () => {
  itSpec('the workspace features answer NOT_FOUND (they need the upstream extensions)', async () => {
    const answers = [
      await gql(stack, LINK_COUNT, {}, tokens.agent),
      await gql(stack, DOC_COUNT, {}, tokens.agent),
      await gql(stack, MY_ASSET_COUNT, {}, tokens.agent),
    ];
    for (const res of answers) expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
