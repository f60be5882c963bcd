/**
 * The headcount record (SPEC §3 "Headcount employee"): the same person as the people domain's Employee (id = employee
 * id). Personal fields are guarded per field with `@FieldAccess('personal')` (CEO, HR and the person themself).
 */
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { FieldAccess } from '../../access/fieldAccess';
import { Paged } from '../../common/paging';
import { FileLink } from '../../files/tickets';
import { Department, Employee, EmploymentRole, EmploymentStatus } from '../people/types';

@ObjectType({ description: 'The direct manager as the headcount row carries it' })
export class HeadcountManagerRef {
  @Field(() => ID, { description: 'Employee id' })
  id!: string;
  @Field(() => String, { description: 'RES_ID' })
  resId!: string;
  @Field(() => String, { description: 'Name' })
  name!: string;
}

@ObjectType({ description: 'A headcount record: one employee with identity, employment, dates, contract and the 12 document flags' })
export class HeadcountEmployee {
  @Field(() => ID, { description: 'Employee id (the headcount record and the employee are one person)' })
  id!: string;
  @Field(() => String, { description: 'Company employee number (RES_ID)' })
  resId!: string;
  @Field(() => String, { description: 'Full name' })
  name!: string;
  @Field(() => String, { nullable: true, description: 'Communication e-mail (the employee e-mail)' })
  communicationEmail?: string | null;
  @FieldAccess('personal')
  @Field(() => String, { nullable: true, description: 'National ID (personal: CEO, HR and the person only)' })
  nationalId?: string | null;
  @Field(() => String, { nullable: true, description: 'Nationality' })
  nationality?: string | null;
  @Field(() => String, { nullable: true, description: 'City of residence' })
  cityOfResidence?: string | null;
  @Field(() => String, { nullable: true, description: 'Male or Female' })
  gender?: string | null;
  @FieldAccess('personal')
  @Field(() => String, { nullable: true, description: 'Date of birth, YYYY-MM-DD (personal)' })
  dateOfBirth?: string | null;
  @FieldAccess('personal')
  @Field(() => String, { nullable: true, description: 'Phone number (personal)' })
  phoneNumber?: string | null;
  @FieldAccess('personal')
  @Field(() => String, { nullable: true, description: 'Emergency contact name (personal)' })
  emergencyContactName?: string | null;
  @FieldAccess('personal')
  @Field(() => String, { nullable: true, description: 'Emergency contact number (personal)' })
  emergencyContactNumber?: string | null;
  @FieldAccess('personal')
  @Field(() => String, { nullable: true, description: 'Payoneer e-mail (personal)' })
  payoneerEmail?: string | null;
  @Field(() => String, { nullable: true, description: 'Employment status name, e.g. Active', deprecationReason: 'Use employmentStatus { name }' })
  status?: string | null;
  @Field(() => ID, { nullable: true, description: 'Employment status id' })
  statusId?: string | null;
  @Field(() => String, { nullable: true, description: 'Employment type, e.g. Full Time, Part Time' })
  employmentType?: string | null;
  @Field(() => String, { nullable: true, description: 'Role title' })
  role?: string | null;
  @Field(() => ID, { nullable: true, description: 'Employment role id whose title the employee holds' })
  employmentRoleId?: string | null;
  @Field(() => String, { nullable: true, description: 'Department name', deprecationReason: 'Use department { departmentName }' })
  departmentName?: string | null;
  @Field(() => ID, { nullable: true, description: 'Department id' })
  departmentId?: string | null;
  @Field(() => ID, { nullable: true, description: "Direct manager's employee id" })
  managerId?: string | null;
  @Field(() => HeadcountManagerRef, {
    nullable: true,
    description: 'Direct manager (res_id, name) as SPEC §3 spells it',
    deprecationReason: 'Use manager { resId name }',
  })
  directManager?: HeadcountManagerRef | null;
  @Field(() => Boolean, { description: 'Full time (false: part time)' })
  isFullTime!: boolean;
  @Field(() => String, { nullable: true, description: 'When a part-timer was shuffled (YYYY-MM-DD)' })
  partTimeDateShuffled?: string | null;
  @Field(() => ID, {
    nullable: true,
    description: 'The recruitment candidate this person was onboarded from (set by onboarding; the candidate link comes with the recruitment domain)',
  })
  candidateId?: string | null;
  @Field(() => String, { nullable: true, description: 'Hiring date (YYYY-MM-DD; the employee date joined)' })
  hiringDate?: string | null;
  @Field(() => String, { nullable: true, description: 'Hiring date as DD/MM/YYYY' })
  formattedHiringDate?: string | null;
  @Field(() => String, { nullable: true, description: 'Contract signed (YYYY-MM-DD)' })
  contractSignedDate?: string | null;
  @Field(() => String, { nullable: true, description: 'Contract expires (YYYY-MM-DD)' })
  contractExpirationDate?: string | null;
  @Field(() => String, { nullable: true, description: 'National ID expires (YYYY-MM-DD)' })
  nationalIdExpirationDate?: string | null;
  @Field(() => String, { nullable: true, description: 'Last working day (YYYY-MM-DD)' })
  lastWorkingDay?: string | null;
  @Field(() => String, { nullable: true, description: 'Upstream path of the signed contract, when uploaded (use `contract` to download)' })
  contractUrl?: string | null;
  @Field(() => String, { nullable: true, description: 'File name of the signed contract' })
  contractFilename?: string | null;
  @Field(() => String, { nullable: true, description: 'Company property in the employee’s custody' })
  custody?: string | null;
  @Field(() => String, { nullable: true, description: 'Military status (SPEC §9 options)' })
  militaryStatus?: string | null;
  @Field(() => String, { nullable: true, description: 'Marital status (SPEC spells the field martial_status): Single, Engaged, Married' })
  martialStatus?: string | null;
  @Field(() => Boolean, { description: 'Still employed (not fired)' })
  active!: boolean;

