/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** An access key of the access table (gateway/src/access/table.ts): one SPEC §6 rule; SIGNED_IN = everyone signed in */
export type AccessKey =
  /** access.grant: /grantAccess, /accessTracker */
  | 'ACCESS_GRANT'
  /** actions.newAgainst: /newActionAgainst */
  | 'ACTIONS_NEW_AGAINST'
  /** actions.review: no page of its own */
  | 'ACTIONS_REVIEW'
  /** actions.takenDetail: /actionsTaken/:id */
  | 'ACTIONS_TAKEN_DETAIL'
  /** actionPolicies.manage: /actions/new, /action-types */
  | 'ACTION_POLICIES_MANAGE'
  /** assets.manage: /assets */
  | 'ASSETS_MANAGE'
  /** assets.mine: /my-assets */
  | 'ASSETS_MINE'
  /** attendance.edit: no page of its own */
  | 'ATTENDANCE_EDIT'
  /** attendance.editEmployees: no page of its own */
  | 'ATTENDANCE_EDIT_EMPLOYEES'
  /** attritions.manage: /add-attrition, /attrition-tracker, /attritions/:id/exit-interview, /attrition-types */
  | 'ATTRITIONS_MANAGE'
  /** attritions.team: /manager-attritions */
  | 'ATTRITIONS_TEAM'
  /** audit.log: /auditLog */
  | 'AUDIT_LOG'
  /** candidates.manage: /candidates/add, /candidates, /intervieweesTracker, /passedInterviewsTracker, /candidates/:candidateId, /candidates/:candidateId/interviews, /candidates/:candidateId/update, /candidates/:candidateId/interviews/:interviewId, /onboarding-candidates/:type?, /candidate-missing-details/:candidateId/missing_data */
  | 'CANDIDATES_MANAGE'
  /** documents.manage: no page of its own */
  | 'DOCUMENTS_MANAGE'
  /** documents.view: /documents */
  | 'DOCUMENTS_VIEW'
  /** employees.add: /employees/add */
  | 'EMPLOYEES_ADD'
  /** employees.bonus: /employees/bonus */
  | 'EMPLOYEES_BONUS'
  /** employees.kpis: /employees/kpis */
  | 'EMPLOYEES_KPIS'
  /** employees.remove: /employees/remove */
  | 'EMPLOYEES_REMOVE'
  /** employees.salaries: /employees/salaries */
  | 'EMPLOYEES_SALARIES'
  /** goals.manage: /goals/team */
  | 'GOALS_MANAGE'
  /** headcount.manage: /headcountTracker, /headcountTracker/:id/edit, /addHeadcountEmployee, /manageDepartments, /manageRoles, /manageEmploymentStatuses */
  | 'HEADCOUNT_MANAGE'
  /** helpdesk.manage: no page of its own */
  | 'HELPDESK_MANAGE'
  /** helpdesk.view: /helpdesk-links */
  | 'HELPDESK_VIEW'
  /** holidays.manage: /holiday */
  | 'HOLIDAYS_MANAGE'
  /** hours.daily: /employees/dailyHours, /employees/workedHours */
  | 'HOURS_DAILY'
  /** leads.manage: no page of its own */
  | 'LEADS_MANAGE'
  /** leaves.import: no page of its own */
  | 'LEAVES_IMPORT'
  /** leaves.manage: /leaves/manage */
  | 'LEAVES_MANAGE'
  /** leaves.new: /leaves/new */
  | 'LEAVES_NEW'
  /** leaveBalances.adjust: no page of its own */
  | 'LEAVE_BALANCES_ADJUST'
  /** leaveRequests.add: /addLeaveRequest */
  | 'LEAVE_REQUESTS_ADD'
  /** leaveRequests.view: /leaveRequests, /leaveRequestDetails/:id, /updateLeaveRequest/:id */
  | 'LEAVE_REQUESTS_VIEW'
  /** leaveTypes.manage: /leaveTypes */
  | 'LEAVE_TYPES_MANAGE'
  /** mail.outbox: /outbox */
  | 'MAIL_OUTBOX'
  /** notifications.defaults: no page of its own */
  | 'NOTIFICATIONS_DEFAULTS'
  /** permissions.held: no page of its own */
  | 'PERMISSIONS_HELD'
  /** permissions.manage: /permissions */
  | 'PERMISSIONS_MANAGE'
  /** permissions.view: /permissions/:id */
  | 'PERMISSIONS_VIEW'
  /** profileChanges.review: /profileChangeRequests */
  | 'PROFILE_CHANGES_REVIEW'
  /** settings.manage: /companySettings */
  | 'SETTINGS_MANAGE'
  /** shuffle.add: /addManagerShuffleRequest */
  | 'SHUFFLE_ADD'
  /** shuffle.review: no page of its own */
  | 'SHUFFLE_REVIEW'
  /** shuffle.view: /managerShuffleRequestsTracker, /managerShuffleRequestDetails/:id */
  | 'SHUFFLE_VIEW'
  /** signedIn: /home, /myProfile, /people/:id, /attendance, /attendance/agents, /target, /company/leaves, /myLeaves, /manageActions/:id?, /employees/leads, /employees/:id, /teams, /teams/:id, /goals, /goals/new, /goals/:id, /kudos, /kudos/:id, /supervisors, /directory, /worklogs, /notificationSettings, /calendars, /forbidden */
  | 'SIGNED_IN'
  /** teams.adjust: /employees/adjust */
  | 'TEAMS_ADJUST'
  /** worklogs.syncStatusAll: no page of its own */
  | 'WORKLOGS_SYNC_STATUS_ALL';

/** A new action policy */
export type ActionPolicyInput = {
  /** Policy code (action_ID), unique, e.g. "ATT-01" */
  actionId: string;
  /** Policy name, e.g. "Late arrival" */
  actionName: string;
  /** Action type: 1 Monetary Deduction, 2 Days Deduction, 3 Percentage Deduction */
  actionType: number;
  /** Standard deduction in the unit of the type (a percentage is at most 100) */
  deduction: number;
};

/** Changes to an action policy (omitted fields stay as they are) */
export type ActionPolicyUpdateInput = {
  /** Policy code (action_ID), unique, e.g. "ATT-01" */
  actionId?: string | null | undefined;
  /** Policy name, e.g. "Late arrival" */
  actionName?: string | null | undefined;
  /** Action type: 1 Monetary Deduction, 2 Days Deduction, 3 Percentage Deduction */
  actionType?: number | null | undefined;
  /** Standard deduction in the unit of the type */
  deduction?: number | null | undefined;
};

/** A key the list (REST GET /action_againsts) can be sorted by */
export type ActionSortKey =
  /** Sorts by the upstream's `action_ID` */
  | 'actionId'
  /** Sorts by the upstream's `action_type` */
  | 'actionType'
  /** Sorts by the upstream's `actionpolicy_action_name` */
  | 'actionpolicyActionName'
  /** Sorts by the upstream's `approver_name` */
  | 'approverName'
  /** Sorts by the upstream's `auditor_name` */
  | 'auditorName'
  /** Sorts by the upstream's `created_at` */
  | 'createdAt'
  /** Sorts by the upstream's `date` */
  | 'date'
  /** Sorts by the upstream's `deduction` */
  | 'deduction'
  /** Sorts by the upstream's `employee_name` */
  | 'employeeName'
  /** Sorts by the upstream's `id` */
  | 'id'
  /** Sorts by the upstream's `RES_ID` */
  | 'resId'
  /** Sorts by the upstream's `status` */
  | 'status';

/** A new action against an employee */
export type ActionTakenInput = {
  /** Id of the action policy */
  actionpolicyId: string;
  /** Date of the action (YYYY-MM-DD) */
  date: string;
  /** Overriding deduction amount (with overrideDeduction) */
  deduction?: number | null | undefined;
  /** Unit of the overriding deduction (with overrideDeduction) */
  deductionType?: DeductionType | null | undefined;
  /** What happened */
  details?: string | null | undefined;
  /** The employee (one the caller may file against: actionManagedEmployees) */
  employeeId: string;
  /** true to replace the policy's deduction */
  overrideDeduction?: boolean | null | undefined;
};

/** State of an asset */
export type AssetCondition =
  /** Needs repair */
  | 'DAMAGED'
  /** Signs of wear, working */
  | 'FAIR'
  /** Used, fully working */
  | 'GOOD'
  /** Unused */
  | 'NEW'
  /** Worn, partly working */
  | 'POOR';

/** An asset to add or change */
export type AssetInput = {
  /** Type (see Asset.assetType) */
  assetType: string;
  /** Condition */
  condition: AssetCondition;
  /** Name or model (at most 100 characters) */
  name: string;
  /** Notes */
  notes?: string | null | undefined;
  /** Serial number (unique) */
  serialNumber: string;
};

/** Whether an employee holds the asset now */
export type AssetStatus =
  /** Held by an employee */
  | 'ASSIGNED'
  /** In stock */
  | 'AVAILABLE';

/** A hand-over to an employee */
export type AssignAssetInput = {
  /** Handed over on (YYYY-MM-DD); default today */
  assignedOn?: string | null | undefined;
  /** An active employee */
  employeeId: string;
  /** Notes */
  notes?: string | null | undefined;
};

/** One cell of a bulk save */
export type AttendanceEntryInput = {
  /** The day, YYYY-MM-DD */
  date: string;
  /** RES_ID of the person */
  resId: string;
  /** Status key */
  status: string;
};

/** Which grid: EMPLOYEES (everyone whose role type is not 0, /attendance) or AGENTS (role type 0, /attendance/agents) */
export type AttendanceFamily =
  /** Agents: numeric role type 0 (/api/agent_attendances) */
  | 'AGENTS'
  /** Everyone whose numeric role type is not 0 (/api/monthly_attendances) */
  | 'EMPLOYEES';

/** Changes to an attrition (omitted fields keep their value) */
export type AttritionChangesInput = {
  /** The attrition type; the cancelled type cancels the attrition */
  attritionTypeId?: string | null | undefined;
  /** Last working day (YYYY-MM-DD) */
  lastWorkingDay?: string | null | undefined;
  /** When notice was given (YYYY-MM-DD) */
  noticeDate?: string | null | undefined;
  /** Why the person leaves */
  reason?: string | null | undefined;
};

/** A new attrition */
export type AttritionInput = {
  /** The attrition type (not the cancelled one) */
  attritionTypeId: string;
  /** Who leaves (an active employee) */
  employeeId: string;
  /** Last working day (YYYY-MM-DD), not before the notice date */
  lastWorkingDay: string;
  /** When notice was given (YYYY-MM-DD) */
  noticeDate: string;
  /** Why the person leaves */
  reason?: string | null | undefined;
};

/** Where an attrition stands */
export type AttritionState =
  /** Cancelled: the person stays (or is back) as a current employee */
  | 'CANCELLED'
  /** The last working day has passed: the person counts as resigned everywhere */
  | 'LEFT'
  /** The last working day has not passed yet; the person is still a current employee */
  | 'UPCOMING';

/** An attrition type to create or replace */
export type AttritionTypeInput = {
  /** Whether this is the cancelled type */
  cancels?: boolean | null | undefined;
  /** Name, unique */
  name: string;
};

/** A bonus for one or more employees */
export type BonusInput = {
  /** Amount, more than 0 */
  amount: number;
  /** The employees (1 to 500) */
  employeeIds: Array<string>;
  /** Month, YYYY-MM */
  month: string;
  /** Why (at most 500 characters) */
  note?: string | null | undefined;
};

/** A candidate (create: fullName and, for a referral, referredByResId are required; update: omitted fields stay) */
export type CandidateInput = {
  /** City of residence */
  cityOfResidence?: string | null | undefined;
  /** Contact e-mail */
  contactEmail?: string | null | undefined;
  /** Contact number */
  contactNumber?: string | null | undefined;
  /** Educational status (SPEC §9 options) */
  educationalStatus?: string | null | undefined;
  /** External source name */
  externalSource?: string | null | undefined;
  /** Full name */
  fullName?: string | null | undefined;
  /** Contacted: yes or no */
  isContacted?: string | null | undefined;
  /** Marital status: Single, Engaged or Married */
  maritalStatus?: string | null | undefined;
  /** Military status (SPEC §9 options) */
  militaryStatus?: string | null | undefined;
  /** National ID */
  nationalId?: string | null | undefined;
  /** Nationality */
  nationality?: string | null | undefined;
  /** RES_ID of the referencing employee (active, not in HR) */
  referredByResId?: string | null | undefined;
  /** Source: hr_department, referral, external_source or other */
  source?: string | null | undefined;
  /** RES_ID of the recruiter who sourced the candidate */
  sourcedByResId?: string | null | undefined;
  /** Candidate type (cold calling specialist) */
  type?: string | null | undefined;
  /** VN evaluation feedback: pending, accepted or rejected */
  vnEvaluationFeedback?: string | null | undefined;
};

/** Changes to the company settings; a field left out keeps its value */
export type CompanySettingsInput = {
  /** Months the audit trail keeps an entry (12 to 120); null: for ever. Older entries are deleted daily */
  auditRetentionMonths?: number | null | undefined;
  /** Remove the stored Jira API token */
  clearJiraToken?: boolean | null | undefined;
  /** The copyright line (at most 200 characters) */
  copyright?: string | null | undefined;
  /** A new Jira API token (stored encrypted, never answered); blank keeps the stored one */
  jiraToken?: string | null | undefined;
  /** The Jira site, e.g. https://example.atlassian.net */
  jiraUrl?: string | null | undefined;
  /** The Jira account (e-mail) the API token belongs to */
  jiraUsername?: string | null | undefined;
  /** The company's name (at most 100 characters) */
  name?: string | null | undefined;
  /** Primary colour, #rrggbb; null: the default */
  primaryColor?: string | null | undefined;
  /** Secondary colour, #rrggbb; null: the default */
  secondaryColor?: string | null | undefined;
};

/** Hours an agent worked on a day and dialer; with vacId, a holiday worked */
export type DailyHoursInput = {
  /** Date, YYYY-MM-DD, not in the future */
  date: string;
  /** 'working day' or 'weekend' (ignored with vacId) */
  dayType?: string | null | undefined;
  /** The dialer */
  dialerId: string;
  /** Hours (decimal), more than 0, at most 24 a day */
  hoursWorked: number;
  /** The agent's RES_ID */
  resId: string;
  /** Shift end, HH:mm (24-hour); before the start: the shift ends the next day */
  shiftEnd?: string | null | undefined;
  /** Shift start, HH:mm (24-hour); with shiftEnd (SPEC §3 shared area daily hours) */
  shiftStart?: string | null | undefined;
  /** The holiday worked; its period must hold the date (NOT_ACCEPTABLE otherwise) */
  vacId?: string | null | undefined;
};

/** Unit of an overriding deduction */
export type DeductionType =
  /** A number of days of pay */
  | 'DAYS'
  /** An amount of money */
  | 'MONETARY'
  /** A percentage of the salary */
  | 'PERCENTAGE';

/** A document to upload (the file is the `file` argument) */
export type DocumentInput = {
  /** Whose document; empty for a company-wide one */
  employeeId?: string | null | undefined;
  /** The name offered on download; default the uploaded file's name */
  filename?: string | null | undefined;
  /** Title (at most 150 characters) */
  title: string;
};

/** Whom a document belongs to */
export type DocumentScope =
  /** Company-wide: every employee sees it (policies, handbooks) */
  | 'COMPANY'
  /** One employee's: that employee, HR and admins see it (contracts, certificates) */
  | 'EMPLOYEE';

/** Which employees a list shows: current ones (default), those who left, or both */
export type EmployeeActivity =
  /** Current employees */
  | 'ACTIVE'
  /** Both */
  | 'ALL'
  /** Employees who left (fired, resigned) */
  | 'INACTIVE';

/** A new employee (SPEC §3 Employee) */
export type EmployeeInput = {
  /** Base salary */
  baseSalary?: number | null | undefined;
  /** Whether this employee manages others */
  canManage?: boolean | null | undefined;
  /** Date joined (YYYY-MM-DD) */
  dateJoined: string;
  /** Date of birth (YYYY-MM-DD) */
  dateOfBirth?: string | null | undefined;
  /** Department id */
  departmentId: string;
  /** Work e-mail, unique */
  email: string;
  /** Emergency contact name */
  emergencyContactName?: string | null | undefined;
  /** Emergency contact number */
  emergencyContactNumber?: string | null | undefined;
  /** Employee type */
  employeeType?: string | null | undefined;
  /** 'hourly' or 'monthly' (how the employee is paid) */
  hourlyOrMonthly: string;
  /** Hourly rate (required when paid hourly) */
  hourlyRate?: number | null | undefined;
  /** Direct manager's employee id */
  managerId?: string | null | undefined;
  /** Monthly rate (required when paid monthly) */
  monthlyRate?: number | null | undefined;
  /** Full name */
  name: string;
  /** National ID number */
  nationalId?: string | null | undefined;
  /** Phone number */
  phone?: string | null | undefined;
  /** Company employee number (RES_ID), unique */
  resId: string;
  /** Numeric role type: 0 agent, 1 team leader/auditor/HR staff, 2 manager, 3 head of department, 4 executive */
  role: number;
  /** Role title (an employment role) */
  roleTitle: string;
  /** Employment status id (default Active) */
  statusId?: string | null | undefined;
  /** Target working hours per day (0-24) */
  targetHoursPerDay: number;
  /** Team id (team_ID) */
  teamId?: string | null | undefined;
};

/** A key the list (REST GET /employees) can be sorted by */
export type EmployeeSortKey =
  /** Sorts by the upstream's `date_joined` */
  | 'dateJoined'
  /** Sorts by the upstream's `department_id` */
  | 'departmentId'
  /** Sorts by the upstream's `department_name` */
  | 'departmentName'
  /** Sorts by the upstream's `email` */
  | 'email'
  /** Sorts by the upstream's `employee_type` */
  | 'employeeType'
  /** Sorts by the upstream's `id` */
  | 'id'
  /** Sorts by the upstream's `last_working_day` */
  | 'lastWorkingDay'
  /** Sorts by the upstream's `manager_name` */
  | 'managerName'
  /** Sorts by the upstream's `name` */
  | 'name'
  /** Sorts by the upstream's `RES_ID` */
  | 'resId'
  /** Sorts by the upstream's `role` */
  | 'role'
  /** Sorts by the upstream's `role_title` */
  | 'roleTitle'
  /** Sorts by the upstream's `status` */
  | 'status'
  /** Sorts by the upstream's `team_ID` */
  | 'teamId'
  /** Sorts by the upstream's `team_name` */
  | 'teamName';

/** The exit interview of an attrition */
export type ExitInterviewInput = {
  /** Free comments */
  comments?: string | null | undefined;
  /** Compensation, 1 to 5 */
  ratingCompensation?: number | null | undefined;
  /** Growth and development, 1 to 5 */
  ratingGrowth?: number | null | undefined;
  /** Management, 1 to 5 */
  ratingManagement?: number | null | undefined;
  /** Overall experience, 1 (poor) to 5 (excellent) */
  ratingOverall?: number | null | undefined;
  /** Why the person leaves (from a fixed list, see `exitReasons`) */
  reasons: Array<string>;
  /** Whether the person would recommend the company */
  wouldRecommend?: boolean | null | undefined;
  /** Whether the company would hire the person again */
  wouldRehire?: boolean | null | undefined;
};

/** A goal to create, or the fields to change (omitted fields keep their value on update) */
export type GoalInput = {
  /** Assignee (create only); default the signed-in user; someone else needs MANAGE_GOALS over them */
  assigneeId?: string | null | undefined;
  /** Description (at most 2000 characters) */
  description?: string | null | undefined;
  /** End date YYYY-MM-DD, not before the start (required on create) */
  endDate?: string | null | undefined;
  /** Seen only by its assignee, its reviewer and admins */
  isPrivate?: boolean | null | undefined;
  /** Reviewer; default one's manager (own goal) or the signed-in user (a report's goal) */
  reviewerId?: string | null | undefined;
  /** Start date YYYY-MM-DD (required on create) */
  startDate?: string | null | undefined;
  /** Title (required on create, at most 100 characters) */
  title?: string | null | undefined;
};

/** Work on an approved goal: created -> in_progress -> achieved (achieved needs progress 100 and is final) */
export type GoalState =
  /** Done at 100% (final) */
  | 'ACHIEVED'
  /** Not started */
  | 'CREATED'
  /** Under way (progress above 0) */
  | 'IN_PROGRESS';

/** Review of a goal: pending -> approved | rejected; rejected -> pending when the assignee edits it */
export type GoalStatus =
  /** Approved; its work can start (final) */
  | 'APPROVED'
  /** Waiting for review by a manager holding MANAGE_GOALS */
  | 'PENDING'
  /** Rejected; the assignee may edit it, which resubmits it */
  | 'REJECTED';

/** A headcount record to create, or the changes to one (omitted fields keep their value) */
export type HeadcountEmployeeInput = {
  /** Document: birth certificate */
  birthCertificate?: boolean | null | undefined;
  /** The recruitment candidate this person was onboarded from (set by onboarding; the candidate link comes with the recruitment domain) */
  candidateId?: string | null | undefined;
  /** City of residence */
  cityOfResidence?: string | null | undefined;
  /** Communication e-mail (required to create) */
  communicationEmail?: string | null | undefined;
  /** Contract expires (YYYY-MM-DD, after signing) */
  contractExpirationDate?: string | null | undefined;
  /** Contract signed (YYYY-MM-DD) */
  contractSignedDate?: string | null | undefined;
  /** Document: copy of national ID */
  copyOfNationalId?: boolean | null | undefined;
  /** Document: criminal record */
  criminalRecord?: boolean | null | undefined;
  /** Company property in the employee’s custody */
  custody?: string | null | undefined;
  /** Date of birth (YYYY-MM-DD, in the past) */
  dateOfBirth?: string | null | undefined;
  /** Department id (required to create) */
  departmentId?: string | null | undefined;
  /** Document: disabled work qualification ID */
  disabledWorkQualificationId?: boolean | null | undefined;
  /** Emergency contact name (personal) */
  emergencyContactName?: string | null | undefined;
  /** Emergency contact number (personal) */
  emergencyContactNumber?: string | null | undefined;
  /** Employment role id (or give role) */
  employmentRoleId?: string | null | undefined;
  /** Employment type, e.g. Full Time, Part Time */
  employmentType?: string | null | undefined;
  /** Male or Female */
  gender?: string | null | undefined;
  /** Hiring date (YYYY-MM-DD; required to create) */
  hiringDate?: string | null | undefined;
  /** Full time (false: part time) */
  isFullTime?: boolean | null | undefined;
  /** Last working day (YYYY-MM-DD) */
  lastWorkingDay?: string | null | undefined;
  /** Direct manager's employee id */
  managerId?: string | null | undefined;
  /** Marital status (SPEC spells the field martial_status): Single, Engaged, Married */
  martialStatus?: string | null | undefined;
  /** Document: medical insurance */
  medicalInsurance?: boolean | null | undefined;
  /** Military status (SPEC §9 options) */
  militaryStatus?: string | null | undefined;
  /** Full name (required to create) */
  name?: string | null | undefined;
  /** National ID; a duplicate is refused naming the holder */
  nationalId?: string | null | undefined;
  /** National ID expires (YYYY-MM-DD) */
  nationalIdExpirationDate?: string | null | undefined;
  /** Nationality */
  nationality?: string | null | undefined;
  /** Document: NDA signed */
  ndaSigned?: boolean | null | undefined;
  /** Document: official 111 form */
  official111Form?: boolean | null | undefined;
  /** Document: original academic certificate */
  originalAcademicCertificate?: boolean | null | undefined;
  /** When a part-timer was shuffled (YYYY-MM-DD) */
  partTimeDateShuffled?: string | null | undefined;
  /** Payoneer e-mail (personal) */
  payoneerEmail?: string | null | undefined;
  /** Document: personal photo */
  personalPhoto?: boolean | null | undefined;
  /** Phone number (personal) */
  phoneNumber?: string | null | undefined;
  /** RES_ID (required to create) */
  resId?: string | null | undefined;
  /** Role title (or give employmentRoleId) */
  role?: string | null | undefined;
  /** Document: social insurance */
  socialInsurance?: boolean | null | undefined;
  /** Document: social insurance print */
  socialInsurancePrint?: boolean | null | undefined;
  /** Employment status id (default Active) */
  statusId?: string | null | undefined;
  /** Document: work stub */
  workStub?: boolean | null | undefined;
};

/** A help desk link to add or change */
export type HelpdeskLinkInput = {
  /** An http(s) URL; otherwise BAD_USER_INPUT "Invalid URL format" */
  link: string;
  /** Name (at most 100 characters, unique) */
  name: string;
};

/** A new company holiday */
export type HolidayInput = {
  /** Last day (YYYY-MM-DD), not before the first */
  endDate: string;
  /** Pay multiplier for working on this holiday */
  multipleOfPay: number;
  /** First day (YYYY-MM-DD) */
  startDate: string;
  /** Holiday name (vac_name) */
  vacName: string;
};

/** An interview (create: interviewDate required; update: omitted fields stay) */
export type InterviewInput = {
  /** full_time or part_time */
  employmentType?: string | null | undefined;
  /** fresh, junior, experienced or senior */
  experienceLevel?: string | null | undefined;
  /** Hiring decision: 0 Pending, 1 Accepted, 2 Rejected, 3 No Show */
  hiringDecision?: number | null | undefined;
  /** Interview date (YYYY-MM-DD) */
  interviewDate?: string | null | undefined;
  /** Test scores (all seven are required to accept) */
  interviewTypeSpecific?: InterviewScoresInput | null | undefined;
  /** Notes */
  notes?: string | null | undefined;
  /** Ticket number */
  ticketNumber?: string | null | undefined;
};

/** Test scores of a cold calling specialist (whole numbers) */
export type InterviewScoresInput = {
  /** English comprehension, 0-10 */
  englishComprehension?: number | null | undefined;
  /** English fluency, 0-10 */
  englishFluency?: number | null | undefined;
  /** English grammar, 0-10 */
  englishGrammar?: number | null | undefined;
  /** English pronunciation, 0-10 */
  englishPronunciation?: number | null | undefined;
  /** English vocabulary, 0-10 */
  englishVocab?: number | null | undefined;
  /** Typing accuracy, percent (0-100) */
  typingAccuracy?: number | null | undefined;
  /** Typing speed, words a minute (0-200) */
  typingSpeed?: number | null | undefined;
};

/** The month's KPI of one or more employees (replaces what was set) */
export type KpiInput = {
  /** The employees (1 to 500) */
  employeeIds: Array<string>;
  /** Amount */
  kpi: number;
  /** Tier, 1 to 5 */
  kpiTier: number;
  /** Month, YYYY-MM */
  month: string;
};

/** An employee's payable leads of a month (sets them) */
export type LeadInput = {
  /** Month, YYYY-MM */
  month: string;
  /** Payable leads */
  payableLeads: number;
  /** The employee's RES_ID */
  resId: string;
};

/** A new leave request */
export type LeaveRequestInput = {
  /** The employee taking the leave; default: the signed-in user */
  employeeId?: string | null | undefined;
  /** Last day off, included (YYYY-MM-DD) */
  endDate: string;
  /** End of the hours off, HH:mm 24-hour (an hours request) */
  endTime?: string | null | undefined;
  /** Leave type id */
  leaveTypeId: string;
  /** Notes of the requester */
  notes?: string | null | undefined;
  /** The confirmations the filer overrode (decision 0214; an upstream extension, ignored by a SPEC §7-only upstream) */
  overrides?: Array<LeaveWarning> | null | undefined;
  /** First day off (YYYY-MM-DD) */
  startDate: string;
  /** First hour off, HH:mm 24-hour (an hours request) */
  startTime?: string | null | undefined;
  /** As the type allows; anything but FULL_DAY is one day (start = end) */
  unit?: LeaveRequestUnit | null | undefined;
};

/** What a leave request takes: full days, or one day's morning, evening or hours */
export type LeaveRequestUnit =
  /** Every weekday from start to end */
  | 'FULL_DAY'
  /** The evening of one day (0.5 day) */
  | 'HALF_DAY_EVENING'
  /** The morning of one day (0.5 day) */
  | 'HALF_DAY_MORNING'
  /** Hours of one day, from startTime to endTime */
  | 'HOURS';

