/** Arguments and inputs of the people operations. */
import { ArgsType, Field, ID, InputType, Int, registerEnumType, type ClassType } from 'type-graphql';
import type { PageArgs } from '../../common/paging';
import { SortedPageArgs } from '../../kit/sortKeys';
import { inputOf } from '../../kit/inputOf';
import { Employee, Holiday } from './types';

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
export class EmployeeArgs extends SortedPageArgs('/employees', 'EmployeeSortKey') {
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

/** A list with a free-text filter; `sortBy` is `Keys`, the enum of the list's REST call. */
function SearchArgs(Keys: ClassType<PageArgs>) {
  @ArgsType()
  class SearchArgsOf extends Keys {
    @Field(() => String, { nullable: true, description: 'Free-text filter' })
    search?: string | null;
  }
  return SearchArgsOf;
}

/** The HR department's people sort as every employee list does. */
@ArgsType()
export class HrEmployeeArgs extends SearchArgs(SortedPageArgs('/headcount_employees/hr_employees', 'EmployeeSortKey')) {}

@ArgsType()
export class AccessEmployeeArgs extends SearchArgs(SortedPageArgs('/employees/access_employees', 'AccessEmployeeSortKey')) {}

@ArgsType()
export class TeamArgs extends SortedPageArgs('/teams', 'TeamSortKey') {}

@ArgsType()
export class HolidayArgs extends SortedPageArgs('/vacations', 'HolidaySortKey') {
  @Field(() => Int, { nullable: true, description: 'Only holidays touching this year' })
  year?: number | null;
}

@ArgsType()
export class TargetArgs extends SortedPageArgs('/targets', 'TargetSortKey') {
  @Field(() => String, { nullable: true, description: 'Month as MM-YYYY; default the current month' })
  month?: string | null;
  @Field(() => String, { nullable: true, description: 'Matches name, RES_ID or team' })
  search?: string | null;
  @Field(() => ID, { nullable: true, description: 'Only this team' })
  teamId?: string | null;
}

@InputType({ description: 'A new employee (SPEC §3 Employee)' })
export class EmployeeInput extends inputOf(
  Employee,
  [
    'name',
    'resId',
    'email',
    'nationalId',
    'phone',
    'emergencyContactName',
    'emergencyContactNumber',
    'teamId',
    'managerId',
    'departmentId',
    'role',
    'roleTitle',
    'targetHoursPerDay',
    'dateJoined',
    'employeeType',
    'hourlyOrMonthly',
    'hourlyRate',
    'monthlyRate',
    'baseSalary',
    'canManage',
    'statusId',
    'dateOfBirth',
  ],
  {
    required: ['name', 'resId', 'email', 'departmentId', 'role', 'roleTitle', 'targetHoursPerDay', 'dateJoined', 'hourlyOrMonthly'],
    describe: {
      resId: 'Company employee number (RES_ID), unique',
      email: 'Work e-mail, unique',
      nationalId: 'National ID number',
      phone: 'Phone number',
      emergencyContactName: 'Emergency contact name',
      emergencyContactNumber: 'Emergency contact number',
      roleTitle: 'Role title (an employment role)',
      targetHoursPerDay: 'Target working hours per day (0-24)',
      hourlyRate: 'Hourly rate (required when paid hourly)',
      monthlyRate: 'Monthly rate (required when paid monthly)',
      baseSalary: 'Base salary',
      statusId: 'Employment status id (default Active)',
      dateOfBirth: 'Date of birth (YYYY-MM-DD)',
    },
  },
) {}

@InputType({ description: 'A new company holiday' })
export class HolidayInput extends inputOf(Holiday, ['vacName', 'multipleOfPay', 'startDate', 'endDate'], {
  describe: { endDate: 'Last day (YYYY-MM-DD), not before the first' },
}) {}
