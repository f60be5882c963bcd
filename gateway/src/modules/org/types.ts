/** GraphQL types of the org chart (upstream extension /org_chart, not in SPEC §7): what every colleague may see. */
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Paged } from '../../common/paging';

/**
 * What every colleague may see of a person, shared by the org chart's and the directory's people. Never a resolver's
 * type, so type-graphql 2 does not emit it: only the two subclasses appear in the schema.
 */
@ObjectType()
export abstract class Colleague {
  @Field(() => ID, { description: 'Employee id' })
  id!: string;
  @Field(() => String, { description: 'Full name' })
  name!: string;
  @Field(() => String, { nullable: true, description: 'Job title' })
  roleTitle?: string | null;
  @Field(() => String, { nullable: true, description: 'Department name' })
  departmentName?: string | null;
  @Field(() => String, { nullable: true, description: 'Team name' })
  teamName?: string | null;
}

@ObjectType({ description: 'A person in the org chart: name, job, department and team only (never pay or personal data)' })
export class OrgPerson extends Colleague {
  @Field(() => ID, { nullable: true, description: 'Their manager; null at the top of the company' })
  managerId?: string | null;
  @Field(() => Int, { description: 'How many active people report to them directly' })
  reportCount!: number;
}

@ObjectType({ description: 'A page of people of the org chart' })
export class OrgPersonPage extends Paged(OrgPerson) {}

@ObjectType({ description: 'A person of the directory: name, job, department, team, supervisor and status only (never pay or personal data)' })
export class DirectoryPerson extends Colleague {
  @Field(() => ID, { nullable: true, description: 'Their supervisor; null when nobody' })
  managerId?: string | null;
  @Field(() => String, { nullable: true, description: 'Their supervisor’s name' })
  managerName?: string | null;
  @Field(() => Boolean, { description: 'Still employed (false: a former employee)' })
  active!: boolean;
}

@ObjectType({ description: 'A page of the directory' })
export class DirectoryPersonPage extends Paged(DirectoryPerson) {}
