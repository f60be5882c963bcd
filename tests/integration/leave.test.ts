/**
 * Leave through GraphQL against the real upstream: every leave REST call, the upstream rules and messages as the
 * gateway reports them, the sick note upload -> signed download round trip, CSV import, relations via DataLoader, and
 * the SPEC §6 role rules at the gateway (allowed and refused for each access key).
 *
 * @spec GET /leave_requests/company, GET /leave_requests/balances, GET /leave_requests/{id}/sick_note
 * @postgres leave
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DemoKey } from '../../upstream/src/seed';
import { graphql } from '../generated';
import type { LeaveRequestInput } from '../generated/graphql';
import { builders, type Person } from '../support/builders';
import { dataOf, demoName, download, gql, gqlUpload, loginAs, present, PROFILE, startStack, upstreamStats, type Stack } from '../support/stack';
import { DOCUMENTS } from '../../upstream/test/documentSamples';
// The screens' own documents (typed by the web's codegen): a change to a screen's query is tested here too.
import {
  DeleteLeaveRequestDocument as DELETE,
  DeleteLeaveTypeDocument as DELETE_TYPE,
  ImportLeaveRequestsDocument as IMPORT,
} from '../../web/src/features/leave/leave.generated';

let stack: Stack;
const tokens = {} as Record<DemoKey, string>;
/** Leave type ids by name (the demo company's reference data: Annual, Sick). */
const types: Record<string, string> = {};
/** Employee ids by name: the demo accounts' people, read through `idOf`. */
const people: Record<string, string> = {};
const idOf = (key: DemoKey) => present(people[demoName(key)], `the employee of ${key}`);
/** Agents built for this file, reporting to the demo team leader (team 1), each with dates of its own. */
const built = {} as Record<'refused' | 'filedFor' | 'approved' | 'imported' | 'importedToo', Person>;
/** A person built outside the demo team leader's line, whose request the demo agent may not read. */
let stranger: Person;
const idOfBuilt = (who: keyof typeof built) => String(built[who].id);

/** Monday of the week `weeks` ahead plus `plus` days (YYYY-MM-DD): future weekdays that never collide across tests. */
function weekday(weeks: number, plus = 0): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const monday = d.getUTCDate() - ((d.getUTCDay() + 6) % 7);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), monday + weeks * 7 + plus)).toISOString().slice(0, 10);
}

