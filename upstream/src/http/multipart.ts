/**
 * Multipart uploads (@fastify/multipart). `readMultipart` buffers the whole form: HR files (CSV imports, sick notes,
 * contracts) are small, and a size limit (default 10 MB) answers 413 with a clear message before memory is at risk.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { UPLOAD_LIMIT_BYTES } from '@hr/rules';
import { HttpError } from './errors';
import { assertNoNul } from './values';

/** The web's pickers refuse bigger files with the same number (@hr/rules). */
export const DEFAULT_UPLOAD_LIMIT_BYTES = UPLOAD_LIMIT_BYTES;

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface MultipartForm {
  /** Text fields by name (the last value wins when a name repeats). */
  fields: Record<string, string>;
  /** Files by field name (the last file wins when a name repeats). */
  files: Record<string, UploadedFile>;
}

export async function registerMultipart(app: FastifyInstance, limitBytes: number): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: limitBytes, files: 10, fields: 200, fieldSize: limitBytes },
    throwFileSizeLimit: true,
  });
}

/** Reads a multipart/form-data request completely; a non-multipart request is a 400. */
export async function readMultipart(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new HttpError(400, 'Request must be multipart/form-data');
  }
  const form: MultipartForm = { fields: {}, files: {} };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      form.files[part.fieldname] = { filename: part.filename, mimetype: part.mimetype, data };
    } else {
      form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
    }
  }
  assertNoNul(form.fields);
  return form;
}
