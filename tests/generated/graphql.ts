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

export type IdempotentAddBonusMutationVariables = Exact<{
  input: BonusInput;
  key?: string | null | undefined;
}>;


export type IdempotentAddBonusMutation = { addBonus: { count: number, items: Array<{ id: string, employeeId: string, month: string, amount: number | null }> } };

export type IdempotentBonusesQueryVariables = Exact<{
  m?: string | null | undefined;
}>;


export type IdempotentBonusesQuery = { bonuses: { items: Array<{ employeeId: string, amount: number | null }> } };

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

export type StackLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type StackLoginMutation = { login: { token: string } };


export const IdempotentAddBonusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IdempotentAddBonus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BonusInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addBonus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<IdempotentAddBonusMutation, IdempotentAddBonusMutationVariables>;
export const IdempotentBonusesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdempotentBonuses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"m"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bonuses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"m"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<IdempotentBonusesQuery, IdempotentBonusesQueryVariables>;
export const SessionMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamLeader"}}]}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routes"}}]}}]}}]}}]} as unknown as DocumentNode<SessionMeQuery, SessionMeQueryVariables>;
export const SessionLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SessionLogoutMutation, SessionLogoutMutationVariables>;
export const SessionChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"old"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"new"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"oldPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"old"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"new"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SessionChangePasswordMutation, SessionChangePasswordMutationVariables>;
export const SessionLeaveTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionLeaveTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<SessionLeaveTypesQuery, SessionLeaveTypesQueryVariables>;
export const SessionLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<SessionLoginMutation, SessionLoginMutationVariables>;
export const SessionFireDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionFire"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fireEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SessionFireMutation, SessionFireMutationVariables>;
export const SessionDemoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionDemote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEmployeeRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"roleTitle"},"value":{"kind":"StringValue","value":"Sales Agent","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleTitle"}}]}}]}}]} as unknown as DocumentNode<SessionDemoteMutation, SessionDemoteMutationVariables>;
export const SessionLoginLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionLoginLogout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SessionLoginLogoutMutation, SessionLoginLogoutMutationVariables>;
export const StackLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StackLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<StackLoginMutation, StackLoginMutationVariables>;