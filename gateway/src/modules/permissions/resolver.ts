/**
 * Manager permissions: admins grant and revoke MANAGE_LEAVE_REQUESTS / MANAGE_GOALS; a person reads their
 * own (`me.managerPermissions`, from GET /current_user_with_manager). The calls are upstream extensions
 * (GET/POST /manager_permissions, DELETE /manager_permissions/{id}): against a SPEC §7-only backend they answer
 * NOT_FOUND and nobody holds a permission (`capabilities.teamSpace` is false, the web hides the pages).
 * A grant or revoke drops the holder's cached user, so their next request sees the change.
 */
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { pageQuery } from '../../common/paging';
import type { Context } from '../../context';
import { forgetCachedEmployee, type CurrentUser } from '../../currentUser';
import { Me } from '../auth/types';
import { declareRelations } from '../../kit/relations';
import type { RowOf } from '../../kit/loaders';
import { employeeRelation } from '../people/loaders';
import { ManagerPermissionArgs, ManagerPermissionsOfArgs } from './inputs';
import { ManagerPermissionGrant, ManagerPermissionGrantPage, ManagerPermissionName } from './types';
import { filterQuery } from '../../kit/filterQuery';

@Resolver(() => ManagerPermissionGrant)
export class PermissionsResolver {
  @Authorized('permissions.manage')
  @Query(() => ManagerPermissionGrantPage, {
    description: 'Every manager permission grant (admins; needs the upstream extension GET /manager_permissions)',
  })
  managerPermissions(@Args(() => ManagerPermissionArgs) args: ManagerPermissionArgs, @Ctx() ctx: Context) {
    return ctx.rest.get('/manager_permissions', { query: filterQuery(args) });
  }

  @Authorized('permissions.view')
  @Query(() => ManagerPermissionGrantPage, {
    description: "One person's grants: `me` or one's own id (SPEC §2 current-user-only), anyone's for admins",
  })
  async managerPermissionsOf(
    @Arg('id', () => ID, { description: "Employee id, or 'me'" }) id: string,
    @Args(() => ManagerPermissionsOfArgs) args: ManagerPermissionsOfArgs,
    @Ctx() ctx: Context,
  ) {
    const employeeId = id === 'me' ? String((await ctx.currentUser()).id) : id;
    return ctx.rest.get('/manager_permissions', { query: { ...pageQuery(args), employeeId } });
  }

  @Authorized('permissions.manage')
  @Mutation(() => ManagerPermissionGrant, {
    description: 'Grants a permission to a manager (admins). Not a manager: BAD_USER_INPUT; held already: CONFLICT',
  })
  async grantManagerPermission(
    @Arg('employeeId', () => ID, { description: 'The manager' }) employeeId: string,
    @Arg('permission', () => ManagerPermissionName, { description: 'The permission' }) permission: ManagerPermissionName,
    @Ctx() ctx: Context,
  ) {
    const grant = await ctx.rest.post('/manager_permissions', { body: { managerPermission: { employeeId: Number(employeeId) || employeeId, permission } } });
    await forgetCachedEmployee(employeeId);
    return grant;
  }

  @Authorized('permissions.manage')
  @Mutation(() => Boolean, { description: 'Revokes a grant (admins); missing: NOT_FOUND "Permission is not found!"' })
  async revokeManagerPermission(
    @Arg('id', () => ID, { description: 'Grant id' }) id: string,
    @Arg('employeeId', () => ID, { nullable: true, description: 'The holder (drops their cached permissions at once)' }) employeeId: string | null,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await ctx.rest.delete('/manager_permissions/{id}', { params: { id } });
    if (employeeId) await forgetCachedEmployee(employeeId);
    return true;
  }
}

/** `me.managerPermissions`: what the signed-in user holds (none from a backend without the extension). */
@Resolver(() => Me)
export class MePermissionsResolver {
  @FieldResolver(() => [ManagerPermissionName], {
    description: 'Manager permissions this user holds (SPEC §6 shared area managerPermissions); empty unless a manager was granted some',
  })
  managerPermissions(@Root() me: CurrentUser): ManagerPermissionName[] {
    const held = Array.isArray(me.managerPermissions) ? me.managerPermissions : [];
    return Object.values(ManagerPermissionName).filter((name) => held.includes(name));
  }
}

/** A manager permission grant as the upstream answers it. */
type GrantRow = RowOf<'/manager_permissions'>;

declareRelations(PermissionsResolver, {
  employee: employeeRelation(
    'The holder',
    (row: GrantRow) => row.employeeId,
    (row) => ({ name: row.employeeName, resId: row.resId }),
  ),
});