graphql(`
  fragment LeaveRequestFields on LeaveRequest {
    id
    employeeId
    employeeName
    leaveTypeId
    leaveTypeName
    startDate
    endDate
    status
    notes
    submittedById
    submittedByName
    managerEmail
    reviewedById
    reviewedByName
    reviewerComments
    createdAt
    updatedAt
    sickNoteUrl
    sickNoteFilename
    leaveDuration
    workedDaysThisYear
    passedProbation
    leaveBalances {
      leaveType
      leaveTypeId
      remainingBalance
      approvedLeavesThisYear
    }
  }
`);
const CREATE = graphql(`
  mutation LeaveCreate($input: LeaveRequestInput!, $sickNote: Upload) {
    createLeaveRequest(input: $input, sickNote: $sickNote) {
      ...LeaveRequestFields
    }
  }
`);
const CREATE_WITH_NOTE = graphql(`
  mutation LeaveCreateWithNote($input: LeaveRequestInput!, $sickNote: Upload) {
    createLeaveRequest(input: $input, sickNote: $sickNote) {
      sickNote {
        url
        filename
        expiresAt
      }
      ...LeaveRequestFields
    }
  }
`);
const APPROVE = graphql(`
  mutation LeaveApprove($id: ID!, $c: String) {
    approveLeaveRequest(id: $id, reviewerComments: $c) {
      id
      status
      reviewerComments
      reviewedByName
      leaveBalances {
        leaveType
        remainingBalance
        approvedLeavesThisYear
      }
    }
  }
`);
const REJECT = graphql(`
  mutation LeaveReject($id: ID!, $c: String!) {
    rejectLeaveRequest(id: $id, reviewerComments: $c) {
      id
      status
      reviewerComments
    }
  }
`);
const TYPE_IDS = graphql(`
  query LeaveTypeIds {
    leaveTypes(limit: -1) {
      items {
        id
        leaveName
      }
    }
  }
`);
const PEOPLE = graphql(`
  query LeavePeople {
    employees(limit: -1) {
      items {
        id
        name
      }
    }
  }
`);
const TYPES = graphql(`
  query LeaveTypesSorted {
    leaveTypes(sortBy: leaveName) {
      count
      items {
        leaveName
        yearlyLimit
        monthlyFraction
      }
    }
  }
`);
const CREATE_TYPE = graphql(`
  mutation LeaveTypeCreate($i: LeaveTypeInput!) {
    createLeaveType(input: $i) {
      id
      leaveName
      yearlyLimit
      monthlyFraction
    }
  }
`);
const UPDATE_TYPE = graphql(`
  mutation LeaveTypeUpdate($id: ID!, $i: LeaveTypeInput!) {
    updateLeaveType(id: $id, input: $i) {
      yearlyLimit
    }
  }
`);
const SICK_NOTE = graphql(`
  query LeaveSickNote($id: ID!) {
    leaveRequestSickNote(id: $id) {
      url
      filename
    }
  }
`);
const ONE = graphql(`
  query LeaveOneWithRelations($id: ID!) {
    leaveRequest(id: $id) {
      id
      employee {
        name
      }
      submittedBy {
        name
      }
      reviewedBy {
        name
      }
      leaveType {
        leaveName
        yearlyLimit
      }
    }
  }
`);
const PAGE = graphql(`
  query LeaveTrackerPage {
    leaveRequests(limit: 50, sortBy: startDate, sortDir: ASC) {
      count
      items {
        id
        startDate
        employee {
          name
        }
        submittedBy {
          name
        }
        reviewedBy {
          name
        }
        leaveType {
          leaveName
        }
      }
    }
  }
`);
const FILTERED = graphql(`
  query LeaveTrackerFiltered($e: ID, $search: String) {
    leaveRequests(status: PENDING, employeeId: $e, leaveTypeId: null, search: $search) {
      count
      items {
        id
        status
      }
    }
  }
`);
const NAMES = graphql(`
  query LeaveTrackerNames {
    leaveRequests(limit: -1) {
      items {
        employeeName
      }
    }
  }
`);
const SEARCH = graphql(`
  query LeaveTrackerSearch($search: String) {
    leaveRequests(limit: -1, search: $search) {
      items {
        id
      }
    }
  }
`);
const ID_OF = graphql(`
  query LeaveOneId($id: ID!) {
    leaveRequest(id: $id) {
      id
    }
  }
`);
const UPDATE = graphql(`
  mutation LeaveUpdate($id: ID!, $input: LeaveRequestUpdateInput!, $sickNote: Upload) {
    updateLeaveRequest(id: $id, input: $input, sickNote: $sickNote) {
      notes
      endDate
      leaveDuration
      sickNoteFilename
    }
  }
`);
const BALANCES_OF_ONE = graphql(`
  query LeaveOneBalances($id: ID!) {
    leaveRequest(id: $id) {
      leaveBalances {
        leaveType
        remainingBalance
      }
    }
  }
`);
const COMPANY = graphql(`
  query LeaveCompany($m: String) {
    companyLeaves(month: $m, limit: -1) {
      count
      items {
        id
        employeeName
        leaveTypeName
        startDate
        endDate
        leaveDuration
      }
    }
  }
`);
const IMPORT_COUNT = graphql(`
  mutation LeaveImportCount($file: Upload!) {
    importLeaveRequests(file: $file) {
      processed
    }
  }
`);
const TRACKER_COUNT = graphql(`
  query LeaveTrackerCount {
    leaveRequests {
      count
    }
  }
`);
const BALANCES = graphql(`
  query LeaveBalances($e: ID) {
    leaveBalances(employeeId: $e) {
      leaveType
      leaveTypeId
      remainingBalance
      approvedLeavesThisYear
    }
  }
`);
const REQUEST_BALANCES = graphql(`
  query LeaveRequestBalances($e: ID) {
    leaveRequests(employeeId: $e, limit: 1) {
      items {
        leaveBalances {
          leaveType
          leaveTypeId
          remainingBalance
          approvedLeavesThisYear
        }
      }
    }
  }
`);

