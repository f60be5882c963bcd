/**
 * Uploads are checked by their content on all five document paths (sick note, signed contract, HR document, goal
 * evidence, the generic file store): a program or a page renamed .pdf, an SVG with a script renamed .png and an
 * empty file are refused with the upstream's words, early in the gateway (the upstream is never called) and again by
 * the upstream itself; nothing is stored. Real PDF, PNG, JPEG and DOCX files pass, stored with the detected type.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { DemoKey } from '../../upstream/src/seed';
import { DOCUMENTS, HOSTILE, type Sample } from '../../upstream/test/documentSamples';
import { graphql } from '../generated';
import { builders } from '../support/builders';
import { dataOf, describeFull, gql, gqlUpload, loginAs, startStack, upstreamStats, type Stack } from '../support/stack';

let stack: Stack;
const tokens = {} as Record<DemoKey, string>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  stack = await startStack();
  for (const key of ['hr', 'teamleader', 'agent'] as DemoKey[]) tokens[key] = await loginAs(stack, key);
  // Someone in the team leader's reporting line, who files sick notes and gets a contract.
  const lead = dataOf(
    await gql(
      stack,
      graphql(`
        query UploadsLead {
          me {
            id
          }
        }
      `),
      {},
      tokens.teamleader,
    ),
  ).me.id;
  ids.member = String((await (await builders(stack)).person({ manager: Number(lead), team: 1 })).id);
  const types = await gql(
    stack,
    graphql(`
      query UploadsLeaveTypes {
        leaveTypes(limit: -1) {
          items {
            id
            leaveName
          }
        }
      }
    `),
    {},
    tokens.hr,
  );
  for (const t of dataOf(types).leaveTypes.items) ids[t.leaveName] = t.id;
}, 60_000);
afterAll(() => stack.close());

const day = (plus: number) => {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + plus));
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

interface UploadPath {
  name: string;
  /** The REST path the gateway would call. */
  rest: string;
  field: string;
  label: string;
  send(file: Sample, n: number): ReturnType<typeof gqlUpload>;
}

const PATHS: UploadPath[] = [
  {
    name: 'createLeaveRequest (sick note)',
    rest: '/leave_requests',
    field: 'sickNote',
    label: 'sick note',
    send: (file, n) =>
      gqlUpload(
        stack,
        graphql(`
          mutation UploadsCreateLeaveRequest($i: LeaveRequestInput!, $f: Upload) {
            createLeaveRequest(input: $i, sickNote: $f) {
              id
              sickNoteFilename
            }
          }
        `),
        { i: { employeeId: ids.member, leaveTypeId: ids.Sick, startDate: day(60 + 7 * n), endDate: day(60 + 7 * n), notes: 'Fever' } },
        { f: file },
        tokens.teamleader,
      ),
  },
  {
    name: 'uploadHeadcountContract',
    rest: `/headcount_employees/:id/upload_contract`,
    field: 'contract',
    label: 'contract',
    send: (file) =>
      gqlUpload(
        stack,
        graphql(`
          mutation UploadsUploadHeadcountContract($id: ID!, $f: Upload!) {
            uploadHeadcountContract(id: $id, file: $f) {
              contractFilename
            }
          }
        `),
        { id: ids.member },
        { f: file },
        tokens.hr,
      ),
  },
  {
    name: 'uploadDocument',
    rest: '/documents',
    field: 'file',
    label: 'document',
    send: (file) =>
      gqlUpload(
        stack,
        graphql(`
          mutation UploadsUploadDocument($i: DocumentInput!, $f: Upload!) {
            uploadDocument(input: $i, file: $f) {
              id
              filename
            }
          }
        `),
        { i: { title: 'Payslip' } },
        { f: file },
        tokens.hr,
      ),
  },
  {
    name: 'createGoal (supporting document)',
    rest: '/goals',
    field: 'supportingDocument',
    label: 'supporting document',
    send: (file) =>
      gqlUpload(
        stack,
        graphql(`
          mutation UploadsCreateGoal($i: GoalInput!, $f: Upload) {
            createGoal(input: $i, supportingDocument: $f) {
              id
              supportingDocumentFilename
            }
          }
        `),
        { i: { title: 'Certification', startDate: day(1), endDate: day(30) } },
        { f: file },
        tokens.agent,
      ),
  },
  {
    name: 'uploadFile',
    rest: '/files',
    field: 'file',
    label: 'file',
    send: (file) =>
      gqlUpload(
        stack,
        graphql(`
          mutation UploadsUploadFile($f: Upload!) {
            uploadFile(file: $f) {
              id
              filename
              mimetype
            }
          }
        `),
        {},
        { f: file },
        tokens.hr,
      ),
  },
];

