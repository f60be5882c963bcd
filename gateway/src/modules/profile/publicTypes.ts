/**
 * The public profile (decision 0206): what every colleague may see of a person. Its own type, like the org chart's
 * people, with no pay or personal field at all, so no path through it can carry them (the integration test lists
 * its fields).
 */
import { Field, ID, ObjectType } from 'type-graphql';
import { Colleague } from '../org/types';
import { withPublicPart } from './types';

@ObjectType({ description: 'A person above someone in the reporting line: name and job only' })
export class ProfilePerson extends Colleague {}

@ObjectType({ description: "A person's public profile: name, picture, job, department, team, supervisor, bio and links (never pay or personal data)" })
export class PublicProfile extends withPublicPart(Colleague) {
  @Field(() => Boolean, { description: 'Still employed (false: a former employee)' })
  active!: boolean;
  @Field(() => ID, { nullable: true, description: 'Their direct supervisor; null when nobody' })
  managerId?: string | null;
  @Field(() => String, { nullable: true, description: 'Their direct supervisor’s name' })
  managerName?: string | null;
}
