/** Route schemas of the generic file store (http/schema.ts). */
import { Type } from '@sinclair/typebox';
import { BinaryFile, Id, IdParams, UploadBody, type RouteSchemaTable } from '../http/schema';

export const filesSchemas: RouteSchemaTable = {
  'POST /files': {
    summary: 'Store one file (multipart field `file`)',
    tags: ['files'],
    consumes: ['multipart/form-data'],
    body: UploadBody(),
    response: { 201: Type.Object({ id: Id, filename: Type.String(), mimetype: Type.String() }) },
  },
  'GET /files/:id/download': { summary: 'The bytes of a stored file', tags: ['files'], params: IdParams, response: { 200: BinaryFile } },
};
