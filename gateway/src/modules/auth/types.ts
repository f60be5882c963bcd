/** GraphQL types of sign-in and the current user. */
import { Field, ObjectType } from 'type-graphql';
import type { Roles as RoleFlags } from '../../access/roles';
import { Employee } from '../people/types';
import { AccessKeyEnum, MenuGroupEnum } from '../../access/enums';
import type { AccessKey, MenuGroup } from '../../access/table';

@ObjectType({ description: 'SPEC §6 role flags of a user' })
export class Roles implements RoleFlags {
  @Field(() => Boolean, { description: 'Role title contains "CEO"' })
  ceo!: boolean;
  @Field(() => Boolean, { description: 'Role title contains the word "HR"' })
  hr!: boolean;
  @Field(() => Boolean, { description: 'Role title contains "head"' })
  head!: boolean;
  @Field(() => Boolean, { description: 'Role title contains "team leader"' })
  teamLeader!: boolean;
  @Field(() => Boolean, { description: 'Role title contains "audit"' })
  auditor!: boolean;
  @Field(() => Boolean, { description: 'Role title contains "ACM"' })
  acm!: boolean;
  @Field(() => Boolean, { description: 'CEO or head of HR' })
  admin!: boolean;
  @Field(() => Boolean, { description: 'Role type 3 in department 4 (auditing)' })
  headAuditing!: boolean;
  @Field(() => Boolean, { description: 'Role type 3 in department 5 (cold calling)' })
  coldHead!: boolean;
  @Field(() => Boolean, { description: 'Cold-calling head, HR, or role type 2' })
  coldHeadOrHr!: boolean;
  @Field(() => Boolean, { description: 'Manages others (can_manage)' })
  manager!: boolean;
}

@ObjectType({ description: 'What the current user may open in the web app' })
export class Access {
  @Field(() => [AccessKeyEnum], { description: 'Access keys (gateway/src/access/table.ts) this user passes' })
  routes!: AccessKey[];
  @Field(() => [MenuGroupEnum], { description: 'Side-menu groups (SPEC §2) with at least one page this user may open, in menu order' })
  menuGroups!: MenuGroup[];
  @Field(() => [AccessKeyEnum], {
    description: "Keys among routes that open only for the user's own record: the route's :id is `me` or the user's id (SPEC §2 currentUserOnly)",
  })
  ownOnly!: AccessKey[];
}

@ObjectType({ description: 'The signed-in user' })
export class Me extends Employee {
  @Field(() => Employee, { nullable: true, description: 'Direct manager, when there is one' })
  manager?: Employee | null;

  @Field(() => Roles, { description: 'Role flags derived from the role title and type' })
  roles!: Roles;

  @Field(() => Access, { description: 'Routes and menu groups this user may open' })
  access!: Access;
}

@ObjectType({ description: 'A successful sign-in' })
export class AuthPayload {
  @Field(() => String, { description: 'Bearer token for the Authorization header' })
  token!: string;
  @Field(() => Me, { description: 'The signed-in user' })
  user!: Me;
}
