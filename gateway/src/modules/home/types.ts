/**
 * GraphQL types of the home dashboard: one `Home` object whose every widget is a field, resolved in parallel.
 * Widget fields are nullable so that one widget whose upstream call fails errors alone (a partial answer).
 * Goals, kudos and the worklog summary are added to `Home` as further widget fields, beside these.
 */
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum HomeScope {
  COMPANY = 'company',
  REPORTS = 'reports',
  SELF = 'self',
}
registerEnumType(HomeScope, {
  name: 'HomeScope',
  description: 'Whose data the scoped widgets (head count, leaves, actions, attendance) count',
  valuesConfig: {
    COMPANY: { description: 'The whole company (CEO, HR)' },
    REPORTS: {
      description: 'The viewer and their reporting line, direct and indirect (team leaders, managers, heads)',
    },
    SELF: { description: 'The viewer only (no reports)' },
  },
});

export enum CalendarEventKind {
  LEAVE = 'leave',
  BIRTHDAY = 'birthday',
  ANNIVERSARY = 'anniversary',
  HOLIDAY = 'holiday',
}
registerEnumType(CalendarEventKind, {
  name: 'CalendarEventKind',
  description: 'What a calendar event is (the home calendar, the calendars page)',
  valuesConfig: {
    LEAVE: { description: 'An approved leave' },
    BIRTHDAY: { description: 'A birthday' },
    ANNIVERSARY: { description: 'A work anniversary' },
    HOLIDAY: { description: 'An official holiday' },
  },
});

/** The person a people widget names (celebrations, who is off), declared once; never a field type, so not emitted. */
@ObjectType()
abstract class HomePerson {
  @Field(() => ID, { description: 'Employee id' })
  employeeId!: string;
  @Field(() => String, { description: 'Employee name' })
  name!: string;
  @Field(() => String, { nullable: true, description: 'Department name' })
  departmentName?: string | null;
}

@ObjectType({
  description: 'A birthday or work anniversary falling this week or this month',
})
export class Celebration extends HomePerson {
  @Field(() => String, {
    description: 'The day it falls on, YYYY-MM-DD (this occurrence)',
  })
  date!: string;
  @Field(() => Boolean, {
    description: 'Whether it falls this week (Sunday to Saturday)',
  })
  thisWeek!: boolean;
  @Field(() => Boolean, { description: 'Whether it falls this calendar month' })
  thisMonth!: boolean;
  @Field(() => Int, {
    nullable: true,
    description: 'Whole years of service it marks (anniversaries only)',
  })
  years?: number | null;
}

@ObjectType({ description: 'Someone on approved leave today' })
export class OffToday extends HomePerson {
  @Field(() => String, {
    nullable: true,
    description: "Leave type; null unless the viewer may see this person's requests",
  })
  leaveType?: string | null;
  @Field(() => String, { description: 'First day of the leave, YYYY-MM-DD' })
  startDate!: string;
  @Field(() => String, { description: 'Last day of the leave, YYYY-MM-DD' })
  endDate!: string;
}

@ObjectType({ description: 'An event of the month calendar' })
export class CalendarEvent {
  @Field(() => CalendarEventKind, {
    description: 'Leave, birthday, anniversary or holiday',
  })
  kind!: CalendarEventKind;
  @Field(() => String, {
    description: 'What to show, e.g. "Mona Zaki" or "Labour Day"',
  })
  title!: string;
  @Field(() => String, { description: 'First day, YYYY-MM-DD' })
  startDate!: string;
  @Field(() => String, {
    description: 'Last day, YYYY-MM-DD (the first day for one-day events)',
  })
  endDate!: string;
  @Field(() => ID, {
    nullable: true,
    description: 'The employee it concerns (not for holidays)',
  })
  employeeId?: string | null;
}

@ObjectType({ description: 'How many birthdays or work anniversaries fall this week and this month (the lists hold the first few)' })
export class CelebrationCounts {
  @Field(() => Int, { description: 'This week (Sunday to Saturday)' })
  thisWeek!: number;
  @Field(() => Int, { description: 'This calendar month' })
  thisMonth!: number;
}

