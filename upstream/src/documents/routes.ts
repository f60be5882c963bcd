/**
 * Documents (SPEC §1, §3 "Document": title, filename, file). SPEC §7 gives the shared area no paths; ours
 * follow its style (snake_case, paged lists, multipart files) and are all extensions (http/extensions.ts):
 *   GET    /documents                 paged; filters scope (company | employee), employee_id, search (title,
 *                                     filename or employee name contains)
 *   POST   /documents                 multipart: title, employee_id (blank = company-wide), filename (optional;
 *                                     default the file's name), file -> 201
 *   GET    /documents/{id}
 *   PUT    /documents/{id}            multipart or JSON: title, filename, employee_id, file (all optional)
 *   DELETE /documents/{id}            -> 204 (the file goes too)
 *   GET    /documents/{id}/download   -> { url, filename } (as SPEC §7's download_sick_note)
 *   GET    /documents/{id}/file       the bytes
 *
 * Decisions the spec leaves open (as mature HR products do):
 * - Document managers are HR and admins (SPEC §6 roles hr, admin = CEO or head of HR): they upload, rename, replace
 *   and delete company-wide documents and anyone's documents, and see them all.
 * - Everyone else sees (lists, opens, downloads) the company-wide documents (policies, handbooks) and their own
 *   (contract, certificates); another employee's document answers 403 "You don't have permission to access this
 *   resource", a missing one 404 "Document is not found!". Employees do not upload: a document on an employee's file
 *   is put there by HR (a mature product's "employee documents" are HR-managed records).
 * - An unknown employee_id is 422 "Employee is not found!" on employee_id. Files: at most the upload limit (10 MB by
 *   default: 413 "size should be less than 10 MB"); empty files are refused. The filename offered on download is the
 *   given filename (folders and control characters removed).
 * - Unforeseen write failures: 500 "An error has occured while creating!" (updating!, deleting!) (http/writes.ts).
 * - Default order: newest first.
 */
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { deleteFile, loadFile, saveFile } from '../http/files';
import { sendFile } from '../http/csv';
import { Filters, paged } from '../http/paging';
import { idParam, likePattern, routeId } from '../http/values';
import { writeGuard } from '../http/writes';
import { checkDocument, readDocumentForm } from './input';
import type { DocumentListQuery } from './schemas';
import * as store from './store';

export const DOCUMENT_NOT_FOUND = 'Document is not found!';
const FORBIDDEN = "You don't have permission to access this resource";
type IdParams = { Params: { id: string } };

/** HR and admins manage every document. */
export const managesDocuments = (request: FastifyRequest) => request.roles.hr || request.roles.admin;

export const documentsRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;

  const requireManager = (request: FastifyRequest) => {
    if (!managesDocuments(request)) throw new HttpError(403, FORBIDDEN);
  };
  const load = async (id: number) => {
    const row = await store.findDocument(db, id);
    if (!row) throw new HttpError(404, DOCUMENT_NOT_FOUND);
    return row;
  };
  const loadVisible = async (request: FastifyRequest, raw: string) => {
    const row = await load(routeId(raw, DOCUMENT_NOT_FOUND));
    if (!managesDocuments(request) && row.employee_id !== null && row.employee_id !== request.user.id) throw new HttpError(403, FORBIDDEN);
    return row;
  };

  app.get<{ Querystring: Static<typeof DocumentListQuery> }>('/documents', async (request) => {
    const q = request.query;
    const f = new Filters();
    if (!managesDocuments(request)) f.add(store.visibleTo(f.param(request.user.id)));
    if (q.scope === 'company') f.add('d.employee_id IS NULL');
    else if (q.scope === 'employee') f.add('d.employee_id IS NOT NULL');
    else if (q.scope) throw new HttpError(400, 'scope must be company or employee', [{ field: 'scope', message: 'scope must be company or employee' }]);
    if (q.employee_id) f.add(`d.employee_id = ${f.param(idParam(q.employee_id) ?? 0)}`);
    const search = likePattern(q.search);
    if (search) {
      const like = f.param(search);
      f.add(`(d.title ILIKE ${like} OR d.filename ILIKE ${like} OR e.name ILIKE ${like})`);
    }
    return paged(
      db,
      {
        select: store.COLUMNS,
        from: store.FROM,
        where: f.where,
        params: f.params,
        sortable: store.SORTABLE,
        defaultSort: 'created_at desc',
        tiebreak: 'd.id DESC',
      },
      q,
    );
  });

  app.post('/documents', async (request, reply) => {
    requireManager(request);
    const form = await readDocumentForm(request);
    const write = await checkDocument(db, form);
    const id = await writeGuard('creating', () =>
      db.transaction(async (tx) => store.insertDocument(tx, write, await saveFile(tx, { ...form.file!, filename: write.filename }), request.user.id)),
    );
    reply.code(201);
    return load(id);
  });

  app.get<IdParams>('/documents/:id', async (request) => loadVisible(request, request.params.id));

  app.put<IdParams>('/documents/:id', async (request) => {
    requireManager(request);
    const row = await load(routeId(request.params.id, DOCUMENT_NOT_FOUND));
    const form = await readDocumentForm(request);
    const write = await checkDocument(db, form, row);
    await writeGuard('updating', () =>
      db.transaction(async (tx) => {
        const fileId = form.file ? await saveFile(tx, { ...form.file, filename: write.filename }) : null;
        if (!(await store.updateDocument(tx, row.id, write, fileId))) throw new HttpError(404, DOCUMENT_NOT_FOUND);
        if (fileId) await deleteFile(tx, row.file_id);
      }),
    );
    return load(row.id);
  });

  app.delete<IdParams>('/documents/:id', async (request, reply) => {
    requireManager(request);
    const id = routeId(request.params.id, DOCUMENT_NOT_FOUND);
    await writeGuard('deleting', () =>
      db.transaction(async (tx) => {
        const fileId = await store.deleteDocument(tx, id);
        if (fileId === null) throw new HttpError(404, DOCUMENT_NOT_FOUND);
        await deleteFile(tx, fileId);
      }),
    );
    return reply.code(204).send();
  });

  app.get<IdParams>('/documents/:id/download', async (request) => {
    const row = await loadVisible(request, request.params.id);
    return { url: `/documents/${row.id}/file`, filename: row.filename };
  });

  app.get<IdParams>('/documents/:id/file', async (request, reply) => {
    const row = await loadVisible(request, request.params.id);
    const file = await loadFile(db, row.file_id);
    if (!file) throw new HttpError(404, DOCUMENT_NOT_FOUND);
    return sendFile(reply, row.filename, file.mimetype, file.data);
  });
};
