/** What the upstream offers beyond SPEC §7 for features that have no fallback: the web hides the rest. */
import { Field, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    'Features that need an upstream extension (not in SPEC §7). Each is probed once per gateway process; false means the upstream lacks it and clients hide the feature',
})
export class UpstreamCapabilities {
  @Field(() => Boolean, { description: 'The attendance CSV template download (attendanceTemplate; upstream GET /api/*_attendances/template)' })
  attendanceTemplate!: boolean;
  @Field(() => Boolean, { description: "The attendance import's error-file download (errorFile; upstream GET /files/{id}/download)" })
  attendanceErrorFile!: boolean;
  @Field(() => Boolean, { description: 'Former (inactive) employees in lists: employees(active: INACTIVE | ALL) (upstream GET /employees?active=)' })
  formerEmployees!: boolean;
  @Field(() => Boolean, { description: 'Sick-note downloads of leave requests (upstream GET /leave_requests/{id}/sick_note)' })
  sickNoteDownload!: boolean;
  @Field(() => Boolean, { description: 'Canceling leave requests: cancelLeaveRequest (upstream POST /leave_requests/{id}/cancel)' })
  leaveCancel!: boolean;
  @Field(() => Boolean, {
    description:
      'Leave units: half days and hours (unit, startTime, endTime of leave requests, unit of leave types; upstream body fields of POST /leave_requests, /leave_types)',
  })
  leaveUnits!: boolean;
  @Field(() => Boolean, {
    description:
      'Partial approval of leave requests: approveLeaveRequest(approvedStartDate, approvedEndDate) (upstream body fields of POST /leave_requests/{id}/approve)',
  })
  leavePartialApproval!: boolean;
  @Field(() => Boolean, {
    description:
      "The leave balance ledger and HR's balance adjustments: leaveLedger, adjustLeaveBalance (upstream GET /leave_balances/ledger, POST /leave_balances/adjustments)",
  })
  leaveLedger!: boolean;
  @Field(() => Boolean, { description: 'Generic uploads: uploadFile (upstream POST /files)' })
  fileUpload!: boolean;
  @Field(() => Boolean, {
    description: 'The team space: goals, kudos and manager permissions (upstream GET /goals, /kudos, /manager_permissions ...; probed with GET /kudos)',
  })
  teamSpace!: boolean;
  @Field(() => Boolean, { description: 'The outbox of e-mail sent and queued: mailOutbox (upstream GET /mail/outbox)' })
  mailOutbox!: boolean;
  @Field(() => Boolean, { description: 'The company settings page and the first-run checklist: companySettings (upstream GET /company/settings/...)' })
  companySettings!: boolean;
  @Field(() => Boolean, { description: 'The supervisors page and org chart: supervisorChain, directReports (upstream GET /org_chart/...)' })
  orgChart!: boolean;
  @Field(() => Boolean, {
    description: 'Profile self-service: editing details, the picture and change requests (upstream /employees/{id}/profile, /profile_change_requests)',
  })
  profile!: boolean;
  @Field(() => Boolean, { description: 'The audit trail: auditLog, employeeHistory (upstream GET /audit_log, /employees/{id}/history)' })
  auditLog!: boolean;
  @Field(() => Boolean, { description: 'The work logs page and its summary: worklogs, worklogSummary (upstream GET /worklogs...)' })
  worklogs!: boolean;
  @Field(() => Boolean, {
    description: 'The work logs sync with Jira: syncWorklogs, worklogSyncStatus, jiraIssues (upstream /worklogs/sync, /worklogs/tasks)',
  })
  worklogSync!: boolean;
  @Field(() => Boolean, { description: 'The calendars page and its feeds: calendars, calendarEvents (upstream /calendars...)' })
  calendars!: boolean;
  @Field(() => Boolean, {
    description: 'The notification centre under the header bell: notifications, unreadNotificationCount (upstream GET /notifications/...)',
  })
  notifications!: boolean;
  @Field(() => Boolean, {
    description: 'E-mail preferences of notifications: notificationPreferences, setNotificationPreference (upstream /notifications/preferences)',
  })
  notificationPreferences!: boolean;
  @Field(() => Boolean, {
    description: "HR's update work info: job type, working hours, department, team, supervisor (extension fields of upstream PATCH /employees/{id})",
  })
  workInfo!: boolean;
}
