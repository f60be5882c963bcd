/**
 * The shared `Employee` GraphQL type (people module). Relations `manager`, `team`, `department`, `employmentRole` are
 * field resolvers in resolver.ts, loaded through the per-request DataLoaders of loaders.ts.
 * Pay fields are guarded with `@FieldAccess('pay')`, personal ones with `@FieldAccess('personal')`.
 */
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { FieldAccess } from '../../access/fieldAccess';
import { Paged } from '../../common/paging';

@ObjectType({ description: 'An employee of the company' })
export class Employee {
  @Field(() => ID, { description: 'Employee id' })
  id!: string;

  @Field(() => String, { nullable: true, description: 'Company employee number (RES_ID)' })
  resId?: string | null;

  @Field(() => String, { nullable: true, description: 'Full name' })
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'Work email' })
  email?: string | null;

  @FieldAccess('personal')
  @Field(() => String, { nullable: true, description: 'National ID number (personal: CEO, HR and the person only)' })
  nationalId?: string | null;

  @FieldAccess('personal')
  @Field(() => String, { nullable: true, description: 'Phone number (personal: CEO, HR and the person only)' })
  phone?: string | null;

  @Field(() => ID, { nullable: true, description: 'Team id (team_ID)' })
  teamId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Department id' })
  departmentId?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Numeric role type: 0 agent, 1 team leader/auditor/HR staff, 2 manager, 3 head of department, 4 executive',
  })
  role?: number | null;

  @Field(() => String, { nullable: true, description: 'Role title, e.g. "Team Leader"' })
  roleTitle?: string | null;

  @Field(() => String, { nullable: true, description: "Direct manager's name", deprecationReason: 'Use manager { name }' })
  managerName?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether this employee manages others' })
  canManage?: boolean | null;

  @FieldAccess('pay')
  @Field(() => Float, { nullable: true, description: 'Hourly rate (pay: CEO, HR, admin and the person only)' })
  hourlyRate?: number | null;

  @FieldAccess('pay')
  @Field(() => Float, { nullable: true, description: 'Monthly rate (pay: CEO, HR, admin and the person only)' })
  monthlyRate?: number | null;

  @FieldAccess('pay')
  @Field(() => Float, { nullable: true, description: 'Base salary (pay: CEO, HR, admin and the person only)' })
  baseSalary?: number | null;

  @Field(() => String, { nullable: true, description: "'hourly' or 'monthly' (how the employee is paid)" })
  hourlyOrMonthly?: string | null;

  @Field(() => String, { nullable: true, description: 'Employee type' })
  employeeType?: string | null;

  @Field(() => Float, { nullable: true, description: 'Target working hours per day' })
  targetHoursPerDay?: number | null;

  @Field(() => String, { nullable: true, description: 'Date joined (YYYY-MM-DD)' })
  dateJoined?: string | null;

  @Field(() => ID, { nullable: true, description: "Direct manager's employee id" })
  managerId?: string | null;

  @Field(() => String, { nullable: true, description: 'Team name (team_name)', deprecationReason: 'Use team { teamName }' })
  teamName?: string | null;

  @Field(() => String, { nullable: true, description: 'Department name', deprecationReason: 'Use department { departmentName }' })
  departmentName?: string | null;

  @Field(() => ID, { nullable: true, description: 'Id of the employment role whose title the employee holds' })
  employmentRoleId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Employment status id' })
  statusId?: string | null;

  @Field(() => String, { nullable: true, description: 'Employment status name, e.g. Active, Terminated' })
  status?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'False once the employee has left (fired, resigned)' })
  active?: boolean | null;

  @Field(() => String, { nullable: true, description: 'Last working day (YYYY-MM-DD), set when the employee leaves' })
  lastWorkingDay?: string | null;

  @FieldAccess('personal')
  @Field(() => String, { nullable: true, description: 'Date of birth, YYYY-MM-DD (personal: CEO, HR and the person only)' })
  dateOfBirth?: string | null;

  @FieldAccess('personal')
  @Field(() => String, { nullable: true, description: 'Emergency contact name (personal: CEO, HR and the person only)' })
  emergencyContactName?: string | null;

  @FieldAccess('personal')
  @Field(() => String, { nullable: true, description: 'Emergency contact number (personal: CEO, HR and the person only)' })
  emergencyContactNumber?: string | null;
}

@ObjectType({ description: 'A page of employees' })
export class EmployeePage extends Paged(Employee) {}

@ObjectType({ description: 'A team (SPEC §3 Team: team_ID, team_name)' })
export class Team {
  @Field(() => ID, { description: 'Team id (team_ID)' })
  id!: string;
  @Field(() => String, { description: 'Team name' })
  teamName!: string;
  @Field(() => Int, { nullable: true, description: 'Active employees in the team' })
  memberCount?: number | null;
}

@ObjectType({ description: 'A page of teams' })
export class TeamPage extends Paged(Team) {}

