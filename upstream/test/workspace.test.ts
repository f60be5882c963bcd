/**
 * Workspace unit tests: the write guard of the shared-area messages (http/writes.ts), the help desk URL
 * rule, the document form rules and the asset readers.
 */
import { describe, expect, it } from '@jest/globals';
import { HttpError, toErrorReply } from '../src/http/errors';
import { writeFailedMessage, writeGuard } from '../src/http/writes';
import { checkFields } from '../src/http/schema';
import { HelpdeskLinkInput, isWebUrl, readLink } from '../src/helpdesk/input';
import { checkDocument, cleanFilename } from '../src/documents/input';
import { AssetInput, AssignInput, ReturnInput } from '../src/assets/input';
import type { FastifyRequest } from 'fastify';

/** A request whose body the route schema has not seen (checkBody checks it). */
const request = (body: unknown) => ({ body, routeOptions: { schema: {} } }) as unknown as FastifyRequest;

const failure = async (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => toErrorReply(e),
  );
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
    expect(reply).toEqual({
      status: 500,
      body: { message: 'An error has occured while creating!', errors: [{ message: 'An error has occured while creating!', field: null }] },
    });
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
  it.each(['example.com', 'ftp://x.example.com', 'javascript:alert(1)', 'https://a b.com', 'https://'])('refuses %p', (url) =>
    expect(isWebUrl(url)).toBe(false),
  );
  it('names every bad field with the SPEC §5 messages', () => {
    expect(syncFailure(() => readLink(request({ helpdesk_link: { name: '', link: 'nope' } })))?.body.errors).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'link', message: 'Invalid URL format' },
    ]);
    expect(syncFailure(() => readLink(request({ name: 'x'.repeat(101), link: 'https://a.example.com' })))?.body.errors).toEqual([
      { field: 'name', message: 'Name must be less than 100 characters' },
    ]);
    expect(readLink(request({ name: ' IT ', link: 'https://it.example.com' }))).toEqual({ name: 'IT', link: 'https://it.example.com' });
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
      { field: 'filename', message: 'Filename is required' },
      { field: 'file', message: 'File is required' },
    ]);
    expect((await failure(checkDocument(db, { fields: { title: 'A', employee_id: '42' }, file })))?.body.errors).toEqual([
      { field: 'employee_id', message: 'Employee is not found!' },
    ]);
  });
  it('keeps the current values on update when fields are omitted', async () => {
    const current = { title: 'Old', filename: 'old.pdf', employee_id: 3 };
    expect(await checkDocument(db, { fields: { title: 'New' }, file: null }, current)).toEqual({ title: 'New', filename: 'old.pdf', employee_id: 3 });
  });
});

describe('assets', () => {
  it('reads an asset with the fixed types and conditions', () => {
    const { value, errors } = checkFields(AssetInput, { asset: { name: 'X1', asset_type: 'laptop', serial_number: ' S1 ', condition: 'Good' } });
    expect(errors).toEqual([]);
    expect(value).toEqual({ name: 'X1', asset_type: 'Laptop', serial_number: 'S1', condition: 'good' });
    expect(checkFields(AssetInput, { name: '', asset_type: 'Boat', serial_number: '', condition: 'mint' }).errors.map((e) => e.field)).toEqual([
      'name',
      'asset_type',
      'serial_number',
      'condition',
    ]);
    expect(checkFields(HelpdeskLinkInput, {}).errors.map((e) => e.message)).toEqual(['Name is required', 'Link is required']);
  });
  it('checks hand-over and return bodies (the route defaults the dates to today)', () => {
    expect(checkFields(AssignInput, { assignment: { employee_id: '5' } })).toEqual({ value: { employee_id: 5 }, errors: [] });
    expect(checkFields(AssignInput, { employee_id: 'x', assigned_on: '31/02/2026' }).errors).toEqual([
      { field: 'employee_id', message: 'Employee is not found!' },
      { field: 'assigned_on', message: 'Assigned on must be a valid date (YYYY-MM-DD)' },
    ]);
    expect(checkFields(AssignInput, {}).errors).toEqual([{ field: 'employee_id', message: 'Employee is required' }]);
    expect(checkFields(ReturnInput, { condition: 'fair' })).toEqual({ value: { condition: 'fair' }, errors: [] });
  });
});
