/** Route schemas of manager permissions (http/schema.ts). */
import { Type } from '@sinclair/typebox';
import {
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
  StringEnum,
  type RouteSchemaTable,
} from '../http/schema';
import { PERMISSIONS } from './catalogue';

export const PermissionName = StringEnum(PERMISSIONS, { description: 'SPEC §3 permission catalogue' });

export const ManagerPermissionSchema = Entity('ManagerPermission', {
  id: Id,
  employee_id: Id,
  employee_name: Type.String(),
  RES_ID: Type.String(),
  can_manage: Type.Boolean({ description: 'A grant opens nothing while its holder is not a manager' }),
  permission: PermissionName,
  granted_by_id: Nullable(Type.Integer()),
  granted_by_name: Nullable(Type.String()),
  granted_at: DateTime,
});

/** A grant (admins): the manager and the catalogue's permission. */
export const GrantInput = Body(
  { employee_id: Field.id('Manager', { required: true }), permission: Field.enum('Permission', PERMISSIONS, { required: true }) },
  'manager_permission',
);

export const GrantSort = SortOf(ManagerPermissionSchema, ['id', 'employee_name', 'permission', 'granted_at']);
export const GrantListQuery = Query({
  ...PagingBy(GrantSort),
  employee_id: Type.Optional(Type.String({ description: 'Holder id' })),
  permission: Type.Optional(PermissionName),
  search: Type.Optional(Search),
});

export const permissionsSchemas: RouteSchemaTable = {
  'GET /manager_permissions': {
    summary: 'Manager permission grants (admins: all; others: their own)',
    tags: ['permissions'],
    querystring: GrantListQuery,
    response: { 200: Page(ManagerPermissionSchema) },
  },
  'POST /manager_permissions': {
    summary: 'Grant a permission to a manager (admins)',
    tags: ['permissions'],
    body: GrantInput,
    response: { 201: ManagerPermissionSchema },
  },
  'DELETE /manager_permissions/:id': { summary: 'Revoke a grant (admins)', tags: ['permissions'], params: IdParams, response: { 204: NoContent } },
};
