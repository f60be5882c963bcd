/** GraphQL types of the help desk links (SPEC §3 "Help desk link": name, link). */
import { Field, ID, ObjectType } from 'type-graphql';
import { Paged } from '../../common/paging';
import { Employee } from '../people/types';

@ObjectType({ description: 'A help desk link: where employees get help (IT, HR, payroll...). Needs the upstream extension /helpdesk_links (not in SPEC §7)' })
export class HelpdeskLink {
  @Field(() => ID, { description: 'Link id' })
  id!: string;
  @Field(() => String, { description: 'What the link is for, e.g. "IT Service Desk"' })
  name!: string;
  @Field(() => String, { description: 'An http(s) URL' })
  link!: string;
  @Field(() => ID, { nullable: true, description: 'Who added it' })
  createdById?: string | null;
  @Field(() => String, { nullable: true, description: 'Name of who added it', deprecationReason: 'Use createdBy { name }' })
  createdByName?: string | null;
  @Field(() => Employee, { nullable: true, description: 'Who added it' })
  createdBy?: Employee | null;
  @Field(() => String, { description: 'When it was added (ISO date-time)' })
  createdAt!: string;
  @Field(() => String, { description: 'When it last changed (ISO date-time)' })
  updatedAt!: string;
}

@ObjectType({ description: 'A page of help desk links' })
export class HelpdeskLinkPage extends Paged(HelpdeskLink) {}
