/** Arguments and inputs of the headcount operations. */
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { SortedPageArgs } from '../../kit/sortKeys';
import { inputOf } from '../../kit/inputOf';
import { HeadcountEmployee } from './types';

@ArgsType()
export class HeadcountArgs extends SortedPageArgs('/headcount_employees', 'HeadcountSortKey') {
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
export class HeadcountEmployeeInput extends inputOf(
  HeadcountEmployee,
  [
    'resId',
    'name',
    'communicationEmail',
    'nationalId',
    'nationality',
    'cityOfResidence',
    'gender',
    'dateOfBirth',
    'phoneNumber',
    'emergencyContactName',
    'emergencyContactNumber',
    'payoneerEmail',
    'statusId',
    'employmentType',
    'employmentRoleId',
    'role',
    'departmentId',
    'managerId',
    'isFullTime',
    'partTimeDateShuffled',
    'candidateId',
    'hiringDate',
    'contractSignedDate',
    'contractExpirationDate',
    'nationalIdExpirationDate',
    'lastWorkingDay',
    'custody',
    'militaryStatus',
    'martialStatus',
    'socialInsurance',
    'medicalInsurance',
    'ndaSigned',
    'birthCertificate',
    'criminalRecord',
    'originalAcademicCertificate',
    'workStub',
    'copyOfNationalId',
    'personalPhoto',
    'disabledWorkQualificationId',
    'official111Form',
    'socialInsurancePrint',
  ],
  {
    optional: true,
    describe: {
      resId: 'RES_ID (required to create)',
      name: 'Full name (required to create)',
      communicationEmail: 'Communication e-mail (required to create)',
      nationalId: 'National ID; a duplicate is refused naming the holder',
      dateOfBirth: 'Date of birth (YYYY-MM-DD, in the past)',
      statusId: 'Employment status id (default Active)',
      employmentRoleId: 'Employment role id (or give role)',
      role: 'Role title (or give employmentRoleId)',
      departmentId: 'Department id (required to create)',
      hiringDate: 'Hiring date (YYYY-MM-DD; required to create)',
      contractExpirationDate: 'Contract expires (YYYY-MM-DD, after signing)',
    },
  },
) {}
