/** Route schemas of the headcount domain (http/schema.ts); routes.ts has the decisions. */
import { DIRECTORY_FIELDS } from '../auth/fieldRules';
import { Type, type TBoolean } from '@sinclair/typebox';
import {
  BinaryFile,
  CsvFile,
  Entity,
  Id,
  IsoDate,
  ImportResultSchema,
  Nullable,
  Page,
  PagingBy,
  Query,
  Search,
  SortBy,
  StringEnum,
  UploadBody,
  type RouteSchemaTable,
} from '../http/schema';
import { DOCUMENTS, type DocumentFlag } from './checklist';
import { HeadcountChanges, HeadcountFields, HeadcountRows } from './fields';

const Str = Type.String();
const NStr = Nullable(Type.String());
const NDate = Nullable(IsoDate);
const Alert = Nullable(StringEnum(['expired', 'expiring'], { description: 'expired, or expiring within 30 days' }));
const flags = Object.fromEntries(DOCUMENTS.map((d) => [d, Type.Boolean()])) as Record<DocumentFlag, TBoolean>;

export const HeadcountEmployeeSchema = Entity('HeadcountEmployee', {
  id: Id,
  RES_ID: Str,
  name: Str,
  communication_email: NStr,
  national_id: NStr,
  nationality: NStr,
  city_of_residence: NStr,
  gender: NStr,
  date_of_birth: NDate,
  phone_number: NStr,
  emergency_contact_name: NStr,
  emergency_contact_number: NStr,
  payoneer_email: NStr,
  status: NStr,
  status_id: Nullable(Type.Integer()),
  employment_type: NStr,
  role: NStr,
  employment_role_id: Nullable(Type.Integer()),
  department: NStr,
  department_id: Nullable(Type.Integer()),
  manager_id: Nullable(Type.Integer()),
  direct_manager: Nullable(Type.Object({ id: Id, res_id: Str, name: Str })),
  is_full_time: Type.Boolean(),
  part_time_date_shuffled: NDate,
  candidate_id: Nullable(Type.Integer()),
  hiring_date: NDate,
  formatted_hiring_date: Nullable(Type.String({ description: 'DD/MM/YYYY' })),
  contract_signed_date: NDate,
  contract_expiration_date: NDate,
  national_id_expiration_date: NDate,
  last_working_day: NDate,
  contract_file_id: Nullable(Type.Integer()),
  contract_filename: NStr,
  custody: NStr,
  military_status: NStr,
  martial_status: NStr,
  active: Type.Boolean(),
  ...flags,
  // Computed from the row (store.ts derive), answered after it.
  contract_url: Nullable(Type.String({ description: 'Where the signed contract downloads (GET download_contract), when one is uploaded' })),
  documents_complete: Type.Integer({ description: 'How many of the 12 documents are in' }),
  documents_total: Type.Integer(),
  missing_documents: Type.Array(Type.String()),
  contract_alert: Alert,
  national_id_alert: Alert,
});

/** What heads, ACM and managers read of other people's records (auth/fieldRules.ts DIRECTORY_FIELDS). */
const HeadcountDirectorySchema = Type.Pick(HeadcountEmployeeSchema, [...DIRECTORY_FIELDS], { title: 'HeadcountDirectoryEntry' });

/** Also the other spellings clients send (`res_id`, `manager_name`). */
export const HeadcountSort = SortBy([
  'id',
  'name',
  'RES_ID',
  'res_id',
  'communication_email',
  'status',
  'employment_type',
  'role',
  'department',
  'direct_manager',
  'manager_name',
  'hiring_date',
  'contract_signed_date',
  'contract_expiration_date',
  'national_id_expiration_date',
  'last_working_day',
  'nationality',
  'gender',
  'documents_complete',
]);
export const HeadcountListQuery = Query({
  ...PagingBy(HeadcountSort),
  search: Type.Optional(Search),
  status_id: Type.Optional(Type.String({ description: 'Status id' })),
  status: Type.Optional(Type.String({ description: 'Status name' })),
  department_id: Type.Optional(Type.String({ description: 'Department id' })),
  role: Type.Optional(Type.String({ description: 'Role title' })),
  employment_type: Type.Optional(Type.String()),
  manager_id: Type.Optional(Type.String({ description: 'Direct manager id' })),
  hired_from: Type.Optional(Type.String({ description: 'Hiring period start (YYYY-MM-DD)' })),
  hired_to: Type.Optional(Type.String({ description: 'Hiring period end (YYYY-MM-DD)' })),
  missing_document: Type.Optional(Type.String({ description: `any, or one of ${DOCUMENTS.join(', ')}` })),
  expiring: Type.Optional(Type.String({ description: 'contract, national_id or any: expired or expiring within 30 days' })),
  active: Type.Optional(Type.String({ description: 'true, false or all (default)' })),
  ids: Type.Optional(Type.String({ description: 'Comma list of ids' })),
});

