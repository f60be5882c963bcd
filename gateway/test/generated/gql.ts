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
    "query FakeAttendanceStatuses { attendanceStatuses { key label hours color } }": typeof types.FakeAttendanceStatusesDocument,
    "query FakeAttendanceExport($search: String) { attendanceExport(family: AGENTS, month: \"2026-03\", search: $search) { url } }": typeof types.FakeAttendanceExportDocument,
    "mutation FakeCreateLeaveType($i: LeaveTypeInput!) { createLeaveType(input: $i) { id leaveName } }": typeof types.FakeCreateLeaveTypeDocument,
    "query FakeLeaveTypes { leaveTypes { count items { id leaveName yearlyLimit monthlyFraction } } }": typeof types.FakeLeaveTypesDocument,
    "query FakeLeaveBalances($id: ID) { leaveBalances(employeeId: $id) { leaveType leaveTypeId remainingBalance } }": typeof types.FakeLeaveBalancesDocument,
    "query FakeCompanyLeaves { companyLeaves { count items { id employeeName resId leaveTypeName leaveDuration } } }": typeof types.FakeCompanyLeavesDocument,
    "query FakeEmployee($id: ID!) { employee(id: $id) { id name resId roleTitle departmentId teamId } }": typeof types.FakeEmployeeDocument,
    "mutation FakeFire($id: ID!) { fireEmployee(id: $id) { message } }": typeof types.FakeFireDocument,
};
const documents: Documents = {
    "query FakeAttendanceStatuses { attendanceStatuses { key label hours color } }": types.FakeAttendanceStatusesDocument,
    "query FakeAttendanceExport($search: String) { attendanceExport(family: AGENTS, month: \"2026-03\", search: $search) { url } }": types.FakeAttendanceExportDocument,
    "mutation FakeCreateLeaveType($i: LeaveTypeInput!) { createLeaveType(input: $i) { id leaveName } }": types.FakeCreateLeaveTypeDocument,
    "query FakeLeaveTypes { leaveTypes { count items { id leaveName yearlyLimit monthlyFraction } } }": types.FakeLeaveTypesDocument,
    "query FakeLeaveBalances($id: ID) { leaveBalances(employeeId: $id) { leaveType leaveTypeId remainingBalance } }": types.FakeLeaveBalancesDocument,
    "query FakeCompanyLeaves { companyLeaves { count items { id employeeName resId leaveTypeName leaveDuration } } }": types.FakeCompanyLeavesDocument,
    "query FakeEmployee($id: ID!) { employee(id: $id) { id name resId roleTitle departmentId teamId } }": types.FakeEmployeeDocument,
    "mutation FakeFire($id: ID!) { fireEmployee(id: $id) { message } }": types.FakeFireDocument,
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
export function graphql(source: "query FakeAttendanceStatuses { attendanceStatuses { key label hours color } }"): (typeof documents)["query FakeAttendanceStatuses { attendanceStatuses { key label hours color } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FakeAttendanceExport($search: String) { attendanceExport(family: AGENTS, month: \"2026-03\", search: $search) { url } }"): (typeof documents)["query FakeAttendanceExport($search: String) { attendanceExport(family: AGENTS, month: \"2026-03\", search: $search) { url } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FakeCreateLeaveType($i: LeaveTypeInput!) { createLeaveType(input: $i) { id leaveName } }"): (typeof documents)["mutation FakeCreateLeaveType($i: LeaveTypeInput!) { createLeaveType(input: $i) { id leaveName } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FakeLeaveTypes { leaveTypes { count items { id leaveName yearlyLimit monthlyFraction } } }"): (typeof documents)["query FakeLeaveTypes { leaveTypes { count items { id leaveName yearlyLimit monthlyFraction } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FakeLeaveBalances($id: ID) { leaveBalances(employeeId: $id) { leaveType leaveTypeId remainingBalance } }"): (typeof documents)["query FakeLeaveBalances($id: ID) { leaveBalances(employeeId: $id) { leaveType leaveTypeId remainingBalance } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FakeCompanyLeaves { companyLeaves { count items { id employeeName resId leaveTypeName leaveDuration } } }"): (typeof documents)["query FakeCompanyLeaves { companyLeaves { count items { id employeeName resId leaveTypeName leaveDuration } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FakeEmployee($id: ID!) { employee(id: $id) { id name resId roleTitle departmentId teamId } }"): (typeof documents)["query FakeEmployee($id: ID!) { employee(id: $id) { id name resId roleTitle departmentId teamId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FakeFire($id: ID!) { fireEmployee(id: $id) { message } }"): (typeof documents)["mutation FakeFire($id: ID!) { fireEmployee(id: $id) { message } }"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;