const create = (who: DemoKey, input: LeaveRequestInput) => gql(stack, CREATE, { input }, tokens[who]);

beforeAll(async () => {
  stack = await startStack();
  for (const key of ['ceo', 'hr', 'head', 'headofhr', 'teamleader', 'auditor', 'agent', 'acm'] as DemoKey[]) tokens[key] = await loginAs(stack, key);
  for (const t of dataOf(await gql(stack, TYPE_IDS, {}, tokens.agent)).leaveTypes.items) types[t.leaveName] = t.id;
  for (const e of dataOf(await gql(stack, PEOPLE, {}, tokens.hr)).employees.items) if (e.name) people[e.name] = e.id;
  const seed = await builders(stack);
  for (const who of ['refused', 'filedFor', 'approved', 'imported', 'importedToo'] as const) {
    built[who] = await seed.person({ manager: Number(idOf('teamleader')), team: 1 });
  }
  stranger = await seed.person();
}, 60_000);
afterAll(() => stack.close());

describe('leave types', () => {
  it('lists, creates, updates and deletes types; a type in use cannot be deleted', async () => {
    const list = dataOf(await gql(stack, TYPES, {}, tokens.agent));
    expect(list.leaveTypes.items).toContainEqual({ leaveName: 'Annual', yearlyLimit: 21, monthlyFraction: 1.75 });
    const created = dataOf(await gql(stack, CREATE_TYPE, { i: { leaveName: 'Maternity', yearlyLimit: 90, monthlyFraction: 0 } }, tokens.hr));
    expect(created.createLeaveType).toMatchObject({ leaveName: 'Maternity', yearlyLimit: 90 });
    const id = created.createLeaveType.id;
    const dup = await gql(stack, CREATE_TYPE, { i: { leaveName: 'Maternity', yearlyLimit: 1 } }, tokens.ceo);
    expect(dup.errors?.[0]).toMatchObject({ message: 'Leave type Maternity already exists', extensions: { code: 'CONFLICT' } });
    const updated = dataOf(await gql(stack, UPDATE_TYPE, { id, i: { leaveName: 'Maternity', yearlyLimit: 98 } }, tokens.hr));
    expect(updated.updateLeaveType.yearlyLimit).toBe(98);
    const invalid = await gql(stack, UPDATE_TYPE, { id, i: { leaveName: ' ', yearlyLimit: 1 } }, tokens.hr);
    expect(invalid.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'leaveName', message: 'Leave name is required' }] });
    expect(dataOf(await gql(stack, DELETE_TYPE, { id }, tokens.hr)).deleteLeaveType).toBe(true);
    const inUse = await gql(stack, DELETE_TYPE, { id: present(types.Annual, 'Annual') }, tokens.hr);
    expect(inUse.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(inUse.errors?.[0].message).toMatch(/^Leave type Annual is used by \d+ leave requests? and can't be deleted$/);
  });

  it.each([
    ['ceo', true],
    ['hr', true],
    ['head', false],
    ['teamleader', false],
    ['agent', false],
  ] as [DemoKey, boolean][])('leaveTypes.manage: %s may write leave types = %s', async (who, allowed) => {
    const res = await gql(stack, CREATE_TYPE, { i: { leaveName: `Type of ${who}`, yearlyLimit: 2 } }, tokens[who]);
    if (allowed) expect(res.errors).toBeUndefined();
    else expect(res.errors?.[0]).toMatchObject({ message: "You don't have permission to access this resource", extensions: { code: 'FORBIDDEN' } });
  });
});

