/**
 * Headcount (SPEC §3 "Headcount employee", §5, §6, §7, §8). CEO and HR only (403 otherwise), except the
 * attrition read GET /api/headcount_employees (see below).
 *   GET  /headcount_employees            paged; filters search (name, RES_ID, e-mail, role, national ID), status_id or
 *                                        status (name), department_id, role (title), employment_type, manager_id,
 *                                        hired_from / hired_to (hiring period), missing_document (a flag name or
 *                                        `any`), expiring (contract | national_id | any: expired or expiring within 30
 *                                        days; an extension), active (true | false | all, default all)
 *   POST /headcount_employees            `headcount_employee{...}` -> 201
 *   GET/PUT /headcount_employees/{id}    PUT merges: omitted fields keep their value
 *   POST /headcount_employees/add_or_update   `headcount_employees: [{...}]` (or one record): upsert by RES_ID, per
 *                                        record all-or-nothing, answered like an import
 *   POST /headcount_employees/import     multipart `file` (CSV, columns = the JSON field names; references by name:
 *                                        department, status, role, direct_manager_res_id); upsert by RES_ID
 *   GET  /headcount_employees/employment_statuses   the statuses ({ items, count })
 *   POST /headcount_employees/{id}/upload_contract  multipart `contract` (or `file`): the signed contract
 *   GET  /headcount_employees/download_contract?id= the signed contract's bytes
 *   POST /headcount_employees/upload_template       multipart `template`: a DOCX contract template (checked)
 *   GET  /headcount_employees/export_contract?id=   a DOCX contract filled from the template (contract.ts lists the
 *                                        placeholders; a default template is used until one is uploaded)
 *   GET  /api/headcount_employees        the same records as GET /headcount_employees, for the attrition screens
 *   GET  /headcount_employees/hr_employees (people domain) keeps working.
 * Extensions: GET /headcount_employees/import_template (CSV header + one example row), GET /headcount_employees/stats
 * (charts and expiry-alert counts), GET /headcount_employees/contract_template (the current template), `expiring`.
 *
 * Decisions the spec leaves open:
 * - One person, one record: a headcount employee IS an `employees` row (id = employee id); the headcount-only
 *   columns live in `headcount_details` (migrations.ts). Shared fields map: communication_email = employees.email,
 *   national_id = national_ID, phone_number = phone, hiring_date = date_joined, employment_type = employee_type,
 *   role = role_title (an employment role's title), status = statuses, direct_manager = manager_id.
 *   People created here get the numeric role type from their title (CEO 4, head 3, manager/ACM 2, TL/auditor/HR 1,
 *   else 0); later changes of the type stay with PATCH /employees/{id}.
 * - Required: RES_ID, name, communication_email, hiring_date, department, role. Dates YYYY-MM-DD (DD/MM/YYYY also in
 *   the CSV import only; JSON bodies refuse it rather than guess the order);
 *   date of birth in the past; contract expiration after signing; last working day not before hiring.
 * - Duplicates: national ID -> 409 naming the holder's RES_ID (SPEC §5/§8); RES_ID and e-mail -> 409.
 * - Expiry alerts: a contract or national ID whose expiry date is past ("expired") or within 30 days ("expiring").
 * - The record is CEO/HR only (auth/fieldRules.ts): GET /api/headcount_employees is also open to heads, ACM and
 *   managers (who see the attrition screens) and answers them a directory entry of each person (DIRECTORY_FIELDS:
 *   name, RES_ID, role, department, manager, status, dates of employment), their own record whole.
 * - Contracts: at most 10 MB (the upload limit); PDF, DOCX, DOC or an image; a new upload replaces the previous file.
 */
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireRoles } from '../auth/hook';
import { HttpError, conflictError, validationError, type FieldError } from '../http/errors';
import { checkDocument, deleteFile, loadFile, saveFile } from '../http/files';
import { readMultipart } from '../http/multipart';
import { parseCsv, sendCsv, sendFile } from '../http/csv';
import { importRows, importSummary, type ImportFailure } from '../http/imports';
import { assertNoNul, routeId, todayIso, type Body } from '../http/values';
import { CONTRACT_PLACEHOLDERS, DOCX_MIME, checkTemplate, contractData, defaultTemplate, renderContract } from './contract';
import { MESSAGES, csvBooleans, merge, readHeadcount, recordBody } from './input';
import { HeadcountChanges, HeadcountFields, HeadcountRows } from './fields';
import { checkBody, rowsOf } from '../http/schema';
import * as store from './store';
import { DOCUMENTS } from './checklist';
import type { ByEmployee, HeadcountListQuery } from './schemas';
import { DIRECTORY_FIELDS, mayRead } from '../auth/fieldRules';

const directoryEntry = (row: store.HeadcountAnswer) => Object.fromEntries(DIRECTORY_FIELDS.map((f) => [f, row[f]])) as HeadcountDirectoryEntry;
type HeadcountDirectoryEntry = Pick<store.HeadcountAnswer, (typeof DIRECTORY_FIELDS)[number]>;

