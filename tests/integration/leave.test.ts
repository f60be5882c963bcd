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
import { download, gql, gqlUpload, loginAs, PROFILE, startStack, upstreamStats, type Stack } from '../support/stack';
import { DOCUMENTS } from '../../upstream/test/documentSamples';

let stack: Stack;
const tokens = {} as Record<DemoKey, string>;
const ids: Record<string, string> = {};

/** Monday of the week `weeks` ahead plus `plus` days (YYYY-MM-DD): future weekdays that never collide across tests. */
function weekday(weeks: number, plus = 0): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const monday = d.getUTCDate() - ((d.getUTCDay() + 6) % 7);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), monday + weeks * 7 + plus)).toISOString().slice(0, 10);
}

const FIELDS = `id employeeId employeeName leaveTypeId leaveTypeName startDate endDate status notes submittedById submittedByName
  managerEmail reviewedById reviewedByName reviewerComments createdAt updatedAt sickNoteUrl sickNoteFilename leaveDuration
  workedDaysThisYear passedProbation leaveBalances { leaveType leaveTypeId remainingBalance approvedLeavesThisYear }`;
const CREATE = `mutation($input: LeaveRequestInput!, $sickNote: Upload) { createLeaveRequest(input: $input, sickNote: $sickNote) { ${FIELDS} } }`;
const APPROVE = `mutation($id: ID!, $c: String) { approveLeaveRequest(id: $id, reviewerComments: $c) { id status reviewerComments reviewedByName leaveBalances { leaveType remainingBalance approvedLeavesThisYear } } }`;
const REJECT = `mutation($id: ID!, $c: String!) { rejectLeaveRequest(id: $id, reviewerComments: $c) { id status reviewerComments } }`;

const create = (who: DemoKey, input: Record<string, unknown>) => gql(stack, CREATE, { input }, tokens[who]);

beforeAll(async () => {
  stack = await startStack();
  for (const key of ['ceo', 'hr', 'head', 'headofhr', 'teamleader', 'auditor', 'agent', 'acm'] as DemoKey[]) tokens[key] = await loginAs(stack, key);
  const types = await gql(stack, '{ leaveTypes(limit: -1) { items { id leaveName } } }', {}, tokens.agent);
  for (const t of types.data.leaveTypes.items) ids[t.leaveName] = t.id;
  const people = await gql(stack, '{ employees(limit: -1) { items { id name } } }', {}, tokens.hr);
  for (const e of people.data.employees.items) ids[e.name] = e.id;
}, 60_000);
afterAll(() => stack.close());

describe('leave types', () => {
  it('lists, creates, updates and deletes types; a type in use cannot be deleted', async () => {
    const list = await gql(stack, '{ leaveTypes(sortBy: "leaveName") { count items { leaveName yearlyLimit monthlyFraction } } }', {}, tokens.agent);
    expect(list.data.leaveTypes.items).toContainEqual({ leaveName: 'Annual', yearlyLimit: 21, monthlyFraction: 1.75 });
    const created = await gql(
      stack,
      'mutation($i: LeaveTypeInput!) { createLeaveType(input: $i) { id leaveName yearlyLimit monthlyFraction } }',
      { i: { leaveName: 'Maternity', yearlyLimit: 90, monthlyFraction: 0 } },
      tokens.hr,
    );
    expect(created.data.createLeaveType).toMatchObject({ leaveName: 'Maternity', yearlyLimit: 90 });
    const id = created.data.createLeaveType.id;
    const dup = await gql(
      stack,
      'mutation($i: LeaveTypeInput!) { createLeaveType(input: $i) { id } }',
      { i: { leaveName: 'Maternity', yearlyLimit: 1 } },
      tokens.ceo,
    );
    expect(dup.errors?.[0]).toMatchObject({ message: 'Leave type Maternity already exists', extensions: { code: 'CONFLICT' } });
    const updated = await gql(
      stack,
      'mutation($id: ID!, $i: LeaveTypeInput!) { updateLeaveType(id: $id, input: $i) { yearlyLimit } }',
      { id, i: { leaveName: 'Maternity', yearlyLimit: 98 } },
      tokens.hr,
    );
    expect(updated.data.updateLeaveType.yearlyLimit).toBe(98);
    const invalid = await gql(
      stack,
      'mutation($id: ID!, $i: LeaveTypeInput!) { updateLeaveType(id: $id, input: $i) { id } }',
      { id, i: { leaveName: ' ', yearlyLimit: 1 } },
      tokens.hr,
    );
    expect(invalid.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'leaveName', message: 'Leave name is required' }] });
    expect((await gql(stack, 'mutation($id: ID!) { deleteLeaveType(id: $id) }', { id }, tokens.hr)).data.deleteLeaveType).toBe(true);
    const inUse = await gql(stack, 'mutation($id: ID!) { deleteLeaveType(id: $id) }', { id: ids.Annual }, tokens.hr);
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
    const res = await gql(
      stack,
      'mutation($i: LeaveTypeInput!) { createLeaveType(input: $i) { id } }',
      { i: { leaveName: `Type of ${who}`, yearlyLimit: 2 } },
      tokens[who],
    );
    if (allowed) expect(res.errors).toBeUndefined();
    else expect(res.errors?.[0]).toMatchObject({ message: "You don't have permission to access this resource", extensions: { code: 'FORBIDDEN' } });
  });
});

