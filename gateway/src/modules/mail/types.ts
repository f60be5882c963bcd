/** GraphQL types of mail: the outbox and the set-password answer (upstream extension mail/, not in SPEC §7). */
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Paged } from '../../common/paging';

@ObjectType({ description: 'A message of the outbox. Needs the upstream extension GET /mail/outbox (not in SPEC §7)' })
export class OutboxMail {
  @Field(() => ID, { description: 'Message id' })
  id!: string;
  @Field(() => String, { description: 'Recipient' })
  toAddress!: string;
  @Field(() => String, { description: 'Subject' })
  subject!: string;
  @Field(() => String, { description: 'Plain-text body' })
  body!: string;
  @Field(() => String, { description: 'queued (waiting for its next attempt), sent, or kept (no SMTP server: read it here)' })
  status!: string;
  @Field(() => Int, { description: 'Send attempts so far' })
  attempts!: number;
  @Field(() => String, { description: 'When a queued message is tried next (ISO date-time)' })
  nextAttemptAt!: string;
  @Field(() => String, { nullable: true, description: 'Why the last attempt failed' })
  lastError?: string | null;
  @Field(() => String, { nullable: true, description: 'When it was sent (ISO date-time)' })
  sentAt?: string | null;
  @Field(() => String, { description: 'When it was queued (ISO date-time)' })
  createdAt!: string;
}

@ObjectType({ description: 'A page of outbox messages' })
export class OutboxMailPage extends Paged(OutboxMail) {}

@ObjectType({ description: 'A password set through a one-time link' })
export class PasswordSet {
  @Field(() => String, { description: 'Outcome message' })
  message!: string;
  @Field(() => String, { description: 'The account that can now sign in with it' })
  email!: string;
}
