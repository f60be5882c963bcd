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
  /** leaveRequests.add: /addLeaveRequest */
  | 'LEAVE_REQUESTS_ADD'
  /** leaveRequests.view: /leaveRequests, /leaveRequestDetails/:id, /updateLeaveRequest/:id */
  | 'LEAVE_REQUESTS_VIEW'
  /** leaveTypes.manage: /leaveTypes */
  | 'LEAVE_TYPES_MANAGE'
  /** permissions.held: no page of its own */
  | 'PERMISSIONS_HELD'
  /** permissions.manage: /permissions */
  | 'PERMISSIONS_MANAGE'
  /** permissions.view: /permissions/:id */
  | 'PERMISSIONS_VIEW'
  /** shuffle.add: /addManagerShuffleRequest */
  | 'SHUFFLE_ADD'
  /** shuffle.review: no page of its own */
  | 'SHUFFLE_REVIEW'
  /** shuffle.view: /managerShuffleRequestsTracker, /managerShuffleRequestDetails/:id */
  | 'SHUFFLE_VIEW'
  /** signedIn: /home, /myProfile, /attendance, /attendance/agents, /target, /company/leaves, /manageActions/:id?, /employees/leads, /employees/:id, /teams, /teams/:id, /goals, /goals/new, /goals/:id, /kudos, /kudos/:id, /forbidden */
  | 'SIGNED_IN'
  /** teams.adjust: /employees/adjust */
  | 'TEAMS_ADJUST';

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

/** A document to upload (the file is the `file` argument) */
export type DocumentInput = {
  /** Whose document; empty for a company-wide one */
  employeeId?: string | null | undefined;
  /** The name offered on download; default the uploaded file's name */
  filename?: string | null | undefined;
  /** Title (at most 150 characters) */
  title: string;
};

/** A goal to create, or the fields to change (omitted fields keep their value on update) */
export type GoalInput = {
  /** Assignee (create only); default the signed-in user; someone else needs MANAGE_GOALS over them */
  assigneeId?: string | null | undefined;
  /** Description (at most 2000 characters) */
  description?: string | null | undefined;
  /** End date YYYY-MM-DD, not before the start (required on create) */
  endDate?: string | null | undefined;
  /** Private: seen only by assignee, reviewer and admins */
  isPrivate?: boolean | null | undefined;
  /** Reviewer; default one's manager (own goal) or the signed-in user (a report's goal) */
  reviewerId?: string | null | undefined;
  /** Start date YYYY-MM-DD (required on create) */
  startDate?: string | null | undefined;
  /** Title (required on create, at most 100 characters) */
  title?: string | null | undefined;
};

/** A new company holiday */
export type HolidayInput = {
  /** Last day (YYYY-MM-DD), not before the first */
  endDate: string;
  /** Pay multiplier for working on it */
  multipleOfPay: number;
  /** First day (YYYY-MM-DD) */
  startDate: string;
  /** Holiday name */
  vacName: string;
};

/** A new leave request */
export type LeaveRequestInput = {
  /** The employee taking the leave; default: the signed-in user */
  employeeId?: string | null | undefined;
  /** Last day off, included (YYYY-MM-DD) */
  endDate: string;
  /** Leave type id */
  leaveTypeId: string;
  /** Notes for the reviewer */
  notes?: string | null | undefined;
  /** First day off (YYYY-MM-DD) */
  startDate: string;
};

/** State of a leave request: pending until reviewed */
export type LeaveStatus =
  /** Approved; counts against the balance */
  | 'APPROVED'
  /** Waiting for a reviewer */
  | 'PENDING'
  /** Rejected by a reviewer */
  | 'REJECTED';

/** A leave type to create or replace */
export type LeaveTypeInput = {
  /** Name, unique */
  leaveName: string;
  /** Days earned per completed month (0 or empty: all on January 1) */
  monthlyFraction?: number | null | undefined;
  /** Days per calendar year */
  yearlyLimit: number;
};

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

export type SessionMeQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionMeQuery = { me: { id: string, name: string | null, roles: { teamLeader: boolean }, access: { routes: Array<AccessKey> } } };

export type SessionLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type SessionLogoutMutation = { logout: { message: string } };

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

export type SharedMeQueryVariables = Exact<{ [key: string]: never; }>;


export type SharedMeQuery = { me: { name: string | null, roles: { hr: boolean } } };

export type SupervisionLoginMutationVariables = Exact<{ [key: string]: never; }>;


export type SupervisionLoginMutation = { login: { token: string } };

export type SupervisionMeQueryVariables = Exact<{ [key: string]: never; }>;


export type SupervisionMeQuery = { me: { name: string | null } };

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

export type StackLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type StackLoginMutation = { login: { token: string } };


