/** Arguments and inputs of the people operations. */
import { ArgsType, Field, Float, ID, InputType, Int, registerEnumType } from 'type-graphql';
import { PageArgs } from '../../common/paging';

export enum EmployeeActivity {
  ACTIVE = 'true',
  INACTIVE = 'false',
  ALL = 'all',
}
registerEnumType(EmployeeActivity, {
  name: 'EmployeeActivity',
  description: 'Which employees a list shows: current ones (default), those who left, or both',
  valuesConfig: {
    ACTIVE: { description: 'Current employees' },
    INACTIVE: { description: 'Employees who left (fired, resigned)' },
    ALL: { description: 'Both' },
  },
});

@ArgsType()
export class EmployeeArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Numeric role type (0-4) or an exact role title' })
  role?: string | null;
  @Field(() => ID, { nullable: true, description: 'Only this department' })
  departmentId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Only this team' })
  teamId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Only direct reports of this manager' })
  managerId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Only this employment status' })
  statusId?: string | null;
  @Field(() => String, { nullable: true, description: 'Matches name, RES_ID, e-mail or role title' })
  search?: string | null;
  @Field(() => Boolean, { nullable: true, description: "Only the auditing department: the head of auditing's list (SPEC §3 list query head_auditing)" })
  headAuditing?: boolean | null;
  @Field(() => [ID], { nullable: true, description: 'Only these employees (any status unless `active` is given)' })
  ids?: string[] | null;
  @Field(() => EmployeeActivity, {
    nullable: true,
    description:
      "Current employees (default), former ones, or all. Former employees need the upstream's `active` extension: a SPEC §7-only upstream lists current employees only (`capabilities.formerEmployees`)",
  })
  active?: EmployeeActivity | null;
}

@ArgsType()
export class SearchArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Free-text filter' })
  search?: string | null;
}

@ArgsType()
export class HolidayArgs extends PageArgs {
  @Field(() => Int, { nullable: true, description: 'Only holidays touching this year' })
  year?: number | null;
}

@ArgsType()
export class TargetArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Month as MM-YYYY; default the current month' })
  month?: string | null;
  @Field(() => String, { nullable: true, description: 'Matches name, RES_ID or team' })
  search?: string | null;
  @Field(() => ID, { nullable: true, description: 'Only this team' })
  teamId?: string | null;
}

@InputType({ description: 'A new employee (SPEC §3 Employee)' })
export class EmployeeInput {
  @Field(() => String, { description: 'Full name' })
  name!: string;
  @Field(() => String, { description: 'Company employee number (RES_ID), unique' })
  resId!: string;
  @Field(() => String, { description: 'Work e-mail, unique' })
  email!: string;
  @Field(() => String, { nullable: true, description: 'National ID number' })
  nationalId?: string | null;
  @Field(() => String, { nullable: true, description: 'Phone number' })
  phone?: string | null;
  @Field(() => String, { nullable: true, description: 'Emergency contact name' })
  emergencyContactName?: string | null;
  @Field(() => String, { nullable: true, description: 'Emergency contact number' })
  emergencyContactNumber?: string | null;
  @Field(() => ID, { nullable: true, description: 'Team id' })
  teamId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Direct manager (employee id)' })
  managerId?: string | null;
  @Field(() => ID, { description: 'Department id' })
  departmentId!: string;
  @Field(() => Int, { description: 'Numeric role type: 0 agent, 1 team leader/auditor/HR staff, 2 manager, 3 head, 4 executive' })
  role!: number;
  @Field(() => String, { description: 'Role title (an employment role)' })
  roleTitle!: string;
  @Field(() => Float, { description: 'Target working hours per day (0-24)' })
  targetHoursPerDay!: number;
  @Field(() => String, { description: 'Date joined (YYYY-MM-DD)' })
  dateJoined!: string;
  @Field(() => String, { nullable: true, description: 'Employee type, e.g. Full Time' })
  employeeType?: string | null;
  @Field(() => String, { description: "'hourly' or 'monthly'" })
  hourlyOrMonthly!: string;
  @Field(() => Float, { nullable: true, description: 'Hourly rate (required when paid hourly)' })
  hourlyRate?: number | null;
  @Field(() => Float, { nullable: true, description: 'Monthly rate (required when paid monthly)' })
  monthlyRate?: number | null;
  @Field(() => Float, { nullable: true, description: 'Base salary' })
  baseSalary?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Whether the employee manages others' })
  canManage?: boolean | null;
  @Field(() => ID, { nullable: true, description: 'Employment status id (default Active)' })
  statusId?: string | null;
  @Field(() => String, { nullable: true, description: 'Date of birth (YYYY-MM-DD)' })
  dateOfBirth?: string | null;
}

@InputType({ description: 'A new company holiday' })
export class HolidayInput {
  @Field(() => String, { description: 'Holiday name' })
  vacName!: string;
  @Field(() => Float, { description: 'Pay multiplier for working on it' })
  multipleOfPay!: number;
  @Field(() => String, { description: 'First day (YYYY-MM-DD)' })
  startDate!: string;
  @Field(() => String, { description: 'Last day (YYYY-MM-DD), not before the first' })
  endDate!: string;
}
