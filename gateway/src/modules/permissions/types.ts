/** GraphQL types of manager permissions (SPEC §3 "Permission catalogue", §6 shared area). */
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Paged } from '../../common/paging';
import { Employee } from '../people/types';

export enum ManagerPermissionName {
  MANAGE_LEAVE_REQUESTS = 'MANAGE_LEAVE_REQUESTS',
  MANAGE_GOALS = 'MANAGE_GOALS',
}
registerEnumType(ManagerPermissionName, {
  name: 'ManagerPermissionName',
  description: 'The permission catalogue (SPEC §3): what admins grant to managers',
  valuesConfig: {
    MANAGE_LEAVE_REQUESTS: { description: 'File, approve and reject leave requests for the reporting line' },
    MANAGE_GOALS: { description: 'Set, approve and reject goals for the reporting line' },
  },
});

@ObjectType({ description: 'A manager permission granted to a manager' })
export class ManagerPermissionGrant {
  @Field(() => ID, { description: 'Grant id' })
  id!: string;
  @Field(() => ID, { description: 'The manager holding it' })
  employeeId!: string;
  @Field(() => String, { description: "The holder's name", deprecationReason: 'Use employee { name }' })
  employeeName!: string;
  @Field(() => String, { description: "The holder's RES_ID" })
  resId!: string;
  @Field(() => Boolean, { description: 'Whether the holder is a manager now; a grant opens nothing while they are not' })
  canManage!: boolean;
  @Field(() => ManagerPermissionName, { description: 'The permission' })
  permission!: ManagerPermissionName;
  @Field(() => ID, { nullable: true, description: 'The admin who granted it' })
  grantedById?: string | null;
  @Field(() => String, { nullable: true, description: "The granting admin's name" })
  grantedByName?: string | null;
  @Field(() => String, { description: 'When it was granted (ISO 8601)' })
  grantedAt!: string;
  @Field(() => Employee, { nullable: true, description: 'The holder' })
  employee?: Employee | null;
}

@ObjectType({ description: 'A page of manager permission grants' })
export class ManagerPermissionGrantPage extends Paged(ManagerPermissionGrant) {}
