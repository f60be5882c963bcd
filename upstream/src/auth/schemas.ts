/** Route schemas of sign-in and the session (http/schema.ts). */
import { Type } from '@sinclair/typebox';
import { Body, Field, type RouteSchemaTable } from '../http/schema';
import { EmployeeSchema } from '../people/schemas';
import { MIN_PASSWORD_LENGTH } from './passwords';
import { PermissionName } from '../permissions/schemas';

/** The signed-in user: the employee plus the manager permissions they hold (SPEC §6 shared area). */
const SignedInUser = Type.Intersect([
  EmployeeSchema,
  Type.Object({ manager_permissions: Type.Optional(Type.Array(PermissionName, { description: 'SPEC §6 shared area managerPermissions' })) }),
]);

/** Missing credentials are a 401 like wrong ones (routes.ts): the route reads the check, not its messages. */
export const LoginInput = Body({ email: Field.text('Email', { required: true }), password: Field.password('Password', { required: true }) }, 'user');

export const PasswordChange = Body(
  {
    old_password: Field.password('Current password', { required: true }),
    new_password: Field.password('New password', { required: true, min: MIN_PASSWORD_LENGTH }),
  },
  ['employee', 'user'],
);

export const authSchemas: RouteSchemaTable = {
  'POST /login': {
    summary: 'Sign in (public)',
    tags: ['session'],
    security: [],
    body: LoginInput,
    response: { 200: Type.Object({ token: Type.String(), user: SignedInUser }) },
  },
  'GET /current_user_with_manager': {
    summary: 'The signed-in employee with their manager (and the manager permissions they hold)',
    tags: ['session'],
    response: { 200: SignedInUser },
  },
  'PATCH /employees/change_password': {
    summary: "Change the caller's password",
    tags: ['session'],
    body: PasswordChange,
    response: { 200: Type.Object({ message: Type.String() }) },
  },
  'POST /logout': { summary: "Sign out: revokes the caller's session", tags: ['session'], response: { 200: Type.Object({ message: Type.String() }) } },
  'GET /healthz': {
    summary: 'Liveness (public)',
    tags: ['operations'],
    security: [],
    response: { 200: Type.Object({ status: Type.String() }) },
  },
};