@ObjectType({ description: 'Events of one calendar day left out of the calendar (it shows the first few of each day)' })
export class CalendarDayMore {
  @Field(() => String, { description: 'The day, YYYY-MM-DD' })
  date!: string;
  @Field(() => Int, { description: 'How many of its events are not in the calendar' })
  count!: number;
}

@ObjectType({ description: 'A count under a label (a department, a status)' })
export class KeyCount {
  @Field(() => String, {
    description: 'Stable key (status key, department id; "none" for no department)',
  })
  key!: string;
  @Field(() => String, { description: 'Label to show' })
  label!: string;
  @Field(() => Int, { description: 'How many' })
  count!: number;
}

@ObjectType({
  description: 'Head count at the end of one month (today for the current month)',
})
export class MonthCount {
  @Field(() => String, { description: 'Month, YYYY-MM' })
  month!: string;
  @Field(() => Int, {
    description: 'Employees on the payroll at the end of the month',
  })
  count!: number;
}

/**
 * The shape of the counting widgets (head count, this month's leaves, actions, attendance): a total and the same
 * total by department, largest first. A class factory so each widget keeps its own descriptions in the schema.
 */
function CountByDepartment(total: string, byDepartment: string) {
  @ObjectType()
  abstract class CountByDepartmentShape {
    @Field(() => Int, { description: total })
    total!: number;
    @Field(() => [KeyCount], { description: byDepartment })
    byDepartment!: KeyCount[];
  }
  return CountByDepartmentShape;
}

@ObjectType({ description: "Head count of the viewer's scope" })
export class Headcount extends CountByDepartment(
  'Employees on the payroll on the day shown (the last point of the trend)',
  'Employees on the payroll on the day shown, by department, largest first',
) {
  @Field(() => Int, { description: 'Joined this month' })
  joinedThisMonth!: number;
  @Field(() => Int, {
    description: 'Left this month (last working day in the month)',
  })
  leftThisMonth!: number;
  @Field(() => [MonthCount], {
    description: 'The last 12 months, oldest first, ending with this month',
  })
  trend!: MonthCount[];
}

@ObjectType({
  description: 'How many of something this month, by status and by department',
})
export class MonthSummary extends CountByDepartment('How many in all', 'By department of the employee, largest first') {
  @Field(() => [KeyCount], { description: 'By status' })
  byStatus!: KeyCount[];
}

@ObjectType({ description: 'An official holiday' })
export class HomeHoliday {
  @Field(() => ID, { description: 'Holiday id' })
  id!: string;
  @Field(() => String, { description: 'Holiday name' })
  name!: string;
  @Field(() => String, { description: 'First day, YYYY-MM-DD' })
  startDate!: string;
  @Field(() => String, { description: 'Last day, YYYY-MM-DD' })
  endDate!: string;
}

@ObjectType({
  description:
    'The home dashboard: every widget is a field, resolved in parallel; a widget whose data fails to load is null with its own error, the others answer',
})
export class Home {
  @Field(() => String, {
    description: 'The day the dashboard is about, YYYY-MM-DD',
  })
  today!: string;
  @Field(() => String, {
    description: 'First day of this week (Sunday), YYYY-MM-DD',
  })
  weekStart!: string;
  @Field(() => String, {
    description: 'Last day of this week (Saturday), YYYY-MM-DD',
  })
  weekEnd!: string;
  @Field(() => String, { description: 'First day of this month, YYYY-MM-DD' })
  monthStart!: string;
  @Field(() => String, { description: 'Last day of this month, YYYY-MM-DD' })
  monthEnd!: string;
  // Widget fields (birthdays, anniversaries, offToday, calendar, headcount, leavesThisMonth, holidays,
  // actionsThisMonth, attendanceThisMonth, scope) are field resolvers of HomeResolver; goals, kudos and worklogs
  // come the same way.
}

@ObjectType({ description: 'Expiry alerts of the headcount tracker (contracts and national IDs), counts only' })
export class HomeExpiryAlerts {
  @Field(() => Int, { description: 'Contracts expired or expiring within 30 days' })
  contracts!: number;
  @Field(() => Int, { description: 'National IDs expired or expiring within 30 days' })
  nationalIds!: number;
  @Field(() => Int, { description: 'Contracts already expired' })
  contractsExpired!: number;
  @Field(() => Int, { description: 'National IDs already expired' })
  nationalIdsExpired!: number;
}
