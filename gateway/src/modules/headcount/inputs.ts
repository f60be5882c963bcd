/** Arguments and inputs of the headcount operations. */
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { PageArgs } from '../../common/paging';

@ArgsType()
export class HeadcountArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Name, RES_ID, e-mail, role or national ID contains' })
  search?: string | null;
  @Field(() => ID, { nullable: true, description: 'Only this employment status' })
  statusId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Only this department' })
  departmentId?: string | null;
  @Field(() => String, { nullable: true, description: 'Only this role title' })
  role?: string | null;
  @Field(() => String, { nullable: true, description: 'Only this employment type' })
  employmentType?: string | null;
  @Field(() => ID, { nullable: true, description: 'Only people reporting to this manager' })
  managerId?: string | null;
  @Field(() => String, { nullable: true, description: 'Hired on or after (YYYY-MM-DD)' })
  hiredFrom?: string | null;
  @Field(() => String, { nullable: true, description: 'Hired on or before (YYYY-MM-DD)' })
  hiredTo?: string | null;
  @Field(() => String, { nullable: true, description: 'Missing this document (snake_case flag name) or `any`' })
  missingDocument?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'Expiry alerts: contract, national_id or any (expired or within 30 days); needs the upstream extension `expiring` (ignored by a SPEC-only backend)',
  })
  expiring?: string | null;
}

@InputType({ description: 'A headcount record to create, or the changes to one (omitted fields keep their value)' })
export class HeadcountEmployeeInput {
  @Field(() => String, { nullable: true, description: 'RES_ID (required to create)' })
  resId?: string | null;
  @Field(() => String, { nullable: true, description: 'Full name (required to create)' })
  name?: string | null;
  @Field(() => String, { nullable: true, description: 'Communication e-mail (required to create)' })
  communicationEmail?: string | null;
  @Field(() => String, { nullable: true, description: 'National ID; a duplicate is refused naming the holder' })
  nationalId?: string | null;
  @Field(() => String, { nullable: true, description: 'Nationality' })
  nationality?: string | null;
  @Field(() => String, { nullable: true, description: 'City of residence' })
  cityOfResidence?: string | null;
  @Field(() => String, { nullable: true, description: 'Male or Female' })
  gender?: string | null;
  @Field(() => String, { nullable: true, description: 'Date of birth (YYYY-MM-DD, in the past)' })
  dateOfBirth?: string | null;
  @Field(() => String, { nullable: true, description: 'Phone number' })
  phoneNumber?: string | null;
  @Field(() => String, { nullable: true, description: 'Emergency contact name' })
  emergencyContactName?: string | null;
  @Field(() => String, { nullable: true, description: 'Emergency contact number' })
  emergencyContactNumber?: string | null;
  @Field(() => String, { nullable: true, description: 'Payoneer e-mail' })
  payoneerEmail?: string | null;
  @Field(() => ID, { nullable: true, description: 'Employment status id (default Active)' })
  statusId?: string | null;
  @Field(() => String, { nullable: true, description: 'Employment type' })
  employmentType?: string | null;
  @Field(() => ID, { nullable: true, description: 'Employment role id (or give role)' })
  employmentRoleId?: string | null;
  @Field(() => String, { nullable: true, description: 'Role title (or give employmentRoleId)' })
  role?: string | null;
  @Field(() => ID, { nullable: true, description: 'Department id (required to create)' })
  departmentId?: string | null;
  @Field(() => ID, { nullable: true, description: "Direct manager's employee id" })
  managerId?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Full time' })
  isFullTime?: boolean | null;
  @Field(() => String, { nullable: true, description: 'Part-time date shuffled (YYYY-MM-DD)' })
  partTimeDateShuffled?: string | null;
  @Field(() => ID, { nullable: true, description: 'Recruitment candidate id' })
  candidateId?: string | null;
  @Field(() => String, { nullable: true, description: 'Hiring date (YYYY-MM-DD; required to create)' })
  hiringDate?: string | null;
  @Field(() => String, { nullable: true, description: 'Contract signed (YYYY-MM-DD)' })
  contractSignedDate?: string | null;
  @Field(() => String, { nullable: true, description: 'Contract expires (YYYY-MM-DD, after signing)' })
  contractExpirationDate?: string | null;
  @Field(() => String, { nullable: true, description: 'National ID expires (YYYY-MM-DD)' })
  nationalIdExpirationDate?: string | null;
  @Field(() => String, { nullable: true, description: 'Last working day (YYYY-MM-DD)' })
  lastWorkingDay?: string | null;
  @Field(() => String, { nullable: true, description: 'Custody' })
  custody?: string | null;
  @Field(() => String, { nullable: true, description: 'Military status' })
  militaryStatus?: string | null;
  @Field(() => String, { nullable: true, description: 'Marital status (Single, Engaged, Married)' })
  martialStatus?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Document: social insurance' })
  socialInsurance?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Document: medical insurance' })
  medicalInsurance?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Document: NDA signed' })
  ndaSigned?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Document: birth certificate' })
  birthCertificate?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Document: criminal record' })
  criminalRecord?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Document: original academic certificate' })
  originalAcademicCertificate?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Document: work stub' })
  workStub?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Document: copy of national ID' })
  copyOfNationalId?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Document: personal photo' })
  personalPhoto?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Document: disabled work qualification ID' })
  disabledWorkQualificationId?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Document: official 111 form' })
  official111Form?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Document: social insurance print' })
  socialInsurancePrint?: boolean | null;
}
