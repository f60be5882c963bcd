/** Route schemas of the documents (http/schema.ts). */
import { Type } from '@sinclair/typebox';
import {
  BinaryFile,
  Body,
  DateTime,
  Field,
  Entity,
  Id,
  IdParams,
  NoContent,
  Nullable,
  Page,
  PagingBy,
  Query,
  Search,
  SortOf,
  type RouteSchemaTable,
} from '../http/schema';

export const DocumentSchema = Entity('Document', {
  id: Id,
  title: Type.String(),
  filename: Type.String({ description: 'The name offered on download' }),
  scope: Type.String({ enum: ['company', 'employee'], description: 'company: everyone sees it; employee: that employee and HR/admins' }),
  employee_id: Nullable(Type.Integer({ description: 'Whose document it is; null for company-wide' })),
  employee_name: Nullable(Type.String()),
  file_id: Id,
  mimetype: Type.String(),
  uploaded_by_id: Nullable(Type.Integer()),
  uploaded_by_name: Nullable(Type.String()),
  created_at: DateTime,
  updated_at: DateTime,
});

export const DocumentSort = SortOf(DocumentSchema, ['id', 'title', 'filename', 'employee_name', 'uploaded_by_name', 'created_at', 'updated_at']);
export const DocumentListQuery = Query({
  ...PagingBy(DocumentSort),
  scope: Type.Optional(Type.String({ description: 'company or employee' })),
  employee_id: Type.Optional(Type.String({ description: "Only this employee's documents" })),
  search: Type.Optional(Search),
});

export const TITLE_MAX = 150;
export const FILENAME_MAX = 255;

/** The document form (multipart fields, or a JSON update): route-schema Field builders, SPEC §5 messages. */
export const DocumentInput = Body(
  {
    title: Field.text('Title', { required: true, max: TITLE_MAX }),
    filename: Field.text('Filename', { max: FILENAME_MAX, description: "Default: the uploaded file's name" }),
    employee_id: Field.text('Employee', { max: 20, description: 'Whose document; blank or "company" = company-wide' }),
    file: Field.file('File', { description: 'The document (multipart)' }),
  },
  'document',
);
/** On update every field is optional (omitted ones keep their value). */
export const DocumentChanges = Body(
  {
    title: Field.text('Title', { required: true, max: TITLE_MAX }),
    filename: Field.text('Filename', { max: FILENAME_MAX }),
    employee_id: Field.text('Employee', { max: 20, description: 'Blank or "company" = company-wide' }),
    file: Field.file('File', { description: 'A new file replacing the old one (multipart)' }),
  },
  'document',
  { partial: true },
);

const multipart = ['multipart/form-data', 'application/json'];

export const documentsSchemas: RouteSchemaTable = {
  'GET /documents': {
    summary: 'Documents the caller may see (HR/admins: all; others: company-wide and their own)',
    tags: ['documents'],
    querystring: DocumentListQuery,
    response: { 200: Page(DocumentSchema) },
  },
  'POST /documents': {
    summary: 'Upload a document (HR, admins)',
    tags: ['documents'],
    consumes: ['multipart/form-data'],
    body: DocumentInput,
    response: { 201: DocumentSchema },
  },
  'GET /documents/:id': { summary: 'One document', tags: ['documents'], params: IdParams, response: { 200: DocumentSchema } },
  'PUT /documents/:id': {
    summary: 'Change or replace a document (HR, admins); omitted fields keep their value',
    tags: ['documents'],
    consumes: multipart,
    params: IdParams,
    body: DocumentChanges,
    response: { 200: DocumentSchema },
  },
  'DELETE /documents/:id': { summary: 'Delete a document and its file (HR, admins)', tags: ['documents'], params: IdParams, response: { 204: NoContent } },
  'GET /documents/:id/download': {
    summary: 'Where to download the document',
    tags: ['documents'],
    params: IdParams,
    response: { 200: Type.Object({ url: Type.String(), filename: Type.String() }) },
  },
  'GET /documents/:id/file': { summary: 'The document file', tags: ['documents'], params: IdParams, response: { 200: BinaryFile } },
};