@ObjectType({ description: 'A department' })
export class Department {
  @Field(() => ID, { description: 'Department id' })
  id!: string;
  @Field(() => String, { description: 'Department name' })
  departmentName!: string;
  @Field(() => ID, { nullable: true, description: "Employee id of the department's head" })
  headId?: string | null;
  @Field(() => String, { nullable: true, description: 'What the department does' })
  description?: string | null;
}

@ObjectType({ description: 'A page of departments' })
export class DepartmentPage extends Paged(Department) {}

@ObjectType({ description: 'An employment role (job title) employees can hold' })
export class EmploymentRole {
  @Field(() => ID, { description: 'Employment role id' })
  id!: string;
  @Field(() => String, { description: 'Title, e.g. "Team Leader"' })
  title!: string;
}

@ObjectType({ description: 'A page of employment roles' })
export class EmploymentRolePage extends Paged(EmploymentRole) {}

@ObjectType({ description: 'An employment status, e.g. Active, Resigned, Terminated' })
export class EmploymentStatus {
  @Field(() => ID, { description: 'Status id' })
  id!: string;
  @Field(() => String, { description: 'Status name' })
  name!: string;
}

@ObjectType({ description: 'A page of employment statuses' })
export class EmploymentStatusPage extends Paged(EmploymentStatus) {}

@ObjectType({ description: 'A company holiday (SPEC §3 Holiday: vac_name, multiple_of_pay, startdate, enddate)' })
export class Holiday {
  @Field(() => ID, { description: 'Holiday id' })
  id!: string;
  @Field(() => String, { description: 'Holiday name (vac_name)' })
  vacName!: string;
  @Field(() => Float, { description: 'Pay multiplier for working on this holiday' })
  multipleOfPay!: number;
  @Field(() => String, { description: 'First day (YYYY-MM-DD)' })
  startDate!: string;
  @Field(() => String, { description: 'Last day (YYYY-MM-DD)' })
  endDate!: string;
}

@ObjectType({ description: 'A page of holidays' })
export class HolidayPage extends Paged(Holiday) {}

@ObjectType({ description: "One employee's hours against target for a month (SPEC §3 Target)" })
export class Target {
  @Field(() => ID, { description: 'Employee id' })
  id!: string;
  @Field(() => String, { description: 'RES_ID' })
  resId!: string;
  @Field(() => String, { description: 'Employee name' })
  name!: string;
  @Field(() => String, { nullable: true, description: 'Team name' })
  teamName?: string | null;
  @Field(() => Float, { description: 'Hours logged in the month (dialer hours)' })
  workedHours!: number;
  @Field(() => Float, { description: 'Target hours per day × working days of the month' })
  targetHours!: number;
  @Field(() => Float, { description: 'max(0, target - worked)' })
  remainingHours!: number;
  @Field(() => Float, { description: 'max(0, worked - target)' })
  bonusHours!: number;
}

@ObjectType({ description: 'A page of monthly targets' })
export class TargetPage extends Paged(Target) {}

@ObjectType({ description: 'An employee who may sign in' })
export class AccessEmployee {
  @Field(() => ID, { description: 'Employee id' })
  id!: string;
  @Field(() => String, { description: 'RES_ID' })
  resId!: string;
  @Field(() => String, { description: 'Employee name' })
  name!: string;
  @Field(() => String, { description: 'Sign-in e-mail' })
  email!: string;
  @Field(() => String, { nullable: true, description: 'Role title' })
  roleTitle?: string | null;
  @Field(() => String, { nullable: true, description: 'Department name' })
  departmentName?: string | null;
  @Field(() => String, { description: 'When access was granted (ISO timestamp)' })
  grantedAt!: string;
}

@ObjectType({ description: 'A page of employees with access' })
export class AccessEmployeePage extends Paged(AccessEmployee) {}

@ObjectType({ description: 'Access granted: an invitation link was e-mailed, or (SPEC §7-only upstream) a temporary password is shown this once' })
export class AccessGrant {
  @Field(() => String, { description: 'Outcome message' })
  message!: string;
  @Field(() => ID, { description: 'Employee id' })
  employeeId!: string;
  @Field(() => String, { description: 'Sign-in e-mail' })
  email!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Temporary password to hand to the employee (not retrievable later); null when an invitation was e-mailed',
  })
  temporaryPassword?: string | null;
  @Field(() => Boolean, { description: 'An invitation with a one-time link to set a password (72 hours) was e-mailed' })
  invitationSent!: boolean;
}

@ObjectType({ description: 'The outcome of firing an employee' })
export class FireResult {
  @Field(() => String, { description: 'Outcome message' })
  message!: string;
  @Field(() => Employee, { description: 'The employee, now inactive with status Terminated' })
  employee!: Employee;
}

@ObjectType({ description: 'The outcome of moving employees between teams and managers' })
export class AdjustTeamsResult {
  @Field(() => String, { description: 'Outcome message' })
  message!: string;
  @Field(() => Int, { description: 'How many employees were moved' })
  updatedCount!: number;
  @Field(() => [Employee], { description: 'The moved employees as they are now' })
  employees!: Employee[];
}
