/**
 * recruitment through GraphQL against the real upstream: every REST call of candidates, interviews, the
 * trackers and onboarding; the SPEC §8 referrer rule and onboard 409; import with good and bad rows; role rules at the
 * gateway (CEO and HR allowed; head, TL, auditor, agent refused) and at the upstream; relations without N+1.
 *
 * @spec GET /recruitment/settings, PUT /recruitment/settings, GET /candidates?stage, GET /candidates?ids
 * @spec GET /candidates?limit, GET /candidates/interviewable?stage, GET /candidates/interviewable?ids
 * @spec GET /candidates/interviewable?limit
 * @postgres recruitment
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql, gqlUpload, itFull, itSpec, loginAs, startStack, upstreamStats, type Stack } from '../support/stack';

let stack: Stack;
const t: Record<string, string> = {};
const today = new Date().toISOString().slice(0, 10);
const REFERRER_MESSAGE = 'must reference an employee with a department other than HR and an active status';
const SCORES = { englishFluency: 8, englishPronunciation: 7, englishComprehension: 9, englishVocab: 7, englishGrammar: 8, typingSpeed: 45, typingAccuracy: 92 };

const ADD = `mutation($i: CandidateInput!) { addCandidate(input: $i) { id fullName nationalId contactNumber contactEmail source stage
  referrer { resId name } sourcer { resId } } }`;
const ADD_INTERVIEW = `mutation($c: ID!, $i: InterviewInput!) { addInterview(candidateId: $c, input: $i) { id hiringDecision hiringDecisionTitle
  englishAverage interviewTypeSpecific { englishFluency typingSpeed } candidate { id fullName } } }`;
const TRACK = 'mutation($ids: [ID!]!) { trackForOnboarding(interviewIds: $ids) { message count items { id trackedForOnboarding } } }';
const ONBOARD = `mutation($id: ID!, $i: OnboardInput!) { onboardCandidate(id: $id, input: $i) { id stage employee { id resId name } } }`;

let seq = 0;
function newCandidate(extra: Record<string, unknown> = {}) {
  seq += 1;
  return {
    fullName: `Test Candidate ${seq}`,
    nationalId: `2990101${String(seq).padStart(7, '0')}`,
    contactNumber: `+20 15 ${String(1000 + seq)} 0000`,
    contactEmail: `test.candidate${seq}@mail.example`,
    nationality: 'Egyptian',
    cityOfResidence: 'Cairo',
    militaryStatus: 'Completed',
    educationalStatus: 'Graduate',
    maritalStatus: 'Single',
    isContacted: 'yes',
    referredByResId: 'RES-0016',
    ...extra,
  };
}
async function addOk(extra: Record<string, unknown> = {}) {
  const res = await gql(stack, ADD, { i: newCandidate(extra) }, t.hr);
  expect(res.errors).toBeUndefined();
  return res.data.addCandidate;
}
async function acceptedInterview(candidateId: string, extra: Record<string, unknown> = {}) {
  const res = await gql(
    stack,
    ADD_INTERVIEW,
    {
      c: candidateId,
      i: {
        interviewDate: today,
        hiringDecision: 1,
        employmentType: 'full_time',
        experienceLevel: 'fresh',
        ticketNumber: `TK-${candidateId}`,
        interviewTypeSpecific: SCORES,
        ...extra,
      },
    },
    t.hr,
  );
  expect(res.errors).toBeUndefined();
  return res.data.addInterview;
}

beforeAll(async () => {
  stack = await startStack();
  for (const key of ['ceo', 'hr', 'headofhr', 'head', 'teamleader', 'auditor', 'agent'] as const) t[key] = await loginAs(stack, key);
}, 60_000);
afterAll(() => stack.close());

describe('candidates', () => {
  it('lists the seeded candidates, paged and filtered, with the referrer and latest interview from the row', async () => {
    await upstreamStats(stack, true);
    const res = await gql(
      stack,
      `{ candidates(limit: 5, sortBy: fullName, sortDir: ASC) { count items { id fullName source stage
      referrer { resId name } latestInterview { id interviewDate hiringDecision } } } }`,
      {},
      t.hr,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.candidates.count).toBeGreaterThanOrEqual(20);
    expect(res.data.candidates.items).toHaveLength(5);
    const names = res.data.candidates.items.map((c: { fullName: string }) => c.fullName);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(names);
    expect((await upstreamStats(stack)).requests).toBe(1);

    const contacted = await gql(stack, '{ candidates(isContacted: "no", limit: -1) { count items { isContacted stage } } }', {}, t.ceo);
    expect(contacted.data.candidates.count).toBeGreaterThan(0);
    for (const c of contacted.data.candidates.items) expect(c).toEqual({ isContacted: 'no', stage: 'new' });
    const hr = await gql(stack, '{ candidates(source: "hr_department", limit: -1) { items { source sourcer { name } } } }', {}, t.hr);
    expect(hr.data.candidates.items.length).toBeGreaterThan(0);
    for (const c of hr.data.candidates.items) expect(c.source).toBe('hr_department');
    const period = await gql(stack, '{ candidates(createdStart: "2100-01-01", limit: -1) { count } }', {}, t.hr);
    expect(period.data.candidates.count).toBe(0);
  });

  it('adds a referral candidate, reads and updates it', async () => {
    const c = await addOk();
    expect(c).toMatchObject({ source: 'referral', stage: 'contacted', referrer: { resId: 'RES-0016', name: 'Salma Ragab' }, sourcer: null });
    expect(c.nationalId).toMatch(/^2990101/);
    const one = await gql(stack, '{ c: candidate(id: "' + c.id + '") { fullName maritalStatus interviewsCount } }', {}, t.ceo);
    expect(one.data.c).toEqual({ fullName: c.fullName, maritalStatus: 'Single', interviewsCount: 0 });
    const UPDATE = 'mutation($id: ID!, $i: CandidateInput!) { updateCandidate(id: $id, input: $i) { fullName cityOfResidence referrer { resId } } }';
    const updated = await gql(stack, UPDATE, { id: c.id, i: { cityOfResidence: 'Giza' } }, t.hr);
    expect(updated.data.updateCandidate).toEqual({ fullName: c.fullName, cityOfResidence: 'Giza', referrer: { resId: 'RES-0016' } });
  });

  it.each([
    ['an HR employee', 'RES-0003'],
    ['a resigned employee', 'RES-0026'],
    ['an unknown RES_ID', 'RES-9999'],
  ])('refuses a referral by %s with the SPEC message (422)', async (_what, resId) => {
    const res = await gql(stack, ADD, { i: newCandidate({ referredByResId: resId }) }, t.hr);
    expect(res.errors?.[0]).toMatchObject({
      message: REFERRER_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'referredBy', message: REFERRER_MESSAGE }] },
    });
  });

  it('refuses a referral without a referrer, and accepts an HR-sourced candidate without one', async () => {
    const none = await gql(stack, ADD, { i: newCandidate({ referredByResId: null }) }, t.hr);
    expect(none.errors?.[0].message).toBe(REFERRER_MESSAGE);
    const sourced = await addOk({ referredByResId: null, sourcedByResId: 'RES-0003' });
    expect(sourced).toMatchObject({ source: 'hr_department', referrer: null, sourcer: { resId: 'RES-0003' } });
  });

  it('names the existing candidate on a duplicate national ID (409) and checks SPEC §5 fields', async () => {
    const first = await addOk();
    const dup = await gql(stack, ADD, { i: newCandidate({ nationalId: first.nationalId }) }, t.hr);
    expect(dup.errors?.[0]).toMatchObject({
      message: `A candidate with this national ID already exists: ${first.fullName} (#${first.id})`,
      extensions: { code: 'CONFLICT' },
    });
    const bad = await gql(stack, ADD, { i: newCandidate({ contactEmail: 'nope', contactNumber: 'abc', militaryStatus: 'Maybe' }) }, t.hr);
    expect(bad.errors?.[0].extensions?.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'contactEmail', message: 'Invalid e-mail format' },
        { field: 'contactNumber', message: 'Invalid Phone Number' },
        { field: 'militaryStatus', message: 'Military status must be one of: Exempted, Yet to be adhered to, Postponed, Not required, Completed' },
      ]),
    );
  });

  it('imports candidates: good rows created, bad rows reported, nothing half-written', async () => {
    const IMPORT = 'mutation($f: Upload!) { importCandidates(file: $f) { message processed created failed { row message } } }';
    const csv =
      'full_name,national_id,contact_number,referred_by_res_id,source\n' +
      'Imported One,29902020000001,+20 16 1111 0001,RES-0016,referral\n' +
      'Imported Two,29902020000002,+20 16 1111 0002,RES-0003,referral\n' +
      ',29902020000003,+20 16 1111 0003,RES-0016,referral\n';
    const res = await gqlUpload(stack, IMPORT, {}, { f: { name: 'candidates.csv', type: 'text/csv', content: csv } }, t.hr);
    expect(res.errors).toBeUndefined();
    expect(res.data.importCandidates).toEqual({
      message: 'Processed 3 records, successfully created 1 candidates, 2 failed',
      processed: 3,
      created: 1,
      failed: [
        { row: 3, message: REFERRER_MESSAGE },
        { row: 4, message: 'Full name is required' },
      ],
    });
    const found = await gql(stack, '{ candidates(search: "2990202000000", limit: -1) { items { fullName } } }', {}, t.hr);
    expect(found.data.candidates.items).toEqual([{ fullName: 'Imported One' }]);
  });
});

describe('interviews and onboarding', () => {
  it('records interviews with scores, checks ranges, lists and updates them', async () => {
    const c = await addOk();
    const bad = await gql(
      stack,
      ADD_INTERVIEW,
      { c: c.id, i: { interviewDate: today, hiringDecision: 1, interviewTypeSpecific: { ...SCORES, englishFluency: 11, typingSpeed: null } } },
      t.hr,
    );
    expect(bad.errors?.[0].extensions?.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'interviewTypeSpecific.englishFluency', message: 'English fluency must be at most 10' },
        { field: 'interviewTypeSpecific.typingSpeed', message: 'Typing speed is required' },
      ]),
    );
    const pending = await gql(stack, ADD_INTERVIEW, { c: c.id, i: { interviewDate: today } }, t.hr);
    expect(pending.data.addInterview).toMatchObject({
      hiringDecision: 0,
      hiringDecisionTitle: 'Pending',
      englishAverage: null,
      candidate: { id: c.id, fullName: c.fullName },
    });
    const iid = pending.data.addInterview.id;
    const UPDATE =
      'mutation($c: ID!, $id: ID!, $i: InterviewInput!) { updateInterview(candidateId: $c, id: $id, input: $i) { hiringDecisionTitle englishAverage notes } }';
    const upd = await gql(
      stack,
      UPDATE,
      { c: c.id, id: iid, i: { hiringDecision: 2, notes: 'Weak grammar', interviewTypeSpecific: { englishFluency: 4, englishGrammar: 3 } } },
      t.ceo,
    );
    expect(upd.data.updateInterview).toEqual({ hiringDecisionTitle: 'Rejected', englishAverage: 3.5, notes: 'Weak grammar' });
    const one = await gql(
      stack,
      `{ interview(candidateId: "${c.id}", id: "${iid}") { id interviewDate } candidateInterviews(candidateId: "${c.id}") { count } }`,
      {},
      t.hr,
    );
    expect(one.data).toEqual({ interview: { id: iid, interviewDate: today }, candidateInterviews: { count: 1 } });
    const interviewable = await gql(
      stack,
      `{ interviewableCandidates(search: "${c.nationalId}") { items { id latestInterview { hiringDecision } } } }`,
      {},
      t.hr,
    );
    expect(interviewable.data.interviewableCandidates.items).toEqual([{ id: c.id, latestInterview: { hiringDecision: 2 } }]);
  });

  it('HR adds, accepts, tracks and onboards a candidate, who becomes an employee; a second onboarding is a 409', async () => {
    const c = await addOk();
    const missingBefore = await gql(stack, `{ candidateMissingData(id: "${c.id}") { complete missing { field label } } }`, {}, t.hr);
    expect(missingBefore.data.candidateMissingData).toEqual({
      complete: false,
      missing: [{ field: 'tracked_interview', label: 'Accepted interview tracked for onboarding' }],
    });
    const interview = await acceptedInterview(c.id);
    expect(interview.englishAverage).toBe(7.8);
    const notTracked = await gql(stack, ONBOARD, { id: c.id, i: { resId: 'RES-7001', hourlyOrMonthly: 'hourly', hourlyRate: 60 } }, t.hr);
    expect(notTracked.errors?.[0]).toMatchObject({ message: 'Candidate has no accepted interview tracked for onboarding', extensions: { code: 'CONFLICT' } });

    const latest = await gql(stack, `{ latestAcceptedInterviews(search: "${c.fullName}", tracked: false) { items { id candidate { fullName } } } }`, {}, t.hr);
    expect(latest.data.latestAcceptedInterviews.items).toEqual([{ id: interview.id, candidate: { fullName: c.fullName } }]);
    const tracked = await gql(stack, TRACK, { ids: [interview.id] }, t.hr);
    expect(tracked.data.trackForOnboarding).toEqual({
      message: 'Tracked 1 interview for onboarding',
      count: 1,
      items: [{ id: interview.id, trackedForOnboarding: true }],
    });
    const pending = await gql(
      stack,
      `{ onboardingCandidates(type: "pending", ticketNumber: "TK-${c.id}") { items { id ticketNumber candidate { fullName } } } }`,
      {},
      t.hr,
    );
    expect(pending.data.onboardingCandidates.items).toEqual([{ id: interview.id, ticketNumber: `TK-${c.id}`, candidate: { fullName: c.fullName } }]);
    const missing = await gql(stack, `{ candidateMissingData(id: "${c.id}") { complete missing { field } } }`, {}, t.hr);
    expect(missing.data.candidateMissingData).toEqual({ complete: true, missing: [] });

    const done = await gql(stack, ONBOARD, { id: c.id, i: { resId: 'RES-7001', hourlyOrMonthly: 'hourly', hourlyRate: 60 } }, t.hr);
    expect(done.errors).toBeUndefined();
    expect(done.data.onboardCandidate).toMatchObject({ id: c.id, stage: 'onboarded', employee: { resId: 'RES-7001', name: c.fullName } });
    const employees = await gql(stack, '{ employees(search: "RES-7001") { items { resId name nationalId departmentId } } }', {}, t.hr);
    expect(employees.data.employees.items).toEqual([{ resId: 'RES-7001', name: c.fullName, nationalId: c.nationalId, departmentId: '5' }]);
    // The headcount record starts with the onboarding, linked back to the candidate.
    const record = await gql(
      stack,
      `{ headcountEmployee(id: "${done.data.onboardCandidate.employee.id}") { resId candidateId candidate { id fullName } } }`,
      {},
      t.hr,
    );
    expect(record.data.headcountEmployee).toEqual({ resId: 'RES-7001', candidateId: c.id, candidate: { id: c.id, fullName: c.fullName } });
    const onboarded = await gql(stack, '{ onboardingCandidates(type: "onboarded") { items { id onboarded } } }', {}, t.ceo);
    expect(onboarded.data.onboardingCandidates.items).toContainEqual({ id: interview.id, onboarded: 'yes' });

    const again = await gql(stack, ONBOARD, { id: c.id, i: { resId: 'RES-7002', hourlyOrMonthly: 'hourly', hourlyRate: 60 } }, t.hr);
    expect(again.errors?.[0]).toMatchObject({ message: 'Candidate is already onboarded as RES-7001', extensions: { code: 'CONFLICT' } });
    const remove = await gql(stack, `mutation { removeOnboardingCandidate(type: "onboarded", id: "${interview.id}") { id } }`, {}, t.hr);
    expect(remove.errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('answers bad onboarding data with every field message at once, in form order (defaults fill only what was not sent wrong)', async () => {
    const c = await addOk();
    const interview = await acceptedInterview(c.id);
    await gql(stack, TRACK, { ids: [interview.id] }, t.hr);
    const res = await gql(stack, ONBOARD, { id: c.id, i: { resId: ' ', email: 'not-an-email', hourlyOrMonthly: 'hourly', targetHoursPerDay: 30 } }, t.hr);
    expect(res.errors?.[0].extensions?.fieldErrors).toEqual([
      { field: 'resId', message: 'RES ID is required' },
      { field: 'email', message: 'Invalid e-mail format' },
      { field: 'targetHoursPerDay', message: 'Target hours per day must be at most 24' },
      { field: 'hourlyRate', message: 'Hourly rate is required' },
    ]);
    const still = await gql(stack, `{ candidate(id: "${c.id}") { stage employee { id } } }`, {}, t.hr);
    expect(still.data.candidate).toEqual({ stage: 'tracked', employee: null });
  });

  it('refuses onboarding a national ID that already belongs to an employee (409 with the RES_ID)', async () => {
    const employee = await stack.upstream.db.query<{ national_ID: string; RES_ID: string }>(
      `SELECT "national_ID", "RES_ID" FROM employees WHERE "RES_ID" = 'RES-0020'`,
    );
    const c = await addOk({ nationalId: employee.rows[0].national_ID });
    const interview = await acceptedInterview(c.id);
    await gql(stack, TRACK, { ids: [interview.id] }, t.hr);
    const res = await gql(stack, ONBOARD, { id: c.id, i: { resId: 'RES-7100', hourlyOrMonthly: 'hourly', hourlyRate: 60 } }, t.hr);
    expect(res.errors?.[0]).toMatchObject({
      message: `An employee with national ID ${employee.rows[0].national_ID} already exists (RES-0020)`,
      extensions: { code: 'CONFLICT' },
    });
    const still = await gql(stack, `{ candidate(id: "${c.id}") { stage employee { id } } }`, {}, t.hr);
    expect(still.data.candidate).toEqual({ stage: 'tracked', employee: null });
  });

  it('removes a tracked candidate from onboarding and puts them back; tracking refuses non-accepted interviews', async () => {
    const c = await addOk();
    const interview = await acceptedInterview(c.id);
    await gql(stack, TRACK, { ids: [interview.id] }, t.hr);
    const REMOVE = 'mutation($t: String!, $id: ID!) { removeOnboardingCandidate(type: $t, id: $id) { id onboarded trackedForOnboarding } }';
    const removed = await gql(stack, REMOVE, { t: 'pending', id: interview.id }, t.hr);
    expect(removed.data.removeOnboardingCandidate).toEqual({ id: interview.id, onboarded: 'no', trackedForOnboarding: true });
    const list = await gql(stack, '{ onboardingCandidates(type: "removed", limit: -1) { items { id } } }', {}, t.hr);
    expect(list.data.onboardingCandidates.items).toContainEqual({ id: interview.id });
    const back = await gql(stack, REMOVE, { t: 'removed', id: interview.id }, t.hr);
    expect(back.data.removeOnboardingCandidate).toEqual({ id: interview.id, onboarded: 'pending', trackedForOnboarding: false });
    const unknown = await gql(stack, '{ onboardingCandidates(type: "later") { count } }', {}, t.hr);
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Unknown onboarding type: later (pending, onboarded, removed)', extensions: { code: 'NOT_FOUND' } });

    const other = await addOk();
    const pending = await gql(stack, ADD_INTERVIEW, { c: other.id, i: { interviewDate: today } }, t.hr);
    const refused = await gql(stack, TRACK, { ids: [pending.data.addInterview.id, interview.id] }, t.hr);
    expect(refused.errors?.[0]).toMatchObject({ message: `Interview ${pending.data.addInterview.id} is not accepted`, extensions: { code: 'BAD_USER_INPUT' } });
    const untouched = await gql(stack, `{ interview(candidateId: "${c.id}", id: "${interview.id}") { trackedForOnboarding } }`, {}, t.hr);
    expect(untouched.data.interview.trackedForOnboarding).toBe(false);
  });

  itFull('resolves interview candidates in one batched call', async () => {
    await upstreamStats(stack, true);
    const res = await gql(stack, '{ onboardingCandidates(type: "pending", limit: -1) { items { id candidate { id fullName nationality } } } }', {}, t.hr);
    expect(res.errors).toBeUndefined();
    expect(res.data.onboardingCandidates.items.length).toBeGreaterThan(1);
    expect((await upstreamStats(stack)).requests).toBe(2);
  });
});

describe('roles', () => {
  const CALLS: [string, string][] = [
    ['candidates', '{ candidates { count } }'],
    ['interviewableCandidates', '{ interviewableCandidates { count } }'],
    ['latestAcceptedInterviews', '{ latestAcceptedInterviews { count } }'],
    ['onboardingCandidates', '{ onboardingCandidates(type: "pending") { count } }'],
    ['addCandidate', 'mutation { addCandidate(input: { fullName: "X" }) { id } }'],
    ['trackForOnboarding', 'mutation { trackForOnboarding(interviewIds: ["1"]) { count } }'],
    ['recruitmentSettings', '{ recruitmentSettings { passMark } }'],
    ['updateRecruitmentSettings', 'mutation { updateRecruitmentSettings(passMark: 5) { passMark } }'],
  ];
  it.each(['head', 'teamleader', 'auditor', 'agent'])('refuses %s every recruitment call at the gateway, without calling the upstream', async (who) => {
    await upstreamStats(stack, true);
    for (const [, query] of CALLS) {
      const res = await gql(stack, query, {}, t[who]);
      expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const stats = await upstreamStats(stack);
    expect(Object.keys(stats.by_path).filter((p) => /candidates|interviews|recruitment/.test(p))).toEqual([]);
  });

  it.each(['ceo', 'hr', 'headofhr'])('lets %s read candidates', async (who) => {
    const res = await gql(stack, '{ candidates(limit: 1) { count } }', {}, t[who]);
    expect(res.errors).toBeUndefined();
  });

  it('refuses the same calls at the upstream (403)', async () => {
    const login = await fetch(`${stack.upstream.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'teamleader@demo.hr', password: 'Passw0rd!' }),
    });
    const { token } = (await login.json()) as { token: string };
    for (const path of ['/candidates', '/candidates/interviewable', '/interviews/latest_accepted_interviews', '/onboarding_candidates/pending']) {
      const res = await fetch(`${stack.upstream.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(403);
    }
  });
});

describe('pass mark (beyond the spec)', () => {
  const SETTINGS = '{ recruitmentSettings { passMark configurable } }';
  const UPDATE = 'mutation($m: Float!) { updateRecruitmentSettings(passMark: $m) { passMark configurable } }';
  const INTERVIEW = 'query($c: ID!, $id: ID!) { interview(candidateId: $c, id: $id) { englishAverage passMark meetsPassMark } }';

  itFull('reads the stored pass mark (default 7), changes it and judges interviews by it, before and after', async () => {
    const read = await gql(stack, SETTINGS, {}, t.ceo);
    expect(read.data).toEqual({ recruitmentSettings: { passMark: 7, configurable: true } });
    const c = await addOk();
    const interview = await acceptedInterview(c.id); // English average 7.8
    const noScores = await gql(stack, ADD_INTERVIEW, { c: c.id, i: { interviewDate: today, hiringDecision: 0 } }, t.hr);
    expect(noScores.errors).toBeUndefined();
    const before = await gql(stack, INTERVIEW, { c: c.id, id: interview.id }, t.hr);
    expect(before.data.interview).toEqual({ englishAverage: 7.8, passMark: 7, meetsPassMark: true });
    const blank = await gql(stack, INTERVIEW, { c: c.id, id: noScores.data.addInterview.id }, t.hr);
    expect(blank.data.interview).toEqual({ englishAverage: null, passMark: 7, meetsPassMark: null });

    const changed = await gql(stack, UPDATE, { m: 8.5 }, t.hr);
    expect(changed.errors).toBeUndefined();
    expect(changed.data.updateRecruitmentSettings).toEqual({ passMark: 8.5, configurable: true });
    try {
      expect((await gql(stack, SETTINGS, {}, t.hr)).data.recruitmentSettings.passMark).toBe(8.5);
      const after = await gql(stack, INTERVIEW, { c: c.id, id: interview.id }, t.hr);
      expect(after.data.interview).toEqual({ englishAverage: 7.8, passMark: 8.5, meetsPassMark: false });
      const list = await gql(stack, 'query($c: ID!) { candidateInterviews(candidateId: $c) { items { id meetsPassMark } } }', { c: c.id }, t.hr);
      expect(list.data.candidateInterviews.items).toEqual(
        expect.arrayContaining([
          { id: interview.id, meetsPassMark: false },
          { id: noScores.data.addInterview.id, meetsPassMark: null },
        ]),
      );
    } finally {
      expect((await gql(stack, UPDATE, { m: 7 }, t.hr)).errors).toBeUndefined();
    }
  });

  itFull.each([
    [10.5, 'Pass mark must be at most 10'],
    [-1, 'Pass mark must be a positive number.'],
  ])('refuses a pass mark of %s with the SPEC §5-style message (422) and keeps the stored one', async (mark, message) => {
    const res = await gql(stack, UPDATE, { m: mark }, t.hr);
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'passMark', message }] } });
    expect((await gql(stack, SETTINGS, {}, t.hr)).data.recruitmentSettings.passMark).toBe(7);
  });

  itFull('refuses an agent and a team leader the settings at the upstream too (403)', async () => {
    for (const email of ['agent@demo.hr', 'teamleader@demo.hr']) {
      const login = await fetch(`${stack.upstream.url}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Passw0rd!' }),
      });
      const { token } = (await login.json()) as { token: string };
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      expect((await fetch(`${stack.upstream.url}/recruitment/settings`, { headers })).status).toBe(403);
      const put = await fetch(`${stack.upstream.url}/recruitment/settings`, { method: 'PUT', headers, body: JSON.stringify({ pass_mark: 1 }) });
      expect(put.status).toBe(403);
    }
    expect((await gql(stack, SETTINGS, {}, t.hr)).data.recruitmentSettings.passMark).toBe(7);
  });

  itSpec('falls back to the default pass mark on a SPEC-only backend, judged by the gateway', async () => {
    expect((await gql(stack, SETTINGS, {}, t.hr)).data).toEqual({ recruitmentSettings: { passMark: 7, configurable: false } });
    const refused = await gql(stack, UPDATE, { m: 8 }, t.hr);
    expect(refused.errors?.[0]).toMatchObject({ message: 'This backend has no recruitment settings: the pass mark cannot be changed' });
    const c = await addOk();
    const interview = await acceptedInterview(c.id);
    const res = await gql(stack, INTERVIEW, { c: c.id, id: interview.id }, t.hr);
    expect(res.data.interview).toEqual({ englishAverage: 7.8, passMark: 7, meetsPassMark: true });
  });
});
