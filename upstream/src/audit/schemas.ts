/** Route schemas of the audit trail (http/schema.ts). */
import { Type } from '@sinclair/typebox';
import { shapeOf } from '../http/entity';
import {
  CsvFile,
  DateTime,
  Entity,
  Id,
  IdParams,
  IsoDate,
  NInt,
  NStr,
  Page,
  PagingBy,
  Query,
  SortOf,
  Str,
  StringEnum,
  type RouteSchemaTable,
} from '../http/schema';

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;

/** The value a reader who may not read a pay, personal or HR-record field sees in its place. */
export const HIDDEN = 'hidden';

export const AuditChange = Type.Object({
  field: Str,
  before: Type.Union([Str, Type.Null()], { description: `The value before (null: none; "${HIDDEN}": not yours to read)` }),
  after: Type.Union([Str, Type.Null()], { description: `The value after (null: none; "${HIDDEN}": not yours to read)` }),
});

export const AuditEntrySchema = Entity('AuditEntry', {
  id: Id,
  at: DateTime,
  actor_employee_id: NInt,
  actor_name: NStr,
  actor_role: NStr,
  system: Type.Boolean({ description: 'Written by a scheduled job, not by a person' }),
  request_id: NStr,
  entity: Type.String({ description: 'The table written, e.g. employees, pay_bonuses, action_againsts' }),
  entity_id: Str,
  employee_id: Type.Union([Type.Integer(), Type.Null()], { description: 'The person the record is about' }),
  employee_name: NStr,
  action: StringEnum(AUDIT_ACTIONS),
  fields: Type.Array(Str),
  changes: Type.Array(AuditChange),
});

/** An audit row as stored: the answer's columns, with the raw before/after instead of the masked changes. */
export const AuditStoredRow = Type.Composite([
  Type.Omit(shapeOf(AuditEntrySchema), ['changes']),
  Type.Object({
    before: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
    after: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  }),
]);

export const AuditSort = SortOf(AuditEntrySchema, ['at']);

const filters = {
  employee_id: Type.Optional(Type.Integer({ minimum: 1, description: 'The person the records are about' })),
  actor_id: Type.Optional(Type.Integer({ minimum: 1, description: 'The employee who made the change' })),
  entity: Type.Optional(Type.String({ maxLength: 63, description: 'The table, e.g. employees' })),
  entity_id: Type.Optional(Type.String({ maxLength: 63 })),
  field: Type.Optional(Type.String({ maxLength: 63, description: 'A changed field, e.g. base_salary' })),
  action: Type.Optional(StringEnum(AUDIT_ACTIONS)),
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
};

export const AuditListQuery = Query({ ...PagingBy(AuditSort), ...filters });
export const AuditExportQuery = Query(filters);
export const HistoryQuery = Query(PagingBy(AuditSort));

export const auditSchemas: RouteSchemaTable = {
  'GET /audit_log': {
    summary: 'Search the audit trail, newest first (CEO, HR, admin); pay and personal values masked per SPEC §6',
    tags: ['audit'],
    querystring: AuditListQuery,
    response: { 200: Page(AuditEntrySchema) },
  },
  'GET /audit_log/export': {
    summary: 'The audit trail of the same filters as a CSV file (CEO, HR, admin)',
    tags: ['audit'],
    querystring: AuditExportQuery,
    response: { 200: CsvFile },
  },
  'GET /employees/:id/history': {
    summary: "Changes to a person's records (their employee record, HR record, account, pay, actions, leaves), newest first",
    tags: ['audit'],
    params: IdParams,
    querystring: HistoryQuery,
    response: { 200: Page(AuditEntrySchema) },
  },
};
