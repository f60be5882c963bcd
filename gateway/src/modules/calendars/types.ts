/** GraphQL types of calendars (SPEC §3 shared area Calendar: name, color, isPrivate, createdBy). */
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CalendarEventKind } from '../home/types';

export enum CalendarScope {
  COMPANY = 'company',
  TEAM = 'team',
  PERSON = 'person',
}
registerEnumType(CalendarScope, {
  name: 'CalendarScope',
  description: 'Whose events a calendar shows',
  valuesConfig: {
    COMPANY: { description: 'Everyone in the company' },
    TEAM: { description: 'The members of one team' },
    PERSON: { description: 'One person' },
  },
});

@ObjectType({ description: 'A calendar: which events of whom it shows, shared or private' })
export class Calendar {
  @Field(() => ID, { description: 'Calendar id' })
  id!: string;
  @Field(() => String, { description: 'Its name' })
  name!: string;
  @Field(() => String, { description: 'Its colour, #rrggbb' })
  color!: string;
  @Field(() => Boolean, { description: 'Seen only by its creator and admins' })
  isPrivate!: boolean;
  @Field(() => CalendarScope, { description: 'The company, a team or a person' })
  scope!: CalendarScope;
  @Field(() => ID, { nullable: true, description: 'The team of a team calendar' })
  teamId?: string | null;
  @Field(() => String, { nullable: true, description: "The team's name" })
  teamName?: string | null;
  @Field(() => ID, { nullable: true, description: "The person of a person's calendar" })
  personId?: string | null;
  @Field(() => String, { nullable: true, description: "The person's name" })
  personName?: string | null;
  @Field(() => [CalendarEventKind], { description: 'The kinds of event it shows' })
  kinds!: CalendarEventKind[];
  @Field(() => ID, { description: 'Who created it' })
  createdBy!: string;
  @Field(() => String, { description: "Its creator's name" })
  createdByName!: string;
  @Field(() => Boolean, { description: 'Whether the viewer has a live feed link for it' })
  hasFeed!: boolean;
}

@ObjectType({ description: 'The calendars the viewer may see' })
export class CalendarList {
  @Field(() => [Calendar], { description: 'By name' })
  items!: Calendar[];
  @Field(() => Int, { description: 'How many' })
  count!: number;
}

@ObjectType({ description: 'One event of a calendar (all-day, from first to last day)' })
export class CalendarEntry {
  @Field(() => String, { description: 'Stable id (the feed UID)' })
  uid!: string;
  @Field(() => CalendarEventKind, { description: 'Its kind' })
  kind!: CalendarEventKind;
  @Field(() => String, { description: 'What it says' })
  title!: string;
  @Field(() => String, { description: 'First day, YYYY-MM-DD' })
  startDate!: string;
  @Field(() => String, { description: 'Last day, YYYY-MM-DD' })
  endDate!: string;
  @Field(() => Boolean, { description: 'A half-day leave (morning or evening: its title says which)' })
  halfDay!: boolean;
  @Field(() => ID, { nullable: true, description: 'Whose event (none: a public holiday)' })
  employeeId?: string | null;
}

@ObjectType({ description: 'The link a calendar app subscribes to' })
export class CalendarFeedLink {
  @Field(() => String, { description: 'Path of the feed on this server (/calendar-feeds/<token>.ics): shown once, the previous one stops working' })
  path!: string;
}

@InputType({ description: 'A new calendar' })
export class CalendarInput {
  @Field(() => String, { description: 'Its name (at most 100 characters)' })
  name!: string;
  @Field(() => String, { description: 'Colour, #rrggbb' })
  color!: string;
  @Field(() => Boolean, { nullable: true, description: 'Private: seen only by its creator and admins' })
  isPrivate?: boolean | null;
  @Field(() => CalendarScope, { description: 'Whose events' })
  scope!: CalendarScope;
  @Field(() => ID, { nullable: true, description: 'The team (scope TEAM)' })
  teamId?: string | null;
  @Field(() => ID, { nullable: true, description: 'The person (scope PERSON)' })
  personId?: string | null;
  @Field(() => [CalendarEventKind], { description: 'Which kinds of event it shows' })
  kinds!: CalendarEventKind[];
}
