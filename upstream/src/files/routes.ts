/**
 * Generic stored files (the `files` table), used by the gateway's upload/download plumbing:
 *   POST /files                multipart, one document in field `file` (PDF, DOC, DOCX, PNG, JPEG by content) -> 201
 *                              { id, filename, mimetype (the detected type) }
 *   GET  /files/{id}/download  the bytes, with Content-Type and Content-Disposition: attachment
 * Any signed-in user may store and read files; domains link files to their own rows.
 */
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../http/errors';
import { checkDocument, loadFile, saveFile } from '../http/files';
import { readMultipart } from '../http/multipart';

export const filesRoutes: FastifyPluginAsync = async (app) => {
  app.post('/files', async (request, reply) => {
    const form = await readMultipart(request);
    const upload = form.files.file;
    if (!upload) throw new HttpError(422, 'File is required', [{ field: 'file', message: 'File is required' }]);
    const file = checkDocument(upload, 'file', 'file');
    const id = await saveFile(app.db, file);
    reply.code(201);
    return { id, filename: file.filename, mimetype: file.mimetype };
  });

  app.get<{ Params: { id: string } }>('/files/:id/download', async (request, reply) => {
    const id = Number(request.params.id);
    const file = Number.isInteger(id) && id > 0 ? await loadFile(app.db, id) : undefined;
    if (!file) throw new HttpError(404, 'File not found');
    const ascii = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    reply
      .header('Content-Type', file.mimetype || 'application/octet-stream')
      .header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`);
    return reply.send(file.data);
  });
};
