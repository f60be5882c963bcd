/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query FakeAttendanceStatuses {\n    attendanceStatuses {\n      key\n      label\n      hours\n      color\n    }\n  }\n": typeof types.FakeAttendanceStatusesDocument,
    "\n  query FakeAttendanceExport($search: String) {\n    attendanceExport(family: AGENTS, month: \"2026-03\", search: $search) {\n      url\n    }\n  }\n": typeof types.FakeAttendanceExportDocument,
    "\n  mutation FakeCreateLeaveType($i: LeaveTypeInput!) {\n    createLeaveType(input: $i) {\n      id\n      leaveName\n    }\n  }\n": typeof types.FakeCreateLeaveTypeDocument,
    "\n  query FakeLeaveTypes {\n    leaveTypes {\n      count\n      items {\n        id\n        leaveName\n        yearlyLimit\n        monthlyFraction\n      }\n    }\n  }\n": typeof types.FakeLeaveTypesDocument,
    "\n  query FakeLeaveBalances($id: ID) {\n    leaveBalances(employeeId: $id) {\n      leaveType\n      leaveTypeId\n      remainingBalance\n    }\n  }\n": typeof types.FakeLeaveBalancesDocument,
    "\n  query FakeCompanyLeaves {\n    companyLeaves {\n      count\n      items {\n        id\n        employeeName\n        resId\n        leaveTypeName\n        leaveDuration\n      }\n    }\n  }\n": typeof types.FakeCompanyLeavesDocument,
    "\n  mutation FakeFileLeave($i: LeaveRequestInput!) {\n    createLeaveRequest(input: $i) {\n      id\n      status\n    }\n  }\n": typeof types.FakeFileLeaveDocument,
    "\n  mutation FakeCancelLeave($id: ID!) {\n    cancelLeaveRequest(id: $id) {\n      id\n      status\n      canceledAt\n      canceledBy {\n        id\n        name\n      }\n    }\n  }\n": typeof types.FakeCancelLeaveDocument,
    "\n  mutation FakeAdjustLeaveBalance($i: LeaveBalanceAdjustmentInput!) {\n    adjustLeaveBalance(input: $i) {\n      id\n      amount\n      reason\n      adjustedByName\n    }\n  }\n": typeof types.FakeAdjustLeaveBalanceDocument,
    "\n  query FakeLeaveLedger($type: ID!, $employee: ID) {\n    leaveLedger(leaveTypeId: $type, employeeId: $employee) {\n      year\n      balance {\n        remainingBalance\n      }\n      entries {\n        kind\n        amount\n        leaveRequestId\n      }\n    }\n  }\n": typeof types.FakeLeaveLedgerDocument,
    "\n  query FakeEmployee($id: ID!) {\n    employee(id: $id) {\n      id\n      name\n      resId\n      roleTitle\n      departmentId\n      teamId\n    }\n  }\n": typeof types.FakeEmployeeDocument,
    "\n  mutation FakeFire($id: ID!) {\n    fireEmployee(id: $id) {\n      message\n    }\n  }\n": typeof types.FakeFireDocument,
};
const documents: Documents = {
    "\n  query FakeAttendanceStatuses {\n    attendanceStatuses {\n      key\n      label\n      hours\n      color\n    }\n  }\n": types.FakeAttendanceStatusesDocument,
    "\n  query FakeAttendanceExport($search: String) {\n    attendanceExport(family: AGENTS, month: \"2026-03\", search: $search) {\n      url\n    }\n  }\n": types.FakeAttendanceExportDocument,
    "\n  mutation FakeCreateLeaveType($i: LeaveTypeInput!) {\n    createLeaveType(input: $i) {\n      id\n      leaveName\n    }\n  }\n": types.FakeCreateLeaveTypeDocument,
    "\n  query FakeLeaveTypes {\n    leaveTypes {\n      count\n      items {\n        id\n        leaveName\n        yearlyLimit\n        monthlyFraction\n      }\n    }\n  }\n": types.FakeLeaveTypesDocument,
    "\n  query FakeLeaveBalances($id: ID) {\n    leaveBalances(employeeId: $id) {\n      leaveType\n      leaveTypeId\n      remainingBalance\n    }\n  }\n": types.FakeLeaveBalancesDocument,
    "\n  query FakeCompanyLeaves {\n    companyLeaves {\n      count\n      items {\n        id\n        employeeName\n        resId\n        leaveTypeName\n        leaveDuration\n      }\n    }\n  }\n": types.FakeCompanyLeavesDocument,
    "\n  mutation FakeFileLeave($i: LeaveRequestInput!) {\n    createLeaveRequest(input: $i) {\n      id\n      status\n    }\n  }\n": types.FakeFileLeaveDocument,
    "\n  mutation FakeCancelLeave($id: ID!) {\n    cancelLeaveRequest(id: $id) {\n      id\n      status\n      canceledAt\n      canceledBy {\n        id\n        name\n      }\n    }\n  }\n": types.FakeCancelLeaveDocument,
    "\n  mutation FakeAdjustLeaveBalance($i: LeaveBalanceAdjustmentInput!) {\n    adjustLeaveBalance(input: $i) {\n      id\n      amount\n      reason\n      adjustedByName\n    }\n  }\n": types.FakeAdjustLeaveBalanceDocument,
    "\n  query FakeLeaveLedger($type: ID!, $employee: ID) {\n    leaveLedger(leaveTypeId: $type, employeeId: $employee) {\n      year\n      balance {\n        remainingBalance\n      }\n      entries {\n        kind\n        amount\n        leaveRequestId\n      }\n    }\n  }\n": types.FakeLeaveLedgerDocument,
    "\n  query FakeEmployee($id: ID!) {\n    employee(id: $id) {\n      id\n      name\n      resId\n      roleTitle\n      departmentId\n      teamId\n    }\n  }\n": types.FakeEmployeeDocument,
    "\n  mutation FakeFire($id: ID!) {\n    fireEmployee(id: $id) {\n      message\n    }\n  }\n": types.FakeFireDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FakeAttendanceStatuses {\n    attendanceStatuses {\n      key\n      label\n      hours\n      color\n    }\n  }\n"): (typeof documents)["\n  query FakeAttendanceStatuses {\n    attendanceStatuses {\n      key\n      label\n      hours\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FakeAttendanceExport($search: String) {\n    attendanceExport(family: AGENTS, month: \"2026-03\", search: $search) {\n      url\n    }\n  }\n"): (typeof documents)["\n  query FakeAttendanceExport($search: String) {\n    attendanceExport(family: AGENTS, month: \"2026-03\", search: $search) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FakeCreateLeaveType($i: LeaveTypeInput!) {\n    createLeaveType(input: $i) {\n      id\n      leaveName\n    }\n  }\n"): (typeof documents)["\n  mutation FakeCreateLeaveType($i: LeaveTypeInput!) {\n    createLeaveType(input: $i) {\n      id\n      leaveName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FakeLeaveTypes {\n    leaveTypes {\n      count\n      items {\n        id\n        leaveName\n        yearlyLimit\n        monthlyFraction\n      }\n    }\n  }\n"): (typeof documents)["\n  query FakeLeaveTypes {\n    leaveTypes {\n      count\n      items {\n        id\n        leaveName\n        yearlyLimit\n        monthlyFraction\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FakeLeaveBalances($id: ID) {\n    leaveBalances(employeeId: $id) {\n      leaveType\n      leaveTypeId\n      remainingBalance\n    }\n  }\n"): (typeof documents)["\n  query FakeLeaveBalances($id: ID) {\n    leaveBalances(employeeId: $id) {\n      leaveType\n      leaveTypeId\n      remainingBalance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FakeCompanyLeaves {\n    companyLeaves {\n      count\n      items {\n        id\n        employeeName\n        resId\n        leaveTypeName\n        leaveDuration\n      }\n    }\n  }\n"): (typeof documents)["\n  query FakeCompanyLeaves {\n    companyLeaves {\n      count\n      items {\n        id\n        employeeName\n        resId\n        leaveTypeName\n        leaveDuration\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FakeFileLeave($i: LeaveRequestInput!) {\n    createLeaveRequest(input: $i) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation FakeFileLeave($i: LeaveRequestInput!) {\n    createLeaveRequest(input: $i) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FakeCancelLeave($id: ID!) {\n    cancelLeaveRequest(id: $id) {\n      id\n      status\n      canceledAt\n      canceledBy {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FakeCancelLeave($id: ID!) {\n    cancelLeaveRequest(id: $id) {\n      id\n      status\n      canceledAt\n      canceledBy {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FakeAdjustLeaveBalance($i: LeaveBalanceAdjustmentInput!) {\n    adjustLeaveBalance(input: $i) {\n      id\n      amount\n      reason\n      adjustedByName\n    }\n  }\n"): (typeof documents)["\n  mutation FakeAdjustLeaveBalance($i: LeaveBalanceAdjustmentInput!) {\n    adjustLeaveBalance(input: $i) {\n      id\n      amount\n      reason\n      adjustedByName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FakeLeaveLedger($type: ID!, $employee: ID) {\n    leaveLedger(leaveTypeId: $type, employeeId: $employee) {\n      year\n      balance {\n        remainingBalance\n      }\n      entries {\n        kind\n        amount\n        leaveRequestId\n      }\n    }\n  }\n"): (typeof documents)["\n  query FakeLeaveLedger($type: ID!, $employee: ID) {\n    leaveLedger(leaveTypeId: $type, employeeId: $employee) {\n      year\n      balance {\n        remainingBalance\n      }\n      entries {\n        kind\n        amount\n        leaveRequestId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FakeEmployee($id: ID!) {\n    employee(id: $id) {\n      id\n      name\n      resId\n      roleTitle\n      departmentId\n      teamId\n    }\n  }\n"): (typeof documents)["\n  query FakeEmployee($id: ID!) {\n    employee(id: $id) {\n      id\n      name\n      resId\n      roleTitle\n      departmentId\n      teamId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FakeFire($id: ID!) {\n    fireEmployee(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation FakeFire($id: ID!) {\n    fireEmployee(id: $id) {\n      message\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;