/** Route schemas of the assets (http/schema.ts). */
import { Type } from '@sinclair/typebox';
import {
  DateTime,
  Entity,
  Id,
  IdParams,
  IsoDate,
  NoContent,
  Nullable,
  Page,
  PagingBy,
  Query,
  Search,
  SortOf,
  StringEnum,
  type RouteSchemaTable,
} from '../http/schema';
import { ASSET_TYPES, AssetInput, AssignInput, CONDITIONS, ReturnInput } from './input';

const Condition = StringEnum(CONDITIONS);
const NStr = Nullable(Type.String());
const NInt = Nullable(Type.Integer());

export const AssetSchema = Entity('Asset', {
  id: Id,
  name: Type.String(),
  asset_type: StringEnum(ASSET_TYPES),
  serial_number: Type.String(),
  condition: Condition,
  notes: NStr,
  status: StringEnum(['assigned', 'available']),
  assignment_id: NInt,
  employee_id: Nullable(Type.Integer({ description: 'Who holds it now' })),
  employee_name: NStr,
  assigned_on: Nullable(IsoDate),
  created_at: DateTime,
  updated_at: DateTime,
});

export const AssetAssignmentSchema = Entity('AssetAssignment', {
  id: Id,
  asset_id: Id,
  asset_name: Type.String(),
  employee_id: Id,
  employee_name: Type.String(),
  assigned_on: IsoDate,
  returned_on: Nullable(IsoDate),
  assigned_by_id: NInt,
  assigned_by_name: NStr,
  returned_by_id: NInt,
  returned_by_name: NStr,
  notes: NStr,
  return_notes: NStr,
  condition_on_return: Nullable(Condition),
});

export const AssetSort = SortOf(AssetSchema, [
  'id',
  'name',
  'asset_type',
  'serial_number',
  'condition',
  'status',
  'employee_name',
  'assigned_on',
  'created_at',
]);
export const AssignmentSort = SortOf(AssetAssignmentSchema, ['assigned_on', 'returned_on', 'employee_name']);
export const MyAssetsQuery = Query({ ...PagingBy(AssetSort), search: Type.Optional(Search) });
export const AssignmentListQuery = Query(PagingBy(AssignmentSort));
export const AssetQuery = Query({
  ...PagingBy(AssetSort),
  search: Type.Optional(Search),
  asset_type: Type.Optional(Type.String()),
  condition: Type.Optional(Type.String()),
  status: Type.Optional(Type.String({ description: 'assigned or available' })),
  employee_id: Type.Optional(Type.String({ description: 'Current holder' })),
});

export const assetsSchemas: RouteSchemaTable = {
  'GET /assets': { summary: 'Company assets (HR, admins)', tags: ['assets'], querystring: AssetQuery, response: { 200: Page(AssetSchema) } },
  'GET /assets/mine': {
    summary: 'The assets the caller holds now',
    tags: ['assets'],
    querystring: MyAssetsQuery,
    response: { 200: Page(AssetSchema) },
  },
  'POST /assets': { summary: 'Add an asset (HR, admins)', tags: ['assets'], body: AssetInput, response: { 201: AssetSchema } },
  'GET /assets/:id': { summary: 'One asset (HR, admins, or its holder)', tags: ['assets'], params: IdParams, response: { 200: AssetSchema } },
  'PUT /assets/:id': { summary: 'Change an asset (HR, admins)', tags: ['assets'], params: IdParams, body: AssetInput, response: { 200: AssetSchema } },
  'DELETE /assets/:id': {
    summary: 'Delete an unassigned asset and its history (HR, admins)',
    tags: ['assets'],
    params: IdParams,
    response: { 204: NoContent },
  },
  'POST /assets/:id/assign': {
    summary: 'Hand the asset over to an employee (HR, admins)',
    tags: ['assets'],
    params: IdParams,
    body: AssignInput,
    response: { 200: AssetSchema },
  },
  'POST /assets/:id/return': {
    summary: 'Take the asset back (HR, admins)',
    tags: ['assets'],
    params: IdParams,
    body: ReturnInput,
    response: { 200: AssetSchema },
  },
  'GET /assets/:id/assignments': {
    summary: 'Hand-over history of an asset, newest first (HR, admins)',
    tags: ['assets'],
    params: IdParams,
    querystring: AssignmentListQuery,
    response: { 200: Page(AssetAssignmentSchema) },
  },
};