/** Changes to a pending leave request; omitted fields keep their value */
export type LeaveRequestUpdateInput = {
  /** The employee taking the leave */
  employeeId?: string | null | undefined;
  /** Last day off, included (YYYY-MM-DD) */
  endDate?: string | null | undefined;
  /** End of the hours off, HH:mm 24-hour (an hours request) */
  endTime?: string | null | undefined;
  /** Leave type id */
  leaveTypeId?: string | null | undefined;
  /** Notes for the reviewer (empty text clears them) */
  notes?: string | null | undefined;
  /** The confirmations the filer overrode on this change (decision 0214) */
  overrides?: Array<LeaveWarning> | null | undefined;
  /** First day off (YYYY-MM-DD) */
  startDate?: string | null | undefined;
  /** First hour off, HH:mm 24-hour (an hours request) */
  startTime?: string | null | undefined;
  /** Full days, a half day or hours (null from an upstream without units: full days) */
  unit?: LeaveRequestUnit | null | undefined;
};

/** State of a leave request: pending until reviewed */
export type LeaveStatus =
  /** Approved; counts against the balance */
  | 'APPROVED'
  /** Taken back (by the requester before it starts, a manager or HR at any time); no longer counts against the balance */
  | 'CANCELED'
  /** Some days approved (approvedStartDate..approvedEndDate), the rest refused; only the approved days count (an upstream extension) */
  | 'PARTIALLY_APPROVED'
  /** Waiting for a reviewer */
  | 'PENDING'
  /** Rejected by a reviewer */
  | 'REJECTED';

/** A leave type to create or replace */
export type LeaveTypeInput = {
  /** true: a request may share days with the person's other requests (default false) */
  canOverlap?: boolean | null | undefined;
  /** The most days of a year's unused balance carried into the next, 0 for none (an upstream extension; left out: kept on a change) */
  carryOverBalance?: number | null | undefined;
  /** Carried days lapse at the end of this month of the new year, 1 to 12; null: never (an upstream extension; left out: kept) */
  carryOverExpiryMonths?: number | null | undefined;
  /** Last day a request of this type may fall on (YYYY-MM-DD); null: no limit */
  endDate?: string | null | undefined;
  /** Name, unique */
  leaveName: string;
  /** The longest request in days, 1 to 366 (an upstream extension; left out: kept on a change) */
  maxConsecutiveDays?: number | null | undefined;
  /** Days earned per completed month (0 or empty: all on January 1) */
  monthlyFraction?: number | null | undefined;
  /** false approves requests as they are filed (an upstream extension: left out, a change keeps the current value) */
  requiresApproval?: boolean | null | undefined;
  /** First day a request of this type may fall on (YYYY-MM-DD); null: no limit */
  startDate?: string | null | undefined;
  /** Full days, half days or hours (an upstream extension, `capabilities.leaveUnits`; left out: kept on a change) */
  unit?: LeaveTypeUnit | null | undefined;
  /** Days available per calendar year (the accrual cap) */
  yearlyLimit: number;
};

/** What a leave type is taken in (decision 0205); the balance stays in days, shown in hours for an hours type */
export type LeaveTypeUnit =
  /** Full days only */
  | 'FULL_DAY'
  /** Full days or half days (morning or evening) */
  | 'HALF_DAY'
  /** Full days, half days or hours of one day */
  | 'HOURS';

/** A confirmation of the leave form (SPEC §8/§9) the filer may override (decision 0214) */
export type LeaveWarning =
  /** Annual leave of more than one day without 2 weeks notice */
  | 'ANNUAL_NOTICE'
  /** More than 3 days in consecutive leaves */
  | 'CONSECUTIVE_DAYS'
  /** The leave starts in less than 1 week */
  | 'SHORT_NOTICE';

/** The permission catalogue (SPEC §3): what admins grant to managers */
export type ManagerPermissionName =
  /** Set, approve and reject goals for the reporting line */
  | 'MANAGE_GOALS'
  /** File, approve and reject leave requests for the reporting line */
  | 'MANAGE_LEAVE_REQUESTS';

/** A new manager shuffle request */
export type ManagerShuffleRequestInput = {
  /** When the new manager takes over (YYYY-MM-DD) */
  effectiveDate: string;
  /** The proposed new manager (an active employee who can manage) */
  proposedManagerId: string;
  /** Why the move is asked for */
  reason?: string | null | undefined;
  /** The employee to move */
  targetEmployeeId: string;
};

/** A side-menu group of SPEC §2 (the web shows them in SPEC §2 order; the description is the label) */
export type MenuGroup =
  /** Access Tracker */
  | 'ACCESS_TRACKER'
  /** Actions */
  | 'ACTIONS'
  /** Attendance */
  | 'ATTENDANCE'
  /** Attritions */
  | 'ATTRITIONS'
  /** Candidates */
  | 'CANDIDATES'
  /** Goals */
  | 'GOALS'
  /** Headcount */
  | 'HEADCOUNT'
  /** Home */
  | 'HOME'
  /** Leave Requests */
  | 'LEAVE_REQUESTS'
  /** Manager Shuffle Requests */
  | 'MANAGER_SHUFFLE_REQUESTS'
  /** Profile */
  | 'PROFILE'
  /** Teams */
  | 'TEAMS';

/** How notification e-mail reaches me */
export type NotificationDelivery =
  /** One daily e-mail of the unread */
  | 'DIGEST'
  /** Each notification whose type e-mails me, at once */
  | 'IMMEDIATE';

/** Whom a people picker offers (each purpose keeps the rule of its screen) */
export type PickerPurpose =
  /** Employees the caller may file an action against (actions.newAgainst) */
  | 'ACTION_TARGETS'
  /** Active employees an attrition may be recorded for (attritions.manage; SPEC §7 GET /api/headcount_employees) */
  | 'ATTRITION'
  /** Every current employee but the caller (kudos) */
  | 'COLLEAGUES'
  /** Every current employee (documents, assets, referrers, reviewers) */
  | 'EMPLOYEES'
  /** Employees the caller may file a leave request for (leaveRequests.add; as leaveFilingEmployees) */
  | 'LEAVE_FILING'
  /** Current employees who can manage others (permissions, new managers, reporting lines) */
  | 'MANAGERS'
  /** Every current employee, for bonus, KPI and leads entry (employees.bonus, employees.kpis or leads.manage) */
  | 'PAY'
  /** Everyone below the caller in the reporting chain (daily hours, goals) */
  | 'REPORTS'
  /** Current employees a shuffle request may move (shuffle.add) */
  | 'SHUFFLE';

/** A company to register, with its first admin */
export type RegisterCompanyInput = {
  /** Company name (at most 100 characters) */
  companyName: string;
  /** The admin's e-mail: the link to set their password goes there */
  email: string;
  /** How many people it employs, one of @hr/rules EMPLOYEE_COUNT_RANGES (1-10, 11-50, ...) */
  employeeCountRange: string;
  /** The admin's first name */
  firstName: string;
  /** Industry, one of the listed industries (@hr/rules INDUSTRIES) */
  industry: string;
  /** The admin's last name */
  lastName: string;
  /** Lowercase letters, digits and hyphens (not first or last), 3-63 characters; reserved names refused */
  subdomain: string;
};

/** Taking an asset back */
export type ReturnAssetInput = {
  /** Condition it came back in (becomes the asset's condition) */
  condition?: AssetCondition | null | undefined;
  /** Notes */
  notes?: string | null | undefined;
  /** Returned on (YYYY-MM-DD); default today */
  returnedOn?: string | null | undefined;
};

/** State of a manager shuffle request: pending until HR reviews it */
export type ShuffleStatus =
  /** Approved; the manager changes on the effective date */
  | 'APPROVED'
  /** Waiting for HR */
  | 'PENDING'
  /** Rejected by HR */
  | 'REJECTED';

/** Sort direction of a paged list */
export type SortDir =
  /** Smallest first */
  | 'ASC'
  /** Largest first */
  | 'DESC';

export type ActionsCreateMutationVariables = Exact<{
  input: ActionTakenInput;
}>;


export type ActionsCreateMutation = { createActionTaken: { id: string, resId: string, employeeId: string, employeeName: string, auditorId: string | null, auditorName: string | null, approverName: string, approvedById: string | null, actionId: string, actionpolicyId: string, actionpolicyActionName: string, date: string, details: string | null, status: number, statusName: string, hrComment: string | null, actionType: number, actionTypeName: string, deductionType: string, deduction: number | null, monetaryDeduction: number | null, daysDeduction: number | null, percentageDeduction: number | null, overrideDeduction: boolean } };

export type ActionsReviewFieldsFragment = { id: string, status: number, statusName: string, approverName: string, hrComment: string | null };

export type ActionsApproveMutationVariables = Exact<{
  id: string;
  c?: string | null | undefined;
}>;


export type ActionsApproveMutation = { review: { id: string, status: number, statusName: string, approverName: string, hrComment: string | null } };

export type ActionsRejectMutationVariables = Exact<{
  id: string;
  c?: string | null | undefined;
}>;


export type ActionsRejectMutation = { review: { id: string, status: number, statusName: string, approverName: string, hrComment: string | null } };

export type ActionsWaiveMutationVariables = Exact<{
  id: string;
  c?: string | null | undefined;
}>;


export type ActionsWaiveMutation = { review: { id: string, status: number, statusName: string, approverName: string, hrComment: string | null } };

export type ActionsListQueryVariables = Exact<{
  status?: number | null | undefined;
  search?: string | null | undefined;
  start?: string | null | undefined;
  end?: string | null | undefined;
  approver?: string | null | undefined;
  limit?: number | null | undefined;
  sortBy?: ActionSortKey | null | undefined;
  sortDir?: SortDir | null | undefined;
}>;


export type ActionsListQuery = { actionsTaken: { count: number, items: Array<{ id: string, employeeName: string, date: string, status: number, approverName: string, deduction: number | null }> } };

export type ActionsMeQueryVariables = Exact<{ [key: string]: never; }>;


export type ActionsMeQuery = { me: { id: string, resId: string | null } };

export type ActionsPolicyIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type ActionsPolicyIdsQuery = { actionPolicies: { items: Array<{ id: string, actionId: string }> } };

export type ActionsPoliciesQueryVariables = Exact<{ [key: string]: never; }>;


export type ActionsPoliciesQuery = { actionPolicies: { count: number, items: Array<{ actionId: string, actionName: string, actionType: number, actionTypeName: string, deduction: number | null, daysDeduction: number | null }> } };

export type ActionsAddPolicyMutationVariables = Exact<{
  i: ActionPolicyInput;
}>;


export type ActionsAddPolicyMutation = { createActionPolicy: { id: string, actionId: string, deduction: number | null, percentageDeduction: number | null } };

export type ActionsUpdatePolicyMutationVariables = Exact<{
  id: string;
  i: ActionPolicyUpdateInput;
}>;


export type ActionsUpdatePolicyMutation = { updateActionPolicy: { actionName: string, deduction: number | null } };

export type ActionsAddPolicyInlineMutationVariables = Exact<{ [key: string]: never; }>;


export type ActionsAddPolicyInlineMutation = { createActionPolicy: { id: string } };

export type ActionsManagedCountQueryVariables = Exact<{ [key: string]: never; }>;


export type ActionsManagedCountQuery = { actionManagedEmployees: { count: number } };

export type ActionsManagedQueryVariables = Exact<{ [key: string]: never; }>;


export type ActionsManagedQuery = { actionManagedEmployees: { count: number, items: Array<{ id: string, name: string | null }> } };

export type ActionsPendingApprovedQueryVariables = Exact<{ [key: string]: never; }>;


export type ActionsPendingApprovedQuery = { pendingActions: { items: Array<{ status: number }> }, approvedActions: { items: Array<{ status: number }> } };

export type ActionsDeductionsQueryVariables = Exact<{
  id?: string | null | undefined;
}>;


export type ActionsDeductionsQuery = { actionsTaken: { items: Array<{ id: string, deduction: number | null, monetaryDeduction: number | null, overrideDeduction: boolean, policy: { deduction: number | null, moneyDeduction: number | null } | null }> } };

export type ActionsNamedQueryVariables = Exact<{ [key: string]: never; }>;


export type ActionsNamedQuery = { actionsTaken: { items: Array<{ employee: { id: string, name: string | null, resId: string | null } | null, auditor: { name: string | null } | null, approver: { name: string | null } | null, policy: { id: string, actionId: string, actionName: string } | null }> } };

export type ActionsLinkedQueryVariables = Exact<{ [key: string]: never; }>;


export type ActionsLinkedQuery = { actionsTaken: { items: Array<{ employee: { name: string | null, email: string | null } | null, auditor: { name: string | null, email: string | null } | null, approver: { name: string | null, email: string | null } | null, policy: { actionName: string, deduction: number | null } | null }> } };

export type ActionsOfEmployeesQueryVariables = Exact<{ [key: string]: never; }>;


export type ActionsOfEmployeesQuery = { employees: { items: Array<{ name: string | null, actions: Array<{ employeeName: string, status: number }> }> } };

export type ActionsDetailQueryVariables = Exact<{
  id: string;
}>;


export type ActionsDetailQuery = { actionTaken: { id: string, details: string | null } };

export type ActionsEditDetailsMutationVariables = Exact<{
  id: string;
}>;


export type ActionsEditDetailsMutation = { updateActionTaken: { details: string | null } };

export type ActionsDetailIdQueryVariables = Exact<{
  id: string;
}>;


export type ActionsDetailIdQuery = { actionTaken: { id: string } };

export type ActionsMissingQueryVariables = Exact<{ [key: string]: never; }>;


export type ActionsMissingQuery = { actionTaken: { id: string } };

export type ActionsEditXMutationVariables = Exact<{
  id: string;
}>;


export type ActionsEditXMutation = { updateActionTaken: { id: string } };

export type ActionsReviewedQueryVariables = Exact<{
  id: string;
}>;


export type ActionsReviewedQuery = { actionTaken: { status: number, reviewedById: string | null, reviewedAt: string | null, reviewer: { id: string, name: string | null } | null, approver: { name: string | null } | null } };

export type ActionsImportMutationVariables = Exact<{
  file: File;
}>;


export type ActionsImportMutation = { importActionsTaken: { message: string, processed: number, created: number, failed: Array<{ row: number, resId: string | null, actionId: string | null, message: string }> } };

export type ActionsCountQueryVariables = Exact<{ [key: string]: never; }>;


export type ActionsCountQuery = { actionsTaken: { count: number } };

export type AttendanceStreamExportQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type AttendanceStreamExportQuery = { attendanceExport: { url: string } };

export type AttendanceStreamCountQueryVariables = Exact<{ [key: string]: never; }>;


export type AttendanceStreamCountQuery = { attendanceGrid: { count: number } };

export type FillAttendanceGridQueryVariables = Exact<{
  month?: string | null | undefined;
}>;


export type FillAttendanceGridQuery = { attendanceGrid: { month: string, days: Array<string>, rows: Array<{ resId: string, employeeId: string, records: Array<string>, totalHours: number, targetHoursPerDay: number }> } };

export type FillCreateLeaveRequestMutationVariables = Exact<{
  input: LeaveRequestInput;
}>;


export type FillCreateLeaveRequestMutation = { createLeaveRequest: { id: string, status: LeaveStatus } };

export type FillApproveLeaveRequestMutationVariables = Exact<{
  id: string;
}>;


export type FillApproveLeaveRequestMutation = { approveLeaveRequest: { status: LeaveStatus } };

export type FillLeaveTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type FillLeaveTypesQuery = { leaveTypes: { items: Array<{ id: string, leaveName: string }> } };

export type FillAddHolidayMutationVariables = Exact<{
  input: HolidayInput;
}>;


export type FillAddHolidayMutation = { addHoliday: { id: string } };

