/** Arguments and inputs of the help desk link operations. */
import { ArgsType, Field, InputType } from 'type-graphql';
import { SortedPageArgs } from '../../kit/sortKeys';
import { inputOf } from '../../kit/inputOf';
import { HelpdeskLink } from './types';

@ArgsType()
export class HelpdeskLinkArgs extends SortedPageArgs('/helpdesk_links', 'HelpdeskLinkSortKey') {
  @Field(() => String, { nullable: true, description: 'Name or link contains' })
  search?: string | null;
}

@InputType({ description: 'A help desk link to add or change' })
export class HelpdeskLinkInput extends inputOf(HelpdeskLink, ['name', 'link'], {
  describe: { name: 'Name (at most 100 characters, unique)', link: 'An http(s) URL; otherwise BAD_USER_INPUT "Invalid URL format"' },
}) {}