const storedFiles = async () => (await stack.upstream.app.db.query<{ n: number }>('SELECT count(*) AS n FROM files')).rows[0].n;
const restPath = (p: UploadPath) => p.rest.replace(':id', ids.member);

describeFull('document uploads are checked by their content', () => {
  it('refuses a program or a page renamed .pdf, an SVG renamed .png and an empty file on every path, in the gateway, storing nothing', async () => {
    const before = await storedFiles();
    await upstreamStats(stack, true);
    for (const path of PATHS) {
      for (const [kind, sample] of Object.entries(HOSTILE)) {
        const res = await path.send(sample, 0);
        const message = kind === 'empty' ? `The ${path.label} file is empty` : `The ${path.label} must be a PDF, DOCX, DOC, PNG or JPEG file`;
        expect({ path: path.name, kind, error: res.errors?.[0] }).toMatchObject({
          path: path.name,
          kind,
          error: { message, extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: path.field, message }] } },
        });
      }
    }
    const called = Object.keys((await upstreamStats(stack)).by_path).filter((p) => PATHS.some((u) => restPath(u) === p));
    expect(called).toEqual([]);
    expect(await storedFiles()).toBe(before);
  });

  it('is refused by the upstream too when its port is reached directly (same words), storing nothing', async () => {
    const before = await storedFiles();
    for (const [kind, sample] of Object.entries(HOSTILE)) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(sample.content)], { type: sample.type }), sample.name);
      const res = await fetch(`${stack.upstream.url}/files`, { method: 'POST', headers: { authorization: `Bearer ${tokens.hr}` }, body: form });
      const message = kind === 'empty' ? 'The file file is empty' : 'The file must be a PDF, DOCX, DOC, PNG or JPEG file';
      expect({ kind, status: res.status, body: await res.json() }).toMatchObject({ kind, status: 422, body: { errors: [{ field: 'file', message }] } });
    }
    expect(await storedFiles()).toBe(before);
  });

  it('accepts real PDF, PNG, JPEG and DOCX files on every path, stored with the detected type', async () => {
    const kinds = [DOCUMENTS.pdf, DOCUMENTS.png, DOCUMENTS.jpeg, DOCUMENTS.docx];
    for (const path of PATHS) {
      for (const [n, sample] of kinds.entries()) {
        if (path.rest !== '/files' && n > 0 && path.rest !== '/documents') continue; // one each elsewhere; every kind on two
        const res = await path.send({ ...sample, type: 'application/octet-stream' }, n);
        expect({ path: path.name, file: sample.name, errors: res.errors }).toEqual({ path: path.name, file: sample.name, errors: undefined });
      }
    }
    const stored = await gqlUpload(
      stack,
      graphql(`
        mutation UploadsUploadFile2($f: Upload!) {
          uploadFile(file: $f) {
            mimetype
          }
        }
      `),
      {},
      { f: { ...DOCUMENTS.png, type: 'application/pdf' } },
      tokens.hr,
    );
    expect(dataOf(stored).uploadFile.mimetype).toBe('image/png');
  });
});
