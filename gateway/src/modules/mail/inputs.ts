/** Arguments of the mail operations. */
import { ArgsType, Field } from 'type-graphql';
import { SortedPageArgs } from '../../kit/sortKeys';

@ArgsType()
export class OutboxArgs extends SortedPageArgs('/mail/outbox', 'OutboxMailSortKey') {
  @Field(() => String, { nullable: true, description: 'queued, sent or kept' })
  status?: string | null;
}

@ArgsType()
export class SetPasswordArgs {
  @Field(() => String, { description: 'The token of the invitation or reset link' })
  token!: string;
  @Field(() => String, { description: 'The new password (at least 8 characters)' })
  password!: string;
}
