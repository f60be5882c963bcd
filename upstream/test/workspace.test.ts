/**
 * Workspace (issue 18) unit tests: the write guard of the shared-area messages (http/writes.ts), the help desk URL
 * rule, the document form rules and the asset readers.
 */
import { describe, expect, it } from '@jest/globals';
import { HttpError, toErrorReply } from '../src/http/errors';
import { writeFailedMessage, writeGuard } from '../src/http/writes';
import { isWebUrl, readLink } from '../src/helpdesk/input';
import { checkDocument, cleanFilename } from '../src/documents/input';
import { readAsset, readAssign, readReturn } from '../src/assets/input';

const failure = async (p: Promise<unknown>) => p.then(() => undefined, (e: unknown) => toErrorReply(e));
const syncFailure = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return toErrorReply(e);
  }
  return undefined;
};

describe('writeGuard (SPEC §8 "An error has occured while creating!")', () => {
  it('answers the shared-area message for an unforeseen failure, keeping the cause out of the body', async () => {
    const reply = await failure(writeGuard('creating', async () => Promise.reject(new Error('disk on fire'))));
    expect(reply).toEqual({ status: 500, body: { message: 'An error has occured while creating!', errors: [{ message: 'An error has occured while creating!', field: null }] } });
    expect(writeFailedMessage('deleting')).toBe('An error has occured while deleting!');
  });
  it('passes client errors and constraint errors through unchanged', async () => {
    expect((await failure(writeGuard('updating', async () => Promise.reject(new HttpError(404, 'Asset is not found!')))))?.status).toBe(404);
    const unique = Object.assign(new Error('dup'), { code: '23505', detail: 'Key (serial_number)=(x) already exists.' });
    expect(await failure(writeGuard('creating', async () => Promise.reject(unique)))).toMatchObject({ status: 409 });
    await expect(writeGuard('creating', async () => 7)).resolves.toBe(7);
  });
});

describe('help desk links', () => {
  it.each(['https://it.example.com/desk', 'http://intranet:8080/x?y=1'])('accepts %p', (url) => expect(isWebUrl(url)).toBe(true));
  it.each(['example.com', 'ftp://x.example.com', 'javascript:alert(1)', 'https://a b.com', 'https://'])('refuses %p', (url) => expect(isWebUrl(url)).toBe(false));
  it('names every bad field with the SPEC §5 messages', () => {
    expect(syncFailure(() => readLink({ helpdesk_link: { name: '', link: 'nope' } }))?.body.errors).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'link', message: 'Invalid URL format' },
    ]);
    expect(syncFailure(() => readLink({ name: 'x'.repeat(101), link: 'https://a.example.com' }))?.body.errors).toEqual([
      { field: 'name', message: 'Name must be less than 100 characters' },
    ]);
    expect(readLink({ name: ' IT ', link: 'https://it.example.com' })).toEqual({ name: 'IT', link: 'https://it.example.com' });
  });
});

describe('documents', () => {
  const db = { query: async () => ({ rows: [] }) } as never;
  const file = { filename: 'C:\\docs\\contract.pdf', mimetype: 'application/pdf', data: Buffer.from('x') };
  it('keeps only the base name of an uploaded file, without control characters', () => {
    expect(cleanFilename('C:\\docs\\contract.pdf')).toBe('contract.pdf');
    expect(cleanFilename('../a\u0007b.txt')).toBe('ab.txt');
  });
  it('requires a title and a file on upload; blank employee means company-wide; an unknown employee is named', async () => {
    expect(await checkDocument(db, { fields: { title: 'Handbook' }, file })).toEqual({ title: 'Handbook', filename: 'contract.pdf', employee_id: null });
    expect((await failure(checkDocument(db, { fields: { title: ' ' }, file: null })))?.body.errors).toEqual([
      { field: 'title', message: 'Title is required' },
      { field: 'file', message: 'File is required' },
      { field: 'filename', message: 'Filename is required' },
    ]);
    expect((await failure(checkDocument(db, { fields: { title: 'A', employee_id: '42' }, file })))?.body.errors).toEqual([{ field: 'employee_id', message: 'Employee is not found!' }]);
  });
  it('keeps the current values on update when fields are omitted', async () => {
    const current = { title: 'Old', filename: 'old.pdf', employee_id: 3 };
    expect(await checkDocument(db, { fields: { title: 'New' }, file: null }, current)).toEqual({ title: 'New', filename: 'old.pdf', employee_id: 3 });
  });
});

describe('assets', () => {
  it('reads an asset with the fixed types and conditions', () => {
    expect(readAsset({ asset: { name: 'X1', asset_type: 'laptop', serial_number: ' S1 ', condition: 'Good' } })).toEqual({
      name: 'X1',
      asset_type: 'Laptop',
      serial_number: 'S1',
      condition: 'good',
      notes: null,
    });
    expect(syncFailure(() => readAsset({ name: '', asset_type: 'Boat', serial_number: '', condition: 'mint' }))?.body.errors.map((e) => e.field)).toEqual([
      'name',
      'asset_type',
      'serial_number',
      'condition',
    ]);
  });
  it('defaults hand-over and return dates to today; checks ids and dates', () => {
    const now = new Date('2026-03-04T10:00:00Z');
    expect(readAssign({ assignment: { employee_id: '5' } }, now)).toEqual({ employee_id: 5, assigned_on: '2026-03-04', notes: null });
    expect(syncFailure(() => readAssign({ employee_id: 'x', assigned_on: '31/02/2026' }, now))?.body.errors).toEqual([
      { field: 'employee_id', message: 'Employee is not found!' },
      { field: 'assigned_on', message: 'Assigned on must be a date (YYYY-MM-DD)' },
    ]);
    expect(syncFailure(() => readAssign({}, now))?.body.errors).toEqual([{ field: 'employee_id', message: 'Employee is required' }]);
    expect(readReturn({ condition: 'fair' }, now)).toEqual({ returned_on: '2026-03-04', condition: 'fair', notes: null });
  });
});