describe('leave requests', () => {
  let saraLeave: string;

  it('refuses a sick note that is not a document, on the sickNote field', async () => {
    const res = await gqlUpload(
      stack,
      CREATE,
      { input: { employeeId: ids['Sara Ibrahim'], leaveTypeId: ids.Sick, startDate: weekday(9, 0), endDate: weekday(9, 0) } },
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
      CREATE.replace('{ id', '{ sickNote { url filename expiresAt } id'),
      { input: { employeeId: ids['Sara Ibrahim'], leaveTypeId: ids.Sick, startDate: weekday(3, 0), endDate: weekday(3, 2), notes: 'Fever' } },
      { sickNote: { name: 'sick-note.pdf', type: 'application/pdf', content: '%PDF-1.4 doctor says rest' } },
      tokens.teamleader,
    );
    expect(res.errors).toBeUndefined();
    const leave = res.data.createLeaveRequest;
    saraLeave = leave.id;
    expect(leave).toMatchObject({
      employeeName: 'Sara Ibrahim',
      leaveTypeName: 'Sick',
      status: 'PENDING',
      notes: 'Fever',
      submittedByName: 'Ahmed Samir',
      managerEmail: 'teamleader@demo.hr',
      sickNoteFilename: 'sick-note.pdf',
      leaveDuration: 3,
      passedProbation: true,
    });
    expect(leave.leaveBalances).toContainEqual({ leaveType: 'Sick', leaveTypeId: ids.Sick, remainingBalance: 30, approvedLeavesThisYear: 0 });
    // The note's bytes are served by an extension (GET /leave_requests/{id}/sick_note; SPEC §7 prefixes a storage base URL).
    if (PROFILE === 'spec') return;
    const file = await download(stack, leave.sickNote.url, tokens.teamleader);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('%PDF-1.4 doctor says rest');
    expect(file.headers.get('content-disposition')).toContain('sick-note.pdf');

    const link = await gql(stack, 'query($id: ID!) { leaveRequestSickNote(id: $id) { url filename } }', { id: saraLeave }, tokens.agent);
    expect(link.data.leaveRequestSickNote.filename).toBe('sick-note.pdf');
    expect(await (await download(stack, link.data.leaveRequestSickNote.url, tokens.agent)).text()).toBe('%PDF-1.4 doctor says rest');
  });

  it('reports the overlap, end-before-start and weekend rules with the exact messages', async () => {
    const overlap = await create('teamleader', { employeeId: ids['Sara Ibrahim'], leaveTypeId: ids.Annual, startDate: weekday(3, 2), endDate: weekday(3, 3) });
    expect(overlap.errors?.[0]).toMatchObject({
      message: 'Employee already has a leave request overlapping this period.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const back = await create('hr', { leaveTypeId: ids.Annual, startDate: weekday(4, 3), endDate: weekday(4, 1) });
    expect(back.errors?.[0].message).toBe("End date can't be before start date");
    expect(back.errors?.[0].extensions?.fieldErrors).toEqual([{ field: 'endDate', message: "End date can't be before start date" }]);
    const weekend = await create('hr', { leaveTypeId: ids.Annual, startDate: weekday(4, 4), endDate: weekday(5, 0) });
    expect(weekend.errors?.[0].message).toBe("Can't apply for leave on Saturday or Sunday, please split in 2 leaves if needed");
  });

  it('reads one request with its relations, and pages the tracker with filters in few upstream calls', async () => {
    const one = await gql(
      stack,
      'query($id: ID!) { leaveRequest(id: $id) { id employee { name } submittedBy { name } reviewedBy { name } leaveType { leaveName yearlyLimit } } }',
      { id: saraLeave },
      tokens.hr,
    );
    expect(one.data.leaveRequest).toMatchObject({
      employee: { name: 'Sara Ibrahim' },
      submittedBy: { name: 'Ahmed Samir' },
      reviewedBy: null,
      leaveType: { leaveName: 'Sick', yearlyLimit: 30 },
    });

    await upstreamStats(stack, true);
    const page = await gql(
      stack,
      `{ leaveRequests(limit: 50, sortBy: startDate, sortDir: ASC) { count items { id startDate employee { name } submittedBy { name } reviewedBy { name } leaveType { leaveName } } } }`,
      {},
      tokens.hr,
    );
    expect(page.errors).toBeUndefined();
    expect(page.data.leaveRequests.items.length).toBeGreaterThan(3);
    const dates = page.data.leaveRequests.items.map((r: { startDate: string }) => r.startDate);
    expect(dates).toEqual([...dates].sort());
    const stats = await upstreamStats(stack);
    expect(stats.by_path['/employees'] ?? 0).toBeLessThanOrEqual(1);
    expect(stats.by_path['/leave_types'] ?? 0).toBeLessThanOrEqual(1);

    const filtered = await gql(
      stack,
      'query($e: ID) { leaveRequests(status: PENDING, employeeId: $e, leaveTypeId: null, search: "Sara") { count items { id status } } }',
      { e: ids['Sara Ibrahim'] },
      tokens.hr,
    );
    expect(filtered.data.leaveRequests.items.map((r: { id: string }) => r.id)).toContain(saraLeave);
  });

  it('limits what each role sees: an agent only their own, a team leader their team', async () => {
    const mine = await gql(stack, '{ leaveRequests(limit: -1) { items { employeeName } } }', {}, tokens.agent);
    expect(new Set(mine.data.leaveRequests.items.map((r: { employeeName: string }) => r.employeeName))).toEqual(new Set(['Sara Ibrahim']));
    const all = await gql(stack, '{ leaveRequests(limit: -1, search: "Walid") { items { id } } }', {}, tokens.hr);
    const hidden = await gql(stack, 'query($id: ID!) { leaveRequest(id: $id) { id } }', { id: all.data.leaveRequests.items[0].id }, tokens.agent);
    expect(hidden.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('updates a pending request and replaces its sick note', async () => {
    const res = await gqlUpload(
      stack,
      'mutation($id: ID!, $input: LeaveRequestUpdateInput!, $sickNote: Upload) { updateLeaveRequest(id: $id, input: $input, sickNote: $sickNote) { notes endDate leaveDuration sickNoteFilename } }',
      { id: saraLeave, input: { notes: 'Fever, doctor visit', endDate: weekday(3, 1) } },
      { sickNote: { name: 'note-2.png', type: 'image/png', content: DOCUMENTS.png.content } },
      tokens.agent,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.updateLeaveRequest).toEqual({ notes: 'Fever, doctor visit', endDate: weekday(3, 1), leaveDuration: 2, sickNoteFilename: 'note-2.png' });
  });

  it('HR approves with a comment and the balance drops; a second review is refused', async () => {
    const before = await gql(stack, 'query($id: ID!) { leaveRequest(id: $id) { leaveBalances { leaveType remainingBalance } } }', { id: saraLeave }, tokens.hr);
    const sickBefore = before.data.leaveRequest.leaveBalances.find((b: { leaveType: string }) => b.leaveType === 'Sick').remainingBalance;
    const res = await gql(stack, APPROVE, { id: saraLeave, c: 'Get well soon' }, tokens.hr);
    expect(res.errors).toBeUndefined();
    expect(res.data.approveLeaveRequest).toMatchObject({ status: 'APPROVED', reviewerComments: 'Get well soon', reviewedByName: 'Nadia Farouk' });
    if (weekday(3, 0).slice(0, 4) === new Date().toISOString().slice(0, 4)) {
      const sick = res.data.approveLeaveRequest.leaveBalances.find((b: { leaveType: string }) => b.leaveType === 'Sick');
      expect(sick).toEqual({ leaveType: 'Sick', remainingBalance: sickBefore - 2, approvedLeavesThisYear: 2 });
    }
    const again = await gql(stack, REJECT, { id: saraLeave, c: 'No' }, tokens.head);
    expect(again.errors?.[0]).toMatchObject({
      message: 'Only pending leave requests can be rejected (this one is already approved)',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('refuses approving beyond the balance; rejects with a comment; deletes a pending request', async () => {
    const tiny = await gql(
      stack,
      'mutation($i: LeaveTypeInput!) { createLeaveType(input: $i) { id } }',
      { i: { leaveName: 'One day', yearlyLimit: 1 } },
      tokens.hr,
    );
    const leave = await create('teamleader', {
      employeeId: ids['Mona Zaki'],
      leaveTypeId: tiny.data.createLeaveType.id,
      startDate: weekday(6, 0),
      endDate: weekday(6, 1),
    });
    const id = leave.data.createLeaveRequest.id;
    const res = await gql(stack, APPROVE, { id, c: null }, tokens.ceo);
    expect(res.errors?.[0]).toMatchObject({ message: 'No enough balance to approve this leave request', extensions: { code: 'BAD_USER_INPUT' } });
    const rejected = await gql(stack, REJECT, { id, c: 'Balance exhausted' }, tokens.head);
    expect(rejected.data.rejectLeaveRequest).toEqual({ id, status: 'REJECTED', reviewerComments: 'Balance exhausted' });

    const pending = await create('teamleader', { employeeId: ids['Mona Zaki'], leaveTypeId: ids.Sick, startDate: weekday(7, 0), endDate: weekday(7, 0) });
    const del = await gql(stack, 'mutation($id: ID!) { deleteLeaveRequest(id: $id) }', { id: pending.data.createLeaveRequest.id }, tokens.teamleader);
    expect(del.data.deleteLeaveRequest).toBe(true);
    const gone = await gql(stack, 'query($id: ID!) { leaveRequest(id: $id) { id } }', { id: pending.data.createLeaveRequest.id }, tokens.hr);
    expect(gone.errors?.[0]).toMatchObject({ message: 'Leave request not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('shows approved leaves of the whole company on the calendar to anyone', async () => {
    const res = await gql(
      stack,
      'query($m: String) { companyLeaves(month: $m, limit: -1) { count items { id employeeName leaveTypeName startDate endDate leaveDuration } } }',
      { m: weekday(3, 0).slice(0, 7) },
      tokens.agent,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.companyLeaves.items).toContainEqual({
      id: saraLeave,
      employeeName: 'Sara Ibrahim',
      leaveTypeName: 'Sick',
      startDate: weekday(3, 0),
      endDate: weekday(3, 1),
      leaveDuration: 2,
    });
  });

  it('imports a CSV: good rows saved, bad rows reported with row number and reason', async () => {
    const csv = [
      'RES_ID,leave_type,start_date,end_date,notes',
      `RES-0022,Sick,${weekday(8, 0)},${weekday(8, 0)},ok`,
      `RES-0022,Sick,${weekday(8, 0)},${weekday(8, 1)},overlap`,
      `RES-0023,Annual,${weekday(8, 4)},${weekday(9, 0)},weekend`,
    ].join('\n');
    const res = await gqlUpload(
      stack,
      'mutation($file: Upload!) { importLeaveRequests(file: $file) { message processed created failed { row message } } }',
      {},
      { file: { name: 'leaves.csv', type: 'text/csv', content: csv } },
      tokens.hr,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.importLeaveRequests).toEqual({
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
  const input = (weeks: number) => ({ leaveTypeId: ids.Sick, startDate: weekday(weeks, 0), endDate: weekday(weeks, 0) });

  it.each([
    ['head', true],
    ['hr', true],
    ['teamleader', true],
    ['auditor', true],
    ['ceo', true],
    ['agent', false],
    ['acm', false],
  ] as [DemoKey, boolean][])('leaves.new / leaveRequests.add: %s may file a leave = %s', async (who, allowed) => {
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
    const res = await create(who, { ...input(weeks), employeeId: ids['Heba Anwar'] });
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
    const leave = await create('teamleader', { ...input(weeks), employeeId: ids['Bassem Fouad'] });
    const res = await gql(stack, APPROVE, { id: leave.data.createLeaveRequest.id, c: 'ok' }, tokens[who]);
    const imported = await gqlUpload(
      stack,
      'mutation($file: Upload!) { importLeaveRequests(file: $file) { processed } }',
      {},
      { file: { name: 'x.csv', type: 'text/csv', content: 'RES_ID\nNOBODY\n' } },
      tokens[who],
    );
    if (allowed) {
      expect(res.errors).toBeUndefined();
      // One (failing) row: an empty import is refused like every other import.
      expect(imported.data.importLeaveRequests.processed).toBe(1);
    } else {
      expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(imported.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('refuses an empty leave import like the other imports', async () => {
    const res = await gqlUpload(
      stack,
      'mutation($file: Upload!) { importLeaveRequests(file: $file) { processed } }',
      {},
      { file: { name: 'x.csv', type: 'text/csv', content: 'RES_ID,leave_type,start_date,end_date\n' } },
      tokens.hr,
    );
    expect(res.errors?.[0]).toMatchObject({ message: 'The CSV file has no records', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('leaveRequests.view: everyone signed in opens the tracker; signed-out callers are refused', async () => {
    for (const who of ['agent', 'acm', 'auditor'] as DemoKey[]) {
      expect((await gql(stack, '{ leaveRequests { count } }', {}, tokens[who])).errors).toBeUndefined();
    }
    const anonymous = await gql(stack, '{ leaveRequests { count } }');
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('leave balances before filing (leaveBalances)', () => {
  const BALANCES = `query($e: ID) { leaveBalances(employeeId: $e) { leaveType leaveTypeId remainingBalance approvedLeavesThisYear } }`;
  const balancesOf = (who: DemoKey, employeeId?: string) => gql(stack, BALANCES, employeeId ? { e: employeeId } : {}, tokens[who]);

  it('gives the caller their own balances by default, the same numbers a request of theirs shows', async () => {
    const own = await balancesOf('agent');
    expect(own.errors).toBeUndefined();
    expect(own.data.leaveBalances.map((b: { leaveType: string }) => b.leaveType)).toEqual(expect.arrayContaining(['Annual', 'Sick']));
    const sara = await gql(
      stack,
      'query($e: ID) { leaveRequests(employeeId: $e, limit: 1) { items { leaveBalances { leaveType leaveTypeId remainingBalance approvedLeavesThisYear } } } }',
      { e: ids['Sara Ibrahim'] },
      tokens.hr,
    );
    const shown = sara.data.leaveRequests.items[0]?.leaveBalances;
    if (shown) expect(own.data.leaveBalances).toEqual(shown);
  });

  it('allows the managers up the chain and CEO/HR/heads', async () => {
    for (const who of ['teamleader', 'acm', 'head', 'hr', 'ceo'] as DemoKey[]) {
      const res = await balancesOf(who, ids['Sara Ibrahim']);
      expect({ who, errors: res.errors }).toEqual({ who, errors: undefined });
      expect(res.data.leaveBalances.length).toBeGreaterThan(0);
    }
  });

  it('refuses anyone else with FORBIDDEN, and an unknown employee with NOT_FOUND', async () => {
    for (const [who, whose] of [
      ['agent', 'Ahmed Samir'],
      ['auditor', 'Sara Ibrahim'],
      ['teamleader', 'Nadia Farouk'],
    ] as [DemoKey, string][]) {
      const res = await balancesOf(who, ids[whose]);
      // SPEC §7 only: balances come from the requests the caller may see, so others' read empty rather than FORBIDDEN.
      if (PROFILE === 'spec') expect(res.data.leaveBalances).toEqual([]);
      else expect(res.errors?.[0]).toMatchObject({ message: "You don't have permission to access this resource", extensions: { code: 'FORBIDDEN' } });
    }
    const missing = await balancesOf('hr', '999999');
    expect(missing.errors?.[0]).toMatchObject({ message: 'Employee not found', extensions: { code: 'NOT_FOUND' } });
  });
});
