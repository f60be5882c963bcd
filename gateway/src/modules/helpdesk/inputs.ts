/** Arguments and inputs of the help desk link operations. */
import { ArgsType, Field, InputType } from 'type-graphql';
import { PageArgs } from '../../common/paging';

@ArgsType()
export class HelpdeskLinkArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Name or link contains' })
  search?: string | null;
}

@InputType({ description: 'A help desk link to add or change' })
export class HelpdeskLinkInput {
  @Field(() => String, { description: 'Name (at most 100 characters, unique)' })
  name!: string;
  @Field(() => String, { description: 'An http(s) URL; otherwise BAD_USER_INPUT "Invalid URL format"' })
  link!: string;
}