export const FillAttendanceGridDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FillAttendanceGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceGrid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"family"},"value":{"kind":"EnumValue","value":"AGENTS"}},{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"records"}},{"kind":"Field","name":{"kind":"Name","value":"totalHours"}},{"kind":"Field","name":{"kind":"Name","value":"targetHoursPerDay"}}]}}]}}]}}]} as unknown as DocumentNode<FillAttendanceGridQuery, FillAttendanceGridQueryVariables>;
export const FillCreateLeaveRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FillCreateLeaveRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLeaveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<FillCreateLeaveRequestMutation, FillCreateLeaveRequestMutationVariables>;
export const FillApproveLeaveRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FillApproveLeaveRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveLeaveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<FillApproveLeaveRequestMutation, FillApproveLeaveRequestMutationVariables>;
export const FillLeaveTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FillLeaveTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leaveName"}}]}}]}}]}}]} as unknown as DocumentNode<FillLeaveTypesQuery, FillLeaveTypesQueryVariables>;
export const FillAddHolidayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FillAddHoliday"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addHoliday"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<FillAddHolidayMutation, FillAddHolidayMutationVariables>;
export const IdempotentAddBonusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IdempotentAddBonus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BonusInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addBonus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<IdempotentAddBonusMutation, IdempotentAddBonusMutationVariables>;
export const IdempotentBonusesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdempotentBonuses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"m"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bonuses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"m"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<IdempotentBonusesQuery, IdempotentBonusesQueryVariables>;
export const InputsAddDepartmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InputsAddDepartment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"n"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDepartment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"departmentName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"n"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<InputsAddDepartmentMutation, InputsAddDepartmentMutationVariables>;
export const InputsCreateLeaveTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InputsCreateLeaveType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLeaveType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<InputsCreateLeaveTypeMutation, InputsCreateLeaveTypeMutationVariables>;
export const InputsEmployeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InputsEmployees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"s"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"s"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<InputsEmployeesQuery, InputsEmployeesQueryVariables>;
export const InputsEmployees2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InputsEmployees2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"s"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"s"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<InputsEmployees2Query, InputsEmployees2QueryVariables>;
export const SessionMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamLeader"}}]}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routes"}}]}}]}}]}}]} as unknown as DocumentNode<SessionMeQuery, SessionMeQueryVariables>;
export const SessionLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SessionLogoutMutation, SessionLogoutMutationVariables>;
export const SessionChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"old"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"new"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"oldPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"old"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"new"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SessionChangePasswordMutation, SessionChangePasswordMutationVariables>;
export const SessionLeaveTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionLeaveTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<SessionLeaveTypesQuery, SessionLeaveTypesQueryVariables>;
export const SessionLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<SessionLoginMutation, SessionLoginMutationVariables>;
export const SessionFireDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionFire"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fireEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SessionFireMutation, SessionFireMutationVariables>;
export const SessionDemoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionDemote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEmployeeRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"roleTitle"},"value":{"kind":"StringValue","value":"Sales Agent","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleTitle"}}]}}]}}]} as unknown as DocumentNode<SessionDemoteMutation, SessionDemoteMutationVariables>;
export const SessionLoginLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionLoginLogout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SessionLoginLogoutMutation, SessionLoginLogoutMutationVariables>;
export const SharedMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hr"}}]}}]}}]}}]} as unknown as DocumentNode<SharedMeQuery, SharedMeQueryVariables>;
export const SupervisionLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SupervisionLogin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"StringValue","value":"agent@demo.hr","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"StringValue","value":"Passw0rd!","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<SupervisionLoginMutation, SupervisionLoginMutationVariables>;
export const SupervisionMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupervisionMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SupervisionMeQuery, SupervisionMeQueryVariables>;
export const UploadsLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UploadsLead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UploadsLeadQuery, UploadsLeadQueryVariables>;
export const UploadsLeaveTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UploadsLeaveTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leaveName"}}]}}]}}]}}]} as unknown as DocumentNode<UploadsLeaveTypesQuery, UploadsLeaveTypesQueryVariables>;
export const UploadsCreateLeaveRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadsCreateLeaveRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"f"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLeaveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}},{"kind":"Argument","name":{"kind":"Name","value":"sickNote"},"value":{"kind":"Variable","name":{"kind":"Name","value":"f"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sickNoteFilename"}}]}}]}}]} as unknown as DocumentNode<UploadsCreateLeaveRequestMutation, UploadsCreateLeaveRequestMutationVariables>;
export const UploadsUploadHeadcountContractDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadsUploadHeadcountContract"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"f"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadHeadcountContract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"f"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractFilename"}}]}}]}}]} as unknown as DocumentNode<UploadsUploadHeadcountContractMutation, UploadsUploadHeadcountContractMutationVariables>;
export const UploadsUploadDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadsUploadDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"f"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"f"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}}]} as unknown as DocumentNode<UploadsUploadDocumentMutation, UploadsUploadDocumentMutationVariables>;
export const UploadsCreateGoalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadsCreateGoal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GoalInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"f"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGoal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}},{"kind":"Argument","name":{"kind":"Name","value":"supportingDocument"},"value":{"kind":"Variable","name":{"kind":"Name","value":"f"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"supportingDocumentFilename"}}]}}]}}]} as unknown as DocumentNode<UploadsCreateGoalMutation, UploadsCreateGoalMutationVariables>;
export const UploadsUploadFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadsUploadFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"f"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"f"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimetype"}}]}}]}}]} as unknown as DocumentNode<UploadsUploadFileMutation, UploadsUploadFileMutationVariables>;
export const UploadsUploadFile2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadsUploadFile2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"f"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"f"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mimetype"}}]}}]}}]} as unknown as DocumentNode<UploadsUploadFile2Mutation, UploadsUploadFile2MutationVariables>;
export const StackLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StackLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<StackLoginMutation, StackLoginMutationVariables>;