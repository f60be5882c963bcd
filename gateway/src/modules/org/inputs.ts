/** Arguments of the org chart's queries. */
import { ArgsType, Field, ID } from 'type-graphql';
import { SortedPageArgs } from '../../kit/sortKeys';

@ArgsType()
export class DirectReportsArgs extends SortedPageArgs('/org_chart/reports', 'OrgPersonSortKey') {
  @Field(() => ID, { nullable: true, description: 'Whose direct reports; absent: the people at the top of the company' })
  managerId?: string | null;
}
