/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** An adjustment of an employee's leave balance (CEO, HR) */
export type LeaveBalanceAdjustmentInput = {
  /** Days to add (positive) or take away (negative), not 0; an hours type's hours over the working hours per day */
  amount: number;
  /** The employee */
  employeeId: string;
  /** The leave type */
  leaveTypeId: string;
  /** Why (required) */
  reason: string;
  /** The balance year (default this year) */
  year?: number | null | undefined;
};

/** What moved a leave balance */
export type LeaveLedgerKind =
  /** The type's allowance: one per completed month, or the yearly limit on January 1 (from the join date) */
  | 'ACCRUED'
  /** An adjustment by HR or the CEO, with its reason */
  | 'ADJUSTED'
  /** Days carried over from last year's unused balance (January 1) */
  | 'CARRIED'
  /** Carried-over days no leave took by the expiry date */
  | 'EXPIRED'
  /** An approved (or partially approved) leave, on its first day */
  | 'TAKEN';

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

export type FakeAttendanceStatusesQueryVariables = Exact<{ [key: string]: never; }>;


export type FakeAttendanceStatusesQuery = { attendanceStatuses: Array<{ key: string, label: string, hours: number, color: string }> };

export type FakeAttendanceExportQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type FakeAttendanceExportQuery = { attendanceExport: { url: string } };

export type FakeCreateLeaveTypeMutationVariables = Exact<{
  i: LeaveTypeInput;
}>;


export type FakeCreateLeaveTypeMutation = { createLeaveType: { id: string, leaveName: string } };

export type FakeLeaveTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type FakeLeaveTypesQuery = { leaveTypes: { count: number, items: Array<{ id: string, leaveName: string, yearlyLimit: number, monthlyFraction: number }> } };

export type FakeLeaveBalancesQueryVariables = Exact<{
  id?: string | null | undefined;
}>;


export type FakeLeaveBalancesQuery = { leaveBalances: Array<{ leaveType: string, leaveTypeId: string, remainingBalance: number }> };

export type FakeCompanyLeavesQueryVariables = Exact<{ [key: string]: never; }>;


export type FakeCompanyLeavesQuery = { companyLeaves: { count: number, items: Array<{ id: string, employeeName: string, resId: string | null, leaveTypeName: string, leaveDuration: number }> } };

export type FakeFileLeaveMutationVariables = Exact<{
  i: LeaveRequestInput;
}>;


export type FakeFileLeaveMutation = { createLeaveRequest: { id: string, status: LeaveStatus } };

export type FakeCancelLeaveMutationVariables = Exact<{
  id: string;
}>;


export type FakeCancelLeaveMutation = { cancelLeaveRequest: { id: string, status: LeaveStatus, canceledAt: string | null, canceledBy: { id: string, name: string | null } | null } };

export type FakeAdjustLeaveBalanceMutationVariables = Exact<{
  i: LeaveBalanceAdjustmentInput;
}>;


export type FakeAdjustLeaveBalanceMutation = { adjustLeaveBalance: { id: string, amount: number, reason: string, adjustedByName: string | null } };

export type FakeLeaveLedgerQueryVariables = Exact<{
  type: string;
  employee?: string | null | undefined;
}>;


export type FakeLeaveLedgerQuery = { leaveLedger: { year: number, balance: { remainingBalance: number }, entries: Array<{ kind: LeaveLedgerKind, amount: number, leaveRequestId: string | null }> } };

export type FakeEmployeeQueryVariables = Exact<{
  id: string;
}>;


export type FakeEmployeeQuery = { employee: { id: string, name: string | null, resId: string | null, roleTitle: string | null, departmentId: string | null, teamId: string | null } };

export type FakeFireMutationVariables = Exact<{
  id: string;
}>;


export type FakeFireMutation = { fireEmployee: { message: string } };


export const FakeAttendanceStatusesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FakeAttendanceStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<FakeAttendanceStatusesQuery, FakeAttendanceStatusesQueryVariables>;
export const FakeAttendanceExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FakeAttendanceExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"family"},"value":{"kind":"EnumValue","value":"AGENTS"}},{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"StringValue","value":"2026-03","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<FakeAttendanceExportQuery, FakeAttendanceExportQueryVariables>;
export const FakeCreateLeaveTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FakeCreateLeaveType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLeaveType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leaveName"}}]}}]}}]} as unknown as DocumentNode<FakeCreateLeaveTypeMutation, FakeCreateLeaveTypeMutationVariables>;
export const FakeLeaveTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FakeLeaveTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leaveName"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyLimit"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFraction"}}]}}]}}]}}]} as unknown as DocumentNode<FakeLeaveTypesQuery, FakeLeaveTypesQueryVariables>;
export const FakeLeaveBalancesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FakeLeaveBalances"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveBalances"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employeeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveType"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingBalance"}}]}}]}}]} as unknown as DocumentNode<FakeLeaveBalancesQuery, FakeLeaveBalancesQueryVariables>;
export const FakeCompanyLeavesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FakeCompanyLeaves"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyLeaves"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"leaveDuration"}}]}}]}}]}}]} as unknown as DocumentNode<FakeCompanyLeavesQuery, FakeCompanyLeavesQueryVariables>;
export const FakeFileLeaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FakeFileLeave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLeaveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<FakeFileLeaveMutation, FakeFileLeaveMutationVariables>;
export const FakeCancelLeaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FakeCancelLeave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelLeaveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canceledAt"}},{"kind":"Field","name":{"kind":"Name","value":"canceledBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<FakeCancelLeaveMutation, FakeCancelLeaveMutationVariables>;
export const FakeAdjustLeaveBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FakeAdjustLeaveBalance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveBalanceAdjustmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adjustLeaveBalance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"adjustedByName"}}]}}]}}]} as unknown as DocumentNode<FakeAdjustLeaveBalanceMutation, FakeAdjustLeaveBalanceMutationVariables>;
export const FakeLeaveLedgerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FakeLeaveLedger"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employee"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveLedger"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leaveTypeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"employeeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employee"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"remainingBalance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"leaveRequestId"}}]}}]}}]}}]} as unknown as DocumentNode<FakeLeaveLedgerQuery, FakeLeaveLedgerQueryVariables>;
export const FakeEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FakeEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resId"}},{"kind":"Field","name":{"kind":"Name","value":"roleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"teamId"}}]}}]}}]} as unknown as DocumentNode<FakeEmployeeQuery, FakeEmployeeQueryVariables>;
export const FakeFireDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FakeFire"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fireEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<FakeFireMutation, FakeFireMutationVariables>;