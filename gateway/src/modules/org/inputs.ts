/** Arguments of the org chart's queries. */
import { ArgsType, Field, ID } from 'type-graphql';
import { SortedPageArgs } from '../../kit/sortKeys';

@ArgsType()
export class DirectReportsArgs extends SortedPageArgs('/org_chart/reports', 'OrgPersonSortKey') {
  @Field(() => ID, { nullable: true, description: 'Whose direct reports; absent: the people at the top of the company' })
  managerId?: string | null;
}

@ArgsType()
export class DirectoryArgs extends SortedPageArgs('/org_chart/directory', 'DirectoryPersonSortKey') {
  @Field(() => String, { nullable: true, description: 'Name or RES ID, matched anywhere' })
  search?: string | null;
  @Field(() => ID, { nullable: true, description: 'Only this department' })
  departmentId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Only this team' })
  teamId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Only the direct reports of this supervisor' })
  managerId?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Former employees too (default: active people only)' })
  includeFormer?: boolean | null;
}