const IdParams = Type.Object({ id: Type.String({ description: 'Employee id (digits)' }) });
/** Whose contract: `id` or `employee_id`. */
export const ByEmployee = Query({
  id: Type.Optional(Type.String({ description: 'Employee id' })),
  employee_id: Type.Optional(Type.String({ description: 'Employee id (alias)' })),
});
const tags = ['headcount'];
const multipart = ['multipart/form-data'];
const Group = Type.Array(Type.Object({ label: Str, count: Type.Integer() }));
/** The counts of GET /headcount_employees/stats (store.ts headcountStats builds them). */
export const HeadcountStatsSchema = Type.Object({
  total: Type.Integer(),
  by_department: Group,
  by_status: Group,
  by_employment_type: Group,
  by_gender: Group,
  months: Type.Array(Type.Object({ month: Str, hires: Type.Integer(), leavers: Type.Integer(), headcount: Type.Integer() })),
  alerts: Type.Object({
    contracts_expiring: Type.Integer(),
    contracts_expired: Type.Integer(),
    national_ids_expiring: Type.Integer(),
    national_ids_expired: Type.Integer(),
  }),
});

export const headcountSchemas: RouteSchemaTable = {
  'GET /headcount_employees': {
    summary: 'Headcount records (CEO, HR)',
    tags,
    querystring: HeadcountListQuery,
    response: { 200: Page(HeadcountEmployeeSchema) },
  },
  'GET /api/headcount_employees': {
    summary: 'The same records for the attrition screens (CEO, HR); heads, ACM and managers get a directory entry of each other person',
    tags,
    querystring: HeadcountListQuery,
    response: { 200: Page(Type.Union([HeadcountEmployeeSchema, HeadcountDirectorySchema])) },
  },
  'POST /headcount_employees': { summary: 'Add a headcount employee (CEO, HR)', tags, body: HeadcountFields, response: { 201: HeadcountEmployeeSchema } },
  'GET /headcount_employees/:id': { summary: 'One headcount record', tags, params: IdParams, response: { 200: HeadcountEmployeeSchema } },
  'PUT /headcount_employees/:id': {
    summary: 'Change a headcount record (omitted fields keep their value)',
    tags,
    params: IdParams,
    body: HeadcountChanges,
    response: { 200: HeadcountEmployeeSchema },
  },
  'POST /headcount_employees/add_or_update': {
    summary: 'Create or update records by RES_ID (each record all-or-nothing)',
    tags,
    body: HeadcountRows,
    response: { 200: ImportResultSchema },
  },
  'POST /headcount_employees/import': {
    summary: 'Import headcount records from CSV (create or update by RES_ID)',
    tags,
    consumes: multipart,
    body: UploadBody('The CSV file (multipart field `file`)'),
    response: { 200: ImportResultSchema },
  },
  'GET /headcount_employees/import_template': { summary: 'The import CSV template', tags, response: { 200: CsvFile } },
  'GET /headcount_employees/employment_statuses': {
    summary: 'Employment statuses',
    tags,
    response: { 200: Page(Type.Object({ id: Id, name: Str })) },
  },
  'GET /headcount_employees/stats': {
    summary: 'Headcount figures for the charts and expiry-alert counts',
    tags,
    response: {
      200: HeadcountStatsSchema,
    },
  },
  'POST /headcount_employees/:id/upload_contract': {
    summary: 'Upload the signed contract (PDF, DOCX, DOC, PNG, JPEG)',
    tags,
    consumes: multipart,
    params: IdParams,
    body: UploadBody('The signed contract (multipart field `contract`, or `file`)', 'contract'),
    response: { 200: HeadcountEmployeeSchema },
  },
  'GET /headcount_employees/download_contract': { summary: "The employee's signed contract", tags, querystring: ByEmployee, response: { 200: BinaryFile } },
  'POST /headcount_employees/upload_template': {
    summary: 'Upload the DOCX contract template',
    tags,
    consumes: multipart,
    body: UploadBody('The DOCX template (multipart field `template`, or `file`)', 'template'),
    response: { 200: Type.Object({ message: Str, filename: Str, placeholders: Type.Array(Str) }) },
  },
  'GET /headcount_employees/contract_template': { summary: 'The current DOCX contract template', tags, response: { 200: BinaryFile } },
  'GET /headcount_employees/export_contract': {
    summary: 'A DOCX contract filled from the template for one employee',
    tags,
    querystring: ByEmployee,
    response: { 200: BinaryFile },
  },
};
