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
    "\n  mutation ActionsCreate($input: ActionTakenInput!) {\n    createActionTaken(input: $input) {\n      id\n      resId\n      employeeId\n      employeeName\n      auditorId\n      auditorName\n      approverName\n      approvedById\n      actionId\n      actionpolicyId\n      actionpolicyActionName\n      date\n      details\n      status\n      statusName\n      hrComment\n      actionType\n      actionTypeName\n      deductionType\n      deduction\n      monetaryDeduction\n      daysDeduction\n      percentageDeduction\n      overrideDeduction\n    }\n  }\n": typeof types.ActionsCreateDocument,
    "\n  fragment ActionsReviewFields on ActionTaken {\n    id\n    status\n    statusName\n    approverName\n    hrComment\n  }\n": typeof types.ActionsReviewFieldsFragmentDoc,
    "\n    mutation ActionsApprove($id: ID!, $c: String) {\n      review: approveActionTaken(id: $id, hrComment: $c) {\n        ...ActionsReviewFields\n      }\n    }\n  ": typeof types.ActionsApproveDocument,
    "\n    mutation ActionsReject($id: ID!, $c: String) {\n      review: rejectActionTaken(id: $id, hrComment: $c) {\n        ...ActionsReviewFields\n      }\n    }\n  ": typeof types.ActionsRejectDocument,
    "\n    mutation ActionsWaive($id: ID!, $c: String) {\n      review: waiveActionTaken(id: $id, hrComment: $c) {\n        ...ActionsReviewFields\n      }\n    }\n  ": typeof types.ActionsWaiveDocument,
    "\n  query ActionsList($status: Int, $search: String, $start: String, $end: String, $approver: String, $limit: Int, $sortBy: ActionSortKey, $sortDir: SortDir) {\n    actionsTaken(\n      status: $status\n      search: $search\n      createdStart: $start\n      createdEnd: $end\n      approverName: $approver\n      limit: $limit\n      sortBy: $sortBy\n      sortDir: $sortDir\n    ) {\n      count\n      items {\n        id\n        employeeName\n        date\n        status\n        approverName\n        deduction\n      }\n    }\n  }\n": typeof types.ActionsListDocument,
    "\n  query ActionsMe {\n    me {\n      id\n      resId\n    }\n  }\n": typeof types.ActionsMeDocument,
    "\n  query ActionsPolicyIds {\n    actionPolicies(limit: -1) {\n      items {\n        id\n        actionId\n      }\n    }\n  }\n": typeof types.ActionsPolicyIdsDocument,
    "\n  query ActionsPolicies {\n    actionPolicies(limit: -1) {\n      count\n      items {\n        actionId\n        actionName\n        actionType\n        actionTypeName\n        deduction\n        daysDeduction\n      }\n    }\n  }\n": typeof types.ActionsPoliciesDocument,
    "\n  mutation ActionsAddPolicy($i: ActionPolicyInput!) {\n    createActionPolicy(input: $i) {\n      id\n      actionId\n      deduction\n      percentageDeduction\n    }\n  }\n": typeof types.ActionsAddPolicyDocument,
    "\n  mutation ActionsUpdatePolicy($id: ID!, $i: ActionPolicyUpdateInput!) {\n    updateActionPolicy(id: $id, input: $i) {\n      actionName\n      deduction\n    }\n  }\n": typeof types.ActionsUpdatePolicyDocument,
    "\n  mutation ActionsAddPolicyInline {\n    createActionPolicy(input: { actionId: \"N\", actionName: \"N\", actionType: 1, deduction: 1 }) {\n      id\n    }\n  }\n": typeof types.ActionsAddPolicyInlineDocument,
    "\n  query ActionsManagedCount {\n    actionManagedEmployees {\n      count\n    }\n  }\n": typeof types.ActionsManagedCountDocument,
    "\n  query ActionsManaged {\n    actionManagedEmployees(limit: -1) {\n      count\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ActionsManagedDocument,
    "\n  query ActionsPendingApproved {\n    pendingActions(limit: -1) {\n      items {\n        status\n      }\n    }\n    approvedActions(limit: -1) {\n      items {\n        status\n      }\n    }\n  }\n": typeof types.ActionsPendingApprovedDocument,
    "\n  query ActionsApproverNames {\n    actionApproverNames\n  }\n": typeof types.ActionsApproverNamesDocument,
    "\n  query ActionsDeductions($id: ID) {\n    actionsTaken(id: $id) {\n      items {\n        id\n        deduction\n        monetaryDeduction\n        overrideDeduction\n        policy {\n          deduction\n          moneyDeduction\n        }\n      }\n    }\n  }\n": typeof types.ActionsDeductionsDocument,
    "\n  query ActionsNamed {\n    actionsTaken(limit: 10) {\n      items {\n        employee {\n          id\n          name\n          resId\n        }\n        auditor {\n          name\n        }\n        approver {\n          name\n        }\n        policy {\n          id\n          actionId\n          actionName\n        }\n      }\n    }\n  }\n": typeof types.ActionsNamedDocument,
    "\n  query ActionsLinked {\n    actionsTaken(limit: 10) {\n      items {\n        employee {\n          name\n          email\n        }\n        auditor {\n          name\n          email\n        }\n        approver {\n          name\n          email\n        }\n        policy {\n          actionName\n          deduction\n        }\n      }\n    }\n  }\n": typeof types.ActionsLinkedDocument,
    "\n  query ActionsOfEmployees {\n    employees(limit: -1) {\n      items {\n        name\n        actions {\n          employeeName\n          status\n        }\n      }\n    }\n  }\n": typeof types.ActionsOfEmployeesDocument,
    "\n  query ActionsDetail($id: ID!) {\n    actionTaken(id: $id) {\n      id\n      details\n    }\n  }\n": typeof types.ActionsDetailDocument,
    "\n  mutation ActionsEditDetails($id: ID!) {\n    updateActionTaken(id: $id, input: { details: \"edited\" }) {\n      details\n    }\n  }\n": typeof types.ActionsEditDetailsDocument,
    "\n  mutation ActionsDelete($id: ID!) {\n    deleteActionTaken(id: $id)\n  }\n": typeof types.ActionsDeleteDocument,
    "\n  query ActionsDetailId($id: ID!) {\n    actionTaken(id: $id) {\n      id\n    }\n  }\n": typeof types.ActionsDetailIdDocument,
    "\n  query ActionsMissing {\n    actionTaken(id: \"999999\") {\n      id\n    }\n  }\n": typeof types.ActionsMissingDocument,
    "\n  mutation ActionsEditX($id: ID!) {\n    updateActionTaken(id: $id, input: { details: \"x\" }) {\n      id\n    }\n  }\n": typeof types.ActionsEditXDocument,
    "\n  query ActionsReviewed($id: ID!) {\n    actionTaken(id: $id) {\n      status\n      reviewedById\n      reviewedAt\n      reviewer {\n        id\n        name\n      }\n      approver {\n        name\n      }\n    }\n  }\n": typeof types.ActionsReviewedDocument,
    "\n  mutation ActionsImport($file: Upload!) {\n    importActionsTaken(file: $file) {\n      message\n      processed\n      created\n      failed {\n        row\n        resId\n        actionId\n        message\n      }\n    }\n  }\n": typeof types.ActionsImportDocument,
    "\n  query ActionsCount {\n    actionsTaken {\n      count\n    }\n  }\n": typeof types.ActionsCountDocument,
    "\n  query FillAttendanceGrid($month: String) {\n    attendanceGrid(family: AGENTS, month: $month) {\n      month\n      days\n      rows {\n        resId\n        employeeId\n        records\n        totalHours\n        targetHoursPerDay\n      }\n    }\n  }\n": typeof types.FillAttendanceGridDocument,
    "\n  mutation FillCreateLeaveRequest($input: LeaveRequestInput!) {\n    createLeaveRequest(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.FillCreateLeaveRequestDocument,
    "\n  mutation FillApproveLeaveRequest($id: ID!) {\n    approveLeaveRequest(id: $id) {\n      status\n    }\n  }\n": typeof types.FillApproveLeaveRequestDocument,
    "\n      query FillLeaveTypes {\n        leaveTypes(limit: -1) {\n          items {\n            id\n            leaveName\n          }\n        }\n      }\n    ": typeof types.FillLeaveTypesDocument,
    "\n      mutation FillAddHoliday($input: HolidayInput!) {\n        addHoliday(input: $input) {\n          id\n        }\n      }\n    ": typeof types.FillAddHolidayDocument,
    "\n  query AttendanceGrid($family: AttendanceFamily!, $month: String, $search: String, $excludeResigned: Boolean) {\n    attendanceGrid(family: $family, month: $month, search: $search, excludeResigned: $excludeResigned) {\n      family\n      month\n      days\n      holidays {\n        date\n      }\n      count\n      rows {\n        employeeId\n        resId\n        name\n        status\n        records\n        totalHours\n        targetHoursPerDay\n        editable\n      }\n    }\n  }\n": typeof types.AttendanceGridDocument,
    "\n  mutation AttendanceSet($family: AttendanceFamily!, $resId: String!, $month: String!, $date: String!, $status: String!) {\n    setAttendance(family: $family, resId: $resId, month: $month, date: $date, status: $status) {\n      resId\n      records\n      totalHours\n    }\n  }\n": typeof types.AttendanceSetDocument,
    "\n  mutation AttendanceSave($family: AttendanceFamily!, $month: String!, $attendances: [AttendanceEntryInput!]!) {\n    saveAttendances(family: $family, month: $month, attendances: $attendances) {\n      ok\n      message\n      processedCount\n      savedCount\n      changedCount\n      errorCount\n      errorFile {\n        url\n        filename\n      }\n    }\n  }\n": typeof types.AttendanceSaveDocument,
    "\n  mutation AttendanceImport($family: AttendanceFamily!, $month: String!, $file: Upload!) {\n    importAttendance(family: $family, month: $month, file: $file) {\n      ok\n      message\n      processedCount\n      savedCount\n      changedCount\n      errorCount\n      errorFile {\n        url\n        filename\n      }\n    }\n  }\n": typeof types.AttendanceImportDocument,
    "\n  mutation AttendanceAddHoliday($input: HolidayInput!) {\n    addHoliday(input: $input) {\n      id\n    }\n  }\n": typeof types.AttendanceAddHolidayDocument,
    "\n  query AttendanceHolidays {\n    attendanceGrid(family: EMPLOYEES, month: \"2022-07\") {\n      days\n      holidays {\n        date\n        name\n        multipleOfPay\n      }\n      rows {\n        resId\n        records\n      }\n    }\n  }\n": typeof types.AttendanceHolidaysDocument,
    "\n  query AttendanceLinkedEmployees {\n    attendanceGrid(family: AGENTS, month: \"2022-02\") {\n      rows {\n        resId\n        employee {\n          id\n          email\n        }\n      }\n    }\n  }\n": typeof types.AttendanceLinkedEmployeesDocument,
    "\n  query AttendanceStatuses {\n    attendanceStatuses {\n      key\n      label\n      hours\n      color\n    }\n  }\n": typeof types.AttendanceStatusesDocument,
    "\n  query AttendanceTemplate($family: AttendanceFamily!, $month: String!) {\n    attendanceTemplate(family: $family, month: $month) {\n      url\n      filename\n    }\n  }\n": typeof types.AttendanceTemplateDocument,
    "\n  query AttendanceExport($family: AttendanceFamily!, $month: String!) {\n    attendanceExport(family: $family, month: $month) {\n      url\n      filename\n    }\n  }\n": typeof types.AttendanceExportDocument,
    "\n  query AuthMe {\n    me {\n      id\n      name\n      email\n      resId\n      roleTitle\n      hourlyRate\n      nationalId\n      manager {\n        name\n      }\n      roles {\n        ceo\n        hr\n        head\n        teamLeader\n        admin\n        manager\n      }\n      access {\n        routes\n        menuGroups\n      }\n    }\n  }\n": typeof types.AuthMeDocument,
    "\n  query AuthMeId {\n    me {\n      id\n    }\n  }\n": typeof types.AuthMeIdDocument,
    "\n  query AuthMenuGroups {\n    me {\n      access {\n        menuGroups\n      }\n    }\n  }\n": typeof types.AuthMenuGroupsDocument,
    "\n  query AuthMeCached {\n    me {\n      name\n      hourlyRate\n      roles {\n        manager\n      }\n      access {\n        routes\n      }\n    }\n  }\n": typeof types.AuthMeCachedDocument,
    "\n  mutation AuthLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        name\n        roles {\n          hr\n        }\n      }\n    }\n  }\n": typeof types.AuthLoginDocument,
    "\n  mutation AuthChangePassword($old: String!, $new: String!) {\n    changePassword(oldPassword: $old, newPassword: $new) {\n      message\n    }\n  }\n": typeof types.AuthChangePasswordDocument,
    "\n  query AuthSchemaName {\n    __schema {\n      queryType {\n        name\n      }\n    }\n  }\n": typeof types.AuthSchemaNameDocument,
    "\n    mutation AuthUploadFile($file: Upload!) {\n      uploadFile(file: $file) {\n        id\n        filename\n        mimetype\n        link {\n          url\n          filename\n          expiresAt\n        }\n      }\n    }\n  ": typeof types.AuthUploadFileDocument,
    "\n  mutation AuthorityFileAction($input: ActionTakenInput!) {\n    createActionTaken(input: $input) {\n      id\n      employeeName\n    }\n  }\n": typeof types.AuthorityFileActionDocument,
    "\n  mutation AuthorityAdjustTeams($ids: [ID!]!, $manager: ID) {\n    adjustTeams(employeeIds: $ids, managerId: $manager) {\n      updatedCount\n    }\n  }\n": typeof types.AuthorityAdjustTeamsDocument,
    "\n  mutation AuthorityUpdateHeadcount($id: ID!, $input: HeadcountEmployeeInput!) {\n    updateHeadcountEmployee(id: $id, input: $input) {\n      id\n      hiringDate\n    }\n  }\n": typeof types.AuthorityUpdateHeadcountDocument,
    "\n  query AuthorityManager($id: ID!) {\n    employee(id: $id) {\n      manager {\n        name\n      }\n    }\n  }\n": typeof types.AuthorityManagerDocument,
    "\n  query AuthorityPeople {\n    employees(limit: -1) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AuthorityPeopleDocument,
    "\n  query AuthorityTeams {\n    teams(limit: -1) {\n      items {\n        id\n        teamName\n      }\n    }\n  }\n": typeof types.AuthorityTeamsDocument,
    "\n  query AuthorityPolicies {\n    actionPolicies(limit: -1) {\n      items {\n        id\n        actionId\n      }\n    }\n  }\n": typeof types.AuthorityPoliciesDocument,
    "\n  query AuthorityTeamOf($id: ID!) {\n    employee(id: $id) {\n      team {\n        id\n      }\n    }\n  }\n": typeof types.AuthorityTeamOfDocument,
    "\n  mutation AuthorityChangeTeam($t: ID!) {\n    changeCurrentTeam(teamId: $t)\n  }\n": typeof types.AuthorityChangeTeamDocument,
    "\n  query AuthorityMyTeam {\n    me {\n      teamName\n    }\n  }\n": typeof types.AuthorityMyTeamDocument,
    "\n  query AuthorityFileable {\n    actionManagedEmployees(limit: -1) {\n      items {\n        name\n      }\n    }\n  }\n": typeof types.AuthorityFileableDocument,
    "\n  query AuthorityAction($id: ID) {\n    actionsTaken(id: $id) {\n      count\n    }\n  }\n": typeof types.AuthorityActionDocument,
    "\n  query AuthorityTeam($id: ID!) {\n    team(id: $id) {\n      teamLeader {\n        name\n      }\n      manager {\n        name\n      }\n    }\n  }\n": typeof types.AuthorityTeamDocument,
    "\n  query AuthorityResId($id: ID!) {\n    employee(id: $id) {\n      resId\n    }\n  }\n": typeof types.AuthorityResIdDocument,
    "\n  mutation AuthorityImportHeadcount($file: Upload!) {\n    importHeadcountEmployees(file: $file) {\n      created\n      failed {\n        row\n        message\n      }\n    }\n  }\n": typeof types.AuthorityImportHeadcountDocument,
    "\n  query AuthorityFirstCandidate {\n    candidates(limit: 1) {\n      items {\n        id\n        fullName\n      }\n    }\n  }\n": typeof types.AuthorityFirstCandidateDocument,
    "\n  mutation AuthorityBlankCandidateName($id: ID!) {\n    updateCandidate(id: $id, input: { fullName: \"\" }) {\n      fullName\n    }\n  }\n": typeof types.AuthorityBlankCandidateNameDocument,
    "\n  query AuthorityCandidate($id: ID!) {\n    candidate(id: $id) {\n      fullName\n    }\n  }\n": typeof types.AuthorityCandidateDocument,
    "\n  query CapabilitiesCapabilities {\n    capabilities {\n      attendanceTemplate\n      attendanceErrorFile\n      formerEmployees\n      sickNoteDownload\n      fileUpload\n      teamSpace\n    }\n  }\n": typeof types.CapabilitiesCapabilitiesDocument,
    "\n  mutation CompaniesLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": typeof types.CompaniesLoginDocument,
    "\n  query CompaniesMe {\n    me {\n      id\n      name\n    }\n  }\n": typeof types.CompaniesMeDocument,
    "\n  query CompaniesLists {\n    employees(limit: 100) {\n      items {\n        id\n      }\n    }\n    leaveRequests(limit: 100) {\n      items {\n        id\n      }\n    }\n    actionsTaken(limit: 100) {\n      items {\n        id\n      }\n    }\n    candidates(limit: 100) {\n      items {\n        id\n      }\n    }\n    headcountEmployees(limit: 100) {\n      items {\n        id\n      }\n    }\n    documents(limit: 100) {\n      items {\n        id\n      }\n    }\n  }\n": typeof types.CompaniesListsDocument,
    "\n  query CompaniesEmployee($id: ID!) {\n    employee(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.CompaniesEmployeeDocument,
    "\n  query CompaniesLeave($id: ID!) {\n    leaveRequest(id: $id) {\n      id\n    }\n  }\n": typeof types.CompaniesLeaveDocument,
    "\n  query CompaniesAction($id: ID!) {\n    actionTaken(id: $id) {\n      id\n    }\n  }\n": typeof types.CompaniesActionDocument,
    "\n  query CompaniesCandidate($id: ID!) {\n    candidate(id: $id) {\n      id\n    }\n  }\n": typeof types.CompaniesCandidateDocument,
    "\n  query CompaniesHeadcount($id: ID!) {\n    headcountEmployee(id: $id) {\n      id\n    }\n  }\n": typeof types.CompaniesHeadcountDocument,
    "\n  query CompaniesDocumentDownload($id: ID!) {\n    documentDownload(id: $id) {\n      url\n    }\n  }\n": typeof types.CompaniesDocumentDownloadDocument,
    "\n  mutation CsvImport($family: AttendanceFamily!, $month: String!, $file: Upload!) {\n    importAttendance(family: $family, month: $month, file: $file) {\n      ok\n      errorCount\n      errorFile {\n        url\n      }\n    }\n  }\n": typeof types.CsvImportDocument,
    "\n          mutation CsvAddEmployee($input: EmployeeInput!) {\n            addEmployee(input: $input) {\n              id\n            }\n          }\n        ": typeof types.CsvAddEmployeeDocument,
    "\n        query CsvAttendanceExport {\n          attendanceExport(family: AGENTS, month: \"09-2022\") {\n            url\n          }\n        }\n      ": typeof types.CsvAttendanceExportDocument,
    "\n  query DecisionsLeaveFilingEmployees {\n    leaveFilingEmployees(limit: -1) {\n      count\n      items {\n        id\n      }\n    }\n  }\n": typeof types.DecisionsLeaveFilingEmployeesDocument,
    "\n  query DecisionsEmployees {\n    employees(limit: -1) {\n      count\n    }\n  }\n": typeof types.DecisionsEmployeesDocument,
    "\n  query DecisionsManagedEmployees {\n    managedEmployees(limit: -1) {\n      count\n      items {\n        id\n      }\n    }\n  }\n": typeof types.DecisionsManagedEmployeesDocument,
    "\n  query DecisionsAdjustableAgents($departmentId: ID) {\n    adjustableAgents(limit: -1, departmentId: $departmentId) {\n      count\n      items {\n        id\n        departmentId\n      }\n    }\n  }\n": typeof types.DecisionsAdjustableAgentsDocument,
    "\n  query DecisionsAgents($departmentId: ID) {\n    agents(limit: -1, departmentId: $departmentId) {\n      count\n    }\n  }\n": typeof types.DecisionsAgentsDocument,
    "\n  mutation DecisionsCreateLeaveRequest($input: LeaveRequestInput!) {\n    createLeaveRequest(input: $input) {\n      id\n    }\n  }\n": typeof types.DecisionsCreateLeaveRequestDocument,
    "\n          query DecisionsLeaveTypes {\n            leaveTypes(limit: -1) {\n              items {\n                id\n              }\n            }\n          }\n        ": typeof types.DecisionsLeaveTypesDocument,
    "\n  fragment HeadcountRow on HeadcountEmployee {\n    id\n    resId\n    name\n    nationalId\n    phoneNumber\n    dateOfBirth\n    emergencyContactName\n    payoneerEmail\n    role\n    hiringDate\n    formattedHiringDate\n    contractExpirationDate\n    contractAlert\n    nationalIdAlert\n    documentsComplete\n    documentsTotal\n    missingDocuments\n    ndaSigned\n    official111Form\n    contractFilename\n    manager {\n      id\n      name\n      resId\n    }\n    department {\n      id\n      departmentName\n    }\n    employmentStatus {\n      name\n    }\n    employmentRole {\n      title\n    }\n    employee {\n      id\n      name\n    }\n  }\n": typeof types.HeadcountRowFragmentDoc,
    "\n  mutation HeadcountCreate($input: HeadcountEmployeeInput!) {\n    createHeadcountEmployee(input: $input) {\n      ...HeadcountRow\n    }\n  }\n": typeof types.HeadcountCreateDocument,
    "\n  mutation HeadcountUpdate($id: ID!, $input: HeadcountEmployeeInput!) {\n    updateHeadcountEmployee(id: $id, input: $input) {\n      ...HeadcountRow\n    }\n  }\n": typeof types.HeadcountUpdateDocument,
    "\n  query HeadcountPage {\n    headcountEmployees(limit: 20, sortBy: name) {\n      count\n      items {\n        ...HeadcountRow\n      }\n    }\n  }\n": typeof types.HeadcountPageDocument,
    "\n  query HeadcountDepartments {\n    departments(limit: -1) {\n      items {\n        id\n        departmentName\n      }\n    }\n  }\n": typeof types.HeadcountDepartmentsDocument,
    "\n  query HeadcountImportTemplate {\n    headcountImportTemplate {\n      url\n      filename\n    }\n  }\n": typeof types.HeadcountImportTemplateDocument,
    "\n  query HeadcountContractTemplate {\n    headcountContractTemplate {\n      url\n      filename\n    }\n  }\n": typeof types.HeadcountContractTemplateDocument,
    "\n  query HeadcountFiltered($d: ID, $m: String, $f: String) {\n    headcountEmployees(limit: -1, departmentId: $d, missingDocument: $m, hiredFrom: $f) {\n      count\n      items {\n        ndaSigned\n        hiringDate\n        department {\n          departmentName\n        }\n      }\n    }\n  }\n": typeof types.HeadcountFilteredDocument,
    "\n  query HeadcountCharts {\n    headcountStats {\n      total\n      months {\n        month\n      }\n      alerts {\n        contractsExpiring\n        contractsExpired\n      }\n      byStatus {\n        label\n        count\n      }\n    }\n  }\n": typeof types.HeadcountChartsDocument,
    "\n  query HeadcountExpiringContracts {\n    headcountEmployees(limit: -1, expiring: \"contract\") {\n      count\n      items {\n        contractExpirationDate\n        contractAlert\n      }\n    }\n  }\n": typeof types.HeadcountExpiringContractsDocument,
    "\n  query HeadcountAlerts {\n    headcountStats {\n      total\n      months {\n        month\n        headcount\n      }\n      alerts {\n        contractsExpiring\n        contractsExpired\n      }\n      byDepartment {\n        label\n        count\n      }\n    }\n  }\n": typeof types.HeadcountAlertsDocument,
    "\n  query HeadcountOne($id: ID!) {\n    headcountEmployee(id: $id) {\n      name\n      employee {\n        resId\n      }\n    }\n  }\n": typeof types.HeadcountOneDocument,
    "\n  query HeadcountStatuses {\n    headcountEmploymentStatuses {\n      id\n      name\n    }\n  }\n": typeof types.HeadcountStatusesDocument,
    "\n  mutation HeadcountUpsert($inputs: [HeadcountEmployeeInput!]!) {\n    addOrUpdateHeadcountEmployees(inputs: $inputs) {\n      message\n      failed {\n        row\n        resId\n        message\n      }\n    }\n  }\n": typeof types.HeadcountUpsertDocument,
    "\n  mutation HeadcountImport($file: Upload!) {\n    importHeadcountEmployees(file: $file) {\n      message\n      failed {\n        row\n        message\n      }\n    }\n  }\n": typeof types.HeadcountImportDocument,
    "\n  mutation HeadcountUploadContract($id: ID!, $file: Upload!) {\n    uploadHeadcountContract(id: $id, file: $file) {\n      contractFilename\n      contract {\n        url\n        filename\n      }\n    }\n  }\n": typeof types.HeadcountUploadContractDocument,
    "\n  query HeadcountContract($id: ID!) {\n    headcountContract(id: $id) {\n      url\n      filename\n    }\n  }\n": typeof types.HeadcountContractDocument,
    "\n  query HeadcountContractExport($id: ID!) {\n    headcountContractExport(id: $id) {\n      url\n      filename\n    }\n  }\n": typeof types.HeadcountContractExportDocument,
    "\n  mutation HeadcountUploadTemplate($file: Upload!) {\n    uploadContractTemplate(file: $file) {\n      message\n      placeholders\n    }\n  }\n": typeof types.HeadcountUploadTemplateDocument,
    "\n  query HeadcountPersonalFields {\n    headcountEmployees(limit: 1) {\n      items {\n        id\n        nationalId\n        phoneNumber\n        dateOfBirth\n        emergencyContactName\n        emergencyContactNumber\n        payoneerEmail\n      }\n    }\n  }\n": typeof types.HeadcountPersonalFieldsDocument,
    "\n  mutation HeadcountWrite($id: ID!, $input: HeadcountEmployeeInput!) {\n    updateHeadcountEmployee(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.HeadcountWriteDocument,
    "\n  query HeadcountRoutes {\n    me {\n      access {\n        routes\n      }\n    }\n  }\n": typeof types.HeadcountRoutesDocument,
    "\n  query HeadcountPersonalOne($id: ID!) {\n    headcountEmployee(id: $id) {\n      nationalId\n      phoneNumber\n      dateOfBirth\n    }\n  }\n": typeof types.HeadcountPersonalOneDocument,
    "\n  query HomeEmployeesAll {\n    employees(limit: -1, active: ALL) {\n      items {\n        id\n        active\n        dateJoined\n        lastWorkingDay\n        departmentId\n      }\n    }\n  }\n": typeof types.HomeEmployeesAllDocument,
    "\n  query HomeReports($managerId: ID) {\n    employees(limit: -1, managerId: $managerId) {\n      items {\n        id\n      }\n    }\n  }\n": typeof types.HomeReportsDocument,
    "\n  query HomeExpiryAlerts {\n    headcountStats {\n      alerts {\n        contractsExpiring\n        contractsExpired\n        nationalIdsExpiring\n        nationalIdsExpired\n      }\n    }\n  }\n": typeof types.HomeExpiryAlertsDocument,
    "\n  query HomeExpiring {\n    c: headcountEmployees(expiring: \"contract\", limit: 1) {\n      count\n    }\n    n: headcountEmployees(expiring: \"national_id\", limit: 1) {\n      count\n    }\n  }\n": typeof types.HomeExpiringDocument,
    "\n  mutation IdempotentAddBonus($input: BonusInput!, $key: String) {\n    addBonus(input: $input, idempotencyKey: $key) {\n      count\n      items {\n        id\n        employeeId\n        month\n        amount\n      }\n    }\n  }\n": typeof types.IdempotentAddBonusDocument,
    "\n  query IdempotentBonuses($m: String) {\n    bonuses(month: $m) {\n      items {\n        employeeId\n        amount\n      }\n    }\n  }\n": typeof types.IdempotentBonusesDocument,
    "\n        mutation InputsAddDepartment($n: String!) {\n          addDepartment(departmentName: $n) {\n            id\n          }\n        }\n      ": typeof types.InputsAddDepartmentDocument,
    "\n        mutation InputsCreateLeaveType($i: LeaveTypeInput!) {\n          createLeaveType(input: $i) {\n            id\n          }\n        }\n      ": typeof types.InputsCreateLeaveTypeDocument,
    "\n          query InputsEmployees($s: String) {\n            employees(search: $s) {\n              count\n            }\n          }\n        ": typeof types.InputsEmployeesDocument,
    "\n        query InputsEmployees2($s: String) {\n          employees(search: $s) {\n            count\n          }\n        }\n      ": typeof types.InputsEmployees2Document,
    "\n        query OpsEmployee {\n          employee(id: \"99999\") {\n            name\n          }\n        }\n      ": typeof types.OpsEmployeeDocument,
    "\n  query UnknownDepartments {\n    departments(limit: -1) {\n      items {\n        departmentName\n      }\n    }\n  }\n": typeof types.UnknownDepartmentsDocument,
    "\n          query UnknownEmployees {\n            employees(search: \"RES-0023\") {\n              items {\n                id\n              }\n            }\n          }\n        ": typeof types.UnknownEmployeesDocument,
    "\n        mutation UnknownFireEmployee($id: ID!) {\n          fireEmployee(id: $id) {\n            message\n          }\n        }\n      ": typeof types.UnknownFireEmployeeDocument,
    "\n        query UnknownEmployee($id: ID!) {\n          employee(id: $id) {\n            active\n          }\n        }\n      ": typeof types.UnknownEmployeeDocument,
    "\n  query PayXlsxSalariesXlsx($month: String, $departmentId: ID, $employeeType: String) {\n    salariesXlsx(month: $month, departmentId: $departmentId, employeeType: $employeeType) {\n      url\n      filename\n      expiresAt\n    }\n  }\n": typeof types.PayXlsxSalariesXlsxDocument,
    "\n  query PayXlsxSalaries($month: String, $departmentId: ID, $employeeType: String) {\n    salaries(month: $month, departmentId: $departmentId, employeeType: $employeeType, limit: -1) {\n      count\n      items {\n        name\n        departmentName\n        totalPay\n        hoursWorked\n      }\n    }\n    salaryTotals(month: $month, departmentId: $departmentId, employeeType: $employeeType) {\n      employees\n      totalPay\n      hoursWorked\n    }\n  }\n": typeof types.PayXlsxSalariesDocument,
    "\n  query PeopleEmployees(\n    $limit: Int\n    $page: Int\n    $sortBy: EmployeeSortKey\n    $sortDir: SortDir\n    $search: String\n    $teamId: ID\n    $departmentId: ID\n    $role: String\n    $ids: [ID!]\n    $active: EmployeeActivity\n  ) {\n    employees(\n      limit: $limit\n      page: $page\n      sortBy: $sortBy\n      sortDir: $sortDir\n      search: $search\n      teamId: $teamId\n      departmentId: $departmentId\n      role: $role\n      ids: $ids\n      active: $active\n    ) {\n      count\n      items {\n        id\n        name\n        resId\n        roleTitle\n        managerName\n        teamId\n        departmentId\n        active\n        status\n        manager {\n          id\n          name\n        }\n        team {\n          id\n          teamName\n        }\n        department {\n          id\n          departmentName\n        }\n        employmentRole {\n          id\n          title\n        }\n      }\n    }\n  }\n": typeof types.PeopleEmployeesDocument,
    "\n      query PeopleManagersAgents {\n        managers(limit: -1) {\n          count\n          items {\n            canManage\n          }\n        }\n        agents(limit: -1) {\n          count\n          items {\n            role\n          }\n        }\n        managedEmployees(limit: -1) {\n          count\n        }\n        hrEmployees(limit: -1) {\n          items {\n            name\n          }\n        }\n        employee(id: \"8\") {\n          name\n          manager {\n            name\n          }\n        }\n      }\n    ": typeof types.PeopleManagersAgentsDocument,
    "\n        query PeopleEmployee2 {\n          employee(id: \"9999\") {\n            name\n          }\n        }\n      ": typeof types.PeopleEmployee2Document,
    "\n    query PeopleEmployee($id: ID!) {\n      employee(id: $id) {\n        name\n        hourlyRate\n        monthlyRate\n        baseSalary\n        nationalId\n        phone\n        emergencyContactName\n        dateOfBirth\n      }\n    }\n  ": typeof types.PeopleEmployeeDocument,
    "\n      query PeopleLookups {\n        teams(limit: -1) {\n          count\n          items {\n            id\n            teamName\n            memberCount\n          }\n        }\n        departments(limit: -1) {\n          items {\n            id\n            departmentName\n            head {\n              name\n            }\n          }\n        }\n        employmentRoles(limit: -1) {\n          count\n          items {\n            title\n          }\n        }\n        statuses(limit: -1) {\n          items {\n            name\n          }\n        }\n      }\n    ": typeof types.PeopleLookupsDocument,
    "\n        query PeopleHolidays {\n          holidays(limit: -1) {\n            count\n            items {\n              vacName\n              multipleOfPay\n              startDate\n              endDate\n            }\n          }\n        }\n      ": typeof types.PeopleHolidaysDocument,
    "\n      query PeopleTargets($month: String) {\n        targets(month: $month, limit: -1) {\n          count\n          items {\n            id\n            resId\n            name\n            teamName\n            workedHours\n            targetHours\n            remainingHours\n            bonusHours\n          }\n        }\n      }\n    ": typeof types.PeopleTargetsDocument,
    "\n        query PeopleTargetsIsoMonth {\n          targets(month: \"2021-03\") {\n            count\n          }\n        }\n      ": typeof types.PeopleTargetsIsoMonthDocument,
    "\n      query PeopleEmployees2 {\n        employees(limit: 100, sortBy: id) {\n          items {\n            id\n            manager {\n              id\n              name\n              roleTitle\n            }\n            team {\n              id\n              teamName\n              memberCount\n            }\n            department {\n              id\n              departmentName\n              description\n            }\n            employmentRole {\n              id\n              title\n            }\n          }\n        }\n      }\n    ": typeof types.PeopleEmployees2Document,
    "\n        query PeopleEmployees3 {\n          employees(limit: 100) {\n            items {\n              manager {\n                id\n                name\n              }\n              team {\n                id\n                teamName\n              }\n              department {\n                id\n                departmentName\n              }\n            }\n          }\n        }\n      ": typeof types.PeopleEmployees3Document,
    "\n  query RefCacheLeaveTypes {\n    leaveTypes(limit: -1) {\n      items {\n        id\n        leaveName\n      }\n    }\n    teams(limit: -1) {\n      items {\n        id\n        teamName\n      }\n    }\n    departments(limit: -1) {\n      items {\n        id\n        departmentName\n      }\n    }\n  }\n": typeof types.RefCacheLeaveTypesDocument,
    "\n  query RefCacheLeaveTypes2 {\n    leaveTypes(limit: -1) {\n      items {\n        leaveName\n        yearlyLimit\n      }\n    }\n  }\n": typeof types.RefCacheLeaveTypes2Document,
    "\n        mutation RefCacheCreateLeaveType($i: LeaveTypeInput!) {\n          createLeaveType(input: $i) {\n            id\n          }\n        }\n      ": typeof types.RefCacheCreateLeaveTypeDocument,
    "\n      query RefCacheHolidays {\n        holidays(limit: -1, year: 2031) {\n          count\n          items {\n            vacName\n            startDate\n            endDate\n          }\n        }\n      }\n    ": typeof types.RefCacheHolidaysDocument,
    "\n        mutation RefCacheAddHoliday($i: HolidayInput!) {\n          addHoliday(input: $i) {\n            id\n          }\n        }\n      ": typeof types.RefCacheAddHolidayDocument,
    "\n      query RefCacheAttritionTypes {\n        attritionTypes(limit: -1) {\n          items {\n            name\n          }\n        }\n        helpdeskLinks(limit: 100) {\n          items {\n            name\n            link\n          }\n        }\n      }\n    ": typeof types.RefCacheAttritionTypesDocument,
    "\n        mutation RefCacheCreateAttritionType($i: AttritionTypeInput!) {\n          createAttritionType(input: $i) {\n            id\n          }\n        }\n      ": typeof types.RefCacheCreateAttritionTypeDocument,
    "\n        mutation RefCacheCreateHelpdeskLink($i: HelpdeskLinkInput!) {\n          createHelpdeskLink(input: $i) {\n            id\n          }\n        }\n      ": typeof types.RefCacheCreateHelpdeskLinkDocument,
    "\n      query RefCacheRecruitmentSettings {\n        recruitmentSettings {\n          passMark\n        }\n      }\n    ": typeof types.RefCacheRecruitmentSettingsDocument,
    "\n        mutation RefCacheUpdateRecruitmentSettings {\n          updateRecruitmentSettings(passMark: 7.5) {\n            passMark\n          }\n        }\n      ": typeof types.RefCacheUpdateRecruitmentSettingsDocument,
    "\n          query RefCacheDepartments {\n            departments(limit: -1) {\n              items {\n                id\n                departmentName\n              }\n            }\n          }\n        ": typeof types.RefCacheDepartmentsDocument,
    "\n          query RefCacheDepartments2 {\n            departments(limit: -1) {\n              items {\n                id\n                departmentName\n              }\n            }\n          }\n        ": typeof types.RefCacheDepartments2Document,
    "\n        query RefCacheLeaveRequests {\n          leaveRequests(limit: 5) {\n            count\n          }\n        }\n      ": typeof types.RefCacheLeaveRequestsDocument,
    "\n          query RefCacheLeaveRequests2 {\n            leaveRequests(limit: 5) {\n              count\n            }\n          }\n        ": typeof types.RefCacheLeaveRequests2Document,
    "\n        query RefCacheLeaveRequests3 {\n          leaveRequests(limit: -1) {\n            count\n          }\n        }\n      ": typeof types.RefCacheLeaveRequests3Document,
    "\n        query RefCacheLeaveRequests4 {\n          leaveRequests(limit: -1) {\n            count\n          }\n        }\n      ": typeof types.RefCacheLeaveRequests4Document,
    "\n  query SessionMe {\n    me {\n      id\n      name\n      roles {\n        teamLeader\n      }\n      access {\n        routes\n      }\n    }\n  }\n": typeof types.SessionMeDocument,
    "\n  mutation SessionLogout {\n    logout {\n      message\n    }\n  }\n": typeof types.SessionLogoutDocument,
    "\n  mutation SessionChangePassword($old: String!, $new: String!) {\n    changePassword(oldPassword: $old, newPassword: $new) {\n      message\n    }\n  }\n": typeof types.SessionChangePasswordDocument,
    "\n  query SessionLeaveTypes {\n    leaveTypes {\n      count\n    }\n  }\n": typeof types.SessionLeaveTypesDocument,
    "\n  mutation SessionLogin($e: String!, $p: String!) {\n    login(email: $e, password: $p) {\n      token\n    }\n  }\n": typeof types.SessionLoginDocument,
    "\n  mutation SessionFire($id: ID!) {\n    fireEmployee(id: $id) {\n      message\n    }\n  }\n": typeof types.SessionFireDocument,
    "\n  mutation SessionDemote($id: ID!) {\n    updateEmployeeRole(id: $id, role: 0, roleTitle: \"Sales Agent\") {\n      roleTitle\n    }\n  }\n": typeof types.SessionDemoteDocument,
    "\n        mutation SessionLoginLogout($e: String!, $p: String!) {\n          login(email: $e, password: $p) {\n            token\n          }\n          logout {\n            message\n          }\n        }\n      ": typeof types.SessionLoginLogoutDocument,
    "\n  query SharedMe {\n    me {\n      name\n      roles {\n        hr\n      }\n    }\n  }\n": typeof types.SharedMeDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": typeof types.LoginDocument,
    "\n      mutation SupervisionLogin {\n        login(email: \"agent@demo.hr\", password: \"Passw0rd!\") {\n          token\n        }\n      }\n    ": typeof types.SupervisionLoginDocument,
    "\n          query SupervisionMe {\n            me {\n              name\n            }\n          }\n        ": typeof types.SupervisionMeDocument,
    "\n            query StallHeadcountEmployees {\n              headcountEmployees(search: \"Ann\") {\n                count\n              }\n            }\n          ": typeof types.StallHeadcountEmployeesDocument,
    "\n        query UploadsLead {\n          me {\n            id\n          }\n        }\n      ": typeof types.UploadsLeadDocument,
    "\n      query UploadsLeaveTypes {\n        leaveTypes(limit: -1) {\n          items {\n            id\n            leaveName\n          }\n        }\n      }\n    ": typeof types.UploadsLeaveTypesDocument,
    "\n          mutation UploadsCreateLeaveRequest($i: LeaveRequestInput!, $f: Upload) {\n            createLeaveRequest(input: $i, sickNote: $f) {\n              id\n              sickNoteFilename\n            }\n          }\n        ": typeof types.UploadsCreateLeaveRequestDocument,
    "\n          mutation UploadsUploadHeadcountContract($id: ID!, $f: Upload!) {\n            uploadHeadcountContract(id: $id, file: $f) {\n              contractFilename\n            }\n          }\n        ": typeof types.UploadsUploadHeadcountContractDocument,
    "\n          mutation UploadsUploadDocument($i: DocumentInput!, $f: Upload!) {\n            uploadDocument(input: $i, file: $f) {\n              id\n              filename\n            }\n          }\n        ": typeof types.UploadsUploadDocumentDocument,
    "\n          mutation UploadsCreateGoal($i: GoalInput!, $f: Upload) {\n            createGoal(input: $i, supportingDocument: $f) {\n              id\n              supportingDocumentFilename\n            }\n          }\n        ": typeof types.UploadsCreateGoalDocument,
    "\n          mutation UploadsUploadFile($f: Upload!) {\n            uploadFile(file: $f) {\n              id\n              filename\n              mimetype\n            }\n          }\n        ": typeof types.UploadsUploadFileDocument,
    "\n        mutation UploadsUploadFile2($f: Upload!) {\n          uploadFile(file: $f) {\n            mimetype\n          }\n        }\n      ": typeof types.UploadsUploadFile2Document,
    "\n  query HomeFixtureMe {\n    me {\n      id\n    }\n  }\n": typeof types.HomeFixtureMeDocument,
    "\n  mutation HomeFixtureAddEmployee($input: EmployeeInput!) {\n    addEmployee(input: $input) {\n      id\n    }\n  }\n": typeof types.HomeFixtureAddEmployeeDocument,
    "\n  mutation HomeFixtureAddHoliday($input: HolidayInput!) {\n    addHoliday(input: $input) {\n      id\n    }\n  }\n": typeof types.HomeFixtureAddHolidayDocument,
    "\n  query HomeFixtureLeaveTypes {\n    leaveTypes(limit: -1) {\n      items {\n        id\n        leaveName\n      }\n    }\n  }\n": typeof types.HomeFixtureLeaveTypesDocument,
    "\n  mutation HomeFixtureFileLeave($input: LeaveRequestInput!) {\n    createLeaveRequest(input: $input) {\n      id\n    }\n  }\n": typeof types.HomeFixtureFileLeaveDocument,
    "\n  mutation HomeFixtureApproveLeave($id: ID!) {\n    approveLeaveRequest(id: $id, reviewerComments: \"Enjoy\") {\n      id\n    }\n  }\n": typeof types.HomeFixtureApproveLeaveDocument,
    "\n  query HomeFixturePolicies {\n    actionPolicies(limit: 1) {\n      items {\n        id\n      }\n    }\n  }\n": typeof types.HomeFixturePoliciesDocument,
    "\n  mutation HomeFixtureFileAction($input: ActionTakenInput!) {\n    createActionTaken(input: $input) {\n      id\n    }\n  }\n": typeof types.HomeFixtureFileActionDocument,
    "\n  mutation StackLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": typeof types.StackLoginDocument,
};
const documents: Documents = {
    "\n  mutation ActionsCreate($input: ActionTakenInput!) {\n    createActionTaken(input: $input) {\n      id\n      resId\n      employeeId\n      employeeName\n      auditorId\n      auditorName\n      approverName\n      approvedById\n      actionId\n      actionpolicyId\n      actionpolicyActionName\n      date\n      details\n      status\n      statusName\n      hrComment\n      actionType\n      actionTypeName\n      deductionType\n      deduction\n      monetaryDeduction\n      daysDeduction\n      percentageDeduction\n      overrideDeduction\n    }\n  }\n": types.ActionsCreateDocument,
    "\n  fragment ActionsReviewFields on ActionTaken {\n    id\n    status\n    statusName\n    approverName\n    hrComment\n  }\n": types.ActionsReviewFieldsFragmentDoc,
    "\n    mutation ActionsApprove($id: ID!, $c: String) {\n      review: approveActionTaken(id: $id, hrComment: $c) {\n        ...ActionsReviewFields\n      }\n    }\n  ": types.ActionsApproveDocument,
    "\n    mutation ActionsReject($id: ID!, $c: String) {\n      review: rejectActionTaken(id: $id, hrComment: $c) {\n        ...ActionsReviewFields\n      }\n    }\n  ": types.ActionsRejectDocument,
    "\n    mutation ActionsWaive($id: ID!, $c: String) {\n      review: waiveActionTaken(id: $id, hrComment: $c) {\n        ...ActionsReviewFields\n      }\n    }\n  ": types.ActionsWaiveDocument,
    "\n  query ActionsList($status: Int, $search: String, $start: String, $end: String, $approver: String, $limit: Int, $sortBy: ActionSortKey, $sortDir: SortDir) {\n    actionsTaken(\n      status: $status\n      search: $search\n      createdStart: $start\n      createdEnd: $end\n      approverName: $approver\n      limit: $limit\n      sortBy: $sortBy\n      sortDir: $sortDir\n    ) {\n      count\n      items {\n        id\n        employeeName\n        date\n        status\n        approverName\n        deduction\n      }\n    }\n  }\n": types.ActionsListDocument,
    "\n  query ActionsMe {\n    me {\n      id\n      resId\n    }\n  }\n": types.ActionsMeDocument,
    "\n  query ActionsPolicyIds {\n    actionPolicies(limit: -1) {\n      items {\n        id\n        actionId\n      }\n    }\n  }\n": types.ActionsPolicyIdsDocument,
    "\n  query ActionsPolicies {\n    actionPolicies(limit: -1) {\n      count\n      items {\n        actionId\n        actionName\n        actionType\n        actionTypeName\n        deduction\n        daysDeduction\n      }\n    }\n  }\n": types.ActionsPoliciesDocument,
    "\n  mutation ActionsAddPolicy($i: ActionPolicyInput!) {\n    createActionPolicy(input: $i) {\n      id\n      actionId\n      deduction\n      percentageDeduction\n    }\n  }\n": types.ActionsAddPolicyDocument,
    "\n  mutation ActionsUpdatePolicy($id: ID!, $i: ActionPolicyUpdateInput!) {\n    updateActionPolicy(id: $id, input: $i) {\n      actionName\n      deduction\n    }\n  }\n": types.ActionsUpdatePolicyDocument,
    "\n  mutation ActionsAddPolicyInline {\n    createActionPolicy(input: { actionId: \"N\", actionName: \"N\", actionType: 1, deduction: 1 }) {\n      id\n    }\n  }\n": types.ActionsAddPolicyInlineDocument,
    "\n  query ActionsManagedCount {\n    actionManagedEmployees {\n      count\n    }\n  }\n": types.ActionsManagedCountDocument,
    "\n  query ActionsManaged {\n    actionManagedEmployees(limit: -1) {\n      count\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.ActionsManagedDocument,
    "\n  query ActionsPendingApproved {\n    pendingActions(limit: -1) {\n      items {\n        status\n      }\n    }\n    approvedActions(limit: -1) {\n      items {\n        status\n      }\n    }\n  }\n": types.ActionsPendingApprovedDocument,
    "\n  query ActionsApproverNames {\n    actionApproverNames\n  }\n": types.ActionsApproverNamesDocument,
    "\n  query ActionsDeductions($id: ID) {\n    actionsTaken(id: $id) {\n      items {\n        id\n        deduction\n        monetaryDeduction\n        overrideDeduction\n        policy {\n          deduction\n          moneyDeduction\n        }\n      }\n    }\n  }\n": types.ActionsDeductionsDocument,
    "\n  query ActionsNamed {\n    actionsTaken(limit: 10) {\n      items {\n        employee {\n          id\n          name\n          resId\n        }\n        auditor {\n          name\n        }\n        approver {\n          name\n        }\n        policy {\n          id\n          actionId\n          actionName\n        }\n      }\n    }\n  }\n": types.ActionsNamedDocument,
    "\n  query ActionsLinked {\n    actionsTaken(limit: 10) {\n      items {\n        employee {\n          name\n          email\n        }\n        auditor {\n          name\n          email\n        }\n        approver {\n          name\n          email\n        }\n        policy {\n          actionName\n          deduction\n        }\n      }\n    }\n  }\n": types.ActionsLinkedDocument,
    "\n  query ActionsOfEmployees {\n    employees(limit: -1) {\n      items {\n        name\n        actions {\n          employeeName\n          status\n        }\n      }\n    }\n  }\n": types.ActionsOfEmployeesDocument,
    "\n  query ActionsDetail($id: ID!) {\n    actionTaken(id: $id) {\n      id\n      details\n    }\n  }\n": types.ActionsDetailDocument,
    "\n  mutation ActionsEditDetails($id: ID!) {\n    updateActionTaken(id: $id, input: { details: \"edited\" }) {\n      details\n    }\n  }\n": types.ActionsEditDetailsDocument,
    "\n  mutation ActionsDelete($id: ID!) {\n    deleteActionTaken(id: $id)\n  }\n": types.ActionsDeleteDocument,
    "\n  query ActionsDetailId($id: ID!) {\n    actionTaken(id: $id) {\n      id\n    }\n  }\n": types.ActionsDetailIdDocument,
    "\n  query ActionsMissing {\n    actionTaken(id: \"999999\") {\n      id\n    }\n  }\n": types.ActionsMissingDocument,
    "\n  mutation ActionsEditX($id: ID!) {\n    updateActionTaken(id: $id, input: { details: \"x\" }) {\n      id\n    }\n  }\n": types.ActionsEditXDocument,
    "\n  query ActionsReviewed($id: ID!) {\n    actionTaken(id: $id) {\n      status\n      reviewedById\n      reviewedAt\n      reviewer {\n        id\n        name\n      }\n      approver {\n        name\n      }\n    }\n  }\n": types.ActionsReviewedDocument,
    "\n  mutation ActionsImport($file: Upload!) {\n    importActionsTaken(file: $file) {\n      message\n      processed\n      created\n      failed {\n        row\n        resId\n        actionId\n        message\n      }\n    }\n  }\n": types.ActionsImportDocument,
    "\n  query ActionsCount {\n    actionsTaken {\n      count\n    }\n  }\n": types.ActionsCountDocument,
    "\n  query FillAttendanceGrid($month: String) {\n    attendanceGrid(family: AGENTS, month: $month) {\n      month\n      days\n      rows {\n        resId\n        employeeId\n        records\n        totalHours\n        targetHoursPerDay\n      }\n    }\n  }\n": types.FillAttendanceGridDocument,
    "\n  mutation FillCreateLeaveRequest($input: LeaveRequestInput!) {\n    createLeaveRequest(input: $input) {\n      id\n      status\n    }\n  }\n": types.FillCreateLeaveRequestDocument,
    "\n  mutation FillApproveLeaveRequest($id: ID!) {\n    approveLeaveRequest(id: $id) {\n      status\n    }\n  }\n": types.FillApproveLeaveRequestDocument,
    "\n      query FillLeaveTypes {\n        leaveTypes(limit: -1) {\n          items {\n            id\n            leaveName\n          }\n        }\n      }\n    ": types.FillLeaveTypesDocument,
    "\n      mutation FillAddHoliday($input: HolidayInput!) {\n        addHoliday(input: $input) {\n          id\n        }\n      }\n    ": types.FillAddHolidayDocument,
    "\n  query AttendanceGrid($family: AttendanceFamily!, $month: String, $search: String, $excludeResigned: Boolean) {\n    attendanceGrid(family: $family, month: $month, search: $search, excludeResigned: $excludeResigned) {\n      family\n      month\n      days\n      holidays {\n        date\n      }\n      count\n      rows {\n        employeeId\n        resId\n        name\n        status\n        records\n        totalHours\n        targetHoursPerDay\n        editable\n      }\n    }\n  }\n": types.AttendanceGridDocument,
    "\n  mutation AttendanceSet($family: AttendanceFamily!, $resId: String!, $month: String!, $date: String!, $status: String!) {\n    setAttendance(family: $family, resId: $resId, month: $month, date: $date, status: $status) {\n      resId\n      records\n      totalHours\n    }\n  }\n": types.AttendanceSetDocument,
    "\n  mutation AttendanceSave($family: AttendanceFamily!, $month: String!, $attendances: [AttendanceEntryInput!]!) {\n    saveAttendances(family: $family, month: $month, attendances: $attendances) {\n      ok\n      message\n      processedCount\n      savedCount\n      changedCount\n      errorCount\n      errorFile {\n        url\n        filename\n      }\n    }\n  }\n": types.AttendanceSaveDocument,
    "\n  mutation AttendanceImport($family: AttendanceFamily!, $month: String!, $file: Upload!) {\n    importAttendance(family: $family, month: $month, file: $file) {\n      ok\n      message\n      processedCount\n      savedCount\n      changedCount\n      errorCount\n      errorFile {\n        url\n        filename\n      }\n    }\n  }\n": types.AttendanceImportDocument,
    "\n  mutation AttendanceAddHoliday($input: HolidayInput!) {\n    addHoliday(input: $input) {\n      id\n    }\n  }\n": types.AttendanceAddHolidayDocument,
    "\n  query AttendanceHolidays {\n    attendanceGrid(family: EMPLOYEES, month: \"2022-07\") {\n      days\n      holidays {\n        date\n        name\n        multipleOfPay\n      }\n      rows {\n        resId\n        records\n      }\n    }\n  }\n": types.AttendanceHolidaysDocument,
    "\n  query AttendanceLinkedEmployees {\n    attendanceGrid(family: AGENTS, month: \"2022-02\") {\n      rows {\n        resId\n        employee {\n          id\n          email\n        }\n      }\n    }\n  }\n": types.AttendanceLinkedEmployeesDocument,
    "\n  query AttendanceStatuses {\n    attendanceStatuses {\n      key\n      label\n      hours\n      color\n    }\n  }\n": types.AttendanceStatusesDocument,
    "\n  query AttendanceTemplate($family: AttendanceFamily!, $month: String!) {\n    attendanceTemplate(family: $family, month: $month) {\n      url\n      filename\n    }\n  }\n": types.AttendanceTemplateDocument,
    "\n  query AttendanceExport($family: AttendanceFamily!, $month: String!) {\n    attendanceExport(family: $family, month: $month) {\n      url\n      filename\n    }\n  }\n": types.AttendanceExportDocument,
    "\n  query AuthMe {\n    me {\n      id\n      name\n      email\n      resId\n      roleTitle\n      hourlyRate\n      nationalId\n      manager {\n        name\n      }\n      roles {\n        ceo\n        hr\n        head\n        teamLeader\n        admin\n        manager\n      }\n      access {\n        routes\n        menuGroups\n      }\n    }\n  }\n": types.AuthMeDocument,
    "\n  query AuthMeId {\n    me {\n      id\n    }\n  }\n": types.AuthMeIdDocument,
    "\n  query AuthMenuGroups {\n    me {\n      access {\n        menuGroups\n      }\n    }\n  }\n": types.AuthMenuGroupsDocument,
    "\n  query AuthMeCached {\n    me {\n      name\n      hourlyRate\n      roles {\n        manager\n      }\n      access {\n        routes\n      }\n    }\n  }\n": types.AuthMeCachedDocument,
    "\n  mutation AuthLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        name\n        roles {\n          hr\n        }\n      }\n    }\n  }\n": types.AuthLoginDocument,
    "\n  mutation AuthChangePassword($old: String!, $new: String!) {\n    changePassword(oldPassword: $old, newPassword: $new) {\n      message\n    }\n  }\n": types.AuthChangePasswordDocument,
    "\n  query AuthSchemaName {\n    __schema {\n      queryType {\n        name\n      }\n    }\n  }\n": types.AuthSchemaNameDocument,
    "\n    mutation AuthUploadFile($file: Upload!) {\n      uploadFile(file: $file) {\n        id\n        filename\n        mimetype\n        link {\n          url\n          filename\n          expiresAt\n        }\n      }\n    }\n  ": types.AuthUploadFileDocument,
    "\n  mutation AuthorityFileAction($input: ActionTakenInput!) {\n    createActionTaken(input: $input) {\n      id\n      employeeName\n    }\n  }\n": types.AuthorityFileActionDocument,
    "\n  mutation AuthorityAdjustTeams($ids: [ID!]!, $manager: ID) {\n    adjustTeams(employeeIds: $ids, managerId: $manager) {\n      updatedCount\n    }\n  }\n": types.AuthorityAdjustTeamsDocument,
    "\n  mutation AuthorityUpdateHeadcount($id: ID!, $input: HeadcountEmployeeInput!) {\n    updateHeadcountEmployee(id: $id, input: $input) {\n      id\n      hiringDate\n    }\n  }\n": types.AuthorityUpdateHeadcountDocument,
    "\n  query AuthorityManager($id: ID!) {\n    employee(id: $id) {\n      manager {\n        name\n      }\n    }\n  }\n": types.AuthorityManagerDocument,
    "\n  query AuthorityPeople {\n    employees(limit: -1) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.AuthorityPeopleDocument,
    "\n  query AuthorityTeams {\n    teams(limit: -1) {\n      items {\n        id\n        teamName\n      }\n    }\n  }\n": types.AuthorityTeamsDocument,
    "\n  query AuthorityPolicies {\n    actionPolicies(limit: -1) {\n      items {\n        id\n        actionId\n      }\n    }\n  }\n": types.AuthorityPoliciesDocument,
    "\n  query AuthorityTeamOf($id: ID!) {\n    employee(id: $id) {\n      team {\n        id\n      }\n    }\n  }\n": types.AuthorityTeamOfDocument,
    "\n  mutation AuthorityChangeTeam($t: ID!) {\n    changeCurrentTeam(teamId: $t)\n  }\n": types.AuthorityChangeTeamDocument,
    "\n  query AuthorityMyTeam {\n    me {\n      teamName\n    }\n  }\n": types.AuthorityMyTeamDocument,
    "\n  query AuthorityFileable {\n    actionManagedEmployees(limit: -1) {\n      items {\n        name\n      }\n    }\n  }\n": types.AuthorityFileableDocument,
    "\n  query AuthorityAction($id: ID) {\n    actionsTaken(id: $id) {\n      count\n    }\n  }\n": types.AuthorityActionDocument,
    "\n  query AuthorityTeam($id: ID!) {\n    team(id: $id) {\n      teamLeader {\n        name\n      }\n      manager {\n        name\n      }\n    }\n  }\n": types.AuthorityTeamDocument,
    "\n  query AuthorityResId($id: ID!) {\n    employee(id: $id) {\n      resId\n    }\n  }\n": types.AuthorityResIdDocument,
    "\n  mutation AuthorityImportHeadcount($file: Upload!) {\n    importHeadcountEmployees(file: $file) {\n      created\n      failed {\n        row\n        message\n      }\n    }\n  }\n": types.AuthorityImportHeadcountDocument,
    "\n  query AuthorityFirstCandidate {\n    candidates(limit: 1) {\n      items {\n        id\n        fullName\n      }\n    }\n  }\n": types.AuthorityFirstCandidateDocument,
    "\n  mutation AuthorityBlankCandidateName($id: ID!) {\n    updateCandidate(id: $id, input: { fullName: \"\" }) {\n      fullName\n    }\n  }\n": types.AuthorityBlankCandidateNameDocument,
    "\n  query AuthorityCandidate($id: ID!) {\n    candidate(id: $id) {\n      fullName\n    }\n  }\n": types.AuthorityCandidateDocument,
    "\n  query CapabilitiesCapabilities {\n    capabilities {\n      attendanceTemplate\n      attendanceErrorFile\n      formerEmployees\n      sickNoteDownload\n      fileUpload\n      teamSpace\n    }\n  }\n": types.CapabilitiesCapabilitiesDocument,
    "\n  mutation CompaniesLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": types.CompaniesLoginDocument,
    "\n  query CompaniesMe {\n    me {\n      id\n      name\n    }\n  }\n": types.CompaniesMeDocument,
    "\n  query CompaniesLists {\n    employees(limit: 100) {\n      items {\n        id\n      }\n    }\n    leaveRequests(limit: 100) {\n      items {\n        id\n      }\n    }\n    actionsTaken(limit: 100) {\n      items {\n        id\n      }\n    }\n    candidates(limit: 100) {\n      items {\n        id\n      }\n    }\n    headcountEmployees(limit: 100) {\n      items {\n        id\n      }\n    }\n    documents(limit: 100) {\n      items {\n        id\n      }\n    }\n  }\n": types.CompaniesListsDocument,
    "\n  query CompaniesEmployee($id: ID!) {\n    employee(id: $id) {\n      id\n      name\n    }\n  }\n": types.CompaniesEmployeeDocument,
    "\n  query CompaniesLeave($id: ID!) {\n    leaveRequest(id: $id) {\n      id\n    }\n  }\n": types.CompaniesLeaveDocument,
    "\n  query CompaniesAction($id: ID!) {\n    actionTaken(id: $id) {\n      id\n    }\n  }\n": types.CompaniesActionDocument,
    "\n  query CompaniesCandidate($id: ID!) {\n    candidate(id: $id) {\n      id\n    }\n  }\n": types.CompaniesCandidateDocument,
    "\n  query CompaniesHeadcount($id: ID!) {\n    headcountEmployee(id: $id) {\n      id\n    }\n  }\n": types.CompaniesHeadcountDocument,
    "\n  query CompaniesDocumentDownload($id: ID!) {\n    documentDownload(id: $id) {\n      url\n    }\n  }\n": types.CompaniesDocumentDownloadDocument,
    "\n  mutation CsvImport($family: AttendanceFamily!, $month: String!, $file: Upload!) {\n    importAttendance(family: $family, month: $month, file: $file) {\n      ok\n      errorCount\n      errorFile {\n        url\n      }\n    }\n  }\n": types.CsvImportDocument,
    "\n          mutation CsvAddEmployee($input: EmployeeInput!) {\n            addEmployee(input: $input) {\n              id\n            }\n          }\n        ": types.CsvAddEmployeeDocument,
    "\n        query CsvAttendanceExport {\n          attendanceExport(family: AGENTS, month: \"09-2022\") {\n            url\n          }\n        }\n      ": types.CsvAttendanceExportDocument,
    "\n  query DecisionsLeaveFilingEmployees {\n    leaveFilingEmployees(limit: -1) {\n      count\n      items {\n        id\n      }\n    }\n  }\n": types.DecisionsLeaveFilingEmployeesDocument,
    "\n  query DecisionsEmployees {\n    employees(limit: -1) {\n      count\n    }\n  }\n": types.DecisionsEmployeesDocument,
    "\n  query DecisionsManagedEmployees {\n    managedEmployees(limit: -1) {\n      count\n      items {\n        id\n      }\n    }\n  }\n": types.DecisionsManagedEmployeesDocument,
    "\n  query DecisionsAdjustableAgents($departmentId: ID) {\n    adjustableAgents(limit: -1, departmentId: $departmentId) {\n      count\n      items {\n        id\n        departmentId\n      }\n    }\n  }\n": types.DecisionsAdjustableAgentsDocument,
    "\n  query DecisionsAgents($departmentId: ID) {\n    agents(limit: -1, departmentId: $departmentId) {\n      count\n    }\n  }\n": types.DecisionsAgentsDocument,
    "\n  mutation DecisionsCreateLeaveRequest($input: LeaveRequestInput!) {\n    createLeaveRequest(input: $input) {\n      id\n    }\n  }\n": types.DecisionsCreateLeaveRequestDocument,
    "\n          query DecisionsLeaveTypes {\n            leaveTypes(limit: -1) {\n              items {\n                id\n              }\n            }\n          }\n        ": types.DecisionsLeaveTypesDocument,
    "\n  fragment HeadcountRow on HeadcountEmployee {\n    id\n    resId\n    name\n    nationalId\n    phoneNumber\n    dateOfBirth\n    emergencyContactName\n    payoneerEmail\n    role\n    hiringDate\n    formattedHiringDate\n    contractExpirationDate\n    contractAlert\n    nationalIdAlert\n    documentsComplete\n    documentsTotal\n    missingDocuments\n    ndaSigned\n    official111Form\n    contractFilename\n    manager {\n      id\n      name\n      resId\n    }\n    department {\n      id\n      departmentName\n    }\n    employmentStatus {\n      name\n    }\n    employmentRole {\n      title\n    }\n    employee {\n      id\n      name\n    }\n  }\n": types.HeadcountRowFragmentDoc,
    "\n  mutation HeadcountCreate($input: HeadcountEmployeeInput!) {\n    createHeadcountEmployee(input: $input) {\n      ...HeadcountRow\n    }\n  }\n": types.HeadcountCreateDocument,
    "\n  mutation HeadcountUpdate($id: ID!, $input: HeadcountEmployeeInput!) {\n    updateHeadcountEmployee(id: $id, input: $input) {\n      ...HeadcountRow\n    }\n  }\n": types.HeadcountUpdateDocument,
    "\n  query HeadcountPage {\n    headcountEmployees(limit: 20, sortBy: name) {\n      count\n      items {\n        ...HeadcountRow\n      }\n    }\n  }\n": types.HeadcountPageDocument,
    "\n  query HeadcountDepartments {\n    departments(limit: -1) {\n      items {\n        id\n        departmentName\n      }\n    }\n  }\n": types.HeadcountDepartmentsDocument,
    "\n  query HeadcountImportTemplate {\n    headcountImportTemplate {\n      url\n      filename\n    }\n  }\n": types.HeadcountImportTemplateDocument,
    "\n  query HeadcountContractTemplate {\n    headcountContractTemplate {\n      url\n      filename\n    }\n  }\n": types.HeadcountContractTemplateDocument,
    "\n  query HeadcountFiltered($d: ID, $m: String, $f: String) {\n    headcountEmployees(limit: -1, departmentId: $d, missingDocument: $m, hiredFrom: $f) {\n      count\n      items {\n        ndaSigned\n        hiringDate\n        department {\n          departmentName\n        }\n      }\n    }\n  }\n": types.HeadcountFilteredDocument,
    "\n  query HeadcountCharts {\n    headcountStats {\n      total\n      months {\n        month\n      }\n      alerts {\n        contractsExpiring\n        contractsExpired\n      }\n      byStatus {\n        label\n        count\n      }\n    }\n  }\n": types.HeadcountChartsDocument,
    "\n  query HeadcountExpiringContracts {\n    headcountEmployees(limit: -1, expiring: \"contract\") {\n      count\n      items {\n        contractExpirationDate\n        contractAlert\n      }\n    }\n  }\n": types.HeadcountExpiringContractsDocument,
    "\n  query HeadcountAlerts {\n    headcountStats {\n      total\n      months {\n        month\n        headcount\n      }\n      alerts {\n        contractsExpiring\n        contractsExpired\n      }\n      byDepartment {\n        label\n        count\n      }\n    }\n  }\n": types.HeadcountAlertsDocument,
    "\n  query HeadcountOne($id: ID!) {\n    headcountEmployee(id: $id) {\n      name\n      employee {\n        resId\n      }\n    }\n  }\n": types.HeadcountOneDocument,
    "\n  query HeadcountStatuses {\n    headcountEmploymentStatuses {\n      id\n      name\n    }\n  }\n": types.HeadcountStatusesDocument,
    "\n  mutation HeadcountUpsert($inputs: [HeadcountEmployeeInput!]!) {\n    addOrUpdateHeadcountEmployees(inputs: $inputs) {\n      message\n      failed {\n        row\n        resId\n        message\n      }\n    }\n  }\n": types.HeadcountUpsertDocument,
    "\n  mutation HeadcountImport($file: Upload!) {\n    importHeadcountEmployees(file: $file) {\n      message\n      failed {\n        row\n        message\n      }\n    }\n  }\n": types.HeadcountImportDocument,
    "\n  mutation HeadcountUploadContract($id: ID!, $file: Upload!) {\n    uploadHeadcountContract(id: $id, file: $file) {\n      contractFilename\n      contract {\n        url\n        filename\n      }\n    }\n  }\n": types.HeadcountUploadContractDocument,
    "\n  query HeadcountContract($id: ID!) {\n    headcountContract(id: $id) {\n      url\n      filename\n    }\n  }\n": types.HeadcountContractDocument,
    "\n  query HeadcountContractExport($id: ID!) {\n    headcountContractExport(id: $id) {\n      url\n      filename\n    }\n  }\n": types.HeadcountContractExportDocument,
    "\n  mutation HeadcountUploadTemplate($file: Upload!) {\n    uploadContractTemplate(file: $file) {\n      message\n      placeholders\n    }\n  }\n": types.HeadcountUploadTemplateDocument,
    "\n  query HeadcountPersonalFields {\n    headcountEmployees(limit: 1) {\n      items {\n        id\n        nationalId\n        phoneNumber\n        dateOfBirth\n        emergencyContactName\n        emergencyContactNumber\n        payoneerEmail\n      }\n    }\n  }\n": types.HeadcountPersonalFieldsDocument,
    "\n  mutation HeadcountWrite($id: ID!, $input: HeadcountEmployeeInput!) {\n    updateHeadcountEmployee(id: $id, input: $input) {\n      id\n    }\n  }\n": types.HeadcountWriteDocument,
    "\n  query HeadcountRoutes {\n    me {\n      access {\n        routes\n      }\n    }\n  }\n": types.HeadcountRoutesDocument,
    "\n  query HeadcountPersonalOne($id: ID!) {\n    headcountEmployee(id: $id) {\n      nationalId\n      phoneNumber\n      dateOfBirth\n    }\n  }\n": types.HeadcountPersonalOneDocument,
    "\n  query HomeEmployeesAll {\n    employees(limit: -1, active: ALL) {\n      items {\n        id\n        active\n        dateJoined\n        lastWorkingDay\n        departmentId\n      }\n    }\n  }\n": types.HomeEmployeesAllDocument,
    "\n  query HomeReports($managerId: ID) {\n    employees(limit: -1, managerId: $managerId) {\n      items {\n        id\n      }\n    }\n  }\n": types.HomeReportsDocument,
    "\n  query HomeExpiryAlerts {\n    headcountStats {\n      alerts {\n        contractsExpiring\n        contractsExpired\n        nationalIdsExpiring\n        nationalIdsExpired\n      }\n    }\n  }\n": types.HomeExpiryAlertsDocument,
    "\n  query HomeExpiring {\n    c: headcountEmployees(expiring: \"contract\", limit: 1) {\n      count\n    }\n    n: headcountEmployees(expiring: \"national_id\", limit: 1) {\n      count\n    }\n  }\n": types.HomeExpiringDocument,
    "\n  mutation IdempotentAddBonus($input: BonusInput!, $key: String) {\n    addBonus(input: $input, idempotencyKey: $key) {\n      count\n      items {\n        id\n        employeeId\n        month\n        amount\n      }\n    }\n  }\n": types.IdempotentAddBonusDocument,
    "\n  query IdempotentBonuses($m: String) {\n    bonuses(month: $m) {\n      items {\n        employeeId\n        amount\n      }\n    }\n  }\n": types.IdempotentBonusesDocument,
    "\n        mutation InputsAddDepartment($n: String!) {\n          addDepartment(departmentName: $n) {\n            id\n          }\n        }\n      ": types.InputsAddDepartmentDocument,
    "\n        mutation InputsCreateLeaveType($i: LeaveTypeInput!) {\n          createLeaveType(input: $i) {\n            id\n          }\n        }\n      ": types.InputsCreateLeaveTypeDocument,
    "\n          query InputsEmployees($s: String) {\n            employees(search: $s) {\n              count\n            }\n          }\n        ": types.InputsEmployeesDocument,
    "\n        query InputsEmployees2($s: String) {\n          employees(search: $s) {\n            count\n          }\n        }\n      ": types.InputsEmployees2Document,
    "\n        query OpsEmployee {\n          employee(id: \"99999\") {\n            name\n          }\n        }\n      ": types.OpsEmployeeDocument,
    "\n  query UnknownDepartments {\n    departments(limit: -1) {\n      items {\n        departmentName\n      }\n    }\n  }\n": types.UnknownDepartmentsDocument,
    "\n          query UnknownEmployees {\n            employees(search: \"RES-0023\") {\n              items {\n                id\n              }\n            }\n          }\n        ": types.UnknownEmployeesDocument,
    "\n        mutation UnknownFireEmployee($id: ID!) {\n          fireEmployee(id: $id) {\n            message\n          }\n        }\n      ": types.UnknownFireEmployeeDocument,
    "\n        query UnknownEmployee($id: ID!) {\n          employee(id: $id) {\n            active\n          }\n        }\n      ": types.UnknownEmployeeDocument,
    "\n  query PayXlsxSalariesXlsx($month: String, $departmentId: ID, $employeeType: String) {\n    salariesXlsx(month: $month, departmentId: $departmentId, employeeType: $employeeType) {\n      url\n      filename\n      expiresAt\n    }\n  }\n": types.PayXlsxSalariesXlsxDocument,
    "\n  query PayXlsxSalaries($month: String, $departmentId: ID, $employeeType: String) {\n    salaries(month: $month, departmentId: $departmentId, employeeType: $employeeType, limit: -1) {\n      count\n      items {\n        name\n        departmentName\n        totalPay\n        hoursWorked\n      }\n    }\n    salaryTotals(month: $month, departmentId: $departmentId, employeeType: $employeeType) {\n      employees\n      totalPay\n      hoursWorked\n    }\n  }\n": types.PayXlsxSalariesDocument,
    "\n  query PeopleEmployees(\n    $limit: Int\n    $page: Int\n    $sortBy: EmployeeSortKey\n    $sortDir: SortDir\n    $search: String\n    $teamId: ID\n    $departmentId: ID\n    $role: String\n    $ids: [ID!]\n    $active: EmployeeActivity\n  ) {\n    employees(\n      limit: $limit\n      page: $page\n      sortBy: $sortBy\n      sortDir: $sortDir\n      search: $search\n      teamId: $teamId\n      departmentId: $departmentId\n      role: $role\n      ids: $ids\n      active: $active\n    ) {\n      count\n      items {\n        id\n        name\n        resId\n        roleTitle\n        managerName\n        teamId\n        departmentId\n        active\n        status\n        manager {\n          id\n          name\n        }\n        team {\n          id\n          teamName\n        }\n        department {\n          id\n          departmentName\n        }\n        employmentRole {\n          id\n          title\n        }\n      }\n    }\n  }\n": types.PeopleEmployeesDocument,
    "\n      query PeopleManagersAgents {\n        managers(limit: -1) {\n          count\n          items {\n            canManage\n          }\n        }\n        agents(limit: -1) {\n          count\n          items {\n            role\n          }\n        }\n        managedEmployees(limit: -1) {\n          count\n        }\n        hrEmployees(limit: -1) {\n          items {\n            name\n          }\n        }\n        employee(id: \"8\") {\n          name\n          manager {\n            name\n          }\n        }\n      }\n    ": types.PeopleManagersAgentsDocument,
    "\n        query PeopleEmployee2 {\n          employee(id: \"9999\") {\n            name\n          }\n        }\n      ": types.PeopleEmployee2Document,
    "\n    query PeopleEmployee($id: ID!) {\n      employee(id: $id) {\n        name\n        hourlyRate\n        monthlyRate\n        baseSalary\n        nationalId\n        phone\n        emergencyContactName\n        dateOfBirth\n      }\n    }\n  ": types.PeopleEmployeeDocument,
    "\n      query PeopleLookups {\n        teams(limit: -1) {\n          count\n          items {\n            id\n            teamName\n            memberCount\n          }\n        }\n        departments(limit: -1) {\n          items {\n            id\n            departmentName\n            head {\n              name\n            }\n          }\n        }\n        employmentRoles(limit: -1) {\n          count\n          items {\n            title\n          }\n        }\n        statuses(limit: -1) {\n          items {\n            name\n          }\n        }\n      }\n    ": types.PeopleLookupsDocument,
    "\n        query PeopleHolidays {\n          holidays(limit: -1) {\n            count\n            items {\n              vacName\n              multipleOfPay\n              startDate\n              endDate\n            }\n          }\n        }\n      ": types.PeopleHolidaysDocument,
    "\n      query PeopleTargets($month: String) {\n        targets(month: $month, limit: -1) {\n          count\n          items {\n            id\n            resId\n            name\n            teamName\n            workedHours\n            targetHours\n            remainingHours\n            bonusHours\n          }\n        }\n      }\n    ": types.PeopleTargetsDocument,
    "\n        query PeopleTargetsIsoMonth {\n          targets(month: \"2021-03\") {\n            count\n          }\n        }\n      ": types.PeopleTargetsIsoMonthDocument,
    "\n      query PeopleEmployees2 {\n        employees(limit: 100, sortBy: id) {\n          items {\n            id\n            manager {\n              id\n              name\n              roleTitle\n            }\n            team {\n              id\n              teamName\n              memberCount\n            }\n            department {\n              id\n              departmentName\n              description\n            }\n            employmentRole {\n              id\n              title\n            }\n          }\n        }\n      }\n    ": types.PeopleEmployees2Document,
    "\n        query PeopleEmployees3 {\n          employees(limit: 100) {\n            items {\n              manager {\n                id\n                name\n              }\n              team {\n                id\n                teamName\n              }\n              department {\n                id\n                departmentName\n              }\n            }\n          }\n        }\n      ": types.PeopleEmployees3Document,
    "\n  query RefCacheLeaveTypes {\n    leaveTypes(limit: -1) {\n      items {\n        id\n        leaveName\n      }\n    }\n    teams(limit: -1) {\n      items {\n        id\n        teamName\n      }\n    }\n    departments(limit: -1) {\n      items {\n        id\n        departmentName\n      }\n    }\n  }\n": types.RefCacheLeaveTypesDocument,
    "\n  query RefCacheLeaveTypes2 {\n    leaveTypes(limit: -1) {\n      items {\n        leaveName\n        yearlyLimit\n      }\n    }\n  }\n": types.RefCacheLeaveTypes2Document,
    "\n        mutation RefCacheCreateLeaveType($i: LeaveTypeInput!) {\n          createLeaveType(input: $i) {\n            id\n          }\n        }\n      ": types.RefCacheCreateLeaveTypeDocument,
    "\n      query RefCacheHolidays {\n        holidays(limit: -1, year: 2031) {\n          count\n          items {\n            vacName\n            startDate\n            endDate\n          }\n        }\n      }\n    ": types.RefCacheHolidaysDocument,
    "\n        mutation RefCacheAddHoliday($i: HolidayInput!) {\n          addHoliday(input: $i) {\n            id\n          }\n        }\n      ": types.RefCacheAddHolidayDocument,
    "\n      query RefCacheAttritionTypes {\n        attritionTypes(limit: -1) {\n          items {\n            name\n          }\n        }\n        helpdeskLinks(limit: 100) {\n          items {\n            name\n            link\n          }\n        }\n      }\n    ": types.RefCacheAttritionTypesDocument,
    "\n        mutation RefCacheCreateAttritionType($i: AttritionTypeInput!) {\n          createAttritionType(input: $i) {\n            id\n          }\n        }\n      ": types.RefCacheCreateAttritionTypeDocument,
    "\n        mutation RefCacheCreateHelpdeskLink($i: HelpdeskLinkInput!) {\n          createHelpdeskLink(input: $i) {\n            id\n          }\n        }\n      ": types.RefCacheCreateHelpdeskLinkDocument,
    "\n      query RefCacheRecruitmentSettings {\n        recruitmentSettings {\n          passMark\n        }\n      }\n    ": types.RefCacheRecruitmentSettingsDocument,
    "\n        mutation RefCacheUpdateRecruitmentSettings {\n          updateRecruitmentSettings(passMark: 7.5) {\n            passMark\n          }\n        }\n      ": types.RefCacheUpdateRecruitmentSettingsDocument,
    "\n          query RefCacheDepartments {\n            departments(limit: -1) {\n              items {\n                id\n                departmentName\n              }\n            }\n          }\n        ": types.RefCacheDepartmentsDocument,
    "\n          query RefCacheDepartments2 {\n            departments(limit: -1) {\n              items {\n                id\n                departmentName\n              }\n            }\n          }\n        ": types.RefCacheDepartments2Document,
    "\n        query RefCacheLeaveRequests {\n          leaveRequests(limit: 5) {\n            count\n          }\n        }\n      ": types.RefCacheLeaveRequestsDocument,
    "\n          query RefCacheLeaveRequests2 {\n            leaveRequests(limit: 5) {\n              count\n            }\n          }\n        ": types.RefCacheLeaveRequests2Document,
    "\n        query RefCacheLeaveRequests3 {\n          leaveRequests(limit: -1) {\n            count\n          }\n        }\n      ": types.RefCacheLeaveRequests3Document,
    "\n        query RefCacheLeaveRequests4 {\n          leaveRequests(limit: -1) {\n            count\n          }\n        }\n      ": types.RefCacheLeaveRequests4Document,
    "\n  query SessionMe {\n    me {\n      id\n      name\n      roles {\n        teamLeader\n      }\n      access {\n        routes\n      }\n    }\n  }\n": types.SessionMeDocument,
    "\n  mutation SessionLogout {\n    logout {\n      message\n    }\n  }\n": types.SessionLogoutDocument,
    "\n  mutation SessionChangePassword($old: String!, $new: String!) {\n    changePassword(oldPassword: $old, newPassword: $new) {\n      message\n    }\n  }\n": types.SessionChangePasswordDocument,
    "\n  query SessionLeaveTypes {\n    leaveTypes {\n      count\n    }\n  }\n": types.SessionLeaveTypesDocument,
    "\n  mutation SessionLogin($e: String!, $p: String!) {\n    login(email: $e, password: $p) {\n      token\n    }\n  }\n": types.SessionLoginDocument,
    "\n  mutation SessionFire($id: ID!) {\n    fireEmployee(id: $id) {\n      message\n    }\n  }\n": types.SessionFireDocument,
    "\n  mutation SessionDemote($id: ID!) {\n    updateEmployeeRole(id: $id, role: 0, roleTitle: \"Sales Agent\") {\n      roleTitle\n    }\n  }\n": types.SessionDemoteDocument,
    "\n        mutation SessionLoginLogout($e: String!, $p: String!) {\n          login(email: $e, password: $p) {\n            token\n          }\n          logout {\n            message\n          }\n        }\n      ": types.SessionLoginLogoutDocument,
    "\n  query SharedMe {\n    me {\n      name\n      roles {\n        hr\n      }\n    }\n  }\n": types.SharedMeDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": types.LoginDocument,
    "\n      mutation SupervisionLogin {\n        login(email: \"agent@demo.hr\", password: \"Passw0rd!\") {\n          token\n        }\n      }\n    ": types.SupervisionLoginDocument,
    "\n          query SupervisionMe {\n            me {\n              name\n            }\n          }\n        ": types.SupervisionMeDocument,
    "\n            query StallHeadcountEmployees {\n              headcountEmployees(search: \"Ann\") {\n                count\n              }\n            }\n          ": types.StallHeadcountEmployeesDocument,
    "\n        query UploadsLead {\n          me {\n            id\n          }\n        }\n      ": types.UploadsLeadDocument,
    "\n      query UploadsLeaveTypes {\n        leaveTypes(limit: -1) {\n          items {\n            id\n            leaveName\n          }\n        }\n      }\n    ": types.UploadsLeaveTypesDocument,
    "\n          mutation UploadsCreateLeaveRequest($i: LeaveRequestInput!, $f: Upload) {\n            createLeaveRequest(input: $i, sickNote: $f) {\n              id\n              sickNoteFilename\n            }\n          }\n        ": types.UploadsCreateLeaveRequestDocument,
    "\n          mutation UploadsUploadHeadcountContract($id: ID!, $f: Upload!) {\n            uploadHeadcountContract(id: $id, file: $f) {\n              contractFilename\n            }\n          }\n        ": types.UploadsUploadHeadcountContractDocument,
    "\n          mutation UploadsUploadDocument($i: DocumentInput!, $f: Upload!) {\n            uploadDocument(input: $i, file: $f) {\n              id\n              filename\n            }\n          }\n        ": types.UploadsUploadDocumentDocument,
    "\n          mutation UploadsCreateGoal($i: GoalInput!, $f: Upload) {\n            createGoal(input: $i, supportingDocument: $f) {\n              id\n              supportingDocumentFilename\n            }\n          }\n        ": types.UploadsCreateGoalDocument,
    "\n          mutation UploadsUploadFile($f: Upload!) {\n            uploadFile(file: $f) {\n              id\n              filename\n              mimetype\n            }\n          }\n        ": types.UploadsUploadFileDocument,
    "\n        mutation UploadsUploadFile2($f: Upload!) {\n          uploadFile(file: $f) {\n            mimetype\n          }\n        }\n      ": types.UploadsUploadFile2Document,
    "\n  query HomeFixtureMe {\n    me {\n      id\n    }\n  }\n": types.HomeFixtureMeDocument,
    "\n  mutation HomeFixtureAddEmployee($input: EmployeeInput!) {\n    addEmployee(input: $input) {\n      id\n    }\n  }\n": types.HomeFixtureAddEmployeeDocument,
    "\n  mutation HomeFixtureAddHoliday($input: HolidayInput!) {\n    addHoliday(input: $input) {\n      id\n    }\n  }\n": types.HomeFixtureAddHolidayDocument,
    "\n  query HomeFixtureLeaveTypes {\n    leaveTypes(limit: -1) {\n      items {\n        id\n        leaveName\n      }\n    }\n  }\n": types.HomeFixtureLeaveTypesDocument,
    "\n  mutation HomeFixtureFileLeave($input: LeaveRequestInput!) {\n    createLeaveRequest(input: $input) {\n      id\n    }\n  }\n": types.HomeFixtureFileLeaveDocument,
    "\n  mutation HomeFixtureApproveLeave($id: ID!) {\n    approveLeaveRequest(id: $id, reviewerComments: \"Enjoy\") {\n      id\n    }\n  }\n": types.HomeFixtureApproveLeaveDocument,
    "\n  query HomeFixturePolicies {\n    actionPolicies(limit: 1) {\n      items {\n        id\n      }\n    }\n  }\n": types.HomeFixturePoliciesDocument,
    "\n  mutation HomeFixtureFileAction($input: ActionTakenInput!) {\n    createActionTaken(input: $input) {\n      id\n    }\n  }\n": types.HomeFixtureFileActionDocument,
    "\n  mutation StackLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": types.StackLoginDocument,
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
export function graphql(source: "\n  mutation ActionsCreate($input: ActionTakenInput!) {\n    createActionTaken(input: $input) {\n      id\n      resId\n      employeeId\n      employeeName\n      auditorId\n      auditorName\n      approverName\n      approvedById\n      actionId\n      actionpolicyId\n      actionpolicyActionName\n      date\n      details\n      status\n      statusName\n      hrComment\n      actionType\n      actionTypeName\n      deductionType\n      deduction\n      monetaryDeduction\n      daysDeduction\n      percentageDeduction\n      overrideDeduction\n    }\n  }\n"): (typeof documents)["\n  mutation ActionsCreate($input: ActionTakenInput!) {\n    createActionTaken(input: $input) {\n      id\n      resId\n      employeeId\n      employeeName\n      auditorId\n      auditorName\n      approverName\n      approvedById\n      actionId\n      actionpolicyId\n      actionpolicyActionName\n      date\n      details\n      status\n      statusName\n      hrComment\n      actionType\n      actionTypeName\n      deductionType\n      deduction\n      monetaryDeduction\n      daysDeduction\n      percentageDeduction\n      overrideDeduction\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActionsReviewFields on ActionTaken {\n    id\n    status\n    statusName\n    approverName\n    hrComment\n  }\n"): (typeof documents)["\n  fragment ActionsReviewFields on ActionTaken {\n    id\n    status\n    statusName\n    approverName\n    hrComment\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsApprove($id: ID!, $c: String) {\n      review: approveActionTaken(id: $id, hrComment: $c) {\n        ...ActionsReviewFields\n      }\n    }\n  "): (typeof documents)["\n    mutation ActionsApprove($id: ID!, $c: String) {\n      review: approveActionTaken(id: $id, hrComment: $c) {\n        ...ActionsReviewFields\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsReject($id: ID!, $c: String) {\n      review: rejectActionTaken(id: $id, hrComment: $c) {\n        ...ActionsReviewFields\n      }\n    }\n  "): (typeof documents)["\n    mutation ActionsReject($id: ID!, $c: String) {\n      review: rejectActionTaken(id: $id, hrComment: $c) {\n        ...ActionsReviewFields\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ActionsWaive($id: ID!, $c: String) {\n      review: waiveActionTaken(id: $id, hrComment: $c) {\n        ...ActionsReviewFields\n      }\n    }\n  "): (typeof documents)["\n    mutation ActionsWaive($id: ID!, $c: String) {\n      review: waiveActionTaken(id: $id, hrComment: $c) {\n        ...ActionsReviewFields\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActionsList($status: Int, $search: String, $start: String, $end: String, $approver: String, $limit: Int, $sortBy: ActionSortKey, $sortDir: SortDir) {\n    actionsTaken(\n      status: $status\n      search: $search\n      createdStart: $start\n      createdEnd: $end\n      approverName: $approver\n      limit: $limit\n      sortBy: $sortBy\n      sortDir: $sortDir\n    ) {\n      count\n      items {\n        id\n        employeeName\n        date\n        status\n        approverName\n        deduction\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActionsList($status: Int, $search: String, $start: String, $end: String, $approver: String, $limit: Int, $sortBy: ActionSortKey, $sortDir: SortDir) {\n    actionsTaken(\n      status: $status\n      search: $search\n      createdStart: $start\n      createdEnd: $end\n      approverName: $approver\n      limit: $limit\n      sortBy: $sortBy\n      sortDir: $sortDir\n    ) {\n      count\n      items {\n        id\n        employeeName\n        date\n        status\n        approverName\n        deduction\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActionsMe {\n    me {\n      id\n      resId\n    }\n  }\n"): (typeof documents)["\n  query ActionsMe {\n    me {\n      id\n      resId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActionsPolicyIds {\n    actionPolicies(limit: -1) {\n      items {\n        id\n        actionId\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActionsPolicyIds {\n    actionPolicies(limit: -1) {\n      items {\n        id\n        actionId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActionsPolicies {\n    actionPolicies(limit: -1) {\n      count\n      items {\n        actionId\n        actionName\n        actionType\n        actionTypeName\n        deduction\n        daysDeduction\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActionsPolicies {\n    actionPolicies(limit: -1) {\n      count\n      items {\n        actionId\n        actionName\n        actionType\n        actionTypeName\n        deduction\n        daysDeduction\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActionsAddPolicy($i: ActionPolicyInput!) {\n    createActionPolicy(input: $i) {\n      id\n      actionId\n      deduction\n      percentageDeduction\n    }\n  }\n"): (typeof documents)["\n  mutation ActionsAddPolicy($i: ActionPolicyInput!) {\n    createActionPolicy(input: $i) {\n      id\n      actionId\n      deduction\n      percentageDeduction\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActionsUpdatePolicy($id: ID!, $i: ActionPolicyUpdateInput!) {\n    updateActionPolicy(id: $id, input: $i) {\n      actionName\n      deduction\n    }\n  }\n"): (typeof documents)["\n  mutation ActionsUpdatePolicy($id: ID!, $i: ActionPolicyUpdateInput!) {\n    updateActionPolicy(id: $id, input: $i) {\n      actionName\n      deduction\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActionsAddPolicyInline {\n    createActionPolicy(input: { actionId: \"N\", actionName: \"N\", actionType: 1, deduction: 1 }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ActionsAddPolicyInline {\n    createActionPolicy(input: { actionId: \"N\", actionName: \"N\", actionType: 1, deduction: 1 }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActionsManagedCount {\n    actionManagedEmployees {\n      count\n    }\n  }\n"): (typeof documents)["\n  query ActionsManagedCount {\n    actionManagedEmployees {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActionsManaged {\n    actionManagedEmployees(limit: -1) {\n      count\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActionsManaged {\n    actionManagedEmployees(limit: -1) {\n      count\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActionsPendingApproved {\n    pendingActions(limit: -1) {\n      items {\n        status\n      }\n    }\n    approvedActions(limit: -1) {\n      items {\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActionsPendingApproved {\n    pendingActions(limit: -1) {\n      items {\n        status\n      }\n    }\n    approvedActions(limit: -1) {\n      items {\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActionsApproverNames {\n    actionApproverNames\n  }\n"): (typeof documents)["\n  query ActionsApproverNames {\n    actionApproverNames\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActionsDeductions($id: ID) {\n    actionsTaken(id: $id) {\n      items {\n        id\n        deduction\n        monetaryDeduction\n        overrideDeduction\n        policy {\n          deduction\n          moneyDeduction\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActionsDeductions($id: ID) {\n    actionsTaken(id: $id) {\n      items {\n        id\n        deduction\n        monetaryDeduction\n        overrideDeduction\n        policy {\n          deduction\n          moneyDeduction\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActionsNamed {\n    actionsTaken(limit: 10) {\n      items {\n        employee {\n          id\n          name\n          resId\n        }\n        auditor {\n          name\n        }\n        approver {\n          name\n        }\n        policy {\n          id\n          actionId\n          actionName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActionsNamed {\n    actionsTaken(limit: 10) {\n      items {\n        employee {\n          id\n          name\n          resId\n        }\n        auditor {\n          name\n        }\n        approver {\n          name\n        }\n        policy {\n          id\n          actionId\n          actionName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActionsLinked {\n    actionsTaken(limit: 10) {\n      items {\n        employee {\n          name\n          email\n        }\n        auditor {\n          name\n          email\n        }\n        approver {\n          name\n          email\n        }\n        policy {\n          actionName\n          deduction\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActionsLinked {\n    actionsTaken(limit: 10) {\n      items {\n        employee {\n          name\n          email\n        }\n        auditor {\n          name\n          email\n        }\n        approver {\n          name\n          email\n        }\n        policy {\n          actionName\n          deduction\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActionsOfEmployees {\n    employees(limit: -1) {\n      items {\n        name\n        actions {\n          employeeName\n          status\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActionsOfEmployees {\n    employees(limit: -1) {\n      items {\n        name\n        actions {\n          employeeName\n          status\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActionsDetail($id: ID!) {\n    actionTaken(id: $id) {\n      id\n      details\n    }\n  }\n"): (typeof documents)["\n  query ActionsDetail($id: ID!) {\n    actionTaken(id: $id) {\n      id\n      details\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActionsEditDetails($id: ID!) {\n    updateActionTaken(id: $id, input: { details: \"edited\" }) {\n      details\n    }\n  }\n"): (typeof documents)["\n  mutation ActionsEditDetails($id: ID!) {\n    updateActionTaken(id: $id, input: { details: \"edited\" }) {\n      details\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActionsDelete($id: ID!) {\n    deleteActionTaken(id: $id)\n  }\n"): (typeof documents)["\n  mutation ActionsDelete($id: ID!) {\n    deleteActionTaken(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActionsDetailId($id: ID!) {\n    actionTaken(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query ActionsDetailId($id: ID!) {\n    actionTaken(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActionsMissing {\n    actionTaken(id: \"999999\") {\n      id\n    }\n  }\n"): (typeof documents)["\n  query ActionsMissing {\n    actionTaken(id: \"999999\") {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActionsEditX($id: ID!) {\n    updateActionTaken(id: $id, input: { details: \"x\" }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ActionsEditX($id: ID!) {\n    updateActionTaken(id: $id, input: { details: \"x\" }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActionsReviewed($id: ID!) {\n    actionTaken(id: $id) {\n      status\n      reviewedById\n      reviewedAt\n      reviewer {\n        id\n        name\n      }\n      approver {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActionsReviewed($id: ID!) {\n    actionTaken(id: $id) {\n      status\n      reviewedById\n      reviewedAt\n      reviewer {\n        id\n        name\n      }\n      approver {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActionsImport($file: Upload!) {\n    importActionsTaken(file: $file) {\n      message\n      processed\n      created\n      failed {\n        row\n        resId\n        actionId\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ActionsImport($file: Upload!) {\n    importActionsTaken(file: $file) {\n      message\n      processed\n      created\n      failed {\n        row\n        resId\n        actionId\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActionsCount {\n    actionsTaken {\n      count\n    }\n  }\n"): (typeof documents)["\n  query ActionsCount {\n    actionsTaken {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FillAttendanceGrid($month: String) {\n    attendanceGrid(family: AGENTS, month: $month) {\n      month\n      days\n      rows {\n        resId\n        employeeId\n        records\n        totalHours\n        targetHoursPerDay\n      }\n    }\n  }\n"): (typeof documents)["\n  query FillAttendanceGrid($month: String) {\n    attendanceGrid(family: AGENTS, month: $month) {\n      month\n      days\n      rows {\n        resId\n        employeeId\n        records\n        totalHours\n        targetHoursPerDay\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FillCreateLeaveRequest($input: LeaveRequestInput!) {\n    createLeaveRequest(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation FillCreateLeaveRequest($input: LeaveRequestInput!) {\n    createLeaveRequest(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FillApproveLeaveRequest($id: ID!) {\n    approveLeaveRequest(id: $id) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation FillApproveLeaveRequest($id: ID!) {\n    approveLeaveRequest(id: $id) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FillLeaveTypes {\n        leaveTypes(limit: -1) {\n          items {\n            id\n            leaveName\n          }\n        }\n      }\n    "): (typeof documents)["\n      query FillLeaveTypes {\n        leaveTypes(limit: -1) {\n          items {\n            id\n            leaveName\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FillAddHoliday($input: HolidayInput!) {\n        addHoliday(input: $input) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation FillAddHoliday($input: HolidayInput!) {\n        addHoliday(input: $input) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendanceGrid($family: AttendanceFamily!, $month: String, $search: String, $excludeResigned: Boolean) {\n    attendanceGrid(family: $family, month: $month, search: $search, excludeResigned: $excludeResigned) {\n      family\n      month\n      days\n      holidays {\n        date\n      }\n      count\n      rows {\n        employeeId\n        resId\n        name\n        status\n        records\n        totalHours\n        targetHoursPerDay\n        editable\n      }\n    }\n  }\n"): (typeof documents)["\n  query AttendanceGrid($family: AttendanceFamily!, $month: String, $search: String, $excludeResigned: Boolean) {\n    attendanceGrid(family: $family, month: $month, search: $search, excludeResigned: $excludeResigned) {\n      family\n      month\n      days\n      holidays {\n        date\n      }\n      count\n      rows {\n        employeeId\n        resId\n        name\n        status\n        records\n        totalHours\n        targetHoursPerDay\n        editable\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttendanceSet($family: AttendanceFamily!, $resId: String!, $month: String!, $date: String!, $status: String!) {\n    setAttendance(family: $family, resId: $resId, month: $month, date: $date, status: $status) {\n      resId\n      records\n      totalHours\n    }\n  }\n"): (typeof documents)["\n  mutation AttendanceSet($family: AttendanceFamily!, $resId: String!, $month: String!, $date: String!, $status: String!) {\n    setAttendance(family: $family, resId: $resId, month: $month, date: $date, status: $status) {\n      resId\n      records\n      totalHours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttendanceSave($family: AttendanceFamily!, $month: String!, $attendances: [AttendanceEntryInput!]!) {\n    saveAttendances(family: $family, month: $month, attendances: $attendances) {\n      ok\n      message\n      processedCount\n      savedCount\n      changedCount\n      errorCount\n      errorFile {\n        url\n        filename\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AttendanceSave($family: AttendanceFamily!, $month: String!, $attendances: [AttendanceEntryInput!]!) {\n    saveAttendances(family: $family, month: $month, attendances: $attendances) {\n      ok\n      message\n      processedCount\n      savedCount\n      changedCount\n      errorCount\n      errorFile {\n        url\n        filename\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttendanceImport($family: AttendanceFamily!, $month: String!, $file: Upload!) {\n    importAttendance(family: $family, month: $month, file: $file) {\n      ok\n      message\n      processedCount\n      savedCount\n      changedCount\n      errorCount\n      errorFile {\n        url\n        filename\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AttendanceImport($family: AttendanceFamily!, $month: String!, $file: Upload!) {\n    importAttendance(family: $family, month: $month, file: $file) {\n      ok\n      message\n      processedCount\n      savedCount\n      changedCount\n      errorCount\n      errorFile {\n        url\n        filename\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttendanceAddHoliday($input: HolidayInput!) {\n    addHoliday(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AttendanceAddHoliday($input: HolidayInput!) {\n    addHoliday(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendanceHolidays {\n    attendanceGrid(family: EMPLOYEES, month: \"2022-07\") {\n      days\n      holidays {\n        date\n        name\n        multipleOfPay\n      }\n      rows {\n        resId\n        records\n      }\n    }\n  }\n"): (typeof documents)["\n  query AttendanceHolidays {\n    attendanceGrid(family: EMPLOYEES, month: \"2022-07\") {\n      days\n      holidays {\n        date\n        name\n        multipleOfPay\n      }\n      rows {\n        resId\n        records\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendanceLinkedEmployees {\n    attendanceGrid(family: AGENTS, month: \"2022-02\") {\n      rows {\n        resId\n        employee {\n          id\n          email\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AttendanceLinkedEmployees {\n    attendanceGrid(family: AGENTS, month: \"2022-02\") {\n      rows {\n        resId\n        employee {\n          id\n          email\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendanceStatuses {\n    attendanceStatuses {\n      key\n      label\n      hours\n      color\n    }\n  }\n"): (typeof documents)["\n  query AttendanceStatuses {\n    attendanceStatuses {\n      key\n      label\n      hours\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendanceTemplate($family: AttendanceFamily!, $month: String!) {\n    attendanceTemplate(family: $family, month: $month) {\n      url\n      filename\n    }\n  }\n"): (typeof documents)["\n  query AttendanceTemplate($family: AttendanceFamily!, $month: String!) {\n    attendanceTemplate(family: $family, month: $month) {\n      url\n      filename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendanceExport($family: AttendanceFamily!, $month: String!) {\n    attendanceExport(family: $family, month: $month) {\n      url\n      filename\n    }\n  }\n"): (typeof documents)["\n  query AttendanceExport($family: AttendanceFamily!, $month: String!) {\n    attendanceExport(family: $family, month: $month) {\n      url\n      filename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthMe {\n    me {\n      id\n      name\n      email\n      resId\n      roleTitle\n      hourlyRate\n      nationalId\n      manager {\n        name\n      }\n      roles {\n        ceo\n        hr\n        head\n        teamLeader\n        admin\n        manager\n      }\n      access {\n        routes\n        menuGroups\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthMe {\n    me {\n      id\n      name\n      email\n      resId\n      roleTitle\n      hourlyRate\n      nationalId\n      manager {\n        name\n      }\n      roles {\n        ceo\n        hr\n        head\n        teamLeader\n        admin\n        manager\n      }\n      access {\n        routes\n        menuGroups\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthMeId {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query AuthMeId {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthMenuGroups {\n    me {\n      access {\n        menuGroups\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthMenuGroups {\n    me {\n      access {\n        menuGroups\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthMeCached {\n    me {\n      name\n      hourlyRate\n      roles {\n        manager\n      }\n      access {\n        routes\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthMeCached {\n    me {\n      name\n      hourlyRate\n      roles {\n        manager\n      }\n      access {\n        routes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        name\n        roles {\n          hr\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AuthLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        name\n        roles {\n          hr\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthChangePassword($old: String!, $new: String!) {\n    changePassword(oldPassword: $old, newPassword: $new) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AuthChangePassword($old: String!, $new: String!) {\n    changePassword(oldPassword: $old, newPassword: $new) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthSchemaName {\n    __schema {\n      queryType {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthSchemaName {\n    __schema {\n      queryType {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AuthUploadFile($file: Upload!) {\n      uploadFile(file: $file) {\n        id\n        filename\n        mimetype\n        link {\n          url\n          filename\n          expiresAt\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation AuthUploadFile($file: Upload!) {\n      uploadFile(file: $file) {\n        id\n        filename\n        mimetype\n        link {\n          url\n          filename\n          expiresAt\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthorityFileAction($input: ActionTakenInput!) {\n    createActionTaken(input: $input) {\n      id\n      employeeName\n    }\n  }\n"): (typeof documents)["\n  mutation AuthorityFileAction($input: ActionTakenInput!) {\n    createActionTaken(input: $input) {\n      id\n      employeeName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthorityAdjustTeams($ids: [ID!]!, $manager: ID) {\n    adjustTeams(employeeIds: $ids, managerId: $manager) {\n      updatedCount\n    }\n  }\n"): (typeof documents)["\n  mutation AuthorityAdjustTeams($ids: [ID!]!, $manager: ID) {\n    adjustTeams(employeeIds: $ids, managerId: $manager) {\n      updatedCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthorityUpdateHeadcount($id: ID!, $input: HeadcountEmployeeInput!) {\n    updateHeadcountEmployee(id: $id, input: $input) {\n      id\n      hiringDate\n    }\n  }\n"): (typeof documents)["\n  mutation AuthorityUpdateHeadcount($id: ID!, $input: HeadcountEmployeeInput!) {\n    updateHeadcountEmployee(id: $id, input: $input) {\n      id\n      hiringDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthorityManager($id: ID!) {\n    employee(id: $id) {\n      manager {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthorityManager($id: ID!) {\n    employee(id: $id) {\n      manager {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthorityPeople {\n    employees(limit: -1) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthorityPeople {\n    employees(limit: -1) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthorityTeams {\n    teams(limit: -1) {\n      items {\n        id\n        teamName\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthorityTeams {\n    teams(limit: -1) {\n      items {\n        id\n        teamName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthorityPolicies {\n    actionPolicies(limit: -1) {\n      items {\n        id\n        actionId\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthorityPolicies {\n    actionPolicies(limit: -1) {\n      items {\n        id\n        actionId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthorityTeamOf($id: ID!) {\n    employee(id: $id) {\n      team {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthorityTeamOf($id: ID!) {\n    employee(id: $id) {\n      team {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthorityChangeTeam($t: ID!) {\n    changeCurrentTeam(teamId: $t)\n  }\n"): (typeof documents)["\n  mutation AuthorityChangeTeam($t: ID!) {\n    changeCurrentTeam(teamId: $t)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthorityMyTeam {\n    me {\n      teamName\n    }\n  }\n"): (typeof documents)["\n  query AuthorityMyTeam {\n    me {\n      teamName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthorityFileable {\n    actionManagedEmployees(limit: -1) {\n      items {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthorityFileable {\n    actionManagedEmployees(limit: -1) {\n      items {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthorityAction($id: ID) {\n    actionsTaken(id: $id) {\n      count\n    }\n  }\n"): (typeof documents)["\n  query AuthorityAction($id: ID) {\n    actionsTaken(id: $id) {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthorityTeam($id: ID!) {\n    team(id: $id) {\n      teamLeader {\n        name\n      }\n      manager {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthorityTeam($id: ID!) {\n    team(id: $id) {\n      teamLeader {\n        name\n      }\n      manager {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthorityResId($id: ID!) {\n    employee(id: $id) {\n      resId\n    }\n  }\n"): (typeof documents)["\n  query AuthorityResId($id: ID!) {\n    employee(id: $id) {\n      resId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthorityImportHeadcount($file: Upload!) {\n    importHeadcountEmployees(file: $file) {\n      created\n      failed {\n        row\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AuthorityImportHeadcount($file: Upload!) {\n    importHeadcountEmployees(file: $file) {\n      created\n      failed {\n        row\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthorityFirstCandidate {\n    candidates(limit: 1) {\n      items {\n        id\n        fullName\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthorityFirstCandidate {\n    candidates(limit: 1) {\n      items {\n        id\n        fullName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthorityBlankCandidateName($id: ID!) {\n    updateCandidate(id: $id, input: { fullName: \"\" }) {\n      fullName\n    }\n  }\n"): (typeof documents)["\n  mutation AuthorityBlankCandidateName($id: ID!) {\n    updateCandidate(id: $id, input: { fullName: \"\" }) {\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthorityCandidate($id: ID!) {\n    candidate(id: $id) {\n      fullName\n    }\n  }\n"): (typeof documents)["\n  query AuthorityCandidate($id: ID!) {\n    candidate(id: $id) {\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CapabilitiesCapabilities {\n    capabilities {\n      attendanceTemplate\n      attendanceErrorFile\n      formerEmployees\n      sickNoteDownload\n      fileUpload\n      teamSpace\n    }\n  }\n"): (typeof documents)["\n  query CapabilitiesCapabilities {\n    capabilities {\n      attendanceTemplate\n      attendanceErrorFile\n      formerEmployees\n      sickNoteDownload\n      fileUpload\n      teamSpace\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompaniesLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation CompaniesLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompaniesMe {\n    me {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query CompaniesMe {\n    me {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompaniesLists {\n    employees(limit: 100) {\n      items {\n        id\n      }\n    }\n    leaveRequests(limit: 100) {\n      items {\n        id\n      }\n    }\n    actionsTaken(limit: 100) {\n      items {\n        id\n      }\n    }\n    candidates(limit: 100) {\n      items {\n        id\n      }\n    }\n    headcountEmployees(limit: 100) {\n      items {\n        id\n      }\n    }\n    documents(limit: 100) {\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompaniesLists {\n    employees(limit: 100) {\n      items {\n        id\n      }\n    }\n    leaveRequests(limit: 100) {\n      items {\n        id\n      }\n    }\n    actionsTaken(limit: 100) {\n      items {\n        id\n      }\n    }\n    candidates(limit: 100) {\n      items {\n        id\n      }\n    }\n    headcountEmployees(limit: 100) {\n      items {\n        id\n      }\n    }\n    documents(limit: 100) {\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompaniesEmployee($id: ID!) {\n    employee(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query CompaniesEmployee($id: ID!) {\n    employee(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompaniesLeave($id: ID!) {\n    leaveRequest(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query CompaniesLeave($id: ID!) {\n    leaveRequest(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompaniesAction($id: ID!) {\n    actionTaken(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query CompaniesAction($id: ID!) {\n    actionTaken(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompaniesCandidate($id: ID!) {\n    candidate(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query CompaniesCandidate($id: ID!) {\n    candidate(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompaniesHeadcount($id: ID!) {\n    headcountEmployee(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query CompaniesHeadcount($id: ID!) {\n    headcountEmployee(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompaniesDocumentDownload($id: ID!) {\n    documentDownload(id: $id) {\n      url\n    }\n  }\n"): (typeof documents)["\n  query CompaniesDocumentDownload($id: ID!) {\n    documentDownload(id: $id) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CsvImport($family: AttendanceFamily!, $month: String!, $file: Upload!) {\n    importAttendance(family: $family, month: $month, file: $file) {\n      ok\n      errorCount\n      errorFile {\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CsvImport($family: AttendanceFamily!, $month: String!, $file: Upload!) {\n    importAttendance(family: $family, month: $month, file: $file) {\n      ok\n      errorCount\n      errorFile {\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation CsvAddEmployee($input: EmployeeInput!) {\n            addEmployee(input: $input) {\n              id\n            }\n          }\n        "): (typeof documents)["\n          mutation CsvAddEmployee($input: EmployeeInput!) {\n            addEmployee(input: $input) {\n              id\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query CsvAttendanceExport {\n          attendanceExport(family: AGENTS, month: \"09-2022\") {\n            url\n          }\n        }\n      "): (typeof documents)["\n        query CsvAttendanceExport {\n          attendanceExport(family: AGENTS, month: \"09-2022\") {\n            url\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DecisionsLeaveFilingEmployees {\n    leaveFilingEmployees(limit: -1) {\n      count\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query DecisionsLeaveFilingEmployees {\n    leaveFilingEmployees(limit: -1) {\n      count\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DecisionsEmployees {\n    employees(limit: -1) {\n      count\n    }\n  }\n"): (typeof documents)["\n  query DecisionsEmployees {\n    employees(limit: -1) {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DecisionsManagedEmployees {\n    managedEmployees(limit: -1) {\n      count\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query DecisionsManagedEmployees {\n    managedEmployees(limit: -1) {\n      count\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DecisionsAdjustableAgents($departmentId: ID) {\n    adjustableAgents(limit: -1, departmentId: $departmentId) {\n      count\n      items {\n        id\n        departmentId\n      }\n    }\n  }\n"): (typeof documents)["\n  query DecisionsAdjustableAgents($departmentId: ID) {\n    adjustableAgents(limit: -1, departmentId: $departmentId) {\n      count\n      items {\n        id\n        departmentId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DecisionsAgents($departmentId: ID) {\n    agents(limit: -1, departmentId: $departmentId) {\n      count\n    }\n  }\n"): (typeof documents)["\n  query DecisionsAgents($departmentId: ID) {\n    agents(limit: -1, departmentId: $departmentId) {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecisionsCreateLeaveRequest($input: LeaveRequestInput!) {\n    createLeaveRequest(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DecisionsCreateLeaveRequest($input: LeaveRequestInput!) {\n    createLeaveRequest(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query DecisionsLeaveTypes {\n            leaveTypes(limit: -1) {\n              items {\n                id\n              }\n            }\n          }\n        "): (typeof documents)["\n          query DecisionsLeaveTypes {\n            leaveTypes(limit: -1) {\n              items {\n                id\n              }\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeadcountRow on HeadcountEmployee {\n    id\n    resId\n    name\n    nationalId\n    phoneNumber\n    dateOfBirth\n    emergencyContactName\n    payoneerEmail\n    role\n    hiringDate\n    formattedHiringDate\n    contractExpirationDate\n    contractAlert\n    nationalIdAlert\n    documentsComplete\n    documentsTotal\n    missingDocuments\n    ndaSigned\n    official111Form\n    contractFilename\n    manager {\n      id\n      name\n      resId\n    }\n    department {\n      id\n      departmentName\n    }\n    employmentStatus {\n      name\n    }\n    employmentRole {\n      title\n    }\n    employee {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment HeadcountRow on HeadcountEmployee {\n    id\n    resId\n    name\n    nationalId\n    phoneNumber\n    dateOfBirth\n    emergencyContactName\n    payoneerEmail\n    role\n    hiringDate\n    formattedHiringDate\n    contractExpirationDate\n    contractAlert\n    nationalIdAlert\n    documentsComplete\n    documentsTotal\n    missingDocuments\n    ndaSigned\n    official111Form\n    contractFilename\n    manager {\n      id\n      name\n      resId\n    }\n    department {\n      id\n      departmentName\n    }\n    employmentStatus {\n      name\n    }\n    employmentRole {\n      title\n    }\n    employee {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HeadcountCreate($input: HeadcountEmployeeInput!) {\n    createHeadcountEmployee(input: $input) {\n      ...HeadcountRow\n    }\n  }\n"): (typeof documents)["\n  mutation HeadcountCreate($input: HeadcountEmployeeInput!) {\n    createHeadcountEmployee(input: $input) {\n      ...HeadcountRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HeadcountUpdate($id: ID!, $input: HeadcountEmployeeInput!) {\n    updateHeadcountEmployee(id: $id, input: $input) {\n      ...HeadcountRow\n    }\n  }\n"): (typeof documents)["\n  mutation HeadcountUpdate($id: ID!, $input: HeadcountEmployeeInput!) {\n    updateHeadcountEmployee(id: $id, input: $input) {\n      ...HeadcountRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeadcountPage {\n    headcountEmployees(limit: 20, sortBy: name) {\n      count\n      items {\n        ...HeadcountRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query HeadcountPage {\n    headcountEmployees(limit: 20, sortBy: name) {\n      count\n      items {\n        ...HeadcountRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeadcountDepartments {\n    departments(limit: -1) {\n      items {\n        id\n        departmentName\n      }\n    }\n  }\n"): (typeof documents)["\n  query HeadcountDepartments {\n    departments(limit: -1) {\n      items {\n        id\n        departmentName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeadcountImportTemplate {\n    headcountImportTemplate {\n      url\n      filename\n    }\n  }\n"): (typeof documents)["\n  query HeadcountImportTemplate {\n    headcountImportTemplate {\n      url\n      filename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeadcountContractTemplate {\n    headcountContractTemplate {\n      url\n      filename\n    }\n  }\n"): (typeof documents)["\n  query HeadcountContractTemplate {\n    headcountContractTemplate {\n      url\n      filename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeadcountFiltered($d: ID, $m: String, $f: String) {\n    headcountEmployees(limit: -1, departmentId: $d, missingDocument: $m, hiredFrom: $f) {\n      count\n      items {\n        ndaSigned\n        hiringDate\n        department {\n          departmentName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query HeadcountFiltered($d: ID, $m: String, $f: String) {\n    headcountEmployees(limit: -1, departmentId: $d, missingDocument: $m, hiredFrom: $f) {\n      count\n      items {\n        ndaSigned\n        hiringDate\n        department {\n          departmentName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeadcountCharts {\n    headcountStats {\n      total\n      months {\n        month\n      }\n      alerts {\n        contractsExpiring\n        contractsExpired\n      }\n      byStatus {\n        label\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query HeadcountCharts {\n    headcountStats {\n      total\n      months {\n        month\n      }\n      alerts {\n        contractsExpiring\n        contractsExpired\n      }\n      byStatus {\n        label\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeadcountExpiringContracts {\n    headcountEmployees(limit: -1, expiring: \"contract\") {\n      count\n      items {\n        contractExpirationDate\n        contractAlert\n      }\n    }\n  }\n"): (typeof documents)["\n  query HeadcountExpiringContracts {\n    headcountEmployees(limit: -1, expiring: \"contract\") {\n      count\n      items {\n        contractExpirationDate\n        contractAlert\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeadcountAlerts {\n    headcountStats {\n      total\n      months {\n        month\n        headcount\n      }\n      alerts {\n        contractsExpiring\n        contractsExpired\n      }\n      byDepartment {\n        label\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query HeadcountAlerts {\n    headcountStats {\n      total\n      months {\n        month\n        headcount\n      }\n      alerts {\n        contractsExpiring\n        contractsExpired\n      }\n      byDepartment {\n        label\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeadcountOne($id: ID!) {\n    headcountEmployee(id: $id) {\n      name\n      employee {\n        resId\n      }\n    }\n  }\n"): (typeof documents)["\n  query HeadcountOne($id: ID!) {\n    headcountEmployee(id: $id) {\n      name\n      employee {\n        resId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeadcountStatuses {\n    headcountEmploymentStatuses {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query HeadcountStatuses {\n    headcountEmploymentStatuses {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HeadcountUpsert($inputs: [HeadcountEmployeeInput!]!) {\n    addOrUpdateHeadcountEmployees(inputs: $inputs) {\n      message\n      failed {\n        row\n        resId\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation HeadcountUpsert($inputs: [HeadcountEmployeeInput!]!) {\n    addOrUpdateHeadcountEmployees(inputs: $inputs) {\n      message\n      failed {\n        row\n        resId\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HeadcountImport($file: Upload!) {\n    importHeadcountEmployees(file: $file) {\n      message\n      failed {\n        row\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation HeadcountImport($file: Upload!) {\n    importHeadcountEmployees(file: $file) {\n      message\n      failed {\n        row\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HeadcountUploadContract($id: ID!, $file: Upload!) {\n    uploadHeadcountContract(id: $id, file: $file) {\n      contractFilename\n      contract {\n        url\n        filename\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation HeadcountUploadContract($id: ID!, $file: Upload!) {\n    uploadHeadcountContract(id: $id, file: $file) {\n      contractFilename\n      contract {\n        url\n        filename\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeadcountContract($id: ID!) {\n    headcountContract(id: $id) {\n      url\n      filename\n    }\n  }\n"): (typeof documents)["\n  query HeadcountContract($id: ID!) {\n    headcountContract(id: $id) {\n      url\n      filename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeadcountContractExport($id: ID!) {\n    headcountContractExport(id: $id) {\n      url\n      filename\n    }\n  }\n"): (typeof documents)["\n  query HeadcountContractExport($id: ID!) {\n    headcountContractExport(id: $id) {\n      url\n      filename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HeadcountUploadTemplate($file: Upload!) {\n    uploadContractTemplate(file: $file) {\n      message\n      placeholders\n    }\n  }\n"): (typeof documents)["\n  mutation HeadcountUploadTemplate($file: Upload!) {\n    uploadContractTemplate(file: $file) {\n      message\n      placeholders\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeadcountPersonalFields {\n    headcountEmployees(limit: 1) {\n      items {\n        id\n        nationalId\n        phoneNumber\n        dateOfBirth\n        emergencyContactName\n        emergencyContactNumber\n        payoneerEmail\n      }\n    }\n  }\n"): (typeof documents)["\n  query HeadcountPersonalFields {\n    headcountEmployees(limit: 1) {\n      items {\n        id\n        nationalId\n        phoneNumber\n        dateOfBirth\n        emergencyContactName\n        emergencyContactNumber\n        payoneerEmail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HeadcountWrite($id: ID!, $input: HeadcountEmployeeInput!) {\n    updateHeadcountEmployee(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation HeadcountWrite($id: ID!, $input: HeadcountEmployeeInput!) {\n    updateHeadcountEmployee(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeadcountRoutes {\n    me {\n      access {\n        routes\n      }\n    }\n  }\n"): (typeof documents)["\n  query HeadcountRoutes {\n    me {\n      access {\n        routes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeadcountPersonalOne($id: ID!) {\n    headcountEmployee(id: $id) {\n      nationalId\n      phoneNumber\n      dateOfBirth\n    }\n  }\n"): (typeof documents)["\n  query HeadcountPersonalOne($id: ID!) {\n    headcountEmployee(id: $id) {\n      nationalId\n      phoneNumber\n      dateOfBirth\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeEmployeesAll {\n    employees(limit: -1, active: ALL) {\n      items {\n        id\n        active\n        dateJoined\n        lastWorkingDay\n        departmentId\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeEmployeesAll {\n    employees(limit: -1, active: ALL) {\n      items {\n        id\n        active\n        dateJoined\n        lastWorkingDay\n        departmentId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeReports($managerId: ID) {\n    employees(limit: -1, managerId: $managerId) {\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeReports($managerId: ID) {\n    employees(limit: -1, managerId: $managerId) {\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeExpiryAlerts {\n    headcountStats {\n      alerts {\n        contractsExpiring\n        contractsExpired\n        nationalIdsExpiring\n        nationalIdsExpired\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeExpiryAlerts {\n    headcountStats {\n      alerts {\n        contractsExpiring\n        contractsExpired\n        nationalIdsExpiring\n        nationalIdsExpired\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeExpiring {\n    c: headcountEmployees(expiring: \"contract\", limit: 1) {\n      count\n    }\n    n: headcountEmployees(expiring: \"national_id\", limit: 1) {\n      count\n    }\n  }\n"): (typeof documents)["\n  query HomeExpiring {\n    c: headcountEmployees(expiring: \"contract\", limit: 1) {\n      count\n    }\n    n: headcountEmployees(expiring: \"national_id\", limit: 1) {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IdempotentAddBonus($input: BonusInput!, $key: String) {\n    addBonus(input: $input, idempotencyKey: $key) {\n      count\n      items {\n        id\n        employeeId\n        month\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation IdempotentAddBonus($input: BonusInput!, $key: String) {\n    addBonus(input: $input, idempotencyKey: $key) {\n      count\n      items {\n        id\n        employeeId\n        month\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IdempotentBonuses($m: String) {\n    bonuses(month: $m) {\n      items {\n        employeeId\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  query IdempotentBonuses($m: String) {\n    bonuses(month: $m) {\n      items {\n        employeeId\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation InputsAddDepartment($n: String!) {\n          addDepartment(departmentName: $n) {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation InputsAddDepartment($n: String!) {\n          addDepartment(departmentName: $n) {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation InputsCreateLeaveType($i: LeaveTypeInput!) {\n          createLeaveType(input: $i) {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation InputsCreateLeaveType($i: LeaveTypeInput!) {\n          createLeaveType(input: $i) {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query InputsEmployees($s: String) {\n            employees(search: $s) {\n              count\n            }\n          }\n        "): (typeof documents)["\n          query InputsEmployees($s: String) {\n            employees(search: $s) {\n              count\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query InputsEmployees2($s: String) {\n          employees(search: $s) {\n            count\n          }\n        }\n      "): (typeof documents)["\n        query InputsEmployees2($s: String) {\n          employees(search: $s) {\n            count\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query OpsEmployee {\n          employee(id: \"99999\") {\n            name\n          }\n        }\n      "): (typeof documents)["\n        query OpsEmployee {\n          employee(id: \"99999\") {\n            name\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnknownDepartments {\n    departments(limit: -1) {\n      items {\n        departmentName\n      }\n    }\n  }\n"): (typeof documents)["\n  query UnknownDepartments {\n    departments(limit: -1) {\n      items {\n        departmentName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query UnknownEmployees {\n            employees(search: \"RES-0023\") {\n              items {\n                id\n              }\n            }\n          }\n        "): (typeof documents)["\n          query UnknownEmployees {\n            employees(search: \"RES-0023\") {\n              items {\n                id\n              }\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation UnknownFireEmployee($id: ID!) {\n          fireEmployee(id: $id) {\n            message\n          }\n        }\n      "): (typeof documents)["\n        mutation UnknownFireEmployee($id: ID!) {\n          fireEmployee(id: $id) {\n            message\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query UnknownEmployee($id: ID!) {\n          employee(id: $id) {\n            active\n          }\n        }\n      "): (typeof documents)["\n        query UnknownEmployee($id: ID!) {\n          employee(id: $id) {\n            active\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayXlsxSalariesXlsx($month: String, $departmentId: ID, $employeeType: String) {\n    salariesXlsx(month: $month, departmentId: $departmentId, employeeType: $employeeType) {\n      url\n      filename\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query PayXlsxSalariesXlsx($month: String, $departmentId: ID, $employeeType: String) {\n    salariesXlsx(month: $month, departmentId: $departmentId, employeeType: $employeeType) {\n      url\n      filename\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayXlsxSalaries($month: String, $departmentId: ID, $employeeType: String) {\n    salaries(month: $month, departmentId: $departmentId, employeeType: $employeeType, limit: -1) {\n      count\n      items {\n        name\n        departmentName\n        totalPay\n        hoursWorked\n      }\n    }\n    salaryTotals(month: $month, departmentId: $departmentId, employeeType: $employeeType) {\n      employees\n      totalPay\n      hoursWorked\n    }\n  }\n"): (typeof documents)["\n  query PayXlsxSalaries($month: String, $departmentId: ID, $employeeType: String) {\n    salaries(month: $month, departmentId: $departmentId, employeeType: $employeeType, limit: -1) {\n      count\n      items {\n        name\n        departmentName\n        totalPay\n        hoursWorked\n      }\n    }\n    salaryTotals(month: $month, departmentId: $departmentId, employeeType: $employeeType) {\n      employees\n      totalPay\n      hoursWorked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PeopleEmployees(\n    $limit: Int\n    $page: Int\n    $sortBy: EmployeeSortKey\n    $sortDir: SortDir\n    $search: String\n    $teamId: ID\n    $departmentId: ID\n    $role: String\n    $ids: [ID!]\n    $active: EmployeeActivity\n  ) {\n    employees(\n      limit: $limit\n      page: $page\n      sortBy: $sortBy\n      sortDir: $sortDir\n      search: $search\n      teamId: $teamId\n      departmentId: $departmentId\n      role: $role\n      ids: $ids\n      active: $active\n    ) {\n      count\n      items {\n        id\n        name\n        resId\n        roleTitle\n        managerName\n        teamId\n        departmentId\n        active\n        status\n        manager {\n          id\n          name\n        }\n        team {\n          id\n          teamName\n        }\n        department {\n          id\n          departmentName\n        }\n        employmentRole {\n          id\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PeopleEmployees(\n    $limit: Int\n    $page: Int\n    $sortBy: EmployeeSortKey\n    $sortDir: SortDir\n    $search: String\n    $teamId: ID\n    $departmentId: ID\n    $role: String\n    $ids: [ID!]\n    $active: EmployeeActivity\n  ) {\n    employees(\n      limit: $limit\n      page: $page\n      sortBy: $sortBy\n      sortDir: $sortDir\n      search: $search\n      teamId: $teamId\n      departmentId: $departmentId\n      role: $role\n      ids: $ids\n      active: $active\n    ) {\n      count\n      items {\n        id\n        name\n        resId\n        roleTitle\n        managerName\n        teamId\n        departmentId\n        active\n        status\n        manager {\n          id\n          name\n        }\n        team {\n          id\n          teamName\n        }\n        department {\n          id\n          departmentName\n        }\n        employmentRole {\n          id\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query PeopleManagersAgents {\n        managers(limit: -1) {\n          count\n          items {\n            canManage\n          }\n        }\n        agents(limit: -1) {\n          count\n          items {\n            role\n          }\n        }\n        managedEmployees(limit: -1) {\n          count\n        }\n        hrEmployees(limit: -1) {\n          items {\n            name\n          }\n        }\n        employee(id: \"8\") {\n          name\n          manager {\n            name\n          }\n        }\n      }\n    "): (typeof documents)["\n      query PeopleManagersAgents {\n        managers(limit: -1) {\n          count\n          items {\n            canManage\n          }\n        }\n        agents(limit: -1) {\n          count\n          items {\n            role\n          }\n        }\n        managedEmployees(limit: -1) {\n          count\n        }\n        hrEmployees(limit: -1) {\n          items {\n            name\n          }\n        }\n        employee(id: \"8\") {\n          name\n          manager {\n            name\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PeopleEmployee2 {\n          employee(id: \"9999\") {\n            name\n          }\n        }\n      "): (typeof documents)["\n        query PeopleEmployee2 {\n          employee(id: \"9999\") {\n            name\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query PeopleEmployee($id: ID!) {\n      employee(id: $id) {\n        name\n        hourlyRate\n        monthlyRate\n        baseSalary\n        nationalId\n        phone\n        emergencyContactName\n        dateOfBirth\n      }\n    }\n  "): (typeof documents)["\n    query PeopleEmployee($id: ID!) {\n      employee(id: $id) {\n        name\n        hourlyRate\n        monthlyRate\n        baseSalary\n        nationalId\n        phone\n        emergencyContactName\n        dateOfBirth\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query PeopleLookups {\n        teams(limit: -1) {\n          count\n          items {\n            id\n            teamName\n            memberCount\n          }\n        }\n        departments(limit: -1) {\n          items {\n            id\n            departmentName\n            head {\n              name\n            }\n          }\n        }\n        employmentRoles(limit: -1) {\n          count\n          items {\n            title\n          }\n        }\n        statuses(limit: -1) {\n          items {\n            name\n          }\n        }\n      }\n    "): (typeof documents)["\n      query PeopleLookups {\n        teams(limit: -1) {\n          count\n          items {\n            id\n            teamName\n            memberCount\n          }\n        }\n        departments(limit: -1) {\n          items {\n            id\n            departmentName\n            head {\n              name\n            }\n          }\n        }\n        employmentRoles(limit: -1) {\n          count\n          items {\n            title\n          }\n        }\n        statuses(limit: -1) {\n          items {\n            name\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PeopleHolidays {\n          holidays(limit: -1) {\n            count\n            items {\n              vacName\n              multipleOfPay\n              startDate\n              endDate\n            }\n          }\n        }\n      "): (typeof documents)["\n        query PeopleHolidays {\n          holidays(limit: -1) {\n            count\n            items {\n              vacName\n              multipleOfPay\n              startDate\n              endDate\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query PeopleTargets($month: String) {\n        targets(month: $month, limit: -1) {\n          count\n          items {\n            id\n            resId\n            name\n            teamName\n            workedHours\n            targetHours\n            remainingHours\n            bonusHours\n          }\n        }\n      }\n    "): (typeof documents)["\n      query PeopleTargets($month: String) {\n        targets(month: $month, limit: -1) {\n          count\n          items {\n            id\n            resId\n            name\n            teamName\n            workedHours\n            targetHours\n            remainingHours\n            bonusHours\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PeopleTargetsIsoMonth {\n          targets(month: \"2021-03\") {\n            count\n          }\n        }\n      "): (typeof documents)["\n        query PeopleTargetsIsoMonth {\n          targets(month: \"2021-03\") {\n            count\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query PeopleEmployees2 {\n        employees(limit: 100, sortBy: id) {\n          items {\n            id\n            manager {\n              id\n              name\n              roleTitle\n            }\n            team {\n              id\n              teamName\n              memberCount\n            }\n            department {\n              id\n              departmentName\n              description\n            }\n            employmentRole {\n              id\n              title\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query PeopleEmployees2 {\n        employees(limit: 100, sortBy: id) {\n          items {\n            id\n            manager {\n              id\n              name\n              roleTitle\n            }\n            team {\n              id\n              teamName\n              memberCount\n            }\n            department {\n              id\n              departmentName\n              description\n            }\n            employmentRole {\n              id\n              title\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PeopleEmployees3 {\n          employees(limit: 100) {\n            items {\n              manager {\n                id\n                name\n              }\n              team {\n                id\n                teamName\n              }\n              department {\n                id\n                departmentName\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        query PeopleEmployees3 {\n          employees(limit: 100) {\n            items {\n              manager {\n                id\n                name\n              }\n              team {\n                id\n                teamName\n              }\n              department {\n                id\n                departmentName\n              }\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RefCacheLeaveTypes {\n    leaveTypes(limit: -1) {\n      items {\n        id\n        leaveName\n      }\n    }\n    teams(limit: -1) {\n      items {\n        id\n        teamName\n      }\n    }\n    departments(limit: -1) {\n      items {\n        id\n        departmentName\n      }\n    }\n  }\n"): (typeof documents)["\n  query RefCacheLeaveTypes {\n    leaveTypes(limit: -1) {\n      items {\n        id\n        leaveName\n      }\n    }\n    teams(limit: -1) {\n      items {\n        id\n        teamName\n      }\n    }\n    departments(limit: -1) {\n      items {\n        id\n        departmentName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RefCacheLeaveTypes2 {\n    leaveTypes(limit: -1) {\n      items {\n        leaveName\n        yearlyLimit\n      }\n    }\n  }\n"): (typeof documents)["\n  query RefCacheLeaveTypes2 {\n    leaveTypes(limit: -1) {\n      items {\n        leaveName\n        yearlyLimit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation RefCacheCreateLeaveType($i: LeaveTypeInput!) {\n          createLeaveType(input: $i) {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation RefCacheCreateLeaveType($i: LeaveTypeInput!) {\n          createLeaveType(input: $i) {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RefCacheHolidays {\n        holidays(limit: -1, year: 2031) {\n          count\n          items {\n            vacName\n            startDate\n            endDate\n          }\n        }\n      }\n    "): (typeof documents)["\n      query RefCacheHolidays {\n        holidays(limit: -1, year: 2031) {\n          count\n          items {\n            vacName\n            startDate\n            endDate\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation RefCacheAddHoliday($i: HolidayInput!) {\n          addHoliday(input: $i) {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation RefCacheAddHoliday($i: HolidayInput!) {\n          addHoliday(input: $i) {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RefCacheAttritionTypes {\n        attritionTypes(limit: -1) {\n          items {\n            name\n          }\n        }\n        helpdeskLinks(limit: 100) {\n          items {\n            name\n            link\n          }\n        }\n      }\n    "): (typeof documents)["\n      query RefCacheAttritionTypes {\n        attritionTypes(limit: -1) {\n          items {\n            name\n          }\n        }\n        helpdeskLinks(limit: 100) {\n          items {\n            name\n            link\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation RefCacheCreateAttritionType($i: AttritionTypeInput!) {\n          createAttritionType(input: $i) {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation RefCacheCreateAttritionType($i: AttritionTypeInput!) {\n          createAttritionType(input: $i) {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation RefCacheCreateHelpdeskLink($i: HelpdeskLinkInput!) {\n          createHelpdeskLink(input: $i) {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation RefCacheCreateHelpdeskLink($i: HelpdeskLinkInput!) {\n          createHelpdeskLink(input: $i) {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RefCacheRecruitmentSettings {\n        recruitmentSettings {\n          passMark\n        }\n      }\n    "): (typeof documents)["\n      query RefCacheRecruitmentSettings {\n        recruitmentSettings {\n          passMark\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation RefCacheUpdateRecruitmentSettings {\n          updateRecruitmentSettings(passMark: 7.5) {\n            passMark\n          }\n        }\n      "): (typeof documents)["\n        mutation RefCacheUpdateRecruitmentSettings {\n          updateRecruitmentSettings(passMark: 7.5) {\n            passMark\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query RefCacheDepartments {\n            departments(limit: -1) {\n              items {\n                id\n                departmentName\n              }\n            }\n          }\n        "): (typeof documents)["\n          query RefCacheDepartments {\n            departments(limit: -1) {\n              items {\n                id\n                departmentName\n              }\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query RefCacheDepartments2 {\n            departments(limit: -1) {\n              items {\n                id\n                departmentName\n              }\n            }\n          }\n        "): (typeof documents)["\n          query RefCacheDepartments2 {\n            departments(limit: -1) {\n              items {\n                id\n                departmentName\n              }\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query RefCacheLeaveRequests {\n          leaveRequests(limit: 5) {\n            count\n          }\n        }\n      "): (typeof documents)["\n        query RefCacheLeaveRequests {\n          leaveRequests(limit: 5) {\n            count\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query RefCacheLeaveRequests2 {\n            leaveRequests(limit: 5) {\n              count\n            }\n          }\n        "): (typeof documents)["\n          query RefCacheLeaveRequests2 {\n            leaveRequests(limit: 5) {\n              count\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query RefCacheLeaveRequests3 {\n          leaveRequests(limit: -1) {\n            count\n          }\n        }\n      "): (typeof documents)["\n        query RefCacheLeaveRequests3 {\n          leaveRequests(limit: -1) {\n            count\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query RefCacheLeaveRequests4 {\n          leaveRequests(limit: -1) {\n            count\n          }\n        }\n      "): (typeof documents)["\n        query RefCacheLeaveRequests4 {\n          leaveRequests(limit: -1) {\n            count\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionMe {\n    me {\n      id\n      name\n      roles {\n        teamLeader\n      }\n      access {\n        routes\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionMe {\n    me {\n      id\n      name\n      roles {\n        teamLeader\n      }\n      access {\n        routes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionLogout {\n    logout {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SessionLogout {\n    logout {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionChangePassword($old: String!, $new: String!) {\n    changePassword(oldPassword: $old, newPassword: $new) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SessionChangePassword($old: String!, $new: String!) {\n    changePassword(oldPassword: $old, newPassword: $new) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionLeaveTypes {\n    leaveTypes {\n      count\n    }\n  }\n"): (typeof documents)["\n  query SessionLeaveTypes {\n    leaveTypes {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionLogin($e: String!, $p: String!) {\n    login(email: $e, password: $p) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation SessionLogin($e: String!, $p: String!) {\n    login(email: $e, password: $p) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionFire($id: ID!) {\n    fireEmployee(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SessionFire($id: ID!) {\n    fireEmployee(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionDemote($id: ID!) {\n    updateEmployeeRole(id: $id, role: 0, roleTitle: \"Sales Agent\") {\n      roleTitle\n    }\n  }\n"): (typeof documents)["\n  mutation SessionDemote($id: ID!) {\n    updateEmployeeRole(id: $id, role: 0, roleTitle: \"Sales Agent\") {\n      roleTitle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation SessionLoginLogout($e: String!, $p: String!) {\n          login(email: $e, password: $p) {\n            token\n          }\n          logout {\n            message\n          }\n        }\n      "): (typeof documents)["\n        mutation SessionLoginLogout($e: String!, $p: String!) {\n          login(email: $e, password: $p) {\n            token\n          }\n          logout {\n            message\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedMe {\n    me {\n      name\n      roles {\n        hr\n      }\n    }\n  }\n"): (typeof documents)["\n  query SharedMe {\n    me {\n      name\n      roles {\n        hr\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation SupervisionLogin {\n        login(email: \"agent@demo.hr\", password: \"Passw0rd!\") {\n          token\n        }\n      }\n    "): (typeof documents)["\n      mutation SupervisionLogin {\n        login(email: \"agent@demo.hr\", password: \"Passw0rd!\") {\n          token\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query SupervisionMe {\n            me {\n              name\n            }\n          }\n        "): (typeof documents)["\n          query SupervisionMe {\n            me {\n              name\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query StallHeadcountEmployees {\n              headcountEmployees(search: \"Ann\") {\n                count\n              }\n            }\n          "): (typeof documents)["\n            query StallHeadcountEmployees {\n              headcountEmployees(search: \"Ann\") {\n                count\n              }\n            }\n          "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query UploadsLead {\n          me {\n            id\n          }\n        }\n      "): (typeof documents)["\n        query UploadsLead {\n          me {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query UploadsLeaveTypes {\n        leaveTypes(limit: -1) {\n          items {\n            id\n            leaveName\n          }\n        }\n      }\n    "): (typeof documents)["\n      query UploadsLeaveTypes {\n        leaveTypes(limit: -1) {\n          items {\n            id\n            leaveName\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation UploadsCreateLeaveRequest($i: LeaveRequestInput!, $f: Upload) {\n            createLeaveRequest(input: $i, sickNote: $f) {\n              id\n              sickNoteFilename\n            }\n          }\n        "): (typeof documents)["\n          mutation UploadsCreateLeaveRequest($i: LeaveRequestInput!, $f: Upload) {\n            createLeaveRequest(input: $i, sickNote: $f) {\n              id\n              sickNoteFilename\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation UploadsUploadHeadcountContract($id: ID!, $f: Upload!) {\n            uploadHeadcountContract(id: $id, file: $f) {\n              contractFilename\n            }\n          }\n        "): (typeof documents)["\n          mutation UploadsUploadHeadcountContract($id: ID!, $f: Upload!) {\n            uploadHeadcountContract(id: $id, file: $f) {\n              contractFilename\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation UploadsUploadDocument($i: DocumentInput!, $f: Upload!) {\n            uploadDocument(input: $i, file: $f) {\n              id\n              filename\n            }\n          }\n        "): (typeof documents)["\n          mutation UploadsUploadDocument($i: DocumentInput!, $f: Upload!) {\n            uploadDocument(input: $i, file: $f) {\n              id\n              filename\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation UploadsCreateGoal($i: GoalInput!, $f: Upload) {\n            createGoal(input: $i, supportingDocument: $f) {\n              id\n              supportingDocumentFilename\n            }\n          }\n        "): (typeof documents)["\n          mutation UploadsCreateGoal($i: GoalInput!, $f: Upload) {\n            createGoal(input: $i, supportingDocument: $f) {\n              id\n              supportingDocumentFilename\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation UploadsUploadFile($f: Upload!) {\n            uploadFile(file: $f) {\n              id\n              filename\n              mimetype\n            }\n          }\n        "): (typeof documents)["\n          mutation UploadsUploadFile($f: Upload!) {\n            uploadFile(file: $f) {\n              id\n              filename\n              mimetype\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation UploadsUploadFile2($f: Upload!) {\n          uploadFile(file: $f) {\n            mimetype\n          }\n        }\n      "): (typeof documents)["\n        mutation UploadsUploadFile2($f: Upload!) {\n          uploadFile(file: $f) {\n            mimetype\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeFixtureMe {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query HomeFixtureMe {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HomeFixtureAddEmployee($input: EmployeeInput!) {\n    addEmployee(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation HomeFixtureAddEmployee($input: EmployeeInput!) {\n    addEmployee(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HomeFixtureAddHoliday($input: HolidayInput!) {\n    addHoliday(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation HomeFixtureAddHoliday($input: HolidayInput!) {\n    addHoliday(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeFixtureLeaveTypes {\n    leaveTypes(limit: -1) {\n      items {\n        id\n        leaveName\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeFixtureLeaveTypes {\n    leaveTypes(limit: -1) {\n      items {\n        id\n        leaveName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HomeFixtureFileLeave($input: LeaveRequestInput!) {\n    createLeaveRequest(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation HomeFixtureFileLeave($input: LeaveRequestInput!) {\n    createLeaveRequest(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HomeFixtureApproveLeave($id: ID!) {\n    approveLeaveRequest(id: $id, reviewerComments: \"Enjoy\") {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation HomeFixtureApproveLeave($id: ID!) {\n    approveLeaveRequest(id: $id, reviewerComments: \"Enjoy\") {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeFixturePolicies {\n    actionPolicies(limit: 1) {\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeFixturePolicies {\n    actionPolicies(limit: 1) {\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HomeFixtureFileAction($input: ActionTakenInput!) {\n    createActionTaken(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation HomeFixtureFileAction($input: ActionTakenInput!) {\n    createActionTaken(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StackLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation StackLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;