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
    "\n  query ActionsDeductions($id: ID) {\n    actionsTaken(id: $id) {\n      items {\n        id\n        deduction\n        monetaryDeduction\n        overrideDeduction\n        policy {\n          deduction\n          moneyDeduction\n        }\n      }\n    }\n  }\n": typeof types.ActionsDeductionsDocument,
    "\n  query ActionsNamed {\n    actionsTaken(limit: 10) {\n      items {\n        employee {\n          id\n          name\n          resId\n        }\n        auditor {\n          name\n        }\n        approver {\n          name\n        }\n        policy {\n          id\n          actionId\n          actionName\n        }\n      }\n    }\n  }\n": typeof types.ActionsNamedDocument,
    "\n  query ActionsLinked {\n    actionsTaken(limit: 10) {\n      items {\n        employee {\n          name\n          email\n        }\n        auditor {\n          name\n          email\n        }\n        approver {\n          name\n          email\n        }\n        policy {\n          actionName\n          deduction\n        }\n      }\n    }\n  }\n": typeof types.ActionsLinkedDocument,
    "\n  query ActionsOfEmployees {\n    employees(limit: -1) {\n      items {\n        name\n        actions {\n          employeeName\n          status\n        }\n      }\n    }\n  }\n": typeof types.ActionsOfEmployeesDocument,
    "\n  query ActionsDetail($id: ID!) {\n    actionTaken(id: $id) {\n      id\n      details\n    }\n  }\n": typeof types.ActionsDetailDocument,
    "\n  mutation ActionsEditDetails($id: ID!) {\n    updateActionTaken(id: $id, input: { details: \"edited\" }) {\n      details\n    }\n  }\n": typeof types.ActionsEditDetailsDocument,
    "\n  query ActionsDetailId($id: ID!) {\n    actionTaken(id: $id) {\n      id\n    }\n  }\n": typeof types.ActionsDetailIdDocument,
    "\n  query ActionsMissing {\n    actionTaken(id: \"999999\") {\n      id\n    }\n  }\n": typeof types.ActionsMissingDocument,
    "\n  mutation ActionsEditX($id: ID!) {\n    updateActionTaken(id: $id, input: { details: \"x\" }) {\n      id\n    }\n  }\n": typeof types.ActionsEditXDocument,
    "\n  query ActionsReviewed($id: ID!) {\n    actionTaken(id: $id) {\n      status\n      reviewedById\n      reviewedAt\n      reviewer {\n        id\n        name\n      }\n      approver {\n        name\n      }\n    }\n  }\n": typeof types.ActionsReviewedDocument,
    "\n  mutation ActionsImport($file: Upload!) {\n    importActionsTaken(file: $file) {\n      message\n      processed\n      created\n      failed {\n        row\n        resId\n        actionId\n        message\n      }\n    }\n  }\n": typeof types.ActionsImportDocument,
    "\n  query ActionsCount {\n    actionsTaken {\n      count\n    }\n  }\n": typeof types.ActionsCountDocument,
    "\n  query AttendanceStreamExport($search: String) {\n    attendanceExport(family: AGENTS, month: \"2022-03\", search: $search) {\n      url\n    }\n  }\n": typeof types.AttendanceStreamExportDocument,
    "\n  query AttendanceStreamCount {\n    attendanceGrid(family: AGENTS, month: \"2022-03\", page: 1, limit: 1) {\n      count\n    }\n  }\n": typeof types.AttendanceStreamCountDocument,
    "\n  query FillAttendanceGrid($month: String) {\n    attendanceGrid(family: AGENTS, month: $month) {\n      month\n      days\n      rows {\n        resId\n        employeeId\n        records\n        totalHours\n        targetHoursPerDay\n      }\n    }\n  }\n": typeof types.FillAttendanceGridDocument,
    "\n  mutation FillCreateLeaveRequest($input: LeaveRequestInput!) {\n    createLeaveRequest(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.FillCreateLeaveRequestDocument,
    "\n  mutation FillApproveLeaveRequest($id: ID!) {\n    approveLeaveRequest(id: $id) {\n      status\n    }\n  }\n": typeof types.FillApproveLeaveRequestDocument,
    "\n      query FillLeaveTypes {\n        leaveTypes(limit: -1) {\n          items {\n            id\n            leaveName\n          }\n        }\n      }\n    ": typeof types.FillLeaveTypesDocument,
    "\n      mutation FillAddHoliday($input: HolidayInput!) {\n        addHoliday(input: $input) {\n          id\n        }\n      }\n    ": typeof types.FillAddHolidayDocument,
    "\n  query AttendanceGrid($family: AttendanceFamily!, $month: String, $search: String, $excludeResigned: Boolean, $page: Int, $limit: Int) {\n    attendanceGrid(family: $family, month: $month, search: $search, excludeResigned: $excludeResigned, page: $page, limit: $limit) {\n      family\n      month\n      days\n      holidays {\n        date\n      }\n      count\n      rows {\n        employeeId\n        resId\n        name\n        status\n        records\n        totalHours\n        targetHoursPerDay\n        editable\n      }\n    }\n  }\n": typeof types.AttendanceGridDocument,
    "\n  mutation AttendanceSet($family: AttendanceFamily!, $resId: String!, $month: String!, $date: String!, $status: String!) {\n    setAttendance(family: $family, resId: $resId, month: $month, date: $date, status: $status) {\n      resId\n      records\n      totalHours\n    }\n  }\n": typeof types.AttendanceSetDocument,
    "\n  mutation AttendanceSave($family: AttendanceFamily!, $month: String!, $attendances: [AttendanceEntryInput!]!) {\n    saveAttendances(family: $family, month: $month, attendances: $attendances) {\n      ok\n      message\n      processedCount\n      savedCount\n      changedCount\n      errorCount\n      errorFile {\n        url\n        filename\n      }\n    }\n  }\n": typeof types.AttendanceSaveDocument,
    "\n  mutation AttendanceAddHoliday($input: HolidayInput!) {\n    addHoliday(input: $input) {\n      id\n    }\n  }\n": typeof types.AttendanceAddHolidayDocument,
    "\n  query AttendanceHolidays {\n    attendanceGrid(family: EMPLOYEES, month: \"2022-07\") {\n      days\n      holidays {\n        date\n        name\n        multipleOfPay\n      }\n      rows {\n        resId\n        records\n      }\n    }\n  }\n": typeof types.AttendanceHolidaysDocument,
    "\n  query AttendanceLinkedEmployees {\n    attendanceGrid(family: AGENTS, month: \"2022-02\") {\n      rows {\n        resId\n        employee {\n          id\n          email\n        }\n      }\n    }\n  }\n": typeof types.AttendanceLinkedEmployeesDocument,
    "\n  query AttendanceStatuses {\n    attendanceStatuses {\n      key\n      label\n      hours\n      color\n    }\n  }\n": typeof types.AttendanceStatusesDocument,
    "\n  query AttendanceExport($family: AttendanceFamily!, $month: String!) {\n    attendanceExport(family: $family, month: $month) {\n      url\n      filename\n    }\n  }\n": typeof types.AttendanceExportDocument,
    "\n  query AttritionEmployeesList {\n    attritionEmployees {\n      id\n      name\n      resId\n    }\n  }\n": typeof types.AttritionEmployeesListDocument,
    "\n  fragment AttritionFields on Attrition {\n    id\n    state\n    attritionTypeName\n    noticeDate\n    lastWorkingDay\n    reason\n    hasExitInterview\n    employee {\n      name\n      resId\n    }\n    manager {\n      name\n    }\n  }\n": typeof types.AttritionFieldsFragmentDoc,
    "\n  mutation AttritionCreate($input: AttritionInput!) {\n    createAttrition(input: $input) {\n      ...AttritionFields\n    }\n  }\n": typeof types.AttritionCreateDocument,
    "\n  mutation AttritionCancel($id: ID!) {\n    cancelAttrition(id: $id) {\n      ...AttritionFields\n    }\n  }\n": typeof types.AttritionCancelDocument,
    "\n  mutation AttritionUpdate($id: ID!, $i: AttritionChangesInput!) {\n    updateAttrition(id: $id, input: $i) {\n      ...AttritionFields\n    }\n  }\n": typeof types.AttritionUpdateDocument,
    "\n  query AttritionPerson($id: ID!) {\n    employee(id: $id) {\n      active\n      status\n      lastWorkingDay\n    }\n  }\n": typeof types.AttritionPersonDocument,
    "\n  query AttritionTypeIds {\n    attritionTypes {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AttritionTypeIdsDocument,
    "\n  query AttritionTypeList {\n    attritionTypes {\n      count\n      items {\n        name\n        cancels\n      }\n    }\n  }\n": typeof types.AttritionTypeListDocument,
    "\n  mutation AttritionTypeCreate($i: AttritionTypeInput!) {\n    createAttritionType(input: $i) {\n      id\n      name\n      cancels\n    }\n  }\n": typeof types.AttritionTypeCreateDocument,
    "\n  mutation AttritionTypeUpdate($id: ID!, $i: AttritionTypeInput!) {\n    updateAttritionType(id: $id, input: $i) {\n      name\n    }\n  }\n": typeof types.AttritionTypeUpdateDocument,
    "\n  query AttritionPeople {\n    employees(limit: -1, active: ALL) {\n      items {\n        id\n        name\n        active\n        dateJoined\n        lastWorkingDay\n        department {\n          departmentName\n        }\n      }\n    }\n  }\n": typeof types.AttritionPeopleDocument,
    "\n  mutation AttritionSaveExitInterview($id: ID!, $i: ExitInterviewInput!) {\n    saveExitInterview(attritionId: $id, input: $i) {\n      reasons\n    }\n  }\n": typeof types.AttritionSaveExitInterviewDocument,
    "\n  query AttritionCurrentNames {\n    employees(limit: -1) {\n      items {\n        name\n      }\n    }\n  }\n": typeof types.AttritionCurrentNamesDocument,
    "\n  query AttritionTracker($s: String, $st: AttritionState) {\n    attritions(search: $s, state: $st, limit: 25) {\n      count\n      items {\n        employee {\n          name\n        }\n        state\n        attritionTypeName\n      }\n    }\n  }\n": typeof types.AttritionTrackerDocument,
    "\n  query AttritionTrackerIds($s: String) {\n    attritions(search: $s, limit: 5) {\n      items {\n        id\n      }\n    }\n  }\n": typeof types.AttritionTrackerIdsDocument,
    "\n  query AttritionTeamNames {\n    teamAttritions(limit: -1) {\n      items {\n        employee {\n          name\n        }\n      }\n    }\n  }\n": typeof types.AttritionTeamNamesDocument,
    "\n  query AttritionExitInterview($id: ID!) {\n    attrition(id: $id) {\n      hasExitInterview\n      exitInterview {\n        reasons\n        ratingOverall\n        wouldRehire\n        comments\n        interviewerName\n      }\n    }\n  }\n": typeof types.AttritionExitInterviewDocument,
    "\n  query AttritionTrackerCount {\n    attritions {\n      count\n    }\n  }\n": typeof types.AttritionTrackerCountDocument,
    "\n  query AttritionTeamCount {\n    teamAttritions {\n      count\n    }\n  }\n": typeof types.AttritionTeamCountDocument,
    "\n  query AttritionPickerIds {\n    attritionEmployees {\n      id\n    }\n  }\n": typeof types.AttritionPickerIdsDocument,
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
    "\n  mutation IsolationLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": typeof types.IsolationLoginDocument,
    "\n  query IsolationMe {\n    me {\n      id\n      name\n    }\n  }\n": typeof types.IsolationMeDocument,
    "\n  query IsolationContractTemplate {\n    headcountContractTemplate {\n      url\n    }\n  }\n": typeof types.IsolationContractTemplateDocument,
    "\n  query IsolationDepartments {\n    departments(limit: -1) {\n      items {\n        id\n      }\n    }\n  }\n": typeof types.IsolationDepartmentsDocument,
    "\n  query LeaveLedgerCapability {\n    capabilities {\n      leaveLedger\n    }\n  }\n": typeof types.LeaveLedgerCapabilityDocument,
    "\n  query LeaveLedgerMe {\n    me {\n      id\n    }\n  }\n": typeof types.LeaveLedgerMeDocument,
    "\n  query LeavePartialCapability {\n    capabilities {\n      leavePartialApproval\n    }\n  }\n": typeof types.LeavePartialCapabilityDocument,
    "\n  mutation LeaveSelfFile($input: LeaveRequestInput!) {\n    createLeaveRequest(input: $input) {\n      id\n      status\n      employee {\n        id\n        name\n      }\n    }\n  }\n": typeof types.LeaveSelfFileDocument,
    "\n  query LeaveSelfMe {\n    me {\n      id\n    }\n  }\n": typeof types.LeaveSelfMeDocument,
    "\n  query LeaveSelfCapability {\n    capabilities {\n      leaveCancel\n    }\n  }\n": typeof types.LeaveSelfCapabilityDocument,
    "\n  query LeaveUnitsCapability {\n    capabilities {\n      leaveUnits\n    }\n  }\n": typeof types.LeaveUnitsCapabilityDocument,
    "\n  fragment LeaveRequestFields on LeaveRequest {\n    id\n    employeeId\n    employeeName\n    leaveTypeId\n    leaveTypeName\n    startDate\n    endDate\n    status\n    notes\n    submittedById\n    submittedByName\n    managerEmail\n    reviewedById\n    reviewedByName\n    reviewerComments\n    createdAt\n    updatedAt\n    sickNoteUrl\n    sickNoteFilename\n    leaveDuration\n    workedDaysThisYear\n    passedProbation\n    leaveBalances {\n      leaveType\n      leaveTypeId\n      remainingBalance\n      approvedLeavesThisYear\n    }\n  }\n": typeof types.LeaveRequestFieldsFragmentDoc,
    "\n  mutation LeaveCreate($input: LeaveRequestInput!, $sickNote: Upload) {\n    createLeaveRequest(input: $input, sickNote: $sickNote) {\n      ...LeaveRequestFields\n    }\n  }\n": typeof types.LeaveCreateDocument,
    "\n  mutation LeaveCreateWithNote($input: LeaveRequestInput!, $sickNote: Upload) {\n    createLeaveRequest(input: $input, sickNote: $sickNote) {\n      sickNote {\n        url\n        filename\n        expiresAt\n      }\n      ...LeaveRequestFields\n    }\n  }\n": typeof types.LeaveCreateWithNoteDocument,
    "\n  mutation LeaveApprove($id: ID!, $c: String) {\n    approveLeaveRequest(id: $id, reviewerComments: $c) {\n      id\n      status\n      reviewerComments\n      reviewedByName\n      leaveBalances {\n        leaveType\n        remainingBalance\n        approvedLeavesThisYear\n      }\n    }\n  }\n": typeof types.LeaveApproveDocument,
    "\n  mutation LeaveReject($id: ID!, $c: String!) {\n    rejectLeaveRequest(id: $id, reviewerComments: $c) {\n      id\n      status\n      reviewerComments\n    }\n  }\n": typeof types.LeaveRejectDocument,
    "\n  query LeaveTypeIds {\n    leaveTypes(limit: -1) {\n      items {\n        id\n        leaveName\n      }\n    }\n  }\n": typeof types.LeaveTypeIdsDocument,
    "\n  query LeavePeople {\n    employees(limit: -1) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.LeavePeopleDocument,
    "\n  query LeaveTypesSorted {\n    leaveTypes(sortBy: leaveName) {\n      count\n      items {\n        leaveName\n        yearlyLimit\n        monthlyFraction\n      }\n    }\n  }\n": typeof types.LeaveTypesSortedDocument,
    "\n  mutation LeaveTypeCreate($i: LeaveTypeInput!) {\n    createLeaveType(input: $i) {\n      id\n      leaveName\n      yearlyLimit\n      monthlyFraction\n    }\n  }\n": typeof types.LeaveTypeCreateDocument,
    "\n  mutation LeaveTypeUpdate($id: ID!, $i: LeaveTypeInput!) {\n    updateLeaveType(id: $id, input: $i) {\n      yearlyLimit\n    }\n  }\n": typeof types.LeaveTypeUpdateDocument,
    "\n  query LeaveSickNote($id: ID!) {\n    leaveRequestSickNote(id: $id) {\n      url\n      filename\n    }\n  }\n": typeof types.LeaveSickNoteDocument,
    "\n  query LeaveOneWithRelations($id: ID!) {\n    leaveRequest(id: $id) {\n      id\n      employee {\n        name\n      }\n      submittedBy {\n        name\n      }\n      reviewedBy {\n        name\n      }\n      leaveType {\n        leaveName\n        yearlyLimit\n      }\n    }\n  }\n": typeof types.LeaveOneWithRelationsDocument,
    "\n  query LeaveTrackerPage {\n    leaveRequests(limit: 50, sortBy: startDate, sortDir: ASC) {\n      count\n      items {\n        id\n        startDate\n        employee {\n          name\n        }\n        submittedBy {\n          name\n        }\n        reviewedBy {\n          name\n        }\n        leaveType {\n          leaveName\n        }\n      }\n    }\n  }\n": typeof types.LeaveTrackerPageDocument,
    "\n  query LeaveTrackerFiltered($e: ID, $search: String) {\n    leaveRequests(status: PENDING, employeeId: $e, leaveTypeId: null, search: $search) {\n      count\n      items {\n        id\n        status\n      }\n    }\n  }\n": typeof types.LeaveTrackerFilteredDocument,
    "\n  query LeaveTrackerNames {\n    leaveRequests(limit: -1) {\n      items {\n        employeeName\n      }\n    }\n  }\n": typeof types.LeaveTrackerNamesDocument,
    "\n  query LeaveTrackerSearch($search: String) {\n    leaveRequests(limit: -1, search: $search) {\n      items {\n        id\n      }\n    }\n  }\n": typeof types.LeaveTrackerSearchDocument,
    "\n  query LeaveOneId($id: ID!) {\n    leaveRequest(id: $id) {\n      id\n    }\n  }\n": typeof types.LeaveOneIdDocument,
    "\n  mutation LeaveUpdate($id: ID!, $input: LeaveRequestUpdateInput!, $sickNote: Upload) {\n    updateLeaveRequest(id: $id, input: $input, sickNote: $sickNote) {\n      notes\n      endDate\n      leaveDuration\n      sickNoteFilename\n    }\n  }\n": typeof types.LeaveUpdateDocument,
    "\n  query LeaveOneBalances($id: ID!) {\n    leaveRequest(id: $id) {\n      leaveBalances {\n        leaveType\n        remainingBalance\n      }\n    }\n  }\n": typeof types.LeaveOneBalancesDocument,
    "\n  query LeaveCompany($m: String) {\n    companyLeaves(month: $m, limit: -1) {\n      count\n      items {\n        id\n        employeeName\n        leaveTypeName\n        startDate\n        endDate\n        leaveDuration\n      }\n    }\n  }\n": typeof types.LeaveCompanyDocument,
    "\n  mutation LeaveImportCount($file: Upload!) {\n    importLeaveRequests(file: $file) {\n      processed\n    }\n  }\n": typeof types.LeaveImportCountDocument,
    "\n  query LeaveTrackerCount {\n    leaveRequests {\n      count\n    }\n  }\n": typeof types.LeaveTrackerCountDocument,
    "\n  query LeaveBalances($e: ID) {\n    leaveBalances(employeeId: $e) {\n      leaveType\n      leaveTypeId\n      remainingBalance\n      approvedLeavesThisYear\n    }\n  }\n": typeof types.LeaveBalancesDocument,
    "\n  query LeaveRequestBalances($e: ID) {\n    leaveRequests(employeeId: $e, limit: 1) {\n      items {\n        leaveBalances {\n          leaveType\n          leaveTypeId\n          remainingBalance\n          approvedLeavesThisYear\n        }\n      }\n    }\n  }\n": typeof types.LeaveRequestBalancesDocument,
    "\n  mutation MailGiveAccess($id: ID) {\n    giveAccess(employeeId: $id) {\n      message\n      email\n      temporaryPassword\n      invitationSent\n    }\n  }\n": typeof types.MailGiveAccessDocument,
    "\n  mutation MailForgot($e: String!) {\n    requestPasswordReset(email: $e) {\n      message\n    }\n  }\n": typeof types.MailForgotDocument,
    "\n  mutation MailSetPassword($t: String!, $p: String!) {\n    setPassword(token: $t, password: $p) {\n      message\n      email\n    }\n  }\n": typeof types.MailSetPasswordDocument,
    "\n  mutation MailLogin($e: String!, $p: String!) {\n    login(email: $e, password: $p) {\n      user {\n        name\n      }\n    }\n  }\n": typeof types.MailLoginDocument,
    "\n  query MailOutbox {\n    mailOutbox(limit: -1) {\n      count\n      items {\n        toAddress\n        subject\n        status\n        attempts\n      }\n    }\n  }\n": typeof types.MailOutboxDocument,
    "\n  query MailCapability {\n    capabilities {\n      mailOutbox\n    }\n  }\n": typeof types.MailCapabilityDocument,
    "\n  query EventsPolicies {\n    actionPolicies(limit: 1) {\n      items {\n        id\n      }\n    }\n  }\n": typeof types.EventsPoliciesDocument,
    "\n  mutation EventsFileAction($input: ActionTakenInput!) {\n    createActionTaken(input: $input) {\n      id\n    }\n  }\n": typeof types.EventsFileActionDocument,
    "\n  mutation EventsApproveAction($id: ID!) {\n    approveActionTaken(id: $id) {\n      id\n    }\n  }\n": typeof types.EventsApproveActionDocument,
    "\n  mutation EventsFileShuffle($input: ManagerShuffleRequestInput!) {\n    createManagerShuffleRequest(input: $input) {\n      id\n    }\n  }\n": typeof types.EventsFileShuffleDocument,
    "\n  mutation EventsRejectShuffle($id: ID!, $c: String!) {\n    rejectManagerShuffleRequest(id: $id, hrComment: $c) {\n      id\n    }\n  }\n": typeof types.EventsRejectShuffleDocument,
    "\n  mutation EventsSetGoal($input: GoalInput!) {\n    createGoal(input: $input) {\n      id\n    }\n  }\n": typeof types.EventsSetGoalDocument,
    "\n  query EventsMe {\n    me {\n      id\n    }\n  }\n": typeof types.EventsMeDocument,
    "\n  query EventsCapability {\n    capabilities {\n      notificationPreferences\n    }\n  }\n": typeof types.EventsCapabilityDocument,
    "\n  query EventsDelivery {\n    notificationDelivery\n  }\n": typeof types.EventsDeliveryDocument,
    "\n  mutation NotifyFile($input: LeaveRequestInput!) {\n    createLeaveRequest(input: $input) {\n      id\n    }\n  }\n": typeof types.NotifyFileDocument,
    "\n  mutation NotifyApprove($id: ID!) {\n    approveLeaveRequest(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.NotifyApproveDocument,
    "\n  mutation NotifyReject($id: ID!, $c: String!) {\n    rejectLeaveRequest(id: $id, reviewerComments: $c) {\n      id\n      status\n    }\n  }\n": typeof types.NotifyRejectDocument,
    "\n  mutation NotifyCancel($id: ID!) {\n    cancelLeaveRequest(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.NotifyCancelDocument,
    "\n  mutation NotifyGiveKudos($receiverId: ID!, $message: String!) {\n    giveKudos(receiverId: $receiverId, message: $message) {\n      id\n    }\n  }\n": typeof types.NotifyGiveKudosDocument,
    "\n  query NotifyCapability {\n    capabilities {\n      notifications\n    }\n  }\n": typeof types.NotifyCapabilityDocument,
    "\n  query NotifyMe {\n    me {\n      id\n    }\n  }\n": typeof types.NotifyMeDocument,
    "\n        mutation NotifyAcmeLogin($email: String!, $password: String!) {\n          login(email: $email, password: $password) {\n            token\n          }\n        }\n      ": typeof types.NotifyAcmeLoginDocument,
    "\n        query OpsEmployee {\n          employee(id: \"99999\") {\n            name\n          }\n        }\n      ": typeof types.OpsEmployeeDocument,
    "\n  query UnknownDepartments {\n    departments(limit: -1) {\n      items {\n        departmentName\n      }\n    }\n  }\n": typeof types.UnknownDepartmentsDocument,
    "\n          query UnknownEmployees {\n            employees(search: \"RES-0023\") {\n              items {\n                id\n              }\n            }\n          }\n        ": typeof types.UnknownEmployeesDocument,
    "\n        mutation UnknownFireEmployee($id: ID!) {\n          fireEmployee(id: $id) {\n            message\n          }\n        }\n      ": typeof types.UnknownFireEmployeeDocument,
    "\n        query UnknownEmployee($id: ID!) {\n          employee(id: $id) {\n            active\n          }\n        }\n      ": typeof types.UnknownEmployeeDocument,
    "\n  query PaySheet($month: String, $search: String, $departmentId: ID, $teamId: ID, $employeeType: String) {\n    salaries(month: $month, search: $search, departmentId: $departmentId, teamId: $teamId, employeeType: $employeeType, limit: -1) {\n      count\n      items {\n        id\n        resId\n        name\n        startDate\n        endDate\n        workingDays\n        hourlyOrMonthly\n        managerName\n        paymentAccount\n        weeks {\n          week\n          hours\n          target\n        }\n        hoursWorked\n        hoursGiven\n        annuals\n        casuals\n        sick\n        paidLeave\n        training\n        allowance\n        leadsTarget\n        kpiTier\n        kpi\n        bonus\n        compensation\n        actions\n        amount\n        lateness\n        baseSalary\n        hourlyRate\n        targetHours\n        targetLeads\n        hoursPay\n        extras\n        totalPay\n      }\n    }\n  }\n": typeof types.PaySheetDocument,
    "\n  mutation PayLogDailyHours($input: DailyHoursInput!) {\n    logDailyHours(input: $input) {\n      id\n      resId\n      date\n      hoursWorked\n      dayType\n      dialerName\n      vacId\n      vacName\n    }\n  }\n": typeof types.PayLogDailyHoursDocument,
    "\n  mutation PayUpdateDailyHours($id: ID!, $input: DailyHoursInput!) {\n    updateDailyHours(id: $id, input: $input) {\n      id\n      hoursWorked\n    }\n  }\n": typeof types.PayUpdateDailyHoursDocument,
    "\n  mutation PayLogShift($input: DailyHoursInput!) {\n    logDailyHours(input: $input) {\n      id\n      shiftStart\n      shiftEnd\n    }\n  }\n": typeof types.PayLogShiftDocument,
    "\n  query PayWorkedHoursShifts {\n    workedHours(month: \"2021-03\", search: \"PAY-H\", limit: -1) {\n      items {\n        id\n        shiftStart\n        shiftEnd\n      }\n    }\n  }\n": typeof types.PayWorkedHoursShiftsDocument,
    "\n  query PayWorkedHours($month: String, $search: String, $holidaysOnly: Boolean) {\n    workedHours(month: $month, search: $search, holidaysOnly: $holidaysOnly, limit: 5) {\n      count\n      totalHours\n      items {\n        resId\n        date\n        hoursWorked\n        dayType\n        vacId\n      }\n    }\n  }\n": typeof types.PayWorkedHoursDocument,
    "\n  query PayTargets {\n    targets(month: \"03-2021\", limit: -1) {\n      items {\n        id\n        workedHours\n        targetHours\n      }\n    }\n  }\n": typeof types.PayTargetsDocument,
    "\n  mutation PayAddBonus($input: BonusInput!) {\n    addBonus(input: $input) {\n      count\n      items {\n        employeeId\n        month\n        amount\n        note\n      }\n    }\n  }\n": typeof types.PayAddBonusDocument,
    "\n  mutation PayAddBonusCount($input: BonusInput!) {\n    addBonus(input: $input) {\n      count\n    }\n  }\n": typeof types.PayAddBonusCountDocument,
    "\n  mutation PaySetKpi($input: KpiInput!) {\n    setKpi(input: $input) {\n      items {\n        employeeId\n        kpiTier\n        kpi\n      }\n    }\n  }\n": typeof types.PaySetKpiDocument,
    "\n  mutation PaySetKpiCount($input: KpiInput!) {\n    setKpi(input: $input) {\n      count\n    }\n  }\n": typeof types.PaySetKpiCountDocument,
    "\n  mutation PaySaveLead($input: LeadInput!) {\n    saveLead(input: $input) {\n      resId\n      month\n      payableLeads\n      employeeName\n    }\n  }\n": typeof types.PaySaveLeadDocument,
    "\n  query PayLeads($month: String, $search: String) {\n    leads(month: $month, search: $search) {\n      count\n      items {\n        resId\n        payableLeads\n      }\n    }\n  }\n": typeof types.PayLeadsDocument,
    "\n  query PayBonuses {\n    bonuses(month: \"2021-03\") {\n      count\n      items {\n        employeeId\n        amount\n      }\n    }\n  }\n": typeof types.PayBonusesDocument,
    "\n  query PayKpis {\n    kpis(month: \"2021-03\") {\n      count\n      items {\n        employeeId\n        kpiTier\n        kpi\n      }\n    }\n  }\n": typeof types.PayKpisDocument,
    "\n  query PaySalaryTotals {\n    salaryTotals(month: \"2021-03\", search: \"Paytest\") {\n      employees\n      totalPay\n      hoursWorked\n    }\n  }\n": typeof types.PaySalaryTotalsDocument,
    "\n  query PayPaymentSheet {\n    paymentSheet(month: \"2021-03\", search: \"Paytest\") {\n      resId\n      account\n      balanceSource\n      amount\n      description\n    }\n  }\n": typeof types.PayPaymentSheetDocument,
    "\n  query PaySheetAccess {\n    salaries(month: \"2021-03\", limit: 1) {\n      count\n    }\n    paymentSheet(month: \"2021-03\", search: \"x\") {\n      amount\n    }\n  }\n": typeof types.PaySheetAccessDocument,
    "\n  query PayXlsxSalariesXlsx($month: String, $departmentId: ID, $employeeType: String) {\n    salariesXlsx(month: $month, departmentId: $departmentId, employeeType: $employeeType) {\n      url\n      filename\n      expiresAt\n    }\n  }\n": typeof types.PayXlsxSalariesXlsxDocument,
    "\n  query PayXlsxSalaries($month: String, $departmentId: ID, $employeeType: String) {\n    salaries(month: $month, departmentId: $departmentId, employeeType: $employeeType, limit: -1) {\n      count\n      items {\n        name\n        departmentName\n        totalPay\n        hoursWorked\n      }\n    }\n    salaryTotals(month: $month, departmentId: $departmentId, employeeType: $employeeType) {\n      employees\n      totalPay\n      hoursWorked\n    }\n  }\n": typeof types.PayXlsxSalariesDocument,
    "\n  mutation PeopleWritesAdd($input: EmployeeInput!) {\n    addEmployee(input: $input) {\n      id\n      name\n      resId\n      email\n      roleTitle\n      active\n      status\n      team {\n        teamName\n      }\n      department {\n        departmentName\n      }\n      manager {\n        name\n      }\n    }\n  }\n": typeof types.PeopleWritesAddDocument,
    "\n  query PeopleWritesSearch($search: String) {\n    employees(search: $search) {\n      count\n      items {\n        name\n      }\n    }\n  }\n": typeof types.PeopleWritesSearchDocument,
    "\n    mutation PeopleWritesRole($id: ID!, $role: Int!, $title: String) {\n      updateEmployeeRole(id: $id, role: $role, roleTitle: $title) {\n        role\n        roleTitle\n        employmentRole {\n          title\n        }\n      }\n    }\n  ": typeof types.PeopleWritesRoleDocument,
    "\n    mutation PeopleWritesFire($id: ID!) {\n      fireEmployee(id: $id) {\n        message\n        employee {\n          active\n          status\n          lastWorkingDay\n        }\n      }\n    }\n  ": typeof types.PeopleWritesFireDocument,
    "\n    query PeopleWritesKept($id: ID!) {\n      employee(id: $id) {\n        name\n        active\n      }\n    }\n  ": typeof types.PeopleWritesKeptDocument,
    "\n    mutation PeopleWritesAdjust($ids: [ID!]!, $team: ID, $manager: ID) {\n      adjustTeams(employeeIds: $ids, teamId: $team, managerId: $manager) {\n        message\n        updatedCount\n        employees {\n          name\n          team {\n            teamName\n          }\n          manager {\n            name\n          }\n        }\n      }\n    }\n  ": typeof types.PeopleWritesAdjustDocument,
    "\n    mutation PeopleWritesLogin($e: String!, $p: String!) {\n      login(email: $e, password: $p) {\n        user {\n          name\n        }\n      }\n    }\n  ": typeof types.PeopleWritesLoginDocument,
    "\n    query PeopleWritesRoles {\n      employmentRoles(limit: -1) {\n        items {\n          id\n          title\n        }\n      }\n    }\n  ": typeof types.PeopleWritesRolesDocument,
    "\n    query PeopleWritesHolding($role: String) {\n      employees(role: $role, limit: -1) {\n        count\n      }\n    }\n  ": typeof types.PeopleWritesHoldingDocument,
    "\n    mutation PeopleWritesAddHoliday($input: HolidayInput!) {\n      addHoliday(input: $input) {\n        vacName\n        multipleOfPay\n        startDate\n        endDate\n      }\n    }\n  ": typeof types.PeopleWritesAddHolidayDocument,
    "\n  query PeopleEmployees(\n    $limit: Int\n    $page: Int\n    $sortBy: EmployeeSortKey\n    $sortDir: SortDir\n    $search: String\n    $teamId: ID\n    $departmentId: ID\n    $role: String\n    $ids: [ID!]\n    $active: EmployeeActivity\n  ) {\n    employees(\n      limit: $limit\n      page: $page\n      sortBy: $sortBy\n      sortDir: $sortDir\n      search: $search\n      teamId: $teamId\n      departmentId: $departmentId\n      role: $role\n      ids: $ids\n      active: $active\n    ) {\n      count\n      items {\n        id\n        name\n        resId\n        roleTitle\n        managerName\n        teamId\n        departmentId\n        active\n        status\n        manager {\n          id\n          name\n        }\n        team {\n          id\n          teamName\n        }\n        department {\n          id\n          departmentName\n        }\n        employmentRole {\n          id\n          title\n        }\n      }\n    }\n  }\n": typeof types.PeopleEmployeesDocument,
    "\n        query PeopleHeadAuditing {\n          employees(headAuditing: true, limit: -1) {\n            count\n            items {\n              departmentId\n            }\n          }\n        }\n      ": typeof types.PeopleHeadAuditingDocument,
    "\n      query PeopleManagersAgents($id: ID!) {\n        managers(limit: -1) {\n          count\n          items {\n            canManage\n          }\n        }\n        agents(limit: -1) {\n          count\n          items {\n            role\n          }\n        }\n        managedEmployees(limit: -1) {\n          count\n        }\n        hrEmployees(limit: -1) {\n          items {\n            name\n          }\n        }\n        employee(id: $id) {\n          name\n          manager {\n            name\n          }\n        }\n      }\n    ": typeof types.PeopleManagersAgentsDocument,
    "\n        query PeopleEmployee2 {\n          employee(id: \"9999\") {\n            name\n          }\n        }\n      ": typeof types.PeopleEmployee2Document,
    "\n    query PeopleEmployee($id: ID!) {\n      employee(id: $id) {\n        name\n        hourlyRate\n        monthlyRate\n        baseSalary\n        nationalId\n        phone\n        emergencyContactName\n        dateOfBirth\n      }\n    }\n  ": typeof types.PeopleEmployeeDocument,
    "\n      query PeopleLookups {\n        teams(limit: -1) {\n          count\n          items {\n            id\n            teamName\n            memberCount\n          }\n        }\n        departments(limit: -1) {\n          items {\n            id\n            departmentName\n            head {\n              name\n            }\n          }\n        }\n        employmentRoles(limit: -1) {\n          count\n          items {\n            title\n          }\n        }\n        statuses(limit: -1) {\n          items {\n            name\n          }\n        }\n      }\n    ": typeof types.PeopleLookupsDocument,
    "\n        query PeopleHolidays {\n          holidays(limit: -1) {\n            count\n            items {\n              vacName\n              multipleOfPay\n              startDate\n              endDate\n            }\n          }\n        }\n      ": typeof types.PeopleHolidaysDocument,
    "\n        query PeopleTargetsIsoMonth {\n          targets(month: \"2021-03\") {\n            count\n          }\n        }\n      ": typeof types.PeopleTargetsIsoMonthDocument,
    "\n      query PeopleEmployees2 {\n        employees(limit: 100, sortBy: id) {\n          items {\n            id\n            manager {\n              id\n              name\n              roleTitle\n            }\n            team {\n              id\n              teamName\n              memberCount\n            }\n            department {\n              id\n              departmentName\n              description\n            }\n            employmentRole {\n              id\n              title\n            }\n          }\n        }\n      }\n    ": typeof types.PeopleEmployees2Document,
    "\n        query PeopleEmployees3 {\n          employees(limit: 100) {\n            items {\n              manager {\n                id\n                name\n              }\n              team {\n                id\n                teamName\n              }\n              department {\n                id\n                departmentName\n              }\n            }\n          }\n        }\n      ": typeof types.PeopleEmployees3Document,
    "\n  query PickerOptions($purpose: PickerPurpose!, $search: String, $limit: Int, $excludeIds: [ID!]) {\n    personOptions(purpose: $purpose, search: $search, limit: $limit, excludeIds: $excludeIds) {\n      count\n      items {\n        id\n        name\n        resId\n        canManage\n        managerId\n        managerName\n      }\n    }\n  }\n": typeof types.PickerOptionsDocument,
    "\n  query PickerLine {\n    managedEmployees(limit: -1) {\n      items {\n        id\n      }\n    }\n    me {\n      id\n    }\n  }\n": typeof types.PickerLineDocument,
    "\n  query PickerEveryone {\n    employees(limit: -1) {\n      count\n      items {\n        id\n        resId\n        canManage\n      }\n    }\n  }\n": typeof types.PickerEveryoneDocument,
    "\n  query PickerFileable {\n    actionManagedEmployees(limit: -1) {\n      items {\n        id\n      }\n    }\n  }\n": typeof types.PickerFileableDocument,
    "\n  query ProfileWithEmployee($employeeId: ID!) {\n    profile(employeeId: $employeeId) {\n      name\n      bio\n      phone\n      employee {\n        roleTitle\n        phone\n        nationalId\n        hourlyRate\n      }\n    }\n  }\n": typeof types.ProfileWithEmployeeDocument,
    "\n  mutation ProfileAcmeLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": typeof types.ProfileAcmeLoginDocument,
    "\n  mutation RecruitmentAddCandidate($i: CandidateInput!) {\n    addCandidate(input: $i) {\n      id\n      fullName\n      nationalId\n      contactNumber\n      contactEmail\n      source\n      stage\n      referrer {\n        resId\n        name\n      }\n      sourcer {\n        resId\n      }\n    }\n  }\n": typeof types.RecruitmentAddCandidateDocument,
    "\n  mutation RecruitmentAddInterview($c: ID!, $i: InterviewInput!) {\n    addInterview(candidateId: $c, input: $i) {\n      id\n      hiringDecision\n      hiringDecisionTitle\n      englishAverage\n      interviewTypeSpecific {\n        englishFluency\n        typingSpeed\n      }\n      candidate {\n        id\n        fullName\n      }\n    }\n  }\n": typeof types.RecruitmentAddInterviewDocument,
    "\n  mutation RecruitmentTrack($ids: [ID!]!) {\n    trackForOnboarding(interviewIds: $ids) {\n      message\n      count\n      items {\n        id\n        trackedForOnboarding\n      }\n    }\n  }\n": typeof types.RecruitmentTrackDocument,
    "\n  query RecruitmentCandidateStage($id: ID!) {\n    candidate(id: $id) {\n      stage\n      employee {\n        id\n      }\n    }\n  }\n": typeof types.RecruitmentCandidateStageDocument,
    "\n      query RecruitmentCandidatesPage {\n        candidates(limit: 5, sortBy: fullName, sortDir: ASC) {\n          count\n          items {\n            id\n            fullName\n            source\n            stage\n            referrer {\n              resId\n              name\n            }\n            latestInterview {\n              id\n              interviewDate\n              hiringDecision\n            }\n          }\n        }\n      }\n    ": typeof types.RecruitmentCandidatesPageDocument,
    "\n      query RecruitmentCandidatesFiltered($isContacted: String, $source: String, $createdStart: String) {\n        candidates(isContacted: $isContacted, source: $source, createdStart: $createdStart, limit: -1) {\n          count\n          items {\n            isContacted\n            stage\n            source\n            sourcer {\n              name\n            }\n          }\n        }\n      }\n    ": typeof types.RecruitmentCandidatesFilteredDocument,
    "\n      query RecruitmentCandidate($id: ID!) {\n        c: candidate(id: $id) {\n          fullName\n          maritalStatus\n          interviewsCount\n        }\n      }\n    ": typeof types.RecruitmentCandidateDocument,
    "\n      mutation RecruitmentUpdateCandidate($id: ID!, $i: CandidateInput!) {\n        updateCandidate(id: $id, input: $i) {\n          fullName\n          cityOfResidence\n          referrer {\n            resId\n          }\n        }\n      }\n    ": typeof types.RecruitmentUpdateCandidateDocument,
    "\n      query RecruitmentSearch($search: String) {\n        candidates(search: $search, limit: -1) {\n          items {\n            fullName\n          }\n        }\n      }\n    ": typeof types.RecruitmentSearchDocument,
    "\n    query RecruitmentInterviewTracked($c: ID!, $id: ID!) {\n      interview(candidateId: $c, id: $id) {\n        trackedForOnboarding\n      }\n    }\n  ": typeof types.RecruitmentInterviewTrackedDocument,
    "\n    query RecruitmentMissing($id: ID!) {\n      candidateMissingData(id: $id) {\n        complete\n        missing {\n          field\n          label\n        }\n      }\n    }\n  ": typeof types.RecruitmentMissingDocument,
    "\n    query RecruitmentOnboarding($type: String!, $ticket: String) {\n      onboardingCandidates(type: $type, ticketNumber: $ticket, limit: -1) {\n        items {\n          id\n          ticketNumber\n          onboarded\n          candidate {\n            fullName\n          }\n        }\n      }\n    }\n  ": typeof types.RecruitmentOnboardingDocument,
    "\n      mutation RecruitmentUpdateInterview($c: ID!, $id: ID!, $i: InterviewInput!) {\n        updateInterview(candidateId: $c, id: $id, input: $i) {\n          hiringDecisionTitle\n          englishAverage\n          notes\n        }\n      }\n    ": typeof types.RecruitmentUpdateInterviewDocument,
    "\n      query RecruitmentInterview($c: ID!, $id: ID!) {\n        interview(candidateId: $c, id: $id) {\n          id\n          interviewDate\n        }\n        candidateInterviews(candidateId: $c) {\n          count\n        }\n      }\n    ": typeof types.RecruitmentInterviewDocument,
    "\n      query RecruitmentInterviewable($search: String) {\n        interviewableCandidates(search: $search) {\n          items {\n            id\n            latestInterview {\n              hiringDecision\n            }\n          }\n        }\n      }\n    ": typeof types.RecruitmentInterviewableDocument,
    "\n      query RecruitmentLatestAccepted($search: String) {\n        latestAcceptedInterviews(search: $search, tracked: false) {\n          items {\n            id\n            candidate {\n              fullName\n            }\n          }\n        }\n      }\n    ": typeof types.RecruitmentLatestAcceptedDocument,
    "\n      query RecruitmentEmployees($search: String) {\n        employees(search: $search) {\n          items {\n            resId\n            name\n            nationalId\n            departmentId\n          }\n        }\n      }\n    ": typeof types.RecruitmentEmployeesDocument,
    "\n      query RecruitmentHeadcountRecord($id: ID!) {\n        headcountEmployee(id: $id) {\n          resId\n          candidateId\n          candidate {\n            id\n            fullName\n          }\n        }\n      }\n    ": typeof types.RecruitmentHeadcountRecordDocument,
    "\n      query RecruitmentPendingCandidates {\n        onboardingCandidates(type: \"pending\", limit: -1) {\n          items {\n            id\n            candidate {\n              id\n              fullName\n              nationality\n            }\n          }\n        }\n      }\n    ": typeof types.RecruitmentPendingCandidatesDocument,
    "\n      query RecruitmentRoleCandidates {\n        candidates {\n          count\n        }\n      }\n    ": typeof types.RecruitmentRoleCandidatesDocument,
    "\n      query RecruitmentRoleInterviewable {\n        interviewableCandidates {\n          count\n        }\n      }\n    ": typeof types.RecruitmentRoleInterviewableDocument,
    "\n      query RecruitmentRoleLatestAccepted {\n        latestAcceptedInterviews {\n          count\n        }\n      }\n    ": typeof types.RecruitmentRoleLatestAcceptedDocument,
    "\n      query RecruitmentRoleOnboarding {\n        onboardingCandidates(type: \"pending\") {\n          count\n        }\n      }\n    ": typeof types.RecruitmentRoleOnboardingDocument,
    "\n      mutation RecruitmentRoleAdd {\n        addCandidate(input: { fullName: \"X\" }) {\n          id\n        }\n      }\n    ": typeof types.RecruitmentRoleAddDocument,
    "\n      mutation RecruitmentRoleTrack {\n        trackForOnboarding(interviewIds: [\"1\"]) {\n          count\n        }\n      }\n    ": typeof types.RecruitmentRoleTrackDocument,
    "\n      query RecruitmentRoleSettings {\n        recruitmentSettings {\n          passMark\n        }\n      }\n    ": typeof types.RecruitmentRoleSettingsDocument,
    "\n      mutation RecruitmentRoleUpdateSettings {\n        updateRecruitmentSettings(passMark: 5) {\n          passMark\n        }\n      }\n    ": typeof types.RecruitmentRoleUpdateSettingsDocument,
    "\n      query RecruitmentRoleRead {\n        candidates(limit: 1) {\n          count\n        }\n      }\n    ": typeof types.RecruitmentRoleReadDocument,
    "\n    query RecruitmentPassMark($c: ID!, $id: ID!) {\n      interview(candidateId: $c, id: $id) {\n        englishAverage\n        passMark\n        meetsPassMark\n      }\n    }\n  ": typeof types.RecruitmentPassMarkDocument,
    "\n        query RecruitmentInterviewsPassMark($c: ID!) {\n          candidateInterviews(candidateId: $c) {\n            items {\n              id\n              meetsPassMark\n            }\n          }\n        }\n      ": typeof types.RecruitmentInterviewsPassMarkDocument,
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
    "\n  mutation RegistrationRegister($input: RegisterCompanyInput!, $logo: Upload) {\n    registerCompany(input: $input, logo: $logo) {\n      message\n      company {\n        name\n        subdomain\n        industry\n        employeeCountRange\n      }\n      url\n      email\n      mailKept\n      setPasswordUrl\n    }\n  }\n": typeof types.RegistrationRegisterDocument,
    "\n  mutation RegistrationSetPassword($t: String!, $p: String!) {\n    setPassword(token: $t, password: $p) {\n      email\n    }\n  }\n": typeof types.RegistrationSetPasswordDocument,
    "\n  mutation RegistrationLogin($e: String!, $p: String!) {\n    login(email: $e, password: $p) {\n      token\n    }\n  }\n": typeof types.RegistrationLoginDocument,
    "\n  query RegistrationCompany {\n    me {\n      name\n      roleTitle\n      departmentName\n      roles {\n        admin\n      }\n    }\n    employees(limit: -1) {\n      count\n    }\n    departments(limit: -1) {\n      items {\n        departmentName\n      }\n    }\n    leaveTypes(limit: -1) {\n      items {\n        leaveName\n      }\n    }\n    actionPolicies(limit: -1) {\n      items {\n        actionId\n      }\n    }\n  }\n": typeof types.RegistrationCompanyDocument,
    "\n  query RegistrationMe {\n    me {\n      name\n    }\n  }\n": typeof types.RegistrationMeDocument,
    "\n  query SessionMe {\n    me {\n      id\n      name\n      roles {\n        teamLeader\n      }\n      access {\n        routes\n      }\n    }\n  }\n": typeof types.SessionMeDocument,
    "\n  mutation SessionChangePassword($old: String!, $new: String!) {\n    changePassword(oldPassword: $old, newPassword: $new) {\n      message\n    }\n  }\n": typeof types.SessionChangePasswordDocument,
    "\n  query SessionLeaveTypes {\n    leaveTypes {\n      count\n    }\n  }\n": typeof types.SessionLeaveTypesDocument,
    "\n  mutation SessionLogin($e: String!, $p: String!) {\n    login(email: $e, password: $p) {\n      token\n    }\n  }\n": typeof types.SessionLoginDocument,
    "\n  mutation SessionFire($id: ID!) {\n    fireEmployee(id: $id) {\n      message\n    }\n  }\n": typeof types.SessionFireDocument,
    "\n  mutation SessionDemote($id: ID!) {\n    updateEmployeeRole(id: $id, role: 0, roleTitle: \"Sales Agent\") {\n      roleTitle\n    }\n  }\n": typeof types.SessionDemoteDocument,
    "\n        mutation SessionLoginLogout($e: String!, $p: String!) {\n          login(email: $e, password: $p) {\n            token\n          }\n          logout {\n            message\n          }\n        }\n      ": typeof types.SessionLoginLogoutDocument,
    "\n  query SettingsOfCompany {\n    companySettings {\n      name\n      copyright\n      primaryColor\n      jiraUrl\n      jiraUsername\n      jiraTokenSet\n    }\n  }\n": typeof types.SettingsOfCompanyDocument,
    "\n  mutation SettingsUpdate($input: CompanySettingsInput!) {\n    updateCompanySettings(input: $input) {\n      name\n      copyright\n      primaryColor\n      secondaryColor\n      jiraUrl\n      jiraUsername\n      jiraTokenSet\n      auditRetentionMonths\n    }\n  }\n": typeof types.SettingsUpdateDocument,
    "\n  mutation SettingsLogo($file: Upload!) {\n    uploadCompanyLogo(file: $file) {\n      logo\n    }\n  }\n": typeof types.SettingsLogoDocument,
    "\n  mutation SettingsDismissChecklist {\n    dismissSetupChecklist {\n      dismissed\n    }\n  }\n": typeof types.SettingsDismissChecklistDocument,
    "\n  mutation SettingsLeaveType($input: LeaveTypeInput!) {\n    createLeaveType(input: $input) {\n      id\n    }\n  }\n": typeof types.SettingsLeaveTypeDocument,
    "\n  mutation SettingsLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": typeof types.SettingsLoginDocument,
    "\n  query SettingsCapability {\n    capabilities {\n      companySettings\n    }\n  }\n": typeof types.SettingsCapabilityDocument,
    "\n  query SharedMe {\n    me {\n      name\n      roles {\n        hr\n      }\n    }\n  }\n": typeof types.SharedMeDocument,
    "\n  fragment ShuffleRequestFields on ManagerShuffleRequest {\n    id\n    status\n    effectiveDate\n    hrComment\n    appliedAt\n    reason\n    requesterId\n    targetEmployee {\n      id\n      name\n      resId\n    }\n    currentManager {\n      id\n      name\n    }\n    proposedManager {\n      id\n      name\n    }\n    requester {\n      name\n    }\n    reviewedBy {\n      name\n    }\n    previousManager {\n      name\n    }\n  }\n": typeof types.ShuffleRequestFieldsFragmentDoc,
    "\n  mutation ShuffleCreate($input: ManagerShuffleRequestInput!) {\n    createManagerShuffleRequest(input: $input) {\n      ...ShuffleRequestFields\n    }\n  }\n": typeof types.ShuffleCreateDocument,
    "\n  mutation ShuffleApprove($id: ID!, $c: String) {\n    approveManagerShuffleRequest(id: $id, hrComment: $c) {\n      ...ShuffleRequestFields\n    }\n  }\n": typeof types.ShuffleApproveDocument,
    "\n  mutation ShuffleReject($id: ID!, $c: String!) {\n    rejectManagerShuffleRequest(id: $id, hrComment: $c) {\n      ...ShuffleRequestFields\n    }\n  }\n": typeof types.ShuffleRejectDocument,
    "\n  query ShuffleList($status: ShuffleStatus, $search: String, $employeeId: ID) {\n    managerShuffleRequests(status: $status, search: $search, employeeId: $employeeId, limit: 25) {\n      count\n      items {\n        ...ShuffleRequestFields\n      }\n    }\n  }\n": typeof types.ShuffleListDocument,
    "\n  query ShuffleOne($id: ID!) {\n    managerShuffleRequest(id: $id) {\n      ...ShuffleRequestFields\n    }\n  }\n": typeof types.ShuffleOneDocument,
    "\n  query ShuffleOneId($id: ID!) {\n    managerShuffleRequest(id: $id) {\n      id\n    }\n  }\n": typeof types.ShuffleOneIdDocument,
    "\n  query ShuffleManagerOf($id: ID!) {\n    employee(id: $id) {\n      manager {\n        name\n      }\n    }\n  }\n": typeof types.ShuffleManagerOfDocument,
    "\n  query ShuffleHistory($e: ID!) {\n    managerHistory(employeeId: $e) {\n      id\n      previousManager {\n        name\n      }\n      proposedManager {\n        name\n      }\n    }\n  }\n": typeof types.ShuffleHistoryDocument,
    "\n  query ShuffleHistoryProposed($e: ID!) {\n    managerHistory(employeeId: $e) {\n      proposedManager {\n        name\n      }\n    }\n  }\n": typeof types.ShuffleHistoryProposedDocument,
    "\n  query ShuffleHrInboxPending {\n    hrInbox {\n      pendingShuffleRequests\n    }\n  }\n": typeof types.ShuffleHrInboxPendingDocument,
    "\n  query ShuffleMe {\n    me {\n      id\n    }\n  }\n": typeof types.ShuffleMeDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": typeof types.LoginDocument,
    "\n      mutation SupervisionLogin {\n        login(email: \"agent@demo.hr\", password: \"Passw0rd!\") {\n          token\n        }\n      }\n    ": typeof types.SupervisionLoginDocument,
    "\n          query SupervisionMe {\n            me {\n              name\n            }\n          }\n        ": typeof types.SupervisionMeDocument,
    "\n  query TeamspaceGrants($e: ID, $p: ManagerPermissionName) {\n    managerPermissions(employeeId: $e, permission: $p, limit: -1) {\n      count\n      items {\n        id\n        employeeId\n        permission\n        employee {\n          name\n        }\n        grantedByName\n      }\n    }\n  }\n": typeof types.TeamspaceGrantsDocument,
    "\n  mutation TeamspaceGrant($e: ID!, $p: ManagerPermissionName!) {\n    grantManagerPermission(employeeId: $e, permission: $p) {\n      id\n      permission\n      employee {\n        name\n      }\n    }\n  }\n": typeof types.TeamspaceGrantDocument,
    "\n  query TeamspaceMe {\n    me {\n      id\n      managerPermissions\n      access {\n        routes\n        ownOnly\n      }\n    }\n  }\n": typeof types.TeamspaceMeDocument,
    "\n  fragment TeamspaceGoalFields on Goal {\n    id\n    title\n    status\n    state\n    progress\n    isPrivate\n    duration\n    daysLeft\n    deadlineWarning\n    assignee {\n      name\n    }\n    reviewer {\n      name\n    }\n    viewerCan {\n      edit\n      review\n      progress\n      delete\n    }\n    supportingDocumentFilename\n  }\n": typeof types.TeamspaceGoalFieldsFragmentDoc,
    "\n  mutation TeamspaceCreateGoal($i: GoalInput!, $d: Upload) {\n    createGoal(input: $i, supportingDocument: $d) {\n      ...TeamspaceGoalFields\n    }\n  }\n": typeof types.TeamspaceCreateGoalDocument,
    "\n  mutation TeamspaceProgress($id: ID!, $p: Int!, $s: GoalState) {\n    updateGoalProgress(id: $id, progress: $p, state: $s) {\n      progress\n      state\n      status\n    }\n  }\n": typeof types.TeamspaceProgressDocument,
    "\n  query TeamspaceLeaveTypes {\n    leaveTypes(limit: -1) {\n      items {\n        id\n        leaveName\n      }\n    }\n  }\n": typeof types.TeamspaceLeaveTypesDocument,
    "\n  query TeamspaceTeams {\n    teams(limit: -1) {\n      items {\n        id\n        teamName\n      }\n    }\n  }\n": typeof types.TeamspaceTeamsDocument,
    "\n      query TeamspaceOwnGrants($id: ID!) {\n        managerPermissionsOf(id: $id) {\n          items {\n            permission\n          }\n        }\n      }\n    ": typeof types.TeamspaceOwnGrantsDocument,
    "\n    mutation TeamspaceFileLeave($i: LeaveRequestInput!) {\n      createLeaveRequest(input: $i) {\n        id\n        status\n        employee {\n          name\n        }\n      }\n    }\n  ": typeof types.TeamspaceFileLeaveDocument,
    "\n    mutation TeamspaceApproveLeave($id: ID!) {\n      approveLeaveRequest(id: $id, reviewerComments: \"ok\") {\n        id\n        status\n        reviewedByName\n      }\n    }\n  ": typeof types.TeamspaceApproveLeaveDocument,
    "\n    mutation TeamspaceRejectLeave($id: ID!) {\n      rejectLeaveRequest(id: $id, reviewerComments: \"busy week\") {\n        id\n        status\n      }\n    }\n  ": typeof types.TeamspaceRejectLeaveDocument,
    "\n    query TeamspaceGoalDocument($id: ID!) {\n      goalSupportingDocument(id: $id) {\n        url\n        filename\n      }\n    }\n  ": typeof types.TeamspaceGoalDocumentDocument,
    "\n    mutation TeamspaceApproveGoal($id: ID!) {\n      approveGoal(id: $id) {\n        status\n      }\n    }\n  ": typeof types.TeamspaceApproveGoalDocument,
    "\n    mutation TeamspaceRejectGoal($id: ID!) {\n      rejectGoal(id: $id) {\n        status\n      }\n    }\n  ": typeof types.TeamspaceRejectGoalDocument,
    "\n    mutation TeamspaceUpdateGoal($id: ID!, $i: GoalInput!) {\n      updateGoal(id: $id, input: $i) {\n        status\n        title\n      }\n    }\n  ": typeof types.TeamspaceUpdateGoalDocument,
    "\n    query TeamspaceGoalReviewable($id: ID!) {\n      goal(id: $id) {\n        viewerCan {\n          review\n        }\n      }\n    }\n  ": typeof types.TeamspaceGoalReviewableDocument,
    "\n      query TeamspaceTeamGoals {\n        teamGoals(limit: -1) {\n          count\n          items {\n            assignee {\n              name\n            }\n          }\n        }\n      }\n    ": typeof types.TeamspaceTeamGoalsDocument,
    "\n      query TeamspaceGoalTitle($id: ID!) {\n        goal(id: $id) {\n          title\n          isPrivate\n        }\n      }\n    ": typeof types.TeamspaceGoalTitleDocument,
    "\n      query TeamspaceGoalSearch($search: String) {\n        goals(limit: -1, search: $search) {\n          count\n          items {\n            title\n          }\n        }\n      }\n    ": typeof types.TeamspaceGoalSearchDocument,
    "\n      query TeamspaceMyGoals {\n        myGoals(limit: 10) {\n          count\n          items {\n            title\n            state\n            assignee {\n              name\n            }\n          }\n        }\n      }\n    ": typeof types.TeamspaceMyGoalsDocument,
    "\n      query TeamspaceGoalCount {\n        goals {\n          count\n        }\n      }\n    ": typeof types.TeamspaceGoalCountDocument,
    "\n      mutation TeamspaceGiveKudos($r: ID!, $m: String!) {\n        giveKudos(receiverId: $r, message: $m) {\n          id\n          message\n          giver {\n            name\n          }\n          receiver {\n            name\n          }\n        }\n      }\n    ": typeof types.TeamspaceGiveKudosDocument,
    "\n      query TeamspaceKudosWall($r: ID) {\n        kudos(receiverId: $r, limit: 5) {\n          count\n          items {\n            message\n            giver {\n              name\n            }\n          }\n        }\n      }\n    ": typeof types.TeamspaceKudosWallDocument,
    "\n      query TeamspaceWeeklyKudos {\n        weeklyKudos(limit: 50) {\n          items {\n            message\n          }\n        }\n      }\n    ": typeof types.TeamspaceWeeklyKudosDocument,
    "\n      query TeamspaceTeam($id: ID!) {\n        team(id: $id) {\n          teamName\n          teamLeader {\n            name\n          }\n          manager {\n            name\n          }\n        }\n      }\n    ": typeof types.TeamspaceTeamDocument,
    "\n      query TeamspaceMyTeam {\n        me {\n          teamName\n        }\n      }\n    ": typeof types.TeamspaceMyTeamDocument,
    "\n            query StallHeadcountEmployees {\n              headcountEmployees(search: \"Ann\") {\n                count\n              }\n            }\n          ": typeof types.StallHeadcountEmployeesDocument,
    "\n        query UploadsLead {\n          me {\n            id\n          }\n        }\n      ": typeof types.UploadsLeadDocument,
    "\n      query UploadsLeaveTypes {\n        leaveTypes(limit: -1) {\n          items {\n            id\n            leaveName\n          }\n        }\n      }\n    ": typeof types.UploadsLeaveTypesDocument,
    "\n          mutation UploadsCreateLeaveRequest($i: LeaveRequestInput!, $f: Upload) {\n            createLeaveRequest(input: $i, sickNote: $f) {\n              id\n              sickNoteFilename\n            }\n          }\n        ": typeof types.UploadsCreateLeaveRequestDocument,
    "\n          mutation UploadsUploadHeadcountContract($id: ID!, $f: Upload!) {\n            uploadHeadcountContract(id: $id, file: $f) {\n              contractFilename\n            }\n          }\n        ": typeof types.UploadsUploadHeadcountContractDocument,
    "\n          mutation UploadsUploadDocument($i: DocumentInput!, $f: Upload!) {\n            uploadDocument(input: $i, file: $f) {\n              id\n              filename\n            }\n          }\n        ": typeof types.UploadsUploadDocumentDocument,
    "\n          mutation UploadsCreateGoal($i: GoalInput!, $f: Upload) {\n            createGoal(input: $i, supportingDocument: $f) {\n              id\n              supportingDocumentFilename\n            }\n          }\n        ": typeof types.UploadsCreateGoalDocument,
    "\n          mutation UploadsUploadFile($f: Upload!) {\n            uploadFile(file: $f) {\n              id\n              filename\n              mimetype\n            }\n          }\n        ": typeof types.UploadsUploadFileDocument,
    "\n        mutation UploadsUploadFile2($f: Upload!) {\n          uploadFile(file: $f) {\n            mimetype\n          }\n        }\n      ": typeof types.UploadsUploadFile2Document,
    "\n  query WorklogSyncCapability {\n    capabilities {\n      worklogSync\n    }\n  }\n": typeof types.WorklogSyncCapabilityDocument,
    "\n      mutation WorklogsRename($id: ID!, $input: HeadcountEmployeeInput!) {\n        updateHeadcountEmployee(id: $id, input: $input) {\n          id\n        }\n      }\n    ": typeof types.WorklogsRenameDocument,
    "\n    query WorklogsCapability {\n      capabilities {\n        worklogs\n      }\n    }\n  ": typeof types.WorklogsCapabilityDocument,
    "\n  query WorkspaceMe {\n    me {\n      id\n    }\n  }\n": typeof types.WorkspaceMeDocument,
    "\n  fragment WorkspaceLinkFields on HelpdeskLink {\n    id\n    name\n    link\n    createdAt\n    updatedAt\n    createdBy {\n      name\n    }\n  }\n": typeof types.WorkspaceLinkFieldsFragmentDoc,
    "\n  query WorkspaceLinks {\n    helpdeskLinks(limit: 2, sortBy: name) {\n      count\n      items {\n        ...WorkspaceLinkFields\n      }\n    }\n  }\n": typeof types.WorkspaceLinksDocument,
    "\n  query WorkspaceLinkSearch {\n    helpdeskLinks(search: \"payroll\") {\n      items {\n        name\n      }\n    }\n  }\n": typeof types.WorkspaceLinkSearchDocument,
    "\n  mutation WorkspaceCreateLink($i: HelpdeskLinkInput!) {\n    createHelpdeskLink(input: $i) {\n      ...WorkspaceLinkFields\n    }\n  }\n": typeof types.WorkspaceCreateLinkDocument,
    "\n  query WorkspaceLink($id: ID!) {\n    helpdeskLink(id: $id) {\n      name\n    }\n  }\n": typeof types.WorkspaceLinkDocument,
    "\n  mutation WorkspaceUpdateLink($id: ID!, $i: HelpdeskLinkInput!) {\n    updateHelpdeskLink(id: $id, input: $i) {\n      name\n      link\n    }\n  }\n": typeof types.WorkspaceUpdateLinkDocument,
    "\n  mutation WorkspaceCreateLinkX {\n    createHelpdeskLink(input: { name: \"X\", link: \"https://x.example.com\" }) {\n      id\n    }\n  }\n": typeof types.WorkspaceCreateLinkXDocument,
    "\n  fragment WorkspaceDocFields on HrDocument {\n    id\n    title\n    filename\n    scope\n    mimetype\n    createdAt\n    updatedAt\n    employee {\n      id\n      name\n    }\n    uploadedBy {\n      name\n    }\n  }\n": typeof types.WorkspaceDocFieldsFragmentDoc,
    "\n  mutation WorkspaceUpload($input: DocumentInput!, $file: Upload!) {\n    uploadDocument(input: $input, file: $file) {\n      ...WorkspaceDocFields\n    }\n  }\n": typeof types.WorkspaceUploadDocument,
    "\n  query WorkspaceMyDocuments {\n    documents(limit: -1, sortBy: title) {\n      count\n      items {\n        title\n        scope\n      }\n    }\n  }\n": typeof types.WorkspaceMyDocumentsDocument,
    "\n  query WorkspaceDocument($id: ID!) {\n    document(id: $id) {\n      title\n    }\n  }\n": typeof types.WorkspaceDocumentDocument,
    "\n  query WorkspaceDocumentLink($id: ID!) {\n    documentDownload(id: $id) {\n      url\n    }\n  }\n": typeof types.WorkspaceDocumentLinkDocument,
    "\n  query WorkspaceDocumentOwners {\n    documents(limit: -1) {\n      items {\n        title\n        employee {\n          name\n        }\n      }\n    }\n  }\n": typeof types.WorkspaceDocumentOwnersDocument,
    "\n  query WorkspaceDocumentCounts {\n    documents(scope: EMPLOYEE, limit: -1) {\n      count\n    }\n    company: documents(scope: COMPANY) {\n      count\n    }\n  }\n": typeof types.WorkspaceDocumentCountsDocument,
    "\n  query WorkspaceDocumentsOf($e: ID) {\n    documents(employeeId: $e, search: \"nda\") {\n      items {\n        title\n        employee {\n          name\n        }\n      }\n    }\n  }\n": typeof types.WorkspaceDocumentsOfDocument,
    "\n  mutation WorkspaceRenameDocument($id: ID!) {\n    updateDocument(id: $id, input: { title: \"IT Security Policy\" }) {\n      title\n      filename\n    }\n  }\n": typeof types.WorkspaceRenameDocumentDocument,
    "\n  mutation WorkspaceReplaceDocument($id: ID!, $file: Upload) {\n    updateDocument(id: $id, input: {}, file: $file) {\n      title\n      filename\n    }\n  }\n": typeof types.WorkspaceReplaceDocumentDocument,
    "\n  mutation WorkspaceDeleteDocumentOne {\n    deleteDocument(id: \"1\")\n  }\n": typeof types.WorkspaceDeleteDocumentOneDocument,
    "\n  fragment WorkspaceAssetFields on Asset {\n    id\n    name\n    assetType\n    serialNumber\n    condition\n    notes\n    status\n    assignedOn\n    holder {\n      id\n      name\n    }\n  }\n": typeof types.WorkspaceAssetFieldsFragmentDoc,
    "\n  mutation WorkspaceCreateAsset($i: AssetInput!) {\n    createAsset(input: $i) {\n      ...WorkspaceAssetFields\n    }\n  }\n": typeof types.WorkspaceCreateAssetDocument,
    "\n  mutation WorkspaceCreateAssetDuplicate {\n    createAsset(input: { name: \"X\", assetType: \"Laptop\", serialNumber: \"mba-2026-01\", condition: GOOD }) {\n      id\n    }\n  }\n": typeof types.WorkspaceCreateAssetDuplicateDocument,
    "\n  mutation WorkspaceAssign($id: ID!, $i: AssignAssetInput!) {\n    assignAsset(id: $id, input: $i) {\n      status\n      assignedOn\n      holder {\n        name\n      }\n    }\n  }\n": typeof types.WorkspaceAssignDocument,
    "\n  query WorkspaceMyAssets {\n    myAssets(sortBy: name) {\n      count\n      items {\n        name\n        serialNumber\n        assignedOn\n      }\n    }\n  }\n": typeof types.WorkspaceMyAssetsDocument,
    "\n  query WorkspaceAsset($id: ID!) {\n    asset(id: $id) {\n      name\n    }\n  }\n": typeof types.WorkspaceAssetDocument,
    "\n  mutation WorkspaceReturn($id: ID!, $i: ReturnAssetInput) {\n    returnAsset(id: $id, input: $i) {\n      status\n      condition\n      holder {\n        name\n      }\n    }\n  }\n": typeof types.WorkspaceReturnDocument,
    "\n  query WorkspaceAssignments($id: ID!) {\n    assetAssignments(id: $id) {\n      count\n      items {\n        assignedOn\n        returnedOn\n        notes\n        returnNotes\n        conditionOnReturn\n        employee {\n          name\n        }\n        assignedBy {\n          name\n        }\n        returnedBy {\n          name\n        }\n      }\n    }\n  }\n": typeof types.WorkspaceAssignmentsDocument,
    "\n  mutation WorkspaceUpdateAsset($id: ID!, $i: AssetInput!) {\n    updateAsset(id: $id, input: $i) {\n      name\n      condition\n    }\n  }\n": typeof types.WorkspaceUpdateAssetDocument,
    "\n  query WorkspaceHeldAssets {\n    assets(status: ASSIGNED, limit: -1) {\n      count\n      items {\n        serialNumber\n        holder {\n          name\n        }\n      }\n    }\n  }\n": typeof types.WorkspaceHeldAssetsDocument,
    "\n  query WorkspaceHeadsets {\n    assets(assetType: \"Headset\", status: AVAILABLE) {\n      items {\n        serialNumber\n      }\n    }\n  }\n": typeof types.WorkspaceHeadsetsDocument,
    "\n  query WorkspaceAssetSearch($search: String) {\n    assets(search: $search) {\n      count\n    }\n  }\n": typeof types.WorkspaceAssetSearchDocument,
    "\n  query WorkspaceHeldAssetId {\n    assets(search: \"LN-T14-0002\") {\n      items {\n        id\n      }\n    }\n  }\n": typeof types.WorkspaceHeldAssetIdDocument,
    "\n  mutation WorkspaceCreateAssetBad {\n    createAsset(input: { name: \"\", assetType: \"Spaceship\", serialNumber: \"\", condition: GOOD }) {\n      id\n    }\n  }\n": typeof types.WorkspaceCreateAssetBadDocument,
    "\n  mutation WorkspaceAssignNoOne($id: ID!) {\n    assignAsset(id: $id, input: { employeeId: \"99999\" }) {\n      id\n    }\n  }\n": typeof types.WorkspaceAssignNoOneDocument,
    "\n  query WorkspaceAssetCount {\n    assets {\n      count\n    }\n  }\n": typeof types.WorkspaceAssetCountDocument,
    "\n  mutation WorkspaceCreateAssetX {\n    createAsset(input: { name: \"X\", assetType: \"Other\", serialNumber: \"S\", condition: GOOD }) {\n      id\n    }\n  }\n": typeof types.WorkspaceCreateAssetXDocument,
    "\n  query WorkspaceMyAssetCount {\n    myAssets {\n      count\n    }\n  }\n": typeof types.WorkspaceMyAssetCountDocument,
    "\n  query WorkspaceAssetHolders {\n    assets(limit: -1) {\n      items {\n        holder {\n          name\n        }\n      }\n    }\n  }\n": typeof types.WorkspaceAssetHoldersDocument,
    "\n  query WorkspaceDocumentPeople {\n    documents(limit: -1) {\n      items {\n        employee {\n          name\n        }\n        uploadedBy {\n          name\n        }\n      }\n    }\n  }\n": typeof types.WorkspaceDocumentPeopleDocument,
    "\n  query WorkspaceLinkCreators {\n    helpdeskLinks(limit: -1) {\n      items {\n        createdBy {\n          name\n        }\n      }\n    }\n  }\n": typeof types.WorkspaceLinkCreatorsDocument,
    "\n  query WorkspaceAssetHolderEmails {\n    assets(limit: -1) {\n      items {\n        holder {\n          name\n          email\n        }\n      }\n    }\n  }\n": typeof types.WorkspaceAssetHolderEmailsDocument,
    "\n  query WorkspaceLinkCount {\n    helpdeskLinks {\n      count\n    }\n  }\n": typeof types.WorkspaceLinkCountDocument,
    "\n  query WorkspaceDocumentCount {\n    documents {\n      count\n    }\n  }\n": typeof types.WorkspaceDocumentCountDocument,
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
    "\n  query ActionsDeductions($id: ID) {\n    actionsTaken(id: $id) {\n      items {\n        id\n        deduction\n        monetaryDeduction\n        overrideDeduction\n        policy {\n          deduction\n          moneyDeduction\n        }\n      }\n    }\n  }\n": types.ActionsDeductionsDocument,
    "\n  query ActionsNamed {\n    actionsTaken(limit: 10) {\n      items {\n        employee {\n          id\n          name\n          resId\n        }\n        auditor {\n          name\n        }\n        approver {\n          name\n        }\n        policy {\n          id\n          actionId\n          actionName\n        }\n      }\n    }\n  }\n": types.ActionsNamedDocument,
    "\n  query ActionsLinked {\n    actionsTaken(limit: 10) {\n      items {\n        employee {\n          name\n          email\n        }\n        auditor {\n          name\n          email\n        }\n        approver {\n          name\n          email\n        }\n        policy {\n          actionName\n          deduction\n        }\n      }\n    }\n  }\n": types.ActionsLinkedDocument,
    "\n  query ActionsOfEmployees {\n    employees(limit: -1) {\n      items {\n        name\n        actions {\n          employeeName\n          status\n        }\n      }\n    }\n  }\n": types.ActionsOfEmployeesDocument,
    "\n  query ActionsDetail($id: ID!) {\n    actionTaken(id: $id) {\n      id\n      details\n    }\n  }\n": types.ActionsDetailDocument,
    "\n  mutation ActionsEditDetails($id: ID!) {\n    updateActionTaken(id: $id, input: { details: \"edited\" }) {\n      details\n    }\n  }\n": types.ActionsEditDetailsDocument,
    "\n  query ActionsDetailId($id: ID!) {\n    actionTaken(id: $id) {\n      id\n    }\n  }\n": types.ActionsDetailIdDocument,
    "\n  query ActionsMissing {\n    actionTaken(id: \"999999\") {\n      id\n    }\n  }\n": types.ActionsMissingDocument,
    "\n  mutation ActionsEditX($id: ID!) {\n    updateActionTaken(id: $id, input: { details: \"x\" }) {\n      id\n    }\n  }\n": types.ActionsEditXDocument,
    "\n  query ActionsReviewed($id: ID!) {\n    actionTaken(id: $id) {\n      status\n      reviewedById\n      reviewedAt\n      reviewer {\n        id\n        name\n      }\n      approver {\n        name\n      }\n    }\n  }\n": types.ActionsReviewedDocument,
    "\n  mutation ActionsImport($file: Upload!) {\n    importActionsTaken(file: $file) {\n      message\n      processed\n      created\n      failed {\n        row\n        resId\n        actionId\n        message\n      }\n    }\n  }\n": types.ActionsImportDocument,
    "\n  query ActionsCount {\n    actionsTaken {\n      count\n    }\n  }\n": types.ActionsCountDocument,
    "\n  query AttendanceStreamExport($search: String) {\n    attendanceExport(family: AGENTS, month: \"2022-03\", search: $search) {\n      url\n    }\n  }\n": types.AttendanceStreamExportDocument,
    "\n  query AttendanceStreamCount {\n    attendanceGrid(family: AGENTS, month: \"2022-03\", page: 1, limit: 1) {\n      count\n    }\n  }\n": types.AttendanceStreamCountDocument,
    "\n  query FillAttendanceGrid($month: String) {\n    attendanceGrid(family: AGENTS, month: $month) {\n      month\n      days\n      rows {\n        resId\n        employeeId\n        records\n        totalHours\n        targetHoursPerDay\n      }\n    }\n  }\n": types.FillAttendanceGridDocument,
    "\n  mutation FillCreateLeaveRequest($input: LeaveRequestInput!) {\n    createLeaveRequest(input: $input) {\n      id\n      status\n    }\n  }\n": types.FillCreateLeaveRequestDocument,
    "\n  mutation FillApproveLeaveRequest($id: ID!) {\n    approveLeaveRequest(id: $id) {\n      status\n    }\n  }\n": types.FillApproveLeaveRequestDocument,
    "\n      query FillLeaveTypes {\n        leaveTypes(limit: -1) {\n          items {\n            id\n            leaveName\n          }\n        }\n      }\n    ": types.FillLeaveTypesDocument,
    "\n      mutation FillAddHoliday($input: HolidayInput!) {\n        addHoliday(input: $input) {\n          id\n        }\n      }\n    ": types.FillAddHolidayDocument,
    "\n  query AttendanceGrid($family: AttendanceFamily!, $month: String, $search: String, $excludeResigned: Boolean, $page: Int, $limit: Int) {\n    attendanceGrid(family: $family, month: $month, search: $search, excludeResigned: $excludeResigned, page: $page, limit: $limit) {\n      family\n      month\n      days\n      holidays {\n        date\n      }\n      count\n      rows {\n        employeeId\n        resId\n        name\n        status\n        records\n        totalHours\n        targetHoursPerDay\n        editable\n      }\n    }\n  }\n": types.AttendanceGridDocument,
    "\n  mutation AttendanceSet($family: AttendanceFamily!, $resId: String!, $month: String!, $date: String!, $status: String!) {\n    setAttendance(family: $family, resId: $resId, month: $month, date: $date, status: $status) {\n      resId\n      records\n      totalHours\n    }\n  }\n": types.AttendanceSetDocument,
    "\n  mutation AttendanceSave($family: AttendanceFamily!, $month: String!, $attendances: [AttendanceEntryInput!]!) {\n    saveAttendances(family: $family, month: $month, attendances: $attendances) {\n      ok\n      message\n      processedCount\n      savedCount\n      changedCount\n      errorCount\n      errorFile {\n        url\n        filename\n      }\n    }\n  }\n": types.AttendanceSaveDocument,
    "\n  mutation AttendanceAddHoliday($input: HolidayInput!) {\n    addHoliday(input: $input) {\n      id\n    }\n  }\n": types.AttendanceAddHolidayDocument,
    "\n  query AttendanceHolidays {\n    attendanceGrid(family: EMPLOYEES, month: \"2022-07\") {\n      days\n      holidays {\n        date\n        name\n        multipleOfPay\n      }\n      rows {\n        resId\n        records\n      }\n    }\n  }\n": types.AttendanceHolidaysDocument,
    "\n  query AttendanceLinkedEmployees {\n    attendanceGrid(family: AGENTS, month: \"2022-02\") {\n      rows {\n        resId\n        employee {\n          id\n          email\n        }\n      }\n    }\n  }\n": types.AttendanceLinkedEmployeesDocument,
    "\n  query AttendanceStatuses {\n    attendanceStatuses {\n      key\n      label\n      hours\n      color\n    }\n  }\n": types.AttendanceStatusesDocument,
    "\n  query AttendanceExport($family: AttendanceFamily!, $month: String!) {\n    attendanceExport(family: $family, month: $month) {\n      url\n      filename\n    }\n  }\n": types.AttendanceExportDocument,
    "\n  query AttritionEmployeesList {\n    attritionEmployees {\n      id\n      name\n      resId\n    }\n  }\n": types.AttritionEmployeesListDocument,
    "\n  fragment AttritionFields on Attrition {\n    id\n    state\n    attritionTypeName\n    noticeDate\n    lastWorkingDay\n    reason\n    hasExitInterview\n    employee {\n      name\n      resId\n    }\n    manager {\n      name\n    }\n  }\n": types.AttritionFieldsFragmentDoc,
    "\n  mutation AttritionCreate($input: AttritionInput!) {\n    createAttrition(input: $input) {\n      ...AttritionFields\n    }\n  }\n": types.AttritionCreateDocument,
    "\n  mutation AttritionCancel($id: ID!) {\n    cancelAttrition(id: $id) {\n      ...AttritionFields\n    }\n  }\n": types.AttritionCancelDocument,
    "\n  mutation AttritionUpdate($id: ID!, $i: AttritionChangesInput!) {\n    updateAttrition(id: $id, input: $i) {\n      ...AttritionFields\n    }\n  }\n": types.AttritionUpdateDocument,
    "\n  query AttritionPerson($id: ID!) {\n    employee(id: $id) {\n      active\n      status\n      lastWorkingDay\n    }\n  }\n": types.AttritionPersonDocument,
    "\n  query AttritionTypeIds {\n    attritionTypes {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.AttritionTypeIdsDocument,
    "\n  query AttritionTypeList {\n    attritionTypes {\n      count\n      items {\n        name\n        cancels\n      }\n    }\n  }\n": types.AttritionTypeListDocument,
    "\n  mutation AttritionTypeCreate($i: AttritionTypeInput!) {\n    createAttritionType(input: $i) {\n      id\n      name\n      cancels\n    }\n  }\n": types.AttritionTypeCreateDocument,
    "\n  mutation AttritionTypeUpdate($id: ID!, $i: AttritionTypeInput!) {\n    updateAttritionType(id: $id, input: $i) {\n      name\n    }\n  }\n": types.AttritionTypeUpdateDocument,
    "\n  query AttritionPeople {\n    employees(limit: -1, active: ALL) {\n      items {\n        id\n        name\n        active\n        dateJoined\n        lastWorkingDay\n        department {\n          departmentName\n        }\n      }\n    }\n  }\n": types.AttritionPeopleDocument,
    "\n  mutation AttritionSaveExitInterview($id: ID!, $i: ExitInterviewInput!) {\n    saveExitInterview(attritionId: $id, input: $i) {\n      reasons\n    }\n  }\n": types.AttritionSaveExitInterviewDocument,
    "\n  query AttritionCurrentNames {\n    employees(limit: -1) {\n      items {\n        name\n      }\n    }\n  }\n": types.AttritionCurrentNamesDocument,
    "\n  query AttritionTracker($s: String, $st: AttritionState) {\n    attritions(search: $s, state: $st, limit: 25) {\n      count\n      items {\n        employee {\n          name\n        }\n        state\n        attritionTypeName\n      }\n    }\n  }\n": types.AttritionTrackerDocument,
    "\n  query AttritionTrackerIds($s: String) {\n    attritions(search: $s, limit: 5) {\n      items {\n        id\n      }\n    }\n  }\n": types.AttritionTrackerIdsDocument,
    "\n  query AttritionTeamNames {\n    teamAttritions(limit: -1) {\n      items {\n        employee {\n          name\n        }\n      }\n    }\n  }\n": types.AttritionTeamNamesDocument,
    "\n  query AttritionExitInterview($id: ID!) {\n    attrition(id: $id) {\n      hasExitInterview\n      exitInterview {\n        reasons\n        ratingOverall\n        wouldRehire\n        comments\n        interviewerName\n      }\n    }\n  }\n": types.AttritionExitInterviewDocument,
    "\n  query AttritionTrackerCount {\n    attritions {\n      count\n    }\n  }\n": types.AttritionTrackerCountDocument,
    "\n  query AttritionTeamCount {\n    teamAttritions {\n      count\n    }\n  }\n": types.AttritionTeamCountDocument,
    "\n  query AttritionPickerIds {\n    attritionEmployees {\n      id\n    }\n  }\n": types.AttritionPickerIdsDocument,
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
    "\n  mutation IsolationLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": types.IsolationLoginDocument,
    "\n  query IsolationMe {\n    me {\n      id\n      name\n    }\n  }\n": types.IsolationMeDocument,
    "\n  query IsolationContractTemplate {\n    headcountContractTemplate {\n      url\n    }\n  }\n": types.IsolationContractTemplateDocument,
    "\n  query IsolationDepartments {\n    departments(limit: -1) {\n      items {\n        id\n      }\n    }\n  }\n": types.IsolationDepartmentsDocument,
    "\n  query LeaveLedgerCapability {\n    capabilities {\n      leaveLedger\n    }\n  }\n": types.LeaveLedgerCapabilityDocument,
    "\n  query LeaveLedgerMe {\n    me {\n      id\n    }\n  }\n": types.LeaveLedgerMeDocument,
    "\n  query LeavePartialCapability {\n    capabilities {\n      leavePartialApproval\n    }\n  }\n": types.LeavePartialCapabilityDocument,
    "\n  mutation LeaveSelfFile($input: LeaveRequestInput!) {\n    createLeaveRequest(input: $input) {\n      id\n      status\n      employee {\n        id\n        name\n      }\n    }\n  }\n": types.LeaveSelfFileDocument,
    "\n  query LeaveSelfMe {\n    me {\n      id\n    }\n  }\n": types.LeaveSelfMeDocument,
    "\n  query LeaveSelfCapability {\n    capabilities {\n      leaveCancel\n    }\n  }\n": types.LeaveSelfCapabilityDocument,
    "\n  query LeaveUnitsCapability {\n    capabilities {\n      leaveUnits\n    }\n  }\n": types.LeaveUnitsCapabilityDocument,
    "\n  fragment LeaveRequestFields on LeaveRequest {\n    id\n    employeeId\n    employeeName\n    leaveTypeId\n    leaveTypeName\n    startDate\n    endDate\n    status\n    notes\n    submittedById\n    submittedByName\n    managerEmail\n    reviewedById\n    reviewedByName\n    reviewerComments\n    createdAt\n    updatedAt\n    sickNoteUrl\n    sickNoteFilename\n    leaveDuration\n    workedDaysThisYear\n    passedProbation\n    leaveBalances {\n      leaveType\n      leaveTypeId\n      remainingBalance\n      approvedLeavesThisYear\n    }\n  }\n": types.LeaveRequestFieldsFragmentDoc,
    "\n  mutation LeaveCreate($input: LeaveRequestInput!, $sickNote: Upload) {\n    createLeaveRequest(input: $input, sickNote: $sickNote) {\n      ...LeaveRequestFields\n    }\n  }\n": types.LeaveCreateDocument,
    "\n  mutation LeaveCreateWithNote($input: LeaveRequestInput!, $sickNote: Upload) {\n    createLeaveRequest(input: $input, sickNote: $sickNote) {\n      sickNote {\n        url\n        filename\n        expiresAt\n      }\n      ...LeaveRequestFields\n    }\n  }\n": types.LeaveCreateWithNoteDocument,
    "\n  mutation LeaveApprove($id: ID!, $c: String) {\n    approveLeaveRequest(id: $id, reviewerComments: $c) {\n      id\n      status\n      reviewerComments\n      reviewedByName\n      leaveBalances {\n        leaveType\n        remainingBalance\n        approvedLeavesThisYear\n      }\n    }\n  }\n": types.LeaveApproveDocument,
    "\n  mutation LeaveReject($id: ID!, $c: String!) {\n    rejectLeaveRequest(id: $id, reviewerComments: $c) {\n      id\n      status\n      reviewerComments\n    }\n  }\n": types.LeaveRejectDocument,
    "\n  query LeaveTypeIds {\n    leaveTypes(limit: -1) {\n      items {\n        id\n        leaveName\n      }\n    }\n  }\n": types.LeaveTypeIdsDocument,
    "\n  query LeavePeople {\n    employees(limit: -1) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.LeavePeopleDocument,
    "\n  query LeaveTypesSorted {\n    leaveTypes(sortBy: leaveName) {\n      count\n      items {\n        leaveName\n        yearlyLimit\n        monthlyFraction\n      }\n    }\n  }\n": types.LeaveTypesSortedDocument,
    "\n  mutation LeaveTypeCreate($i: LeaveTypeInput!) {\n    createLeaveType(input: $i) {\n      id\n      leaveName\n      yearlyLimit\n      monthlyFraction\n    }\n  }\n": types.LeaveTypeCreateDocument,
    "\n  mutation LeaveTypeUpdate($id: ID!, $i: LeaveTypeInput!) {\n    updateLeaveType(id: $id, input: $i) {\n      yearlyLimit\n    }\n  }\n": types.LeaveTypeUpdateDocument,
    "\n  query LeaveSickNote($id: ID!) {\n    leaveRequestSickNote(id: $id) {\n      url\n      filename\n    }\n  }\n": types.LeaveSickNoteDocument,
    "\n  query LeaveOneWithRelations($id: ID!) {\n    leaveRequest(id: $id) {\n      id\n      employee {\n        name\n      }\n      submittedBy {\n        name\n      }\n      reviewedBy {\n        name\n      }\n      leaveType {\n        leaveName\n        yearlyLimit\n      }\n    }\n  }\n": types.LeaveOneWithRelationsDocument,
    "\n  query LeaveTrackerPage {\n    leaveRequests(limit: 50, sortBy: startDate, sortDir: ASC) {\n      count\n      items {\n        id\n        startDate\n        employee {\n          name\n        }\n        submittedBy {\n          name\n        }\n        reviewedBy {\n          name\n        }\n        leaveType {\n          leaveName\n        }\n      }\n    }\n  }\n": types.LeaveTrackerPageDocument,
    "\n  query LeaveTrackerFiltered($e: ID, $search: String) {\n    leaveRequests(status: PENDING, employeeId: $e, leaveTypeId: null, search: $search) {\n      count\n      items {\n        id\n        status\n      }\n    }\n  }\n": types.LeaveTrackerFilteredDocument,
    "\n  query LeaveTrackerNames {\n    leaveRequests(limit: -1) {\n      items {\n        employeeName\n      }\n    }\n  }\n": types.LeaveTrackerNamesDocument,
    "\n  query LeaveTrackerSearch($search: String) {\n    leaveRequests(limit: -1, search: $search) {\n      items {\n        id\n      }\n    }\n  }\n": types.LeaveTrackerSearchDocument,
    "\n  query LeaveOneId($id: ID!) {\n    leaveRequest(id: $id) {\n      id\n    }\n  }\n": types.LeaveOneIdDocument,
    "\n  mutation LeaveUpdate($id: ID!, $input: LeaveRequestUpdateInput!, $sickNote: Upload) {\n    updateLeaveRequest(id: $id, input: $input, sickNote: $sickNote) {\n      notes\n      endDate\n      leaveDuration\n      sickNoteFilename\n    }\n  }\n": types.LeaveUpdateDocument,
    "\n  query LeaveOneBalances($id: ID!) {\n    leaveRequest(id: $id) {\n      leaveBalances {\n        leaveType\n        remainingBalance\n      }\n    }\n  }\n": types.LeaveOneBalancesDocument,
    "\n  query LeaveCompany($m: String) {\n    companyLeaves(month: $m, limit: -1) {\n      count\n      items {\n        id\n        employeeName\n        leaveTypeName\n        startDate\n        endDate\n        leaveDuration\n      }\n    }\n  }\n": types.LeaveCompanyDocument,
    "\n  mutation LeaveImportCount($file: Upload!) {\n    importLeaveRequests(file: $file) {\n      processed\n    }\n  }\n": types.LeaveImportCountDocument,
    "\n  query LeaveTrackerCount {\n    leaveRequests {\n      count\n    }\n  }\n": types.LeaveTrackerCountDocument,
    "\n  query LeaveBalances($e: ID) {\n    leaveBalances(employeeId: $e) {\n      leaveType\n      leaveTypeId\n      remainingBalance\n      approvedLeavesThisYear\n    }\n  }\n": types.LeaveBalancesDocument,
    "\n  query LeaveRequestBalances($e: ID) {\n    leaveRequests(employeeId: $e, limit: 1) {\n      items {\n        leaveBalances {\n          leaveType\n          leaveTypeId\n          remainingBalance\n          approvedLeavesThisYear\n        }\n      }\n    }\n  }\n": types.LeaveRequestBalancesDocument,
    "\n  mutation MailGiveAccess($id: ID) {\n    giveAccess(employeeId: $id) {\n      message\n      email\n      temporaryPassword\n      invitationSent\n    }\n  }\n": types.MailGiveAccessDocument,
    "\n  mutation MailForgot($e: String!) {\n    requestPasswordReset(email: $e) {\n      message\n    }\n  }\n": types.MailForgotDocument,
    "\n  mutation MailSetPassword($t: String!, $p: String!) {\n    setPassword(token: $t, password: $p) {\n      message\n      email\n    }\n  }\n": types.MailSetPasswordDocument,
    "\n  mutation MailLogin($e: String!, $p: String!) {\n    login(email: $e, password: $p) {\n      user {\n        name\n      }\n    }\n  }\n": types.MailLoginDocument,
    "\n  query MailOutbox {\n    mailOutbox(limit: -1) {\n      count\n      items {\n        toAddress\n        subject\n        status\n        attempts\n      }\n    }\n  }\n": types.MailOutboxDocument,
    "\n  query MailCapability {\n    capabilities {\n      mailOutbox\n    }\n  }\n": types.MailCapabilityDocument,
    "\n  query EventsPolicies {\n    actionPolicies(limit: 1) {\n      items {\n        id\n      }\n    }\n  }\n": types.EventsPoliciesDocument,
    "\n  mutation EventsFileAction($input: ActionTakenInput!) {\n    createActionTaken(input: $input) {\n      id\n    }\n  }\n": types.EventsFileActionDocument,
    "\n  mutation EventsApproveAction($id: ID!) {\n    approveActionTaken(id: $id) {\n      id\n    }\n  }\n": types.EventsApproveActionDocument,
    "\n  mutation EventsFileShuffle($input: ManagerShuffleRequestInput!) {\n    createManagerShuffleRequest(input: $input) {\n      id\n    }\n  }\n": types.EventsFileShuffleDocument,
    "\n  mutation EventsRejectShuffle($id: ID!, $c: String!) {\n    rejectManagerShuffleRequest(id: $id, hrComment: $c) {\n      id\n    }\n  }\n": types.EventsRejectShuffleDocument,
    "\n  mutation EventsSetGoal($input: GoalInput!) {\n    createGoal(input: $input) {\n      id\n    }\n  }\n": types.EventsSetGoalDocument,
    "\n  query EventsMe {\n    me {\n      id\n    }\n  }\n": types.EventsMeDocument,
    "\n  query EventsCapability {\n    capabilities {\n      notificationPreferences\n    }\n  }\n": types.EventsCapabilityDocument,
    "\n  query EventsDelivery {\n    notificationDelivery\n  }\n": types.EventsDeliveryDocument,
    "\n  mutation NotifyFile($input: LeaveRequestInput!) {\n    createLeaveRequest(input: $input) {\n      id\n    }\n  }\n": types.NotifyFileDocument,
    "\n  mutation NotifyApprove($id: ID!) {\n    approveLeaveRequest(id: $id) {\n      id\n      status\n    }\n  }\n": types.NotifyApproveDocument,
    "\n  mutation NotifyReject($id: ID!, $c: String!) {\n    rejectLeaveRequest(id: $id, reviewerComments: $c) {\n      id\n      status\n    }\n  }\n": types.NotifyRejectDocument,
    "\n  mutation NotifyCancel($id: ID!) {\n    cancelLeaveRequest(id: $id) {\n      id\n      status\n    }\n  }\n": types.NotifyCancelDocument,
    "\n  mutation NotifyGiveKudos($receiverId: ID!, $message: String!) {\n    giveKudos(receiverId: $receiverId, message: $message) {\n      id\n    }\n  }\n": types.NotifyGiveKudosDocument,
    "\n  query NotifyCapability {\n    capabilities {\n      notifications\n    }\n  }\n": types.NotifyCapabilityDocument,
    "\n  query NotifyMe {\n    me {\n      id\n    }\n  }\n": types.NotifyMeDocument,
    "\n        mutation NotifyAcmeLogin($email: String!, $password: String!) {\n          login(email: $email, password: $password) {\n            token\n          }\n        }\n      ": types.NotifyAcmeLoginDocument,
    "\n        query OpsEmployee {\n          employee(id: \"99999\") {\n            name\n          }\n        }\n      ": types.OpsEmployeeDocument,
    "\n  query UnknownDepartments {\n    departments(limit: -1) {\n      items {\n        departmentName\n      }\n    }\n  }\n": types.UnknownDepartmentsDocument,
    "\n          query UnknownEmployees {\n            employees(search: \"RES-0023\") {\n              items {\n                id\n              }\n            }\n          }\n        ": types.UnknownEmployeesDocument,
    "\n        mutation UnknownFireEmployee($id: ID!) {\n          fireEmployee(id: $id) {\n            message\n          }\n        }\n      ": types.UnknownFireEmployeeDocument,
    "\n        query UnknownEmployee($id: ID!) {\n          employee(id: $id) {\n            active\n          }\n        }\n      ": types.UnknownEmployeeDocument,
    "\n  query PaySheet($month: String, $search: String, $departmentId: ID, $teamId: ID, $employeeType: String) {\n    salaries(month: $month, search: $search, departmentId: $departmentId, teamId: $teamId, employeeType: $employeeType, limit: -1) {\n      count\n      items {\n        id\n        resId\n        name\n        startDate\n        endDate\n        workingDays\n        hourlyOrMonthly\n        managerName\n        paymentAccount\n        weeks {\n          week\n          hours\n          target\n        }\n        hoursWorked\n        hoursGiven\n        annuals\n        casuals\n        sick\n        paidLeave\n        training\n        allowance\n        leadsTarget\n        kpiTier\n        kpi\n        bonus\n        compensation\n        actions\n        amount\n        lateness\n        baseSalary\n        hourlyRate\n        targetHours\n        targetLeads\n        hoursPay\n        extras\n        totalPay\n      }\n    }\n  }\n": types.PaySheetDocument,
    "\n  mutation PayLogDailyHours($input: DailyHoursInput!) {\n    logDailyHours(input: $input) {\n      id\n      resId\n      date\n      hoursWorked\n      dayType\n      dialerName\n      vacId\n      vacName\n    }\n  }\n": types.PayLogDailyHoursDocument,
    "\n  mutation PayUpdateDailyHours($id: ID!, $input: DailyHoursInput!) {\n    updateDailyHours(id: $id, input: $input) {\n      id\n      hoursWorked\n    }\n  }\n": types.PayUpdateDailyHoursDocument,
    "\n  mutation PayLogShift($input: DailyHoursInput!) {\n    logDailyHours(input: $input) {\n      id\n      shiftStart\n      shiftEnd\n    }\n  }\n": types.PayLogShiftDocument,
    "\n  query PayWorkedHoursShifts {\n    workedHours(month: \"2021-03\", search: \"PAY-H\", limit: -1) {\n      items {\n        id\n        shiftStart\n        shiftEnd\n      }\n    }\n  }\n": types.PayWorkedHoursShiftsDocument,
    "\n  query PayWorkedHours($month: String, $search: String, $holidaysOnly: Boolean) {\n    workedHours(month: $month, search: $search, holidaysOnly: $holidaysOnly, limit: 5) {\n      count\n      totalHours\n      items {\n        resId\n        date\n        hoursWorked\n        dayType\n        vacId\n      }\n    }\n  }\n": types.PayWorkedHoursDocument,
    "\n  query PayTargets {\n    targets(month: \"03-2021\", limit: -1) {\n      items {\n        id\n        workedHours\n        targetHours\n      }\n    }\n  }\n": types.PayTargetsDocument,
    "\n  mutation PayAddBonus($input: BonusInput!) {\n    addBonus(input: $input) {\n      count\n      items {\n        employeeId\n        month\n        amount\n        note\n      }\n    }\n  }\n": types.PayAddBonusDocument,
    "\n  mutation PayAddBonusCount($input: BonusInput!) {\n    addBonus(input: $input) {\n      count\n    }\n  }\n": types.PayAddBonusCountDocument,
    "\n  mutation PaySetKpi($input: KpiInput!) {\n    setKpi(input: $input) {\n      items {\n        employeeId\n        kpiTier\n        kpi\n      }\n    }\n  }\n": types.PaySetKpiDocument,
    "\n  mutation PaySetKpiCount($input: KpiInput!) {\n    setKpi(input: $input) {\n      count\n    }\n  }\n": types.PaySetKpiCountDocument,
    "\n  mutation PaySaveLead($input: LeadInput!) {\n    saveLead(input: $input) {\n      resId\n      month\n      payableLeads\n      employeeName\n    }\n  }\n": types.PaySaveLeadDocument,
    "\n  query PayLeads($month: String, $search: String) {\n    leads(month: $month, search: $search) {\n      count\n      items {\n        resId\n        payableLeads\n      }\n    }\n  }\n": types.PayLeadsDocument,
    "\n  query PayBonuses {\n    bonuses(month: \"2021-03\") {\n      count\n      items {\n        employeeId\n        amount\n      }\n    }\n  }\n": types.PayBonusesDocument,
    "\n  query PayKpis {\n    kpis(month: \"2021-03\") {\n      count\n      items {\n        employeeId\n        kpiTier\n        kpi\n      }\n    }\n  }\n": types.PayKpisDocument,
    "\n  query PaySalaryTotals {\n    salaryTotals(month: \"2021-03\", search: \"Paytest\") {\n      employees\n      totalPay\n      hoursWorked\n    }\n  }\n": types.PaySalaryTotalsDocument,
    "\n  query PayPaymentSheet {\n    paymentSheet(month: \"2021-03\", search: \"Paytest\") {\n      resId\n      account\n      balanceSource\n      amount\n      description\n    }\n  }\n": types.PayPaymentSheetDocument,
    "\n  query PaySheetAccess {\n    salaries(month: \"2021-03\", limit: 1) {\n      count\n    }\n    paymentSheet(month: \"2021-03\", search: \"x\") {\n      amount\n    }\n  }\n": types.PaySheetAccessDocument,
    "\n  query PayXlsxSalariesXlsx($month: String, $departmentId: ID, $employeeType: String) {\n    salariesXlsx(month: $month, departmentId: $departmentId, employeeType: $employeeType) {\n      url\n      filename\n      expiresAt\n    }\n  }\n": types.PayXlsxSalariesXlsxDocument,
    "\n  query PayXlsxSalaries($month: String, $departmentId: ID, $employeeType: String) {\n    salaries(month: $month, departmentId: $departmentId, employeeType: $employeeType, limit: -1) {\n      count\n      items {\n        name\n        departmentName\n        totalPay\n        hoursWorked\n      }\n    }\n    salaryTotals(month: $month, departmentId: $departmentId, employeeType: $employeeType) {\n      employees\n      totalPay\n      hoursWorked\n    }\n  }\n": types.PayXlsxSalariesDocument,
    "\n  mutation PeopleWritesAdd($input: EmployeeInput!) {\n    addEmployee(input: $input) {\n      id\n      name\n      resId\n      email\n      roleTitle\n      active\n      status\n      team {\n        teamName\n      }\n      department {\n        departmentName\n      }\n      manager {\n        name\n      }\n    }\n  }\n": types.PeopleWritesAddDocument,
    "\n  query PeopleWritesSearch($search: String) {\n    employees(search: $search) {\n      count\n      items {\n        name\n      }\n    }\n  }\n": types.PeopleWritesSearchDocument,
    "\n    mutation PeopleWritesRole($id: ID!, $role: Int!, $title: String) {\n      updateEmployeeRole(id: $id, role: $role, roleTitle: $title) {\n        role\n        roleTitle\n        employmentRole {\n          title\n        }\n      }\n    }\n  ": types.PeopleWritesRoleDocument,
    "\n    mutation PeopleWritesFire($id: ID!) {\n      fireEmployee(id: $id) {\n        message\n        employee {\n          active\n          status\n          lastWorkingDay\n        }\n      }\n    }\n  ": types.PeopleWritesFireDocument,
    "\n    query PeopleWritesKept($id: ID!) {\n      employee(id: $id) {\n        name\n        active\n      }\n    }\n  ": types.PeopleWritesKeptDocument,
    "\n    mutation PeopleWritesAdjust($ids: [ID!]!, $team: ID, $manager: ID) {\n      adjustTeams(employeeIds: $ids, teamId: $team, managerId: $manager) {\n        message\n        updatedCount\n        employees {\n          name\n          team {\n            teamName\n          }\n          manager {\n            name\n          }\n        }\n      }\n    }\n  ": types.PeopleWritesAdjustDocument,
    "\n    mutation PeopleWritesLogin($e: String!, $p: String!) {\n      login(email: $e, password: $p) {\n        user {\n          name\n        }\n      }\n    }\n  ": types.PeopleWritesLoginDocument,
    "\n    query PeopleWritesRoles {\n      employmentRoles(limit: -1) {\n        items {\n          id\n          title\n        }\n      }\n    }\n  ": types.PeopleWritesRolesDocument,
    "\n    query PeopleWritesHolding($role: String) {\n      employees(role: $role, limit: -1) {\n        count\n      }\n    }\n  ": types.PeopleWritesHoldingDocument,
    "\n    mutation PeopleWritesAddHoliday($input: HolidayInput!) {\n      addHoliday(input: $input) {\n        vacName\n        multipleOfPay\n        startDate\n        endDate\n      }\n    }\n  ": types.PeopleWritesAddHolidayDocument,
    "\n  query PeopleEmployees(\n    $limit: Int\n    $page: Int\n    $sortBy: EmployeeSortKey\n    $sortDir: SortDir\n    $search: String\n    $teamId: ID\n    $departmentId: ID\n    $role: String\n    $ids: [ID!]\n    $active: EmployeeActivity\n  ) {\n    employees(\n      limit: $limit\n      page: $page\n      sortBy: $sortBy\n      sortDir: $sortDir\n      search: $search\n      teamId: $teamId\n      departmentId: $departmentId\n      role: $role\n      ids: $ids\n      active: $active\n    ) {\n      count\n      items {\n        id\n        name\n        resId\n        roleTitle\n        managerName\n        teamId\n        departmentId\n        active\n        status\n        manager {\n          id\n          name\n        }\n        team {\n          id\n          teamName\n        }\n        department {\n          id\n          departmentName\n        }\n        employmentRole {\n          id\n          title\n        }\n      }\n    }\n  }\n": types.PeopleEmployeesDocument,
    "\n        query PeopleHeadAuditing {\n          employees(headAuditing: true, limit: -1) {\n            count\n            items {\n              departmentId\n            }\n          }\n        }\n      ": types.PeopleHeadAuditingDocument,
    "\n      query PeopleManagersAgents($id: ID!) {\n        managers(limit: -1) {\n          count\n          items {\n            canManage\n          }\n        }\n        agents(limit: -1) {\n          count\n          items {\n            role\n          }\n        }\n        managedEmployees(limit: -1) {\n          count\n        }\n        hrEmployees(limit: -1) {\n          items {\n            name\n          }\n        }\n        employee(id: $id) {\n          name\n          manager {\n            name\n          }\n        }\n      }\n    ": types.PeopleManagersAgentsDocument,
    "\n        query PeopleEmployee2 {\n          employee(id: \"9999\") {\n            name\n          }\n        }\n      ": types.PeopleEmployee2Document,
    "\n    query PeopleEmployee($id: ID!) {\n      employee(id: $id) {\n        name\n        hourlyRate\n        monthlyRate\n        baseSalary\n        nationalId\n        phone\n        emergencyContactName\n        dateOfBirth\n      }\n    }\n  ": types.PeopleEmployeeDocument,
    "\n      query PeopleLookups {\n        teams(limit: -1) {\n          count\n          items {\n            id\n            teamName\n            memberCount\n          }\n        }\n        departments(limit: -1) {\n          items {\n            id\n            departmentName\n            head {\n              name\n            }\n          }\n        }\n        employmentRoles(limit: -1) {\n          count\n          items {\n            title\n          }\n        }\n        statuses(limit: -1) {\n          items {\n            name\n          }\n        }\n      }\n    ": types.PeopleLookupsDocument,
    "\n        query PeopleHolidays {\n          holidays(limit: -1) {\n            count\n            items {\n              vacName\n              multipleOfPay\n              startDate\n              endDate\n            }\n          }\n        }\n      ": types.PeopleHolidaysDocument,
    "\n        query PeopleTargetsIsoMonth {\n          targets(month: \"2021-03\") {\n            count\n          }\n        }\n      ": types.PeopleTargetsIsoMonthDocument,
    "\n      query PeopleEmployees2 {\n        employees(limit: 100, sortBy: id) {\n          items {\n            id\n            manager {\n              id\n              name\n              roleTitle\n            }\n            team {\n              id\n              teamName\n              memberCount\n            }\n            department {\n              id\n              departmentName\n              description\n            }\n            employmentRole {\n              id\n              title\n            }\n          }\n        }\n      }\n    ": types.PeopleEmployees2Document,
    "\n        query PeopleEmployees3 {\n          employees(limit: 100) {\n            items {\n              manager {\n                id\n                name\n              }\n              team {\n                id\n                teamName\n              }\n              department {\n                id\n                departmentName\n              }\n            }\n          }\n        }\n      ": types.PeopleEmployees3Document,
    "\n  query PickerOptions($purpose: PickerPurpose!, $search: String, $limit: Int, $excludeIds: [ID!]) {\n    personOptions(purpose: $purpose, search: $search, limit: $limit, excludeIds: $excludeIds) {\n      count\n      items {\n        id\n        name\n        resId\n        canManage\n        managerId\n        managerName\n      }\n    }\n  }\n": types.PickerOptionsDocument,
    "\n  query PickerLine {\n    managedEmployees(limit: -1) {\n      items {\n        id\n      }\n    }\n    me {\n      id\n    }\n  }\n": types.PickerLineDocument,
    "\n  query PickerEveryone {\n    employees(limit: -1) {\n      count\n      items {\n        id\n        resId\n        canManage\n      }\n    }\n  }\n": types.PickerEveryoneDocument,
    "\n  query PickerFileable {\n    actionManagedEmployees(limit: -1) {\n      items {\n        id\n      }\n    }\n  }\n": types.PickerFileableDocument,
    "\n  query ProfileWithEmployee($employeeId: ID!) {\n    profile(employeeId: $employeeId) {\n      name\n      bio\n      phone\n      employee {\n        roleTitle\n        phone\n        nationalId\n        hourlyRate\n      }\n    }\n  }\n": types.ProfileWithEmployeeDocument,
    "\n  mutation ProfileAcmeLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": types.ProfileAcmeLoginDocument,
    "\n  mutation RecruitmentAddCandidate($i: CandidateInput!) {\n    addCandidate(input: $i) {\n      id\n      fullName\n      nationalId\n      contactNumber\n      contactEmail\n      source\n      stage\n      referrer {\n        resId\n        name\n      }\n      sourcer {\n        resId\n      }\n    }\n  }\n": types.RecruitmentAddCandidateDocument,
    "\n  mutation RecruitmentAddInterview($c: ID!, $i: InterviewInput!) {\n    addInterview(candidateId: $c, input: $i) {\n      id\n      hiringDecision\n      hiringDecisionTitle\n      englishAverage\n      interviewTypeSpecific {\n        englishFluency\n        typingSpeed\n      }\n      candidate {\n        id\n        fullName\n      }\n    }\n  }\n": types.RecruitmentAddInterviewDocument,
    "\n  mutation RecruitmentTrack($ids: [ID!]!) {\n    trackForOnboarding(interviewIds: $ids) {\n      message\n      count\n      items {\n        id\n        trackedForOnboarding\n      }\n    }\n  }\n": types.RecruitmentTrackDocument,
    "\n  query RecruitmentCandidateStage($id: ID!) {\n    candidate(id: $id) {\n      stage\n      employee {\n        id\n      }\n    }\n  }\n": types.RecruitmentCandidateStageDocument,
    "\n      query RecruitmentCandidatesPage {\n        candidates(limit: 5, sortBy: fullName, sortDir: ASC) {\n          count\n          items {\n            id\n            fullName\n            source\n            stage\n            referrer {\n              resId\n              name\n            }\n            latestInterview {\n              id\n              interviewDate\n              hiringDecision\n            }\n          }\n        }\n      }\n    ": types.RecruitmentCandidatesPageDocument,
    "\n      query RecruitmentCandidatesFiltered($isContacted: String, $source: String, $createdStart: String) {\n        candidates(isContacted: $isContacted, source: $source, createdStart: $createdStart, limit: -1) {\n          count\n          items {\n            isContacted\n            stage\n            source\n            sourcer {\n              name\n            }\n          }\n        }\n      }\n    ": types.RecruitmentCandidatesFilteredDocument,
    "\n      query RecruitmentCandidate($id: ID!) {\n        c: candidate(id: $id) {\n          fullName\n          maritalStatus\n          interviewsCount\n        }\n      }\n    ": types.RecruitmentCandidateDocument,
    "\n      mutation RecruitmentUpdateCandidate($id: ID!, $i: CandidateInput!) {\n        updateCandidate(id: $id, input: $i) {\n          fullName\n          cityOfResidence\n          referrer {\n            resId\n          }\n        }\n      }\n    ": types.RecruitmentUpdateCandidateDocument,
    "\n      query RecruitmentSearch($search: String) {\n        candidates(search: $search, limit: -1) {\n          items {\n            fullName\n          }\n        }\n      }\n    ": types.RecruitmentSearchDocument,
    "\n    query RecruitmentInterviewTracked($c: ID!, $id: ID!) {\n      interview(candidateId: $c, id: $id) {\n        trackedForOnboarding\n      }\n    }\n  ": types.RecruitmentInterviewTrackedDocument,
    "\n    query RecruitmentMissing($id: ID!) {\n      candidateMissingData(id: $id) {\n        complete\n        missing {\n          field\n          label\n        }\n      }\n    }\n  ": types.RecruitmentMissingDocument,
    "\n    query RecruitmentOnboarding($type: String!, $ticket: String) {\n      onboardingCandidates(type: $type, ticketNumber: $ticket, limit: -1) {\n        items {\n          id\n          ticketNumber\n          onboarded\n          candidate {\n            fullName\n          }\n        }\n      }\n    }\n  ": types.RecruitmentOnboardingDocument,
    "\n      mutation RecruitmentUpdateInterview($c: ID!, $id: ID!, $i: InterviewInput!) {\n        updateInterview(candidateId: $c, id: $id, input: $i) {\n          hiringDecisionTitle\n          englishAverage\n          notes\n        }\n      }\n    ": types.RecruitmentUpdateInterviewDocument,
    "\n      query RecruitmentInterview($c: ID!, $id: ID!) {\n        interview(candidateId: $c, id: $id) {\n          id\n          interviewDate\n        }\n        candidateInterviews(candidateId: $c) {\n          count\n        }\n      }\n    ": types.RecruitmentInterviewDocument,
    "\n      query RecruitmentInterviewable($search: String) {\n        interviewableCandidates(search: $search) {\n          items {\n            id\n            latestInterview {\n              hiringDecision\n            }\n          }\n        }\n      }\n    ": types.RecruitmentInterviewableDocument,
    "\n      query RecruitmentLatestAccepted($search: String) {\n        latestAcceptedInterviews(search: $search, tracked: false) {\n          items {\n            id\n            candidate {\n              fullName\n            }\n          }\n        }\n      }\n    ": types.RecruitmentLatestAcceptedDocument,
    "\n      query RecruitmentEmployees($search: String) {\n        employees(search: $search) {\n          items {\n            resId\n            name\n            nationalId\n            departmentId\n          }\n        }\n      }\n    ": types.RecruitmentEmployeesDocument,
    "\n      query RecruitmentHeadcountRecord($id: ID!) {\n        headcountEmployee(id: $id) {\n          resId\n          candidateId\n          candidate {\n            id\n            fullName\n          }\n        }\n      }\n    ": types.RecruitmentHeadcountRecordDocument,
    "\n      query RecruitmentPendingCandidates {\n        onboardingCandidates(type: \"pending\", limit: -1) {\n          items {\n            id\n            candidate {\n              id\n              fullName\n              nationality\n            }\n          }\n        }\n      }\n    ": types.RecruitmentPendingCandidatesDocument,
    "\n      query RecruitmentRoleCandidates {\n        candidates {\n          count\n        }\n      }\n    ": types.RecruitmentRoleCandidatesDocument,
    "\n      query RecruitmentRoleInterviewable {\n        interviewableCandidates {\n          count\n        }\n      }\n    ": types.RecruitmentRoleInterviewableDocument,
    "\n      query RecruitmentRoleLatestAccepted {\n        latestAcceptedInterviews {\n          count\n        }\n      }\n    ": types.RecruitmentRoleLatestAcceptedDocument,
    "\n      query RecruitmentRoleOnboarding {\n        onboardingCandidates(type: \"pending\") {\n          count\n        }\n      }\n    ": types.RecruitmentRoleOnboardingDocument,
    "\n      mutation RecruitmentRoleAdd {\n        addCandidate(input: { fullName: \"X\" }) {\n          id\n        }\n      }\n    ": types.RecruitmentRoleAddDocument,
    "\n      mutation RecruitmentRoleTrack {\n        trackForOnboarding(interviewIds: [\"1\"]) {\n          count\n        }\n      }\n    ": types.RecruitmentRoleTrackDocument,
    "\n      query RecruitmentRoleSettings {\n        recruitmentSettings {\n          passMark\n        }\n      }\n    ": types.RecruitmentRoleSettingsDocument,
    "\n      mutation RecruitmentRoleUpdateSettings {\n        updateRecruitmentSettings(passMark: 5) {\n          passMark\n        }\n      }\n    ": types.RecruitmentRoleUpdateSettingsDocument,
    "\n      query RecruitmentRoleRead {\n        candidates(limit: 1) {\n          count\n        }\n      }\n    ": types.RecruitmentRoleReadDocument,
    "\n    query RecruitmentPassMark($c: ID!, $id: ID!) {\n      interview(candidateId: $c, id: $id) {\n        englishAverage\n        passMark\n        meetsPassMark\n      }\n    }\n  ": types.RecruitmentPassMarkDocument,
    "\n        query RecruitmentInterviewsPassMark($c: ID!) {\n          candidateInterviews(candidateId: $c) {\n            items {\n              id\n              meetsPassMark\n            }\n          }\n        }\n      ": types.RecruitmentInterviewsPassMarkDocument,
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
    "\n  mutation RegistrationRegister($input: RegisterCompanyInput!, $logo: Upload) {\n    registerCompany(input: $input, logo: $logo) {\n      message\n      company {\n        name\n        subdomain\n        industry\n        employeeCountRange\n      }\n      url\n      email\n      mailKept\n      setPasswordUrl\n    }\n  }\n": types.RegistrationRegisterDocument,
    "\n  mutation RegistrationSetPassword($t: String!, $p: String!) {\n    setPassword(token: $t, password: $p) {\n      email\n    }\n  }\n": types.RegistrationSetPasswordDocument,
    "\n  mutation RegistrationLogin($e: String!, $p: String!) {\n    login(email: $e, password: $p) {\n      token\n    }\n  }\n": types.RegistrationLoginDocument,
    "\n  query RegistrationCompany {\n    me {\n      name\n      roleTitle\n      departmentName\n      roles {\n        admin\n      }\n    }\n    employees(limit: -1) {\n      count\n    }\n    departments(limit: -1) {\n      items {\n        departmentName\n      }\n    }\n    leaveTypes(limit: -1) {\n      items {\n        leaveName\n      }\n    }\n    actionPolicies(limit: -1) {\n      items {\n        actionId\n      }\n    }\n  }\n": types.RegistrationCompanyDocument,
    "\n  query RegistrationMe {\n    me {\n      name\n    }\n  }\n": types.RegistrationMeDocument,
    "\n  query SessionMe {\n    me {\n      id\n      name\n      roles {\n        teamLeader\n      }\n      access {\n        routes\n      }\n    }\n  }\n": types.SessionMeDocument,
    "\n  mutation SessionChangePassword($old: String!, $new: String!) {\n    changePassword(oldPassword: $old, newPassword: $new) {\n      message\n    }\n  }\n": types.SessionChangePasswordDocument,
    "\n  query SessionLeaveTypes {\n    leaveTypes {\n      count\n    }\n  }\n": types.SessionLeaveTypesDocument,
    "\n  mutation SessionLogin($e: String!, $p: String!) {\n    login(email: $e, password: $p) {\n      token\n    }\n  }\n": types.SessionLoginDocument,
    "\n  mutation SessionFire($id: ID!) {\n    fireEmployee(id: $id) {\n      message\n    }\n  }\n": types.SessionFireDocument,
    "\n  mutation SessionDemote($id: ID!) {\n    updateEmployeeRole(id: $id, role: 0, roleTitle: \"Sales Agent\") {\n      roleTitle\n    }\n  }\n": types.SessionDemoteDocument,
    "\n        mutation SessionLoginLogout($e: String!, $p: String!) {\n          login(email: $e, password: $p) {\n            token\n          }\n          logout {\n            message\n          }\n        }\n      ": types.SessionLoginLogoutDocument,
    "\n  query SettingsOfCompany {\n    companySettings {\n      name\n      copyright\n      primaryColor\n      jiraUrl\n      jiraUsername\n      jiraTokenSet\n    }\n  }\n": types.SettingsOfCompanyDocument,
    "\n  mutation SettingsUpdate($input: CompanySettingsInput!) {\n    updateCompanySettings(input: $input) {\n      name\n      copyright\n      primaryColor\n      secondaryColor\n      jiraUrl\n      jiraUsername\n      jiraTokenSet\n      auditRetentionMonths\n    }\n  }\n": types.SettingsUpdateDocument,
    "\n  mutation SettingsLogo($file: Upload!) {\n    uploadCompanyLogo(file: $file) {\n      logo\n    }\n  }\n": types.SettingsLogoDocument,
    "\n  mutation SettingsDismissChecklist {\n    dismissSetupChecklist {\n      dismissed\n    }\n  }\n": types.SettingsDismissChecklistDocument,
    "\n  mutation SettingsLeaveType($input: LeaveTypeInput!) {\n    createLeaveType(input: $input) {\n      id\n    }\n  }\n": types.SettingsLeaveTypeDocument,
    "\n  mutation SettingsLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": types.SettingsLoginDocument,
    "\n  query SettingsCapability {\n    capabilities {\n      companySettings\n    }\n  }\n": types.SettingsCapabilityDocument,
    "\n  query SharedMe {\n    me {\n      name\n      roles {\n        hr\n      }\n    }\n  }\n": types.SharedMeDocument,
    "\n  fragment ShuffleRequestFields on ManagerShuffleRequest {\n    id\n    status\n    effectiveDate\n    hrComment\n    appliedAt\n    reason\n    requesterId\n    targetEmployee {\n      id\n      name\n      resId\n    }\n    currentManager {\n      id\n      name\n    }\n    proposedManager {\n      id\n      name\n    }\n    requester {\n      name\n    }\n    reviewedBy {\n      name\n    }\n    previousManager {\n      name\n    }\n  }\n": types.ShuffleRequestFieldsFragmentDoc,
    "\n  mutation ShuffleCreate($input: ManagerShuffleRequestInput!) {\n    createManagerShuffleRequest(input: $input) {\n      ...ShuffleRequestFields\n    }\n  }\n": types.ShuffleCreateDocument,
    "\n  mutation ShuffleApprove($id: ID!, $c: String) {\n    approveManagerShuffleRequest(id: $id, hrComment: $c) {\n      ...ShuffleRequestFields\n    }\n  }\n": types.ShuffleApproveDocument,
    "\n  mutation ShuffleReject($id: ID!, $c: String!) {\n    rejectManagerShuffleRequest(id: $id, hrComment: $c) {\n      ...ShuffleRequestFields\n    }\n  }\n": types.ShuffleRejectDocument,
    "\n  query ShuffleList($status: ShuffleStatus, $search: String, $employeeId: ID) {\n    managerShuffleRequests(status: $status, search: $search, employeeId: $employeeId, limit: 25) {\n      count\n      items {\n        ...ShuffleRequestFields\n      }\n    }\n  }\n": types.ShuffleListDocument,
    "\n  query ShuffleOne($id: ID!) {\n    managerShuffleRequest(id: $id) {\n      ...ShuffleRequestFields\n    }\n  }\n": types.ShuffleOneDocument,
    "\n  query ShuffleOneId($id: ID!) {\n    managerShuffleRequest(id: $id) {\n      id\n    }\n  }\n": types.ShuffleOneIdDocument,
    "\n  query ShuffleManagerOf($id: ID!) {\n    employee(id: $id) {\n      manager {\n        name\n      }\n    }\n  }\n": types.ShuffleManagerOfDocument,
    "\n  query ShuffleHistory($e: ID!) {\n    managerHistory(employeeId: $e) {\n      id\n      previousManager {\n        name\n      }\n      proposedManager {\n        name\n      }\n    }\n  }\n": types.ShuffleHistoryDocument,
    "\n  query ShuffleHistoryProposed($e: ID!) {\n    managerHistory(employeeId: $e) {\n      proposedManager {\n        name\n      }\n    }\n  }\n": types.ShuffleHistoryProposedDocument,
    "\n  query ShuffleHrInboxPending {\n    hrInbox {\n      pendingShuffleRequests\n    }\n  }\n": types.ShuffleHrInboxPendingDocument,
    "\n  query ShuffleMe {\n    me {\n      id\n    }\n  }\n": types.ShuffleMeDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": types.LoginDocument,
    "\n      mutation SupervisionLogin {\n        login(email: \"agent@demo.hr\", password: \"Passw0rd!\") {\n          token\n        }\n      }\n    ": types.SupervisionLoginDocument,
    "\n          query SupervisionMe {\n            me {\n              name\n            }\n          }\n        ": types.SupervisionMeDocument,
    "\n  query TeamspaceGrants($e: ID, $p: ManagerPermissionName) {\n    managerPermissions(employeeId: $e, permission: $p, limit: -1) {\n      count\n      items {\n        id\n        employeeId\n        permission\n        employee {\n          name\n        }\n        grantedByName\n      }\n    }\n  }\n": types.TeamspaceGrantsDocument,
    "\n  mutation TeamspaceGrant($e: ID!, $p: ManagerPermissionName!) {\n    grantManagerPermission(employeeId: $e, permission: $p) {\n      id\n      permission\n      employee {\n        name\n      }\n    }\n  }\n": types.TeamspaceGrantDocument,
    "\n  query TeamspaceMe {\n    me {\n      id\n      managerPermissions\n      access {\n        routes\n        ownOnly\n      }\n    }\n  }\n": types.TeamspaceMeDocument,
    "\n  fragment TeamspaceGoalFields on Goal {\n    id\n    title\n    status\n    state\n    progress\n    isPrivate\n    duration\n    daysLeft\n    deadlineWarning\n    assignee {\n      name\n    }\n    reviewer {\n      name\n    }\n    viewerCan {\n      edit\n      review\n      progress\n      delete\n    }\n    supportingDocumentFilename\n  }\n": types.TeamspaceGoalFieldsFragmentDoc,
    "\n  mutation TeamspaceCreateGoal($i: GoalInput!, $d: Upload) {\n    createGoal(input: $i, supportingDocument: $d) {\n      ...TeamspaceGoalFields\n    }\n  }\n": types.TeamspaceCreateGoalDocument,
    "\n  mutation TeamspaceProgress($id: ID!, $p: Int!, $s: GoalState) {\n    updateGoalProgress(id: $id, progress: $p, state: $s) {\n      progress\n      state\n      status\n    }\n  }\n": types.TeamspaceProgressDocument,
    "\n  query TeamspaceLeaveTypes {\n    leaveTypes(limit: -1) {\n      items {\n        id\n        leaveName\n      }\n    }\n  }\n": types.TeamspaceLeaveTypesDocument,
    "\n  query TeamspaceTeams {\n    teams(limit: -1) {\n      items {\n        id\n        teamName\n      }\n    }\n  }\n": types.TeamspaceTeamsDocument,
    "\n      query TeamspaceOwnGrants($id: ID!) {\n        managerPermissionsOf(id: $id) {\n          items {\n            permission\n          }\n        }\n      }\n    ": types.TeamspaceOwnGrantsDocument,
    "\n    mutation TeamspaceFileLeave($i: LeaveRequestInput!) {\n      createLeaveRequest(input: $i) {\n        id\n        status\n        employee {\n          name\n        }\n      }\n    }\n  ": types.TeamspaceFileLeaveDocument,
    "\n    mutation TeamspaceApproveLeave($id: ID!) {\n      approveLeaveRequest(id: $id, reviewerComments: \"ok\") {\n        id\n        status\n        reviewedByName\n      }\n    }\n  ": types.TeamspaceApproveLeaveDocument,
    "\n    mutation TeamspaceRejectLeave($id: ID!) {\n      rejectLeaveRequest(id: $id, reviewerComments: \"busy week\") {\n        id\n        status\n      }\n    }\n  ": types.TeamspaceRejectLeaveDocument,
    "\n    query TeamspaceGoalDocument($id: ID!) {\n      goalSupportingDocument(id: $id) {\n        url\n        filename\n      }\n    }\n  ": types.TeamspaceGoalDocumentDocument,
    "\n    mutation TeamspaceApproveGoal($id: ID!) {\n      approveGoal(id: $id) {\n        status\n      }\n    }\n  ": types.TeamspaceApproveGoalDocument,
    "\n    mutation TeamspaceRejectGoal($id: ID!) {\n      rejectGoal(id: $id) {\n        status\n      }\n    }\n  ": types.TeamspaceRejectGoalDocument,
    "\n    mutation TeamspaceUpdateGoal($id: ID!, $i: GoalInput!) {\n      updateGoal(id: $id, input: $i) {\n        status\n        title\n      }\n    }\n  ": types.TeamspaceUpdateGoalDocument,
    "\n    query TeamspaceGoalReviewable($id: ID!) {\n      goal(id: $id) {\n        viewerCan {\n          review\n        }\n      }\n    }\n  ": types.TeamspaceGoalReviewableDocument,
    "\n      query TeamspaceTeamGoals {\n        teamGoals(limit: -1) {\n          count\n          items {\n            assignee {\n              name\n            }\n          }\n        }\n      }\n    ": types.TeamspaceTeamGoalsDocument,
    "\n      query TeamspaceGoalTitle($id: ID!) {\n        goal(id: $id) {\n          title\n          isPrivate\n        }\n      }\n    ": types.TeamspaceGoalTitleDocument,
    "\n      query TeamspaceGoalSearch($search: String) {\n        goals(limit: -1, search: $search) {\n          count\n          items {\n            title\n          }\n        }\n      }\n    ": types.TeamspaceGoalSearchDocument,
    "\n      query TeamspaceMyGoals {\n        myGoals(limit: 10) {\n          count\n          items {\n            title\n            state\n            assignee {\n              name\n            }\n          }\n        }\n      }\n    ": types.TeamspaceMyGoalsDocument,
    "\n      query TeamspaceGoalCount {\n        goals {\n          count\n        }\n      }\n    ": types.TeamspaceGoalCountDocument,
    "\n      mutation TeamspaceGiveKudos($r: ID!, $m: String!) {\n        giveKudos(receiverId: $r, message: $m) {\n          id\n          message\n          giver {\n            name\n          }\n          receiver {\n            name\n          }\n        }\n      }\n    ": types.TeamspaceGiveKudosDocument,
    "\n      query TeamspaceKudosWall($r: ID) {\n        kudos(receiverId: $r, limit: 5) {\n          count\n          items {\n            message\n            giver {\n              name\n            }\n          }\n        }\n      }\n    ": types.TeamspaceKudosWallDocument,
    "\n      query TeamspaceWeeklyKudos {\n        weeklyKudos(limit: 50) {\n          items {\n            message\n          }\n        }\n      }\n    ": types.TeamspaceWeeklyKudosDocument,
    "\n      query TeamspaceTeam($id: ID!) {\n        team(id: $id) {\n          teamName\n          teamLeader {\n            name\n          }\n          manager {\n            name\n          }\n        }\n      }\n    ": types.TeamspaceTeamDocument,
    "\n      query TeamspaceMyTeam {\n        me {\n          teamName\n        }\n      }\n    ": types.TeamspaceMyTeamDocument,
    "\n            query StallHeadcountEmployees {\n              headcountEmployees(search: \"Ann\") {\n                count\n              }\n            }\n          ": types.StallHeadcountEmployeesDocument,
    "\n        query UploadsLead {\n          me {\n            id\n          }\n        }\n      ": types.UploadsLeadDocument,
    "\n      query UploadsLeaveTypes {\n        leaveTypes(limit: -1) {\n          items {\n            id\n            leaveName\n          }\n        }\n      }\n    ": types.UploadsLeaveTypesDocument,
    "\n          mutation UploadsCreateLeaveRequest($i: LeaveRequestInput!, $f: Upload) {\n            createLeaveRequest(input: $i, sickNote: $f) {\n              id\n              sickNoteFilename\n            }\n          }\n        ": types.UploadsCreateLeaveRequestDocument,
    "\n          mutation UploadsUploadHeadcountContract($id: ID!, $f: Upload!) {\n            uploadHeadcountContract(id: $id, file: $f) {\n              contractFilename\n            }\n          }\n        ": types.UploadsUploadHeadcountContractDocument,
    "\n          mutation UploadsUploadDocument($i: DocumentInput!, $f: Upload!) {\n            uploadDocument(input: $i, file: $f) {\n              id\n              filename\n            }\n          }\n        ": types.UploadsUploadDocumentDocument,
    "\n          mutation UploadsCreateGoal($i: GoalInput!, $f: Upload) {\n            createGoal(input: $i, supportingDocument: $f) {\n              id\n              supportingDocumentFilename\n            }\n          }\n        ": types.UploadsCreateGoalDocument,
    "\n          mutation UploadsUploadFile($f: Upload!) {\n            uploadFile(file: $f) {\n              id\n              filename\n              mimetype\n            }\n          }\n        ": types.UploadsUploadFileDocument,
    "\n        mutation UploadsUploadFile2($f: Upload!) {\n          uploadFile(file: $f) {\n            mimetype\n          }\n        }\n      ": types.UploadsUploadFile2Document,
    "\n  query WorklogSyncCapability {\n    capabilities {\n      worklogSync\n    }\n  }\n": types.WorklogSyncCapabilityDocument,
    "\n      mutation WorklogsRename($id: ID!, $input: HeadcountEmployeeInput!) {\n        updateHeadcountEmployee(id: $id, input: $input) {\n          id\n        }\n      }\n    ": types.WorklogsRenameDocument,
    "\n    query WorklogsCapability {\n      capabilities {\n        worklogs\n      }\n    }\n  ": types.WorklogsCapabilityDocument,
    "\n  query WorkspaceMe {\n    me {\n      id\n    }\n  }\n": types.WorkspaceMeDocument,
    "\n  fragment WorkspaceLinkFields on HelpdeskLink {\n    id\n    name\n    link\n    createdAt\n    updatedAt\n    createdBy {\n      name\n    }\n  }\n": types.WorkspaceLinkFieldsFragmentDoc,
    "\n  query WorkspaceLinks {\n    helpdeskLinks(limit: 2, sortBy: name) {\n      count\n      items {\n        ...WorkspaceLinkFields\n      }\n    }\n  }\n": types.WorkspaceLinksDocument,
    "\n  query WorkspaceLinkSearch {\n    helpdeskLinks(search: \"payroll\") {\n      items {\n        name\n      }\n    }\n  }\n": types.WorkspaceLinkSearchDocument,
    "\n  mutation WorkspaceCreateLink($i: HelpdeskLinkInput!) {\n    createHelpdeskLink(input: $i) {\n      ...WorkspaceLinkFields\n    }\n  }\n": types.WorkspaceCreateLinkDocument,
    "\n  query WorkspaceLink($id: ID!) {\n    helpdeskLink(id: $id) {\n      name\n    }\n  }\n": types.WorkspaceLinkDocument,
    "\n  mutation WorkspaceUpdateLink($id: ID!, $i: HelpdeskLinkInput!) {\n    updateHelpdeskLink(id: $id, input: $i) {\n      name\n      link\n    }\n  }\n": types.WorkspaceUpdateLinkDocument,
    "\n  mutation WorkspaceCreateLinkX {\n    createHelpdeskLink(input: { name: \"X\", link: \"https://x.example.com\" }) {\n      id\n    }\n  }\n": types.WorkspaceCreateLinkXDocument,
    "\n  fragment WorkspaceDocFields on HrDocument {\n    id\n    title\n    filename\n    scope\n    mimetype\n    createdAt\n    updatedAt\n    employee {\n      id\n      name\n    }\n    uploadedBy {\n      name\n    }\n  }\n": types.WorkspaceDocFieldsFragmentDoc,
    "\n  mutation WorkspaceUpload($input: DocumentInput!, $file: Upload!) {\n    uploadDocument(input: $input, file: $file) {\n      ...WorkspaceDocFields\n    }\n  }\n": types.WorkspaceUploadDocument,
    "\n  query WorkspaceMyDocuments {\n    documents(limit: -1, sortBy: title) {\n      count\n      items {\n        title\n        scope\n      }\n    }\n  }\n": types.WorkspaceMyDocumentsDocument,
    "\n  query WorkspaceDocument($id: ID!) {\n    document(id: $id) {\n      title\n    }\n  }\n": types.WorkspaceDocumentDocument,
    "\n  query WorkspaceDocumentLink($id: ID!) {\n    documentDownload(id: $id) {\n      url\n    }\n  }\n": types.WorkspaceDocumentLinkDocument,
    "\n  query WorkspaceDocumentOwners {\n    documents(limit: -1) {\n      items {\n        title\n        employee {\n          name\n        }\n      }\n    }\n  }\n": types.WorkspaceDocumentOwnersDocument,
    "\n  query WorkspaceDocumentCounts {\n    documents(scope: EMPLOYEE, limit: -1) {\n      count\n    }\n    company: documents(scope: COMPANY) {\n      count\n    }\n  }\n": types.WorkspaceDocumentCountsDocument,
    "\n  query WorkspaceDocumentsOf($e: ID) {\n    documents(employeeId: $e, search: \"nda\") {\n      items {\n        title\n        employee {\n          name\n        }\n      }\n    }\n  }\n": types.WorkspaceDocumentsOfDocument,
    "\n  mutation WorkspaceRenameDocument($id: ID!) {\n    updateDocument(id: $id, input: { title: \"IT Security Policy\" }) {\n      title\n      filename\n    }\n  }\n": types.WorkspaceRenameDocumentDocument,
    "\n  mutation WorkspaceReplaceDocument($id: ID!, $file: Upload) {\n    updateDocument(id: $id, input: {}, file: $file) {\n      title\n      filename\n    }\n  }\n": types.WorkspaceReplaceDocumentDocument,
    "\n  mutation WorkspaceDeleteDocumentOne {\n    deleteDocument(id: \"1\")\n  }\n": types.WorkspaceDeleteDocumentOneDocument,
    "\n  fragment WorkspaceAssetFields on Asset {\n    id\n    name\n    assetType\n    serialNumber\n    condition\n    notes\n    status\n    assignedOn\n    holder {\n      id\n      name\n    }\n  }\n": types.WorkspaceAssetFieldsFragmentDoc,
    "\n  mutation WorkspaceCreateAsset($i: AssetInput!) {\n    createAsset(input: $i) {\n      ...WorkspaceAssetFields\n    }\n  }\n": types.WorkspaceCreateAssetDocument,
    "\n  mutation WorkspaceCreateAssetDuplicate {\n    createAsset(input: { name: \"X\", assetType: \"Laptop\", serialNumber: \"mba-2026-01\", condition: GOOD }) {\n      id\n    }\n  }\n": types.WorkspaceCreateAssetDuplicateDocument,
    "\n  mutation WorkspaceAssign($id: ID!, $i: AssignAssetInput!) {\n    assignAsset(id: $id, input: $i) {\n      status\n      assignedOn\n      holder {\n        name\n      }\n    }\n  }\n": types.WorkspaceAssignDocument,
    "\n  query WorkspaceMyAssets {\n    myAssets(sortBy: name) {\n      count\n      items {\n        name\n        serialNumber\n        assignedOn\n      }\n    }\n  }\n": types.WorkspaceMyAssetsDocument,
    "\n  query WorkspaceAsset($id: ID!) {\n    asset(id: $id) {\n      name\n    }\n  }\n": types.WorkspaceAssetDocument,
    "\n  mutation WorkspaceReturn($id: ID!, $i: ReturnAssetInput) {\n    returnAsset(id: $id, input: $i) {\n      status\n      condition\n      holder {\n        name\n      }\n    }\n  }\n": types.WorkspaceReturnDocument,
    "\n  query WorkspaceAssignments($id: ID!) {\n    assetAssignments(id: $id) {\n      count\n      items {\n        assignedOn\n        returnedOn\n        notes\n        returnNotes\n        conditionOnReturn\n        employee {\n          name\n        }\n        assignedBy {\n          name\n        }\n        returnedBy {\n          name\n        }\n      }\n    }\n  }\n": types.WorkspaceAssignmentsDocument,
    "\n  mutation WorkspaceUpdateAsset($id: ID!, $i: AssetInput!) {\n    updateAsset(id: $id, input: $i) {\n      name\n      condition\n    }\n  }\n": types.WorkspaceUpdateAssetDocument,
    "\n  query WorkspaceHeldAssets {\n    assets(status: ASSIGNED, limit: -1) {\n      count\n      items {\n        serialNumber\n        holder {\n          name\n        }\n      }\n    }\n  }\n": types.WorkspaceHeldAssetsDocument,
    "\n  query WorkspaceHeadsets {\n    assets(assetType: \"Headset\", status: AVAILABLE) {\n      items {\n        serialNumber\n      }\n    }\n  }\n": types.WorkspaceHeadsetsDocument,
    "\n  query WorkspaceAssetSearch($search: String) {\n    assets(search: $search) {\n      count\n    }\n  }\n": types.WorkspaceAssetSearchDocument,
    "\n  query WorkspaceHeldAssetId {\n    assets(search: \"LN-T14-0002\") {\n      items {\n        id\n      }\n    }\n  }\n": types.WorkspaceHeldAssetIdDocument,
    "\n  mutation WorkspaceCreateAssetBad {\n    createAsset(input: { name: \"\", assetType: \"Spaceship\", serialNumber: \"\", condition: GOOD }) {\n      id\n    }\n  }\n": types.WorkspaceCreateAssetBadDocument,
    "\n  mutation WorkspaceAssignNoOne($id: ID!) {\n    assignAsset(id: $id, input: { employeeId: \"99999\" }) {\n      id\n    }\n  }\n": types.WorkspaceAssignNoOneDocument,
    "\n  query WorkspaceAssetCount {\n    assets {\n      count\n    }\n  }\n": types.WorkspaceAssetCountDocument,
    "\n  mutation WorkspaceCreateAssetX {\n    createAsset(input: { name: \"X\", assetType: \"Other\", serialNumber: \"S\", condition: GOOD }) {\n      id\n    }\n  }\n": types.WorkspaceCreateAssetXDocument,
    "\n  query WorkspaceMyAssetCount {\n    myAssets {\n      count\n    }\n  }\n": types.WorkspaceMyAssetCountDocument,
    "\n  query WorkspaceAssetHolders {\n    assets(limit: -1) {\n      items {\n        holder {\n          name\n        }\n      }\n    }\n  }\n": types.WorkspaceAssetHoldersDocument,
    "\n  query WorkspaceDocumentPeople {\n    documents(limit: -1) {\n      items {\n        employee {\n          name\n        }\n        uploadedBy {\n          name\n        }\n      }\n    }\n  }\n": types.WorkspaceDocumentPeopleDocument,
    "\n  query WorkspaceLinkCreators {\n    helpdeskLinks(limit: -1) {\n      items {\n        createdBy {\n          name\n        }\n      }\n    }\n  }\n": types.WorkspaceLinkCreatorsDocument,
    "\n  query WorkspaceAssetHolderEmails {\n    assets(limit: -1) {\n      items {\n        holder {\n          name\n          email\n        }\n      }\n    }\n  }\n": types.WorkspaceAssetHolderEmailsDocument,
    "\n  query WorkspaceLinkCount {\n    helpdeskLinks {\n      count\n    }\n  }\n": types.WorkspaceLinkCountDocument,
    "\n  query WorkspaceDocumentCount {\n    documents {\n      count\n    }\n  }\n": types.WorkspaceDocumentCountDocument,
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
export function graphql(source: "\n  query AttendanceStreamExport($search: String) {\n    attendanceExport(family: AGENTS, month: \"2022-03\", search: $search) {\n      url\n    }\n  }\n"): (typeof documents)["\n  query AttendanceStreamExport($search: String) {\n    attendanceExport(family: AGENTS, month: \"2022-03\", search: $search) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendanceStreamCount {\n    attendanceGrid(family: AGENTS, month: \"2022-03\", page: 1, limit: 1) {\n      count\n    }\n  }\n"): (typeof documents)["\n  query AttendanceStreamCount {\n    attendanceGrid(family: AGENTS, month: \"2022-03\", page: 1, limit: 1) {\n      count\n    }\n  }\n"];
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
export function graphql(source: "\n  query AttendanceGrid($family: AttendanceFamily!, $month: String, $search: String, $excludeResigned: Boolean, $page: Int, $limit: Int) {\n    attendanceGrid(family: $family, month: $month, search: $search, excludeResigned: $excludeResigned, page: $page, limit: $limit) {\n      family\n      month\n      days\n      holidays {\n        date\n      }\n      count\n      rows {\n        employeeId\n        resId\n        name\n        status\n        records\n        totalHours\n        targetHoursPerDay\n        editable\n      }\n    }\n  }\n"): (typeof documents)["\n  query AttendanceGrid($family: AttendanceFamily!, $month: String, $search: String, $excludeResigned: Boolean, $page: Int, $limit: Int) {\n    attendanceGrid(family: $family, month: $month, search: $search, excludeResigned: $excludeResigned, page: $page, limit: $limit) {\n      family\n      month\n      days\n      holidays {\n        date\n      }\n      count\n      rows {\n        employeeId\n        resId\n        name\n        status\n        records\n        totalHours\n        targetHoursPerDay\n        editable\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query AttendanceExport($family: AttendanceFamily!, $month: String!) {\n    attendanceExport(family: $family, month: $month) {\n      url\n      filename\n    }\n  }\n"): (typeof documents)["\n  query AttendanceExport($family: AttendanceFamily!, $month: String!) {\n    attendanceExport(family: $family, month: $month) {\n      url\n      filename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttritionEmployeesList {\n    attritionEmployees {\n      id\n      name\n      resId\n    }\n  }\n"): (typeof documents)["\n  query AttritionEmployeesList {\n    attritionEmployees {\n      id\n      name\n      resId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AttritionFields on Attrition {\n    id\n    state\n    attritionTypeName\n    noticeDate\n    lastWorkingDay\n    reason\n    hasExitInterview\n    employee {\n      name\n      resId\n    }\n    manager {\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment AttritionFields on Attrition {\n    id\n    state\n    attritionTypeName\n    noticeDate\n    lastWorkingDay\n    reason\n    hasExitInterview\n    employee {\n      name\n      resId\n    }\n    manager {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttritionCreate($input: AttritionInput!) {\n    createAttrition(input: $input) {\n      ...AttritionFields\n    }\n  }\n"): (typeof documents)["\n  mutation AttritionCreate($input: AttritionInput!) {\n    createAttrition(input: $input) {\n      ...AttritionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttritionCancel($id: ID!) {\n    cancelAttrition(id: $id) {\n      ...AttritionFields\n    }\n  }\n"): (typeof documents)["\n  mutation AttritionCancel($id: ID!) {\n    cancelAttrition(id: $id) {\n      ...AttritionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttritionUpdate($id: ID!, $i: AttritionChangesInput!) {\n    updateAttrition(id: $id, input: $i) {\n      ...AttritionFields\n    }\n  }\n"): (typeof documents)["\n  mutation AttritionUpdate($id: ID!, $i: AttritionChangesInput!) {\n    updateAttrition(id: $id, input: $i) {\n      ...AttritionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttritionPerson($id: ID!) {\n    employee(id: $id) {\n      active\n      status\n      lastWorkingDay\n    }\n  }\n"): (typeof documents)["\n  query AttritionPerson($id: ID!) {\n    employee(id: $id) {\n      active\n      status\n      lastWorkingDay\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttritionTypeIds {\n    attritionTypes {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AttritionTypeIds {\n    attritionTypes {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttritionTypeList {\n    attritionTypes {\n      count\n      items {\n        name\n        cancels\n      }\n    }\n  }\n"): (typeof documents)["\n  query AttritionTypeList {\n    attritionTypes {\n      count\n      items {\n        name\n        cancels\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttritionTypeCreate($i: AttritionTypeInput!) {\n    createAttritionType(input: $i) {\n      id\n      name\n      cancels\n    }\n  }\n"): (typeof documents)["\n  mutation AttritionTypeCreate($i: AttritionTypeInput!) {\n    createAttritionType(input: $i) {\n      id\n      name\n      cancels\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttritionTypeUpdate($id: ID!, $i: AttritionTypeInput!) {\n    updateAttritionType(id: $id, input: $i) {\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation AttritionTypeUpdate($id: ID!, $i: AttritionTypeInput!) {\n    updateAttritionType(id: $id, input: $i) {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttritionPeople {\n    employees(limit: -1, active: ALL) {\n      items {\n        id\n        name\n        active\n        dateJoined\n        lastWorkingDay\n        department {\n          departmentName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AttritionPeople {\n    employees(limit: -1, active: ALL) {\n      items {\n        id\n        name\n        active\n        dateJoined\n        lastWorkingDay\n        department {\n          departmentName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttritionSaveExitInterview($id: ID!, $i: ExitInterviewInput!) {\n    saveExitInterview(attritionId: $id, input: $i) {\n      reasons\n    }\n  }\n"): (typeof documents)["\n  mutation AttritionSaveExitInterview($id: ID!, $i: ExitInterviewInput!) {\n    saveExitInterview(attritionId: $id, input: $i) {\n      reasons\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttritionCurrentNames {\n    employees(limit: -1) {\n      items {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AttritionCurrentNames {\n    employees(limit: -1) {\n      items {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttritionTracker($s: String, $st: AttritionState) {\n    attritions(search: $s, state: $st, limit: 25) {\n      count\n      items {\n        employee {\n          name\n        }\n        state\n        attritionTypeName\n      }\n    }\n  }\n"): (typeof documents)["\n  query AttritionTracker($s: String, $st: AttritionState) {\n    attritions(search: $s, state: $st, limit: 25) {\n      count\n      items {\n        employee {\n          name\n        }\n        state\n        attritionTypeName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttritionTrackerIds($s: String) {\n    attritions(search: $s, limit: 5) {\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query AttritionTrackerIds($s: String) {\n    attritions(search: $s, limit: 5) {\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttritionTeamNames {\n    teamAttritions(limit: -1) {\n      items {\n        employee {\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AttritionTeamNames {\n    teamAttritions(limit: -1) {\n      items {\n        employee {\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttritionExitInterview($id: ID!) {\n    attrition(id: $id) {\n      hasExitInterview\n      exitInterview {\n        reasons\n        ratingOverall\n        wouldRehire\n        comments\n        interviewerName\n      }\n    }\n  }\n"): (typeof documents)["\n  query AttritionExitInterview($id: ID!) {\n    attrition(id: $id) {\n      hasExitInterview\n      exitInterview {\n        reasons\n        ratingOverall\n        wouldRehire\n        comments\n        interviewerName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttritionTrackerCount {\n    attritions {\n      count\n    }\n  }\n"): (typeof documents)["\n  query AttritionTrackerCount {\n    attritions {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttritionTeamCount {\n    teamAttritions {\n      count\n    }\n  }\n"): (typeof documents)["\n  query AttritionTeamCount {\n    teamAttritions {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttritionPickerIds {\n    attritionEmployees {\n      id\n    }\n  }\n"): (typeof documents)["\n  query AttritionPickerIds {\n    attritionEmployees {\n      id\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation IsolationLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation IsolationLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsolationMe {\n    me {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query IsolationMe {\n    me {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsolationContractTemplate {\n    headcountContractTemplate {\n      url\n    }\n  }\n"): (typeof documents)["\n  query IsolationContractTemplate {\n    headcountContractTemplate {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsolationDepartments {\n    departments(limit: -1) {\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query IsolationDepartments {\n    departments(limit: -1) {\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveLedgerCapability {\n    capabilities {\n      leaveLedger\n    }\n  }\n"): (typeof documents)["\n  query LeaveLedgerCapability {\n    capabilities {\n      leaveLedger\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveLedgerMe {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query LeaveLedgerMe {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeavePartialCapability {\n    capabilities {\n      leavePartialApproval\n    }\n  }\n"): (typeof documents)["\n  query LeavePartialCapability {\n    capabilities {\n      leavePartialApproval\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveSelfFile($input: LeaveRequestInput!) {\n    createLeaveRequest(input: $input) {\n      id\n      status\n      employee {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveSelfFile($input: LeaveRequestInput!) {\n    createLeaveRequest(input: $input) {\n      id\n      status\n      employee {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveSelfMe {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query LeaveSelfMe {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveSelfCapability {\n    capabilities {\n      leaveCancel\n    }\n  }\n"): (typeof documents)["\n  query LeaveSelfCapability {\n    capabilities {\n      leaveCancel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveUnitsCapability {\n    capabilities {\n      leaveUnits\n    }\n  }\n"): (typeof documents)["\n  query LeaveUnitsCapability {\n    capabilities {\n      leaveUnits\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeaveRequestFields on LeaveRequest {\n    id\n    employeeId\n    employeeName\n    leaveTypeId\n    leaveTypeName\n    startDate\n    endDate\n    status\n    notes\n    submittedById\n    submittedByName\n    managerEmail\n    reviewedById\n    reviewedByName\n    reviewerComments\n    createdAt\n    updatedAt\n    sickNoteUrl\n    sickNoteFilename\n    leaveDuration\n    workedDaysThisYear\n    passedProbation\n    leaveBalances {\n      leaveType\n      leaveTypeId\n      remainingBalance\n      approvedLeavesThisYear\n    }\n  }\n"): (typeof documents)["\n  fragment LeaveRequestFields on LeaveRequest {\n    id\n    employeeId\n    employeeName\n    leaveTypeId\n    leaveTypeName\n    startDate\n    endDate\n    status\n    notes\n    submittedById\n    submittedByName\n    managerEmail\n    reviewedById\n    reviewedByName\n    reviewerComments\n    createdAt\n    updatedAt\n    sickNoteUrl\n    sickNoteFilename\n    leaveDuration\n    workedDaysThisYear\n    passedProbation\n    leaveBalances {\n      leaveType\n      leaveTypeId\n      remainingBalance\n      approvedLeavesThisYear\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveCreate($input: LeaveRequestInput!, $sickNote: Upload) {\n    createLeaveRequest(input: $input, sickNote: $sickNote) {\n      ...LeaveRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveCreate($input: LeaveRequestInput!, $sickNote: Upload) {\n    createLeaveRequest(input: $input, sickNote: $sickNote) {\n      ...LeaveRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveCreateWithNote($input: LeaveRequestInput!, $sickNote: Upload) {\n    createLeaveRequest(input: $input, sickNote: $sickNote) {\n      sickNote {\n        url\n        filename\n        expiresAt\n      }\n      ...LeaveRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveCreateWithNote($input: LeaveRequestInput!, $sickNote: Upload) {\n    createLeaveRequest(input: $input, sickNote: $sickNote) {\n      sickNote {\n        url\n        filename\n        expiresAt\n      }\n      ...LeaveRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveApprove($id: ID!, $c: String) {\n    approveLeaveRequest(id: $id, reviewerComments: $c) {\n      id\n      status\n      reviewerComments\n      reviewedByName\n      leaveBalances {\n        leaveType\n        remainingBalance\n        approvedLeavesThisYear\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveApprove($id: ID!, $c: String) {\n    approveLeaveRequest(id: $id, reviewerComments: $c) {\n      id\n      status\n      reviewerComments\n      reviewedByName\n      leaveBalances {\n        leaveType\n        remainingBalance\n        approvedLeavesThisYear\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveReject($id: ID!, $c: String!) {\n    rejectLeaveRequest(id: $id, reviewerComments: $c) {\n      id\n      status\n      reviewerComments\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveReject($id: ID!, $c: String!) {\n    rejectLeaveRequest(id: $id, reviewerComments: $c) {\n      id\n      status\n      reviewerComments\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveTypeIds {\n    leaveTypes(limit: -1) {\n      items {\n        id\n        leaveName\n      }\n    }\n  }\n"): (typeof documents)["\n  query LeaveTypeIds {\n    leaveTypes(limit: -1) {\n      items {\n        id\n        leaveName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeavePeople {\n    employees(limit: -1) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query LeavePeople {\n    employees(limit: -1) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveTypesSorted {\n    leaveTypes(sortBy: leaveName) {\n      count\n      items {\n        leaveName\n        yearlyLimit\n        monthlyFraction\n      }\n    }\n  }\n"): (typeof documents)["\n  query LeaveTypesSorted {\n    leaveTypes(sortBy: leaveName) {\n      count\n      items {\n        leaveName\n        yearlyLimit\n        monthlyFraction\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveTypeCreate($i: LeaveTypeInput!) {\n    createLeaveType(input: $i) {\n      id\n      leaveName\n      yearlyLimit\n      monthlyFraction\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveTypeCreate($i: LeaveTypeInput!) {\n    createLeaveType(input: $i) {\n      id\n      leaveName\n      yearlyLimit\n      monthlyFraction\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveTypeUpdate($id: ID!, $i: LeaveTypeInput!) {\n    updateLeaveType(id: $id, input: $i) {\n      yearlyLimit\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveTypeUpdate($id: ID!, $i: LeaveTypeInput!) {\n    updateLeaveType(id: $id, input: $i) {\n      yearlyLimit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveSickNote($id: ID!) {\n    leaveRequestSickNote(id: $id) {\n      url\n      filename\n    }\n  }\n"): (typeof documents)["\n  query LeaveSickNote($id: ID!) {\n    leaveRequestSickNote(id: $id) {\n      url\n      filename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveOneWithRelations($id: ID!) {\n    leaveRequest(id: $id) {\n      id\n      employee {\n        name\n      }\n      submittedBy {\n        name\n      }\n      reviewedBy {\n        name\n      }\n      leaveType {\n        leaveName\n        yearlyLimit\n      }\n    }\n  }\n"): (typeof documents)["\n  query LeaveOneWithRelations($id: ID!) {\n    leaveRequest(id: $id) {\n      id\n      employee {\n        name\n      }\n      submittedBy {\n        name\n      }\n      reviewedBy {\n        name\n      }\n      leaveType {\n        leaveName\n        yearlyLimit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveTrackerPage {\n    leaveRequests(limit: 50, sortBy: startDate, sortDir: ASC) {\n      count\n      items {\n        id\n        startDate\n        employee {\n          name\n        }\n        submittedBy {\n          name\n        }\n        reviewedBy {\n          name\n        }\n        leaveType {\n          leaveName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LeaveTrackerPage {\n    leaveRequests(limit: 50, sortBy: startDate, sortDir: ASC) {\n      count\n      items {\n        id\n        startDate\n        employee {\n          name\n        }\n        submittedBy {\n          name\n        }\n        reviewedBy {\n          name\n        }\n        leaveType {\n          leaveName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveTrackerFiltered($e: ID, $search: String) {\n    leaveRequests(status: PENDING, employeeId: $e, leaveTypeId: null, search: $search) {\n      count\n      items {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query LeaveTrackerFiltered($e: ID, $search: String) {\n    leaveRequests(status: PENDING, employeeId: $e, leaveTypeId: null, search: $search) {\n      count\n      items {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveTrackerNames {\n    leaveRequests(limit: -1) {\n      items {\n        employeeName\n      }\n    }\n  }\n"): (typeof documents)["\n  query LeaveTrackerNames {\n    leaveRequests(limit: -1) {\n      items {\n        employeeName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveTrackerSearch($search: String) {\n    leaveRequests(limit: -1, search: $search) {\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query LeaveTrackerSearch($search: String) {\n    leaveRequests(limit: -1, search: $search) {\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveOneId($id: ID!) {\n    leaveRequest(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query LeaveOneId($id: ID!) {\n    leaveRequest(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveUpdate($id: ID!, $input: LeaveRequestUpdateInput!, $sickNote: Upload) {\n    updateLeaveRequest(id: $id, input: $input, sickNote: $sickNote) {\n      notes\n      endDate\n      leaveDuration\n      sickNoteFilename\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveUpdate($id: ID!, $input: LeaveRequestUpdateInput!, $sickNote: Upload) {\n    updateLeaveRequest(id: $id, input: $input, sickNote: $sickNote) {\n      notes\n      endDate\n      leaveDuration\n      sickNoteFilename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveOneBalances($id: ID!) {\n    leaveRequest(id: $id) {\n      leaveBalances {\n        leaveType\n        remainingBalance\n      }\n    }\n  }\n"): (typeof documents)["\n  query LeaveOneBalances($id: ID!) {\n    leaveRequest(id: $id) {\n      leaveBalances {\n        leaveType\n        remainingBalance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveCompany($m: String) {\n    companyLeaves(month: $m, limit: -1) {\n      count\n      items {\n        id\n        employeeName\n        leaveTypeName\n        startDate\n        endDate\n        leaveDuration\n      }\n    }\n  }\n"): (typeof documents)["\n  query LeaveCompany($m: String) {\n    companyLeaves(month: $m, limit: -1) {\n      count\n      items {\n        id\n        employeeName\n        leaveTypeName\n        startDate\n        endDate\n        leaveDuration\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveImportCount($file: Upload!) {\n    importLeaveRequests(file: $file) {\n      processed\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveImportCount($file: Upload!) {\n    importLeaveRequests(file: $file) {\n      processed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveTrackerCount {\n    leaveRequests {\n      count\n    }\n  }\n"): (typeof documents)["\n  query LeaveTrackerCount {\n    leaveRequests {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveBalances($e: ID) {\n    leaveBalances(employeeId: $e) {\n      leaveType\n      leaveTypeId\n      remainingBalance\n      approvedLeavesThisYear\n    }\n  }\n"): (typeof documents)["\n  query LeaveBalances($e: ID) {\n    leaveBalances(employeeId: $e) {\n      leaveType\n      leaveTypeId\n      remainingBalance\n      approvedLeavesThisYear\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveRequestBalances($e: ID) {\n    leaveRequests(employeeId: $e, limit: 1) {\n      items {\n        leaveBalances {\n          leaveType\n          leaveTypeId\n          remainingBalance\n          approvedLeavesThisYear\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LeaveRequestBalances($e: ID) {\n    leaveRequests(employeeId: $e, limit: 1) {\n      items {\n        leaveBalances {\n          leaveType\n          leaveTypeId\n          remainingBalance\n          approvedLeavesThisYear\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MailGiveAccess($id: ID) {\n    giveAccess(employeeId: $id) {\n      message\n      email\n      temporaryPassword\n      invitationSent\n    }\n  }\n"): (typeof documents)["\n  mutation MailGiveAccess($id: ID) {\n    giveAccess(employeeId: $id) {\n      message\n      email\n      temporaryPassword\n      invitationSent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MailForgot($e: String!) {\n    requestPasswordReset(email: $e) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation MailForgot($e: String!) {\n    requestPasswordReset(email: $e) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MailSetPassword($t: String!, $p: String!) {\n    setPassword(token: $t, password: $p) {\n      message\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation MailSetPassword($t: String!, $p: String!) {\n    setPassword(token: $t, password: $p) {\n      message\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MailLogin($e: String!, $p: String!) {\n    login(email: $e, password: $p) {\n      user {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MailLogin($e: String!, $p: String!) {\n    login(email: $e, password: $p) {\n      user {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailOutbox {\n    mailOutbox(limit: -1) {\n      count\n      items {\n        toAddress\n        subject\n        status\n        attempts\n      }\n    }\n  }\n"): (typeof documents)["\n  query MailOutbox {\n    mailOutbox(limit: -1) {\n      count\n      items {\n        toAddress\n        subject\n        status\n        attempts\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailCapability {\n    capabilities {\n      mailOutbox\n    }\n  }\n"): (typeof documents)["\n  query MailCapability {\n    capabilities {\n      mailOutbox\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventsPolicies {\n    actionPolicies(limit: 1) {\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventsPolicies {\n    actionPolicies(limit: 1) {\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EventsFileAction($input: ActionTakenInput!) {\n    createActionTaken(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation EventsFileAction($input: ActionTakenInput!) {\n    createActionTaken(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EventsApproveAction($id: ID!) {\n    approveActionTaken(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation EventsApproveAction($id: ID!) {\n    approveActionTaken(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EventsFileShuffle($input: ManagerShuffleRequestInput!) {\n    createManagerShuffleRequest(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation EventsFileShuffle($input: ManagerShuffleRequestInput!) {\n    createManagerShuffleRequest(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EventsRejectShuffle($id: ID!, $c: String!) {\n    rejectManagerShuffleRequest(id: $id, hrComment: $c) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation EventsRejectShuffle($id: ID!, $c: String!) {\n    rejectManagerShuffleRequest(id: $id, hrComment: $c) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EventsSetGoal($input: GoalInput!) {\n    createGoal(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation EventsSetGoal($input: GoalInput!) {\n    createGoal(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventsMe {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query EventsMe {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventsCapability {\n    capabilities {\n      notificationPreferences\n    }\n  }\n"): (typeof documents)["\n  query EventsCapability {\n    capabilities {\n      notificationPreferences\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventsDelivery {\n    notificationDelivery\n  }\n"): (typeof documents)["\n  query EventsDelivery {\n    notificationDelivery\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotifyFile($input: LeaveRequestInput!) {\n    createLeaveRequest(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation NotifyFile($input: LeaveRequestInput!) {\n    createLeaveRequest(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotifyApprove($id: ID!) {\n    approveLeaveRequest(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation NotifyApprove($id: ID!) {\n    approveLeaveRequest(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotifyReject($id: ID!, $c: String!) {\n    rejectLeaveRequest(id: $id, reviewerComments: $c) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation NotifyReject($id: ID!, $c: String!) {\n    rejectLeaveRequest(id: $id, reviewerComments: $c) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotifyCancel($id: ID!) {\n    cancelLeaveRequest(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation NotifyCancel($id: ID!) {\n    cancelLeaveRequest(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotifyGiveKudos($receiverId: ID!, $message: String!) {\n    giveKudos(receiverId: $receiverId, message: $message) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation NotifyGiveKudos($receiverId: ID!, $message: String!) {\n    giveKudos(receiverId: $receiverId, message: $message) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotifyCapability {\n    capabilities {\n      notifications\n    }\n  }\n"): (typeof documents)["\n  query NotifyCapability {\n    capabilities {\n      notifications\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotifyMe {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query NotifyMe {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation NotifyAcmeLogin($email: String!, $password: String!) {\n          login(email: $email, password: $password) {\n            token\n          }\n        }\n      "): (typeof documents)["\n        mutation NotifyAcmeLogin($email: String!, $password: String!) {\n          login(email: $email, password: $password) {\n            token\n          }\n        }\n      "];
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
export function graphql(source: "\n  query PaySheet($month: String, $search: String, $departmentId: ID, $teamId: ID, $employeeType: String) {\n    salaries(month: $month, search: $search, departmentId: $departmentId, teamId: $teamId, employeeType: $employeeType, limit: -1) {\n      count\n      items {\n        id\n        resId\n        name\n        startDate\n        endDate\n        workingDays\n        hourlyOrMonthly\n        managerName\n        paymentAccount\n        weeks {\n          week\n          hours\n          target\n        }\n        hoursWorked\n        hoursGiven\n        annuals\n        casuals\n        sick\n        paidLeave\n        training\n        allowance\n        leadsTarget\n        kpiTier\n        kpi\n        bonus\n        compensation\n        actions\n        amount\n        lateness\n        baseSalary\n        hourlyRate\n        targetHours\n        targetLeads\n        hoursPay\n        extras\n        totalPay\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaySheet($month: String, $search: String, $departmentId: ID, $teamId: ID, $employeeType: String) {\n    salaries(month: $month, search: $search, departmentId: $departmentId, teamId: $teamId, employeeType: $employeeType, limit: -1) {\n      count\n      items {\n        id\n        resId\n        name\n        startDate\n        endDate\n        workingDays\n        hourlyOrMonthly\n        managerName\n        paymentAccount\n        weeks {\n          week\n          hours\n          target\n        }\n        hoursWorked\n        hoursGiven\n        annuals\n        casuals\n        sick\n        paidLeave\n        training\n        allowance\n        leadsTarget\n        kpiTier\n        kpi\n        bonus\n        compensation\n        actions\n        amount\n        lateness\n        baseSalary\n        hourlyRate\n        targetHours\n        targetLeads\n        hoursPay\n        extras\n        totalPay\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayLogDailyHours($input: DailyHoursInput!) {\n    logDailyHours(input: $input) {\n      id\n      resId\n      date\n      hoursWorked\n      dayType\n      dialerName\n      vacId\n      vacName\n    }\n  }\n"): (typeof documents)["\n  mutation PayLogDailyHours($input: DailyHoursInput!) {\n    logDailyHours(input: $input) {\n      id\n      resId\n      date\n      hoursWorked\n      dayType\n      dialerName\n      vacId\n      vacName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayUpdateDailyHours($id: ID!, $input: DailyHoursInput!) {\n    updateDailyHours(id: $id, input: $input) {\n      id\n      hoursWorked\n    }\n  }\n"): (typeof documents)["\n  mutation PayUpdateDailyHours($id: ID!, $input: DailyHoursInput!) {\n    updateDailyHours(id: $id, input: $input) {\n      id\n      hoursWorked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayLogShift($input: DailyHoursInput!) {\n    logDailyHours(input: $input) {\n      id\n      shiftStart\n      shiftEnd\n    }\n  }\n"): (typeof documents)["\n  mutation PayLogShift($input: DailyHoursInput!) {\n    logDailyHours(input: $input) {\n      id\n      shiftStart\n      shiftEnd\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayWorkedHoursShifts {\n    workedHours(month: \"2021-03\", search: \"PAY-H\", limit: -1) {\n      items {\n        id\n        shiftStart\n        shiftEnd\n      }\n    }\n  }\n"): (typeof documents)["\n  query PayWorkedHoursShifts {\n    workedHours(month: \"2021-03\", search: \"PAY-H\", limit: -1) {\n      items {\n        id\n        shiftStart\n        shiftEnd\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayWorkedHours($month: String, $search: String, $holidaysOnly: Boolean) {\n    workedHours(month: $month, search: $search, holidaysOnly: $holidaysOnly, limit: 5) {\n      count\n      totalHours\n      items {\n        resId\n        date\n        hoursWorked\n        dayType\n        vacId\n      }\n    }\n  }\n"): (typeof documents)["\n  query PayWorkedHours($month: String, $search: String, $holidaysOnly: Boolean) {\n    workedHours(month: $month, search: $search, holidaysOnly: $holidaysOnly, limit: 5) {\n      count\n      totalHours\n      items {\n        resId\n        date\n        hoursWorked\n        dayType\n        vacId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayTargets {\n    targets(month: \"03-2021\", limit: -1) {\n      items {\n        id\n        workedHours\n        targetHours\n      }\n    }\n  }\n"): (typeof documents)["\n  query PayTargets {\n    targets(month: \"03-2021\", limit: -1) {\n      items {\n        id\n        workedHours\n        targetHours\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayAddBonus($input: BonusInput!) {\n    addBonus(input: $input) {\n      count\n      items {\n        employeeId\n        month\n        amount\n        note\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PayAddBonus($input: BonusInput!) {\n    addBonus(input: $input) {\n      count\n      items {\n        employeeId\n        month\n        amount\n        note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayAddBonusCount($input: BonusInput!) {\n    addBonus(input: $input) {\n      count\n    }\n  }\n"): (typeof documents)["\n  mutation PayAddBonusCount($input: BonusInput!) {\n    addBonus(input: $input) {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaySetKpi($input: KpiInput!) {\n    setKpi(input: $input) {\n      items {\n        employeeId\n        kpiTier\n        kpi\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PaySetKpi($input: KpiInput!) {\n    setKpi(input: $input) {\n      items {\n        employeeId\n        kpiTier\n        kpi\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaySetKpiCount($input: KpiInput!) {\n    setKpi(input: $input) {\n      count\n    }\n  }\n"): (typeof documents)["\n  mutation PaySetKpiCount($input: KpiInput!) {\n    setKpi(input: $input) {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaySaveLead($input: LeadInput!) {\n    saveLead(input: $input) {\n      resId\n      month\n      payableLeads\n      employeeName\n    }\n  }\n"): (typeof documents)["\n  mutation PaySaveLead($input: LeadInput!) {\n    saveLead(input: $input) {\n      resId\n      month\n      payableLeads\n      employeeName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayLeads($month: String, $search: String) {\n    leads(month: $month, search: $search) {\n      count\n      items {\n        resId\n        payableLeads\n      }\n    }\n  }\n"): (typeof documents)["\n  query PayLeads($month: String, $search: String) {\n    leads(month: $month, search: $search) {\n      count\n      items {\n        resId\n        payableLeads\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayBonuses {\n    bonuses(month: \"2021-03\") {\n      count\n      items {\n        employeeId\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  query PayBonuses {\n    bonuses(month: \"2021-03\") {\n      count\n      items {\n        employeeId\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayKpis {\n    kpis(month: \"2021-03\") {\n      count\n      items {\n        employeeId\n        kpiTier\n        kpi\n      }\n    }\n  }\n"): (typeof documents)["\n  query PayKpis {\n    kpis(month: \"2021-03\") {\n      count\n      items {\n        employeeId\n        kpiTier\n        kpi\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaySalaryTotals {\n    salaryTotals(month: \"2021-03\", search: \"Paytest\") {\n      employees\n      totalPay\n      hoursWorked\n    }\n  }\n"): (typeof documents)["\n  query PaySalaryTotals {\n    salaryTotals(month: \"2021-03\", search: \"Paytest\") {\n      employees\n      totalPay\n      hoursWorked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayPaymentSheet {\n    paymentSheet(month: \"2021-03\", search: \"Paytest\") {\n      resId\n      account\n      balanceSource\n      amount\n      description\n    }\n  }\n"): (typeof documents)["\n  query PayPaymentSheet {\n    paymentSheet(month: \"2021-03\", search: \"Paytest\") {\n      resId\n      account\n      balanceSource\n      amount\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaySheetAccess {\n    salaries(month: \"2021-03\", limit: 1) {\n      count\n    }\n    paymentSheet(month: \"2021-03\", search: \"x\") {\n      amount\n    }\n  }\n"): (typeof documents)["\n  query PaySheetAccess {\n    salaries(month: \"2021-03\", limit: 1) {\n      count\n    }\n    paymentSheet(month: \"2021-03\", search: \"x\") {\n      amount\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation PeopleWritesAdd($input: EmployeeInput!) {\n    addEmployee(input: $input) {\n      id\n      name\n      resId\n      email\n      roleTitle\n      active\n      status\n      team {\n        teamName\n      }\n      department {\n        departmentName\n      }\n      manager {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PeopleWritesAdd($input: EmployeeInput!) {\n    addEmployee(input: $input) {\n      id\n      name\n      resId\n      email\n      roleTitle\n      active\n      status\n      team {\n        teamName\n      }\n      department {\n        departmentName\n      }\n      manager {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PeopleWritesSearch($search: String) {\n    employees(search: $search) {\n      count\n      items {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query PeopleWritesSearch($search: String) {\n    employees(search: $search) {\n      count\n      items {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation PeopleWritesRole($id: ID!, $role: Int!, $title: String) {\n      updateEmployeeRole(id: $id, role: $role, roleTitle: $title) {\n        role\n        roleTitle\n        employmentRole {\n          title\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation PeopleWritesRole($id: ID!, $role: Int!, $title: String) {\n      updateEmployeeRole(id: $id, role: $role, roleTitle: $title) {\n        role\n        roleTitle\n        employmentRole {\n          title\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation PeopleWritesFire($id: ID!) {\n      fireEmployee(id: $id) {\n        message\n        employee {\n          active\n          status\n          lastWorkingDay\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation PeopleWritesFire($id: ID!) {\n      fireEmployee(id: $id) {\n        message\n        employee {\n          active\n          status\n          lastWorkingDay\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query PeopleWritesKept($id: ID!) {\n      employee(id: $id) {\n        name\n        active\n      }\n    }\n  "): (typeof documents)["\n    query PeopleWritesKept($id: ID!) {\n      employee(id: $id) {\n        name\n        active\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation PeopleWritesAdjust($ids: [ID!]!, $team: ID, $manager: ID) {\n      adjustTeams(employeeIds: $ids, teamId: $team, managerId: $manager) {\n        message\n        updatedCount\n        employees {\n          name\n          team {\n            teamName\n          }\n          manager {\n            name\n          }\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation PeopleWritesAdjust($ids: [ID!]!, $team: ID, $manager: ID) {\n      adjustTeams(employeeIds: $ids, teamId: $team, managerId: $manager) {\n        message\n        updatedCount\n        employees {\n          name\n          team {\n            teamName\n          }\n          manager {\n            name\n          }\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation PeopleWritesLogin($e: String!, $p: String!) {\n      login(email: $e, password: $p) {\n        user {\n          name\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation PeopleWritesLogin($e: String!, $p: String!) {\n      login(email: $e, password: $p) {\n        user {\n          name\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query PeopleWritesRoles {\n      employmentRoles(limit: -1) {\n        items {\n          id\n          title\n        }\n      }\n    }\n  "): (typeof documents)["\n    query PeopleWritesRoles {\n      employmentRoles(limit: -1) {\n        items {\n          id\n          title\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query PeopleWritesHolding($role: String) {\n      employees(role: $role, limit: -1) {\n        count\n      }\n    }\n  "): (typeof documents)["\n    query PeopleWritesHolding($role: String) {\n      employees(role: $role, limit: -1) {\n        count\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation PeopleWritesAddHoliday($input: HolidayInput!) {\n      addHoliday(input: $input) {\n        vacName\n        multipleOfPay\n        startDate\n        endDate\n      }\n    }\n  "): (typeof documents)["\n    mutation PeopleWritesAddHoliday($input: HolidayInput!) {\n      addHoliday(input: $input) {\n        vacName\n        multipleOfPay\n        startDate\n        endDate\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PeopleEmployees(\n    $limit: Int\n    $page: Int\n    $sortBy: EmployeeSortKey\n    $sortDir: SortDir\n    $search: String\n    $teamId: ID\n    $departmentId: ID\n    $role: String\n    $ids: [ID!]\n    $active: EmployeeActivity\n  ) {\n    employees(\n      limit: $limit\n      page: $page\n      sortBy: $sortBy\n      sortDir: $sortDir\n      search: $search\n      teamId: $teamId\n      departmentId: $departmentId\n      role: $role\n      ids: $ids\n      active: $active\n    ) {\n      count\n      items {\n        id\n        name\n        resId\n        roleTitle\n        managerName\n        teamId\n        departmentId\n        active\n        status\n        manager {\n          id\n          name\n        }\n        team {\n          id\n          teamName\n        }\n        department {\n          id\n          departmentName\n        }\n        employmentRole {\n          id\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PeopleEmployees(\n    $limit: Int\n    $page: Int\n    $sortBy: EmployeeSortKey\n    $sortDir: SortDir\n    $search: String\n    $teamId: ID\n    $departmentId: ID\n    $role: String\n    $ids: [ID!]\n    $active: EmployeeActivity\n  ) {\n    employees(\n      limit: $limit\n      page: $page\n      sortBy: $sortBy\n      sortDir: $sortDir\n      search: $search\n      teamId: $teamId\n      departmentId: $departmentId\n      role: $role\n      ids: $ids\n      active: $active\n    ) {\n      count\n      items {\n        id\n        name\n        resId\n        roleTitle\n        managerName\n        teamId\n        departmentId\n        active\n        status\n        manager {\n          id\n          name\n        }\n        team {\n          id\n          teamName\n        }\n        department {\n          id\n          departmentName\n        }\n        employmentRole {\n          id\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PeopleHeadAuditing {\n          employees(headAuditing: true, limit: -1) {\n            count\n            items {\n              departmentId\n            }\n          }\n        }\n      "): (typeof documents)["\n        query PeopleHeadAuditing {\n          employees(headAuditing: true, limit: -1) {\n            count\n            items {\n              departmentId\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query PeopleManagersAgents($id: ID!) {\n        managers(limit: -1) {\n          count\n          items {\n            canManage\n          }\n        }\n        agents(limit: -1) {\n          count\n          items {\n            role\n          }\n        }\n        managedEmployees(limit: -1) {\n          count\n        }\n        hrEmployees(limit: -1) {\n          items {\n            name\n          }\n        }\n        employee(id: $id) {\n          name\n          manager {\n            name\n          }\n        }\n      }\n    "): (typeof documents)["\n      query PeopleManagersAgents($id: ID!) {\n        managers(limit: -1) {\n          count\n          items {\n            canManage\n          }\n        }\n        agents(limit: -1) {\n          count\n          items {\n            role\n          }\n        }\n        managedEmployees(limit: -1) {\n          count\n        }\n        hrEmployees(limit: -1) {\n          items {\n            name\n          }\n        }\n        employee(id: $id) {\n          name\n          manager {\n            name\n          }\n        }\n      }\n    "];
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
export function graphql(source: "\n  query PickerOptions($purpose: PickerPurpose!, $search: String, $limit: Int, $excludeIds: [ID!]) {\n    personOptions(purpose: $purpose, search: $search, limit: $limit, excludeIds: $excludeIds) {\n      count\n      items {\n        id\n        name\n        resId\n        canManage\n        managerId\n        managerName\n      }\n    }\n  }\n"): (typeof documents)["\n  query PickerOptions($purpose: PickerPurpose!, $search: String, $limit: Int, $excludeIds: [ID!]) {\n    personOptions(purpose: $purpose, search: $search, limit: $limit, excludeIds: $excludeIds) {\n      count\n      items {\n        id\n        name\n        resId\n        canManage\n        managerId\n        managerName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PickerLine {\n    managedEmployees(limit: -1) {\n      items {\n        id\n      }\n    }\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query PickerLine {\n    managedEmployees(limit: -1) {\n      items {\n        id\n      }\n    }\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PickerEveryone {\n    employees(limit: -1) {\n      count\n      items {\n        id\n        resId\n        canManage\n      }\n    }\n  }\n"): (typeof documents)["\n  query PickerEveryone {\n    employees(limit: -1) {\n      count\n      items {\n        id\n        resId\n        canManage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PickerFileable {\n    actionManagedEmployees(limit: -1) {\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query PickerFileable {\n    actionManagedEmployees(limit: -1) {\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileWithEmployee($employeeId: ID!) {\n    profile(employeeId: $employeeId) {\n      name\n      bio\n      phone\n      employee {\n        roleTitle\n        phone\n        nationalId\n        hourlyRate\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileWithEmployee($employeeId: ID!) {\n    profile(employeeId: $employeeId) {\n      name\n      bio\n      phone\n      employee {\n        roleTitle\n        phone\n        nationalId\n        hourlyRate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileAcmeLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation ProfileAcmeLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecruitmentAddCandidate($i: CandidateInput!) {\n    addCandidate(input: $i) {\n      id\n      fullName\n      nationalId\n      contactNumber\n      contactEmail\n      source\n      stage\n      referrer {\n        resId\n        name\n      }\n      sourcer {\n        resId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RecruitmentAddCandidate($i: CandidateInput!) {\n    addCandidate(input: $i) {\n      id\n      fullName\n      nationalId\n      contactNumber\n      contactEmail\n      source\n      stage\n      referrer {\n        resId\n        name\n      }\n      sourcer {\n        resId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecruitmentAddInterview($c: ID!, $i: InterviewInput!) {\n    addInterview(candidateId: $c, input: $i) {\n      id\n      hiringDecision\n      hiringDecisionTitle\n      englishAverage\n      interviewTypeSpecific {\n        englishFluency\n        typingSpeed\n      }\n      candidate {\n        id\n        fullName\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RecruitmentAddInterview($c: ID!, $i: InterviewInput!) {\n    addInterview(candidateId: $c, input: $i) {\n      id\n      hiringDecision\n      hiringDecisionTitle\n      englishAverage\n      interviewTypeSpecific {\n        englishFluency\n        typingSpeed\n      }\n      candidate {\n        id\n        fullName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecruitmentTrack($ids: [ID!]!) {\n    trackForOnboarding(interviewIds: $ids) {\n      message\n      count\n      items {\n        id\n        trackedForOnboarding\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RecruitmentTrack($ids: [ID!]!) {\n    trackForOnboarding(interviewIds: $ids) {\n      message\n      count\n      items {\n        id\n        trackedForOnboarding\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecruitmentCandidateStage($id: ID!) {\n    candidate(id: $id) {\n      stage\n      employee {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecruitmentCandidateStage($id: ID!) {\n    candidate(id: $id) {\n      stage\n      employee {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RecruitmentCandidatesPage {\n        candidates(limit: 5, sortBy: fullName, sortDir: ASC) {\n          count\n          items {\n            id\n            fullName\n            source\n            stage\n            referrer {\n              resId\n              name\n            }\n            latestInterview {\n              id\n              interviewDate\n              hiringDecision\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query RecruitmentCandidatesPage {\n        candidates(limit: 5, sortBy: fullName, sortDir: ASC) {\n          count\n          items {\n            id\n            fullName\n            source\n            stage\n            referrer {\n              resId\n              name\n            }\n            latestInterview {\n              id\n              interviewDate\n              hiringDecision\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RecruitmentCandidatesFiltered($isContacted: String, $source: String, $createdStart: String) {\n        candidates(isContacted: $isContacted, source: $source, createdStart: $createdStart, limit: -1) {\n          count\n          items {\n            isContacted\n            stage\n            source\n            sourcer {\n              name\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query RecruitmentCandidatesFiltered($isContacted: String, $source: String, $createdStart: String) {\n        candidates(isContacted: $isContacted, source: $source, createdStart: $createdStart, limit: -1) {\n          count\n          items {\n            isContacted\n            stage\n            source\n            sourcer {\n              name\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RecruitmentCandidate($id: ID!) {\n        c: candidate(id: $id) {\n          fullName\n          maritalStatus\n          interviewsCount\n        }\n      }\n    "): (typeof documents)["\n      query RecruitmentCandidate($id: ID!) {\n        c: candidate(id: $id) {\n          fullName\n          maritalStatus\n          interviewsCount\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RecruitmentUpdateCandidate($id: ID!, $i: CandidateInput!) {\n        updateCandidate(id: $id, input: $i) {\n          fullName\n          cityOfResidence\n          referrer {\n            resId\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation RecruitmentUpdateCandidate($id: ID!, $i: CandidateInput!) {\n        updateCandidate(id: $id, input: $i) {\n          fullName\n          cityOfResidence\n          referrer {\n            resId\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RecruitmentSearch($search: String) {\n        candidates(search: $search, limit: -1) {\n          items {\n            fullName\n          }\n        }\n      }\n    "): (typeof documents)["\n      query RecruitmentSearch($search: String) {\n        candidates(search: $search, limit: -1) {\n          items {\n            fullName\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query RecruitmentInterviewTracked($c: ID!, $id: ID!) {\n      interview(candidateId: $c, id: $id) {\n        trackedForOnboarding\n      }\n    }\n  "): (typeof documents)["\n    query RecruitmentInterviewTracked($c: ID!, $id: ID!) {\n      interview(candidateId: $c, id: $id) {\n        trackedForOnboarding\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query RecruitmentMissing($id: ID!) {\n      candidateMissingData(id: $id) {\n        complete\n        missing {\n          field\n          label\n        }\n      }\n    }\n  "): (typeof documents)["\n    query RecruitmentMissing($id: ID!) {\n      candidateMissingData(id: $id) {\n        complete\n        missing {\n          field\n          label\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query RecruitmentOnboarding($type: String!, $ticket: String) {\n      onboardingCandidates(type: $type, ticketNumber: $ticket, limit: -1) {\n        items {\n          id\n          ticketNumber\n          onboarded\n          candidate {\n            fullName\n          }\n        }\n      }\n    }\n  "): (typeof documents)["\n    query RecruitmentOnboarding($type: String!, $ticket: String) {\n      onboardingCandidates(type: $type, ticketNumber: $ticket, limit: -1) {\n        items {\n          id\n          ticketNumber\n          onboarded\n          candidate {\n            fullName\n          }\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RecruitmentUpdateInterview($c: ID!, $id: ID!, $i: InterviewInput!) {\n        updateInterview(candidateId: $c, id: $id, input: $i) {\n          hiringDecisionTitle\n          englishAverage\n          notes\n        }\n      }\n    "): (typeof documents)["\n      mutation RecruitmentUpdateInterview($c: ID!, $id: ID!, $i: InterviewInput!) {\n        updateInterview(candidateId: $c, id: $id, input: $i) {\n          hiringDecisionTitle\n          englishAverage\n          notes\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RecruitmentInterview($c: ID!, $id: ID!) {\n        interview(candidateId: $c, id: $id) {\n          id\n          interviewDate\n        }\n        candidateInterviews(candidateId: $c) {\n          count\n        }\n      }\n    "): (typeof documents)["\n      query RecruitmentInterview($c: ID!, $id: ID!) {\n        interview(candidateId: $c, id: $id) {\n          id\n          interviewDate\n        }\n        candidateInterviews(candidateId: $c) {\n          count\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RecruitmentInterviewable($search: String) {\n        interviewableCandidates(search: $search) {\n          items {\n            id\n            latestInterview {\n              hiringDecision\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query RecruitmentInterviewable($search: String) {\n        interviewableCandidates(search: $search) {\n          items {\n            id\n            latestInterview {\n              hiringDecision\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RecruitmentLatestAccepted($search: String) {\n        latestAcceptedInterviews(search: $search, tracked: false) {\n          items {\n            id\n            candidate {\n              fullName\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query RecruitmentLatestAccepted($search: String) {\n        latestAcceptedInterviews(search: $search, tracked: false) {\n          items {\n            id\n            candidate {\n              fullName\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RecruitmentEmployees($search: String) {\n        employees(search: $search) {\n          items {\n            resId\n            name\n            nationalId\n            departmentId\n          }\n        }\n      }\n    "): (typeof documents)["\n      query RecruitmentEmployees($search: String) {\n        employees(search: $search) {\n          items {\n            resId\n            name\n            nationalId\n            departmentId\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RecruitmentHeadcountRecord($id: ID!) {\n        headcountEmployee(id: $id) {\n          resId\n          candidateId\n          candidate {\n            id\n            fullName\n          }\n        }\n      }\n    "): (typeof documents)["\n      query RecruitmentHeadcountRecord($id: ID!) {\n        headcountEmployee(id: $id) {\n          resId\n          candidateId\n          candidate {\n            id\n            fullName\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RecruitmentPendingCandidates {\n        onboardingCandidates(type: \"pending\", limit: -1) {\n          items {\n            id\n            candidate {\n              id\n              fullName\n              nationality\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query RecruitmentPendingCandidates {\n        onboardingCandidates(type: \"pending\", limit: -1) {\n          items {\n            id\n            candidate {\n              id\n              fullName\n              nationality\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RecruitmentRoleCandidates {\n        candidates {\n          count\n        }\n      }\n    "): (typeof documents)["\n      query RecruitmentRoleCandidates {\n        candidates {\n          count\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RecruitmentRoleInterviewable {\n        interviewableCandidates {\n          count\n        }\n      }\n    "): (typeof documents)["\n      query RecruitmentRoleInterviewable {\n        interviewableCandidates {\n          count\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RecruitmentRoleLatestAccepted {\n        latestAcceptedInterviews {\n          count\n        }\n      }\n    "): (typeof documents)["\n      query RecruitmentRoleLatestAccepted {\n        latestAcceptedInterviews {\n          count\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RecruitmentRoleOnboarding {\n        onboardingCandidates(type: \"pending\") {\n          count\n        }\n      }\n    "): (typeof documents)["\n      query RecruitmentRoleOnboarding {\n        onboardingCandidates(type: \"pending\") {\n          count\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RecruitmentRoleAdd {\n        addCandidate(input: { fullName: \"X\" }) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation RecruitmentRoleAdd {\n        addCandidate(input: { fullName: \"X\" }) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RecruitmentRoleTrack {\n        trackForOnboarding(interviewIds: [\"1\"]) {\n          count\n        }\n      }\n    "): (typeof documents)["\n      mutation RecruitmentRoleTrack {\n        trackForOnboarding(interviewIds: [\"1\"]) {\n          count\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RecruitmentRoleSettings {\n        recruitmentSettings {\n          passMark\n        }\n      }\n    "): (typeof documents)["\n      query RecruitmentRoleSettings {\n        recruitmentSettings {\n          passMark\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RecruitmentRoleUpdateSettings {\n        updateRecruitmentSettings(passMark: 5) {\n          passMark\n        }\n      }\n    "): (typeof documents)["\n      mutation RecruitmentRoleUpdateSettings {\n        updateRecruitmentSettings(passMark: 5) {\n          passMark\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RecruitmentRoleRead {\n        candidates(limit: 1) {\n          count\n        }\n      }\n    "): (typeof documents)["\n      query RecruitmentRoleRead {\n        candidates(limit: 1) {\n          count\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query RecruitmentPassMark($c: ID!, $id: ID!) {\n      interview(candidateId: $c, id: $id) {\n        englishAverage\n        passMark\n        meetsPassMark\n      }\n    }\n  "): (typeof documents)["\n    query RecruitmentPassMark($c: ID!, $id: ID!) {\n      interview(candidateId: $c, id: $id) {\n        englishAverage\n        passMark\n        meetsPassMark\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query RecruitmentInterviewsPassMark($c: ID!) {\n          candidateInterviews(candidateId: $c) {\n            items {\n              id\n              meetsPassMark\n            }\n          }\n        }\n      "): (typeof documents)["\n        query RecruitmentInterviewsPassMark($c: ID!) {\n          candidateInterviews(candidateId: $c) {\n            items {\n              id\n              meetsPassMark\n            }\n          }\n        }\n      "];
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
export function graphql(source: "\n  mutation RegistrationRegister($input: RegisterCompanyInput!, $logo: Upload) {\n    registerCompany(input: $input, logo: $logo) {\n      message\n      company {\n        name\n        subdomain\n        industry\n        employeeCountRange\n      }\n      url\n      email\n      mailKept\n      setPasswordUrl\n    }\n  }\n"): (typeof documents)["\n  mutation RegistrationRegister($input: RegisterCompanyInput!, $logo: Upload) {\n    registerCompany(input: $input, logo: $logo) {\n      message\n      company {\n        name\n        subdomain\n        industry\n        employeeCountRange\n      }\n      url\n      email\n      mailKept\n      setPasswordUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegistrationSetPassword($t: String!, $p: String!) {\n    setPassword(token: $t, password: $p) {\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation RegistrationSetPassword($t: String!, $p: String!) {\n    setPassword(token: $t, password: $p) {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegistrationLogin($e: String!, $p: String!) {\n    login(email: $e, password: $p) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation RegistrationLogin($e: String!, $p: String!) {\n    login(email: $e, password: $p) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationCompany {\n    me {\n      name\n      roleTitle\n      departmentName\n      roles {\n        admin\n      }\n    }\n    employees(limit: -1) {\n      count\n    }\n    departments(limit: -1) {\n      items {\n        departmentName\n      }\n    }\n    leaveTypes(limit: -1) {\n      items {\n        leaveName\n      }\n    }\n    actionPolicies(limit: -1) {\n      items {\n        actionId\n      }\n    }\n  }\n"): (typeof documents)["\n  query RegistrationCompany {\n    me {\n      name\n      roleTitle\n      departmentName\n      roles {\n        admin\n      }\n    }\n    employees(limit: -1) {\n      count\n    }\n    departments(limit: -1) {\n      items {\n        departmentName\n      }\n    }\n    leaveTypes(limit: -1) {\n      items {\n        leaveName\n      }\n    }\n    actionPolicies(limit: -1) {\n      items {\n        actionId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationMe {\n    me {\n      name\n    }\n  }\n"): (typeof documents)["\n  query RegistrationMe {\n    me {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionMe {\n    me {\n      id\n      name\n      roles {\n        teamLeader\n      }\n      access {\n        routes\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionMe {\n    me {\n      id\n      name\n      roles {\n        teamLeader\n      }\n      access {\n        routes\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query SettingsOfCompany {\n    companySettings {\n      name\n      copyright\n      primaryColor\n      jiraUrl\n      jiraUsername\n      jiraTokenSet\n    }\n  }\n"): (typeof documents)["\n  query SettingsOfCompany {\n    companySettings {\n      name\n      copyright\n      primaryColor\n      jiraUrl\n      jiraUsername\n      jiraTokenSet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsUpdate($input: CompanySettingsInput!) {\n    updateCompanySettings(input: $input) {\n      name\n      copyright\n      primaryColor\n      secondaryColor\n      jiraUrl\n      jiraUsername\n      jiraTokenSet\n      auditRetentionMonths\n    }\n  }\n"): (typeof documents)["\n  mutation SettingsUpdate($input: CompanySettingsInput!) {\n    updateCompanySettings(input: $input) {\n      name\n      copyright\n      primaryColor\n      secondaryColor\n      jiraUrl\n      jiraUsername\n      jiraTokenSet\n      auditRetentionMonths\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsLogo($file: Upload!) {\n    uploadCompanyLogo(file: $file) {\n      logo\n    }\n  }\n"): (typeof documents)["\n  mutation SettingsLogo($file: Upload!) {\n    uploadCompanyLogo(file: $file) {\n      logo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsDismissChecklist {\n    dismissSetupChecklist {\n      dismissed\n    }\n  }\n"): (typeof documents)["\n  mutation SettingsDismissChecklist {\n    dismissSetupChecklist {\n      dismissed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsLeaveType($input: LeaveTypeInput!) {\n    createLeaveType(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SettingsLeaveType($input: LeaveTypeInput!) {\n    createLeaveType(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation SettingsLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsCapability {\n    capabilities {\n      companySettings\n    }\n  }\n"): (typeof documents)["\n  query SettingsCapability {\n    capabilities {\n      companySettings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedMe {\n    me {\n      name\n      roles {\n        hr\n      }\n    }\n  }\n"): (typeof documents)["\n  query SharedMe {\n    me {\n      name\n      roles {\n        hr\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShuffleRequestFields on ManagerShuffleRequest {\n    id\n    status\n    effectiveDate\n    hrComment\n    appliedAt\n    reason\n    requesterId\n    targetEmployee {\n      id\n      name\n      resId\n    }\n    currentManager {\n      id\n      name\n    }\n    proposedManager {\n      id\n      name\n    }\n    requester {\n      name\n    }\n    reviewedBy {\n      name\n    }\n    previousManager {\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ShuffleRequestFields on ManagerShuffleRequest {\n    id\n    status\n    effectiveDate\n    hrComment\n    appliedAt\n    reason\n    requesterId\n    targetEmployee {\n      id\n      name\n      resId\n    }\n    currentManager {\n      id\n      name\n    }\n    proposedManager {\n      id\n      name\n    }\n    requester {\n      name\n    }\n    reviewedBy {\n      name\n    }\n    previousManager {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShuffleCreate($input: ManagerShuffleRequestInput!) {\n    createManagerShuffleRequest(input: $input) {\n      ...ShuffleRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation ShuffleCreate($input: ManagerShuffleRequestInput!) {\n    createManagerShuffleRequest(input: $input) {\n      ...ShuffleRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShuffleApprove($id: ID!, $c: String) {\n    approveManagerShuffleRequest(id: $id, hrComment: $c) {\n      ...ShuffleRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation ShuffleApprove($id: ID!, $c: String) {\n    approveManagerShuffleRequest(id: $id, hrComment: $c) {\n      ...ShuffleRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShuffleReject($id: ID!, $c: String!) {\n    rejectManagerShuffleRequest(id: $id, hrComment: $c) {\n      ...ShuffleRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation ShuffleReject($id: ID!, $c: String!) {\n    rejectManagerShuffleRequest(id: $id, hrComment: $c) {\n      ...ShuffleRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShuffleList($status: ShuffleStatus, $search: String, $employeeId: ID) {\n    managerShuffleRequests(status: $status, search: $search, employeeId: $employeeId, limit: 25) {\n      count\n      items {\n        ...ShuffleRequestFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShuffleList($status: ShuffleStatus, $search: String, $employeeId: ID) {\n    managerShuffleRequests(status: $status, search: $search, employeeId: $employeeId, limit: 25) {\n      count\n      items {\n        ...ShuffleRequestFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShuffleOne($id: ID!) {\n    managerShuffleRequest(id: $id) {\n      ...ShuffleRequestFields\n    }\n  }\n"): (typeof documents)["\n  query ShuffleOne($id: ID!) {\n    managerShuffleRequest(id: $id) {\n      ...ShuffleRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShuffleOneId($id: ID!) {\n    managerShuffleRequest(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query ShuffleOneId($id: ID!) {\n    managerShuffleRequest(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShuffleManagerOf($id: ID!) {\n    employee(id: $id) {\n      manager {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShuffleManagerOf($id: ID!) {\n    employee(id: $id) {\n      manager {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShuffleHistory($e: ID!) {\n    managerHistory(employeeId: $e) {\n      id\n      previousManager {\n        name\n      }\n      proposedManager {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShuffleHistory($e: ID!) {\n    managerHistory(employeeId: $e) {\n      id\n      previousManager {\n        name\n      }\n      proposedManager {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShuffleHistoryProposed($e: ID!) {\n    managerHistory(employeeId: $e) {\n      proposedManager {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShuffleHistoryProposed($e: ID!) {\n    managerHistory(employeeId: $e) {\n      proposedManager {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShuffleHrInboxPending {\n    hrInbox {\n      pendingShuffleRequests\n    }\n  }\n"): (typeof documents)["\n  query ShuffleHrInboxPending {\n    hrInbox {\n      pendingShuffleRequests\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShuffleMe {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query ShuffleMe {\n    me {\n      id\n    }\n  }\n"];
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
export function graphql(source: "\n  query TeamspaceGrants($e: ID, $p: ManagerPermissionName) {\n    managerPermissions(employeeId: $e, permission: $p, limit: -1) {\n      count\n      items {\n        id\n        employeeId\n        permission\n        employee {\n          name\n        }\n        grantedByName\n      }\n    }\n  }\n"): (typeof documents)["\n  query TeamspaceGrants($e: ID, $p: ManagerPermissionName) {\n    managerPermissions(employeeId: $e, permission: $p, limit: -1) {\n      count\n      items {\n        id\n        employeeId\n        permission\n        employee {\n          name\n        }\n        grantedByName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamspaceGrant($e: ID!, $p: ManagerPermissionName!) {\n    grantManagerPermission(employeeId: $e, permission: $p) {\n      id\n      permission\n      employee {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TeamspaceGrant($e: ID!, $p: ManagerPermissionName!) {\n    grantManagerPermission(employeeId: $e, permission: $p) {\n      id\n      permission\n      employee {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamspaceMe {\n    me {\n      id\n      managerPermissions\n      access {\n        routes\n        ownOnly\n      }\n    }\n  }\n"): (typeof documents)["\n  query TeamspaceMe {\n    me {\n      id\n      managerPermissions\n      access {\n        routes\n        ownOnly\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamspaceGoalFields on Goal {\n    id\n    title\n    status\n    state\n    progress\n    isPrivate\n    duration\n    daysLeft\n    deadlineWarning\n    assignee {\n      name\n    }\n    reviewer {\n      name\n    }\n    viewerCan {\n      edit\n      review\n      progress\n      delete\n    }\n    supportingDocumentFilename\n  }\n"): (typeof documents)["\n  fragment TeamspaceGoalFields on Goal {\n    id\n    title\n    status\n    state\n    progress\n    isPrivate\n    duration\n    daysLeft\n    deadlineWarning\n    assignee {\n      name\n    }\n    reviewer {\n      name\n    }\n    viewerCan {\n      edit\n      review\n      progress\n      delete\n    }\n    supportingDocumentFilename\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamspaceCreateGoal($i: GoalInput!, $d: Upload) {\n    createGoal(input: $i, supportingDocument: $d) {\n      ...TeamspaceGoalFields\n    }\n  }\n"): (typeof documents)["\n  mutation TeamspaceCreateGoal($i: GoalInput!, $d: Upload) {\n    createGoal(input: $i, supportingDocument: $d) {\n      ...TeamspaceGoalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamspaceProgress($id: ID!, $p: Int!, $s: GoalState) {\n    updateGoalProgress(id: $id, progress: $p, state: $s) {\n      progress\n      state\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation TeamspaceProgress($id: ID!, $p: Int!, $s: GoalState) {\n    updateGoalProgress(id: $id, progress: $p, state: $s) {\n      progress\n      state\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamspaceLeaveTypes {\n    leaveTypes(limit: -1) {\n      items {\n        id\n        leaveName\n      }\n    }\n  }\n"): (typeof documents)["\n  query TeamspaceLeaveTypes {\n    leaveTypes(limit: -1) {\n      items {\n        id\n        leaveName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamspaceTeams {\n    teams(limit: -1) {\n      items {\n        id\n        teamName\n      }\n    }\n  }\n"): (typeof documents)["\n  query TeamspaceTeams {\n    teams(limit: -1) {\n      items {\n        id\n        teamName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TeamspaceOwnGrants($id: ID!) {\n        managerPermissionsOf(id: $id) {\n          items {\n            permission\n          }\n        }\n      }\n    "): (typeof documents)["\n      query TeamspaceOwnGrants($id: ID!) {\n        managerPermissionsOf(id: $id) {\n          items {\n            permission\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TeamspaceFileLeave($i: LeaveRequestInput!) {\n      createLeaveRequest(input: $i) {\n        id\n        status\n        employee {\n          name\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation TeamspaceFileLeave($i: LeaveRequestInput!) {\n      createLeaveRequest(input: $i) {\n        id\n        status\n        employee {\n          name\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TeamspaceApproveLeave($id: ID!) {\n      approveLeaveRequest(id: $id, reviewerComments: \"ok\") {\n        id\n        status\n        reviewedByName\n      }\n    }\n  "): (typeof documents)["\n    mutation TeamspaceApproveLeave($id: ID!) {\n      approveLeaveRequest(id: $id, reviewerComments: \"ok\") {\n        id\n        status\n        reviewedByName\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TeamspaceRejectLeave($id: ID!) {\n      rejectLeaveRequest(id: $id, reviewerComments: \"busy week\") {\n        id\n        status\n      }\n    }\n  "): (typeof documents)["\n    mutation TeamspaceRejectLeave($id: ID!) {\n      rejectLeaveRequest(id: $id, reviewerComments: \"busy week\") {\n        id\n        status\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TeamspaceGoalDocument($id: ID!) {\n      goalSupportingDocument(id: $id) {\n        url\n        filename\n      }\n    }\n  "): (typeof documents)["\n    query TeamspaceGoalDocument($id: ID!) {\n      goalSupportingDocument(id: $id) {\n        url\n        filename\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TeamspaceApproveGoal($id: ID!) {\n      approveGoal(id: $id) {\n        status\n      }\n    }\n  "): (typeof documents)["\n    mutation TeamspaceApproveGoal($id: ID!) {\n      approveGoal(id: $id) {\n        status\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TeamspaceRejectGoal($id: ID!) {\n      rejectGoal(id: $id) {\n        status\n      }\n    }\n  "): (typeof documents)["\n    mutation TeamspaceRejectGoal($id: ID!) {\n      rejectGoal(id: $id) {\n        status\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TeamspaceUpdateGoal($id: ID!, $i: GoalInput!) {\n      updateGoal(id: $id, input: $i) {\n        status\n        title\n      }\n    }\n  "): (typeof documents)["\n    mutation TeamspaceUpdateGoal($id: ID!, $i: GoalInput!) {\n      updateGoal(id: $id, input: $i) {\n        status\n        title\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TeamspaceGoalReviewable($id: ID!) {\n      goal(id: $id) {\n        viewerCan {\n          review\n        }\n      }\n    }\n  "): (typeof documents)["\n    query TeamspaceGoalReviewable($id: ID!) {\n      goal(id: $id) {\n        viewerCan {\n          review\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TeamspaceTeamGoals {\n        teamGoals(limit: -1) {\n          count\n          items {\n            assignee {\n              name\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query TeamspaceTeamGoals {\n        teamGoals(limit: -1) {\n          count\n          items {\n            assignee {\n              name\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TeamspaceGoalTitle($id: ID!) {\n        goal(id: $id) {\n          title\n          isPrivate\n        }\n      }\n    "): (typeof documents)["\n      query TeamspaceGoalTitle($id: ID!) {\n        goal(id: $id) {\n          title\n          isPrivate\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TeamspaceGoalSearch($search: String) {\n        goals(limit: -1, search: $search) {\n          count\n          items {\n            title\n          }\n        }\n      }\n    "): (typeof documents)["\n      query TeamspaceGoalSearch($search: String) {\n        goals(limit: -1, search: $search) {\n          count\n          items {\n            title\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TeamspaceMyGoals {\n        myGoals(limit: 10) {\n          count\n          items {\n            title\n            state\n            assignee {\n              name\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query TeamspaceMyGoals {\n        myGoals(limit: 10) {\n          count\n          items {\n            title\n            state\n            assignee {\n              name\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TeamspaceGoalCount {\n        goals {\n          count\n        }\n      }\n    "): (typeof documents)["\n      query TeamspaceGoalCount {\n        goals {\n          count\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TeamspaceGiveKudos($r: ID!, $m: String!) {\n        giveKudos(receiverId: $r, message: $m) {\n          id\n          message\n          giver {\n            name\n          }\n          receiver {\n            name\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation TeamspaceGiveKudos($r: ID!, $m: String!) {\n        giveKudos(receiverId: $r, message: $m) {\n          id\n          message\n          giver {\n            name\n          }\n          receiver {\n            name\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TeamspaceKudosWall($r: ID) {\n        kudos(receiverId: $r, limit: 5) {\n          count\n          items {\n            message\n            giver {\n              name\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query TeamspaceKudosWall($r: ID) {\n        kudos(receiverId: $r, limit: 5) {\n          count\n          items {\n            message\n            giver {\n              name\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TeamspaceWeeklyKudos {\n        weeklyKudos(limit: 50) {\n          items {\n            message\n          }\n        }\n      }\n    "): (typeof documents)["\n      query TeamspaceWeeklyKudos {\n        weeklyKudos(limit: 50) {\n          items {\n            message\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TeamspaceTeam($id: ID!) {\n        team(id: $id) {\n          teamName\n          teamLeader {\n            name\n          }\n          manager {\n            name\n          }\n        }\n      }\n    "): (typeof documents)["\n      query TeamspaceTeam($id: ID!) {\n        team(id: $id) {\n          teamName\n          teamLeader {\n            name\n          }\n          manager {\n            name\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TeamspaceMyTeam {\n        me {\n          teamName\n        }\n      }\n    "): (typeof documents)["\n      query TeamspaceMyTeam {\n        me {\n          teamName\n        }\n      }\n    "];
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
export function graphql(source: "\n  query WorklogSyncCapability {\n    capabilities {\n      worklogSync\n    }\n  }\n"): (typeof documents)["\n  query WorklogSyncCapability {\n    capabilities {\n      worklogSync\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation WorklogsRename($id: ID!, $input: HeadcountEmployeeInput!) {\n        updateHeadcountEmployee(id: $id, input: $input) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation WorklogsRename($id: ID!, $input: HeadcountEmployeeInput!) {\n        updateHeadcountEmployee(id: $id, input: $input) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query WorklogsCapability {\n      capabilities {\n        worklogs\n      }\n    }\n  "): (typeof documents)["\n    query WorklogsCapability {\n      capabilities {\n        worklogs\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceMe {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceMe {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkspaceLinkFields on HelpdeskLink {\n    id\n    name\n    link\n    createdAt\n    updatedAt\n    createdBy {\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment WorkspaceLinkFields on HelpdeskLink {\n    id\n    name\n    link\n    createdAt\n    updatedAt\n    createdBy {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceLinks {\n    helpdeskLinks(limit: 2, sortBy: name) {\n      count\n      items {\n        ...WorkspaceLinkFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceLinks {\n    helpdeskLinks(limit: 2, sortBy: name) {\n      count\n      items {\n        ...WorkspaceLinkFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceLinkSearch {\n    helpdeskLinks(search: \"payroll\") {\n      items {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceLinkSearch {\n    helpdeskLinks(search: \"payroll\") {\n      items {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkspaceCreateLink($i: HelpdeskLinkInput!) {\n    createHelpdeskLink(input: $i) {\n      ...WorkspaceLinkFields\n    }\n  }\n"): (typeof documents)["\n  mutation WorkspaceCreateLink($i: HelpdeskLinkInput!) {\n    createHelpdeskLink(input: $i) {\n      ...WorkspaceLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceLink($id: ID!) {\n    helpdeskLink(id: $id) {\n      name\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceLink($id: ID!) {\n    helpdeskLink(id: $id) {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkspaceUpdateLink($id: ID!, $i: HelpdeskLinkInput!) {\n    updateHelpdeskLink(id: $id, input: $i) {\n      name\n      link\n    }\n  }\n"): (typeof documents)["\n  mutation WorkspaceUpdateLink($id: ID!, $i: HelpdeskLinkInput!) {\n    updateHelpdeskLink(id: $id, input: $i) {\n      name\n      link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkspaceCreateLinkX {\n    createHelpdeskLink(input: { name: \"X\", link: \"https://x.example.com\" }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation WorkspaceCreateLinkX {\n    createHelpdeskLink(input: { name: \"X\", link: \"https://x.example.com\" }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkspaceDocFields on HrDocument {\n    id\n    title\n    filename\n    scope\n    mimetype\n    createdAt\n    updatedAt\n    employee {\n      id\n      name\n    }\n    uploadedBy {\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment WorkspaceDocFields on HrDocument {\n    id\n    title\n    filename\n    scope\n    mimetype\n    createdAt\n    updatedAt\n    employee {\n      id\n      name\n    }\n    uploadedBy {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkspaceUpload($input: DocumentInput!, $file: Upload!) {\n    uploadDocument(input: $input, file: $file) {\n      ...WorkspaceDocFields\n    }\n  }\n"): (typeof documents)["\n  mutation WorkspaceUpload($input: DocumentInput!, $file: Upload!) {\n    uploadDocument(input: $input, file: $file) {\n      ...WorkspaceDocFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceMyDocuments {\n    documents(limit: -1, sortBy: title) {\n      count\n      items {\n        title\n        scope\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceMyDocuments {\n    documents(limit: -1, sortBy: title) {\n      count\n      items {\n        title\n        scope\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceDocument($id: ID!) {\n    document(id: $id) {\n      title\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceDocument($id: ID!) {\n    document(id: $id) {\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceDocumentLink($id: ID!) {\n    documentDownload(id: $id) {\n      url\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceDocumentLink($id: ID!) {\n    documentDownload(id: $id) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceDocumentOwners {\n    documents(limit: -1) {\n      items {\n        title\n        employee {\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceDocumentOwners {\n    documents(limit: -1) {\n      items {\n        title\n        employee {\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceDocumentCounts {\n    documents(scope: EMPLOYEE, limit: -1) {\n      count\n    }\n    company: documents(scope: COMPANY) {\n      count\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceDocumentCounts {\n    documents(scope: EMPLOYEE, limit: -1) {\n      count\n    }\n    company: documents(scope: COMPANY) {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceDocumentsOf($e: ID) {\n    documents(employeeId: $e, search: \"nda\") {\n      items {\n        title\n        employee {\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceDocumentsOf($e: ID) {\n    documents(employeeId: $e, search: \"nda\") {\n      items {\n        title\n        employee {\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkspaceRenameDocument($id: ID!) {\n    updateDocument(id: $id, input: { title: \"IT Security Policy\" }) {\n      title\n      filename\n    }\n  }\n"): (typeof documents)["\n  mutation WorkspaceRenameDocument($id: ID!) {\n    updateDocument(id: $id, input: { title: \"IT Security Policy\" }) {\n      title\n      filename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkspaceReplaceDocument($id: ID!, $file: Upload) {\n    updateDocument(id: $id, input: {}, file: $file) {\n      title\n      filename\n    }\n  }\n"): (typeof documents)["\n  mutation WorkspaceReplaceDocument($id: ID!, $file: Upload) {\n    updateDocument(id: $id, input: {}, file: $file) {\n      title\n      filename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkspaceDeleteDocumentOne {\n    deleteDocument(id: \"1\")\n  }\n"): (typeof documents)["\n  mutation WorkspaceDeleteDocumentOne {\n    deleteDocument(id: \"1\")\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkspaceAssetFields on Asset {\n    id\n    name\n    assetType\n    serialNumber\n    condition\n    notes\n    status\n    assignedOn\n    holder {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment WorkspaceAssetFields on Asset {\n    id\n    name\n    assetType\n    serialNumber\n    condition\n    notes\n    status\n    assignedOn\n    holder {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkspaceCreateAsset($i: AssetInput!) {\n    createAsset(input: $i) {\n      ...WorkspaceAssetFields\n    }\n  }\n"): (typeof documents)["\n  mutation WorkspaceCreateAsset($i: AssetInput!) {\n    createAsset(input: $i) {\n      ...WorkspaceAssetFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkspaceCreateAssetDuplicate {\n    createAsset(input: { name: \"X\", assetType: \"Laptop\", serialNumber: \"mba-2026-01\", condition: GOOD }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation WorkspaceCreateAssetDuplicate {\n    createAsset(input: { name: \"X\", assetType: \"Laptop\", serialNumber: \"mba-2026-01\", condition: GOOD }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkspaceAssign($id: ID!, $i: AssignAssetInput!) {\n    assignAsset(id: $id, input: $i) {\n      status\n      assignedOn\n      holder {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WorkspaceAssign($id: ID!, $i: AssignAssetInput!) {\n    assignAsset(id: $id, input: $i) {\n      status\n      assignedOn\n      holder {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceMyAssets {\n    myAssets(sortBy: name) {\n      count\n      items {\n        name\n        serialNumber\n        assignedOn\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceMyAssets {\n    myAssets(sortBy: name) {\n      count\n      items {\n        name\n        serialNumber\n        assignedOn\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceAsset($id: ID!) {\n    asset(id: $id) {\n      name\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceAsset($id: ID!) {\n    asset(id: $id) {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkspaceReturn($id: ID!, $i: ReturnAssetInput) {\n    returnAsset(id: $id, input: $i) {\n      status\n      condition\n      holder {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WorkspaceReturn($id: ID!, $i: ReturnAssetInput) {\n    returnAsset(id: $id, input: $i) {\n      status\n      condition\n      holder {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceAssignments($id: ID!) {\n    assetAssignments(id: $id) {\n      count\n      items {\n        assignedOn\n        returnedOn\n        notes\n        returnNotes\n        conditionOnReturn\n        employee {\n          name\n        }\n        assignedBy {\n          name\n        }\n        returnedBy {\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceAssignments($id: ID!) {\n    assetAssignments(id: $id) {\n      count\n      items {\n        assignedOn\n        returnedOn\n        notes\n        returnNotes\n        conditionOnReturn\n        employee {\n          name\n        }\n        assignedBy {\n          name\n        }\n        returnedBy {\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkspaceUpdateAsset($id: ID!, $i: AssetInput!) {\n    updateAsset(id: $id, input: $i) {\n      name\n      condition\n    }\n  }\n"): (typeof documents)["\n  mutation WorkspaceUpdateAsset($id: ID!, $i: AssetInput!) {\n    updateAsset(id: $id, input: $i) {\n      name\n      condition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceHeldAssets {\n    assets(status: ASSIGNED, limit: -1) {\n      count\n      items {\n        serialNumber\n        holder {\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceHeldAssets {\n    assets(status: ASSIGNED, limit: -1) {\n      count\n      items {\n        serialNumber\n        holder {\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceHeadsets {\n    assets(assetType: \"Headset\", status: AVAILABLE) {\n      items {\n        serialNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceHeadsets {\n    assets(assetType: \"Headset\", status: AVAILABLE) {\n      items {\n        serialNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceAssetSearch($search: String) {\n    assets(search: $search) {\n      count\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceAssetSearch($search: String) {\n    assets(search: $search) {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceHeldAssetId {\n    assets(search: \"LN-T14-0002\") {\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceHeldAssetId {\n    assets(search: \"LN-T14-0002\") {\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkspaceCreateAssetBad {\n    createAsset(input: { name: \"\", assetType: \"Spaceship\", serialNumber: \"\", condition: GOOD }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation WorkspaceCreateAssetBad {\n    createAsset(input: { name: \"\", assetType: \"Spaceship\", serialNumber: \"\", condition: GOOD }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkspaceAssignNoOne($id: ID!) {\n    assignAsset(id: $id, input: { employeeId: \"99999\" }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation WorkspaceAssignNoOne($id: ID!) {\n    assignAsset(id: $id, input: { employeeId: \"99999\" }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceAssetCount {\n    assets {\n      count\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceAssetCount {\n    assets {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkspaceCreateAssetX {\n    createAsset(input: { name: \"X\", assetType: \"Other\", serialNumber: \"S\", condition: GOOD }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation WorkspaceCreateAssetX {\n    createAsset(input: { name: \"X\", assetType: \"Other\", serialNumber: \"S\", condition: GOOD }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceMyAssetCount {\n    myAssets {\n      count\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceMyAssetCount {\n    myAssets {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceAssetHolders {\n    assets(limit: -1) {\n      items {\n        holder {\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceAssetHolders {\n    assets(limit: -1) {\n      items {\n        holder {\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceDocumentPeople {\n    documents(limit: -1) {\n      items {\n        employee {\n          name\n        }\n        uploadedBy {\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceDocumentPeople {\n    documents(limit: -1) {\n      items {\n        employee {\n          name\n        }\n        uploadedBy {\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceLinkCreators {\n    helpdeskLinks(limit: -1) {\n      items {\n        createdBy {\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceLinkCreators {\n    helpdeskLinks(limit: -1) {\n      items {\n        createdBy {\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceAssetHolderEmails {\n    assets(limit: -1) {\n      items {\n        holder {\n          name\n          email\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceAssetHolderEmails {\n    assets(limit: -1) {\n      items {\n        holder {\n          name\n          email\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceLinkCount {\n    helpdeskLinks {\n      count\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceLinkCount {\n    helpdeskLinks {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceDocumentCount {\n    documents {\n      count\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceDocumentCount {\n    documents {\n      count\n    }\n  }\n"];
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