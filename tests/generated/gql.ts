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
    "query CapabilitiesCapabilities { capabilities { attendanceTemplate attendanceErrorFile formerEmployees sickNoteDownload fileUpload teamSpace } }": typeof types.CapabilitiesCapabilitiesDocument,
    "mutation CsvImport($family: AttendanceFamily!, $month: String!, $file: Upload!) {\n  importAttendance(family: $family, month: $month, file: $file) { ok errorCount errorFile { url } }\n}": typeof types.CsvImportDocument,
    "mutation CsvAddEmployee($input: EmployeeInput!) { addEmployee(input: $input) { id } }": typeof types.CsvAddEmployeeDocument,
    "query CsvAttendanceExport { attendanceExport(family: AGENTS, month: \"09-2022\") { url } }": typeof types.CsvAttendanceExportDocument,
    "query DecisionsLeaveFilingEmployees { leaveFilingEmployees(limit: -1) { count items { id } } }": typeof types.DecisionsLeaveFilingEmployeesDocument,
    "query DecisionsEmployees { employees(limit: -1) { count } }": typeof types.DecisionsEmployeesDocument,
    "query DecisionsManagedEmployees { managedEmployees(limit: -1) { count items { id } } }": typeof types.DecisionsManagedEmployeesDocument,
    "query DecisionsAdjustableAgents($departmentId: ID) { adjustableAgents(limit: -1, departmentId: $departmentId) { count items { id departmentId } } }": typeof types.DecisionsAdjustableAgentsDocument,
    "query DecisionsAgents($departmentId: ID) { agents(limit: -1, departmentId: $departmentId) { count } }": typeof types.DecisionsAgentsDocument,
    "mutation DecisionsCreateLeaveRequest($input: LeaveRequestInput!) { createLeaveRequest(input: $input) { id } }": typeof types.DecisionsCreateLeaveRequestDocument,
    "query DecisionsLeaveTypes { leaveTypes(limit: -1) { items { id } } }": typeof types.DecisionsLeaveTypesDocument,
    "mutation IdempotentAddBonus($input: BonusInput!, $key: String) { addBonus(input: $input, idempotencyKey: $key) { count items { id employeeId month amount } } }": typeof types.IdempotentAddBonusDocument,
    "query IdempotentBonuses($m: String) { bonuses(month: $m) { items { employeeId amount } } }": typeof types.IdempotentBonusesDocument,
    "mutation InputsAddDepartment($n: String!) { addDepartment(departmentName: $n) { id } }": typeof types.InputsAddDepartmentDocument,
    "mutation InputsCreateLeaveType($i: LeaveTypeInput!) { createLeaveType(input: $i) { id } }": typeof types.InputsCreateLeaveTypeDocument,
    "query InputsEmployees($s: String) { employees(search: $s) { count } }": typeof types.InputsEmployeesDocument,
    "query InputsEmployees2($s: String) { employees(search: $s) { count } }": typeof types.InputsEmployees2Document,
    "query OpsEmployee { employee(id: \"99999\") { name } }": typeof types.OpsEmployeeDocument,
    "query UnknownDepartments { departments(limit: -1) { items { departmentName } } }": typeof types.UnknownDepartmentsDocument,
    "query UnknownEmployees { employees(search: \"RES-0023\") { items { id } } }": typeof types.UnknownEmployeesDocument,
    "mutation UnknownFireEmployee($id: ID!) { fireEmployee(id: $id) { message } }": typeof types.UnknownFireEmployeeDocument,
    "query UnknownEmployee($id: ID!) { employee(id: $id) { active } }": typeof types.UnknownEmployeeDocument,
    "query PayXlsxSalariesXlsx($month: String, $departmentId: ID, $employeeType: String) {\n  salariesXlsx(month: $month, departmentId: $departmentId, employeeType: $employeeType) { url filename expiresAt } }": typeof types.PayXlsxSalariesXlsxDocument,
    "query PayXlsxSalaries($month: String, $departmentId: ID, $employeeType: String) {\n  salaries(month: $month, departmentId: $departmentId, employeeType: $employeeType, limit: -1) { count items { name departmentName totalPay hoursWorked } }\n  salaryTotals(month: $month, departmentId: $departmentId, employeeType: $employeeType) { employees totalPay hoursWorked } }": typeof types.PayXlsxSalariesDocument,
    "query PeopleEmployees($limit: Int, $page: Int, $sortBy: String, $sortDir: SortDir, $search: String, $teamId: ID, $departmentId: ID,\n  $role: String, $ids: [ID!], $active: EmployeeActivity) {\n  employees(limit: $limit, page: $page, sortBy: $sortBy, sortDir: $sortDir, search: $search, teamId: $teamId,\n    departmentId: $departmentId, role: $role, ids: $ids, active: $active) {\n    count items { id name resId roleTitle managerName teamId departmentId active status\n      manager { id name } team { id teamName } department { id departmentName } employmentRole { id title } } } }": typeof types.PeopleEmployeesDocument,
    "query PeopleManagersAgents { managers(limit: -1) { count items { canManage } } agents(limit: -1) { count items { role } }\n      managedEmployees(limit: -1) { count } hrEmployees(limit: -1) { items { name } } employee(id: \"8\") { name manager { name } } }": typeof types.PeopleManagersAgentsDocument,
    "query PeopleEmployee2 { employee(id: \"9999\") { name } }": typeof types.PeopleEmployee2Document,
    "query PeopleEmployee($id: ID!) { employee(id: $id) { name hourlyRate monthlyRate baseSalary nationalId phone emergencyContactName dateOfBirth } }": typeof types.PeopleEmployeeDocument,
    "query PeopleLookups { teams(limit: -1) { count items { id teamName memberCount } } departments(limit: -1) { items { id departmentName head { name } } }\n      employmentRoles(limit: -1) { count items { title } } statuses(limit: -1) { items { name } } }": typeof types.PeopleLookupsDocument,
    "query PeopleHolidays { holidays(limit: -1) { count items { vacName multipleOfPay startDate endDate } } }": typeof types.PeopleHolidaysDocument,
    "query PeopleTargets($month: String) { targets(month: $month, limit: -1) { count items { id resId name teamName workedHours targetHours remainingHours bonusHours } } }": typeof types.PeopleTargetsDocument,
    "query PeopleTargetsIsoMonth { targets(month: \"2021-03\") { count } }": typeof types.PeopleTargetsIsoMonthDocument,
    "query PeopleEmployees2 { employees(limit: 100, sortBy: \"id\") { items { id\n      manager { id name roleTitle } team { id teamName memberCount } department { id departmentName description } employmentRole { id title } } } }": typeof types.PeopleEmployees2Document,
    "query PeopleEmployees3 { employees(limit: 100) { items { manager { id name } team { id teamName } department { id departmentName } } } }": typeof types.PeopleEmployees3Document,
    "query RefCacheLeaveTypes { leaveTypes(limit: -1) { items { id leaveName } } teams(limit: -1) { items { id teamName } } departments(limit: -1) { items { id departmentName } } }": typeof types.RefCacheLeaveTypesDocument,
    "query RefCacheLeaveTypes2 { leaveTypes(limit: -1) { items { leaveName yearlyLimit } } }": typeof types.RefCacheLeaveTypes2Document,
    "mutation RefCacheCreateLeaveType($i: LeaveTypeInput!) { createLeaveType(input: $i) { id } }": typeof types.RefCacheCreateLeaveTypeDocument,
    "query RefCacheHolidays { holidays(limit: -1, year: 2031) { count items { vacName startDate endDate } } }": typeof types.RefCacheHolidaysDocument,
    "mutation RefCacheAddHoliday($i: HolidayInput!) { addHoliday(input: $i) { id } }": typeof types.RefCacheAddHolidayDocument,
    "query RefCacheAttritionTypes { attritionTypes(limit: -1) { items { name } } helpdeskLinks(limit: 100) { items { name link } } }": typeof types.RefCacheAttritionTypesDocument,
    "mutation RefCacheCreateAttritionType($i: AttritionTypeInput!) { createAttritionType(input: $i) { id } }": typeof types.RefCacheCreateAttritionTypeDocument,
    "mutation RefCacheCreateHelpdeskLink($i: HelpdeskLinkInput!) { createHelpdeskLink(input: $i) { id } }": typeof types.RefCacheCreateHelpdeskLinkDocument,
    "query RefCacheRecruitmentSettings { recruitmentSettings { passMark } }": typeof types.RefCacheRecruitmentSettingsDocument,
    "mutation RefCacheUpdateRecruitmentSettings { updateRecruitmentSettings(passMark: 7.5) { passMark } }": typeof types.RefCacheUpdateRecruitmentSettingsDocument,
    "query RefCacheDepartments { departments(limit: -1) { items { id departmentName } } }": typeof types.RefCacheDepartmentsDocument,
    "query RefCacheDepartments2 { departments(limit: -1) { items { id departmentName } } }": typeof types.RefCacheDepartments2Document,
    "query RefCacheLeaveRequests { leaveRequests(limit: 5) { count } }": typeof types.RefCacheLeaveRequestsDocument,
    "query RefCacheLeaveRequests2 { leaveRequests(limit: 5) { count } }": typeof types.RefCacheLeaveRequests2Document,
    "query RefCacheLeaveRequests3 { leaveRequests(limit: -1) { count } }": typeof types.RefCacheLeaveRequests3Document,
    "query RefCacheLeaveRequests4 { leaveRequests(limit: -1) { count } }": typeof types.RefCacheLeaveRequests4Document,
    "query SessionMe { me { id name roles { teamLeader } access { routes } } }": typeof types.SessionMeDocument,
    "mutation SessionLogout { logout { message } }": typeof types.SessionLogoutDocument,
    "mutation SessionChangePassword($old: String!, $new: String!) { changePassword(oldPassword: $old, newPassword: $new) { message } }": typeof types.SessionChangePasswordDocument,
    "query SessionLeaveTypes { leaveTypes { count } }": typeof types.SessionLeaveTypesDocument,
    "mutation SessionLogin($e: String!, $p: String!) { login(email: $e, password: $p) { token } }": typeof types.SessionLoginDocument,
    "mutation SessionFire($id: ID!) { fireEmployee(id: $id) { message } }": typeof types.SessionFireDocument,
    "mutation SessionDemote($id: ID!) { updateEmployeeRole(id: $id, role: 0, roleTitle: \"Sales Agent\") { roleTitle } }": typeof types.SessionDemoteDocument,
    "mutation SessionLoginLogout($e: String!, $p: String!) { login(email: $e, password: $p) { token } logout { message } }": typeof types.SessionLoginLogoutDocument,
    "query SharedMe { me { name roles { hr } } }": typeof types.SharedMeDocument,
    "mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }": typeof types.LoginDocument,
    "mutation SupervisionLogin { login(email: \"agent@demo.hr\", password: \"Passw0rd!\") { token } }": typeof types.SupervisionLoginDocument,
    "query SupervisionMe { me { name } }": typeof types.SupervisionMeDocument,
    "query StallHeadcountEmployees { headcountEmployees(search: \"Ann\") { count } }": typeof types.StallHeadcountEmployeesDocument,
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
    "query CapabilitiesCapabilities { capabilities { attendanceTemplate attendanceErrorFile formerEmployees sickNoteDownload fileUpload teamSpace } }": types.CapabilitiesCapabilitiesDocument,
    "mutation CsvImport($family: AttendanceFamily!, $month: String!, $file: Upload!) {\n  importAttendance(family: $family, month: $month, file: $file) { ok errorCount errorFile { url } }\n}": types.CsvImportDocument,
    "mutation CsvAddEmployee($input: EmployeeInput!) { addEmployee(input: $input) { id } }": types.CsvAddEmployeeDocument,
    "query CsvAttendanceExport { attendanceExport(family: AGENTS, month: \"09-2022\") { url } }": types.CsvAttendanceExportDocument,
    "query DecisionsLeaveFilingEmployees { leaveFilingEmployees(limit: -1) { count items { id } } }": types.DecisionsLeaveFilingEmployeesDocument,
    "query DecisionsEmployees { employees(limit: -1) { count } }": types.DecisionsEmployeesDocument,
    "query DecisionsManagedEmployees { managedEmployees(limit: -1) { count items { id } } }": types.DecisionsManagedEmployeesDocument,
    "query DecisionsAdjustableAgents($departmentId: ID) { adjustableAgents(limit: -1, departmentId: $departmentId) { count items { id departmentId } } }": types.DecisionsAdjustableAgentsDocument,
    "query DecisionsAgents($departmentId: ID) { agents(limit: -1, departmentId: $departmentId) { count } }": types.DecisionsAgentsDocument,
    "mutation DecisionsCreateLeaveRequest($input: LeaveRequestInput!) { createLeaveRequest(input: $input) { id } }": types.DecisionsCreateLeaveRequestDocument,
    "query DecisionsLeaveTypes { leaveTypes(limit: -1) { items { id } } }": types.DecisionsLeaveTypesDocument,
    "mutation IdempotentAddBonus($input: BonusInput!, $key: String) { addBonus(input: $input, idempotencyKey: $key) { count items { id employeeId month amount } } }": types.IdempotentAddBonusDocument,
    "query IdempotentBonuses($m: String) { bonuses(month: $m) { items { employeeId amount } } }": types.IdempotentBonusesDocument,
    "mutation InputsAddDepartment($n: String!) { addDepartment(departmentName: $n) { id } }": types.InputsAddDepartmentDocument,
    "mutation InputsCreateLeaveType($i: LeaveTypeInput!) { createLeaveType(input: $i) { id } }": types.InputsCreateLeaveTypeDocument,
    "query InputsEmployees($s: String) { employees(search: $s) { count } }": types.InputsEmployeesDocument,
    "query InputsEmployees2($s: String) { employees(search: $s) { count } }": types.InputsEmployees2Document,
    "query OpsEmployee { employee(id: \"99999\") { name } }": types.OpsEmployeeDocument,
    "query UnknownDepartments { departments(limit: -1) { items { departmentName } } }": types.UnknownDepartmentsDocument,
    "query UnknownEmployees { employees(search: \"RES-0023\") { items { id } } }": types.UnknownEmployeesDocument,
    "mutation UnknownFireEmployee($id: ID!) { fireEmployee(id: $id) { message } }": types.UnknownFireEmployeeDocument,
    "query UnknownEmployee($id: ID!) { employee(id: $id) { active } }": types.UnknownEmployeeDocument,
    "query PayXlsxSalariesXlsx($month: String, $departmentId: ID, $employeeType: String) {\n  salariesXlsx(month: $month, departmentId: $departmentId, employeeType: $employeeType) { url filename expiresAt } }": types.PayXlsxSalariesXlsxDocument,
    "query PayXlsxSalaries($month: String, $departmentId: ID, $employeeType: String) {\n  salaries(month: $month, departmentId: $departmentId, employeeType: $employeeType, limit: -1) { count items { name departmentName totalPay hoursWorked } }\n  salaryTotals(month: $month, departmentId: $departmentId, employeeType: $employeeType) { employees totalPay hoursWorked } }": types.PayXlsxSalariesDocument,
    "query PeopleEmployees($limit: Int, $page: Int, $sortBy: String, $sortDir: SortDir, $search: String, $teamId: ID, $departmentId: ID,\n  $role: String, $ids: [ID!], $active: EmployeeActivity) {\n  employees(limit: $limit, page: $page, sortBy: $sortBy, sortDir: $sortDir, search: $search, teamId: $teamId,\n    departmentId: $departmentId, role: $role, ids: $ids, active: $active) {\n    count items { id name resId roleTitle managerName teamId departmentId active status\n      manager { id name } team { id teamName } department { id departmentName } employmentRole { id title } } } }": types.PeopleEmployeesDocument,
    "query PeopleManagersAgents { managers(limit: -1) { count items { canManage } } agents(limit: -1) { count items { role } }\n      managedEmployees(limit: -1) { count } hrEmployees(limit: -1) { items { name } } employee(id: \"8\") { name manager { name } } }": types.PeopleManagersAgentsDocument,
    "query PeopleEmployee2 { employee(id: \"9999\") { name } }": types.PeopleEmployee2Document,
    "query PeopleEmployee($id: ID!) { employee(id: $id) { name hourlyRate monthlyRate baseSalary nationalId phone emergencyContactName dateOfBirth } }": types.PeopleEmployeeDocument,
    "query PeopleLookups { teams(limit: -1) { count items { id teamName memberCount } } departments(limit: -1) { items { id departmentName head { name } } }\n      employmentRoles(limit: -1) { count items { title } } statuses(limit: -1) { items { name } } }": types.PeopleLookupsDocument,
    "query PeopleHolidays { holidays(limit: -1) { count items { vacName multipleOfPay startDate endDate } } }": types.PeopleHolidaysDocument,
    "query PeopleTargets($month: String) { targets(month: $month, limit: -1) { count items { id resId name teamName workedHours targetHours remainingHours bonusHours } } }": types.PeopleTargetsDocument,
    "query PeopleTargetsIsoMonth { targets(month: \"2021-03\") { count } }": types.PeopleTargetsIsoMonthDocument,
    "query PeopleEmployees2 { employees(limit: 100, sortBy: \"id\") { items { id\n      manager { id name roleTitle } team { id teamName memberCount } department { id departmentName description } employmentRole { id title } } } }": types.PeopleEmployees2Document,
    "query PeopleEmployees3 { employees(limit: 100) { items { manager { id name } team { id teamName } department { id departmentName } } } }": types.PeopleEmployees3Document,
    "query RefCacheLeaveTypes { leaveTypes(limit: -1) { items { id leaveName } } teams(limit: -1) { items { id teamName } } departments(limit: -1) { items { id departmentName } } }": types.RefCacheLeaveTypesDocument,
    "query RefCacheLeaveTypes2 { leaveTypes(limit: -1) { items { leaveName yearlyLimit } } }": types.RefCacheLeaveTypes2Document,
    "mutation RefCacheCreateLeaveType($i: LeaveTypeInput!) { createLeaveType(input: $i) { id } }": types.RefCacheCreateLeaveTypeDocument,
    "query RefCacheHolidays { holidays(limit: -1, year: 2031) { count items { vacName startDate endDate } } }": types.RefCacheHolidaysDocument,
    "mutation RefCacheAddHoliday($i: HolidayInput!) { addHoliday(input: $i) { id } }": types.RefCacheAddHolidayDocument,
    "query RefCacheAttritionTypes { attritionTypes(limit: -1) { items { name } } helpdeskLinks(limit: 100) { items { name link } } }": types.RefCacheAttritionTypesDocument,
    "mutation RefCacheCreateAttritionType($i: AttritionTypeInput!) { createAttritionType(input: $i) { id } }": types.RefCacheCreateAttritionTypeDocument,
    "mutation RefCacheCreateHelpdeskLink($i: HelpdeskLinkInput!) { createHelpdeskLink(input: $i) { id } }": types.RefCacheCreateHelpdeskLinkDocument,
    "query RefCacheRecruitmentSettings { recruitmentSettings { passMark } }": types.RefCacheRecruitmentSettingsDocument,
    "mutation RefCacheUpdateRecruitmentSettings { updateRecruitmentSettings(passMark: 7.5) { passMark } }": types.RefCacheUpdateRecruitmentSettingsDocument,
    "query RefCacheDepartments { departments(limit: -1) { items { id departmentName } } }": types.RefCacheDepartmentsDocument,
    "query RefCacheDepartments2 { departments(limit: -1) { items { id departmentName } } }": types.RefCacheDepartments2Document,
    "query RefCacheLeaveRequests { leaveRequests(limit: 5) { count } }": types.RefCacheLeaveRequestsDocument,
    "query RefCacheLeaveRequests2 { leaveRequests(limit: 5) { count } }": types.RefCacheLeaveRequests2Document,
    "query RefCacheLeaveRequests3 { leaveRequests(limit: -1) { count } }": types.RefCacheLeaveRequests3Document,
    "query RefCacheLeaveRequests4 { leaveRequests(limit: -1) { count } }": types.RefCacheLeaveRequests4Document,
    "query SessionMe { me { id name roles { teamLeader } access { routes } } }": types.SessionMeDocument,
    "mutation SessionLogout { logout { message } }": types.SessionLogoutDocument,
    "mutation SessionChangePassword($old: String!, $new: String!) { changePassword(oldPassword: $old, newPassword: $new) { message } }": types.SessionChangePasswordDocument,
    "query SessionLeaveTypes { leaveTypes { count } }": types.SessionLeaveTypesDocument,
    "mutation SessionLogin($e: String!, $p: String!) { login(email: $e, password: $p) { token } }": types.SessionLoginDocument,
    "mutation SessionFire($id: ID!) { fireEmployee(id: $id) { message } }": types.SessionFireDocument,
    "mutation SessionDemote($id: ID!) { updateEmployeeRole(id: $id, role: 0, roleTitle: \"Sales Agent\") { roleTitle } }": types.SessionDemoteDocument,
    "mutation SessionLoginLogout($e: String!, $p: String!) { login(email: $e, password: $p) { token } logout { message } }": types.SessionLoginLogoutDocument,
    "query SharedMe { me { name roles { hr } } }": types.SharedMeDocument,
    "mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }": types.LoginDocument,
    "mutation SupervisionLogin { login(email: \"agent@demo.hr\", password: \"Passw0rd!\") { token } }": types.SupervisionLoginDocument,
    "query SupervisionMe { me { name } }": types.SupervisionMeDocument,
    "query StallHeadcountEmployees { headcountEmployees(search: \"Ann\") { count } }": types.StallHeadcountEmployeesDocument,
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
export function graphql(source: "query CapabilitiesCapabilities { capabilities { attendanceTemplate attendanceErrorFile formerEmployees sickNoteDownload fileUpload teamSpace } }"): (typeof documents)["query CapabilitiesCapabilities { capabilities { attendanceTemplate attendanceErrorFile formerEmployees sickNoteDownload fileUpload teamSpace } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CsvImport($family: AttendanceFamily!, $month: String!, $file: Upload!) {\n  importAttendance(family: $family, month: $month, file: $file) { ok errorCount errorFile { url } }\n}"): (typeof documents)["mutation CsvImport($family: AttendanceFamily!, $month: String!, $file: Upload!) {\n  importAttendance(family: $family, month: $month, file: $file) { ok errorCount errorFile { url } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CsvAddEmployee($input: EmployeeInput!) { addEmployee(input: $input) { id } }"): (typeof documents)["mutation CsvAddEmployee($input: EmployeeInput!) { addEmployee(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CsvAttendanceExport { attendanceExport(family: AGENTS, month: \"09-2022\") { url } }"): (typeof documents)["query CsvAttendanceExport { attendanceExport(family: AGENTS, month: \"09-2022\") { url } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DecisionsLeaveFilingEmployees { leaveFilingEmployees(limit: -1) { count items { id } } }"): (typeof documents)["query DecisionsLeaveFilingEmployees { leaveFilingEmployees(limit: -1) { count items { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DecisionsEmployees { employees(limit: -1) { count } }"): (typeof documents)["query DecisionsEmployees { employees(limit: -1) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DecisionsManagedEmployees { managedEmployees(limit: -1) { count items { id } } }"): (typeof documents)["query DecisionsManagedEmployees { managedEmployees(limit: -1) { count items { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DecisionsAdjustableAgents($departmentId: ID) { adjustableAgents(limit: -1, departmentId: $departmentId) { count items { id departmentId } } }"): (typeof documents)["query DecisionsAdjustableAgents($departmentId: ID) { adjustableAgents(limit: -1, departmentId: $departmentId) { count items { id departmentId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DecisionsAgents($departmentId: ID) { agents(limit: -1, departmentId: $departmentId) { count } }"): (typeof documents)["query DecisionsAgents($departmentId: ID) { agents(limit: -1, departmentId: $departmentId) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DecisionsCreateLeaveRequest($input: LeaveRequestInput!) { createLeaveRequest(input: $input) { id } }"): (typeof documents)["mutation DecisionsCreateLeaveRequest($input: LeaveRequestInput!) { createLeaveRequest(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DecisionsLeaveTypes { leaveTypes(limit: -1) { items { id } } }"): (typeof documents)["query DecisionsLeaveTypes { leaveTypes(limit: -1) { items { id } } }"];
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
export function graphql(source: "query OpsEmployee { employee(id: \"99999\") { name } }"): (typeof documents)["query OpsEmployee { employee(id: \"99999\") { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UnknownDepartments { departments(limit: -1) { items { departmentName } } }"): (typeof documents)["query UnknownDepartments { departments(limit: -1) { items { departmentName } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UnknownEmployees { employees(search: \"RES-0023\") { items { id } } }"): (typeof documents)["query UnknownEmployees { employees(search: \"RES-0023\") { items { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnknownFireEmployee($id: ID!) { fireEmployee(id: $id) { message } }"): (typeof documents)["mutation UnknownFireEmployee($id: ID!) { fireEmployee(id: $id) { message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UnknownEmployee($id: ID!) { employee(id: $id) { active } }"): (typeof documents)["query UnknownEmployee($id: ID!) { employee(id: $id) { active } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PayXlsxSalariesXlsx($month: String, $departmentId: ID, $employeeType: String) {\n  salariesXlsx(month: $month, departmentId: $departmentId, employeeType: $employeeType) { url filename expiresAt } }"): (typeof documents)["query PayXlsxSalariesXlsx($month: String, $departmentId: ID, $employeeType: String) {\n  salariesXlsx(month: $month, departmentId: $departmentId, employeeType: $employeeType) { url filename expiresAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PayXlsxSalaries($month: String, $departmentId: ID, $employeeType: String) {\n  salaries(month: $month, departmentId: $departmentId, employeeType: $employeeType, limit: -1) { count items { name departmentName totalPay hoursWorked } }\n  salaryTotals(month: $month, departmentId: $departmentId, employeeType: $employeeType) { employees totalPay hoursWorked } }"): (typeof documents)["query PayXlsxSalaries($month: String, $departmentId: ID, $employeeType: String) {\n  salaries(month: $month, departmentId: $departmentId, employeeType: $employeeType, limit: -1) { count items { name departmentName totalPay hoursWorked } }\n  salaryTotals(month: $month, departmentId: $departmentId, employeeType: $employeeType) { employees totalPay hoursWorked } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleEmployees($limit: Int, $page: Int, $sortBy: String, $sortDir: SortDir, $search: String, $teamId: ID, $departmentId: ID,\n  $role: String, $ids: [ID!], $active: EmployeeActivity) {\n  employees(limit: $limit, page: $page, sortBy: $sortBy, sortDir: $sortDir, search: $search, teamId: $teamId,\n    departmentId: $departmentId, role: $role, ids: $ids, active: $active) {\n    count items { id name resId roleTitle managerName teamId departmentId active status\n      manager { id name } team { id teamName } department { id departmentName } employmentRole { id title } } } }"): (typeof documents)["query PeopleEmployees($limit: Int, $page: Int, $sortBy: String, $sortDir: SortDir, $search: String, $teamId: ID, $departmentId: ID,\n  $role: String, $ids: [ID!], $active: EmployeeActivity) {\n  employees(limit: $limit, page: $page, sortBy: $sortBy, sortDir: $sortDir, search: $search, teamId: $teamId,\n    departmentId: $departmentId, role: $role, ids: $ids, active: $active) {\n    count items { id name resId roleTitle managerName teamId departmentId active status\n      manager { id name } team { id teamName } department { id departmentName } employmentRole { id title } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleManagersAgents { managers(limit: -1) { count items { canManage } } agents(limit: -1) { count items { role } }\n      managedEmployees(limit: -1) { count } hrEmployees(limit: -1) { items { name } } employee(id: \"8\") { name manager { name } } }"): (typeof documents)["query PeopleManagersAgents { managers(limit: -1) { count items { canManage } } agents(limit: -1) { count items { role } }\n      managedEmployees(limit: -1) { count } hrEmployees(limit: -1) { items { name } } employee(id: \"8\") { name manager { name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleEmployee2 { employee(id: \"9999\") { name } }"): (typeof documents)["query PeopleEmployee2 { employee(id: \"9999\") { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleEmployee($id: ID!) { employee(id: $id) { name hourlyRate monthlyRate baseSalary nationalId phone emergencyContactName dateOfBirth } }"): (typeof documents)["query PeopleEmployee($id: ID!) { employee(id: $id) { name hourlyRate monthlyRate baseSalary nationalId phone emergencyContactName dateOfBirth } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleLookups { teams(limit: -1) { count items { id teamName memberCount } } departments(limit: -1) { items { id departmentName head { name } } }\n      employmentRoles(limit: -1) { count items { title } } statuses(limit: -1) { items { name } } }"): (typeof documents)["query PeopleLookups { teams(limit: -1) { count items { id teamName memberCount } } departments(limit: -1) { items { id departmentName head { name } } }\n      employmentRoles(limit: -1) { count items { title } } statuses(limit: -1) { items { name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleHolidays { holidays(limit: -1) { count items { vacName multipleOfPay startDate endDate } } }"): (typeof documents)["query PeopleHolidays { holidays(limit: -1) { count items { vacName multipleOfPay startDate endDate } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleTargets($month: String) { targets(month: $month, limit: -1) { count items { id resId name teamName workedHours targetHours remainingHours bonusHours } } }"): (typeof documents)["query PeopleTargets($month: String) { targets(month: $month, limit: -1) { count items { id resId name teamName workedHours targetHours remainingHours bonusHours } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleTargetsIsoMonth { targets(month: \"2021-03\") { count } }"): (typeof documents)["query PeopleTargetsIsoMonth { targets(month: \"2021-03\") { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleEmployees2 { employees(limit: 100, sortBy: \"id\") { items { id\n      manager { id name roleTitle } team { id teamName memberCount } department { id departmentName description } employmentRole { id title } } } }"): (typeof documents)["query PeopleEmployees2 { employees(limit: 100, sortBy: \"id\") { items { id\n      manager { id name roleTitle } team { id teamName memberCount } department { id departmentName description } employmentRole { id title } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleEmployees3 { employees(limit: 100) { items { manager { id name } team { id teamName } department { id departmentName } } } }"): (typeof documents)["query PeopleEmployees3 { employees(limit: 100) { items { manager { id name } team { id teamName } department { id departmentName } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RefCacheLeaveTypes { leaveTypes(limit: -1) { items { id leaveName } } teams(limit: -1) { items { id teamName } } departments(limit: -1) { items { id departmentName } } }"): (typeof documents)["query RefCacheLeaveTypes { leaveTypes(limit: -1) { items { id leaveName } } teams(limit: -1) { items { id teamName } } departments(limit: -1) { items { id departmentName } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RefCacheLeaveTypes2 { leaveTypes(limit: -1) { items { leaveName yearlyLimit } } }"): (typeof documents)["query RefCacheLeaveTypes2 { leaveTypes(limit: -1) { items { leaveName yearlyLimit } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefCacheCreateLeaveType($i: LeaveTypeInput!) { createLeaveType(input: $i) { id } }"): (typeof documents)["mutation RefCacheCreateLeaveType($i: LeaveTypeInput!) { createLeaveType(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RefCacheHolidays { holidays(limit: -1, year: 2031) { count items { vacName startDate endDate } } }"): (typeof documents)["query RefCacheHolidays { holidays(limit: -1, year: 2031) { count items { vacName startDate endDate } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefCacheAddHoliday($i: HolidayInput!) { addHoliday(input: $i) { id } }"): (typeof documents)["mutation RefCacheAddHoliday($i: HolidayInput!) { addHoliday(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RefCacheAttritionTypes { attritionTypes(limit: -1) { items { name } } helpdeskLinks(limit: 100) { items { name link } } }"): (typeof documents)["query RefCacheAttritionTypes { attritionTypes(limit: -1) { items { name } } helpdeskLinks(limit: 100) { items { name link } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefCacheCreateAttritionType($i: AttritionTypeInput!) { createAttritionType(input: $i) { id } }"): (typeof documents)["mutation RefCacheCreateAttritionType($i: AttritionTypeInput!) { createAttritionType(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefCacheCreateHelpdeskLink($i: HelpdeskLinkInput!) { createHelpdeskLink(input: $i) { id } }"): (typeof documents)["mutation RefCacheCreateHelpdeskLink($i: HelpdeskLinkInput!) { createHelpdeskLink(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RefCacheRecruitmentSettings { recruitmentSettings { passMark } }"): (typeof documents)["query RefCacheRecruitmentSettings { recruitmentSettings { passMark } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefCacheUpdateRecruitmentSettings { updateRecruitmentSettings(passMark: 7.5) { passMark } }"): (typeof documents)["mutation RefCacheUpdateRecruitmentSettings { updateRecruitmentSettings(passMark: 7.5) { passMark } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RefCacheDepartments { departments(limit: -1) { items { id departmentName } } }"): (typeof documents)["query RefCacheDepartments { departments(limit: -1) { items { id departmentName } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RefCacheDepartments2 { departments(limit: -1) { items { id departmentName } } }"): (typeof documents)["query RefCacheDepartments2 { departments(limit: -1) { items { id departmentName } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RefCacheLeaveRequests { leaveRequests(limit: 5) { count } }"): (typeof documents)["query RefCacheLeaveRequests { leaveRequests(limit: 5) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RefCacheLeaveRequests2 { leaveRequests(limit: 5) { count } }"): (typeof documents)["query RefCacheLeaveRequests2 { leaveRequests(limit: 5) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RefCacheLeaveRequests3 { leaveRequests(limit: -1) { count } }"): (typeof documents)["query RefCacheLeaveRequests3 { leaveRequests(limit: -1) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RefCacheLeaveRequests4 { leaveRequests(limit: -1) { count } }"): (typeof documents)["query RefCacheLeaveRequests4 { leaveRequests(limit: -1) { count } }"];
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
export function graphql(source: "mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }"): (typeof documents)["mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }"];
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
export function graphql(source: "query StallHeadcountEmployees { headcountEmployees(search: \"Ann\") { count } }"): (typeof documents)["query StallHeadcountEmployees { headcountEmployees(search: \"Ann\") { count } }"];
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