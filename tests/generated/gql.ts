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
    "\n  query FillAttendanceGrid($month: String) {\n    attendanceGrid(family: AGENTS, month: $month) {\n      month\n      days\n      rows {\n        resId\n        employeeId\n        records\n        totalHours\n        targetHoursPerDay\n      }\n    }\n  }\n": typeof types.FillAttendanceGridDocument,
    "\n  mutation FillCreateLeaveRequest($input: LeaveRequestInput!) {\n    createLeaveRequest(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.FillCreateLeaveRequestDocument,
    "\n  mutation FillApproveLeaveRequest($id: ID!) {\n    approveLeaveRequest(id: $id) {\n      status\n    }\n  }\n": typeof types.FillApproveLeaveRequestDocument,
    "\n      query FillLeaveTypes {\n        leaveTypes(limit: -1) {\n          items {\n            id\n            leaveName\n          }\n        }\n      }\n    ": typeof types.FillLeaveTypesDocument,
    "\n      mutation FillAddHoliday($input: HolidayInput!) {\n        addHoliday(input: $input) {\n          id\n        }\n      }\n    ": typeof types.FillAddHolidayDocument,
    "\n  query CapabilitiesCapabilities {\n    capabilities {\n      attendanceTemplate\n      attendanceErrorFile\n      formerEmployees\n      sickNoteDownload\n      fileUpload\n      teamSpace\n    }\n  }\n": typeof types.CapabilitiesCapabilitiesDocument,
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
    "\n  mutation IdempotentAddBonus($input: BonusInput!, $key: String) {\n    addBonus(input: $input, idempotencyKey: $key) {\n      count\n      items {\n        id\n        employeeId\n        month\n        amount\n      }\n    }\n  }\n": typeof types.IdempotentAddBonusDocument,
    "\n  query IdempotentBonuses($m: String) {\n    bonuses(month: $m) {\n      items {\n        employeeId\n        amount\n      }\n    }\n  }\n": typeof types.IdempotentBonusesDocument,
    "\n        mutation InputsAddDepartment($n: String!) {\n          addDepartment(departmentName: $n) {\n            id\n          }\n        }\n      ": typeof types.InputsAddDepartmentDocument,
    "\n        mutation InputsCreateLeaveType($i: LeaveTypeInput!) {\n          createLeaveType(input: $i) {\n            id\n          }\n        }\n      ": typeof types.InputsCreateLeaveTypeDocument,
    "\n          query InputsEmployees($s: String) {\n            employees(search: $s) {\n              count\n            }\n          }\n        ": typeof types.InputsEmployeesDocument,
    "\n        query InputsEmployees2($s: String) {\n          employees(search: $s) {\n            count\n          }\n        }\n      ": typeof types.InputsEmployees2Document,
    "\n  mutation MailGiveAccess($id: ID) {\n    giveAccess(employeeId: $id) {\n      message\n      email\n      temporaryPassword\n      invitationSent\n    }\n  }\n": typeof types.MailGiveAccessDocument,
    "\n  mutation MailForgot($e: String!) {\n    requestPasswordReset(email: $e) {\n      message\n    }\n  }\n": typeof types.MailForgotDocument,
    "\n  mutation MailSetPassword($t: String!, $p: String!) {\n    setPassword(token: $t, password: $p) {\n      message\n      email\n    }\n  }\n": typeof types.MailSetPasswordDocument,
    "\n  mutation MailLogin($e: String!, $p: String!) {\n    login(email: $e, password: $p) {\n      user {\n        name\n      }\n    }\n  }\n": typeof types.MailLoginDocument,
    "\n  query MailOutbox {\n    mailOutbox(limit: -1) {\n      count\n      items {\n        toAddress\n        subject\n        status\n        attempts\n      }\n    }\n  }\n": typeof types.MailOutboxDocument,
    "\n  query MailPasswordReset {\n    passwordReset\n  }\n": typeof types.MailPasswordResetDocument,
    "\n  query MailCapability {\n    capabilities {\n      mailOutbox\n    }\n  }\n": typeof types.MailCapabilityDocument,
    "\n        query OpsEmployee {\n          employee(id: \"99999\") {\n            name\n          }\n        }\n      ": typeof types.OpsEmployeeDocument,
    "\n  query UnknownDepartments {\n    departments(limit: -1) {\n      items {\n        departmentName\n      }\n    }\n  }\n": typeof types.UnknownDepartmentsDocument,
    "\n          query UnknownEmployees {\n            employees(search: \"RES-0023\") {\n              items {\n                id\n              }\n            }\n          }\n        ": typeof types.UnknownEmployeesDocument,
    "\n        mutation UnknownFireEmployee($id: ID!) {\n          fireEmployee(id: $id) {\n            message\n          }\n        }\n      ": typeof types.UnknownFireEmployeeDocument,
    "\n        query UnknownEmployee($id: ID!) {\n          employee(id: $id) {\n            active\n          }\n        }\n      ": typeof types.UnknownEmployeeDocument,
    "\n  query PaySheet($month: String, $search: String, $departmentId: ID, $teamId: ID, $employeeType: String) {\n    salaries(month: $month, search: $search, departmentId: $departmentId, teamId: $teamId, employeeType: $employeeType, limit: -1) {\n      count\n      items {\n        id\n        resId\n        name\n        startDate\n        endDate\n        workingDays\n        hourlyOrMonthly\n        managerName\n        paymentAccount\n        weeks {\n          week\n          hours\n          target\n        }\n        hoursWorked\n        hoursGiven\n        annuals\n        casuals\n        sick\n        paidLeave\n        training\n        allowance\n        leadsTarget\n        kpiTier\n        kpi\n        bonus\n        compensation\n        actions\n        amount\n        lateness\n        baseSalary\n        hourlyRate\n        targetHours\n        targetLeads\n        hoursPay\n        extras\n        totalPay\n      }\n    }\n  }\n": typeof types.PaySheetDocument,
    "\n  mutation PayLogDailyHours($input: DailyHoursInput!) {\n    logDailyHours(input: $input) {\n      id\n      resId\n      date\n      hoursWorked\n      dayType\n      dialerName\n      vacId\n      vacName\n    }\n  }\n": typeof types.PayLogDailyHoursDocument,
    "\n  query PayDialers {\n    dialers(limit: -1) {\n      count\n      items {\n        id\n        dialerName\n      }\n    }\n  }\n": typeof types.PayDialersDocument,
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
    "\n  query PeopleEmployees(\n    $limit: Int\n    $page: Int\n    $sortBy: String\n    $sortDir: SortDir\n    $search: String\n    $teamId: ID\n    $departmentId: ID\n    $role: String\n    $ids: [ID!]\n    $active: EmployeeActivity\n  ) {\n    employees(\n      limit: $limit\n      page: $page\n      sortBy: $sortBy\n      sortDir: $sortDir\n      search: $search\n      teamId: $teamId\n      departmentId: $departmentId\n      role: $role\n      ids: $ids\n      active: $active\n    ) {\n      count\n      items {\n        id\n        name\n        resId\n        roleTitle\n        managerName\n        teamId\n        departmentId\n        active\n        status\n        manager {\n          id\n          name\n        }\n        team {\n          id\n          teamName\n        }\n        department {\n          id\n          departmentName\n        }\n        employmentRole {\n          id\n          title\n        }\n      }\n    }\n  }\n": typeof types.PeopleEmployeesDocument,
    "\n      query PeopleManagersAgents {\n        managers(limit: -1) {\n          count\n          items {\n            canManage\n          }\n        }\n        agents(limit: -1) {\n          count\n          items {\n            role\n          }\n        }\n        managedEmployees(limit: -1) {\n          count\n        }\n        hrEmployees(limit: -1) {\n          items {\n            name\n          }\n        }\n        employee(id: \"8\") {\n          name\n          manager {\n            name\n          }\n        }\n      }\n    ": typeof types.PeopleManagersAgentsDocument,
    "\n        query PeopleEmployee2 {\n          employee(id: \"9999\") {\n            name\n          }\n        }\n      ": typeof types.PeopleEmployee2Document,
    "\n    query PeopleEmployee($id: ID!) {\n      employee(id: $id) {\n        name\n        hourlyRate\n        monthlyRate\n        baseSalary\n        nationalId\n        phone\n        emergencyContactName\n        dateOfBirth\n      }\n    }\n  ": typeof types.PeopleEmployeeDocument,
    "\n      query PeopleLookups {\n        teams(limit: -1) {\n          count\n          items {\n            id\n            teamName\n            memberCount\n          }\n        }\n        departments(limit: -1) {\n          items {\n            id\n            departmentName\n            head {\n              name\n            }\n          }\n        }\n        employmentRoles(limit: -1) {\n          count\n          items {\n            title\n          }\n        }\n        statuses(limit: -1) {\n          items {\n            name\n          }\n        }\n      }\n    ": typeof types.PeopleLookupsDocument,
    "\n        query PeopleHolidays {\n          holidays(limit: -1) {\n            count\n            items {\n              vacName\n              multipleOfPay\n              startDate\n              endDate\n            }\n          }\n        }\n      ": typeof types.PeopleHolidaysDocument,
    "\n      query PeopleTargets($month: String) {\n        targets(month: $month, limit: -1) {\n          count\n          items {\n            id\n            resId\n            name\n            teamName\n            workedHours\n            targetHours\n            remainingHours\n            bonusHours\n          }\n        }\n      }\n    ": typeof types.PeopleTargetsDocument,
    "\n        query PeopleTargetsIsoMonth {\n          targets(month: \"2021-03\") {\n            count\n          }\n        }\n      ": typeof types.PeopleTargetsIsoMonthDocument,
    "\n      query PeopleEmployees2 {\n        employees(limit: 100, sortBy: \"id\") {\n          items {\n            id\n            manager {\n              id\n              name\n              roleTitle\n            }\n            team {\n              id\n              teamName\n              memberCount\n            }\n            department {\n              id\n              departmentName\n              description\n            }\n            employmentRole {\n              id\n              title\n            }\n          }\n        }\n      }\n    ": typeof types.PeopleEmployees2Document,
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
    "\n  query ShuffleHrInbox {\n    hrInbox {\n      pendingShuffleRequests\n      upcomingAttritions\n    }\n  }\n": typeof types.ShuffleHrInboxDocument,
    "\n  query ShuffleMe {\n    me {\n      id\n    }\n  }\n": typeof types.ShuffleMeDocument,
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
    "\n  query WorkspaceMe {\n    me {\n      id\n    }\n  }\n": typeof types.WorkspaceMeDocument,
    "\n  fragment WorkspaceLinkFields on HelpdeskLink {\n    id\n    name\n    link\n    createdAt\n    updatedAt\n    createdBy {\n      name\n    }\n  }\n": typeof types.WorkspaceLinkFieldsFragmentDoc,
    "\n  query WorkspaceLinks {\n    helpdeskLinks(limit: 2, sortBy: \"name\") {\n      count\n      items {\n        ...WorkspaceLinkFields\n      }\n    }\n  }\n": typeof types.WorkspaceLinksDocument,
    "\n  query WorkspaceLinkSearch {\n    helpdeskLinks(search: \"payroll\") {\n      items {\n        name\n      }\n    }\n  }\n": typeof types.WorkspaceLinkSearchDocument,
    "\n  mutation WorkspaceCreateLink($i: HelpdeskLinkInput!) {\n    createHelpdeskLink(input: $i) {\n      ...WorkspaceLinkFields\n    }\n  }\n": typeof types.WorkspaceCreateLinkDocument,
    "\n  query WorkspaceLink($id: ID!) {\n    helpdeskLink(id: $id) {\n      name\n    }\n  }\n": typeof types.WorkspaceLinkDocument,
    "\n  mutation WorkspaceUpdateLink($id: ID!, $i: HelpdeskLinkInput!) {\n    updateHelpdeskLink(id: $id, input: $i) {\n      name\n      link\n    }\n  }\n": typeof types.WorkspaceUpdateLinkDocument,
    "\n  mutation WorkspaceDeleteLink($id: ID!) {\n    deleteHelpdeskLink(id: $id)\n  }\n": typeof types.WorkspaceDeleteLinkDocument,
    "\n  mutation WorkspaceCreateLinkX {\n    createHelpdeskLink(input: { name: \"X\", link: \"https://x.example.com\" }) {\n      id\n    }\n  }\n": typeof types.WorkspaceCreateLinkXDocument,
    "\n  fragment WorkspaceDocFields on HrDocument {\n    id\n    title\n    filename\n    scope\n    mimetype\n    createdAt\n    updatedAt\n    employee {\n      id\n      name\n    }\n    uploadedBy {\n      name\n    }\n  }\n": typeof types.WorkspaceDocFieldsFragmentDoc,
    "\n  mutation WorkspaceUpload($input: DocumentInput!, $file: Upload!) {\n    uploadDocument(input: $input, file: $file) {\n      ...WorkspaceDocFields\n    }\n  }\n": typeof types.WorkspaceUploadDocument,
    "\n  query WorkspaceMyDocuments {\n    documents(limit: -1, sortBy: \"title\") {\n      count\n      items {\n        title\n        scope\n      }\n    }\n  }\n": typeof types.WorkspaceMyDocumentsDocument,
    "\n  query WorkspaceDocumentDownload($id: ID!) {\n    documentDownload(id: $id) {\n      url\n      filename\n      expiresAt\n    }\n  }\n": typeof types.WorkspaceDocumentDownloadDocument,
    "\n  query WorkspaceDocument($id: ID!) {\n    document(id: $id) {\n      title\n    }\n  }\n": typeof types.WorkspaceDocumentDocument,
    "\n  query WorkspaceDocumentLink($id: ID!) {\n    documentDownload(id: $id) {\n      url\n    }\n  }\n": typeof types.WorkspaceDocumentLinkDocument,
    "\n  query WorkspaceDocumentOwners {\n    documents(limit: -1) {\n      items {\n        title\n        employee {\n          name\n        }\n      }\n    }\n  }\n": typeof types.WorkspaceDocumentOwnersDocument,
    "\n  query WorkspaceDocumentCounts {\n    documents(scope: EMPLOYEE, limit: -1) {\n      count\n    }\n    company: documents(scope: COMPANY) {\n      count\n    }\n  }\n": typeof types.WorkspaceDocumentCountsDocument,
    "\n  query WorkspaceDocumentsOf($e: ID) {\n    documents(employeeId: $e, search: \"nda\") {\n      items {\n        title\n        employee {\n          name\n        }\n      }\n    }\n  }\n": typeof types.WorkspaceDocumentsOfDocument,
    "\n  mutation WorkspaceRenameDocument($id: ID!) {\n    updateDocument(id: $id, input: { title: \"IT Security Policy\" }) {\n      title\n      filename\n    }\n  }\n": typeof types.WorkspaceRenameDocumentDocument,
    "\n  mutation WorkspaceReplaceDocument($id: ID!, $file: Upload) {\n    updateDocument(id: $id, input: {}, file: $file) {\n      title\n      filename\n    }\n  }\n": typeof types.WorkspaceReplaceDocumentDocument,
    "\n  mutation WorkspaceDeleteDocument($id: ID!) {\n    deleteDocument(id: $id)\n  }\n": typeof types.WorkspaceDeleteDocumentDocument,
    "\n  mutation WorkspaceDeleteDocumentOne {\n    deleteDocument(id: \"1\")\n  }\n": typeof types.WorkspaceDeleteDocumentOneDocument,
    "\n  fragment WorkspaceAssetFields on Asset {\n    id\n    name\n    assetType\n    serialNumber\n    condition\n    notes\n    status\n    assignedOn\n    holder {\n      id\n      name\n    }\n  }\n": typeof types.WorkspaceAssetFieldsFragmentDoc,
    "\n  mutation WorkspaceCreateAsset($i: AssetInput!) {\n    createAsset(input: $i) {\n      ...WorkspaceAssetFields\n    }\n  }\n": typeof types.WorkspaceCreateAssetDocument,
    "\n  mutation WorkspaceCreateAssetDuplicate {\n    createAsset(input: { name: \"X\", assetType: \"Laptop\", serialNumber: \"mba-2026-01\", condition: GOOD }) {\n      id\n    }\n  }\n": typeof types.WorkspaceCreateAssetDuplicateDocument,
    "\n  mutation WorkspaceAssign($id: ID!, $i: AssignAssetInput!) {\n    assignAsset(id: $id, input: $i) {\n      status\n      assignedOn\n      holder {\n        name\n      }\n    }\n  }\n": typeof types.WorkspaceAssignDocument,
    "\n  query WorkspaceMyAssets {\n    myAssets(sortBy: \"name\") {\n      count\n      items {\n        name\n        serialNumber\n        assignedOn\n      }\n    }\n  }\n": typeof types.WorkspaceMyAssetsDocument,
    "\n  query WorkspaceAsset($id: ID!) {\n    asset(id: $id) {\n      name\n    }\n  }\n": typeof types.WorkspaceAssetDocument,
    "\n  mutation WorkspaceReturn($id: ID!, $i: ReturnAssetInput) {\n    returnAsset(id: $id, input: $i) {\n      status\n      condition\n      holder {\n        name\n      }\n    }\n  }\n": typeof types.WorkspaceReturnDocument,
    "\n  query WorkspaceAssignments($id: ID!) {\n    assetAssignments(id: $id) {\n      count\n      items {\n        assignedOn\n        returnedOn\n        notes\n        returnNotes\n        conditionOnReturn\n        employee {\n          name\n        }\n        assignedBy {\n          name\n        }\n        returnedBy {\n          name\n        }\n      }\n    }\n  }\n": typeof types.WorkspaceAssignmentsDocument,
    "\n  mutation WorkspaceUpdateAsset($id: ID!, $i: AssetInput!) {\n    updateAsset(id: $id, input: $i) {\n      name\n      condition\n    }\n  }\n": typeof types.WorkspaceUpdateAssetDocument,
    "\n  mutation WorkspaceDeleteAsset($id: ID!) {\n    deleteAsset(id: $id)\n  }\n": typeof types.WorkspaceDeleteAssetDocument,
    "\n  query WorkspaceHeldAssets {\n    assets(status: ASSIGNED, limit: -1) {\n      count\n      items {\n        serialNumber\n        holder {\n          name\n        }\n      }\n    }\n  }\n": typeof types.WorkspaceHeldAssetsDocument,
    "\n  query WorkspaceHeadsets {\n    assets(assetType: \"Headset\", status: AVAILABLE) {\n      items {\n        serialNumber\n      }\n    }\n  }\n": typeof types.WorkspaceHeadsetsDocument,
    "\n  query WorkspaceAssetSearch($search: String) {\n    assets(search: $search) {\n      count\n    }\n  }\n": typeof types.WorkspaceAssetSearchDocument,
    "\n  query WorkspaceAssetTypes {\n    assetTypes\n  }\n": typeof types.WorkspaceAssetTypesDocument,
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
    "\n  mutation StackLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": typeof types.StackLoginDocument,
};
const documents: Documents = {
    "\n  query FillAttendanceGrid($month: String) {\n    attendanceGrid(family: AGENTS, month: $month) {\n      month\n      days\n      rows {\n        resId\n        employeeId\n        records\n        totalHours\n        targetHoursPerDay\n      }\n    }\n  }\n": types.FillAttendanceGridDocument,
    "\n  mutation FillCreateLeaveRequest($input: LeaveRequestInput!) {\n    createLeaveRequest(input: $input) {\n      id\n      status\n    }\n  }\n": types.FillCreateLeaveRequestDocument,
    "\n  mutation FillApproveLeaveRequest($id: ID!) {\n    approveLeaveRequest(id: $id) {\n      status\n    }\n  }\n": types.FillApproveLeaveRequestDocument,
    "\n      query FillLeaveTypes {\n        leaveTypes(limit: -1) {\n          items {\n            id\n            leaveName\n          }\n        }\n      }\n    ": types.FillLeaveTypesDocument,
    "\n      mutation FillAddHoliday($input: HolidayInput!) {\n        addHoliday(input: $input) {\n          id\n        }\n      }\n    ": types.FillAddHolidayDocument,
    "\n  query CapabilitiesCapabilities {\n    capabilities {\n      attendanceTemplate\n      attendanceErrorFile\n      formerEmployees\n      sickNoteDownload\n      fileUpload\n      teamSpace\n    }\n  }\n": types.CapabilitiesCapabilitiesDocument,
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
    "\n  mutation IdempotentAddBonus($input: BonusInput!, $key: String) {\n    addBonus(input: $input, idempotencyKey: $key) {\n      count\n      items {\n        id\n        employeeId\n        month\n        amount\n      }\n    }\n  }\n": types.IdempotentAddBonusDocument,
    "\n  query IdempotentBonuses($m: String) {\n    bonuses(month: $m) {\n      items {\n        employeeId\n        amount\n      }\n    }\n  }\n": types.IdempotentBonusesDocument,
    "\n        mutation InputsAddDepartment($n: String!) {\n          addDepartment(departmentName: $n) {\n            id\n          }\n        }\n      ": types.InputsAddDepartmentDocument,
    "\n        mutation InputsCreateLeaveType($i: LeaveTypeInput!) {\n          createLeaveType(input: $i) {\n            id\n          }\n        }\n      ": types.InputsCreateLeaveTypeDocument,
    "\n          query InputsEmployees($s: String) {\n            employees(search: $s) {\n              count\n            }\n          }\n        ": types.InputsEmployeesDocument,
    "\n        query InputsEmployees2($s: String) {\n          employees(search: $s) {\n            count\n          }\n        }\n      ": types.InputsEmployees2Document,
    "\n  mutation MailGiveAccess($id: ID) {\n    giveAccess(employeeId: $id) {\n      message\n      email\n      temporaryPassword\n      invitationSent\n    }\n  }\n": types.MailGiveAccessDocument,
    "\n  mutation MailForgot($e: String!) {\n    requestPasswordReset(email: $e) {\n      message\n    }\n  }\n": types.MailForgotDocument,
    "\n  mutation MailSetPassword($t: String!, $p: String!) {\n    setPassword(token: $t, password: $p) {\n      message\n      email\n    }\n  }\n": types.MailSetPasswordDocument,
    "\n  mutation MailLogin($e: String!, $p: String!) {\n    login(email: $e, password: $p) {\n      user {\n        name\n      }\n    }\n  }\n": types.MailLoginDocument,
    "\n  query MailOutbox {\n    mailOutbox(limit: -1) {\n      count\n      items {\n        toAddress\n        subject\n        status\n        attempts\n      }\n    }\n  }\n": types.MailOutboxDocument,
    "\n  query MailPasswordReset {\n    passwordReset\n  }\n": types.MailPasswordResetDocument,
    "\n  query MailCapability {\n    capabilities {\n      mailOutbox\n    }\n  }\n": types.MailCapabilityDocument,
    "\n        query OpsEmployee {\n          employee(id: \"99999\") {\n            name\n          }\n        }\n      ": types.OpsEmployeeDocument,
    "\n  query UnknownDepartments {\n    departments(limit: -1) {\n      items {\n        departmentName\n      }\n    }\n  }\n": types.UnknownDepartmentsDocument,
    "\n          query UnknownEmployees {\n            employees(search: \"RES-0023\") {\n              items {\n                id\n              }\n            }\n          }\n        ": types.UnknownEmployeesDocument,
    "\n        mutation UnknownFireEmployee($id: ID!) {\n          fireEmployee(id: $id) {\n            message\n          }\n        }\n      ": types.UnknownFireEmployeeDocument,
    "\n        query UnknownEmployee($id: ID!) {\n          employee(id: $id) {\n            active\n          }\n        }\n      ": types.UnknownEmployeeDocument,
    "\n  query PaySheet($month: String, $search: String, $departmentId: ID, $teamId: ID, $employeeType: String) {\n    salaries(month: $month, search: $search, departmentId: $departmentId, teamId: $teamId, employeeType: $employeeType, limit: -1) {\n      count\n      items {\n        id\n        resId\n        name\n        startDate\n        endDate\n        workingDays\n        hourlyOrMonthly\n        managerName\n        paymentAccount\n        weeks {\n          week\n          hours\n          target\n        }\n        hoursWorked\n        hoursGiven\n        annuals\n        casuals\n        sick\n        paidLeave\n        training\n        allowance\n        leadsTarget\n        kpiTier\n        kpi\n        bonus\n        compensation\n        actions\n        amount\n        lateness\n        baseSalary\n        hourlyRate\n        targetHours\n        targetLeads\n        hoursPay\n        extras\n        totalPay\n      }\n    }\n  }\n": types.PaySheetDocument,
    "\n  mutation PayLogDailyHours($input: DailyHoursInput!) {\n    logDailyHours(input: $input) {\n      id\n      resId\n      date\n      hoursWorked\n      dayType\n      dialerName\n      vacId\n      vacName\n    }\n  }\n": types.PayLogDailyHoursDocument,
    "\n  query PayDialers {\n    dialers(limit: -1) {\n      count\n      items {\n        id\n        dialerName\n      }\n    }\n  }\n": types.PayDialersDocument,
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
    "\n  query PeopleEmployees(\n    $limit: Int\n    $page: Int\n    $sortBy: String\n    $sortDir: SortDir\n    $search: String\n    $teamId: ID\n    $departmentId: ID\n    $role: String\n    $ids: [ID!]\n    $active: EmployeeActivity\n  ) {\n    employees(\n      limit: $limit\n      page: $page\n      sortBy: $sortBy\n      sortDir: $sortDir\n      search: $search\n      teamId: $teamId\n      departmentId: $departmentId\n      role: $role\n      ids: $ids\n      active: $active\n    ) {\n      count\n      items {\n        id\n        name\n        resId\n        roleTitle\n        managerName\n        teamId\n        departmentId\n        active\n        status\n        manager {\n          id\n          name\n        }\n        team {\n          id\n          teamName\n        }\n        department {\n          id\n          departmentName\n        }\n        employmentRole {\n          id\n          title\n        }\n      }\n    }\n  }\n": types.PeopleEmployeesDocument,
    "\n      query PeopleManagersAgents {\n        managers(limit: -1) {\n          count\n          items {\n            canManage\n          }\n        }\n        agents(limit: -1) {\n          count\n          items {\n            role\n          }\n        }\n        managedEmployees(limit: -1) {\n          count\n        }\n        hrEmployees(limit: -1) {\n          items {\n            name\n          }\n        }\n        employee(id: \"8\") {\n          name\n          manager {\n            name\n          }\n        }\n      }\n    ": types.PeopleManagersAgentsDocument,
    "\n        query PeopleEmployee2 {\n          employee(id: \"9999\") {\n            name\n          }\n        }\n      ": types.PeopleEmployee2Document,
    "\n    query PeopleEmployee($id: ID!) {\n      employee(id: $id) {\n        name\n        hourlyRate\n        monthlyRate\n        baseSalary\n        nationalId\n        phone\n        emergencyContactName\n        dateOfBirth\n      }\n    }\n  ": types.PeopleEmployeeDocument,
    "\n      query PeopleLookups {\n        teams(limit: -1) {\n          count\n          items {\n            id\n            teamName\n            memberCount\n          }\n        }\n        departments(limit: -1) {\n          items {\n            id\n            departmentName\n            head {\n              name\n            }\n          }\n        }\n        employmentRoles(limit: -1) {\n          count\n          items {\n            title\n          }\n        }\n        statuses(limit: -1) {\n          items {\n            name\n          }\n        }\n      }\n    ": types.PeopleLookupsDocument,
    "\n        query PeopleHolidays {\n          holidays(limit: -1) {\n            count\n            items {\n              vacName\n              multipleOfPay\n              startDate\n              endDate\n            }\n          }\n        }\n      ": types.PeopleHolidaysDocument,
    "\n      query PeopleTargets($month: String) {\n        targets(month: $month, limit: -1) {\n          count\n          items {\n            id\n            resId\n            name\n            teamName\n            workedHours\n            targetHours\n            remainingHours\n            bonusHours\n          }\n        }\n      }\n    ": types.PeopleTargetsDocument,
    "\n        query PeopleTargetsIsoMonth {\n          targets(month: \"2021-03\") {\n            count\n          }\n        }\n      ": types.PeopleTargetsIsoMonthDocument,
    "\n      query PeopleEmployees2 {\n        employees(limit: 100, sortBy: \"id\") {\n          items {\n            id\n            manager {\n              id\n              name\n              roleTitle\n            }\n            team {\n              id\n              teamName\n              memberCount\n            }\n            department {\n              id\n              departmentName\n              description\n            }\n            employmentRole {\n              id\n              title\n            }\n          }\n        }\n      }\n    ": types.PeopleEmployees2Document,
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
    "\n  query ShuffleHrInbox {\n    hrInbox {\n      pendingShuffleRequests\n      upcomingAttritions\n    }\n  }\n": types.ShuffleHrInboxDocument,
    "\n  query ShuffleMe {\n    me {\n      id\n    }\n  }\n": types.ShuffleMeDocument,
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
    "\n  query WorkspaceMe {\n    me {\n      id\n    }\n  }\n": types.WorkspaceMeDocument,
    "\n  fragment WorkspaceLinkFields on HelpdeskLink {\n    id\n    name\n    link\n    createdAt\n    updatedAt\n    createdBy {\n      name\n    }\n  }\n": types.WorkspaceLinkFieldsFragmentDoc,
    "\n  query WorkspaceLinks {\n    helpdeskLinks(limit: 2, sortBy: \"name\") {\n      count\n      items {\n        ...WorkspaceLinkFields\n      }\n    }\n  }\n": types.WorkspaceLinksDocument,
    "\n  query WorkspaceLinkSearch {\n    helpdeskLinks(search: \"payroll\") {\n      items {\n        name\n      }\n    }\n  }\n": types.WorkspaceLinkSearchDocument,
    "\n  mutation WorkspaceCreateLink($i: HelpdeskLinkInput!) {\n    createHelpdeskLink(input: $i) {\n      ...WorkspaceLinkFields\n    }\n  }\n": types.WorkspaceCreateLinkDocument,
    "\n  query WorkspaceLink($id: ID!) {\n    helpdeskLink(id: $id) {\n      name\n    }\n  }\n": types.WorkspaceLinkDocument,
    "\n  mutation WorkspaceUpdateLink($id: ID!, $i: HelpdeskLinkInput!) {\n    updateHelpdeskLink(id: $id, input: $i) {\n      name\n      link\n    }\n  }\n": types.WorkspaceUpdateLinkDocument,
    "\n  mutation WorkspaceDeleteLink($id: ID!) {\n    deleteHelpdeskLink(id: $id)\n  }\n": types.WorkspaceDeleteLinkDocument,
    "\n  mutation WorkspaceCreateLinkX {\n    createHelpdeskLink(input: { name: \"X\", link: \"https://x.example.com\" }) {\n      id\n    }\n  }\n": types.WorkspaceCreateLinkXDocument,
    "\n  fragment WorkspaceDocFields on HrDocument {\n    id\n    title\n    filename\n    scope\n    mimetype\n    createdAt\n    updatedAt\n    employee {\n      id\n      name\n    }\n    uploadedBy {\n      name\n    }\n  }\n": types.WorkspaceDocFieldsFragmentDoc,
    "\n  mutation WorkspaceUpload($input: DocumentInput!, $file: Upload!) {\n    uploadDocument(input: $input, file: $file) {\n      ...WorkspaceDocFields\n    }\n  }\n": types.WorkspaceUploadDocument,
    "\n  query WorkspaceMyDocuments {\n    documents(limit: -1, sortBy: \"title\") {\n      count\n      items {\n        title\n        scope\n      }\n    }\n  }\n": types.WorkspaceMyDocumentsDocument,
    "\n  query WorkspaceDocumentDownload($id: ID!) {\n    documentDownload(id: $id) {\n      url\n      filename\n      expiresAt\n    }\n  }\n": types.WorkspaceDocumentDownloadDocument,
    "\n  query WorkspaceDocument($id: ID!) {\n    document(id: $id) {\n      title\n    }\n  }\n": types.WorkspaceDocumentDocument,
    "\n  query WorkspaceDocumentLink($id: ID!) {\n    documentDownload(id: $id) {\n      url\n    }\n  }\n": types.WorkspaceDocumentLinkDocument,
    "\n  query WorkspaceDocumentOwners {\n    documents(limit: -1) {\n      items {\n        title\n        employee {\n          name\n        }\n      }\n    }\n  }\n": types.WorkspaceDocumentOwnersDocument,
    "\n  query WorkspaceDocumentCounts {\n    documents(scope: EMPLOYEE, limit: -1) {\n      count\n    }\n    company: documents(scope: COMPANY) {\n      count\n    }\n  }\n": types.WorkspaceDocumentCountsDocument,
    "\n  query WorkspaceDocumentsOf($e: ID) {\n    documents(employeeId: $e, search: \"nda\") {\n      items {\n        title\n        employee {\n          name\n        }\n      }\n    }\n  }\n": types.WorkspaceDocumentsOfDocument,
    "\n  mutation WorkspaceRenameDocument($id: ID!) {\n    updateDocument(id: $id, input: { title: \"IT Security Policy\" }) {\n      title\n      filename\n    }\n  }\n": types.WorkspaceRenameDocumentDocument,
    "\n  mutation WorkspaceReplaceDocument($id: ID!, $file: Upload) {\n    updateDocument(id: $id, input: {}, file: $file) {\n      title\n      filename\n    }\n  }\n": types.WorkspaceReplaceDocumentDocument,
    "\n  mutation WorkspaceDeleteDocument($id: ID!) {\n    deleteDocument(id: $id)\n  }\n": types.WorkspaceDeleteDocumentDocument,
    "\n  mutation WorkspaceDeleteDocumentOne {\n    deleteDocument(id: \"1\")\n  }\n": types.WorkspaceDeleteDocumentOneDocument,
    "\n  fragment WorkspaceAssetFields on Asset {\n    id\n    name\n    assetType\n    serialNumber\n    condition\n    notes\n    status\n    assignedOn\n    holder {\n      id\n      name\n    }\n  }\n": types.WorkspaceAssetFieldsFragmentDoc,
    "\n  mutation WorkspaceCreateAsset($i: AssetInput!) {\n    createAsset(input: $i) {\n      ...WorkspaceAssetFields\n    }\n  }\n": types.WorkspaceCreateAssetDocument,
    "\n  mutation WorkspaceCreateAssetDuplicate {\n    createAsset(input: { name: \"X\", assetType: \"Laptop\", serialNumber: \"mba-2026-01\", condition: GOOD }) {\n      id\n    }\n  }\n": types.WorkspaceCreateAssetDuplicateDocument,
    "\n  mutation WorkspaceAssign($id: ID!, $i: AssignAssetInput!) {\n    assignAsset(id: $id, input: $i) {\n      status\n      assignedOn\n      holder {\n        name\n      }\n    }\n  }\n": types.WorkspaceAssignDocument,
    "\n  query WorkspaceMyAssets {\n    myAssets(sortBy: \"name\") {\n      count\n      items {\n        name\n        serialNumber\n        assignedOn\n      }\n    }\n  }\n": types.WorkspaceMyAssetsDocument,
    "\n  query WorkspaceAsset($id: ID!) {\n    asset(id: $id) {\n      name\n    }\n  }\n": types.WorkspaceAssetDocument,
    "\n  mutation WorkspaceReturn($id: ID!, $i: ReturnAssetInput) {\n    returnAsset(id: $id, input: $i) {\n      status\n      condition\n      holder {\n        name\n      }\n    }\n  }\n": types.WorkspaceReturnDocument,
    "\n  query WorkspaceAssignments($id: ID!) {\n    assetAssignments(id: $id) {\n      count\n      items {\n        assignedOn\n        returnedOn\n        notes\n        returnNotes\n        conditionOnReturn\n        employee {\n          name\n        }\n        assignedBy {\n          name\n        }\n        returnedBy {\n          name\n        }\n      }\n    }\n  }\n": types.WorkspaceAssignmentsDocument,
    "\n  mutation WorkspaceUpdateAsset($id: ID!, $i: AssetInput!) {\n    updateAsset(id: $id, input: $i) {\n      name\n      condition\n    }\n  }\n": types.WorkspaceUpdateAssetDocument,
    "\n  mutation WorkspaceDeleteAsset($id: ID!) {\n    deleteAsset(id: $id)\n  }\n": types.WorkspaceDeleteAssetDocument,
    "\n  query WorkspaceHeldAssets {\n    assets(status: ASSIGNED, limit: -1) {\n      count\n      items {\n        serialNumber\n        holder {\n          name\n        }\n      }\n    }\n  }\n": types.WorkspaceHeldAssetsDocument,
    "\n  query WorkspaceHeadsets {\n    assets(assetType: \"Headset\", status: AVAILABLE) {\n      items {\n        serialNumber\n      }\n    }\n  }\n": types.WorkspaceHeadsetsDocument,
    "\n  query WorkspaceAssetSearch($search: String) {\n    assets(search: $search) {\n      count\n    }\n  }\n": types.WorkspaceAssetSearchDocument,
    "\n  query WorkspaceAssetTypes {\n    assetTypes\n  }\n": types.WorkspaceAssetTypesDocument,
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
export function graphql(source: "\n  query CapabilitiesCapabilities {\n    capabilities {\n      attendanceTemplate\n      attendanceErrorFile\n      formerEmployees\n      sickNoteDownload\n      fileUpload\n      teamSpace\n    }\n  }\n"): (typeof documents)["\n  query CapabilitiesCapabilities {\n    capabilities {\n      attendanceTemplate\n      attendanceErrorFile\n      formerEmployees\n      sickNoteDownload\n      fileUpload\n      teamSpace\n    }\n  }\n"];
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
export function graphql(source: "\n  query MailPasswordReset {\n    passwordReset\n  }\n"): (typeof documents)["\n  query MailPasswordReset {\n    passwordReset\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailCapability {\n    capabilities {\n      mailOutbox\n    }\n  }\n"): (typeof documents)["\n  query MailCapability {\n    capabilities {\n      mailOutbox\n    }\n  }\n"];
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
export function graphql(source: "\n  query PayDialers {\n    dialers(limit: -1) {\n      count\n      items {\n        id\n        dialerName\n      }\n    }\n  }\n"): (typeof documents)["\n  query PayDialers {\n    dialers(limit: -1) {\n      count\n      items {\n        id\n        dialerName\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query PeopleEmployees(\n    $limit: Int\n    $page: Int\n    $sortBy: String\n    $sortDir: SortDir\n    $search: String\n    $teamId: ID\n    $departmentId: ID\n    $role: String\n    $ids: [ID!]\n    $active: EmployeeActivity\n  ) {\n    employees(\n      limit: $limit\n      page: $page\n      sortBy: $sortBy\n      sortDir: $sortDir\n      search: $search\n      teamId: $teamId\n      departmentId: $departmentId\n      role: $role\n      ids: $ids\n      active: $active\n    ) {\n      count\n      items {\n        id\n        name\n        resId\n        roleTitle\n        managerName\n        teamId\n        departmentId\n        active\n        status\n        manager {\n          id\n          name\n        }\n        team {\n          id\n          teamName\n        }\n        department {\n          id\n          departmentName\n        }\n        employmentRole {\n          id\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PeopleEmployees(\n    $limit: Int\n    $page: Int\n    $sortBy: String\n    $sortDir: SortDir\n    $search: String\n    $teamId: ID\n    $departmentId: ID\n    $role: String\n    $ids: [ID!]\n    $active: EmployeeActivity\n  ) {\n    employees(\n      limit: $limit\n      page: $page\n      sortBy: $sortBy\n      sortDir: $sortDir\n      search: $search\n      teamId: $teamId\n      departmentId: $departmentId\n      role: $role\n      ids: $ids\n      active: $active\n    ) {\n      count\n      items {\n        id\n        name\n        resId\n        roleTitle\n        managerName\n        teamId\n        departmentId\n        active\n        status\n        manager {\n          id\n          name\n        }\n        team {\n          id\n          teamName\n        }\n        department {\n          id\n          departmentName\n        }\n        employmentRole {\n          id\n          title\n        }\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n      query PeopleEmployees2 {\n        employees(limit: 100, sortBy: \"id\") {\n          items {\n            id\n            manager {\n              id\n              name\n              roleTitle\n            }\n            team {\n              id\n              teamName\n              memberCount\n            }\n            department {\n              id\n              departmentName\n              description\n            }\n            employmentRole {\n              id\n              title\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query PeopleEmployees2 {\n        employees(limit: 100, sortBy: \"id\") {\n          items {\n            id\n            manager {\n              id\n              name\n              roleTitle\n            }\n            team {\n              id\n              teamName\n              memberCount\n            }\n            department {\n              id\n              departmentName\n              description\n            }\n            employmentRole {\n              id\n              title\n            }\n          }\n        }\n      }\n    "];
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
export function graphql(source: "\n  query ShuffleHrInbox {\n    hrInbox {\n      pendingShuffleRequests\n      upcomingAttritions\n    }\n  }\n"): (typeof documents)["\n  query ShuffleHrInbox {\n    hrInbox {\n      pendingShuffleRequests\n      upcomingAttritions\n    }\n  }\n"];
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
export function graphql(source: "\n  query WorkspaceMe {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceMe {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkspaceLinkFields on HelpdeskLink {\n    id\n    name\n    link\n    createdAt\n    updatedAt\n    createdBy {\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment WorkspaceLinkFields on HelpdeskLink {\n    id\n    name\n    link\n    createdAt\n    updatedAt\n    createdBy {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceLinks {\n    helpdeskLinks(limit: 2, sortBy: \"name\") {\n      count\n      items {\n        ...WorkspaceLinkFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceLinks {\n    helpdeskLinks(limit: 2, sortBy: \"name\") {\n      count\n      items {\n        ...WorkspaceLinkFields\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation WorkspaceDeleteLink($id: ID!) {\n    deleteHelpdeskLink(id: $id)\n  }\n"): (typeof documents)["\n  mutation WorkspaceDeleteLink($id: ID!) {\n    deleteHelpdeskLink(id: $id)\n  }\n"];
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
export function graphql(source: "\n  query WorkspaceMyDocuments {\n    documents(limit: -1, sortBy: \"title\") {\n      count\n      items {\n        title\n        scope\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceMyDocuments {\n    documents(limit: -1, sortBy: \"title\") {\n      count\n      items {\n        title\n        scope\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceDocumentDownload($id: ID!) {\n    documentDownload(id: $id) {\n      url\n      filename\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceDocumentDownload($id: ID!) {\n    documentDownload(id: $id) {\n      url\n      filename\n      expiresAt\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation WorkspaceDeleteDocument($id: ID!) {\n    deleteDocument(id: $id)\n  }\n"): (typeof documents)["\n  mutation WorkspaceDeleteDocument($id: ID!) {\n    deleteDocument(id: $id)\n  }\n"];
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
export function graphql(source: "\n  query WorkspaceMyAssets {\n    myAssets(sortBy: \"name\") {\n      count\n      items {\n        name\n        serialNumber\n        assignedOn\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceMyAssets {\n    myAssets(sortBy: \"name\") {\n      count\n      items {\n        name\n        serialNumber\n        assignedOn\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation WorkspaceDeleteAsset($id: ID!) {\n    deleteAsset(id: $id)\n  }\n"): (typeof documents)["\n  mutation WorkspaceDeleteAsset($id: ID!) {\n    deleteAsset(id: $id)\n  }\n"];
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
export function graphql(source: "\n  query WorkspaceAssetTypes {\n    assetTypes\n  }\n"): (typeof documents)["\n  query WorkspaceAssetTypes {\n    assetTypes\n  }\n"];
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
export function graphql(source: "\n  mutation StackLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation StackLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;