type Q = { Querystring: Static<typeof HeadcountListQuery> };
type IdQ = { Querystring: Static<typeof ByEmployee> };

const manage = (request: FastifyRequest) => requireRoles(request, 'ceo', 'hr');

/** Columns of the import template and CSV (references by name). */
export const IMPORT_COLUMNS = [
  'RES_ID',
  'name',
  'communication_email',
  'national_id',
  'nationality',
  'city_of_residence',
  'gender',
  'date_of_birth',
  'phone_number',
  'emergency_contact_name',
  'emergency_contact_number',
  'payoneer_email',
  'status',
  'employment_type',
  'role',
  'department',
  'direct_manager_res_id',
  'is_full_time',
  'hiring_date',
  'contract_signed_date',
  'contract_expiration_date',
  'national_id_expiration_date',
  'last_working_day',
  'custody',
  'military_status',
  'martial_status',
  ...DOCUMENTS,
];

const NOUN = 'or updated headcount employees';

export const headcountRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const one = async (id: number) => {
    const row = await store.findRecord(db, 'id', id);
    if (!row) throw new HttpError(404, MESSAGES.notFound);
    return row;
  };
  const answer = async (id: number) => store.derive(await one(id), todayIso());

  /** Creates, or (by RES_ID) updates; `tx` is the record's own transaction; `csv`: a CSV row. Returns the id. */
  const upsert = async (
    tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
    body: Body,
    createOnly: boolean,
    prior: FieldError[] = [],
    csv = false,
  ): Promise<number> => {
    await store.lockIdentity(tx);
    const resId = typeof body.RES_ID === 'string' ? body.RES_ID.trim() : '';
    const existing = resId ? await store.findRecord(tx, 'res_id', resId) : undefined;
    if (existing && createOnly) throw conflictError([{ field: 'RES_ID', message: MESSAGES.duplicateResId }]);
    const merged = existing ? merge(recordBody(existing), body) : body;
    const write = await readHeadcount(tx, merged, existing?.id ?? null, prior, todayIso(), csv);
    if (existing) {
      await store.updateRecord(tx, existing.id, write);
      return existing.id;
    }
    return store.insertRecord(tx, write);
  };

  const list = async (request: FastifyRequest<Q>) => store.listHeadcount(db, request.query, todayIso());

  app.get<Q>('/headcount_employees', async (request) => {
    manage(request);
    return list(request);
  });

  app.get<Q>('/api/headcount_employees', async (request) => {
    requireRoles(request, 'ceo', 'hr', 'head', 'acm', 'manager');
    const page = await list(request);
    if (mayRead(request.roles, 'hrRecord')) return page;
    // Others see a directory entry of everyone but themselves (the gateway's attrition picker reads no more).
    const items = page.items.map((row) => (row.id === request.user.id ? row : directoryEntry(row)));
    return { items, count: page.count };
  });

  app.get('/headcount_employees/employment_statuses', async (request) => {
    manage(request);
    const items = await store.employmentStatuses(db);
    return { items, count: items.length };
  });

  app.get('/headcount_employees/stats', async (request) => {
    manage(request);
    return store.headcountStats(db, todayIso());
  });

  app.get('/headcount_employees/import_template', async (request, reply) => {
    manage(request);
    const example: Record<string, string> = {
      RES_ID: 'RES-9001',
      name: 'Jane Doe',
      communication_email: 'jane.doe@example.com',
      national_id: '29001011234567',
      nationality: 'Egyptian',
      city_of_residence: 'Cairo',
      gender: 'Female',
      date_of_birth: '1990-01-01',
      phone_number: '+20 100 123 4567',
      status: 'Active',
      employment_type: 'Full Time',
      role: 'Sales Agent',
      department: 'Sales',
      is_full_time: 'yes',
      hiring_date: '2026-01-04',
      contract_signed_date: '2026-01-01',
      contract_expiration_date: '2027-01-01',
      military_status: 'Exempted',
      martial_status: 'Single',
      nda_signed: 'yes',
    };
    return sendCsv(reply, 'headcount_import_template.csv', [example], IMPORT_COLUMNS);
  });

  app.post('/headcount_employees', async (request, reply) => {
    manage(request);
    const { value, errors } = checkBody(request, HeadcountFields);
    const id = await db.transaction((tx) => upsert(tx, value, true, errors));
    reply.code(201);
    return answer(id);
  });

  app.post('/headcount_employees/add_or_update', async (request) => {
    manage(request);
    const records = rowsOf(request, HeadcountRows);
    const failed: ImportFailure[] = [];
    let done = 0;
    for (const [index, record] of records.entries()) {
      try {
        await db.transaction((tx) => upsert(tx, record, false));
        done += 1;
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        failed.push({ row: index + 1, RES_ID: typeof record.RES_ID === 'string' ? record.RES_ID : null, message: error.message });
      }
    }
    return { message: importSummary(records.length, done, NOUN, failed.length), processed: records.length, created: done, failed };
  });

  app.post('/headcount_employees/import', async (request) => {
    manage(request);
    const form = await readMultipart(request);
    const file = form.files.file;
    if (!file) throw validationError([{ field: 'file', message: 'File is required' }]);
    const records = parseCsv(file.data);
    return importRows(
      db,
      records,
      NOUN,
      (record, tx) => upsert(tx, csvBooleans(blanksDropped(record)), false, [], true),
      (record) => ({ RES_ID: record.RES_ID ?? null }),
    );
  });

  app.get<{ Params: { id: string } }>('/headcount_employees/:id', async (request) => {
    manage(request);
    return answer(routeId(request.params.id, MESSAGES.notFound));
  });

  app.put<{ Params: { id: string } }>('/headcount_employees/:id', async (request) => {
    manage(request);
    const id = routeId(request.params.id, MESSAGES.notFound);
    const { value: changes, errors } = checkBody(request, HeadcountChanges);
    await db.transaction(async (tx) => {
      await store.lockIdentity(tx);
      const existing = await store.findRecord(tx, 'id', id);
      if (!existing) throw new HttpError(404, MESSAGES.notFound);
      const write = await readHeadcount(tx, merge(recordBody(existing), changes), id, errors);
      if (write.RES_ID.toLowerCase() !== existing.RES_ID.toLowerCase()) {
        const clash = await store.findRecord(tx, 'res_id', write.RES_ID);
        if (clash) throw conflictError([{ field: 'RES_ID', message: MESSAGES.duplicateResId }]);
      }
      await store.updateRecord(tx, id, write);
    });
    return answer(id);
  });

  app.post<{ Params: { id: string } }>('/headcount_employees/:id/upload_contract', async (request) => {
    manage(request);
    const id = routeId(request.params.id, MESSAGES.notFound);
    await one(id);
    const form = await readMultipart(request);
    const upload = form.files.contract ?? form.files.file;
    if (!upload || upload.data.length === 0) throw validationError([{ field: 'contract', message: 'Contract is required' }]);
    const file = checkDocument(upload, 'contract', 'contract');
    await db.transaction(async (tx) => {
      const fileId = await saveFile(tx, file);
      const old = await store.setContractFile(tx, id, fileId);
      if (old) await deleteFile(tx, old);
    });
    return answer(id);
  });

  const subject = (request: FastifyRequest<IdQ>) => routeId(request.query.id ?? request.query.employee_id, MESSAGES.notFound);

  app.get<IdQ>('/headcount_employees/download_contract', async (request, reply) => {
    manage(request);
    const row = await one(subject(request));
    const file = row.contract_file_id ? await loadFile(db, row.contract_file_id) : undefined;
    if (!file) throw new HttpError(404, 'This employee has no uploaded contract');
    return sendFile(reply, file.filename, file.mimetype, file.data);
  });

  app.post('/headcount_employees/upload_template', async (request) => {
    manage(request);
    const form = await readMultipart(request);
    const file = form.files.template ?? form.files.file;
    if (!file || file.data.length === 0) throw validationError([{ field: 'template', message: 'Template is required' }]);
    if (!/\.docx$/i.test(file.filename)) throw validationError([{ field: 'template', message: 'The template must be a DOCX file' }]);
    checkTemplate(file.data);
    await db.transaction(async (tx) => {
      const fileId = await saveFile(tx, { ...file, mimetype: DOCX_MIME });
      const old = await store.setTemplateFile(tx, fileId);
      if (old) await deleteFile(tx, old);
    });
    return { message: 'Contract template uploaded successfully', filename: file.filename, placeholders: [...CONTRACT_PLACEHOLDERS] };
  });

  const currentTemplate = async () => {
    const id = await store.templateFileId(db);
    const file = id ? await loadFile(db, id) : undefined;
    return file
      ? { filename: file.filename, data: file.data, uploaded: true }
      : { filename: 'default_contract_template.docx', data: defaultTemplate(), uploaded: false };
  };

  app.get('/headcount_employees/contract_template', async (request, reply) => {
    manage(request);
    const t = await currentTemplate();
    return sendFile(reply, t.filename, DOCX_MIME, t.data);
  });

  app.get<IdQ>('/headcount_employees/export_contract', async (request, reply) => {
    manage(request);
    const row = await one(subject(request));
    const today = todayIso();
    const doc = renderContract((await currentTemplate()).data, contractData(row, today));
    return sendFile(reply, `contract_${row.RES_ID}.docx`.replace(/[^\w.-]/g, '_'), DOCX_MIME, doc);
  });
};

/** A CSV cell left empty means "keep the stored value" (an upsert never wipes data by omission). */
function blanksDropped(record: Record<string, string>): Body {
  assertNoNul(record);
  const out: Body = {};
  for (const [k, v] of Object.entries(record)) if (v !== '') out[k] = v;
  return out;
}
