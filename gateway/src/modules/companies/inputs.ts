/** Inputs of companies: the registration form (SPEC §3 Company). */
import { Field, InputType } from 'type-graphql';
import { inputOf } from '../../kit/inputOf';
import { Company } from './types';

@InputType({ description: 'A company to register, with its first admin' })
export class RegisterCompanyInput extends inputOf(Company, ['industry', 'employeeCountRange', 'subdomain'], {
  describe: { subdomain: 'Lowercase letters, digits and hyphens (not first or last), 3-63 characters; reserved names refused' },
}) {
  @Field(() => String, { description: 'Company name (at most 100 characters)' })
  companyName!: string;
  @Field(() => String, { description: "The admin's e-mail: the link to set their password goes there" })
  email!: string;
  @Field(() => String, { description: "The admin's first name" })
  firstName!: string;
  @Field(() => String, { description: "The admin's last name" })
  lastName!: string;
}
