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
    "query FillAttendanceGrid($month: String) { attendanceGrid(family: AGENTS, month: $month) { month days rows { resId employeeId records totalHours targetHoursPerDay } } }": typeof types.FillAttendanceGridDocument,
    "mutation FillCreateLeaveRequest($input: LeaveRequestInput!) { createLeaveRequest(input: $input) { id status } }": typeof types.FillCreateLeaveRequestDocument,
    "mutation FillApproveLeaveRequest($id: ID!) { approveLeaveRequest(id: $id) { status } }": typeof types.FillApproveLeaveRequestDocument,
    "query FillLeaveTypes { leaveTypes(limit: -1) { items { id leaveName } } }": typeof types.FillLeaveTypesDocument,
    "mutation FillAddHoliday($input: HolidayInput!) { addHoliday(input: $input) { id } }": typeof types.FillAddHolidayDocument,
    "mutation IdempotentAddBonus($input: BonusInput!, $key: String) { addBonus(input: $input, idempotencyKey: $key) { count items { id employeeId month amount } } }": typeof types.IdempotentAddBonusDocument,
    "query IdempotentBonuses($m: String) { bonuses(month: $m) { items { employeeId amount } } }": typeof types.IdempotentBonusesDocument,
    "mutation InputsAddDepartment($n: String!) { addDepartment(departmentName: $n) { id } }": typeof types.InputsAddDepartmentDocument,
    "mutation InputsCreateLeaveType($i: LeaveTypeInput!) { createLeaveType(input: $i) { id } }": typeof types.InputsCreateLeaveTypeDocument,
    "query InputsEmployees($s: String) { employees(search: $s) { count } }": typeof types.InputsEmployeesDocument,
    "query InputsEmployees2($s: String) { employees(search: $s) { count } }": typeof types.InputsEmployees2Document,
    "query SessionMe { me { id name roles { teamLeader } access { routes } } }": typeof types.SessionMeDocument,
    "mutation SessionLogout { logout { message } }": typeof types.SessionLogoutDocument,
    "mutation SessionChangePassword($old: String!, $new: String!) { changePassword(oldPassword: $old, newPassword: $new) { message } }": typeof types.SessionChangePasswordDocument,
    "query SessionLeaveTypes { leaveTypes { count } }": typeof types.SessionLeaveTypesDocument,
    "mutation SessionLogin($e: String!, $p: String!) { login(email: $e, password: $p) { token } }": typeof types.SessionLoginDocument,
    "mutation SessionFire($id: ID!) { fireEmployee(id: $id) { message } }": typeof types.SessionFireDocument,
    "mutation SessionDemote($id: ID!) { updateEmployeeRole(id: $id, role: 0, roleTitle: \"Sales Agent\") { roleTitle } }": typeof types.SessionDemoteDocument,
    "mutation SessionLoginLogout($e: String!, $p: String!) { login(email: $e, password: $p) { token } logout { message } }": typeof types.SessionLoginLogoutDocument,
    "query SharedMe { me { name roles { hr } } }": typeof types.SharedMeDocument,
    "mutation SupervisionLogin { login(email: \"agent@demo.hr\", password: \"Passw0rd!\") { token } }": typeof types.SupervisionLoginDocument,
    "query SupervisionMe { me { name } }": typeof types.SupervisionMeDocument,
    "query UploadsLead { me { id } }": typeof types.UploadsLeadDocument,
    "query UploadsLeaveTypes { leaveTypes(limit: -1) { items { id leaveName } } }": typeof types.UploadsLeaveTypesDocument,
    "mutation UploadsCreateLeaveRequest($i: LeaveRequestInput!, $f: Upload) { createLeaveRequest(input: $i, sickNote: $f) { id sickNoteFilename } }": typeof types.UploadsCreateLeaveRequestDocument,
    "mutation UploadsUploadHeadcountContract($id: ID!, $f: Upload!) { uploadHeadcountContract(id: $id, file: $f) { contractFilename } }": typeof types.UploadsUploadHeadcountContractDocument,
    "mutation UploadsUploadDocument($i: DocumentInput!, $f: Upload!) { uploadDocument(input: $i, file: $f) { id filename } }": typeof types.UploadsUploadDocumentDocument,
    "mutation UploadsCreateGoal($i: GoalInput!, $f: Upload) { createGoal(input: $i, supportingDocument: $f) { id supportingDocumentFilename } }": typeof types.UploadsCreateGoalDocument,
    "mutation UploadsUploadFile($f: Upload!) { uploadFile(file: $f) { id filename mimetype } }": typeof types.UploadsUploadFileDocument,
    "mutation UploadsUploadFile2($f: Upload!) { uploadFile(file: $f) { mimetype } }": typeof types.UploadsUploadFile2Document,
    "mutation StackLogin($email: String!, $password: String!) { login(email: $email, password: $password) { token } }": typeof types.StackLoginDocument,
};
const documents: Documents = {
    "query FillAttendanceGrid($month: String) { attendanceGrid(family: AGENTS, month: $month) { month days rows { resId employeeId records totalHours targetHoursPerDay } } }": types.FillAttendanceGridDocument,
    "mutation FillCreateLeaveRequest($input: LeaveRequestInput!) { createLeaveRequest(input: $input) { id status } }": types.FillCreateLeaveRequestDocument,
    "mutation FillApproveLeaveRequest($id: ID!) { approveLeaveRequest(id: $id) { status } }": types.FillApproveLeaveRequestDocument,
    "query FillLeaveTypes { leaveTypes(limit: -1) { items { id leaveName } } }": types.FillLeaveTypesDocument,
    "mutation FillAddHoliday($input: HolidayInput!) { addHoliday(input: $input) { id } }": types.FillAddHolidayDocument,
    "mutation IdempotentAddBonus($input: BonusInput!, $key: String) { addBonus(input: $input, idempotencyKey: $key) { count items { id employeeId month amount } } }": types.IdempotentAddBonusDocument,
    "query IdempotentBonuses($m: String) { bonuses(month: $m) { items { employeeId amount } } }": types.IdempotentBonusesDocument,
    "mutation InputsAddDepartment($n: String!) { addDepartment(departmentName: $n) { id } }": types.InputsAddDepartmentDocument,
    "mutation InputsCreateLeaveType($i: LeaveTypeInput!) { createLeaveType(input: $i) { id } }": types.InputsCreateLeaveTypeDocument,
    "query InputsEmployees($s: String) { employees(search: $s) { count } }": types.InputsEmployeesDocument,
    "query InputsEmployees2($s: String) { employees(search: $s) { count } }": types.InputsEmployees2Document,
    "query SessionMe { me { id name roles { teamLeader } access { routes } } }": types.SessionMeDocument,
    "mutation SessionLogout { logout { message } }": types.SessionLogoutDocument,
    "mutation SessionChangePassword($old: String!, $new: String!) { changePassword(oldPassword: $old, newPassword: $new) { message } }": types.SessionChangePasswordDocument,
    "query SessionLeaveTypes { leaveTypes { count } }": types.SessionLeaveTypesDocument,
    "mutation SessionLogin($e: String!, $p: String!) { login(email: $e, password: $p) { token } }": types.SessionLoginDocument,
    "mutation SessionFire($id: ID!) { fireEmployee(id: $id) { message } }": types.SessionFireDocument,
    "mutation SessionDemote($id: ID!) { updateEmployeeRole(id: $id, role: 0, roleTitle: \"Sales Agent\") { roleTitle } }": types.SessionDemoteDocument,
    "mutation SessionLoginLogout($e: String!, $p: String!) { login(email: $e, password: $p) { token } logout { message } }": types.SessionLoginLogoutDocument,
    "query SharedMe { me { name roles { hr } } }": types.SharedMeDocument,
    "mutation SupervisionLogin { login(email: \"agent@demo.hr\", password: \"Passw0rd!\") { token } }": types.SupervisionLoginDocument,
    "query SupervisionMe { me { name } }": types.SupervisionMeDocument,
    "query UploadsLead { me { id } }": types.UploadsLeadDocument,
    "query UploadsLeaveTypes { leaveTypes(limit: -1) { items { id leaveName } } }": types.UploadsLeaveTypesDocument,
    "mutation UploadsCreateLeaveRequest($i: LeaveRequestInput!, $f: Upload) { createLeaveRequest(input: $i, sickNote: $f) { id sickNoteFilename } }": types.UploadsCreateLeaveRequestDocument,
    "mutation UploadsUploadHeadcountContract($id: ID!, $f: Upload!) { uploadHeadcountContract(id: $id, file: $f) { contractFilename } }": types.UploadsUploadHeadcountContractDocument,
    "mutation UploadsUploadDocument($i: DocumentInput!, $f: Upload!) { uploadDocument(input: $i, file: $f) { id filename } }": types.UploadsUploadDocumentDocument,
    "mutation UploadsCreateGoal($i: GoalInput!, $f: Upload) { createGoal(input: $i, supportingDocument: $f) { id supportingDocumentFilename } }": types.UploadsCreateGoalDocument,
    "mutation UploadsUploadFile($f: Upload!) { uploadFile(file: $f) { id filename mimetype } }": types.UploadsUploadFileDocument,
    "mutation UploadsUploadFile2($f: Upload!) { uploadFile(file: $f) { mimetype } }": types.UploadsUploadFile2Document,
    "mutation StackLogin($email: String!, $password: String!) { login(email: $email, password: $password) { token } }": types.StackLoginDocument,
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
export function graphql(source: "query FillAttendanceGrid($month: String) { attendanceGrid(family: AGENTS, month: $month) { month days rows { resId employeeId records totalHours targetHoursPerDay } } }"): (typeof documents)["query FillAttendanceGrid($month: String) { attendanceGrid(family: AGENTS, month: $month) { month days rows { resId employeeId records totalHours targetHoursPerDay } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FillCreateLeaveRequest($input: LeaveRequestInput!) { createLeaveRequest(input: $input) { id status } }"): (typeof documents)["mutation FillCreateLeaveRequest($input: LeaveRequestInput!) { createLeaveRequest(input: $input) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FillApproveLeaveRequest($id: ID!) { approveLeaveRequest(id: $id) { status } }"): (typeof documents)["mutation FillApproveLeaveRequest($id: ID!) { approveLeaveRequest(id: $id) { status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FillLeaveTypes { leaveTypes(limit: -1) { items { id leaveName } } }"): (typeof documents)["query FillLeaveTypes { leaveTypes(limit: -1) { items { id leaveName } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FillAddHoliday($input: HolidayInput!) { addHoliday(input: $input) { id } }"): (typeof documents)["mutation FillAddHoliday($input: HolidayInput!) { addHoliday(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IdempotentAddBonus($input: BonusInput!, $key: String) { addBonus(input: $input, idempotencyKey: $key) { count items { id employeeId month amount } } }"): (typeof documents)["mutation IdempotentAddBonus($input: BonusInput!, $key: String) { addBonus(input: $input, idempotencyKey: $key) { count items { id employeeId month amount } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IdempotentBonuses($m: String) { bonuses(month: $m) { items { employeeId amount } } }"): (typeof documents)["query IdempotentBonuses($m: String) { bonuses(month: $m) { items { employeeId amount } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InputsAddDepartment($n: String!) { addDepartment(departmentName: $n) { id } }"): (typeof documents)["mutation InputsAddDepartment($n: String!) { addDepartment(departmentName: $n) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InputsCreateLeaveType($i: LeaveTypeInput!) { createLeaveType(input: $i) { id } }"): (typeof documents)["mutation InputsCreateLeaveType($i: LeaveTypeInput!) { createLeaveType(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InputsEmployees($s: String) { employees(search: $s) { count } }"): (typeof documents)["query InputsEmployees($s: String) { employees(search: $s) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InputsEmployees2($s: String) { employees(search: $s) { count } }"): (typeof documents)["query InputsEmployees2($s: String) { employees(search: $s) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SessionMe { me { id name roles { teamLeader } access { routes } } }"): (typeof documents)["query SessionMe { me { id name roles { teamLeader } access { routes } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionLogout { logout { message } }"): (typeof documents)["mutation SessionLogout { logout { message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionChangePassword($old: String!, $new: String!) { changePassword(oldPassword: $old, newPassword: $new) { message } }"): (typeof documents)["mutation SessionChangePassword($old: String!, $new: String!) { changePassword(oldPassword: $old, newPassword: $new) { message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SessionLeaveTypes { leaveTypes { count } }"): (typeof documents)["query SessionLeaveTypes { leaveTypes { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionLogin($e: String!, $p: String!) { login(email: $e, password: $p) { token } }"): (typeof documents)["mutation SessionLogin($e: String!, $p: String!) { login(email: $e, password: $p) { token } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionFire($id: ID!) { fireEmployee(id: $id) { message } }"): (typeof documents)["mutation SessionFire($id: ID!) { fireEmployee(id: $id) { message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionDemote($id: ID!) { updateEmployeeRole(id: $id, role: 0, roleTitle: \"Sales Agent\") { roleTitle } }"): (typeof documents)["mutation SessionDemote($id: ID!) { updateEmployeeRole(id: $id, role: 0, roleTitle: \"Sales Agent\") { roleTitle } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionLoginLogout($e: String!, $p: String!) { login(email: $e, password: $p) { token } logout { message } }"): (typeof documents)["mutation SessionLoginLogout($e: String!, $p: String!) { login(email: $e, password: $p) { token } logout { message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SharedMe { me { name roles { hr } } }"): (typeof documents)["query SharedMe { me { name roles { hr } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupervisionLogin { login(email: \"agent@demo.hr\", password: \"Passw0rd!\") { token } }"): (typeof documents)["mutation SupervisionLogin { login(email: \"agent@demo.hr\", password: \"Passw0rd!\") { token } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SupervisionMe { me { name } }"): (typeof documents)["query SupervisionMe { me { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UploadsLead { me { id } }"): (typeof documents)["query UploadsLead { me { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UploadsLeaveTypes { leaveTypes(limit: -1) { items { id leaveName } } }"): (typeof documents)["query UploadsLeaveTypes { leaveTypes(limit: -1) { items { id leaveName } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UploadsCreateLeaveRequest($i: LeaveRequestInput!, $f: Upload) { createLeaveRequest(input: $i, sickNote: $f) { id sickNoteFilename } }"): (typeof documents)["mutation UploadsCreateLeaveRequest($i: LeaveRequestInput!, $f: Upload) { createLeaveRequest(input: $i, sickNote: $f) { id sickNoteFilename } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UploadsUploadHeadcountContract($id: ID!, $f: Upload!) { uploadHeadcountContract(id: $id, file: $f) { contractFilename } }"): (typeof documents)["mutation UploadsUploadHeadcountContract($id: ID!, $f: Upload!) { uploadHeadcountContract(id: $id, file: $f) { contractFilename } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UploadsUploadDocument($i: DocumentInput!, $f: Upload!) { uploadDocument(input: $i, file: $f) { id filename } }"): (typeof documents)["mutation UploadsUploadDocument($i: DocumentInput!, $f: Upload!) { uploadDocument(input: $i, file: $f) { id filename } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UploadsCreateGoal($i: GoalInput!, $f: Upload) { createGoal(input: $i, supportingDocument: $f) { id supportingDocumentFilename } }"): (typeof documents)["mutation UploadsCreateGoal($i: GoalInput!, $f: Upload) { createGoal(input: $i, supportingDocument: $f) { id supportingDocumentFilename } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UploadsUploadFile($f: Upload!) { uploadFile(file: $f) { id filename mimetype } }"): (typeof documents)["mutation UploadsUploadFile($f: Upload!) { uploadFile(file: $f) { id filename mimetype } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UploadsUploadFile2($f: Upload!) { uploadFile(file: $f) { mimetype } }"): (typeof documents)["mutation UploadsUploadFile2($f: Upload!) { uploadFile(file: $f) { mimetype } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StackLogin($email: String!, $password: String!) { login(email: $email, password: $password) { token } }"): (typeof documents)["mutation StackLogin($email: String!, $password: String!) { login(email: $email, password: $password) { token } }"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;