/**
 * Reading a document form: multipart (flat names or Rails-style `document[title]`, the file in `file`) or JSON (an
 * update without a new file). SPEC §5 messages; one 422 names every bad field.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { validationError } from '../http/errors';
import { checkDocument as checkDocumentFile } from '../http/files';
import { readMultipart, type UploadedFile } from '../http/multipart';
import { idParam, unwrap } from '../http/values';
import { checkFields, sortByField } from '../http/schema';
import { DocumentChanges, DocumentInput, FILENAME_MAX } from './schemas';
export { DocumentChanges, DocumentInput, FILENAME_MAX, TITLE_MAX } from './schemas';
import { employeeExists, type DocumentWrite } from './store';

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
  const file = form.files.file ?? form.files['document[file]'] ?? null;
  // The stored name is the form's `filename` when given, so that is the name the content must agree with.
  const name = typeof fields.filename === 'string' && fields.filename.trim() ? fields.filename.trim() : file?.filename;
  return { fields, file: file && checkDocumentFile(file, 'file', 'document', name) };
}

/** A name safe to offer as a download: no folders, no control characters. */
export const cleanFilename = (name: string) =>
  name
    .replace(/^.*[\\/]/, '')
    // eslint-disable-next-line no-control-regex -- the control characters are what this removes
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();

/**
 * The values to store. On create the file is required; on update (`current`) omitted fields keep their value and a
 * new file is optional. `employee_id` blank (or "company") means company-wide; an unknown one is "Employee is not found!".
 */
export async function checkDocument(db: Pick<Db, 'query'>, form: DocumentForm, current?: DocumentWrite): Promise<DocumentWrite> {
  const { value, errors } = checkFields(current ? DocumentChanges : DocumentInput, form.fields);
  const fail = (field: string, message: string) => errors.push({ field, message });
  const title = value.title ?? current?.title ?? '';
  if (!current && !form.file) fail('file', 'File is required');
  if (form.file && form.file.data.length === 0) fail('file', 'The file is empty');
  const filename = cleanFilename(value.filename || form.file?.filename || current?.filename || '');
  if (!filename && !errors.some((e) => e.field === 'filename')) fail('filename', 'Filename is required');
  if (filename.length > FILENAME_MAX) fail('filename', `Filename must be less than ${FILENAME_MAX} characters`);
  let employeeId = current?.employee_id ?? null;
  if (value.employee_id !== undefined) {
    const raw = value.employee_id;
    if (raw === null || raw === 'company') employeeId = null;
    else {
      employeeId = idParam(raw);
      if (employeeId === null || !(await employeeExists(db, employeeId))) fail('employee_id', EMPLOYEE_NOT_FOUND);
    }
  } else if (!current) employeeId = null;
  if (errors.length) throw validationError(sortByField(DocumentInput, errors));
  return { title, filename, employee_id: employeeId };
}
