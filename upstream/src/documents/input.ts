/**
 * Reading a document form: multipart (flat names or Rails-style `document[title]`, the file in `file`) or JSON (an
 * update without a new file). SPEC §5 messages; one 422 names every bad field.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { validationError } from '../http/errors';
import { readMultipart, type UploadedFile } from '../http/multipart';
import { idParam, isBlank, Reader, unwrap } from '../http/values';
import { employeeExists, type DocumentWrite } from './store';

export const TITLE_MAX = 150;
export const FILENAME_MAX = 255;
export const EMPLOYEE_NOT_FOUND = 'Employee is not found!';

export interface DocumentForm {
  fields: Record<string, unknown>;
  file: UploadedFile | null;
}

export async function readDocumentForm(request: FastifyRequest): Promise<DocumentForm> {
  if (!request.isMultipart()) return { fields: unwrap(request.body, 'document'), file: null };
  const form = await readMultipart(request);
  const fields: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(form.fields)) fields[k.replace(/^document\[(.+)\]$/, '$1')] = v;
  return { fields, file: form.files.file ?? form.files['document[file]'] ?? null };
}

/** A name safe to offer as a download: no folders, no control characters. */
export const cleanFilename = (name: string) => name.replace(/^.*[\\/]/, '').replace(/[\u0000-\u001f\u007f]/g, '').trim();

/**
 * The values to store. On create the file is required; on update (`current`) omitted fields keep their value and a
 * new file is optional. `employee_id` blank (or "company") means company-wide.
 */
export async function checkDocument(db: Pick<Db, 'query'>, form: DocumentForm, current?: DocumentWrite): Promise<DocumentWrite> {
  const r = new Reader(form.fields as Record<string, unknown>);
  const has = (k: string) => Object.prototype.hasOwnProperty.call(form.fields, k);
  const title = !current || has('title') ? r.text('title', 'Title', true, TITLE_MAX) : current.title;
  if (!current && !form.file) r.fail('file', 'File is required');
  if (form.file && form.file.data.length === 0) r.fail('file', 'The file is empty');
  let filename = has('filename') && !isBlank(form.fields.filename) ? r.text('filename', 'Filename', false, FILENAME_MAX) : null;
  filename = cleanFilename(filename ?? form.file?.filename ?? current?.filename ?? '');
  if (!filename && (form.file || !current)) r.fail('filename', 'Filename is required');
  if (filename.length > FILENAME_MAX) r.fail('filename', `Filename must be less than ${FILENAME_MAX} characters`);
  let employeeId = current?.employee_id ?? null;
  if (!current || has('employee_id')) {
    const raw = form.fields.employee_id;
    if (isBlank(raw) || raw === 'company') employeeId = null;
    else {
      employeeId = idParam(raw);
      if (employeeId === null || !(await employeeExists(db, employeeId))) r.fail('employee_id', EMPLOYEE_NOT_FOUND);
    }
  }
  if (r.errors.length) throw validationError(r.errors);
  return { title: title!, filename, employee_id: employeeId };
}
