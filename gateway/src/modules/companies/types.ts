/** GraphQL types of companies: a registered company (upstream extension POST /companies, not in SPEC §7). */
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A company: its name, subdomain, industry and size (SPEC §3 Company)' })
export class Company {
  @Field(() => ID, { description: 'Company id' })
  id!: string;
  @Field(() => String, { description: 'Company name' })
  name!: string;
  @Field(() => String, { description: 'Its subdomain: lowercase letters, digits and hyphens (not first or last), 3-63 characters' })
  subdomain!: string;
  @Field(() => String, { description: 'Industry, one of the listed industries (@hr/rules INDUSTRIES)' })
  industry!: string;
  @Field(() => String, { description: 'How many people it employs, one of @hr/rules EMPLOYEE_COUNT_RANGES (1-10, 11-50, ...)' })
  employeeCountRange!: string;
}

@ObjectType({ description: 'A company just registered: where it lives and where the link to set the password went' })
export class RegisteredCompany {
  @Field(() => String, { description: 'Outcome message' })
  message!: string;
  @Field(() => Company, { description: 'The new company' })
  company!: Company;
  @Field(() => String, { description: "The company's web address: its admin sets the password and signs in there" })
  url!: string;
  @Field(() => String, { description: "The admin's e-mail, where the link went" })
  email!: string;
  @Field(() => Boolean, { description: 'No SMTP server is configured: the message was kept in the outbox, not sent' })
  mailKept!: boolean;
  @Field(() => String, { nullable: true, description: 'Only when mailKept: the link to set the password (no mail can bring it)' })
  setPasswordUrl?: string | null;
}
