/** Arguments of the manager permission operations. */
import { ArgsType, Field, ID } from 'type-graphql';
import { SortedPageArgs } from '../../kit/sortKeys';
import { ManagerPermissionName } from './types';

@ArgsType()
export class ManagerPermissionArgs extends SortedPageArgs('/manager_permissions', 'ManagerPermissionSortKey') {
  @Field(() => ID, { nullable: true, description: 'Only this holder' })
  employeeId?: string | null;
  @Field(() => ManagerPermissionName, { nullable: true, description: 'Only this permission' })
  permission?: ManagerPermissionName | null;
  @Field(() => String, { nullable: true, description: "Holder's name or RES_ID contains" })
  search?: string | null;
}

/** One person's grants sort as the whole list does. */
@ArgsType()
export class ManagerPermissionsOfArgs extends SortedPageArgs('/manager_permissions', 'ManagerPermissionSortKey') {}