  @Field(() => Boolean, { description: 'Document: social insurance' })
  socialInsurance!: boolean;
  @Field(() => Boolean, { description: 'Document: medical insurance' })
  medicalInsurance!: boolean;
  @Field(() => Boolean, { description: 'Document: NDA signed' })
  ndaSigned!: boolean;
  @Field(() => Boolean, { description: 'Document: birth certificate' })
  birthCertificate!: boolean;
  @Field(() => Boolean, { description: 'Document: criminal record' })
  criminalRecord!: boolean;
  @Field(() => Boolean, { description: 'Document: original academic certificate' })
  originalAcademicCertificate!: boolean;
  @Field(() => Boolean, { description: 'Document: work stub' })
  workStub!: boolean;
  @Field(() => Boolean, { description: 'Document: copy of national ID' })
  copyOfNationalId!: boolean;
  @Field(() => Boolean, { description: 'Document: personal photo' })
  personalPhoto!: boolean;
  @Field(() => Boolean, { description: 'Document: disabled work qualification ID' })
  disabledWorkQualificationId!: boolean;
  @Field(() => Boolean, { description: 'Document: official 111 form' })
  official111Form!: boolean;
  @Field(() => Boolean, { description: 'Document: social insurance print' })
  socialInsurancePrint!: boolean;

  @Field(() => Int, { description: 'How many of the documents are in' })
  documentsComplete!: number;
  @Field(() => Int, { description: 'How many documents the checklist has (12)' })
  documentsTotal!: number;
  @Field(() => [String], { description: 'The missing documents (snake_case flag names)' })
  missingDocuments!: string[];
  @Field(() => String, { nullable: true, description: 'expired, expiring (within 30 days) or null' })
  contractAlert?: string | null;
  @Field(() => String, { nullable: true, description: 'National ID: expired, expiring (within 30 days) or null' })
  nationalIdAlert?: string | null;

  @Field(() => Employee, { nullable: true, description: 'The same person as a people-domain employee' })
  employee?: Employee | null;
  @Field(() => Employee, { nullable: true, description: 'Direct manager' })
  manager?: Employee | null;
  @Field(() => Department, { nullable: true, description: 'Department' })
  department?: Department | null;
  @Field(() => EmploymentRole, { nullable: true, description: 'Employment role' })
  employmentRole?: EmploymentRole | null;
  @Field(() => EmploymentStatus, { nullable: true, description: 'Employment status' })
  employmentStatus?: EmploymentStatus | null;
  @Field(() => FileLink, { nullable: true, description: 'Short-lived download link of the signed contract, when uploaded' })
  contract?: FileLink | null;
}

@ObjectType({ description: 'A page of headcount records' })
export class HeadcountEmployeePage extends Paged(HeadcountEmployee) {}

@ObjectType({ description: 'A count per label (chart slice)' })
export class HeadcountGroup {
  @Field(() => String, { description: 'Label, e.g. a department name' })
  label!: string;
  @Field(() => Int, { description: 'Active people' })
  count!: number;
}

@ObjectType({ description: 'One month of the headcount trend' })
export class HeadcountMonth {
  @Field(() => String, { description: 'YYYY-MM' })
  month!: string;
  @Field(() => Int, { description: 'People hired in the month' })
  hires!: number;
  @Field(() => Int, { description: 'People whose last working day is in the month' })
  leavers!: number;
  @Field(() => Int, { description: 'People employed at the end of the month' })
  headcount!: number;
}

@ObjectType({ description: 'Expiry alerts: contracts and national IDs expired or expiring within 30 days' })
export class HeadcountAlerts {
  @Field(() => Int, { description: 'Contracts expiring within 30 days' })
  contractsExpiring!: number;
  @Field(() => Int, { description: 'Contracts already expired' })
  contractsExpired!: number;
  @Field(() => Int, { description: 'National IDs expiring within 30 days' })
  nationalIdsExpiring!: number;
  @Field(() => Int, { description: 'National IDs already expired' })
  nationalIdsExpired!: number;
}

@ObjectType({ description: 'Headcount figures for the charts and the home page' })
export class HeadcountStats {
  @Field(() => Int, { description: 'Active people' })
  total!: number;
  @Field(() => [HeadcountGroup], { description: 'By department' })
  byDepartment!: HeadcountGroup[];
  @Field(() => [HeadcountGroup], { description: 'By employment status' })
  byStatus!: HeadcountGroup[];
  @Field(() => [HeadcountGroup], { description: 'By employment type' })
  byEmploymentType!: HeadcountGroup[];
  @Field(() => [HeadcountGroup], { description: 'By gender' })
  byGender!: HeadcountGroup[];
  @Field(() => [HeadcountMonth], { description: 'The last 12 months, oldest first' })
  months!: HeadcountMonth[];
  @Field(() => HeadcountAlerts, { description: 'Expiry alert counts' })
  alerts!: HeadcountAlerts;
}

@ObjectType({ description: 'The outcome of a contract template upload' })
export class ContractTemplateResult {
  @Field(() => String, { description: 'Human-readable outcome' })
  message!: string;
  @Field(() => String, { description: 'The stored file name' })
  filename!: string;
  @Field(() => [String], { description: 'The placeholders a template may use, e.g. name (written {name} in the DOCX)' })
  placeholders!: string[];
}
