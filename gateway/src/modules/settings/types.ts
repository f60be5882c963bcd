/** GraphQL types of settings (upstream extension /company/settings, not in SPEC §7). */
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description: "What the shell shows everyone in the company: the text catalogue's company name and copyright line, the saved colours and the logo",
})
export class CompanyBranding {
  @Field(() => String, { description: "The company's name" })
  name!: string;
  @Field(() => String, { description: 'The copyright line of the footer' })
  copyright!: string;
  @Field(() => String, {
    nullable: true,
    description: "The company's primary colour (#rrggbb); null: the product's default. A user's own pick wins for that user",
  })
  primaryColor?: string | null;
  @Field(() => String, { nullable: true, description: "The company's secondary colour (#rrggbb); null: the product's default" })
  secondaryColor?: string | null;
  @Field(() => String, { nullable: true, description: 'The logo as a data: URL (PNG or JPEG); null: none' })
  logo?: string | null;
}

@ObjectType({ description: "The company's settings (admins). The Jira API token is write-only: only whether one is stored is answered" })
export class CompanySettings extends CompanyBranding {
  @Field(() => String, { nullable: true, description: 'The Jira site, e.g. https://example.atlassian.net' })
  jiraUrl?: string | null;
  @Field(() => String, { nullable: true, description: 'The Jira account (e-mail) the API token belongs to' })
  jiraUsername?: string | null;
  @Field(() => Boolean, { description: 'Whether a Jira API token is stored (stored encrypted; never answered)' })
  jiraTokenSet!: boolean;
  @Field(() => Int, {
    nullable: true,
    description: 'Months the audit trail keeps an entry (12 to 120); null: for ever. Older entries are deleted daily',
  })
  auditRetentionMonths?: number | null;
}

@ObjectType({ description: "A new company's first-run checklist: each item is done when the data says so" })
export class SetupChecklist {
  @Field(() => Boolean, { description: 'Departments added (more than the one a company starts with)' })
  departments!: boolean;
  @Field(() => Boolean, { description: 'People invited (someone besides the first admin can sign in)' })
  people!: boolean;
  @Field(() => Boolean, { description: 'Leave types set (one added or changed since the company was created; untouched defaults do not count)' })
  leaveTypes!: boolean;
  @Field(() => Boolean, { description: 'An admin dismissed the checklist' })
  dismissed!: boolean;
}

@ObjectType({ description: 'The outcome of testing the Jira connection (GET /rest/api/3/myself with the stored token)' })
export class JiraConnectionTest {
  @Field(() => Boolean, { description: 'Jira accepted the username and API token' })
  ok!: boolean;
  @Field(() => String, { description: 'What happened, for the admin' })
  message!: string;
}