export type AttendanceGridQueryVariables = Exact<{
  family: AttendanceFamily;
  month?: string | null | undefined;
  search?: string | null | undefined;
  excludeResigned?: boolean | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AttendanceGridQuery = { attendanceGrid: { family: AttendanceFamily, month: string, days: Array<string>, count: number, holidays: Array<{ date: string }>, rows: Array<{ employeeId: string, resId: string, name: string, status: string, records: Array<string>, totalHours: number, targetHoursPerDay: number, editable: boolean }> } };

export type AttendanceSetMutationVariables = Exact<{
  family: AttendanceFamily;
  resId: string;
  month: string;
  date: string;
  status: string;
}>;


export type AttendanceSetMutation = { setAttendance: { resId: string, records: Array<string>, totalHours: number } };

export type AttendanceSaveMutationVariables = Exact<{
  family: AttendanceFamily;
  month: string;
  attendances: Array<AttendanceEntryInput> | AttendanceEntryInput;
}>;


export type AttendanceSaveMutation = { saveAttendances: { ok: boolean, message: string, processedCount: number, savedCount: number, changedCount: number, errorCount: number, errorFile: { url: string, filename: string } | null } };

export type AttendanceAddHolidayMutationVariables = Exact<{
  input: HolidayInput;
}>;


export type AttendanceAddHolidayMutation = { addHoliday: { id: string } };

export type AttendanceHolidaysQueryVariables = Exact<{ [key: string]: never; }>;


export type AttendanceHolidaysQuery = { attendanceGrid: { days: Array<string>, holidays: Array<{ date: string, name: string, multipleOfPay: number }>, rows: Array<{ resId: string, records: Array<string> }> } };

export type AttendanceLinkedEmployeesQueryVariables = Exact<{ [key: string]: never; }>;


export type AttendanceLinkedEmployeesQuery = { attendanceGrid: { rows: Array<{ resId: string, employee: { id: string, email: string | null } | null }> } };

export type AttendanceStatusesQueryVariables = Exact<{ [key: string]: never; }>;


export type AttendanceStatusesQuery = { attendanceStatuses: Array<{ key: string, label: string, hours: number, color: string }> };

export type AttendanceExportQueryVariables = Exact<{
  family: AttendanceFamily;
  month: string;
}>;


export type AttendanceExportQuery = { attendanceExport: { url: string, filename: string } };

export type AttritionEmployeesListQueryVariables = Exact<{ [key: string]: never; }>;


export type AttritionEmployeesListQuery = { attritionEmployees: Array<{ id: string, name: string, resId: string | null }> };

export type AttritionFieldsFragment = { id: string, state: AttritionState, attritionTypeName: string, noticeDate: string, lastWorkingDay: string | null, reason: string | null, hasExitInterview: boolean, employee: { name: string | null, resId: string | null } | null, manager: { name: string | null } | null };

export type AttritionCreateMutationVariables = Exact<{
  input: AttritionInput;
}>;


export type AttritionCreateMutation = { createAttrition: { id: string, state: AttritionState, attritionTypeName: string, noticeDate: string, lastWorkingDay: string | null, reason: string | null, hasExitInterview: boolean, employee: { name: string | null, resId: string | null } | null, manager: { name: string | null } | null } };

export type AttritionCancelMutationVariables = Exact<{
  id: string;
}>;


export type AttritionCancelMutation = { cancelAttrition: { id: string, state: AttritionState, attritionTypeName: string, noticeDate: string, lastWorkingDay: string | null, reason: string | null, hasExitInterview: boolean, employee: { name: string | null, resId: string | null } | null, manager: { name: string | null } | null } };

export type AttritionUpdateMutationVariables = Exact<{
  id: string;
  i: AttritionChangesInput;
}>;


export type AttritionUpdateMutation = { updateAttrition: { id: string, state: AttritionState, attritionTypeName: string, noticeDate: string, lastWorkingDay: string | null, reason: string | null, hasExitInterview: boolean, employee: { name: string | null, resId: string | null } | null, manager: { name: string | null } | null } };

export type AttritionPersonQueryVariables = Exact<{
  id: string;
}>;


export type AttritionPersonQuery = { employee: { active: boolean | null, status: string | null, lastWorkingDay: string | null } };

export type AttritionTypeIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type AttritionTypeIdsQuery = { attritionTypes: { items: Array<{ id: string, name: string }> } };

export type AttritionTypeListQueryVariables = Exact<{ [key: string]: never; }>;


export type AttritionTypeListQuery = { attritionTypes: { count: number, items: Array<{ name: string, cancels: boolean }> } };

export type AttritionTypeCreateMutationVariables = Exact<{
  i: AttritionTypeInput;
}>;


export type AttritionTypeCreateMutation = { createAttritionType: { id: string, name: string, cancels: boolean } };

export type AttritionTypeUpdateMutationVariables = Exact<{
  id: string;
  i: AttritionTypeInput;
}>;


export type AttritionTypeUpdateMutation = { updateAttritionType: { name: string } };

export type AttritionPeopleQueryVariables = Exact<{ [key: string]: never; }>;


export type AttritionPeopleQuery = { employees: { items: Array<{ id: string, name: string | null, active: boolean | null, dateJoined: string | null, lastWorkingDay: string | null, department: { departmentName: string } | null }> } };

export type AttritionSaveExitInterviewMutationVariables = Exact<{
  id: string;
  i: ExitInterviewInput;
}>;


export type AttritionSaveExitInterviewMutation = { saveExitInterview: { reasons: Array<string> } };

export type AttritionCurrentNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type AttritionCurrentNamesQuery = { employees: { items: Array<{ name: string | null }> } };

export type AttritionTrackerQueryVariables = Exact<{
  s?: string | null | undefined;
  st?: AttritionState | null | undefined;
}>;


export type AttritionTrackerQuery = { attritions: { count: number, items: Array<{ state: AttritionState, attritionTypeName: string, employee: { name: string | null } | null }> } };

export type AttritionTrackerIdsQueryVariables = Exact<{
  s?: string | null | undefined;
}>;


export type AttritionTrackerIdsQuery = { attritions: { items: Array<{ id: string }> } };

export type AttritionTeamNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type AttritionTeamNamesQuery = { teamAttritions: { items: Array<{ employee: { name: string | null } | null }> } };

export type AttritionExitInterviewQueryVariables = Exact<{
  id: string;
}>;


export type AttritionExitInterviewQuery = { attrition: { hasExitInterview: boolean, exitInterview: { reasons: Array<string>, ratingOverall: number | null, wouldRehire: boolean | null, comments: string | null, interviewerName: string | null } | null } };

export type AttritionTrackerCountQueryVariables = Exact<{ [key: string]: never; }>;


export type AttritionTrackerCountQuery = { attritions: { count: number } };

export type AttritionTeamCountQueryVariables = Exact<{ [key: string]: never; }>;


export type AttritionTeamCountQuery = { teamAttritions: { count: number } };

export type AttritionPickerIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type AttritionPickerIdsQuery = { attritionEmployees: Array<{ id: string }> };

export type AuthMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthMeQuery = { me: { id: string, name: string | null, email: string | null, resId: string | null, roleTitle: string | null, hourlyRate: number | null, nationalId: string | null, manager: { name: string | null } | null, roles: { ceo: boolean, hr: boolean, head: boolean, teamLeader: boolean, admin: boolean, manager: boolean }, access: { routes: Array<AccessKey>, menuGroups: Array<MenuGroup> } } };

export type AuthMeIdQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthMeIdQuery = { me: { id: string } };

export type AuthMenuGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthMenuGroupsQuery = { me: { access: { menuGroups: Array<MenuGroup> } } };

export type AuthMeCachedQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthMeCachedQuery = { me: { name: string | null, hourlyRate: number | null, roles: { manager: boolean }, access: { routes: Array<AccessKey> } } };

export type AuthLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type AuthLoginMutation = { login: { token: string, user: { name: string | null, roles: { hr: boolean } } } };

export type AuthChangePasswordMutationVariables = Exact<{
  old: string;
  new: string;
}>;


export type AuthChangePasswordMutation = { changePassword: { message: string } };

export type AuthSchemaNameQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthSchemaNameQuery = { __schema: { queryType: { name: string | null } } };

export type AuthUploadFileMutationVariables = Exact<{
  file: File;
}>;


export type AuthUploadFileMutation = { uploadFile: { id: string, filename: string, mimetype: string, link: { url: string, filename: string, expiresAt: string } } };

export type AuthorityFileActionMutationVariables = Exact<{
  input: ActionTakenInput;
}>;


export type AuthorityFileActionMutation = { createActionTaken: { id: string, employeeName: string } };

export type AuthorityAdjustTeamsMutationVariables = Exact<{
  ids: Array<string> | string;
  manager?: string | null | undefined;
}>;


export type AuthorityAdjustTeamsMutation = { adjustTeams: { updatedCount: number } };

export type AuthorityUpdateHeadcountMutationVariables = Exact<{
  id: string;
  input: HeadcountEmployeeInput;
}>;


export type AuthorityUpdateHeadcountMutation = { updateHeadcountEmployee: { id: string, hiringDate: string | null } };

export type AuthorityManagerQueryVariables = Exact<{
  id: string;
}>;


export type AuthorityManagerQuery = { employee: { manager: { name: string | null } | null } };

export type AuthorityPeopleQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthorityPeopleQuery = { employees: { items: Array<{ id: string, name: string | null }> } };

export type AuthorityTeamsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthorityTeamsQuery = { teams: { items: Array<{ id: string, teamName: string }> } };

export type AuthorityPoliciesQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthorityPoliciesQuery = { actionPolicies: { items: Array<{ id: string, actionId: string }> } };

export type AuthorityChangeTeamMutationVariables = Exact<{
  t: string;
}>;


export type AuthorityChangeTeamMutation = { changeCurrentTeam: boolean };

export type AuthorityMyTeamQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthorityMyTeamQuery = { me: { teamName: string | null } };

export type AuthorityFileableQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthorityFileableQuery = { actionManagedEmployees: { items: Array<{ name: string | null }> } };

export type AuthorityActionQueryVariables = Exact<{
  id?: string | null | undefined;
}>;


export type AuthorityActionQuery = { actionsTaken: { count: number } };

export type AuthorityTeamQueryVariables = Exact<{
  id: string;
}>;


export type AuthorityTeamQuery = { team: { teamLeader: { name: string | null } | null, manager: { name: string | null } | null } };

export type AuthorityResIdQueryVariables = Exact<{
  id: string;
}>;


export type AuthorityResIdQuery = { employee: { resId: string | null } };

export type AuthorityImportHeadcountMutationVariables = Exact<{
  file: File;
}>;


export type AuthorityImportHeadcountMutation = { importHeadcountEmployees: { created: number, failed: Array<{ row: number, message: string }> } };

export type AuthorityFirstCandidateQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthorityFirstCandidateQuery = { candidates: { items: Array<{ id: string, fullName: string }> } };

export type AuthorityBlankCandidateNameMutationVariables = Exact<{
  id: string;
}>;


export type AuthorityBlankCandidateNameMutation = { updateCandidate: { fullName: string } };

export type AuthorityCandidateQueryVariables = Exact<{
  id: string;
}>;


export type AuthorityCandidateQuery = { candidate: { fullName: string } };

export type CapabilitiesCapabilitiesQueryVariables = Exact<{ [key: string]: never; }>;


export type CapabilitiesCapabilitiesQuery = { capabilities: { attendanceTemplate: boolean, attendanceErrorFile: boolean, formerEmployees: boolean, sickNoteDownload: boolean, fileUpload: boolean, teamSpace: boolean } };

export type CompaniesLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type CompaniesLoginMutation = { login: { token: string } };

export type CompaniesMeQueryVariables = Exact<{ [key: string]: never; }>;


export type CompaniesMeQuery = { me: { id: string, name: string | null } };

export type CompaniesListsQueryVariables = Exact<{ [key: string]: never; }>;


export type CompaniesListsQuery = { employees: { items: Array<{ id: string }> }, leaveRequests: { items: Array<{ id: string }> }, actionsTaken: { items: Array<{ id: string }> }, candidates: { items: Array<{ id: string }> }, headcountEmployees: { items: Array<{ id: string }> }, documents: { items: Array<{ id: string }> } };

export type CompaniesEmployeeQueryVariables = Exact<{
  id: string;
}>;


export type CompaniesEmployeeQuery = { employee: { id: string, name: string | null } };

export type CompaniesLeaveQueryVariables = Exact<{
  id: string;
}>;


export type CompaniesLeaveQuery = { leaveRequest: { id: string } };

export type CompaniesActionQueryVariables = Exact<{
  id: string;
}>;


export type CompaniesActionQuery = { actionTaken: { id: string } };

export type CompaniesCandidateQueryVariables = Exact<{
  id: string;
}>;


export type CompaniesCandidateQuery = { candidate: { id: string } };

export type CompaniesHeadcountQueryVariables = Exact<{
  id: string;
}>;


export type CompaniesHeadcountQuery = { headcountEmployee: { id: string } };

export type CompaniesDocumentDownloadQueryVariables = Exact<{
  id: string;
}>;


export type CompaniesDocumentDownloadQuery = { documentDownload: { url: string } };

export type CsvImportMutationVariables = Exact<{
  family: AttendanceFamily;
  month: string;
  file: File;
}>;


export type CsvImportMutation = { importAttendance: { ok: boolean, errorCount: number, errorFile: { url: string } | null } };

export type CsvAddEmployeeMutationVariables = Exact<{
  input: EmployeeInput;
}>;


export type CsvAddEmployeeMutation = { addEmployee: { id: string } };

export type CsvAttendanceExportQueryVariables = Exact<{ [key: string]: never; }>;


export type CsvAttendanceExportQuery = { attendanceExport: { url: string } };

export type DecisionsLeaveFilingEmployeesQueryVariables = Exact<{ [key: string]: never; }>;


export type DecisionsLeaveFilingEmployeesQuery = { leaveFilingEmployees: { count: number, items: Array<{ id: string }> } };

export type DecisionsEmployeesQueryVariables = Exact<{ [key: string]: never; }>;


export type DecisionsEmployeesQuery = { employees: { count: number } };

export type DecisionsManagedEmployeesQueryVariables = Exact<{ [key: string]: never; }>;


export type DecisionsManagedEmployeesQuery = { managedEmployees: { count: number, items: Array<{ id: string }> } };

export type DecisionsAdjustableAgentsQueryVariables = Exact<{
  departmentId?: string | null | undefined;
}>;


export type DecisionsAdjustableAgentsQuery = { adjustableAgents: { count: number, items: Array<{ id: string, departmentId: string | null }> } };

export type DecisionsAgentsQueryVariables = Exact<{
  departmentId?: string | null | undefined;
}>;


export type DecisionsAgentsQuery = { agents: { count: number } };

export type DecisionsCreateLeaveRequestMutationVariables = Exact<{
  input: LeaveRequestInput;
}>;


export type DecisionsCreateLeaveRequestMutation = { createLeaveRequest: { id: string } };

export type DecisionsLeaveTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type DecisionsLeaveTypesQuery = { leaveTypes: { items: Array<{ id: string }> } };

export type HeadcountRowFragment = { id: string, resId: string, name: string, nationalId: string | null, phoneNumber: string | null, dateOfBirth: string | null, emergencyContactName: string | null, payoneerEmail: string | null, role: string | null, hiringDate: string | null, formattedHiringDate: string | null, contractExpirationDate: string | null, contractAlert: string | null, nationalIdAlert: string | null, documentsComplete: number, documentsTotal: number, missingDocuments: Array<string>, ndaSigned: boolean, official111Form: boolean, contractFilename: string | null, manager: { id: string, name: string | null, resId: string | null } | null, department: { id: string, departmentName: string } | null, employmentStatus: { name: string } | null, employmentRole: { title: string } | null, employee: { id: string, name: string | null } | null };

export type HeadcountCreateMutationVariables = Exact<{
  input: HeadcountEmployeeInput;
}>;


export type HeadcountCreateMutation = { createHeadcountEmployee: { id: string, resId: string, name: string, nationalId: string | null, phoneNumber: string | null, dateOfBirth: string | null, emergencyContactName: string | null, payoneerEmail: string | null, role: string | null, hiringDate: string | null, formattedHiringDate: string | null, contractExpirationDate: string | null, contractAlert: string | null, nationalIdAlert: string | null, documentsComplete: number, documentsTotal: number, missingDocuments: Array<string>, ndaSigned: boolean, official111Form: boolean, contractFilename: string | null, manager: { id: string, name: string | null, resId: string | null } | null, department: { id: string, departmentName: string } | null, employmentStatus: { name: string } | null, employmentRole: { title: string } | null, employee: { id: string, name: string | null } | null } };

export type HeadcountUpdateMutationVariables = Exact<{
  id: string;
  input: HeadcountEmployeeInput;
}>;


export type HeadcountUpdateMutation = { updateHeadcountEmployee: { id: string, resId: string, name: string, nationalId: string | null, phoneNumber: string | null, dateOfBirth: string | null, emergencyContactName: string | null, payoneerEmail: string | null, role: string | null, hiringDate: string | null, formattedHiringDate: string | null, contractExpirationDate: string | null, contractAlert: string | null, nationalIdAlert: string | null, documentsComplete: number, documentsTotal: number, missingDocuments: Array<string>, ndaSigned: boolean, official111Form: boolean, contractFilename: string | null, manager: { id: string, name: string | null, resId: string | null } | null, department: { id: string, departmentName: string } | null, employmentStatus: { name: string } | null, employmentRole: { title: string } | null, employee: { id: string, name: string | null } | null } };

export type HeadcountPageQueryVariables = Exact<{ [key: string]: never; }>;


export type HeadcountPageQuery = { headcountEmployees: { count: number, items: Array<{ id: string, resId: string, name: string, nationalId: string | null, phoneNumber: string | null, dateOfBirth: string | null, emergencyContactName: string | null, payoneerEmail: string | null, role: string | null, hiringDate: string | null, formattedHiringDate: string | null, contractExpirationDate: string | null, contractAlert: string | null, nationalIdAlert: string | null, documentsComplete: number, documentsTotal: number, missingDocuments: Array<string>, ndaSigned: boolean, official111Form: boolean, contractFilename: string | null, manager: { id: string, name: string | null, resId: string | null } | null, department: { id: string, departmentName: string } | null, employmentStatus: { name: string } | null, employmentRole: { title: string } | null, employee: { id: string, name: string | null } | null }> } };

export type HeadcountDepartmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type HeadcountDepartmentsQuery = { departments: { items: Array<{ id: string, departmentName: string }> } };

export type HeadcountContractTemplateQueryVariables = Exact<{ [key: string]: never; }>;


export type HeadcountContractTemplateQuery = { headcountContractTemplate: { url: string, filename: string } };

export type HeadcountFilteredQueryVariables = Exact<{
  d?: string | null | undefined;
  m?: string | null | undefined;
  f?: string | null | undefined;
}>;


export type HeadcountFilteredQuery = { headcountEmployees: { count: number, items: Array<{ ndaSigned: boolean, hiringDate: string | null, department: { departmentName: string } | null }> } };

export type HeadcountChartsQueryVariables = Exact<{ [key: string]: never; }>;


export type HeadcountChartsQuery = { headcountStats: { total: number, months: Array<{ month: string }>, alerts: { contractsExpiring: number, contractsExpired: number }, byStatus: Array<{ label: string, count: number }> } };

export type HeadcountExpiringContractsQueryVariables = Exact<{ [key: string]: never; }>;


export type HeadcountExpiringContractsQuery = { headcountEmployees: { count: number, items: Array<{ contractExpirationDate: string | null, contractAlert: string | null }> } };

export type HeadcountAlertsQueryVariables = Exact<{ [key: string]: never; }>;


export type HeadcountAlertsQuery = { headcountStats: { total: number, months: Array<{ month: string, headcount: number }>, alerts: { contractsExpiring: number, contractsExpired: number }, byDepartment: Array<{ label: string, count: number }> } };

export type HeadcountOneQueryVariables = Exact<{
  id: string;
}>;


export type HeadcountOneQuery = { headcountEmployee: { name: string, employee: { resId: string | null } | null } };

export type HeadcountStatusesQueryVariables = Exact<{ [key: string]: never; }>;


export type HeadcountStatusesQuery = { headcountEmploymentStatuses: Array<{ id: string, name: string }> };

export type HeadcountUpsertMutationVariables = Exact<{
  inputs: Array<HeadcountEmployeeInput> | HeadcountEmployeeInput;
}>;


export type HeadcountUpsertMutation = { addOrUpdateHeadcountEmployees: { message: string, failed: Array<{ row: number, resId: string | null, message: string }> } };

export type HeadcountImportMutationVariables = Exact<{
  file: File;
}>;


export type HeadcountImportMutation = { importHeadcountEmployees: { message: string, failed: Array<{ row: number, message: string }> } };

export type HeadcountUploadContractMutationVariables = Exact<{
  id: string;
  file: File;
}>;


export type HeadcountUploadContractMutation = { uploadHeadcountContract: { contractFilename: string | null, contract: { url: string, filename: string } | null } };

export type HeadcountUploadTemplateMutationVariables = Exact<{
  file: File;
}>;


export type HeadcountUploadTemplateMutation = { uploadContractTemplate: { message: string, placeholders: Array<string> } };

export type HeadcountPersonalFieldsQueryVariables = Exact<{ [key: string]: never; }>;


export type HeadcountPersonalFieldsQuery = { headcountEmployees: { items: Array<{ id: string, nationalId: string | null, phoneNumber: string | null, dateOfBirth: string | null, emergencyContactName: string | null, emergencyContactNumber: string | null, payoneerEmail: string | null }> } };

export type HeadcountWriteMutationVariables = Exact<{
  id: string;
  input: HeadcountEmployeeInput;
}>;


export type HeadcountWriteMutation = { updateHeadcountEmployee: { id: string } };

export type HeadcountRoutesQueryVariables = Exact<{ [key: string]: never; }>;


export type HeadcountRoutesQuery = { me: { access: { routes: Array<AccessKey> } } };

export type HeadcountPersonalOneQueryVariables = Exact<{
  id: string;
}>;


export type HeadcountPersonalOneQuery = { headcountEmployee: { nationalId: string | null, phoneNumber: string | null, dateOfBirth: string | null } };

export type HomeEmployeesAllQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeEmployeesAllQuery = { employees: { items: Array<{ id: string, active: boolean | null, dateJoined: string | null, lastWorkingDay: string | null, departmentId: string | null }> } };

export type HomeReportsQueryVariables = Exact<{
  managerId?: string | null | undefined;
}>;


export type HomeReportsQuery = { employees: { items: Array<{ id: string }> } };

export type HomeExpiryAlertsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeExpiryAlertsQuery = { headcountStats: { alerts: { contractsExpiring: number, contractsExpired: number, nationalIdsExpiring: number, nationalIdsExpired: number } } };

export type HomeExpiringQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeExpiringQuery = { c: { count: number }, n: { count: number } };

export type IdempotentAddBonusMutationVariables = Exact<{
  input: BonusInput;
  key?: string | null | undefined;
}>;


export type IdempotentAddBonusMutation = { addBonus: { count: number, items: Array<{ id: string, employeeId: string, month: string, amount: number | null }> } };

export type IdempotentBonusesQueryVariables = Exact<{
  m?: string | null | undefined;
}>;


export type IdempotentBonusesQuery = { bonuses: { items: Array<{ employeeId: string, amount: number | null }> } };

export type InputsAddDepartmentMutationVariables = Exact<{
  n: string;
}>;


export type InputsAddDepartmentMutation = { addDepartment: { id: string } };

export type InputsCreateLeaveTypeMutationVariables = Exact<{
  i: LeaveTypeInput;
}>;


export type InputsCreateLeaveTypeMutation = { createLeaveType: { id: string } };

export type InputsEmployeesQueryVariables = Exact<{
  s?: string | null | undefined;
}>;


export type InputsEmployeesQuery = { employees: { count: number } };

export type InputsEmployees2QueryVariables = Exact<{
  s?: string | null | undefined;
}>;


export type InputsEmployees2Query = { employees: { count: number } };

export type IsolationLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type IsolationLoginMutation = { login: { token: string } };

export type IsolationMeQueryVariables = Exact<{ [key: string]: never; }>;


export type IsolationMeQuery = { me: { id: string, name: string | null } };

export type IsolationContractTemplateQueryVariables = Exact<{ [key: string]: never; }>;


export type IsolationContractTemplateQuery = { headcountContractTemplate: { url: string } };

export type IsolationDepartmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type IsolationDepartmentsQuery = { departments: { items: Array<{ id: string }> } };

export type LeaveLedgerCapabilityQueryVariables = Exact<{ [key: string]: never; }>;


export type LeaveLedgerCapabilityQuery = { capabilities: { leaveLedger: boolean } };

export type LeaveLedgerMeQueryVariables = Exact<{ [key: string]: never; }>;


export type LeaveLedgerMeQuery = { me: { id: string } };

export type LeavePartialCapabilityQueryVariables = Exact<{ [key: string]: never; }>;


export type LeavePartialCapabilityQuery = { capabilities: { leavePartialApproval: boolean } };

export type LeaveSelfFileMutationVariables = Exact<{
  input: LeaveRequestInput;
}>;


export type LeaveSelfFileMutation = { createLeaveRequest: { id: string, status: LeaveStatus, employee: { id: string, name: string | null } | null } };

export type LeaveSelfMeQueryVariables = Exact<{ [key: string]: never; }>;


export type LeaveSelfMeQuery = { me: { id: string } };

export type LeaveSelfCapabilityQueryVariables = Exact<{ [key: string]: never; }>;


export type LeaveSelfCapabilityQuery = { capabilities: { leaveCancel: boolean } };

export type LeaveUnitsCapabilityQueryVariables = Exact<{ [key: string]: never; }>;


export type LeaveUnitsCapabilityQuery = { capabilities: { leaveUnits: boolean } };

export type LeaveRequestFieldsFragment = { id: string, employeeId: string, employeeName: string, leaveTypeId: string, leaveTypeName: string, startDate: string, endDate: string, status: LeaveStatus, notes: string | null, submittedById: string | null, submittedByName: string | null, managerEmail: string | null, reviewedById: string | null, reviewedByName: string | null, reviewerComments: string | null, createdAt: string, updatedAt: string, sickNoteUrl: string | null, sickNoteFilename: string | null, leaveDuration: number, workedDaysThisYear: number, passedProbation: boolean, leaveBalances: Array<{ leaveType: string, leaveTypeId: string, remainingBalance: number, approvedLeavesThisYear: number }> };

export type LeaveCreateMutationVariables = Exact<{
  input: LeaveRequestInput;
  sickNote?: File | null | undefined;
}>;


export type LeaveCreateMutation = { createLeaveRequest: { id: string, employeeId: string, employeeName: string, leaveTypeId: string, leaveTypeName: string, startDate: string, endDate: string, status: LeaveStatus, notes: string | null, submittedById: string | null, submittedByName: string | null, managerEmail: string | null, reviewedById: string | null, reviewedByName: string | null, reviewerComments: string | null, createdAt: string, updatedAt: string, sickNoteUrl: string | null, sickNoteFilename: string | null, leaveDuration: number, workedDaysThisYear: number, passedProbation: boolean, leaveBalances: Array<{ leaveType: string, leaveTypeId: string, remainingBalance: number, approvedLeavesThisYear: number }> } };

export type LeaveCreateWithNoteMutationVariables = Exact<{
  input: LeaveRequestInput;
  sickNote?: File | null | undefined;
}>;


export type LeaveCreateWithNoteMutation = { createLeaveRequest: { id: string, employeeId: string, employeeName: string, leaveTypeId: string, leaveTypeName: string, startDate: string, endDate: string, status: LeaveStatus, notes: string | null, submittedById: string | null, submittedByName: string | null, managerEmail: string | null, reviewedById: string | null, reviewedByName: string | null, reviewerComments: string | null, createdAt: string, updatedAt: string, sickNoteUrl: string | null, sickNoteFilename: string | null, leaveDuration: number, workedDaysThisYear: number, passedProbation: boolean, sickNote: { url: string, filename: string, expiresAt: string } | null, leaveBalances: Array<{ leaveType: string, leaveTypeId: string, remainingBalance: number, approvedLeavesThisYear: number }> } };

export type LeaveApproveMutationVariables = Exact<{
  id: string;
  c?: string | null | undefined;
}>;


export type LeaveApproveMutation = { approveLeaveRequest: { id: string, status: LeaveStatus, reviewerComments: string | null, reviewedByName: string | null, leaveBalances: Array<{ leaveType: string, remainingBalance: number, approvedLeavesThisYear: number }> } };

export type LeaveRejectMutationVariables = Exact<{
  id: string;
  c: string;
}>;


export type LeaveRejectMutation = { rejectLeaveRequest: { id: string, status: LeaveStatus, reviewerComments: string | null } };

export type LeaveTypeIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type LeaveTypeIdsQuery = { leaveTypes: { items: Array<{ id: string, leaveName: string }> } };

export type LeavePeopleQueryVariables = Exact<{ [key: string]: never; }>;


export type LeavePeopleQuery = { employees: { items: Array<{ id: string, name: string | null }> } };

export type LeaveTypesSortedQueryVariables = Exact<{ [key: string]: never; }>;


export type LeaveTypesSortedQuery = { leaveTypes: { count: number, items: Array<{ leaveName: string, yearlyLimit: number, monthlyFraction: number }> } };

export type LeaveTypeCreateMutationVariables = Exact<{
  i: LeaveTypeInput;
}>;


export type LeaveTypeCreateMutation = { createLeaveType: { id: string, leaveName: string, yearlyLimit: number, monthlyFraction: number } };

export type LeaveTypeUpdateMutationVariables = Exact<{
  id: string;
  i: LeaveTypeInput;
}>;


export type LeaveTypeUpdateMutation = { updateLeaveType: { yearlyLimit: number } };

export type LeaveSickNoteQueryVariables = Exact<{
  id: string;
}>;


export type LeaveSickNoteQuery = { leaveRequestSickNote: { url: string, filename: string } };

export type LeaveOneWithRelationsQueryVariables = Exact<{
  id: string;
}>;


export type LeaveOneWithRelationsQuery = { leaveRequest: { id: string, employee: { name: string | null } | null, submittedBy: { name: string | null } | null, reviewedBy: { name: string | null } | null, leaveType: { leaveName: string, yearlyLimit: number } | null } };

export type LeaveTrackerPageQueryVariables = Exact<{ [key: string]: never; }>;


export type LeaveTrackerPageQuery = { leaveRequests: { count: number, items: Array<{ id: string, startDate: string, employee: { name: string | null } | null, submittedBy: { name: string | null } | null, reviewedBy: { name: string | null } | null, leaveType: { leaveName: string } | null }> } };

export type LeaveTrackerFilteredQueryVariables = Exact<{
  e?: string | null | undefined;
  search?: string | null | undefined;
}>;


export type LeaveTrackerFilteredQuery = { leaveRequests: { count: number, items: Array<{ id: string, status: LeaveStatus }> } };

export type LeaveTrackerNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type LeaveTrackerNamesQuery = { leaveRequests: { items: Array<{ employeeName: string }> } };

export type LeaveTrackerSearchQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type LeaveTrackerSearchQuery = { leaveRequests: { items: Array<{ id: string }> } };

export type LeaveOneIdQueryVariables = Exact<{
  id: string;
}>;


export type LeaveOneIdQuery = { leaveRequest: { id: string } };

export type LeaveUpdateMutationVariables = Exact<{
  id: string;
  input: LeaveRequestUpdateInput;
  sickNote?: File | null | undefined;
}>;


export type LeaveUpdateMutation = { updateLeaveRequest: { notes: string | null, endDate: string, leaveDuration: number, sickNoteFilename: string | null } };

export type LeaveOneBalancesQueryVariables = Exact<{
  id: string;
}>;


export type LeaveOneBalancesQuery = { leaveRequest: { leaveBalances: Array<{ leaveType: string, remainingBalance: number }> } };

export type LeaveCompanyQueryVariables = Exact<{
  m?: string | null | undefined;
}>;


export type LeaveCompanyQuery = { companyLeaves: { count: number, items: Array<{ id: string, employeeName: string, leaveTypeName: string, startDate: string, endDate: string, leaveDuration: number }> } };

export type LeaveImportCountMutationVariables = Exact<{
  file: File;
}>;


export type LeaveImportCountMutation = { importLeaveRequests: { processed: number } };

export type LeaveTrackerCountQueryVariables = Exact<{ [key: string]: never; }>;


export type LeaveTrackerCountQuery = { leaveRequests: { count: number } };

export type LeaveBalancesQueryVariables = Exact<{
  e?: string | null | undefined;
}>;


export type LeaveBalancesQuery = { leaveBalances: Array<{ leaveType: string, leaveTypeId: string, remainingBalance: number, approvedLeavesThisYear: number }> };

export type LeaveRequestBalancesQueryVariables = Exact<{
  e?: string | null | undefined;
}>;


export type LeaveRequestBalancesQuery = { leaveRequests: { items: Array<{ leaveBalances: Array<{ leaveType: string, leaveTypeId: string, remainingBalance: number, approvedLeavesThisYear: number }> }> } };

export type MailGiveAccessMutationVariables = Exact<{
  id?: string | null | undefined;
}>;


export type MailGiveAccessMutation = { giveAccess: { message: string, email: string, temporaryPassword: string | null, invitationSent: boolean } };

export type MailForgotMutationVariables = Exact<{
  e: string;
}>;


export type MailForgotMutation = { requestPasswordReset: { message: string } };

export type MailSetPasswordMutationVariables = Exact<{
  t: string;
  p: string;
}>;


export type MailSetPasswordMutation = { setPassword: { message: string, email: string } };

export type MailLoginMutationVariables = Exact<{
  e: string;
  p: string;
}>;


export type MailLoginMutation = { login: { user: { name: string | null } } };

export type MailOutboxQueryVariables = Exact<{ [key: string]: never; }>;


export type MailOutboxQuery = { mailOutbox: { count: number, items: Array<{ toAddress: string, subject: string, status: string, attempts: number }> } };

export type MailCapabilityQueryVariables = Exact<{ [key: string]: never; }>;


export type MailCapabilityQuery = { capabilities: { mailOutbox: boolean } };

export type EventsPoliciesQueryVariables = Exact<{ [key: string]: never; }>;


export type EventsPoliciesQuery = { actionPolicies: { items: Array<{ id: string }> } };

export type EventsFileActionMutationVariables = Exact<{
  input: ActionTakenInput;
}>;


export type EventsFileActionMutation = { createActionTaken: { id: string } };

export type EventsApproveActionMutationVariables = Exact<{
  id: string;
}>;


export type EventsApproveActionMutation = { approveActionTaken: { id: string } };

export type EventsFileShuffleMutationVariables = Exact<{
  input: ManagerShuffleRequestInput;
}>;


export type EventsFileShuffleMutation = { createManagerShuffleRequest: { id: string } };

export type EventsRejectShuffleMutationVariables = Exact<{
  id: string;
  c: string;
}>;


export type EventsRejectShuffleMutation = { rejectManagerShuffleRequest: { id: string } };

export type EventsSetGoalMutationVariables = Exact<{
  input: GoalInput;
}>;


export type EventsSetGoalMutation = { createGoal: { id: string } };

export type EventsMeQueryVariables = Exact<{ [key: string]: never; }>;


export type EventsMeQuery = { me: { id: string } };

export type EventsCapabilityQueryVariables = Exact<{ [key: string]: never; }>;


export type EventsCapabilityQuery = { capabilities: { notificationPreferences: boolean } };

export type EventsDeliveryQueryVariables = Exact<{ [key: string]: never; }>;


export type EventsDeliveryQuery = { notificationDelivery: NotificationDelivery | null };

export type NotifyFileMutationVariables = Exact<{
  input: LeaveRequestInput;
}>;


export type NotifyFileMutation = { createLeaveRequest: { id: string } };

export type NotifyApproveMutationVariables = Exact<{
  id: string;
}>;


export type NotifyApproveMutation = { approveLeaveRequest: { id: string, status: LeaveStatus } };

export type NotifyRejectMutationVariables = Exact<{
  id: string;
  c: string;
}>;


export type NotifyRejectMutation = { rejectLeaveRequest: { id: string, status: LeaveStatus } };

export type NotifyCancelMutationVariables = Exact<{
  id: string;
}>;


export type NotifyCancelMutation = { cancelLeaveRequest: { id: string, status: LeaveStatus } };

export type NotifyGiveKudosMutationVariables = Exact<{
  receiverId: string;
  message: string;
}>;


export type NotifyGiveKudosMutation = { giveKudos: { id: string } };

export type NotifyCapabilityQueryVariables = Exact<{ [key: string]: never; }>;


export type NotifyCapabilityQuery = { capabilities: { notifications: boolean } };

export type NotifyMeQueryVariables = Exact<{ [key: string]: never; }>;


export type NotifyMeQuery = { me: { id: string } };

export type NotifyAcmeLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type NotifyAcmeLoginMutation = { login: { token: string } };

export type OpsEmployeeQueryVariables = Exact<{ [key: string]: never; }>;


export type OpsEmployeeQuery = { employee: { name: string | null } };

export type UnknownDepartmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type UnknownDepartmentsQuery = { departments: { items: Array<{ departmentName: string }> } };

export type UnknownEmployeesQueryVariables = Exact<{ [key: string]: never; }>;


export type UnknownEmployeesQuery = { employees: { items: Array<{ id: string }> } };

export type UnknownFireEmployeeMutationVariables = Exact<{
  id: string;
}>;


export type UnknownFireEmployeeMutation = { fireEmployee: { message: string } };

export type UnknownEmployeeQueryVariables = Exact<{
  id: string;
}>;


export type UnknownEmployeeQuery = { employee: { active: boolean | null } };

export type PaySheetQueryVariables = Exact<{
  month?: string | null | undefined;
  search?: string | null | undefined;
  departmentId?: string | null | undefined;
  teamId?: string | null | undefined;
  employeeType?: string | null | undefined;
}>;


export type PaySheetQuery = { salaries: { count: number, items: Array<{ id: string, resId: string, name: string, startDate: string, endDate: string, workingDays: number, hourlyOrMonthly: string, managerName: string | null, paymentAccount: string | null, hoursWorked: number, hoursGiven: number, annuals: number, casuals: number, sick: number, paidLeave: number, training: number, allowance: number | null, leadsTarget: number, kpiTier: number | null, kpi: number | null, bonus: number | null, compensation: number | null, actions: number, amount: number | null, lateness: number | null, baseSalary: number | null, hourlyRate: number | null, targetHours: number, targetLeads: number, hoursPay: number | null, extras: number | null, totalPay: number | null, weeks: Array<{ week: number, hours: number, target: number }> }> } };

export type PayLogDailyHoursMutationVariables = Exact<{
  input: DailyHoursInput;
}>;


export type PayLogDailyHoursMutation = { logDailyHours: { id: string, resId: string, date: string, hoursWorked: number, dayType: string, dialerName: string, vacId: string | null, vacName: string | null } };

export type PayUpdateDailyHoursMutationVariables = Exact<{
  id: string;
  input: DailyHoursInput;
}>;


export type PayUpdateDailyHoursMutation = { updateDailyHours: { id: string, hoursWorked: number } };

export type PayLogShiftMutationVariables = Exact<{
  input: DailyHoursInput;
}>;


export type PayLogShiftMutation = { logDailyHours: { id: string, shiftStart: string | null, shiftEnd: string | null } };

export type PayWorkedHoursShiftsQueryVariables = Exact<{ [key: string]: never; }>;


export type PayWorkedHoursShiftsQuery = { workedHours: { items: Array<{ id: string, shiftStart: string | null, shiftEnd: string | null }> } };

export type PayWorkedHoursQueryVariables = Exact<{
  month?: string | null | undefined;
  search?: string | null | undefined;
  holidaysOnly?: boolean | null | undefined;
}>;


export type PayWorkedHoursQuery = { workedHours: { count: number, totalHours: number, items: Array<{ resId: string, date: string, hoursWorked: number, dayType: string, vacId: string | null }> } };

export type PayTargetsQueryVariables = Exact<{ [key: string]: never; }>;


export type PayTargetsQuery = { targets: { items: Array<{ id: string, workedHours: number, targetHours: number }> } };

export type PayAddBonusMutationVariables = Exact<{
  input: BonusInput;
}>;


export type PayAddBonusMutation = { addBonus: { count: number, items: Array<{ employeeId: string, month: string, amount: number | null, note: string | null }> } };

export type PayAddBonusCountMutationVariables = Exact<{
  input: BonusInput;
}>;


export type PayAddBonusCountMutation = { addBonus: { count: number } };

export type PaySetKpiMutationVariables = Exact<{
  input: KpiInput;
}>;


export type PaySetKpiMutation = { setKpi: { items: Array<{ employeeId: string, kpiTier: number, kpi: number | null }> } };

export type PaySetKpiCountMutationVariables = Exact<{
  input: KpiInput;
}>;


export type PaySetKpiCountMutation = { setKpi: { count: number } };

export type PaySaveLeadMutationVariables = Exact<{
  input: LeadInput;
}>;


export type PaySaveLeadMutation = { saveLead: { resId: string, month: string, payableLeads: number, employeeName: string } };

export type PayLeadsQueryVariables = Exact<{
  month?: string | null | undefined;
  search?: string | null | undefined;
}>;


export type PayLeadsQuery = { leads: { count: number, items: Array<{ resId: string, payableLeads: number }> } };

export type PayBonusesQueryVariables = Exact<{ [key: string]: never; }>;


export type PayBonusesQuery = { bonuses: { count: number, items: Array<{ employeeId: string, amount: number | null }> } };

export type PayKpisQueryVariables = Exact<{ [key: string]: never; }>;


export type PayKpisQuery = { kpis: { count: number, items: Array<{ employeeId: string, kpiTier: number, kpi: number | null }> } };

export type PaySalaryTotalsQueryVariables = Exact<{ [key: string]: never; }>;


export type PaySalaryTotalsQuery = { salaryTotals: { employees: number, totalPay: number, hoursWorked: number } };

export type PayPaymentSheetQueryVariables = Exact<{ [key: string]: never; }>;


export type PayPaymentSheetQuery = { paymentSheet: Array<{ resId: string, account: string | null, balanceSource: string, amount: number | null, description: string }> };

export type PaySheetAccessQueryVariables = Exact<{ [key: string]: never; }>;


export type PaySheetAccessQuery = { salaries: { count: number }, paymentSheet: Array<{ amount: number | null }> };

export type PayXlsxSalariesXlsxQueryVariables = Exact<{
  month?: string | null | undefined;
  departmentId?: string | null | undefined;
  employeeType?: string | null | undefined;
}>;


export type PayXlsxSalariesXlsxQuery = { salariesXlsx: { url: string, filename: string, expiresAt: string } };

export type PayXlsxSalariesQueryVariables = Exact<{
  month?: string | null | undefined;
  departmentId?: string | null | undefined;
  employeeType?: string | null | undefined;
}>;


export type PayXlsxSalariesQuery = { salaries: { count: number, items: Array<{ name: string, departmentName: string | null, totalPay: number | null, hoursWorked: number }> }, salaryTotals: { employees: number, totalPay: number, hoursWorked: number } };

export type PeopleWritesAddMutationVariables = Exact<{
  input: EmployeeInput;
}>;


export type PeopleWritesAddMutation = { addEmployee: { id: string, name: string | null, resId: string | null, email: string | null, roleTitle: string | null, active: boolean | null, status: string | null, team: { teamName: string } | null, department: { departmentName: string } | null, manager: { name: string | null } | null } };

export type PeopleWritesSearchQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type PeopleWritesSearchQuery = { employees: { count: number, items: Array<{ name: string | null }> } };

export type PeopleWritesRoleMutationVariables = Exact<{
  id: string;
  role: number;
  title?: string | null | undefined;
}>;


export type PeopleWritesRoleMutation = { updateEmployeeRole: { role: number | null, roleTitle: string | null, employmentRole: { title: string } | null } };

export type PeopleWritesFireMutationVariables = Exact<{
  id: string;
}>;


export type PeopleWritesFireMutation = { fireEmployee: { message: string, employee: { active: boolean | null, status: string | null, lastWorkingDay: string | null } } };

export type PeopleWritesKeptQueryVariables = Exact<{
  id: string;
}>;


export type PeopleWritesKeptQuery = { employee: { name: string | null, active: boolean | null } };

export type PeopleWritesAdjustMutationVariables = Exact<{
  ids: Array<string> | string;
  team?: string | null | undefined;
  manager?: string | null | undefined;
}>;


export type PeopleWritesAdjustMutation = { adjustTeams: { message: string, updatedCount: number, employees: Array<{ name: string | null, team: { teamName: string } | null, manager: { name: string | null } | null }> } };

export type PeopleWritesLoginMutationVariables = Exact<{
  e: string;
  p: string;
}>;


export type PeopleWritesLoginMutation = { login: { user: { name: string | null } } };

export type PeopleWritesRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type PeopleWritesRolesQuery = { employmentRoles: { items: Array<{ id: string, title: string }> } };

export type PeopleWritesHoldingQueryVariables = Exact<{
  role?: string | null | undefined;
}>;


export type PeopleWritesHoldingQuery = { employees: { count: number } };

export type PeopleWritesAddHolidayMutationVariables = Exact<{
  input: HolidayInput;
}>;


export type PeopleWritesAddHolidayMutation = { addHoliday: { vacName: string, multipleOfPay: number, startDate: string, endDate: string } };

export type PeopleEmployeesQueryVariables = Exact<{
  limit?: number | null | undefined;
  page?: number | null | undefined;
  sortBy?: EmployeeSortKey | null | undefined;
  sortDir?: SortDir | null | undefined;
  search?: string | null | undefined;
  teamId?: string | null | undefined;
  departmentId?: string | null | undefined;
  role?: string | null | undefined;
  ids?: Array<string> | string | null | undefined;
  active?: EmployeeActivity | null | undefined;
}>;


export type PeopleEmployeesQuery = { employees: { count: number, items: Array<{ id: string, name: string | null, resId: string | null, roleTitle: string | null, managerName: string | null, teamId: string | null, departmentId: string | null, active: boolean | null, status: string | null, manager: { id: string, name: string | null } | null, team: { id: string, teamName: string } | null, department: { id: string, departmentName: string } | null, employmentRole: { id: string, title: string } | null }> } };

export type PeopleHeadAuditingQueryVariables = Exact<{ [key: string]: never; }>;


export type PeopleHeadAuditingQuery = { employees: { count: number, items: Array<{ departmentId: string | null }> } };

export type PeopleManagersAgentsQueryVariables = Exact<{
  id: string;
}>;


export type PeopleManagersAgentsQuery = { managers: { count: number, items: Array<{ canManage: boolean | null }> }, agents: { count: number, items: Array<{ role: number | null }> }, managedEmployees: { count: number }, hrEmployees: { items: Array<{ name: string | null }> }, employee: { name: string | null, manager: { name: string | null } | null } };

export type PeopleEmployee2QueryVariables = Exact<{ [key: string]: never; }>;


export type PeopleEmployee2Query = { employee: { name: string | null } };

export type PeopleEmployeeQueryVariables = Exact<{
  id: string;
}>;


export type PeopleEmployeeQuery = { employee: { name: string | null, hourlyRate: number | null, monthlyRate: number | null, baseSalary: number | null, nationalId: string | null, phone: string | null, emergencyContactName: string | null, dateOfBirth: string | null } };

export type PeopleLookupsQueryVariables = Exact<{ [key: string]: never; }>;


export type PeopleLookupsQuery = { teams: { count: number, items: Array<{ id: string, teamName: string, memberCount: number | null }> }, departments: { items: Array<{ id: string, departmentName: string, head: { name: string | null } | null }> }, employmentRoles: { count: number, items: Array<{ title: string }> }, statuses: { items: Array<{ name: string }> } };

export type PeopleHolidaysQueryVariables = Exact<{ [key: string]: never; }>;


export type PeopleHolidaysQuery = { holidays: { count: number, items: Array<{ vacName: string, multipleOfPay: number, startDate: string, endDate: string }> } };

export type PeopleTargetsIsoMonthQueryVariables = Exact<{ [key: string]: never; }>;


export type PeopleTargetsIsoMonthQuery = { targets: { count: number } };

export type PeopleEmployees2QueryVariables = Exact<{ [key: string]: never; }>;


export type PeopleEmployees2Query = { employees: { items: Array<{ id: string, manager: { id: string, name: string | null, roleTitle: string | null } | null, team: { id: string, teamName: string, memberCount: number | null } | null, department: { id: string, departmentName: string, description: string | null } | null, employmentRole: { id: string, title: string } | null }> } };

export type PeopleEmployees3QueryVariables = Exact<{ [key: string]: never; }>;


export type PeopleEmployees3Query = { employees: { items: Array<{ manager: { id: string, name: string | null } | null, team: { id: string, teamName: string } | null, department: { id: string, departmentName: string } | null }> } };

export type PickerOptionsQueryVariables = Exact<{
  purpose: PickerPurpose;
  search?: string | null | undefined;
  limit?: number | null | undefined;
  excludeIds?: Array<string> | string | null | undefined;
}>;


export type PickerOptionsQuery = { personOptions: { count: number, items: Array<{ id: string, name: string, resId: string | null, canManage: boolean | null, managerId: string | null, managerName: string | null }> } };

export type PickerLineQueryVariables = Exact<{ [key: string]: never; }>;


export type PickerLineQuery = { managedEmployees: { items: Array<{ id: string }> }, me: { id: string } };

export type PickerEveryoneQueryVariables = Exact<{ [key: string]: never; }>;


export type PickerEveryoneQuery = { employees: { count: number, items: Array<{ id: string, resId: string | null, canManage: boolean | null }> } };

export type PickerFileableQueryVariables = Exact<{ [key: string]: never; }>;


export type PickerFileableQuery = { actionManagedEmployees: { items: Array<{ id: string }> } };

export type ProfileWithEmployeeQueryVariables = Exact<{
  employeeId: string;
}>;


export type ProfileWithEmployeeQuery = { profile: { name: string, bio: string | null, phone: string | null, employee: { roleTitle: string | null, phone: string | null, nationalId: string | null, hourlyRate: number | null } | null } };

export type ProfileAcmeLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type ProfileAcmeLoginMutation = { login: { token: string } };

export type RecruitmentAddCandidateMutationVariables = Exact<{
  i: CandidateInput;
}>;


export type RecruitmentAddCandidateMutation = { addCandidate: { id: string, fullName: string, nationalId: string | null, contactNumber: string | null, contactEmail: string | null, source: string, stage: string, referrer: { resId: string | null, name: string | null } | null, sourcer: { resId: string | null } | null } };

export type RecruitmentAddInterviewMutationVariables = Exact<{
  c: string;
  i: InterviewInput;
}>;


export type RecruitmentAddInterviewMutation = { addInterview: { id: string, hiringDecision: number, hiringDecisionTitle: string, englishAverage: number | null, interviewTypeSpecific: { englishFluency: number | null, typingSpeed: number | null } | null, candidate: { id: string, fullName: string } | null } };

export type RecruitmentTrackMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type RecruitmentTrackMutation = { trackForOnboarding: { message: string, count: number, items: Array<{ id: string, trackedForOnboarding: boolean }> } };

export type RecruitmentCandidateStageQueryVariables = Exact<{
  id: string;
}>;


export type RecruitmentCandidateStageQuery = { candidate: { stage: string, employee: { id: string } | null } };

export type RecruitmentCandidatesPageQueryVariables = Exact<{ [key: string]: never; }>;


export type RecruitmentCandidatesPageQuery = { candidates: { count: number, items: Array<{ id: string, fullName: string, source: string, stage: string, referrer: { resId: string | null, name: string | null } | null, latestInterview: { id: string, interviewDate: string, hiringDecision: number } | null }> } };

export type RecruitmentCandidatesFilteredQueryVariables = Exact<{
  isContacted?: string | null | undefined;
  source?: string | null | undefined;
  createdStart?: string | null | undefined;
}>;


export type RecruitmentCandidatesFilteredQuery = { candidates: { count: number, items: Array<{ isContacted: string, stage: string, source: string, sourcer: { name: string | null } | null }> } };

export type RecruitmentCandidateQueryVariables = Exact<{
  id: string;
}>;


export type RecruitmentCandidateQuery = { c: { fullName: string, maritalStatus: string | null, interviewsCount: number } };

export type RecruitmentUpdateCandidateMutationVariables = Exact<{
  id: string;
  i: CandidateInput;
}>;


export type RecruitmentUpdateCandidateMutation = { updateCandidate: { fullName: string, cityOfResidence: string | null, referrer: { resId: string | null } | null } };

export type RecruitmentSearchQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type RecruitmentSearchQuery = { candidates: { items: Array<{ fullName: string }> } };

export type RecruitmentInterviewTrackedQueryVariables = Exact<{
  c: string;
  id: string;
}>;


export type RecruitmentInterviewTrackedQuery = { interview: { trackedForOnboarding: boolean } };

export type RecruitmentMissingQueryVariables = Exact<{
  id: string;
}>;


export type RecruitmentMissingQuery = { candidateMissingData: { complete: boolean, missing: Array<{ field: string, label: string }> } };

export type RecruitmentOnboardingQueryVariables = Exact<{
  type: string;
  ticket?: string | null | undefined;
}>;


export type RecruitmentOnboardingQuery = { onboardingCandidates: { items: Array<{ id: string, ticketNumber: string | null, onboarded: string, candidate: { fullName: string } | null }> } };

export type RecruitmentUpdateInterviewMutationVariables = Exact<{
  c: string;
  id: string;
  i: InterviewInput;
}>;


export type RecruitmentUpdateInterviewMutation = { updateInterview: { hiringDecisionTitle: string, englishAverage: number | null, notes: string | null } };

export type RecruitmentInterviewQueryVariables = Exact<{
  c: string;
  id: string;
}>;


export type RecruitmentInterviewQuery = { interview: { id: string, interviewDate: string }, candidateInterviews: { count: number } };

export type RecruitmentInterviewableQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type RecruitmentInterviewableQuery = { interviewableCandidates: { items: Array<{ id: string, latestInterview: { hiringDecision: number } | null }> } };

export type RecruitmentLatestAcceptedQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type RecruitmentLatestAcceptedQuery = { latestAcceptedInterviews: { items: Array<{ id: string, candidate: { fullName: string } | null }> } };

export type RecruitmentEmployeesQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type RecruitmentEmployeesQuery = { employees: { items: Array<{ resId: string | null, name: string | null, nationalId: string | null, departmentId: string | null }> } };

export type RecruitmentHeadcountRecordQueryVariables = Exact<{
  id: string;
}>;


export type RecruitmentHeadcountRecordQuery = { headcountEmployee: { resId: string, candidateId: string | null, candidate: { id: string, fullName: string } | null } };

export type RecruitmentPendingCandidatesQueryVariables = Exact<{ [key: string]: never; }>;


export type RecruitmentPendingCandidatesQuery = { onboardingCandidates: { items: Array<{ id: string, candidate: { id: string, fullName: string, nationality: string | null } | null }> } };

export type RecruitmentRoleCandidatesQueryVariables = Exact<{ [key: string]: never; }>;


export type RecruitmentRoleCandidatesQuery = { candidates: { count: number } };

export type RecruitmentRoleInterviewableQueryVariables = Exact<{ [key: string]: never; }>;


export type RecruitmentRoleInterviewableQuery = { interviewableCandidates: { count: number } };

export type RecruitmentRoleLatestAcceptedQueryVariables = Exact<{ [key: string]: never; }>;


export type RecruitmentRoleLatestAcceptedQuery = { latestAcceptedInterviews: { count: number } };

export type RecruitmentRoleOnboardingQueryVariables = Exact<{ [key: string]: never; }>;


export type RecruitmentRoleOnboardingQuery = { onboardingCandidates: { count: number } };

export type RecruitmentRoleAddMutationVariables = Exact<{ [key: string]: never; }>;


export type RecruitmentRoleAddMutation = { addCandidate: { id: string } };

export type RecruitmentRoleTrackMutationVariables = Exact<{ [key: string]: never; }>;


export type RecruitmentRoleTrackMutation = { trackForOnboarding: { count: number } };

export type RecruitmentRoleSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type RecruitmentRoleSettingsQuery = { recruitmentSettings: { passMark: number } };

export type RecruitmentRoleUpdateSettingsMutationVariables = Exact<{ [key: string]: never; }>;


export type RecruitmentRoleUpdateSettingsMutation = { updateRecruitmentSettings: { passMark: number } };

export type RecruitmentRoleReadQueryVariables = Exact<{ [key: string]: never; }>;


export type RecruitmentRoleReadQuery = { candidates: { count: number } };

export type RecruitmentPassMarkQueryVariables = Exact<{
  c: string;
  id: string;
}>;


export type RecruitmentPassMarkQuery = { interview: { englishAverage: number | null, passMark: number, meetsPassMark: boolean | null } };

export type RecruitmentInterviewsPassMarkQueryVariables = Exact<{
  c: string;
}>;


export type RecruitmentInterviewsPassMarkQuery = { candidateInterviews: { items: Array<{ id: string, meetsPassMark: boolean | null }> } };

export type RefCacheLeaveTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type RefCacheLeaveTypesQuery = { leaveTypes: { items: Array<{ id: string, leaveName: string }> }, teams: { items: Array<{ id: string, teamName: string }> }, departments: { items: Array<{ id: string, departmentName: string }> } };

export type RefCacheLeaveTypes2QueryVariables = Exact<{ [key: string]: never; }>;


export type RefCacheLeaveTypes2Query = { leaveTypes: { items: Array<{ leaveName: string, yearlyLimit: number }> } };

export type RefCacheCreateLeaveTypeMutationVariables = Exact<{
  i: LeaveTypeInput;
}>;


export type RefCacheCreateLeaveTypeMutation = { createLeaveType: { id: string } };

export type RefCacheHolidaysQueryVariables = Exact<{ [key: string]: never; }>;


export type RefCacheHolidaysQuery = { holidays: { count: number, items: Array<{ vacName: string, startDate: string, endDate: string }> } };

export type RefCacheAddHolidayMutationVariables = Exact<{
  i: HolidayInput;
}>;


export type RefCacheAddHolidayMutation = { addHoliday: { id: string } };

export type RefCacheAttritionTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type RefCacheAttritionTypesQuery = { attritionTypes: { items: Array<{ name: string }> }, helpdeskLinks: { items: Array<{ name: string, link: string }> } };

export type RefCacheCreateAttritionTypeMutationVariables = Exact<{
  i: AttritionTypeInput;
}>;


export type RefCacheCreateAttritionTypeMutation = { createAttritionType: { id: string } };

export type RefCacheCreateHelpdeskLinkMutationVariables = Exact<{
  i: HelpdeskLinkInput;
}>;


export type RefCacheCreateHelpdeskLinkMutation = { createHelpdeskLink: { id: string } };

export type RefCacheRecruitmentSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type RefCacheRecruitmentSettingsQuery = { recruitmentSettings: { passMark: number } };

export type RefCacheUpdateRecruitmentSettingsMutationVariables = Exact<{ [key: string]: never; }>;


export type RefCacheUpdateRecruitmentSettingsMutation = { updateRecruitmentSettings: { passMark: number } };

export type RefCacheDepartmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type RefCacheDepartmentsQuery = { departments: { items: Array<{ id: string, departmentName: string }> } };

export type RefCacheDepartments2QueryVariables = Exact<{ [key: string]: never; }>;


export type RefCacheDepartments2Query = { departments: { items: Array<{ id: string, departmentName: string }> } };

export type RefCacheLeaveRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type RefCacheLeaveRequestsQuery = { leaveRequests: { count: number } };

export type RefCacheLeaveRequests2QueryVariables = Exact<{ [key: string]: never; }>;


export type RefCacheLeaveRequests2Query = { leaveRequests: { count: number } };

export type RefCacheLeaveRequests3QueryVariables = Exact<{ [key: string]: never; }>;


export type RefCacheLeaveRequests3Query = { leaveRequests: { count: number } };

export type RefCacheLeaveRequests4QueryVariables = Exact<{ [key: string]: never; }>;


export type RefCacheLeaveRequests4Query = { leaveRequests: { count: number } };

export type RegistrationRegisterMutationVariables = Exact<{
  input: RegisterCompanyInput;
  logo?: File | null | undefined;
}>;


export type RegistrationRegisterMutation = { registerCompany: { message: string, url: string, email: string, mailKept: boolean, setPasswordUrl: string | null, company: { name: string, subdomain: string, industry: string, employeeCountRange: string } } };

export type RegistrationSetPasswordMutationVariables = Exact<{
  t: string;
  p: string;
}>;


export type RegistrationSetPasswordMutation = { setPassword: { email: string } };

export type RegistrationLoginMutationVariables = Exact<{
  e: string;
  p: string;
}>;


export type RegistrationLoginMutation = { login: { token: string } };

export type RegistrationCompanyQueryVariables = Exact<{ [key: string]: never; }>;


export type RegistrationCompanyQuery = { me: { name: string | null, roleTitle: string | null, departmentName: string | null, roles: { admin: boolean } }, employees: { count: number }, departments: { items: Array<{ departmentName: string }> }, leaveTypes: { items: Array<{ leaveName: string }> }, actionPolicies: { items: Array<{ actionId: string }> } };

export type RegistrationMeQueryVariables = Exact<{ [key: string]: never; }>;


export type RegistrationMeQuery = { me: { name: string | null } };

export type SessionMeQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionMeQuery = { me: { id: string, name: string | null, roles: { teamLeader: boolean }, access: { routes: Array<AccessKey> } } };

export type SessionChangePasswordMutationVariables = Exact<{
  old: string;
  new: string;
}>;


export type SessionChangePasswordMutation = { changePassword: { message: string } };

export type SessionLeaveTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionLeaveTypesQuery = { leaveTypes: { count: number } };

export type SessionLoginMutationVariables = Exact<{
  e: string;
  p: string;
}>;


export type SessionLoginMutation = { login: { token: string } };

export type SessionFireMutationVariables = Exact<{
  id: string;
}>;


export type SessionFireMutation = { fireEmployee: { message: string } };

export type SessionDemoteMutationVariables = Exact<{
  id: string;
}>;


export type SessionDemoteMutation = { updateEmployeeRole: { roleTitle: string | null } };

export type SessionLoginLogoutMutationVariables = Exact<{
  e: string;
  p: string;
}>;


export type SessionLoginLogoutMutation = { login: { token: string }, logout: { message: string } };

export type SettingsOfCompanyQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsOfCompanyQuery = { companySettings: { name: string, copyright: string, primaryColor: string | null, jiraUrl: string | null, jiraUsername: string | null, jiraTokenSet: boolean } };

export type SettingsUpdateMutationVariables = Exact<{
  input: CompanySettingsInput;
}>;


export type SettingsUpdateMutation = { updateCompanySettings: { name: string, copyright: string, primaryColor: string | null, secondaryColor: string | null, jiraUrl: string | null, jiraUsername: string | null, jiraTokenSet: boolean, auditRetentionMonths: number | null } };

export type SettingsLogoMutationVariables = Exact<{
  file: File;
}>;


export type SettingsLogoMutation = { uploadCompanyLogo: { logo: string | null } };

export type SettingsDismissChecklistMutationVariables = Exact<{ [key: string]: never; }>;


export type SettingsDismissChecklistMutation = { dismissSetupChecklist: { dismissed: boolean } };

export type SettingsLeaveTypeMutationVariables = Exact<{
  input: LeaveTypeInput;
}>;


export type SettingsLeaveTypeMutation = { createLeaveType: { id: string } };

export type SettingsLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type SettingsLoginMutation = { login: { token: string } };

export type SettingsCapabilityQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsCapabilityQuery = { capabilities: { companySettings: boolean } };

export type SharedMeQueryVariables = Exact<{ [key: string]: never; }>;


export type SharedMeQuery = { me: { name: string | null, roles: { hr: boolean } } };

export type ShuffleRequestFieldsFragment = { id: string, status: ShuffleStatus, effectiveDate: string, hrComment: string | null, appliedAt: string | null, reason: string | null, requesterId: string | null, targetEmployee: { id: string, name: string | null, resId: string | null } | null, currentManager: { id: string, name: string | null } | null, proposedManager: { id: string, name: string | null } | null, requester: { name: string | null } | null, reviewedBy: { name: string | null } | null, previousManager: { name: string | null } | null };

export type ShuffleCreateMutationVariables = Exact<{
  input: ManagerShuffleRequestInput;
}>;


export type ShuffleCreateMutation = { createManagerShuffleRequest: { id: string, status: ShuffleStatus, effectiveDate: string, hrComment: string | null, appliedAt: string | null, reason: string | null, requesterId: string | null, targetEmployee: { id: string, name: string | null, resId: string | null } | null, currentManager: { id: string, name: string | null } | null, proposedManager: { id: string, name: string | null } | null, requester: { name: string | null } | null, reviewedBy: { name: string | null } | null, previousManager: { name: string | null } | null } };

export type ShuffleApproveMutationVariables = Exact<{
  id: string;
  c?: string | null | undefined;
}>;


export type ShuffleApproveMutation = { approveManagerShuffleRequest: { id: string, status: ShuffleStatus, effectiveDate: string, hrComment: string | null, appliedAt: string | null, reason: string | null, requesterId: string | null, targetEmployee: { id: string, name: string | null, resId: string | null } | null, currentManager: { id: string, name: string | null } | null, proposedManager: { id: string, name: string | null } | null, requester: { name: string | null } | null, reviewedBy: { name: string | null } | null, previousManager: { name: string | null } | null } };

export type ShuffleRejectMutationVariables = Exact<{
  id: string;
  c: string;
}>;


export type ShuffleRejectMutation = { rejectManagerShuffleRequest: { id: string, status: ShuffleStatus, effectiveDate: string, hrComment: string | null, appliedAt: string | null, reason: string | null, requesterId: string | null, targetEmployee: { id: string, name: string | null, resId: string | null } | null, currentManager: { id: string, name: string | null } | null, proposedManager: { id: string, name: string | null } | null, requester: { name: string | null } | null, reviewedBy: { name: string | null } | null, previousManager: { name: string | null } | null } };

export type ShuffleListQueryVariables = Exact<{
  status?: ShuffleStatus | null | undefined;
  search?: string | null | undefined;
  employeeId?: string | null | undefined;
}>;


export type ShuffleListQuery = { managerShuffleRequests: { count: number, items: Array<{ id: string, status: ShuffleStatus, effectiveDate: string, hrComment: string | null, appliedAt: string | null, reason: string | null, requesterId: string | null, targetEmployee: { id: string, name: string | null, resId: string | null } | null, currentManager: { id: string, name: string | null } | null, proposedManager: { id: string, name: string | null } | null, requester: { name: string | null } | null, reviewedBy: { name: string | null } | null, previousManager: { name: string | null } | null }> } };

export type ShuffleOneQueryVariables = Exact<{
  id: string;
}>;


export type ShuffleOneQuery = { managerShuffleRequest: { id: string, status: ShuffleStatus, effectiveDate: string, hrComment: string | null, appliedAt: string | null, reason: string | null, requesterId: string | null, targetEmployee: { id: string, name: string | null, resId: string | null } | null, currentManager: { id: string, name: string | null } | null, proposedManager: { id: string, name: string | null } | null, requester: { name: string | null } | null, reviewedBy: { name: string | null } | null, previousManager: { name: string | null } | null } };

export type ShuffleOneIdQueryVariables = Exact<{
  id: string;
}>;


export type ShuffleOneIdQuery = { managerShuffleRequest: { id: string } };

export type ShuffleManagerOfQueryVariables = Exact<{
  id: string;
}>;


export type ShuffleManagerOfQuery = { employee: { manager: { name: string | null } | null } };

export type ShuffleHistoryQueryVariables = Exact<{
  e: string;
}>;


export type ShuffleHistoryQuery = { managerHistory: Array<{ id: string, previousManager: { name: string | null } | null, proposedManager: { name: string | null } | null }> };

export type ShuffleHistoryProposedQueryVariables = Exact<{
  e: string;
}>;


export type ShuffleHistoryProposedQuery = { managerHistory: Array<{ proposedManager: { name: string | null } | null }> };

export type ShuffleHrInboxPendingQueryVariables = Exact<{ [key: string]: never; }>;


export type ShuffleHrInboxPendingQuery = { hrInbox: { pendingShuffleRequests: number } };

export type ShuffleMeQueryVariables = Exact<{ [key: string]: never; }>;


export type ShuffleMeQuery = { me: { id: string } };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { login: { token: string } };

export type SupervisionLoginMutationVariables = Exact<{ [key: string]: never; }>;


export type SupervisionLoginMutation = { login: { token: string } };

export type SupervisionMeQueryVariables = Exact<{ [key: string]: never; }>;


export type SupervisionMeQuery = { me: { name: string | null } };

export type TeamspaceGrantsQueryVariables = Exact<{
  e?: string | null | undefined;
  p?: ManagerPermissionName | null | undefined;
}>;


export type TeamspaceGrantsQuery = { managerPermissions: { count: number, items: Array<{ id: string, employeeId: string, permission: ManagerPermissionName, grantedByName: string | null, employee: { name: string | null } | null }> } };

export type TeamspaceGrantMutationVariables = Exact<{
  e: string;
  p: ManagerPermissionName;
}>;


export type TeamspaceGrantMutation = { grantManagerPermission: { id: string, permission: ManagerPermissionName, employee: { name: string | null } | null } };

export type TeamspaceMeQueryVariables = Exact<{ [key: string]: never; }>;


export type TeamspaceMeQuery = { me: { id: string, managerPermissions: Array<ManagerPermissionName>, access: { routes: Array<AccessKey>, ownOnly: Array<AccessKey> } } };

export type TeamspaceGoalFieldsFragment = { id: string, title: string, status: GoalStatus, state: GoalState, progress: number, isPrivate: boolean, duration: number, daysLeft: number, deadlineWarning: string | null, supportingDocumentFilename: string | null, assignee: { name: string | null } | null, reviewer: { name: string | null } | null, viewerCan: { edit: boolean, review: boolean, progress: boolean, delete: boolean } };

export type TeamspaceCreateGoalMutationVariables = Exact<{
  i: GoalInput;
  d?: File | null | undefined;
}>;


export type TeamspaceCreateGoalMutation = { createGoal: { id: string, title: string, status: GoalStatus, state: GoalState, progress: number, isPrivate: boolean, duration: number, daysLeft: number, deadlineWarning: string | null, supportingDocumentFilename: string | null, assignee: { name: string | null } | null, reviewer: { name: string | null } | null, viewerCan: { edit: boolean, review: boolean, progress: boolean, delete: boolean } } };

export type TeamspaceProgressMutationVariables = Exact<{
  id: string;
  p: number;
  s?: GoalState | null | undefined;
}>;


export type TeamspaceProgressMutation = { updateGoalProgress: { progress: number, state: GoalState, status: GoalStatus } };

export type TeamspaceLeaveTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type TeamspaceLeaveTypesQuery = { leaveTypes: { items: Array<{ id: string, leaveName: string }> } };

export type TeamspaceTeamsQueryVariables = Exact<{ [key: string]: never; }>;


export type TeamspaceTeamsQuery = { teams: { items: Array<{ id: string, teamName: string }> } };

export type TeamspaceOwnGrantsQueryVariables = Exact<{
  id: string;
}>;


export type TeamspaceOwnGrantsQuery = { managerPermissionsOf: { items: Array<{ permission: ManagerPermissionName }> } };

export type TeamspaceFileLeaveMutationVariables = Exact<{
  i: LeaveRequestInput;
}>;


export type TeamspaceFileLeaveMutation = { createLeaveRequest: { id: string, status: LeaveStatus, employee: { name: string | null } | null } };

export type TeamspaceApproveLeaveMutationVariables = Exact<{
  id: string;
}>;


export type TeamspaceApproveLeaveMutation = { approveLeaveRequest: { id: string, status: LeaveStatus, reviewedByName: string | null } };

export type TeamspaceRejectLeaveMutationVariables = Exact<{
  id: string;
}>;


export type TeamspaceRejectLeaveMutation = { rejectLeaveRequest: { id: string, status: LeaveStatus } };

export type TeamspaceGoalDocumentQueryVariables = Exact<{
  id: string;
}>;


export type TeamspaceGoalDocumentQuery = { goalSupportingDocument: { url: string, filename: string } };

export type TeamspaceApproveGoalMutationVariables = Exact<{
  id: string;
}>;


export type TeamspaceApproveGoalMutation = { approveGoal: { status: GoalStatus } };

export type TeamspaceRejectGoalMutationVariables = Exact<{
  id: string;
}>;


export type TeamspaceRejectGoalMutation = { rejectGoal: { status: GoalStatus } };

export type TeamspaceUpdateGoalMutationVariables = Exact<{
  id: string;
  i: GoalInput;
}>;


export type TeamspaceUpdateGoalMutation = { updateGoal: { status: GoalStatus, title: string } };

export type TeamspaceGoalReviewableQueryVariables = Exact<{
  id: string;
}>;


export type TeamspaceGoalReviewableQuery = { goal: { viewerCan: { review: boolean } } };

export type TeamspaceTeamGoalsQueryVariables = Exact<{ [key: string]: never; }>;


export type TeamspaceTeamGoalsQuery = { teamGoals: { count: number, items: Array<{ assignee: { name: string | null } | null }> } };

export type TeamspaceGoalTitleQueryVariables = Exact<{
  id: string;
}>;


export type TeamspaceGoalTitleQuery = { goal: { title: string, isPrivate: boolean } };

export type TeamspaceGoalSearchQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type TeamspaceGoalSearchQuery = { goals: { count: number, items: Array<{ title: string }> } };

export type TeamspaceMyGoalsQueryVariables = Exact<{ [key: string]: never; }>;


export type TeamspaceMyGoalsQuery = { myGoals: { count: number, items: Array<{ title: string, state: GoalState, assignee: { name: string | null } | null }> } };

export type TeamspaceGoalCountQueryVariables = Exact<{ [key: string]: never; }>;


export type TeamspaceGoalCountQuery = { goals: { count: number } };

export type TeamspaceGiveKudosMutationVariables = Exact<{
  r: string;
  m: string;
}>;


export type TeamspaceGiveKudosMutation = { giveKudos: { id: string, message: string, giver: { name: string | null } | null, receiver: { name: string | null } | null } };

export type TeamspaceKudosWallQueryVariables = Exact<{
  r?: string | null | undefined;
}>;


export type TeamspaceKudosWallQuery = { kudos: { count: number, items: Array<{ message: string, giver: { name: string | null } | null }> } };

export type TeamspaceWeeklyKudosQueryVariables = Exact<{ [key: string]: never; }>;


export type TeamspaceWeeklyKudosQuery = { weeklyKudos: { items: Array<{ message: string }> } };

export type TeamspaceTeamQueryVariables = Exact<{
  id: string;
}>;


export type TeamspaceTeamQuery = { team: { teamName: string, teamLeader: { name: string | null } | null, manager: { name: string | null } | null } };

export type TeamspaceMyTeamQueryVariables = Exact<{ [key: string]: never; }>;


export type TeamspaceMyTeamQuery = { me: { teamName: string | null } };

export type StallHeadcountEmployeesQueryVariables = Exact<{ [key: string]: never; }>;


export type StallHeadcountEmployeesQuery = { headcountEmployees: { count: number } };

export type UploadsLeadQueryVariables = Exact<{ [key: string]: never; }>;


export type UploadsLeadQuery = { me: { id: string } };

export type UploadsLeaveTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type UploadsLeaveTypesQuery = { leaveTypes: { items: Array<{ id: string, leaveName: string }> } };

export type UploadsCreateLeaveRequestMutationVariables = Exact<{
  i: LeaveRequestInput;
  f?: File | null | undefined;
}>;


export type UploadsCreateLeaveRequestMutation = { createLeaveRequest: { id: string, sickNoteFilename: string | null } };

export type UploadsUploadHeadcountContractMutationVariables = Exact<{
  id: string;
  f: File;
}>;


export type UploadsUploadHeadcountContractMutation = { uploadHeadcountContract: { contractFilename: string | null } };

export type UploadsUploadDocumentMutationVariables = Exact<{
  i: DocumentInput;
  f: File;
}>;


export type UploadsUploadDocumentMutation = { uploadDocument: { id: string, filename: string } };

export type UploadsCreateGoalMutationVariables = Exact<{
  i: GoalInput;
  f?: File | null | undefined;
}>;


export type UploadsCreateGoalMutation = { createGoal: { id: string, supportingDocumentFilename: string | null } };

export type UploadsUploadFileMutationVariables = Exact<{
  f: File;
}>;


export type UploadsUploadFileMutation = { uploadFile: { id: string, filename: string, mimetype: string } };

export type UploadsUploadFile2MutationVariables = Exact<{
  f: File;
}>;


export type UploadsUploadFile2Mutation = { uploadFile: { mimetype: string } };

export type WorklogSyncCapabilityQueryVariables = Exact<{ [key: string]: never; }>;


export type WorklogSyncCapabilityQuery = { capabilities: { worklogSync: boolean } };

export type WorklogsRenameMutationVariables = Exact<{
  id: string;
  input: HeadcountEmployeeInput;
}>;


export type WorklogsRenameMutation = { updateHeadcountEmployee: { id: string } };

export type WorklogsCapabilityQueryVariables = Exact<{ [key: string]: never; }>;


export type WorklogsCapabilityQuery = { capabilities: { worklogs: boolean } };

export type WorkspaceMeQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceMeQuery = { me: { id: string } };

export type WorkspaceLinkFieldsFragment = { id: string, name: string, link: string, createdAt: string, updatedAt: string, createdBy: { name: string | null } | null };

export type WorkspaceLinksQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceLinksQuery = { helpdeskLinks: { count: number, items: Array<{ id: string, name: string, link: string, createdAt: string, updatedAt: string, createdBy: { name: string | null } | null }> } };

export type WorkspaceLinkSearchQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceLinkSearchQuery = { helpdeskLinks: { items: Array<{ name: string }> } };

export type WorkspaceCreateLinkMutationVariables = Exact<{
  i: HelpdeskLinkInput;
}>;


export type WorkspaceCreateLinkMutation = { createHelpdeskLink: { id: string, name: string, link: string, createdAt: string, updatedAt: string, createdBy: { name: string | null } | null } };

export type WorkspaceLinkQueryVariables = Exact<{
  id: string;
}>;


export type WorkspaceLinkQuery = { helpdeskLink: { name: string } };

export type WorkspaceUpdateLinkMutationVariables = Exact<{
  id: string;
  i: HelpdeskLinkInput;
}>;


export type WorkspaceUpdateLinkMutation = { updateHelpdeskLink: { name: string, link: string } };

export type WorkspaceCreateLinkXMutationVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceCreateLinkXMutation = { createHelpdeskLink: { id: string } };

export type WorkspaceDocFieldsFragment = { id: string, title: string, filename: string, scope: DocumentScope, mimetype: string, createdAt: string, updatedAt: string, employee: { id: string, name: string | null } | null, uploadedBy: { name: string | null } | null };

export type WorkspaceUploadMutationVariables = Exact<{
  input: DocumentInput;
  file: File;
}>;


export type WorkspaceUploadMutation = { uploadDocument: { id: string, title: string, filename: string, scope: DocumentScope, mimetype: string, createdAt: string, updatedAt: string, employee: { id: string, name: string | null } | null, uploadedBy: { name: string | null } | null } };

export type WorkspaceMyDocumentsQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceMyDocumentsQuery = { documents: { count: number, items: Array<{ title: string, scope: DocumentScope }> } };

export type WorkspaceDocumentQueryVariables = Exact<{
  id: string;
}>;


export type WorkspaceDocumentQuery = { document: { title: string } };

export type WorkspaceDocumentLinkQueryVariables = Exact<{
  id: string;
}>;


export type WorkspaceDocumentLinkQuery = { documentDownload: { url: string } };

export type WorkspaceDocumentOwnersQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceDocumentOwnersQuery = { documents: { items: Array<{ title: string, employee: { name: string | null } | null }> } };

export type WorkspaceDocumentCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceDocumentCountsQuery = { documents: { count: number }, company: { count: number } };

export type WorkspaceDocumentsOfQueryVariables = Exact<{
  e?: string | null | undefined;
}>;


export type WorkspaceDocumentsOfQuery = { documents: { items: Array<{ title: string, employee: { name: string | null } | null }> } };

export type WorkspaceRenameDocumentMutationVariables = Exact<{
  id: string;
}>;


export type WorkspaceRenameDocumentMutation = { updateDocument: { title: string, filename: string } };

export type WorkspaceReplaceDocumentMutationVariables = Exact<{
  id: string;
  file?: File | null | undefined;
}>;


export type WorkspaceReplaceDocumentMutation = { updateDocument: { title: string, filename: string } };

export type WorkspaceDeleteDocumentOneMutationVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceDeleteDocumentOneMutation = { deleteDocument: boolean };

export type WorkspaceAssetFieldsFragment = { id: string, name: string, assetType: string, serialNumber: string, condition: AssetCondition, notes: string | null, status: AssetStatus, assignedOn: string | null, holder: { id: string, name: string | null } | null };

export type WorkspaceCreateAssetMutationVariables = Exact<{
  i: AssetInput;
}>;


export type WorkspaceCreateAssetMutation = { createAsset: { id: string, name: string, assetType: string, serialNumber: string, condition: AssetCondition, notes: string | null, status: AssetStatus, assignedOn: string | null, holder: { id: string, name: string | null } | null } };

export type WorkspaceCreateAssetDuplicateMutationVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceCreateAssetDuplicateMutation = { createAsset: { id: string } };

export type WorkspaceAssignMutationVariables = Exact<{
  id: string;
  i: AssignAssetInput;
}>;


export type WorkspaceAssignMutation = { assignAsset: { status: AssetStatus, assignedOn: string | null, holder: { name: string | null } | null } };

export type WorkspaceMyAssetsQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceMyAssetsQuery = { myAssets: { count: number, items: Array<{ name: string, serialNumber: string, assignedOn: string | null }> } };

export type WorkspaceAssetQueryVariables = Exact<{
  id: string;
}>;


export type WorkspaceAssetQuery = { asset: { name: string } };

export type WorkspaceReturnMutationVariables = Exact<{
  id: string;
  i?: ReturnAssetInput | null | undefined;
}>;


export type WorkspaceReturnMutation = { returnAsset: { status: AssetStatus, condition: AssetCondition, holder: { name: string | null } | null } };

export type WorkspaceAssignmentsQueryVariables = Exact<{
  id: string;
}>;


export type WorkspaceAssignmentsQuery = { assetAssignments: { count: number, items: Array<{ assignedOn: string, returnedOn: string | null, notes: string | null, returnNotes: string | null, conditionOnReturn: AssetCondition | null, employee: { name: string | null } | null, assignedBy: { name: string | null } | null, returnedBy: { name: string | null } | null }> } };

export type WorkspaceUpdateAssetMutationVariables = Exact<{
  id: string;
  i: AssetInput;
}>;


export type WorkspaceUpdateAssetMutation = { updateAsset: { name: string, condition: AssetCondition } };

export type WorkspaceHeldAssetsQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceHeldAssetsQuery = { assets: { count: number, items: Array<{ serialNumber: string, holder: { name: string | null } | null }> } };

export type WorkspaceHeadsetsQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceHeadsetsQuery = { assets: { items: Array<{ serialNumber: string }> } };

export type WorkspaceAssetSearchQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type WorkspaceAssetSearchQuery = { assets: { count: number } };

export type WorkspaceHeldAssetIdQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceHeldAssetIdQuery = { assets: { items: Array<{ id: string }> } };

export type WorkspaceCreateAssetBadMutationVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceCreateAssetBadMutation = { createAsset: { id: string } };

export type WorkspaceAssignNoOneMutationVariables = Exact<{
  id: string;
}>;


export type WorkspaceAssignNoOneMutation = { assignAsset: { id: string } };

export type WorkspaceAssetCountQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceAssetCountQuery = { assets: { count: number } };

export type WorkspaceCreateAssetXMutationVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceCreateAssetXMutation = { createAsset: { id: string } };

export type WorkspaceMyAssetCountQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceMyAssetCountQuery = { myAssets: { count: number } };

export type WorkspaceAssetHoldersQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceAssetHoldersQuery = { assets: { items: Array<{ holder: { name: string | null } | null }> } };

export type WorkspaceDocumentPeopleQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceDocumentPeopleQuery = { documents: { items: Array<{ employee: { name: string | null } | null, uploadedBy: { name: string | null } | null }> } };

export type WorkspaceLinkCreatorsQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceLinkCreatorsQuery = { helpdeskLinks: { items: Array<{ createdBy: { name: string | null } | null }> } };

export type WorkspaceAssetHolderEmailsQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceAssetHolderEmailsQuery = { assets: { items: Array<{ holder: { name: string | null, email: string | null } | null }> } };

export type WorkspaceLinkCountQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceLinkCountQuery = { helpdeskLinks: { count: number } };

export type WorkspaceDocumentCountQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceDocumentCountQuery = { documents: { count: number } };

export type HomeFixtureMeQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeFixtureMeQuery = { me: { id: string } };

export type HomeFixtureAddEmployeeMutationVariables = Exact<{
  input: EmployeeInput;
}>;


export type HomeFixtureAddEmployeeMutation = { addEmployee: { id: string } };

export type HomeFixtureAddHolidayMutationVariables = Exact<{
  input: HolidayInput;
}>;


export type HomeFixtureAddHolidayMutation = { addHoliday: { id: string } };

export type HomeFixtureLeaveTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeFixtureLeaveTypesQuery = { leaveTypes: { items: Array<{ id: string, leaveName: string }> } };

export type HomeFixtureFileLeaveMutationVariables = Exact<{
  input: LeaveRequestInput;
}>;


export type HomeFixtureFileLeaveMutation = { createLeaveRequest: { id: string } };

export type HomeFixtureApproveLeaveMutationVariables = Exact<{
  id: string;
}>;


export type HomeFixtureApproveLeaveMutation = { approveLeaveRequest: { id: string } };

export type HomeFixturePoliciesQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeFixturePoliciesQuery = { actionPolicies: { items: Array<{ id: string }> } };

export type HomeFixtureFileActionMutationVariables = Exact<{
  input: ActionTakenInput;
}>;


export type HomeFixtureFileActionMutation = { createActionTaken: { id: string } };

export type StackLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type StackLoginMutation = { login: { token: string } };

export const ActionsReviewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActionsReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionTaken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"hrComment"}}]}}]} as unknown as DocumentNode<ActionsReviewFieldsFragment, unknown>;
export const AttritionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttritionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attrition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attritionTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"noticeDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastWorkingDay"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"hasExitInterview"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AttritionFieldsFragment, unknown>;
export const HeadcountRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HeadcountRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HeadcountEmployee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyContactName"}},{"kind":"Field","name":{"kind":"Name","value":"payoneerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"hiringDate"}},{"kind":"Field","name":{"kind":"Name","value":"formattedHiringDate"}},{"kind":"Field","name":{"kind":"Name","value":"contractExpirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"contractAlert"}},{"kind":"Field","name":{"kind":"Name","value":"nationalIdAlert"}},{"kind":"Field","name":{"kind":"Name","value":"documentsComplete"}},{"kind":"Field","name":{"kind":"Name","value":"documentsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"missingDocuments"}},{"kind":"Field","name":{"kind":"Name","value":"ndaSigned"}},{"kind":"Field","name":{"kind":"Name","value":"official111Form"}},{"kind":"Field","name":{"kind":"Name","value":"contractFilename"}},{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employmentStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employmentRole"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<HeadcountRowFragment, unknown>;
export const LeaveRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaveRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"submittedById"}},{"kind":"Field","name":{"kind":"Name","value":"submittedByName"}},{"kind":"Field","name":{"kind":"Name","value":"managerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedById"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedByName"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerComments"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sickNoteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sickNoteFilename"}},{"kind":"Field","name":{"kind":"Name","value":"leaveDuration"}},{"kind":"Field","name":{"kind":"Name","value":"workedDaysThisYear"}},{"kind":"Field","name":{"kind":"Name","value":"passedProbation"}},{"kind":"Field","name":{"kind":"Name","value":"leaveBalances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveType"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"approvedLeavesThisYear"}}]}}]}}]} as unknown as DocumentNode<LeaveRequestFieldsFragment, unknown>;
export const ShuffleRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShuffleRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagerShuffleRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"hrComment"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requesterId"}},{"kind":"Field","name":{"kind":"Name","value":"targetEmployee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proposedManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previousManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ShuffleRequestFieldsFragment, unknown>;
export const TeamspaceGoalFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamspaceGoalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Goal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineWarning"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supportingDocumentFilename"}}]}}]} as unknown as DocumentNode<TeamspaceGoalFieldsFragment, unknown>;
export const WorkspaceLinkFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HelpdeskLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<WorkspaceLinkFieldsFragment, unknown>;
export const WorkspaceDocFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceDocFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HrDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"mimetype"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<WorkspaceDocFieldsFragment, unknown>;
export const WorkspaceAssetFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceAssetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"assetType"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"assignedOn"}},{"kind":"Field","name":{"kind":"Name","value":"holder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<WorkspaceAssetFieldsFragment, unknown>;
export const ActionsCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ActionTakenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createActionTaken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"auditorId"}},{"kind":"Field","name":{"kind":"Name","value":"auditorName"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"approvedById"}},{"kind":"Field","name":{"kind":"Name","value":"actionId"}},{"kind":"Field","name":{"kind":"Name","value":"actionpolicyId"}},{"kind":"Field","name":{"kind":"Name","value":"actionpolicyActionName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"hrComment"}},{"kind":"Field","name":{"kind":"Name","value":"actionType"}},{"kind":"Field","name":{"kind":"Name","value":"actionTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"deductionType"}},{"kind":"Field","name":{"kind":"Name","value":"deduction"}},{"kind":"Field","name":{"kind":"Name","value":"monetaryDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"daysDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"percentageDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"overrideDeduction"}}]}}]}}]} as unknown as DocumentNode<ActionsCreateMutation, ActionsCreateMutationVariables>;
export const ActionsApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"review"},"name":{"kind":"Name","value":"approveActionTaken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"hrComment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActionsReviewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActionsReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionTaken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"hrComment"}}]}}]} as unknown as DocumentNode<ActionsApproveMutation, ActionsApproveMutationVariables>;
export const ActionsRejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsReject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"review"},"name":{"kind":"Name","value":"rejectActionTaken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"hrComment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActionsReviewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActionsReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionTaken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"hrComment"}}]}}]} as unknown as DocumentNode<ActionsRejectMutation, ActionsRejectMutationVariables>;
export const ActionsWaiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsWaive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"review"},"name":{"kind":"Name","value":"waiveActionTaken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"hrComment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActionsReviewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActionsReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionTaken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"hrComment"}}]}}]} as unknown as DocumentNode<ActionsWaiveMutation, ActionsWaiveMutationVariables>;
export const ActionsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"end"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approver"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ActionSortKey"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortDir"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDir"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionsTaken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"createdStart"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"createdEnd"},"value":{"kind":"Variable","name":{"kind":"Name","value":"end"}}},{"kind":"Argument","name":{"kind":"Name","value":"approverName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approver"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortDir"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortDir"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"deduction"}}]}}]}}]}}]} as unknown as DocumentNode<ActionsListQuery, ActionsListQueryVariables>;
export const ActionsMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}}]}}]}}]} as unknown as DocumentNode<ActionsMeQuery, ActionsMeQueryVariables>;
export const ActionsPolicyIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsPolicyIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionPolicies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"actionId"}}]}}]}}]}}]} as unknown as DocumentNode<ActionsPolicyIdsQuery, ActionsPolicyIdsQueryVariables>;
export const ActionsPoliciesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsPolicies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionPolicies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionId"}},{"kind":"Field","name":{"kind":"Name","value":"actionName"}},{"kind":"Field","name":{"kind":"Name","value":"actionType"}},{"kind":"Field","name":{"kind":"Name","value":"actionTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"deduction"}},{"kind":"Field","name":{"kind":"Name","value":"daysDeduction"}}]}}]}}]}}]} as unknown as DocumentNode<ActionsPoliciesQuery, ActionsPoliciesQueryVariables>;
export const ActionsAddPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsAddPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ActionPolicyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createActionPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"actionId"}},{"kind":"Field","name":{"kind":"Name","value":"deduction"}},{"kind":"Field","name":{"kind":"Name","value":"percentageDeduction"}}]}}]}}]} as unknown as DocumentNode<ActionsAddPolicyMutation, ActionsAddPolicyMutationVariables>;
export const ActionsUpdatePolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsUpdatePolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ActionPolicyUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateActionPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionName"}},{"kind":"Field","name":{"kind":"Name","value":"deduction"}}]}}]}}]} as unknown as DocumentNode<ActionsUpdatePolicyMutation, ActionsUpdatePolicyMutationVariables>;
export const ActionsAddPolicyInlineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsAddPolicyInline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createActionPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"actionId"},"value":{"kind":"StringValue","value":"N","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"actionName"},"value":{"kind":"StringValue","value":"N","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"actionType"},"value":{"kind":"IntValue","value":"1"}},{"kind":"ObjectField","name":{"kind":"Name","value":"deduction"},"value":{"kind":"IntValue","value":"1"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ActionsAddPolicyInlineMutation, ActionsAddPolicyInlineMutationVariables>;
export const ActionsManagedCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsManagedCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionManagedEmployees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<ActionsManagedCountQuery, ActionsManagedCountQueryVariables>;
export const ActionsManagedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsManaged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionManagedEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ActionsManagedQuery, ActionsManagedQueryVariables>;
export const ActionsPendingApprovedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsPendingApproved"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingActions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvedActions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ActionsPendingApprovedQuery, ActionsPendingApprovedQueryVariables>;
export const ActionsDeductionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsDeductions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionsTaken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deduction"}},{"kind":"Field","name":{"kind":"Name","value":"monetaryDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"overrideDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"policy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deduction"}},{"kind":"Field","name":{"kind":"Name","value":"moneyDeduction"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ActionsDeductionsQuery, ActionsDeductionsQueryVariables>;
export const ActionsNamedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsNamed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionsTaken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"auditor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"policy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"actionId"}},{"kind":"Field","name":{"kind":"Name","value":"actionName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ActionsNamedQuery, ActionsNamedQueryVariables>;
export const ActionsLinkedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsLinked"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionsTaken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"auditor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"policy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionName"}},{"kind":"Field","name":{"kind":"Name","value":"deduction"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ActionsLinkedQuery, ActionsLinkedQueryVariables>;
export const ActionsOfEmployeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsOfEmployees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ActionsOfEmployeesQuery, ActionsOfEmployeesQueryVariables>;
export const ActionsDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionTaken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]} as unknown as DocumentNode<ActionsDetailQuery, ActionsDetailQueryVariables>;
export const ActionsEditDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsEditDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateActionTaken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"details"},"value":{"kind":"StringValue","value":"edited","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]} as unknown as DocumentNode<ActionsEditDetailsMutation, ActionsEditDetailsMutationVariables>;
export const ActionsDetailIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsDetailId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionTaken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ActionsDetailIdQuery, ActionsDetailIdQueryVariables>;
export const ActionsMissingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsMissing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionTaken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"StringValue","value":"999999","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ActionsMissingQuery, ActionsMissingQueryVariables>;
export const ActionsEditXDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsEditX"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateActionTaken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"details"},"value":{"kind":"StringValue","value":"x","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ActionsEditXMutation, ActionsEditXMutationVariables>;
export const ActionsReviewedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsReviewed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionTaken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedById"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ActionsReviewedQuery, ActionsReviewedQueryVariables>;
export const ActionsImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActionsImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importActionsTaken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"processed"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"failed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}},{"kind":"Field","name":{"kind":"Name","value":"actionId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ActionsImportMutation, ActionsImportMutationVariables>;
export const ActionsCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionsCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionsTaken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<ActionsCountQuery, ActionsCountQueryVariables>;
export const AttendanceStreamExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttendanceStreamExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"family"},"value":{"kind":"EnumValue","value":"AGENTS"}},{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"StringValue","value":"2022-03","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<AttendanceStreamExportQuery, AttendanceStreamExportQueryVariables>;
export const AttendanceStreamCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttendanceStreamCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceGrid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"family"},"value":{"kind":"EnumValue","value":"AGENTS"}},{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"StringValue","value":"2022-03","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<AttendanceStreamCountQuery, AttendanceStreamCountQueryVariables>;
export const FillAttendanceGridDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FillAttendanceGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceGrid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"family"},"value":{"kind":"EnumValue","value":"AGENTS"}},{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"records"}},{"kind":"Field","name":{"kind":"Name","value":"totalHours"}},{"kind":"Field","name":{"kind":"Name","value":"targetHoursPerDay"}}]}}]}}]}}]} as unknown as DocumentNode<FillAttendanceGridQuery, FillAttendanceGridQueryVariables>;
export const FillCreateLeaveRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FillCreateLeaveRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLeaveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<FillCreateLeaveRequestMutation, FillCreateLeaveRequestMutationVariables>;
export const FillApproveLeaveRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FillApproveLeaveRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveLeaveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<FillApproveLeaveRequestMutation, FillApproveLeaveRequestMutationVariables>;
export const FillLeaveTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FillLeaveTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leaveName"}}]}}]}}]}}]} as unknown as DocumentNode<FillLeaveTypesQuery, FillLeaveTypesQueryVariables>;
export const FillAddHolidayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FillAddHoliday"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addHoliday"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<FillAddHolidayMutation, FillAddHolidayMutationVariables>;
export const AttendanceGridDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttendanceGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"family"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttendanceFamily"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"excludeResigned"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceGrid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"family"},"value":{"kind":"Variable","name":{"kind":"Name","value":"family"}}},{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"excludeResigned"},"value":{"kind":"Variable","name":{"kind":"Name","value":"excludeResigned"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"family"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"holidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"records"}},{"kind":"Field","name":{"kind":"Name","value":"totalHours"}},{"kind":"Field","name":{"kind":"Name","value":"targetHoursPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}}]}}]}}]}}]} as unknown as DocumentNode<AttendanceGridQuery, AttendanceGridQueryVariables>;
export const AttendanceSetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttendanceSet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"family"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttendanceFamily"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAttendance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"family"},"value":{"kind":"Variable","name":{"kind":"Name","value":"family"}}},{"kind":"Argument","name":{"kind":"Name","value":"resId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resId"}}},{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resId"}},{"kind":"Field","name":{"kind":"Name","value":"records"}},{"kind":"Field","name":{"kind":"Name","value":"totalHours"}}]}}]}}]} as unknown as DocumentNode<AttendanceSetMutation, AttendanceSetMutationVariables>;
export const AttendanceSaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttendanceSave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"family"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttendanceFamily"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attendances"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttendanceEntryInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAttendances"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"family"},"value":{"kind":"Variable","name":{"kind":"Name","value":"family"}}},{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}},{"kind":"Argument","name":{"kind":"Name","value":"attendances"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attendances"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"processedCount"}},{"kind":"Field","name":{"kind":"Name","value":"savedCount"}},{"kind":"Field","name":{"kind":"Name","value":"changedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}}]}}]} as unknown as DocumentNode<AttendanceSaveMutation, AttendanceSaveMutationVariables>;
export const AttendanceAddHolidayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttendanceAddHoliday"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addHoliday"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AttendanceAddHolidayMutation, AttendanceAddHolidayMutationVariables>;
export const AttendanceHolidaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttendanceHolidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceGrid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"family"},"value":{"kind":"EnumValue","value":"EMPLOYEES"}},{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"StringValue","value":"2022-07","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"holidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"multipleOfPay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resId"}},{"kind":"Field","name":{"kind":"Name","value":"records"}}]}}]}}]}}]} as unknown as DocumentNode<AttendanceHolidaysQuery, AttendanceHolidaysQueryVariables>;
export const AttendanceLinkedEmployeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttendanceLinkedEmployees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceGrid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"family"},"value":{"kind":"EnumValue","value":"AGENTS"}},{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"StringValue","value":"2022-02","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resId"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AttendanceLinkedEmployeesQuery, AttendanceLinkedEmployeesQueryVariables>;
export const AttendanceStatusesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttendanceStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<AttendanceStatusesQuery, AttendanceStatusesQueryVariables>;
export const AttendanceExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttendanceExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"family"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttendanceFamily"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"family"},"value":{"kind":"Variable","name":{"kind":"Name","value":"family"}}},{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}}]} as unknown as DocumentNode<AttendanceExportQuery, AttendanceExportQueryVariables>;
export const AttritionEmployeesListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttritionEmployeesList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attritionEmployees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}}]}}]}}]} as unknown as DocumentNode<AttritionEmployeesListQuery, AttritionEmployeesListQueryVariables>;
export const AttritionCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttritionCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttritionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAttrition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttritionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttritionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attrition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attritionTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"noticeDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastWorkingDay"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"hasExitInterview"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AttritionCreateMutation, AttritionCreateMutationVariables>;
export const AttritionCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttritionCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelAttrition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttritionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttritionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attrition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attritionTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"noticeDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastWorkingDay"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"hasExitInterview"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AttritionCancelMutation, AttritionCancelMutationVariables>;
export const AttritionUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttritionUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttritionChangesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAttrition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttritionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttritionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attrition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attritionTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"noticeDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastWorkingDay"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"hasExitInterview"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AttritionUpdateMutation, AttritionUpdateMutationVariables>;
export const AttritionPersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttritionPerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastWorkingDay"}}]}}]}}]} as unknown as DocumentNode<AttritionPersonQuery, AttritionPersonQueryVariables>;
export const AttritionTypeIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttritionTypeIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attritionTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AttritionTypeIdsQuery, AttritionTypeIdsQueryVariables>;
export const AttritionTypeListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttritionTypeList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attritionTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cancels"}}]}}]}}]}}]} as unknown as DocumentNode<AttritionTypeListQuery, AttritionTypeListQueryVariables>;
export const AttritionTypeCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttritionTypeCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttritionTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAttritionType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cancels"}}]}}]}}]} as unknown as DocumentNode<AttritionTypeCreateMutation, AttritionTypeCreateMutationVariables>;
export const AttritionTypeUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttritionTypeUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttritionTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAttritionType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AttritionTypeUpdateMutation, AttritionTypeUpdateMutationVariables>;
export const AttritionPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttritionPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"EnumValue","value":"ALL"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"dateJoined"}},{"kind":"Field","name":{"kind":"Name","value":"lastWorkingDay"}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departmentName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AttritionPeopleQuery, AttritionPeopleQueryVariables>;
export const AttritionSaveExitInterviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttritionSaveExitInterview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExitInterviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveExitInterview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"attritionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reasons"}}]}}]}}]} as unknown as DocumentNode<AttritionSaveExitInterviewMutation, AttritionSaveExitInterviewMutationVariables>;
export const AttritionCurrentNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttritionCurrentNames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AttritionCurrentNamesQuery, AttritionCurrentNamesQueryVariables>;
export const AttritionTrackerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttritionTracker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"s"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"st"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AttritionState"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attritions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"s"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"st"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"25"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attritionTypeName"}}]}}]}}]}}]} as unknown as DocumentNode<AttritionTrackerQuery, AttritionTrackerQueryVariables>;
export const AttritionTrackerIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttritionTrackerIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"s"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attritions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"s"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AttritionTrackerIdsQuery, AttritionTrackerIdsQueryVariables>;
export const AttritionTeamNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttritionTeamNames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamAttritions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AttritionTeamNamesQuery, AttritionTeamNamesQueryVariables>;
export const AttritionExitInterviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttritionExitInterview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attrition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasExitInterview"}},{"kind":"Field","name":{"kind":"Name","value":"exitInterview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"ratingOverall"}},{"kind":"Field","name":{"kind":"Name","value":"wouldRehire"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"interviewerName"}}]}}]}}]}}]} as unknown as DocumentNode<AttritionExitInterviewQuery, AttritionExitInterviewQueryVariables>;
export const AttritionTrackerCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttritionTrackerCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attritions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<AttritionTrackerCountQuery, AttritionTrackerCountQueryVariables>;
export const AttritionTeamCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttritionTeamCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamAttritions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<AttritionTeamCountQuery, AttritionTeamCountQueryVariables>;
export const AttritionPickerIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttritionPickerIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attritionEmployees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AttritionPickerIdsQuery, AttritionPickerIdsQueryVariables>;
export const AuthMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}},{"kind":"Field","name":{"kind":"Name","value":"roleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"}},{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ceo"}},{"kind":"Field","name":{"kind":"Name","value":"hr"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"teamLeader"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"manager"}}]}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routes"}},{"kind":"Field","name":{"kind":"Name","value":"menuGroups"}}]}}]}}]}}]} as unknown as DocumentNode<AuthMeQuery, AuthMeQueryVariables>;
export const AuthMeIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthMeId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AuthMeIdQuery, AuthMeIdQueryVariables>;
export const AuthMenuGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthMenuGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuGroups"}}]}}]}}]}}]} as unknown as DocumentNode<AuthMenuGroupsQuery, AuthMenuGroupsQueryVariables>;
export const AuthMeCachedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthMeCached"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manager"}}]}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routes"}}]}}]}}]}}]} as unknown as DocumentNode<AuthMeCachedQuery, AuthMeCachedQueryVariables>;
export const AuthLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hr"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AuthLoginMutation, AuthLoginMutationVariables>;
export const AuthChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"old"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"new"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"oldPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"old"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"new"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AuthChangePasswordMutation, AuthChangePasswordMutationVariables>;
export const AuthSchemaNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthSchemaName"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__schema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queryType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AuthSchemaNameQuery, AuthSchemaNameQueryVariables>;
export const AuthUploadFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthUploadFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimetype"}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<AuthUploadFileMutation, AuthUploadFileMutationVariables>;
export const AuthorityFileActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthorityFileAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ActionTakenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createActionTaken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}}]}}]}}]} as unknown as DocumentNode<AuthorityFileActionMutation, AuthorityFileActionMutationVariables>;
export const AuthorityAdjustTeamsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthorityAdjustTeams"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"manager"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adjustTeams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employeeIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"managerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"manager"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatedCount"}}]}}]}}]} as unknown as DocumentNode<AuthorityAdjustTeamsMutation, AuthorityAdjustTeamsMutationVariables>;
export const AuthorityUpdateHeadcountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthorityUpdateHeadcount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HeadcountEmployeeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHeadcountEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hiringDate"}}]}}]}}]} as unknown as DocumentNode<AuthorityUpdateHeadcountMutation, AuthorityUpdateHeadcountMutationVariables>;
export const AuthorityManagerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthorityManager"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AuthorityManagerQuery, AuthorityManagerQueryVariables>;
export const AuthorityPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthorityPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AuthorityPeopleQuery, AuthorityPeopleQueryVariables>;
export const AuthorityTeamsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthorityTeams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}}]}}]}}]}}]} as unknown as DocumentNode<AuthorityTeamsQuery, AuthorityTeamsQueryVariables>;
export const AuthorityPoliciesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthorityPolicies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionPolicies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"actionId"}}]}}]}}]}}]} as unknown as DocumentNode<AuthorityPoliciesQuery, AuthorityPoliciesQueryVariables>;
export const AuthorityChangeTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthorityChangeTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"t"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeCurrentTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"teamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"t"}}}]}]}}]} as unknown as DocumentNode<AuthorityChangeTeamMutation, AuthorityChangeTeamMutationVariables>;
export const AuthorityMyTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthorityMyTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamName"}}]}}]}}]} as unknown as DocumentNode<AuthorityMyTeamQuery, AuthorityMyTeamQueryVariables>;
export const AuthorityFileableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthorityFileable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionManagedEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AuthorityFileableQuery, AuthorityFileableQueryVariables>;
export const AuthorityActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthorityAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionsTaken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<AuthorityActionQuery, AuthorityActionQueryVariables>;
export const AuthorityTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthorityTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamLeader"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AuthorityTeamQuery, AuthorityTeamQueryVariables>;
export const AuthorityResIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthorityResId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resId"}}]}}]}}]} as unknown as DocumentNode<AuthorityResIdQuery, AuthorityResIdQueryVariables>;
export const AuthorityImportHeadcountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthorityImportHeadcount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importHeadcountEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"failed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AuthorityImportHeadcountMutation, AuthorityImportHeadcountMutationVariables>;
export const AuthorityFirstCandidateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthorityFirstCandidate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<AuthorityFirstCandidateQuery, AuthorityFirstCandidateQueryVariables>;
export const AuthorityBlankCandidateNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthorityBlankCandidateName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCandidate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"fullName"},"value":{"kind":"StringValue","value":"","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<AuthorityBlankCandidateNameMutation, AuthorityBlankCandidateNameMutationVariables>;
export const AuthorityCandidateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthorityCandidate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<AuthorityCandidateQuery, AuthorityCandidateQueryVariables>;
export const CapabilitiesCapabilitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CapabilitiesCapabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"attendanceErrorFile"}},{"kind":"Field","name":{"kind":"Name","value":"formerEmployees"}},{"kind":"Field","name":{"kind":"Name","value":"sickNoteDownload"}},{"kind":"Field","name":{"kind":"Name","value":"fileUpload"}},{"kind":"Field","name":{"kind":"Name","value":"teamSpace"}}]}}]}}]} as unknown as DocumentNode<CapabilitiesCapabilitiesQuery, CapabilitiesCapabilitiesQueryVariables>;
export const CompaniesLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompaniesLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<CompaniesLoginMutation, CompaniesLoginMutationVariables>;
export const CompaniesMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompaniesMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CompaniesMeQuery, CompaniesMeQueryVariables>;
export const CompaniesListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompaniesLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"leaveRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"actionsTaken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"candidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"headcountEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CompaniesListsQuery, CompaniesListsQueryVariables>;
export const CompaniesEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompaniesEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CompaniesEmployeeQuery, CompaniesEmployeeQueryVariables>;
export const CompaniesLeaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompaniesLeave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CompaniesLeaveQuery, CompaniesLeaveQueryVariables>;
export const CompaniesActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompaniesAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionTaken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CompaniesActionQuery, CompaniesActionQueryVariables>;
export const CompaniesCandidateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompaniesCandidate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CompaniesCandidateQuery, CompaniesCandidateQueryVariables>;
export const CompaniesHeadcountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompaniesHeadcount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headcountEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CompaniesHeadcountQuery, CompaniesHeadcountQueryVariables>;
export const CompaniesDocumentDownloadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompaniesDocumentDownload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentDownload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CompaniesDocumentDownloadQuery, CompaniesDocumentDownloadQueryVariables>;
export const CsvImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CsvImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"family"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttendanceFamily"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importAttendance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"family"},"value":{"kind":"Variable","name":{"kind":"Name","value":"family"}}},{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CsvImportMutation, CsvImportMutationVariables>;
export const CsvAddEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CsvAddEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmployeeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CsvAddEmployeeMutation, CsvAddEmployeeMutationVariables>;
export const CsvAttendanceExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CsvAttendanceExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"family"},"value":{"kind":"EnumValue","value":"AGENTS"}},{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"StringValue","value":"09-2022","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CsvAttendanceExportQuery, CsvAttendanceExportQueryVariables>;
export const DecisionsLeaveFilingEmployeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DecisionsLeaveFilingEmployees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveFilingEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<DecisionsLeaveFilingEmployeesQuery, DecisionsLeaveFilingEmployeesQueryVariables>;
export const DecisionsEmployeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DecisionsEmployees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<DecisionsEmployeesQuery, DecisionsEmployeesQueryVariables>;
export const DecisionsManagedEmployeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DecisionsManagedEmployees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"managedEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<DecisionsManagedEmployeesQuery, DecisionsManagedEmployeesQueryVariables>;
export const DecisionsAdjustableAgentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DecisionsAdjustableAgents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adjustableAgents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}},{"kind":"Argument","name":{"kind":"Name","value":"departmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}}]}}]}}]}}]} as unknown as DocumentNode<DecisionsAdjustableAgentsQuery, DecisionsAdjustableAgentsQueryVariables>;
export const DecisionsAgentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DecisionsAgents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}},{"kind":"Argument","name":{"kind":"Name","value":"departmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<DecisionsAgentsQuery, DecisionsAgentsQueryVariables>;
export const DecisionsCreateLeaveRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecisionsCreateLeaveRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLeaveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DecisionsCreateLeaveRequestMutation, DecisionsCreateLeaveRequestMutationVariables>;
export const DecisionsLeaveTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DecisionsLeaveTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<DecisionsLeaveTypesQuery, DecisionsLeaveTypesQueryVariables>;
export const HeadcountCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HeadcountCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HeadcountEmployeeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHeadcountEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HeadcountRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HeadcountRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HeadcountEmployee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyContactName"}},{"kind":"Field","name":{"kind":"Name","value":"payoneerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"hiringDate"}},{"kind":"Field","name":{"kind":"Name","value":"formattedHiringDate"}},{"kind":"Field","name":{"kind":"Name","value":"contractExpirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"contractAlert"}},{"kind":"Field","name":{"kind":"Name","value":"nationalIdAlert"}},{"kind":"Field","name":{"kind":"Name","value":"documentsComplete"}},{"kind":"Field","name":{"kind":"Name","value":"documentsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"missingDocuments"}},{"kind":"Field","name":{"kind":"Name","value":"ndaSigned"}},{"kind":"Field","name":{"kind":"Name","value":"official111Form"}},{"kind":"Field","name":{"kind":"Name","value":"contractFilename"}},{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employmentStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employmentRole"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<HeadcountCreateMutation, HeadcountCreateMutationVariables>;
export const HeadcountUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HeadcountUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HeadcountEmployeeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHeadcountEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HeadcountRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HeadcountRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HeadcountEmployee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyContactName"}},{"kind":"Field","name":{"kind":"Name","value":"payoneerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"hiringDate"}},{"kind":"Field","name":{"kind":"Name","value":"formattedHiringDate"}},{"kind":"Field","name":{"kind":"Name","value":"contractExpirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"contractAlert"}},{"kind":"Field","name":{"kind":"Name","value":"nationalIdAlert"}},{"kind":"Field","name":{"kind":"Name","value":"documentsComplete"}},{"kind":"Field","name":{"kind":"Name","value":"documentsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"missingDocuments"}},{"kind":"Field","name":{"kind":"Name","value":"ndaSigned"}},{"kind":"Field","name":{"kind":"Name","value":"official111Form"}},{"kind":"Field","name":{"kind":"Name","value":"contractFilename"}},{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employmentStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employmentRole"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<HeadcountUpdateMutation, HeadcountUpdateMutationVariables>;
export const HeadcountPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HeadcountPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headcountEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"name"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HeadcountRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HeadcountRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HeadcountEmployee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyContactName"}},{"kind":"Field","name":{"kind":"Name","value":"payoneerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"hiringDate"}},{"kind":"Field","name":{"kind":"Name","value":"formattedHiringDate"}},{"kind":"Field","name":{"kind":"Name","value":"contractExpirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"contractAlert"}},{"kind":"Field","name":{"kind":"Name","value":"nationalIdAlert"}},{"kind":"Field","name":{"kind":"Name","value":"documentsComplete"}},{"kind":"Field","name":{"kind":"Name","value":"documentsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"missingDocuments"}},{"kind":"Field","name":{"kind":"Name","value":"ndaSigned"}},{"kind":"Field","name":{"kind":"Name","value":"official111Form"}},{"kind":"Field","name":{"kind":"Name","value":"contractFilename"}},{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employmentStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employmentRole"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<HeadcountPageQuery, HeadcountPageQueryVariables>;
export const HeadcountDepartmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HeadcountDepartments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}}]}}]}}]}}]} as unknown as DocumentNode<HeadcountDepartmentsQuery, HeadcountDepartmentsQueryVariables>;
export const HeadcountContractTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HeadcountContractTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headcountContractTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}}]} as unknown as DocumentNode<HeadcountContractTemplateQuery, HeadcountContractTemplateQueryVariables>;
export const HeadcountFilteredDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HeadcountFiltered"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"d"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"m"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"f"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headcountEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}},{"kind":"Argument","name":{"kind":"Name","value":"departmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"d"}}},{"kind":"Argument","name":{"kind":"Name","value":"missingDocument"},"value":{"kind":"Variable","name":{"kind":"Name","value":"m"}}},{"kind":"Argument","name":{"kind":"Name","value":"hiredFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"f"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ndaSigned"}},{"kind":"Field","name":{"kind":"Name","value":"hiringDate"}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departmentName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<HeadcountFilteredQuery, HeadcountFilteredQueryVariables>;
export const HeadcountChartsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HeadcountCharts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headcountStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractsExpiring"}},{"kind":"Field","name":{"kind":"Name","value":"contractsExpired"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<HeadcountChartsQuery, HeadcountChartsQueryVariables>;
export const HeadcountExpiringContractsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HeadcountExpiringContracts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headcountEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}},{"kind":"Argument","name":{"kind":"Name","value":"expiring"},"value":{"kind":"StringValue","value":"contract","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractExpirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"contractAlert"}}]}}]}}]}}]} as unknown as DocumentNode<HeadcountExpiringContractsQuery, HeadcountExpiringContractsQueryVariables>;
export const HeadcountAlertsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HeadcountAlerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headcountStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"headcount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractsExpiring"}},{"kind":"Field","name":{"kind":"Name","value":"contractsExpired"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byDepartment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<HeadcountAlertsQuery, HeadcountAlertsQueryVariables>;
export const HeadcountOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HeadcountOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headcountEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resId"}}]}}]}}]}}]} as unknown as DocumentNode<HeadcountOneQuery, HeadcountOneQueryVariables>;
export const HeadcountStatusesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HeadcountStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headcountEmploymentStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<HeadcountStatusesQuery, HeadcountStatusesQueryVariables>;
export const HeadcountUpsertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HeadcountUpsert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inputs"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HeadcountEmployeeInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addOrUpdateHeadcountEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inputs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inputs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"failed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<HeadcountUpsertMutation, HeadcountUpsertMutationVariables>;
export const HeadcountImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HeadcountImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importHeadcountEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"failed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<HeadcountImportMutation, HeadcountImportMutationVariables>;
export const HeadcountUploadContractDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HeadcountUploadContract"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadHeadcountContract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractFilename"}},{"kind":"Field","name":{"kind":"Name","value":"contract"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}}]}}]} as unknown as DocumentNode<HeadcountUploadContractMutation, HeadcountUploadContractMutationVariables>;
export const HeadcountUploadTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HeadcountUploadTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadContractTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"placeholders"}}]}}]}}]} as unknown as DocumentNode<HeadcountUploadTemplateMutation, HeadcountUploadTemplateMutationVariables>;
export const HeadcountPersonalFieldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HeadcountPersonalFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headcountEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyContactName"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyContactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"payoneerEmail"}}]}}]}}]}}]} as unknown as DocumentNode<HeadcountPersonalFieldsQuery, HeadcountPersonalFieldsQueryVariables>;
export const HeadcountWriteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HeadcountWrite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HeadcountEmployeeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHeadcountEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<HeadcountWriteMutation, HeadcountWriteMutationVariables>;
export const HeadcountRoutesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HeadcountRoutes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routes"}}]}}]}}]}}]} as unknown as DocumentNode<HeadcountRoutesQuery, HeadcountRoutesQueryVariables>;
export const HeadcountPersonalOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HeadcountPersonalOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headcountEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nationalId"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}}]}}]}}]} as unknown as DocumentNode<HeadcountPersonalOneQuery, HeadcountPersonalOneQueryVariables>;
export const HomeEmployeesAllDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeEmployeesAll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"EnumValue","value":"ALL"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"dateJoined"}},{"kind":"Field","name":{"kind":"Name","value":"lastWorkingDay"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}}]}}]}}]}}]} as unknown as DocumentNode<HomeEmployeesAllQuery, HomeEmployeesAllQueryVariables>;
export const HomeReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"managerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}},{"kind":"Argument","name":{"kind":"Name","value":"managerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"managerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<HomeReportsQuery, HomeReportsQueryVariables>;
export const HomeExpiryAlertsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeExpiryAlerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headcountStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractsExpiring"}},{"kind":"Field","name":{"kind":"Name","value":"contractsExpired"}},{"kind":"Field","name":{"kind":"Name","value":"nationalIdsExpiring"}},{"kind":"Field","name":{"kind":"Name","value":"nationalIdsExpired"}}]}}]}}]}}]} as unknown as DocumentNode<HomeExpiryAlertsQuery, HomeExpiryAlertsQueryVariables>;
export const HomeExpiringDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeExpiring"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"c"},"name":{"kind":"Name","value":"headcountEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"expiring"},"value":{"kind":"StringValue","value":"contract","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"n"},"name":{"kind":"Name","value":"headcountEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"expiring"},"value":{"kind":"StringValue","value":"national_id","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<HomeExpiringQuery, HomeExpiringQueryVariables>;
export const IdempotentAddBonusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IdempotentAddBonus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BonusInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addBonus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<IdempotentAddBonusMutation, IdempotentAddBonusMutationVariables>;
export const IdempotentBonusesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdempotentBonuses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"m"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bonuses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"m"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<IdempotentBonusesQuery, IdempotentBonusesQueryVariables>;
export const InputsAddDepartmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InputsAddDepartment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"n"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDepartment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"departmentName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"n"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<InputsAddDepartmentMutation, InputsAddDepartmentMutationVariables>;
export const InputsCreateLeaveTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InputsCreateLeaveType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLeaveType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<InputsCreateLeaveTypeMutation, InputsCreateLeaveTypeMutationVariables>;
export const InputsEmployeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InputsEmployees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"s"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"s"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<InputsEmployeesQuery, InputsEmployeesQueryVariables>;
export const InputsEmployees2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InputsEmployees2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"s"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"s"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<InputsEmployees2Query, InputsEmployees2QueryVariables>;
export const IsolationLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsolationLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<IsolationLoginMutation, IsolationLoginMutationVariables>;
export const IsolationMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsolationMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<IsolationMeQuery, IsolationMeQueryVariables>;
export const IsolationContractTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsolationContractTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headcountContractTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<IsolationContractTemplateQuery, IsolationContractTemplateQueryVariables>;
export const IsolationDepartmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsolationDepartments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<IsolationDepartmentsQuery, IsolationDepartmentsQueryVariables>;
export const LeaveLedgerCapabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaveLedgerCapability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveLedger"}}]}}]}}]} as unknown as DocumentNode<LeaveLedgerCapabilityQuery, LeaveLedgerCapabilityQueryVariables>;
export const LeaveLedgerMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaveLedgerMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LeaveLedgerMeQuery, LeaveLedgerMeQueryVariables>;
export const LeavePartialCapabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeavePartialCapability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leavePartialApproval"}}]}}]}}]} as unknown as DocumentNode<LeavePartialCapabilityQuery, LeavePartialCapabilityQueryVariables>;
export const LeaveSelfFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveSelfFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLeaveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<LeaveSelfFileMutation, LeaveSelfFileMutationVariables>;
export const LeaveSelfMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaveSelfMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LeaveSelfMeQuery, LeaveSelfMeQueryVariables>;
export const LeaveSelfCapabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaveSelfCapability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveCancel"}}]}}]}}]} as unknown as DocumentNode<LeaveSelfCapabilityQuery, LeaveSelfCapabilityQueryVariables>;
export const LeaveUnitsCapabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaveUnitsCapability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveUnits"}}]}}]}}]} as unknown as DocumentNode<LeaveUnitsCapabilityQuery, LeaveUnitsCapabilityQueryVariables>;
export const LeaveCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sickNote"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLeaveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"sickNote"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sickNote"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaveRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaveRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"submittedById"}},{"kind":"Field","name":{"kind":"Name","value":"submittedByName"}},{"kind":"Field","name":{"kind":"Name","value":"managerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedById"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedByName"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerComments"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sickNoteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sickNoteFilename"}},{"kind":"Field","name":{"kind":"Name","value":"leaveDuration"}},{"kind":"Field","name":{"kind":"Name","value":"workedDaysThisYear"}},{"kind":"Field","name":{"kind":"Name","value":"passedProbation"}},{"kind":"Field","name":{"kind":"Name","value":"leaveBalances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveType"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"approvedLeavesThisYear"}}]}}]}}]} as unknown as DocumentNode<LeaveCreateMutation, LeaveCreateMutationVariables>;
export const LeaveCreateWithNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveCreateWithNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sickNote"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLeaveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"sickNote"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sickNote"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sickNote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaveRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaveRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"submittedById"}},{"kind":"Field","name":{"kind":"Name","value":"submittedByName"}},{"kind":"Field","name":{"kind":"Name","value":"managerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedById"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedByName"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerComments"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sickNoteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sickNoteFilename"}},{"kind":"Field","name":{"kind":"Name","value":"leaveDuration"}},{"kind":"Field","name":{"kind":"Name","value":"workedDaysThisYear"}},{"kind":"Field","name":{"kind":"Name","value":"passedProbation"}},{"kind":"Field","name":{"kind":"Name","value":"leaveBalances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveType"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"approvedLeavesThisYear"}}]}}]}}]} as unknown as DocumentNode<LeaveCreateWithNoteMutation, LeaveCreateWithNoteMutationVariables>;
export const LeaveApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveLeaveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reviewerComments"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerComments"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedByName"}},{"kind":"Field","name":{"kind":"Name","value":"leaveBalances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveType"}},{"kind":"Field","name":{"kind":"Name","value":"remainingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"approvedLeavesThisYear"}}]}}]}}]}}]} as unknown as DocumentNode<LeaveApproveMutation, LeaveApproveMutationVariables>;
export const LeaveRejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveReject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectLeaveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reviewerComments"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerComments"}}]}}]}}]} as unknown as DocumentNode<LeaveRejectMutation, LeaveRejectMutationVariables>;
export const LeaveTypeIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaveTypeIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leaveName"}}]}}]}}]}}]} as unknown as DocumentNode<LeaveTypeIdsQuery, LeaveTypeIdsQueryVariables>;
export const LeavePeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeavePeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<LeavePeopleQuery, LeavePeopleQueryVariables>;
export const LeaveTypesSortedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaveTypesSorted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"leaveName"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveName"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyLimit"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFraction"}}]}}]}}]}}]} as unknown as DocumentNode<LeaveTypesSortedQuery, LeaveTypesSortedQueryVariables>;
export const LeaveTypeCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveTypeCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLeaveType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leaveName"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyLimit"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFraction"}}]}}]}}]} as unknown as DocumentNode<LeaveTypeCreateMutation, LeaveTypeCreateMutationVariables>;
export const LeaveTypeUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveTypeUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLeaveType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"yearlyLimit"}}]}}]}}]} as unknown as DocumentNode<LeaveTypeUpdateMutation, LeaveTypeUpdateMutationVariables>;
export const LeaveSickNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaveSickNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveRequestSickNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}}]} as unknown as DocumentNode<LeaveSickNoteQuery, LeaveSickNoteQueryVariables>;
export const LeaveOneWithRelationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaveOneWithRelations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"submittedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leaveType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveName"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyLimit"}}]}}]}}]}}]} as unknown as DocumentNode<LeaveOneWithRelationsQuery, LeaveOneWithRelationsQueryVariables>;
export const LeaveTrackerPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaveTrackerPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"startDate"}},{"kind":"Argument","name":{"kind":"Name","value":"sortDir"},"value":{"kind":"EnumValue","value":"ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"submittedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leaveType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LeaveTrackerPageQuery, LeaveTrackerPageQueryVariables>;
export const LeaveTrackerFilteredDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaveTrackerFiltered"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"PENDING"}},{"kind":"Argument","name":{"kind":"Name","value":"employeeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"Argument","name":{"kind":"Name","value":"leaveTypeId"},"value":{"kind":"NullValue"}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<LeaveTrackerFilteredQuery, LeaveTrackerFilteredQueryVariables>;
export const LeaveTrackerNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaveTrackerNames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeName"}}]}}]}}]}}]} as unknown as DocumentNode<LeaveTrackerNamesQuery, LeaveTrackerNamesQueryVariables>;
export const LeaveTrackerSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaveTrackerSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LeaveTrackerSearchQuery, LeaveTrackerSearchQueryVariables>;
export const LeaveOneIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaveOneId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LeaveOneIdQuery, LeaveOneIdQueryVariables>;
export const LeaveUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveRequestUpdateInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sickNote"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLeaveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"sickNote"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sickNote"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"leaveDuration"}},{"kind":"Field","name":{"kind":"Name","value":"sickNoteFilename"}}]}}]}}]} as unknown as DocumentNode<LeaveUpdateMutation, LeaveUpdateMutationVariables>;
export const LeaveOneBalancesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaveOneBalances"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveBalances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveType"}},{"kind":"Field","name":{"kind":"Name","value":"remainingBalance"}}]}}]}}]}}]} as unknown as DocumentNode<LeaveOneBalancesQuery, LeaveOneBalancesQueryVariables>;
export const LeaveCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaveCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"m"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyLeaves"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"m"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"leaveDuration"}}]}}]}}]}}]} as unknown as DocumentNode<LeaveCompanyQuery, LeaveCompanyQueryVariables>;
export const LeaveImportCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveImportCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importLeaveRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processed"}}]}}]}}]} as unknown as DocumentNode<LeaveImportCountMutation, LeaveImportCountMutationVariables>;
export const LeaveTrackerCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaveTrackerCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<LeaveTrackerCountQuery, LeaveTrackerCountQueryVariables>;
export const LeaveBalancesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaveBalances"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveBalances"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employeeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveType"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"approvedLeavesThisYear"}}]}}]}}]} as unknown as DocumentNode<LeaveBalancesQuery, LeaveBalancesQueryVariables>;
export const LeaveRequestBalancesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaveRequestBalances"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employeeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveBalances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveType"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"approvedLeavesThisYear"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LeaveRequestBalancesQuery, LeaveRequestBalancesQueryVariables>;
export const MailGiveAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MailGiveAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"giveAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employeeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"temporaryPassword"}},{"kind":"Field","name":{"kind":"Name","value":"invitationSent"}}]}}]}}]} as unknown as DocumentNode<MailGiveAccessMutation, MailGiveAccessMutationVariables>;
export const MailForgotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MailForgot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<MailForgotMutation, MailForgotMutationVariables>;
export const MailSetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MailSetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"t"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"t"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<MailSetPasswordMutation, MailSetPasswordMutationVariables>;
export const MailLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MailLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<MailLoginMutation, MailLoginMutationVariables>;
export const MailOutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailOutbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailOutbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toAddress"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}}]}}]}}]}}]} as unknown as DocumentNode<MailOutboxQuery, MailOutboxQueryVariables>;
export const MailCapabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailCapability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailOutbox"}}]}}]}}]} as unknown as DocumentNode<MailCapabilityQuery, MailCapabilityQueryVariables>;
export const EventsPoliciesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventsPolicies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionPolicies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<EventsPoliciesQuery, EventsPoliciesQueryVariables>;
export const EventsFileActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EventsFileAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ActionTakenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createActionTaken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EventsFileActionMutation, EventsFileActionMutationVariables>;
export const EventsApproveActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EventsApproveAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveActionTaken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EventsApproveActionMutation, EventsApproveActionMutationVariables>;
export const EventsFileShuffleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EventsFileShuffle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ManagerShuffleRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createManagerShuffleRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EventsFileShuffleMutation, EventsFileShuffleMutationVariables>;
export const EventsRejectShuffleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EventsRejectShuffle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectManagerShuffleRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"hrComment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EventsRejectShuffleMutation, EventsRejectShuffleMutationVariables>;
export const EventsSetGoalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EventsSetGoal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GoalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGoal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EventsSetGoalMutation, EventsSetGoalMutationVariables>;
export const EventsMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventsMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EventsMeQuery, EventsMeQueryVariables>;
export const EventsCapabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventsCapability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"}}]}}]}}]} as unknown as DocumentNode<EventsCapabilityQuery, EventsCapabilityQueryVariables>;
export const EventsDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventsDelivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationDelivery"}}]}}]} as unknown as DocumentNode<EventsDeliveryQuery, EventsDeliveryQueryVariables>;
export const NotifyFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotifyFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLeaveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<NotifyFileMutation, NotifyFileMutationVariables>;
export const NotifyApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotifyApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveLeaveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<NotifyApproveMutation, NotifyApproveMutationVariables>;
export const NotifyRejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotifyReject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectLeaveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reviewerComments"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<NotifyRejectMutation, NotifyRejectMutationVariables>;
export const NotifyCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotifyCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelLeaveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<NotifyCancelMutation, NotifyCancelMutationVariables>;
export const NotifyGiveKudosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotifyGiveKudos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"receiverId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"giveKudos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"receiverId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"receiverId"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<NotifyGiveKudosMutation, NotifyGiveKudosMutationVariables>;
export const NotifyCapabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotifyCapability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"}}]}}]}}]} as unknown as DocumentNode<NotifyCapabilityQuery, NotifyCapabilityQueryVariables>;
export const NotifyMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotifyMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<NotifyMeQuery, NotifyMeQueryVariables>;
export const NotifyAcmeLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotifyAcmeLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<NotifyAcmeLoginMutation, NotifyAcmeLoginMutationVariables>;
export const OpsEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsEmployee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"StringValue","value":"99999","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<OpsEmployeeQuery, OpsEmployeeQueryVariables>;
export const UnknownDepartmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnknownDepartments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departmentName"}}]}}]}}]}}]} as unknown as DocumentNode<UnknownDepartmentsQuery, UnknownDepartmentsQueryVariables>;
export const UnknownEmployeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnknownEmployees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"StringValue","value":"RES-0023","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<UnknownEmployeesQuery, UnknownEmployeesQueryVariables>;
export const UnknownFireEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnknownFireEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fireEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UnknownFireEmployeeMutation, UnknownFireEmployeeMutationVariables>;
export const UnknownEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnknownEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<UnknownEmployeeQuery, UnknownEmployeeQueryVariables>;
export const PaySheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaySheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employeeType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salaries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"departmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"teamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}}},{"kind":"Argument","name":{"kind":"Name","value":"employeeType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employeeType"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"workingDays"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyOrMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"managerName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"week"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"target"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hoursWorked"}},{"kind":"Field","name":{"kind":"Name","value":"hoursGiven"}},{"kind":"Field","name":{"kind":"Name","value":"annuals"}},{"kind":"Field","name":{"kind":"Name","value":"casuals"}},{"kind":"Field","name":{"kind":"Name","value":"sick"}},{"kind":"Field","name":{"kind":"Name","value":"paidLeave"}},{"kind":"Field","name":{"kind":"Name","value":"training"}},{"kind":"Field","name":{"kind":"Name","value":"allowance"}},{"kind":"Field","name":{"kind":"Name","value":"leadsTarget"}},{"kind":"Field","name":{"kind":"Name","value":"kpiTier"}},{"kind":"Field","name":{"kind":"Name","value":"kpi"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"compensation"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"lateness"}},{"kind":"Field","name":{"kind":"Name","value":"baseSalary"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"targetHours"}},{"kind":"Field","name":{"kind":"Name","value":"targetLeads"}},{"kind":"Field","name":{"kind":"Name","value":"hoursPay"}},{"kind":"Field","name":{"kind":"Name","value":"extras"}},{"kind":"Field","name":{"kind":"Name","value":"totalPay"}}]}}]}}]}}]} as unknown as DocumentNode<PaySheetQuery, PaySheetQueryVariables>;
export const PayLogDailyHoursDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayLogDailyHours"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DailyHoursInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logDailyHours"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"hoursWorked"}},{"kind":"Field","name":{"kind":"Name","value":"dayType"}},{"kind":"Field","name":{"kind":"Name","value":"dialerName"}},{"kind":"Field","name":{"kind":"Name","value":"vacId"}},{"kind":"Field","name":{"kind":"Name","value":"vacName"}}]}}]}}]} as unknown as DocumentNode<PayLogDailyHoursMutation, PayLogDailyHoursMutationVariables>;
export const PayUpdateDailyHoursDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayUpdateDailyHours"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DailyHoursInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDailyHours"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hoursWorked"}}]}}]}}]} as unknown as DocumentNode<PayUpdateDailyHoursMutation, PayUpdateDailyHoursMutationVariables>;
export const PayLogShiftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayLogShift"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DailyHoursInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logDailyHours"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shiftStart"}},{"kind":"Field","name":{"kind":"Name","value":"shiftEnd"}}]}}]}}]} as unknown as DocumentNode<PayLogShiftMutation, PayLogShiftMutationVariables>;
export const PayWorkedHoursShiftsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayWorkedHoursShifts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workedHours"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"StringValue","value":"2021-03","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"StringValue","value":"PAY-H","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shiftStart"}},{"kind":"Field","name":{"kind":"Name","value":"shiftEnd"}}]}}]}}]}}]} as unknown as DocumentNode<PayWorkedHoursShiftsQuery, PayWorkedHoursShiftsQueryVariables>;
export const PayWorkedHoursDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayWorkedHours"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"holidaysOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workedHours"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"holidaysOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"holidaysOnly"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"totalHours"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"hoursWorked"}},{"kind":"Field","name":{"kind":"Name","value":"dayType"}},{"kind":"Field","name":{"kind":"Name","value":"vacId"}}]}}]}}]}}]} as unknown as DocumentNode<PayWorkedHoursQuery, PayWorkedHoursQueryVariables>;
export const PayTargetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayTargets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"StringValue","value":"03-2021","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workedHours"}},{"kind":"Field","name":{"kind":"Name","value":"targetHours"}}]}}]}}]}}]} as unknown as DocumentNode<PayTargetsQuery, PayTargetsQueryVariables>;
export const PayAddBonusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayAddBonus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BonusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addBonus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<PayAddBonusMutation, PayAddBonusMutationVariables>;
export const PayAddBonusCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayAddBonusCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BonusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addBonus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<PayAddBonusCountMutation, PayAddBonusCountMutationVariables>;
export const PaySetKpiDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaySetKpi"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KpiInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setKpi"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"kpiTier"}},{"kind":"Field","name":{"kind":"Name","value":"kpi"}}]}}]}}]}}]} as unknown as DocumentNode<PaySetKpiMutation, PaySetKpiMutationVariables>;
export const PaySetKpiCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaySetKpiCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KpiInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setKpi"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<PaySetKpiCountMutation, PaySetKpiCountMutationVariables>;
export const PaySaveLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaySaveLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resId"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"payableLeads"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}}]}}]}}]} as unknown as DocumentNode<PaySaveLeadMutation, PaySaveLeadMutationVariables>;
export const PayLeadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayLeads"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resId"}},{"kind":"Field","name":{"kind":"Name","value":"payableLeads"}}]}}]}}]}}]} as unknown as DocumentNode<PayLeadsQuery, PayLeadsQueryVariables>;
export const PayBonusesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayBonuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bonuses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"StringValue","value":"2021-03","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<PayBonusesQuery, PayBonusesQueryVariables>;
export const PayKpisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayKpis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kpis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"StringValue","value":"2021-03","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"kpiTier"}},{"kind":"Field","name":{"kind":"Name","value":"kpi"}}]}}]}}]}}]} as unknown as DocumentNode<PayKpisQuery, PayKpisQueryVariables>;
export const PaySalaryTotalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaySalaryTotals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salaryTotals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"StringValue","value":"2021-03","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"StringValue","value":"Paytest","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"}},{"kind":"Field","name":{"kind":"Name","value":"totalPay"}},{"kind":"Field","name":{"kind":"Name","value":"hoursWorked"}}]}}]}}]} as unknown as DocumentNode<PaySalaryTotalsQuery, PaySalaryTotalsQueryVariables>;
export const PayPaymentSheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayPaymentSheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"StringValue","value":"2021-03","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"StringValue","value":"Paytest","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resId"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"balanceSource"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<PayPaymentSheetQuery, PayPaymentSheetQueryVariables>;
export const PaySheetAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaySheetAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salaries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"StringValue","value":"2021-03","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentSheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"StringValue","value":"2021-03","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"StringValue","value":"x","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<PaySheetAccessQuery, PaySheetAccessQueryVariables>;
export const PayXlsxSalariesXlsxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayXlsxSalariesXlsx"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employeeType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salariesXlsx"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}},{"kind":"Argument","name":{"kind":"Name","value":"departmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"employeeType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employeeType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<PayXlsxSalariesXlsxQuery, PayXlsxSalariesXlsxQueryVariables>;
export const PayXlsxSalariesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayXlsxSalaries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employeeType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salaries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}},{"kind":"Argument","name":{"kind":"Name","value":"departmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"employeeType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employeeType"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"totalPay"}},{"kind":"Field","name":{"kind":"Name","value":"hoursWorked"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"salaryTotals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}},{"kind":"Argument","name":{"kind":"Name","value":"departmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"employeeType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employeeType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"}},{"kind":"Field","name":{"kind":"Name","value":"totalPay"}},{"kind":"Field","name":{"kind":"Name","value":"hoursWorked"}}]}}]}}]} as unknown as DocumentNode<PayXlsxSalariesQuery, PayXlsxSalariesQueryVariables>;
export const PeopleWritesAddDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleWritesAdd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmployeeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departmentName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PeopleWritesAddMutation, PeopleWritesAddMutationVariables>;
export const PeopleWritesSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleWritesSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PeopleWritesSearchQuery, PeopleWritesSearchQueryVariables>;
export const PeopleWritesRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleWritesRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEmployeeRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"roleTitle"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"employmentRole"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<PeopleWritesRoleMutation, PeopleWritesRoleMutationVariables>;
export const PeopleWritesFireDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleWritesFire"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fireEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastWorkingDay"}}]}}]}}]}}]} as unknown as DocumentNode<PeopleWritesFireMutation, PeopleWritesFireMutationVariables>;
export const PeopleWritesKeptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleWritesKept"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<PeopleWritesKeptQuery, PeopleWritesKeptQueryVariables>;
export const PeopleWritesAdjustDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleWritesAdjust"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"team"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"manager"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adjustTeams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employeeIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"teamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"team"}}},{"kind":"Argument","name":{"kind":"Name","value":"managerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"manager"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"updatedCount"}},{"kind":"Field","name":{"kind":"Name","value":"employees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PeopleWritesAdjustMutation, PeopleWritesAdjustMutationVariables>;
export const PeopleWritesLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleWritesLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PeopleWritesLoginMutation, PeopleWritesLoginMutationVariables>;
export const PeopleWritesRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleWritesRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employmentRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<PeopleWritesRolesQuery, PeopleWritesRolesQueryVariables>;
export const PeopleWritesHoldingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleWritesHolding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<PeopleWritesHoldingQuery, PeopleWritesHoldingQueryVariables>;
export const PeopleWritesAddHolidayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleWritesAddHoliday"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addHoliday"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vacName"}},{"kind":"Field","name":{"kind":"Name","value":"multipleOfPay"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}}]} as unknown as DocumentNode<PeopleWritesAddHolidayMutation, PeopleWritesAddHolidayMutationVariables>;
export const PeopleEmployeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleEmployees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EmployeeSortKey"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortDir"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDir"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EmployeeActivity"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortDir"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortDir"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"teamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}}},{"kind":"Argument","name":{"kind":"Name","value":"departmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}},{"kind":"Field","name":{"kind":"Name","value":"roleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"managerName"}},{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employmentRole"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PeopleEmployeesQuery, PeopleEmployeesQueryVariables>;
export const PeopleHeadAuditingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleHeadAuditing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"headAuditing"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departmentId"}}]}}]}}]}}]} as unknown as DocumentNode<PeopleHeadAuditingQuery, PeopleHeadAuditingQueryVariables>;
export const PeopleManagersAgentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleManagersAgents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"managers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canManage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"agents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"managedEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hrEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PeopleManagersAgentsQuery, PeopleManagersAgentsQueryVariables>;
export const PeopleEmployee2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleEmployee2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"StringValue","value":"9999","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PeopleEmployee2Query, PeopleEmployee2QueryVariables>;
export const PeopleEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"baseSalary"}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyContactName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}}]}}]}}]} as unknown as DocumentNode<PeopleEmployeeQuery, PeopleEmployeeQueryVariables>;
export const PeopleLookupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleLookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"departments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"head"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"employmentRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"statuses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PeopleLookupsQuery, PeopleLookupsQueryVariables>;
export const PeopleHolidaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleHolidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holidays"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vacName"}},{"kind":"Field","name":{"kind":"Name","value":"multipleOfPay"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}}]}}]} as unknown as DocumentNode<PeopleHolidaysQuery, PeopleHolidaysQueryVariables>;
export const PeopleTargetsIsoMonthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleTargetsIsoMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"StringValue","value":"2021-03","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<PeopleTargetsIsoMonthQuery, PeopleTargetsIsoMonthQueryVariables>;
export const PeopleEmployees2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleEmployees2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"id"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roleTitle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employmentRole"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PeopleEmployees2Query, PeopleEmployees2QueryVariables>;
export const PeopleEmployees3Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleEmployees3"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PeopleEmployees3Query, PeopleEmployees3QueryVariables>;
export const PickerOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PickerOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"purpose"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PickerPurpose"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"excludeIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"purpose"},"value":{"kind":"Variable","name":{"kind":"Name","value":"purpose"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"excludeIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"excludeIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"managerId"}},{"kind":"Field","name":{"kind":"Name","value":"managerName"}}]}}]}}]}}]} as unknown as DocumentNode<PickerOptionsQuery, PickerOptionsQueryVariables>;
export const PickerLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PickerLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"managedEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PickerLineQuery, PickerLineQueryVariables>;
export const PickerEveryoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PickerEveryone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}}]}}]}}]}}]} as unknown as DocumentNode<PickerEveryoneQuery, PickerEveryoneQueryVariables>;
export const PickerFileableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PickerFileable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionManagedEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<PickerFileableQuery, PickerFileableQueryVariables>;
export const ProfileWithEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileWithEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employeeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRate"}}]}}]}}]}}]} as unknown as DocumentNode<ProfileWithEmployeeQuery, ProfileWithEmployeeQueryVariables>;
export const ProfileAcmeLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProfileAcmeLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<ProfileAcmeLoginMutation, ProfileAcmeLoginMutationVariables>;
export const RecruitmentAddCandidateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecruitmentAddCandidate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CandidateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCandidate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"referrer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sourcer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resId"}}]}}]}}]}}]} as unknown as DocumentNode<RecruitmentAddCandidateMutation, RecruitmentAddCandidateMutationVariables>;
export const RecruitmentAddInterviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecruitmentAddInterview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InterviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addInterview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"candidateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hiringDecision"}},{"kind":"Field","name":{"kind":"Name","value":"hiringDecisionTitle"}},{"kind":"Field","name":{"kind":"Name","value":"englishAverage"}},{"kind":"Field","name":{"kind":"Name","value":"interviewTypeSpecific"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"englishFluency"}},{"kind":"Field","name":{"kind":"Name","value":"typingSpeed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"candidate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<RecruitmentAddInterviewMutation, RecruitmentAddInterviewMutationVariables>;
export const RecruitmentTrackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecruitmentTrack"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trackForOnboarding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"interviewIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"trackedForOnboarding"}}]}}]}}]}}]} as unknown as DocumentNode<RecruitmentTrackMutation, RecruitmentTrackMutationVariables>;
export const RecruitmentCandidateStageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecruitmentCandidateStage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RecruitmentCandidateStageQuery, RecruitmentCandidateStageQueryVariables>;
export const RecruitmentCandidatesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecruitmentCandidatesPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"fullName"}},{"kind":"Argument","name":{"kind":"Name","value":"sortDir"},"value":{"kind":"EnumValue","value":"ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"referrer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latestInterview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"interviewDate"}},{"kind":"Field","name":{"kind":"Name","value":"hiringDecision"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RecruitmentCandidatesPageQuery, RecruitmentCandidatesPageQueryVariables>;
export const RecruitmentCandidatesFilteredDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecruitmentCandidatesFiltered"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isContacted"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"source"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"createdStart"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"isContacted"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isContacted"}}},{"kind":"Argument","name":{"kind":"Name","value":"source"},"value":{"kind":"Variable","name":{"kind":"Name","value":"source"}}},{"kind":"Argument","name":{"kind":"Name","value":"createdStart"},"value":{"kind":"Variable","name":{"kind":"Name","value":"createdStart"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isContacted"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sourcer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RecruitmentCandidatesFilteredQuery, RecruitmentCandidatesFilteredQueryVariables>;
export const RecruitmentCandidateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecruitmentCandidate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"c"},"name":{"kind":"Name","value":"candidate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"maritalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"interviewsCount"}}]}}]}}]} as unknown as DocumentNode<RecruitmentCandidateQuery, RecruitmentCandidateQueryVariables>;
export const RecruitmentUpdateCandidateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecruitmentUpdateCandidate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CandidateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCandidate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"cityOfResidence"}},{"kind":"Field","name":{"kind":"Name","value":"referrer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resId"}}]}}]}}]}}]} as unknown as DocumentNode<RecruitmentUpdateCandidateMutation, RecruitmentUpdateCandidateMutationVariables>;
export const RecruitmentSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecruitmentSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<RecruitmentSearchQuery, RecruitmentSearchQueryVariables>;
export const RecruitmentInterviewTrackedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecruitmentInterviewTracked"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"candidateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trackedForOnboarding"}}]}}]}}]} as unknown as DocumentNode<RecruitmentInterviewTrackedQuery, RecruitmentInterviewTrackedQueryVariables>;
export const RecruitmentMissingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecruitmentMissing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidateMissingData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"missing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<RecruitmentMissingQuery, RecruitmentMissingQueryVariables>;
export const RecruitmentOnboardingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecruitmentOnboarding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onboardingCandidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"ticketNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"onboarded"}},{"kind":"Field","name":{"kind":"Name","value":"candidate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RecruitmentOnboardingQuery, RecruitmentOnboardingQueryVariables>;
export const RecruitmentUpdateInterviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecruitmentUpdateInterview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InterviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInterview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"candidateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hiringDecisionTitle"}},{"kind":"Field","name":{"kind":"Name","value":"englishAverage"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]}}]} as unknown as DocumentNode<RecruitmentUpdateInterviewMutation, RecruitmentUpdateInterviewMutationVariables>;
export const RecruitmentInterviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecruitmentInterview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"candidateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"interviewDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"candidateInterviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"candidateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<RecruitmentInterviewQuery, RecruitmentInterviewQueryVariables>;
export const RecruitmentInterviewableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecruitmentInterviewable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interviewableCandidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"latestInterview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hiringDecision"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RecruitmentInterviewableQuery, RecruitmentInterviewableQueryVariables>;
export const RecruitmentLatestAcceptedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecruitmentLatestAccepted"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latestAcceptedInterviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"tracked"},"value":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"candidate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RecruitmentLatestAcceptedQuery, RecruitmentLatestAcceptedQueryVariables>;
export const RecruitmentEmployeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecruitmentEmployees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}}]}}]}}]}}]} as unknown as DocumentNode<RecruitmentEmployeesQuery, RecruitmentEmployeesQueryVariables>;
export const RecruitmentHeadcountRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecruitmentHeadcountRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headcountEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resId"}},{"kind":"Field","name":{"kind":"Name","value":"candidateId"}},{"kind":"Field","name":{"kind":"Name","value":"candidate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<RecruitmentHeadcountRecordQuery, RecruitmentHeadcountRecordQueryVariables>;
export const RecruitmentPendingCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecruitmentPendingCandidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onboardingCandidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"StringValue","value":"pending","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"candidate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RecruitmentPendingCandidatesQuery, RecruitmentPendingCandidatesQueryVariables>;
export const RecruitmentRoleCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecruitmentRoleCandidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<RecruitmentRoleCandidatesQuery, RecruitmentRoleCandidatesQueryVariables>;
export const RecruitmentRoleInterviewableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecruitmentRoleInterviewable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interviewableCandidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<RecruitmentRoleInterviewableQuery, RecruitmentRoleInterviewableQueryVariables>;
export const RecruitmentRoleLatestAcceptedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecruitmentRoleLatestAccepted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latestAcceptedInterviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<RecruitmentRoleLatestAcceptedQuery, RecruitmentRoleLatestAcceptedQueryVariables>;
export const RecruitmentRoleOnboardingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecruitmentRoleOnboarding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onboardingCandidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"StringValue","value":"pending","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<RecruitmentRoleOnboardingQuery, RecruitmentRoleOnboardingQueryVariables>;
export const RecruitmentRoleAddDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecruitmentRoleAdd"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCandidate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"fullName"},"value":{"kind":"StringValue","value":"X","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RecruitmentRoleAddMutation, RecruitmentRoleAddMutationVariables>;
export const RecruitmentRoleTrackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecruitmentRoleTrack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trackForOnboarding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"interviewIds"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"1","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<RecruitmentRoleTrackMutation, RecruitmentRoleTrackMutationVariables>;
export const RecruitmentRoleSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecruitmentRoleSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recruitmentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passMark"}}]}}]}}]} as unknown as DocumentNode<RecruitmentRoleSettingsQuery, RecruitmentRoleSettingsQueryVariables>;
export const RecruitmentRoleUpdateSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecruitmentRoleUpdateSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRecruitmentSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"passMark"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passMark"}}]}}]}}]} as unknown as DocumentNode<RecruitmentRoleUpdateSettingsMutation, RecruitmentRoleUpdateSettingsMutationVariables>;
export const RecruitmentRoleReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecruitmentRoleRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<RecruitmentRoleReadQuery, RecruitmentRoleReadQueryVariables>;
export const RecruitmentPassMarkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecruitmentPassMark"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"candidateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"englishAverage"}},{"kind":"Field","name":{"kind":"Name","value":"passMark"}},{"kind":"Field","name":{"kind":"Name","value":"meetsPassMark"}}]}}]}}]} as unknown as DocumentNode<RecruitmentPassMarkQuery, RecruitmentPassMarkQueryVariables>;
export const RecruitmentInterviewsPassMarkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecruitmentInterviewsPassMark"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidateInterviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"candidateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meetsPassMark"}}]}}]}}]}}]} as unknown as DocumentNode<RecruitmentInterviewsPassMarkQuery, RecruitmentInterviewsPassMarkQueryVariables>;
export const RefCacheLeaveTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RefCacheLeaveTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leaveName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"departments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}}]}}]}}]}}]} as unknown as DocumentNode<RefCacheLeaveTypesQuery, RefCacheLeaveTypesQueryVariables>;
export const RefCacheLeaveTypes2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RefCacheLeaveTypes2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveName"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyLimit"}}]}}]}}]}}]} as unknown as DocumentNode<RefCacheLeaveTypes2Query, RefCacheLeaveTypes2QueryVariables>;
export const RefCacheCreateLeaveTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefCacheCreateLeaveType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLeaveType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RefCacheCreateLeaveTypeMutation, RefCacheCreateLeaveTypeMutationVariables>;
export const RefCacheHolidaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RefCacheHolidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holidays"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}},{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"IntValue","value":"2031"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vacName"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}}]}}]} as unknown as DocumentNode<RefCacheHolidaysQuery, RefCacheHolidaysQueryVariables>;
export const RefCacheAddHolidayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefCacheAddHoliday"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addHoliday"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RefCacheAddHolidayMutation, RefCacheAddHolidayMutationVariables>;
export const RefCacheAttritionTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RefCacheAttritionTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attritionTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"helpdeskLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}}]}}]} as unknown as DocumentNode<RefCacheAttritionTypesQuery, RefCacheAttritionTypesQueryVariables>;
export const RefCacheCreateAttritionTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefCacheCreateAttritionType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttritionTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAttritionType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RefCacheCreateAttritionTypeMutation, RefCacheCreateAttritionTypeMutationVariables>;
export const RefCacheCreateHelpdeskLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefCacheCreateHelpdeskLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HelpdeskLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHelpdeskLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RefCacheCreateHelpdeskLinkMutation, RefCacheCreateHelpdeskLinkMutationVariables>;
export const RefCacheRecruitmentSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RefCacheRecruitmentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recruitmentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passMark"}}]}}]}}]} as unknown as DocumentNode<RefCacheRecruitmentSettingsQuery, RefCacheRecruitmentSettingsQueryVariables>;
export const RefCacheUpdateRecruitmentSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefCacheUpdateRecruitmentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRecruitmentSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"passMark"},"value":{"kind":"FloatValue","value":"7.5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passMark"}}]}}]}}]} as unknown as DocumentNode<RefCacheUpdateRecruitmentSettingsMutation, RefCacheUpdateRecruitmentSettingsMutationVariables>;
export const RefCacheDepartmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RefCacheDepartments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}}]}}]}}]}}]} as unknown as DocumentNode<RefCacheDepartmentsQuery, RefCacheDepartmentsQueryVariables>;
export const RefCacheDepartments2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RefCacheDepartments2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}}]}}]}}]}}]} as unknown as DocumentNode<RefCacheDepartments2Query, RefCacheDepartments2QueryVariables>;
export const RefCacheLeaveRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RefCacheLeaveRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<RefCacheLeaveRequestsQuery, RefCacheLeaveRequestsQueryVariables>;
export const RefCacheLeaveRequests2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RefCacheLeaveRequests2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<RefCacheLeaveRequests2Query, RefCacheLeaveRequests2QueryVariables>;
export const RefCacheLeaveRequests3Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RefCacheLeaveRequests3"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<RefCacheLeaveRequests3Query, RefCacheLeaveRequests3QueryVariables>;
export const RefCacheLeaveRequests4Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RefCacheLeaveRequests4"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<RefCacheLeaveRequests4Query, RefCacheLeaveRequests4QueryVariables>;
export const RegistrationRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistrationRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterCompanyInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"logo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"logo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subdomain"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCountRange"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mailKept"}},{"kind":"Field","name":{"kind":"Name","value":"setPasswordUrl"}}]}}]}}]} as unknown as DocumentNode<RegistrationRegisterMutation, RegistrationRegisterMutationVariables>;
export const RegistrationSetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistrationSetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"t"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"t"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<RegistrationSetPasswordMutation, RegistrationSetPasswordMutationVariables>;
export const RegistrationLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistrationLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<RegistrationLoginMutation, RegistrationLoginMutationVariables>;
export const RegistrationCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistrationCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"departments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departmentName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"actionPolicies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionId"}}]}}]}}]}}]} as unknown as DocumentNode<RegistrationCompanyQuery, RegistrationCompanyQueryVariables>;
export const RegistrationMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistrationMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RegistrationMeQuery, RegistrationMeQueryVariables>;
export const SessionMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamLeader"}}]}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routes"}}]}}]}}]}}]} as unknown as DocumentNode<SessionMeQuery, SessionMeQueryVariables>;
export const SessionChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"old"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"new"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"oldPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"old"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"new"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SessionChangePasswordMutation, SessionChangePasswordMutationVariables>;
export const SessionLeaveTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionLeaveTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<SessionLeaveTypesQuery, SessionLeaveTypesQueryVariables>;
export const SessionLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<SessionLoginMutation, SessionLoginMutationVariables>;
export const SessionFireDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionFire"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fireEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SessionFireMutation, SessionFireMutationVariables>;
export const SessionDemoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionDemote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEmployeeRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"roleTitle"},"value":{"kind":"StringValue","value":"Sales Agent","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleTitle"}}]}}]}}]} as unknown as DocumentNode<SessionDemoteMutation, SessionDemoteMutationVariables>;
export const SessionLoginLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionLoginLogout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SessionLoginLogoutMutation, SessionLoginLogoutMutationVariables>;
export const SettingsOfCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsOfCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"copyright"}},{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"jiraUrl"}},{"kind":"Field","name":{"kind":"Name","value":"jiraUsername"}},{"kind":"Field","name":{"kind":"Name","value":"jiraTokenSet"}}]}}]}}]} as unknown as DocumentNode<SettingsOfCompanyQuery, SettingsOfCompanyQueryVariables>;
export const SettingsUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanySettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCompanySettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"copyright"}},{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"jiraUrl"}},{"kind":"Field","name":{"kind":"Name","value":"jiraUsername"}},{"kind":"Field","name":{"kind":"Name","value":"jiraTokenSet"}},{"kind":"Field","name":{"kind":"Name","value":"auditRetentionMonths"}}]}}]}}]} as unknown as DocumentNode<SettingsUpdateMutation, SettingsUpdateMutationVariables>;
export const SettingsLogoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsLogo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadCompanyLogo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logo"}}]}}]}}]} as unknown as DocumentNode<SettingsLogoMutation, SettingsLogoMutationVariables>;
export const SettingsDismissChecklistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsDismissChecklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dismissSetupChecklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dismissed"}}]}}]}}]} as unknown as DocumentNode<SettingsDismissChecklistMutation, SettingsDismissChecklistMutationVariables>;
export const SettingsLeaveTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsLeaveType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLeaveType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SettingsLeaveTypeMutation, SettingsLeaveTypeMutationVariables>;
export const SettingsLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<SettingsLoginMutation, SettingsLoginMutationVariables>;
export const SettingsCapabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsCapability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companySettings"}}]}}]}}]} as unknown as DocumentNode<SettingsCapabilityQuery, SettingsCapabilityQueryVariables>;
export const SharedMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hr"}}]}}]}}]}}]} as unknown as DocumentNode<SharedMeQuery, SharedMeQueryVariables>;
export const ShuffleCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShuffleCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ManagerShuffleRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createManagerShuffleRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShuffleRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShuffleRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagerShuffleRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"hrComment"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requesterId"}},{"kind":"Field","name":{"kind":"Name","value":"targetEmployee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proposedManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previousManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ShuffleCreateMutation, ShuffleCreateMutationVariables>;
export const ShuffleApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShuffleApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveManagerShuffleRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"hrComment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShuffleRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShuffleRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagerShuffleRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"hrComment"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requesterId"}},{"kind":"Field","name":{"kind":"Name","value":"targetEmployee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proposedManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previousManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ShuffleApproveMutation, ShuffleApproveMutationVariables>;
export const ShuffleRejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShuffleReject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectManagerShuffleRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"hrComment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShuffleRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShuffleRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagerShuffleRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"hrComment"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requesterId"}},{"kind":"Field","name":{"kind":"Name","value":"targetEmployee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proposedManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previousManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ShuffleRejectMutation, ShuffleRejectMutationVariables>;
export const ShuffleListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShuffleList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ShuffleStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"managerShuffleRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"employeeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"25"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShuffleRequestFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShuffleRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagerShuffleRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"hrComment"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requesterId"}},{"kind":"Field","name":{"kind":"Name","value":"targetEmployee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proposedManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previousManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ShuffleListQuery, ShuffleListQueryVariables>;
export const ShuffleOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShuffleOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"managerShuffleRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShuffleRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShuffleRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagerShuffleRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"hrComment"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requesterId"}},{"kind":"Field","name":{"kind":"Name","value":"targetEmployee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proposedManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previousManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ShuffleOneQuery, ShuffleOneQueryVariables>;
export const ShuffleOneIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShuffleOneId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"managerShuffleRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ShuffleOneIdQuery, ShuffleOneIdQueryVariables>;
export const ShuffleManagerOfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShuffleManagerOf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ShuffleManagerOfQuery, ShuffleManagerOfQueryVariables>;
export const ShuffleHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShuffleHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"managerHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employeeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"previousManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proposedManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ShuffleHistoryQuery, ShuffleHistoryQueryVariables>;
export const ShuffleHistoryProposedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShuffleHistoryProposed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"managerHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employeeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposedManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ShuffleHistoryProposedQuery, ShuffleHistoryProposedQueryVariables>;
export const ShuffleHrInboxPendingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShuffleHrInboxPending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hrInbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingShuffleRequests"}}]}}]}}]} as unknown as DocumentNode<ShuffleHrInboxPendingQuery, ShuffleHrInboxPendingQueryVariables>;
export const ShuffleMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShuffleMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ShuffleMeQuery, ShuffleMeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const SupervisionLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SupervisionLogin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"StringValue","value":"agent@demo.hr","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"StringValue","value":"Passw0rd!","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<SupervisionLoginMutation, SupervisionLoginMutationVariables>;
export const SupervisionMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupervisionMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SupervisionMeQuery, SupervisionMeQueryVariables>;
export const TeamspaceGrantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamspaceGrants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ManagerPermissionName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"managerPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employeeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"Argument","name":{"kind":"Name","value":"permission"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grantedByName"}}]}}]}}]}}]} as unknown as DocumentNode<TeamspaceGrantsQuery, TeamspaceGrantsQueryVariables>;
export const TeamspaceGrantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamspaceGrant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ManagerPermissionName"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantManagerPermission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employeeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"Argument","name":{"kind":"Name","value":"permission"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<TeamspaceGrantMutation, TeamspaceGrantMutationVariables>;
export const TeamspaceMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamspaceMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"managerPermissions"}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routes"}},{"kind":"Field","name":{"kind":"Name","value":"ownOnly"}}]}}]}}]}}]} as unknown as DocumentNode<TeamspaceMeQuery, TeamspaceMeQueryVariables>;
export const TeamspaceCreateGoalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamspaceCreateGoal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GoalInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"d"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGoal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}},{"kind":"Argument","name":{"kind":"Name","value":"supportingDocument"},"value":{"kind":"Variable","name":{"kind":"Name","value":"d"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamspaceGoalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamspaceGoalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Goal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineWarning"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supportingDocumentFilename"}}]}}]} as unknown as DocumentNode<TeamspaceCreateGoalMutation, TeamspaceCreateGoalMutationVariables>;
export const TeamspaceProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamspaceProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"s"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GoalState"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGoalProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"progress"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"s"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TeamspaceProgressMutation, TeamspaceProgressMutationVariables>;
export const TeamspaceLeaveTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamspaceLeaveTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leaveName"}}]}}]}}]}}]} as unknown as DocumentNode<TeamspaceLeaveTypesQuery, TeamspaceLeaveTypesQueryVariables>;
export const TeamspaceTeamsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamspaceTeams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}}]}}]}}]}}]} as unknown as DocumentNode<TeamspaceTeamsQuery, TeamspaceTeamsQueryVariables>;
export const TeamspaceOwnGrantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamspaceOwnGrants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"managerPermissionsOf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permission"}}]}}]}}]}}]} as unknown as DocumentNode<TeamspaceOwnGrantsQuery, TeamspaceOwnGrantsQueryVariables>;
export const TeamspaceFileLeaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamspaceFileLeave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLeaveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<TeamspaceFileLeaveMutation, TeamspaceFileLeaveMutationVariables>;
export const TeamspaceApproveLeaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamspaceApproveLeave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveLeaveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reviewerComments"},"value":{"kind":"StringValue","value":"ok","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedByName"}}]}}]}}]} as unknown as DocumentNode<TeamspaceApproveLeaveMutation, TeamspaceApproveLeaveMutationVariables>;
export const TeamspaceRejectLeaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamspaceRejectLeave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectLeaveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reviewerComments"},"value":{"kind":"StringValue","value":"busy week","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TeamspaceRejectLeaveMutation, TeamspaceRejectLeaveMutationVariables>;
export const TeamspaceGoalDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamspaceGoalDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"goalSupportingDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}}]} as unknown as DocumentNode<TeamspaceGoalDocumentQuery, TeamspaceGoalDocumentQueryVariables>;
export const TeamspaceApproveGoalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamspaceApproveGoal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveGoal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TeamspaceApproveGoalMutation, TeamspaceApproveGoalMutationVariables>;
export const TeamspaceRejectGoalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamspaceRejectGoal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectGoal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TeamspaceRejectGoalMutation, TeamspaceRejectGoalMutationVariables>;
export const TeamspaceUpdateGoalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamspaceUpdateGoal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GoalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGoal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<TeamspaceUpdateGoalMutation, TeamspaceUpdateGoalMutationVariables>;
export const TeamspaceGoalReviewableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamspaceGoalReviewable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"goal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"review"}}]}}]}}]}}]} as unknown as DocumentNode<TeamspaceGoalReviewableQuery, TeamspaceGoalReviewableQueryVariables>;
export const TeamspaceTeamGoalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamspaceTeamGoals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamGoals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TeamspaceTeamGoalsQuery, TeamspaceTeamGoalsQueryVariables>;
export const TeamspaceGoalTitleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamspaceGoalTitle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"goal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}}]}}]}}]} as unknown as DocumentNode<TeamspaceGoalTitleQuery, TeamspaceGoalTitleQueryVariables>;
export const TeamspaceGoalSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamspaceGoalSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"goals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<TeamspaceGoalSearchQuery, TeamspaceGoalSearchQueryVariables>;
export const TeamspaceMyGoalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamspaceMyGoals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myGoals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TeamspaceMyGoalsQuery, TeamspaceMyGoalsQueryVariables>;
export const TeamspaceGoalCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamspaceGoalCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"goals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<TeamspaceGoalCountQuery, TeamspaceGoalCountQueryVariables>;
export const TeamspaceGiveKudosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamspaceGiveKudos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"m"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"giveKudos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"receiverId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"m"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"giver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<TeamspaceGiveKudosMutation, TeamspaceGiveKudosMutationVariables>;
export const TeamspaceKudosWallDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamspaceKudosWall"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kudos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"receiverId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"giver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TeamspaceKudosWallQuery, TeamspaceKudosWallQueryVariables>;
export const TeamspaceWeeklyKudosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamspaceWeeklyKudos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weeklyKudos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TeamspaceWeeklyKudosQuery, TeamspaceWeeklyKudosQueryVariables>;
export const TeamspaceTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamspaceTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"teamLeader"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<TeamspaceTeamQuery, TeamspaceTeamQueryVariables>;
export const TeamspaceMyTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamspaceMyTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamName"}}]}}]}}]} as unknown as DocumentNode<TeamspaceMyTeamQuery, TeamspaceMyTeamQueryVariables>;
export const StallHeadcountEmployeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StallHeadcountEmployees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headcountEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"StringValue","value":"Ann","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<StallHeadcountEmployeesQuery, StallHeadcountEmployeesQueryVariables>;
export const UploadsLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UploadsLead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UploadsLeadQuery, UploadsLeadQueryVariables>;
export const UploadsLeaveTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UploadsLeaveTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leaveName"}}]}}]}}]}}]} as unknown as DocumentNode<UploadsLeaveTypesQuery, UploadsLeaveTypesQueryVariables>;
export const UploadsCreateLeaveRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadsCreateLeaveRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"f"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLeaveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}},{"kind":"Argument","name":{"kind":"Name","value":"sickNote"},"value":{"kind":"Variable","name":{"kind":"Name","value":"f"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sickNoteFilename"}}]}}]}}]} as unknown as DocumentNode<UploadsCreateLeaveRequestMutation, UploadsCreateLeaveRequestMutationVariables>;
export const UploadsUploadHeadcountContractDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadsUploadHeadcountContract"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"f"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadHeadcountContract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"f"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractFilename"}}]}}]}}]} as unknown as DocumentNode<UploadsUploadHeadcountContractMutation, UploadsUploadHeadcountContractMutationVariables>;
export const UploadsUploadDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadsUploadDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"f"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"f"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}}]} as unknown as DocumentNode<UploadsUploadDocumentMutation, UploadsUploadDocumentMutationVariables>;
export const UploadsCreateGoalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadsCreateGoal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GoalInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"f"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGoal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}},{"kind":"Argument","name":{"kind":"Name","value":"supportingDocument"},"value":{"kind":"Variable","name":{"kind":"Name","value":"f"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"supportingDocumentFilename"}}]}}]}}]} as unknown as DocumentNode<UploadsCreateGoalMutation, UploadsCreateGoalMutationVariables>;
export const UploadsUploadFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadsUploadFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"f"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"f"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimetype"}}]}}]}}]} as unknown as DocumentNode<UploadsUploadFileMutation, UploadsUploadFileMutationVariables>;
export const UploadsUploadFile2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadsUploadFile2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"f"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"f"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mimetype"}}]}}]}}]} as unknown as DocumentNode<UploadsUploadFile2Mutation, UploadsUploadFile2MutationVariables>;
export const WorklogSyncCapabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorklogSyncCapability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"worklogSync"}}]}}]}}]} as unknown as DocumentNode<WorklogSyncCapabilityQuery, WorklogSyncCapabilityQueryVariables>;
export const WorklogsRenameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorklogsRename"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HeadcountEmployeeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHeadcountEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<WorklogsRenameMutation, WorklogsRenameMutationVariables>;
export const WorklogsCapabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorklogsCapability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"worklogs"}}]}}]}}]} as unknown as DocumentNode<WorklogsCapabilityQuery, WorklogsCapabilityQueryVariables>;
export const WorkspaceMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<WorkspaceMeQuery, WorkspaceMeQueryVariables>;
export const WorkspaceLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helpdeskLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"2"}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"name"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceLinkFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HelpdeskLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<WorkspaceLinksQuery, WorkspaceLinksQueryVariables>;
export const WorkspaceLinkSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceLinkSearch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helpdeskLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"StringValue","value":"payroll","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<WorkspaceLinkSearchQuery, WorkspaceLinkSearchQueryVariables>;
export const WorkspaceCreateLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkspaceCreateLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HelpdeskLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHelpdeskLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HelpdeskLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<WorkspaceCreateLinkMutation, WorkspaceCreateLinkMutationVariables>;
export const WorkspaceLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helpdeskLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<WorkspaceLinkQuery, WorkspaceLinkQueryVariables>;
export const WorkspaceUpdateLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkspaceUpdateLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HelpdeskLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHelpdeskLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}}]} as unknown as DocumentNode<WorkspaceUpdateLinkMutation, WorkspaceUpdateLinkMutationVariables>;
export const WorkspaceCreateLinkXDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkspaceCreateLinkX"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHelpdeskLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"X","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"link"},"value":{"kind":"StringValue","value":"https://x.example.com","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<WorkspaceCreateLinkXMutation, WorkspaceCreateLinkXMutationVariables>;
export const WorkspaceUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkspaceUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceDocFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceDocFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HrDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"mimetype"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<WorkspaceUploadMutation, WorkspaceUploadMutationVariables>;
export const WorkspaceMyDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceMyDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"title"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}}]}}]}}]}}]} as unknown as DocumentNode<WorkspaceMyDocumentsQuery, WorkspaceMyDocumentsQueryVariables>;
export const WorkspaceDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<WorkspaceDocumentQuery, WorkspaceDocumentQueryVariables>;
export const WorkspaceDocumentLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceDocumentLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentDownload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<WorkspaceDocumentLinkQuery, WorkspaceDocumentLinkQueryVariables>;
export const WorkspaceDocumentOwnersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceDocumentOwners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkspaceDocumentOwnersQuery, WorkspaceDocumentOwnersQueryVariables>;
export const WorkspaceDocumentCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceDocumentCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"EnumValue","value":"EMPLOYEE"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"company"},"name":{"kind":"Name","value":"documents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"EnumValue","value":"COMPANY"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<WorkspaceDocumentCountsQuery, WorkspaceDocumentCountsQueryVariables>;
export const WorkspaceDocumentsOfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceDocumentsOf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employeeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"StringValue","value":"nda","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkspaceDocumentsOfQuery, WorkspaceDocumentsOfQueryVariables>;
export const WorkspaceRenameDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkspaceRenameDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"title"},"value":{"kind":"StringValue","value":"IT Security Policy","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}}]} as unknown as DocumentNode<WorkspaceRenameDocumentMutation, WorkspaceRenameDocumentMutationVariables>;
export const WorkspaceReplaceDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkspaceReplaceDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[]}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}}]} as unknown as DocumentNode<WorkspaceReplaceDocumentMutation, WorkspaceReplaceDocumentMutationVariables>;
export const WorkspaceDeleteDocumentOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkspaceDeleteDocumentOne"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"StringValue","value":"1","block":false}}]}]}}]} as unknown as DocumentNode<WorkspaceDeleteDocumentOneMutation, WorkspaceDeleteDocumentOneMutationVariables>;
export const WorkspaceCreateAssetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkspaceCreateAsset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAsset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceAssetFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceAssetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"assetType"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"assignedOn"}},{"kind":"Field","name":{"kind":"Name","value":"holder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<WorkspaceCreateAssetMutation, WorkspaceCreateAssetMutationVariables>;
export const WorkspaceCreateAssetDuplicateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkspaceCreateAssetDuplicate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAsset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"X","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"assetType"},"value":{"kind":"StringValue","value":"Laptop","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"serialNumber"},"value":{"kind":"StringValue","value":"mba-2026-01","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"condition"},"value":{"kind":"EnumValue","value":"GOOD"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<WorkspaceCreateAssetDuplicateMutation, WorkspaceCreateAssetDuplicateMutationVariables>;
export const WorkspaceAssignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkspaceAssign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssignAssetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignAsset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"assignedOn"}},{"kind":"Field","name":{"kind":"Name","value":"holder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<WorkspaceAssignMutation, WorkspaceAssignMutationVariables>;
export const WorkspaceMyAssetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceMyAssets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAssets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"name"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"assignedOn"}}]}}]}}]}}]} as unknown as DocumentNode<WorkspaceMyAssetsQuery, WorkspaceMyAssetsQueryVariables>;
export const WorkspaceAssetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceAsset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<WorkspaceAssetQuery, WorkspaceAssetQueryVariables>;
export const WorkspaceReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkspaceReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReturnAssetInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnAsset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"holder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<WorkspaceReturnMutation, WorkspaceReturnMutationVariables>;
export const WorkspaceAssignmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceAssignments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetAssignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignedOn"}},{"kind":"Field","name":{"kind":"Name","value":"returnedOn"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"returnNotes"}},{"kind":"Field","name":{"kind":"Name","value":"conditionOnReturn"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"returnedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkspaceAssignmentsQuery, WorkspaceAssignmentsQueryVariables>;
export const WorkspaceUpdateAssetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkspaceUpdateAsset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAsset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}}]}}]}}]} as unknown as DocumentNode<WorkspaceUpdateAssetMutation, WorkspaceUpdateAssetMutationVariables>;
export const WorkspaceHeldAssetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceHeldAssets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"ASSIGNED"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"holder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkspaceHeldAssetsQuery, WorkspaceHeldAssetsQueryVariables>;
export const WorkspaceHeadsetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceHeadsets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assetType"},"value":{"kind":"StringValue","value":"Headset","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"AVAILABLE"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}}]}}]}}]}}]} as unknown as DocumentNode<WorkspaceHeadsetsQuery, WorkspaceHeadsetsQueryVariables>;
export const WorkspaceAssetSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceAssetSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<WorkspaceAssetSearchQuery, WorkspaceAssetSearchQueryVariables>;
export const WorkspaceHeldAssetIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceHeldAssetId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"StringValue","value":"LN-T14-0002","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<WorkspaceHeldAssetIdQuery, WorkspaceHeldAssetIdQueryVariables>;
export const WorkspaceCreateAssetBadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkspaceCreateAssetBad"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAsset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"assetType"},"value":{"kind":"StringValue","value":"Spaceship","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"serialNumber"},"value":{"kind":"StringValue","value":"","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"condition"},"value":{"kind":"EnumValue","value":"GOOD"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<WorkspaceCreateAssetBadMutation, WorkspaceCreateAssetBadMutationVariables>;
export const WorkspaceAssignNoOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkspaceAssignNoOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignAsset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"employeeId"},"value":{"kind":"StringValue","value":"99999","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<WorkspaceAssignNoOneMutation, WorkspaceAssignNoOneMutationVariables>;
export const WorkspaceAssetCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceAssetCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<WorkspaceAssetCountQuery, WorkspaceAssetCountQueryVariables>;
export const WorkspaceCreateAssetXDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkspaceCreateAssetX"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAsset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"X","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"assetType"},"value":{"kind":"StringValue","value":"Other","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"serialNumber"},"value":{"kind":"StringValue","value":"S","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"condition"},"value":{"kind":"EnumValue","value":"GOOD"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<WorkspaceCreateAssetXMutation, WorkspaceCreateAssetXMutationVariables>;
export const WorkspaceMyAssetCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceMyAssetCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAssets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<WorkspaceMyAssetCountQuery, WorkspaceMyAssetCountQueryVariables>;
export const WorkspaceAssetHoldersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceAssetHolders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkspaceAssetHoldersQuery, WorkspaceAssetHoldersQueryVariables>;
export const WorkspaceDocumentPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceDocumentPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkspaceDocumentPeopleQuery, WorkspaceDocumentPeopleQueryVariables>;
export const WorkspaceLinkCreatorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceLinkCreators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helpdeskLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkspaceLinkCreatorsQuery, WorkspaceLinkCreatorsQueryVariables>;
export const WorkspaceAssetHolderEmailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceAssetHolderEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkspaceAssetHolderEmailsQuery, WorkspaceAssetHolderEmailsQueryVariables>;
export const WorkspaceLinkCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceLinkCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helpdeskLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<WorkspaceLinkCountQuery, WorkspaceLinkCountQueryVariables>;
export const WorkspaceDocumentCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceDocumentCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<WorkspaceDocumentCountQuery, WorkspaceDocumentCountQueryVariables>;
export const HomeFixtureMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeFixtureMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<HomeFixtureMeQuery, HomeFixtureMeQueryVariables>;
export const HomeFixtureAddEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HomeFixtureAddEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmployeeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<HomeFixtureAddEmployeeMutation, HomeFixtureAddEmployeeMutationVariables>;
export const HomeFixtureAddHolidayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HomeFixtureAddHoliday"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addHoliday"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<HomeFixtureAddHolidayMutation, HomeFixtureAddHolidayMutationVariables>;
export const HomeFixtureLeaveTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeFixtureLeaveTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leaveName"}}]}}]}}]}}]} as unknown as DocumentNode<HomeFixtureLeaveTypesQuery, HomeFixtureLeaveTypesQueryVariables>;
export const HomeFixtureFileLeaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HomeFixtureFileLeave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLeaveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<HomeFixtureFileLeaveMutation, HomeFixtureFileLeaveMutationVariables>;
export const HomeFixtureApproveLeaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HomeFixtureApproveLeave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveLeaveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reviewerComments"},"value":{"kind":"StringValue","value":"Enjoy","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<HomeFixtureApproveLeaveMutation, HomeFixtureApproveLeaveMutationVariables>;
export const HomeFixturePoliciesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeFixturePolicies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionPolicies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<HomeFixturePoliciesQuery, HomeFixturePoliciesQueryVariables>;
export const HomeFixtureFileActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HomeFixtureFileAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ActionTakenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createActionTaken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<HomeFixtureFileActionMutation, HomeFixtureFileActionMutationVariables>;
export const StackLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StackLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<StackLoginMutation, StackLoginMutationVariables>;