describe('leave requests', () => {
  let agentLeave: string;
  const sick = () => present(types.Sick, 'Sick');
  const annual = () => present(types.Annual, 'Annual');

  it('refuses a sick note that is not a document, on the sickNote field', async () => {
    const res = await gqlUpload(
      stack,
      CREATE,
      { input: { employeeId: idOf('agent'), leaveTypeId: sick(), startDate: weekday(9, 0), endDate: weekday(9, 0) } },
      { sickNote: { name: 'note.html', type: 'text/html', content: '<p>rest</p>' } },
      tokens.teamleader,
    );
    expect(res.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'sickNote', message: 'The sick note must be a PDF, DOCX, DOC, PNG or JPEG file' }],
    });
  });

  it('a team leader files for their agent with a sick note; the note downloads through a signed link', async () => {
    const res = await gqlUpload(
      stack,
      CREATE_WITH_NOTE,
      { input: { employeeId: idOf('agent'), leaveTypeId: sick(), startDate: weekday(3, 0), endDate: weekday(3, 2), notes: 'Fever' } },
      { sickNote: { name: 'sick-note.pdf', type: 'application/pdf', content: '%PDF-1.4 doctor says rest' } },
      tokens.teamleader,
    );
    expect(res.errors).toBeUndefined();
    const leave = dataOf(res).createLeaveRequest;
    agentLeave = leave.id;
    expect(leave).toMatchObject({
      employeeName: demoName('agent'),
      leaveTypeName: 'Sick',
      status: 'PENDING',
      notes: 'Fever',
      submittedByName: demoName('teamleader'),
      managerEmail: 'teamleader@demo.hr',
      sickNoteFilename: 'sick-note.pdf',
      leaveDuration: 3,
      passedProbation: true,
    });
    expect(leave.leaveBalances).toContainEqual({ leaveType: 'Sick', leaveTypeId: sick(), remainingBalance: 30, approvedLeavesThisYear: 0 });
    // The note's bytes are served by an extension (GET /leave_requests/{id}/sick_note; SPEC §7 prefixes a storage base URL).
    if (PROFILE === 'spec') return;
    const file = await download(stack, present(leave.sickNote, 'the sick note link').url, tokens.teamleader);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('%PDF-1.4 doctor says rest');
    expect(file.headers.get('content-disposition')).toContain('sick-note.pdf');

    const link = dataOf(await gql(stack, SICK_NOTE, { id: agentLeave }, tokens.agent)).leaveRequestSickNote;
    expect(link.filename).toBe('sick-note.pdf');
    expect(await (await download(stack, link.url, tokens.agent)).text()).toBe('%PDF-1.4 doctor says rest');
  });

  it('reports the overlap, end-before-start and weekend rules with the exact messages', async () => {
    const overlap = await create('teamleader', { employeeId: idOf('agent'), leaveTypeId: annual(), startDate: weekday(3, 2), endDate: weekday(3, 3) });
    expect(overlap.errors?.[0]).toMatchObject({
      message: 'Employee already has a leave request overlapping this period.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const back = await create('hr', { leaveTypeId: annual(), startDate: weekday(4, 3), endDate: weekday(4, 1) });
    expect(back.errors?.[0].message).toBe("End date can't be before start date");
    expect(back.errors?.[0].extensions?.fieldErrors).toEqual([{ field: 'endDate', message: "End date can't be before start date" }]);
    const weekend = await create('hr', { leaveTypeId: annual(), startDate: weekday(4, 4), endDate: weekday(5, 0) });
    expect(weekend.errors?.[0].message).toBe("Can't apply for leave on Saturday or Sunday, please split in 2 leaves if needed");
  });

  it('reads one request with its relations, and pages the tracker with filters in few upstream calls', async () => {
    const one = dataOf(await gql(stack, ONE, { id: agentLeave }, tokens.hr));
    expect(one.leaveRequest).toMatchObject({
      employee: { name: demoName('agent') },
      submittedBy: { name: demoName('teamleader') },
      reviewedBy: null,
      leaveType: { leaveName: 'Sick', yearlyLimit: 30 },
    });

    await upstreamStats(stack, true);
    const page = await gql(stack, PAGE, {}, tokens.hr);
    expect(page.errors).toBeUndefined();
    const items = dataOf(page).leaveRequests.items;
    expect(items.length).toBeGreaterThan(3);
    const dates = items.map((r) => r.startDate);
    expect(dates).toEqual([...dates].sort());
    const stats = await upstreamStats(stack);
    expect(stats.by_path['/employees'] ?? 0).toBeLessThanOrEqual(1);
    expect(stats.by_path['/leave_types'] ?? 0).toBeLessThanOrEqual(1);

    const filtered = dataOf(await gql(stack, FILTERED, { e: idOf('agent'), search: demoName('agent').split(' ')[0] }, tokens.hr));
    expect(filtered.leaveRequests.items.map((r) => r.id)).toContain(agentLeave);
  });

  it('limits what each role sees: an agent only their own, a team leader their team', async () => {
    const mine = dataOf(await gql(stack, NAMES, {}, tokens.agent));
    expect(new Set(mine.leaveRequests.items.map((r) => r.employeeName))).toEqual(new Set([demoName('agent')]));
    // a request of someone outside the agent's line, filed by the CEO
    dataOf(await create('ceo', { employeeId: String(stranger.id), leaveTypeId: sick(), startDate: weekday(10, 0), endDate: weekday(10, 0) }));
    const all = dataOf(await gql(stack, SEARCH, { search: stranger.name }, tokens.hr));
    const hidden = await gql(stack, ID_OF, { id: present(all.leaveRequests.items[0], "the stranger's request").id }, tokens.agent);
    expect(hidden.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('updates a pending request and replaces its sick note', async () => {
    const res = await gqlUpload(
      stack,
      UPDATE,
      { id: agentLeave, input: { notes: 'Fever, doctor visit', endDate: weekday(3, 1) } },
      { sickNote: { name: 'note-2.png', type: 'image/png', content: DOCUMENTS.png.content } },
      tokens.agent,
    );
    expect(res.errors).toBeUndefined();
    expect(dataOf(res).updateLeaveRequest).toEqual({ notes: 'Fever, doctor visit', endDate: weekday(3, 1), leaveDuration: 2, sickNoteFilename: 'note-2.png' });
  });

  it('HR approves with a comment and the balance drops; a second review is refused', async () => {
    const before = dataOf(await gql(stack, BALANCES_OF_ONE, { id: agentLeave }, tokens.hr));
    const sickBefore = present(
      before.leaveRequest.leaveBalances.find((b) => b.leaveType === 'Sick'),
      'the Sick balance',
    ).remainingBalance;
    const res = await gql(stack, APPROVE, { id: agentLeave, c: 'Get well soon' }, tokens.hr);
    expect(res.errors).toBeUndefined();
    const approved = dataOf(res).approveLeaveRequest;
    expect(approved).toMatchObject({ status: 'APPROVED', reviewerComments: 'Get well soon', reviewedByName: demoName('hr') });
    if (weekday(3, 0).slice(0, 4) === new Date().toISOString().slice(0, 4)) {
      const sickBalance = approved.leaveBalances.find((b) => b.leaveType === 'Sick');
      expect(sickBalance).toEqual({ leaveType: 'Sick', remainingBalance: sickBefore - 2, approvedLeavesThisYear: 2 });
    }
    const again = await gql(stack, REJECT, { id: agentLeave, c: 'No' }, tokens.head);
    expect(again.errors?.[0]).toMatchObject({
      message: 'Only pending leave requests can be rejected (this one is already approved)',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('refuses approving beyond the balance; rejects with a comment; deletes a pending request', async () => {
    const tiny = dataOf(await gql(stack, CREATE_TYPE, { i: { leaveName: 'One day', yearlyLimit: 1 } }, tokens.hr));
    const leave = dataOf(
      await create('teamleader', {
        employeeId: idOfBuilt('refused'),
        leaveTypeId: tiny.createLeaveType.id,
        startDate: weekday(6, 0),
        endDate: weekday(6, 1),
      }),
    );
    const id = leave.createLeaveRequest.id;
    const res = await gql(stack, APPROVE, { id, c: null }, tokens.ceo);
    expect(res.errors?.[0]).toMatchObject({ message: 'No enough balance to approve this leave request', extensions: { code: 'BAD_USER_INPUT' } });
    const rejected = dataOf(await gql(stack, REJECT, { id, c: 'Balance exhausted' }, tokens.head));
    expect(rejected.rejectLeaveRequest).toEqual({ id, status: 'REJECTED', reviewerComments: 'Balance exhausted' });

    const pending = dataOf(
      await create('teamleader', { employeeId: idOfBuilt('refused'), leaveTypeId: sick(), startDate: weekday(7, 0), endDate: weekday(7, 0) }),
    );
    const del = dataOf(await gql(stack, DELETE, { id: pending.createLeaveRequest.id }, tokens.teamleader));
    expect(del.deleteLeaveRequest).toBe(true);
    const gone = await gql(stack, ID_OF, { id: pending.createLeaveRequest.id }, tokens.hr);
    expect(gone.errors?.[0]).toMatchObject({ message: 'Leave request not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('shows approved leaves of the whole company on the calendar to anyone', async () => {
    const res = await gql(stack, COMPANY, { m: weekday(3, 0).slice(0, 7) }, tokens.agent);
    expect(res.errors).toBeUndefined();
    expect(dataOf(res).companyLeaves.items).toContainEqual({
      id: agentLeave,
      employeeName: demoName('agent'),
      leaveTypeName: 'Sick',
      startDate: weekday(3, 0),
      endDate: weekday(3, 1),
      leaveDuration: 2,
    });
  });

  it('imports a CSV: good rows saved, bad rows reported with row number and reason', async () => {
    const [one, two] = [built.imported.RES_ID, built.importedToo.RES_ID];
    const csv = [
      'RES_ID,leave_type,start_date,end_date,notes',
      `${one},Sick,${weekday(8, 0)},${weekday(8, 0)},ok`,
      `${one},Sick,${weekday(8, 0)},${weekday(8, 1)},overlap`,
      `${two},Annual,${weekday(8, 4)},${weekday(9, 0)},weekend`,
    ].join('\n');
    const res = await gqlUpload(stack, IMPORT, {}, { file: { name: 'leaves.csv', type: 'text/csv', content: csv } }, tokens.hr);
    expect(res.errors).toBeUndefined();
    expect(dataOf(res).importLeaveRequests).toEqual({
      message: 'Processed 3 records, successfully created 1 leave requests, 2 failed',
      processed: 3,
      created: 1,
      failed: [
        { row: 3, message: 'Employee already has a leave request overlapping this period.' },
        { row: 4, message: "Can't apply for leave on Saturday or Sunday, please split in 2 leaves if needed" },
      ],
    });
  });
});

describe('role rules at the gateway', () => {
  const input = (weeks: number): LeaveRequestInput => ({ leaveTypeId: present(types.Sick, 'Sick'), startDate: weekday(weeks, 0), endDate: weekday(weeks, 0) });

  it.each([
    ['head', true],
    ['hr', true],
    ['teamleader', true],
    ['auditor', true],
    ['ceo', true],
    // The shared area: every employee requests their own leave (the /leaves/new page itself stays gated).
    ['agent', true],
    ['acm', true],
  ] as [DemoKey, boolean][])('every signed-in employee: %s may file their own leave = %s', async (who, allowed) => {
    const weeks = 20 + ['head', 'hr', 'teamleader', 'auditor', 'ceo', 'agent', 'acm'].indexOf(who);
    const res = await create(who, input(weeks));
    if (allowed) expect(res.errors).toBeUndefined();
    else expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it.each([
    ['ceo', true],
    ['head', true],
    ['teamleader', true],
    ['auditor', true],
    ['hr', false],
    ['agent', false],
  ] as [DemoKey, boolean][])('leaveRequests.add: %s may file for someone else = %s', async (who, allowed) => {
    const weeks = 30 + ['ceo', 'head', 'teamleader', 'auditor', 'hr', 'agent'].indexOf(who);
    const res = await create(who, { ...input(weeks), employeeId: idOfBuilt('filedFor') });
    if (allowed) expect(res.errors).toBeUndefined();
    else expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it.each([
    ['ceo', true],
    ['hr', true],
    ['head', true],
    ['teamleader', false],
    ['auditor', false],
    ['agent', false],
  ] as [DemoKey, boolean][])('leaves.manage: %s may approve and import = %s', async (who, allowed) => {
    const weeks = 40 + ['ceo', 'hr', 'head', 'teamleader', 'auditor', 'agent'].indexOf(who);
    const leave = dataOf(await create('teamleader', { ...input(weeks), employeeId: idOfBuilt('approved') }));
    const res = await gql(stack, APPROVE, { id: leave.createLeaveRequest.id, c: 'ok' }, tokens[who]);
    const imported = await gqlUpload(stack, IMPORT_COUNT, {}, { file: { name: 'x.csv', type: 'text/csv', content: 'RES_ID\nNOBODY\n' } }, tokens[who]);
    if (allowed) {
      expect(res.errors).toBeUndefined();
      // One (failing) row: an empty import is refused like every other import.
      expect(dataOf(imported).importLeaveRequests.processed).toBe(1);
    } else {
      expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(imported.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('refuses an empty leave import like the other imports', async () => {
    const res = await gqlUpload(
      stack,
      IMPORT_COUNT,
      {},
      { file: { name: 'x.csv', type: 'text/csv', content: 'RES_ID,leave_type,start_date,end_date\n' } },
      tokens.hr,
    );
    expect(res.errors?.[0]).toMatchObject({ message: 'The CSV file has no records', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('leaveRequests.view: everyone signed in opens the tracker; signed-out callers are refused', async () => {
    for (const who of ['agent', 'acm', 'auditor'] as DemoKey[]) {
      expect((await gql(stack, TRACKER_COUNT, {}, tokens[who])).errors).toBeUndefined();
    }
    const anonymous = await gql(stack, TRACKER_COUNT);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('leave balances before filing (leaveBalances)', () => {
  const balancesOf = (who: DemoKey, employeeId?: string) => gql(stack, BALANCES, employeeId ? { e: employeeId } : {}, tokens[who]);

  it('gives the caller their own balances by default, the same numbers a request of theirs shows', async () => {
    const own = await balancesOf('agent');
    expect(own.errors).toBeUndefined();
    const balances = dataOf(own).leaveBalances;
    expect(balances.map((b) => b.leaveType)).toEqual(expect.arrayContaining(['Annual', 'Sick']));
    const theirs = dataOf(await gql(stack, REQUEST_BALANCES, { e: idOf('agent') }, tokens.hr));
    const shown = theirs.leaveRequests.items[0]?.leaveBalances;
    if (shown) expect(balances).toEqual(shown);
  });

  it('allows the managers up the chain and CEO/HR/heads', async () => {
    for (const who of ['teamleader', 'acm', 'head', 'hr', 'ceo'] as DemoKey[]) {
      const res = await balancesOf(who, idOf('agent'));
      expect({ who, errors: res.errors }).toEqual({ who, errors: undefined });
      expect(dataOf(res).leaveBalances.length).toBeGreaterThan(0);
    }
  });

  it('refuses anyone else with FORBIDDEN, and an unknown employee with NOT_FOUND', async () => {
    for (const [who, whose] of [
      ['agent', 'teamleader'],
      ['auditor', 'agent'],
      ['teamleader', 'hr'],
    ] as [DemoKey, DemoKey][]) {
      const res = await balancesOf(who, idOf(whose));
      // SPEC §7 only: balances come from the requests the caller may see, so others' read empty rather than FORBIDDEN.
      if (PROFILE === 'spec') expect(dataOf(res).leaveBalances).toEqual([]);
      else expect(res.errors?.[0]).toMatchObject({ message: "You don't have permission to access this resource", extensions: { code: 'FORBIDDEN' } });
    }
    const missing = await balancesOf('hr', '999999');
    expect(missing.errors?.[0]).toMatchObject({ message: 'Employee not found', extensions: { code: 'NOT_FOUND' } });
  });
});
