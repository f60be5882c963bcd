/** GraphQL types of the notification centre. */
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Paged } from '../../common/paging';

@ObjectType({ description: 'Something that happened which the signed-in user must act on or would want to know' })
export class Notification {
  @Field(() => ID, { description: 'Notification id' })
  id!: string;
  @Field(() => String, { description: 'What happened, e.g. leave_request.submitted, leave_request.approved' })
  kind!: string;
  @Field(() => ID, { nullable: true, description: 'Who did it' })
  actorId?: string | null;
  @Field(() => String, { nullable: true, description: 'Who did it: their name' })
  actorName?: string | null;
  @Field(() => String, { description: 'The kind of record it is about, e.g. leave_request' })
  entity!: string;
  @Field(() => ID, { description: "The record's id" })
  entityId!: string;
  @Field(() => String, { description: 'Who did what, in a sentence' })
  text!: string;
  @Field(() => String, { description: "The record's page in the web app" })
  link!: string;
  @Field(() => String, { description: 'When it happened (ISO 8601)' })
  createdAt!: string;
  @Field(() => String, { nullable: true, description: 'When the user read it (ISO 8601); null while unread' })
  readAt?: string | null;
}

@ObjectType({ description: 'A page of notifications' })
export class NotificationPage extends Paged(Notification) {}

@ObjectType({ description: 'Whether one event type also e-mails the signed-in user (decision 0208)' })
export class NotificationPreference {
  @Field(() => String, { description: 'The event type, e.g. leave_request.outcome' })
  eventType!: string;
  @Field(() => String, { description: 'What the event is, in words' })
  label!: string;
  @Field(() => Boolean, { description: 'Whether it e-mails me: my own choice, else the company default' })
  email!: boolean;
  @Field(() => Boolean, { description: "The company's default for everyone who has not chosen" })
  companyDefault!: boolean;
  @Field(() => Boolean, { description: 'Whether I chose (false: the company default applies)' })
  chosen!: boolean;
}

/** How notification e-mail reaches the signed-in user (upstream `delivery`, decision 0221). */
export enum NotificationDelivery {
  IMMEDIATE = 'immediate',
  DIGEST = 'digest',
}
registerEnumType(NotificationDelivery, {
  name: 'NotificationDelivery',
  description: 'How notification e-mail reaches me',
  valuesConfig: { IMMEDIATE: { description: 'Each notification whose type e-mails me, at once' }, DIGEST: { description: 'One daily e-mail of the unread' } },
});
