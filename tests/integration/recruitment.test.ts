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
import type { DocumentNode } from 'graphql';
// The recruitment screens' own documents (typed by the web's codegen): a change to a screen's query is tested here too.
import {
  ImportCandidatesDocument as IMPORT,
  OnboardCandidateDocument as ONBOARD,
  RecruitmentSettingsDocument as SETTINGS,
  RemoveOnboardingCandidateDocument as REMOVE,
  UpdateRecruitmentSettingsDocument as UPDATE_SETTINGS,
} from '../../web/src/features/recruitment/recruitment.generated';
import { graphql } from '../generated';
import type { CandidateInput, InterviewInput } from '../generated/graphql';
import { builders, type Builders, type Person } from '../support/builders';
import { dataOf, gql, gqlUpload, itFull, itSpec, loginAs, present, startStack, upstreamStats, type Stack } from '../support/stack';

let stack: Stack;
let seed: Builders;
const t: Record<string, string> = {};
const today = new Date().toISOString().slice(0, 10);
const REFERRER_MESSAGE = 'must reference an employee with a department other than HR and an active status';
const SCORES = { englishFluency: 8, englishPronunciation: 7, englishComprehension: 9, englishVocab: 7, englishGrammar: 8, typingSpeed: 45, typingAccuracy: 92 };
/**
 * People built for this file: a referrer who may refer (active, outside HR), an HR employee (may source, may not
 * refer), a resigned employee, and an employee whose national ID a candidate repeats.
 */
let referrer: Person;
let hrStaff: Person;
let resigned: Person;
let holder: Person;

const ADD = graphql(`
  mutation RecruitmentAddCandidate($i: CandidateInput!) {
    addCandidate(input: $i) {
      id
      fullName
      nationalId
      contactNumber
      contactEmail
      source
      stage
      referrer {
        resId
        name
      }
      sourcer {
        resId
      }
    }
  }
`);
const ADD_INTERVIEW = graphql(`
  mutation RecruitmentAddInterview($c: ID!, $i: InterviewInput!) {
    addInterview(candidateId: $c, input: $i) {
      id
      hiringDecision
      hiringDecisionTitle
      englishAverage
      interviewTypeSpecific {
        englishFluency
        typingSpeed
      }
      candidate {
        id
        fullName
      }
    }
  }
`);
const TRACK = graphql(`
  mutation RecruitmentTrack($ids: [ID!]!) {
    trackForOnboarding(interviewIds: $ids) {
      message
      count
      items {
        id
        trackedForOnboarding
      }
    }
  }
`);
const CANDIDATE = graphql(`
  query RecruitmentCandidateStage($id: ID!) {
    candidate(id: $id) {
      stage
      employee {
        id
      }
    }
  }
`);

let seq = 0;
function newCandidate(extra: Partial<CandidateInput> = {}): CandidateInput {
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
    referredByResId: referrer.RES_ID,
    ...extra,
  };
}
/** A candidate added through GraphQL as HR (the call under test). */
async function addOk(extra: Partial<CandidateInput> = {}) {
  const res = await gql(stack, ADD, { i: newCandidate(extra) }, t.hr);
  expect(res.errors).toBeUndefined();
  return dataOf(res).addCandidate;
}
/** A candidate built through REST, for tests of what happens after the application: as GraphQL names it. */
async function built() {
  const c = await seed.candidate({ referrer });
  return { id: String(c.id), fullName: c.full_name, nationalId: c.national_id };
}
async function acceptedInterview(candidateId: string, extra: Partial<InterviewInput> = {}) {
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
  return dataOf(res).addInterview;
}

beforeAll(async () => {
  stack = await startStack();
  for (const key of ['ceo', 'hr', 'headofhr', 'head', 'teamleader', 'auditor', 'agent'] as const) t[key] = await loginAs(stack, key);
  seed = await builders(stack);
  referrer = await seed.person({ department: 'Cold Calling' });
  hrStaff = await seed.person({ role: 'hr', department: 'HR' });
  resigned = await seed.person({ department: 'Sales', status: 'Resigned' });
  holder = await seed.person({ fields: { national_ID: '29505050100777' } });
}, 60_000);
afterAll(() => stack.close());

describe('candidates', () => {
  it('lists the seeded candidates, paged and filtered, with the referrer and latest interview from the row', async () => {
    const LIST = graphql(`
      query RecruitmentCandidatesPage {
        candidates(limit: 5, sortBy: fullName, sortDir: ASC) {
          count
          items {
            id
            fullName
            source
            stage
            referrer {
              resId
              name
            }
            latestInterview {
              id
              interviewDate
              hiringDecision
            }
          }
        }
      }
    `);
    const FILTERED = graphql(`
      query RecruitmentCandidatesFiltered($isContacted: String, $source: String, $createdStart: String) {
        candidates(isContacted: $isContacted, source: $source, createdStart: $createdStart, limit: -1) {
          count
          items {
            isContacted
            stage
            source
            sourcer {
              name
            }
          }
        }
      }
    `);
    await upstreamStats(stack, true);
    const res = await gql(stack, LIST, {}, t.hr);
    expect(res.errors).toBeUndefined();
    const page = dataOf(res).candidates;
    expect(page.count).toBeGreaterThanOrEqual(20);
    expect(page.items).toHaveLength(5);
    const names = page.items.map((c) => c.fullName);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(names);
    expect((await upstreamStats(stack)).requests).toBe(1);

    const contacted = dataOf(await gql(stack, FILTERED, { isContacted: 'no' }, t.ceo)).candidates;
    expect(contacted.count).toBeGreaterThan(0);
    for (const c of contacted.items) expect({ isContacted: c.isContacted, stage: c.stage }).toEqual({ isContacted: 'no', stage: 'new' });
    const hr = dataOf(await gql(stack, FILTERED, { source: 'hr_department' }, t.hr)).candidates;
    expect(hr.items.length).toBeGreaterThan(0);
    for (const c of hr.items) expect(c.source).toBe('hr_department');
    const period = dataOf(await gql(stack, FILTERED, { createdStart: '2100-01-01' }, t.hr)).candidates;
    expect(period.count).toBe(0);
  });

  it('adds a referral candidate, reads and updates it', async () => {
    const c = await addOk();
    expect(c).toMatchObject({ source: 'referral', stage: 'contacted', referrer: { resId: referrer.RES_ID, name: referrer.name }, sourcer: null });
    expect(c.nationalId).toMatch(/^2990101/);
    const ONE = graphql(`
      query RecruitmentCandidate($id: ID!) {
        c: candidate(id: $id) {
          fullName
          maritalStatus
          interviewsCount
        }
      }
    `);
    const one = await gql(stack, ONE, { id: c.id }, t.ceo);
    expect(dataOf(one).c).toEqual({ fullName: c.fullName, maritalStatus: 'Single', interviewsCount: 0 });
    const UPDATE = graphql(`
      mutation RecruitmentUpdateCandidate($id: ID!, $i: CandidateInput!) {
        updateCandidate(id: $id, input: $i) {
          fullName
          cityOfResidence
          referrer {
            resId
          }
        }
      }
    `);
    const updated = await gql(stack, UPDATE, { id: c.id, i: { cityOfResidence: 'Giza' } }, t.hr);
    expect(dataOf(updated).updateCandidate).toEqual({ fullName: c.fullName, cityOfResidence: 'Giza', referrer: { resId: referrer.RES_ID } });
  });

  it.each([
    ['an HR employee', () => hrStaff.RES_ID],
    ['a resigned employee', () => resigned.RES_ID],
    ['an unknown RES_ID', () => 'RES-9999'],
  ])('refuses a referral by %s with the SPEC message (422)', async (_what, resId) => {
    const res = await gql(stack, ADD, { i: newCandidate({ referredByResId: resId() }) }, t.hr);
    expect(res.errors?.[0]).toMatchObject({
      message: REFERRER_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'referredBy', message: REFERRER_MESSAGE }] },
    });
  });

  it('refuses a referral without a referrer, and accepts an HR-sourced candidate without one', async () => {
    const none = await gql(stack, ADD, { i: newCandidate({ referredByResId: null }) }, t.hr);
    expect(none.errors?.[0].message).toBe(REFERRER_MESSAGE);
    const sourced = await addOk({ referredByResId: null, sourcedByResId: hrStaff.RES_ID });
    expect(sourced).toMatchObject({ source: 'hr_department', referrer: null, sourcer: { resId: hrStaff.RES_ID } });
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
    const FOUND = graphql(`
      query RecruitmentSearch($search: String) {
        candidates(search: $search, limit: -1) {
          items {
            fullName
          }
        }
      }
    `);
    const csv =
      'full_name,national_id,contact_number,referred_by_res_id,source\n' +
      `Imported One,29902020000001,+20 16 1111 0001,${referrer.RES_ID},referral\n` +
      `Imported Two,29902020000002,+20 16 1111 0002,${hrStaff.RES_ID},referral\n` +
      `,29902020000003,+20 16 1111 0003,${referrer.RES_ID},referral\n`;
    const res = await gqlUpload(stack, IMPORT, {}, { file: { name: 'candidates.csv', type: 'text/csv', content: csv } }, t.hr);
    expect(res.errors).toBeUndefined();
    expect(dataOf(res).importCandidates).toEqual({
      message: 'Processed 3 records, successfully created 1 candidates, 2 failed',
      processed: 3,
      created: 1,
      failed: [
        { row: 3, message: REFERRER_MESSAGE },
        { row: 4, message: 'Full name is required' },
      ],
    });
    const found = await gql(stack, FOUND, { search: '2990202000000' }, t.hr);
    expect(dataOf(found).candidates.items).toEqual([{ fullName: 'Imported One' }]);
  });
});

describe('interviews and onboarding', () => {
  const INTERVIEW_TRACKED = graphql(`
    query RecruitmentInterviewTracked($c: ID!, $id: ID!) {
      interview(candidateId: $c, id: $id) {
        trackedForOnboarding
      }
    }
  `);
  const MISSING = graphql(`
    query RecruitmentMissing($id: ID!) {
      candidateMissingData(id: $id) {
        complete
        missing {
          field
          label
        }
      }
    }
  `);
  const ONBOARDING = graphql(`
    query RecruitmentOnboarding($type: String!, $ticket: String) {
      onboardingCandidates(type: $type, ticketNumber: $ticket, limit: -1) {
        items {
          id
          ticketNumber
          onboarded
          candidate {
            fullName
          }
        }
      }
    }
  `);

  it('records interviews with scores, checks ranges, lists and updates them', async () => {
    const c = await built();
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
    const pending = dataOf(await gql(stack, ADD_INTERVIEW, { c: c.id, i: { interviewDate: today } }, t.hr)).addInterview;
    expect(pending).toMatchObject({
      hiringDecision: 0,
      hiringDecisionTitle: 'Pending',
      englishAverage: null,
      candidate: { id: c.id, fullName: c.fullName },
    });
    const iid = pending.id;
    const UPDATE = graphql(`
      mutation RecruitmentUpdateInterview($c: ID!, $id: ID!, $i: InterviewInput!) {
        updateInterview(candidateId: $c, id: $id, input: $i) {
          hiringDecisionTitle
          englishAverage
          notes
        }
      }
    `);
    const upd = await gql(
      stack,
      UPDATE,
      { c: c.id, id: iid, i: { hiringDecision: 2, notes: 'Weak grammar', interviewTypeSpecific: { englishFluency: 4, englishGrammar: 3 } } },
      t.ceo,
    );
    expect(dataOf(upd).updateInterview).toEqual({ hiringDecisionTitle: 'Rejected', englishAverage: 3.5, notes: 'Weak grammar' });
    const ONE = graphql(`
      query RecruitmentInterview($c: ID!, $id: ID!) {
        interview(candidateId: $c, id: $id) {
          id
          interviewDate
        }
        candidateInterviews(candidateId: $c) {
          count
        }
      }
    `);
    const one = await gql(stack, ONE, { c: c.id, id: iid }, t.hr);
    expect(dataOf(one)).toEqual({ interview: { id: iid, interviewDate: today }, candidateInterviews: { count: 1 } });
    const INTERVIEWABLE = graphql(`
      query RecruitmentInterviewable($search: String) {
        interviewableCandidates(search: $search) {
          items {
            id
            latestInterview {
              hiringDecision
            }
          }
        }
      }
    `);
    const interviewable = await gql(stack, INTERVIEWABLE, { search: present(c.nationalId, 'the national ID') }, t.hr);
    expect(dataOf(interviewable).interviewableCandidates.items).toEqual([{ id: c.id, latestInterview: { hiringDecision: 2 } }]);
  });

  it('HR adds, accepts, tracks and onboards a candidate, who becomes an employee; a second onboarding is a 409', async () => {
    const c = await addOk();
    const missingBefore = await gql(stack, MISSING, { id: c.id }, t.hr);
    expect(dataOf(missingBefore).candidateMissingData).toEqual({
      complete: false,
      missing: [{ field: 'tracked_interview', label: 'Accepted interview tracked for onboarding' }],
    });
    const interview = await acceptedInterview(c.id);
    expect(interview.englishAverage).toBe(7.8);
    const notTracked = await gql(stack, ONBOARD, { id: c.id, input: { resId: 'RES-7001', hourlyOrMonthly: 'hourly', hourlyRate: 60 } }, t.hr);
    expect(notTracked.errors?.[0]).toMatchObject({ message: 'Candidate has no accepted interview tracked for onboarding', extensions: { code: 'CONFLICT' } });

    const LATEST = graphql(`
      query RecruitmentLatestAccepted($search: String) {
        latestAcceptedInterviews(search: $search, tracked: false) {
          items {
            id
            candidate {
              fullName
            }
          }
        }
      }
    `);
    const latest = await gql(stack, LATEST, { search: c.fullName }, t.hr);
    expect(dataOf(latest).latestAcceptedInterviews.items).toEqual([{ id: interview.id, candidate: { fullName: c.fullName } }]);
    const tracked = await gql(stack, TRACK, { ids: [interview.id] }, t.hr);
    expect(dataOf(tracked).trackForOnboarding).toEqual({
      message: 'Tracked 1 interview for onboarding',
      count: 1,
      items: [{ id: interview.id, trackedForOnboarding: true }],
    });
    const pending = await gql(stack, ONBOARDING, { type: 'pending', ticket: `TK-${c.id}` }, t.hr);
    expect(dataOf(pending).onboardingCandidates.items.map(({ id, ticketNumber, candidate }) => ({ id, ticketNumber, candidate }))).toEqual([
      { id: interview.id, ticketNumber: `TK-${c.id}`, candidate: { fullName: c.fullName } },
    ]);
    const missing = await gql(stack, MISSING, { id: c.id }, t.hr);
    expect(dataOf(missing).candidateMissingData).toEqual({ complete: true, missing: [] });

    const done = await gql(stack, ONBOARD, { id: c.id, input: { resId: 'RES-7001', hourlyOrMonthly: 'hourly', hourlyRate: 60 } }, t.hr);
    expect(done.errors).toBeUndefined();
    const onboarded = dataOf(done).onboardCandidate;
    expect(onboarded).toMatchObject({ id: c.id, stage: 'onboarded', employee: { resId: 'RES-7001', name: c.fullName } });
    const EMPLOYEES = graphql(`
      query RecruitmentEmployees($search: String) {
        employees(search: $search) {
          items {
            resId
            name
            nationalId
            departmentId
          }
        }
      }
    `);
    const employees = await gql(stack, EMPLOYEES, { search: 'RES-7001' }, t.hr);
    expect(dataOf(employees).employees.items).toEqual([{ resId: 'RES-7001', name: c.fullName, nationalId: c.nationalId, departmentId: '5' }]);
    // The headcount record starts with the onboarding, linked back to the candidate.
    const RECORD = graphql(`
      query RecruitmentHeadcountRecord($id: ID!) {
        headcountEmployee(id: $id) {
          resId
          candidateId
          candidate {
            id
            fullName
          }
        }
      }
    `);
    const record = await gql(stack, RECORD, { id: present(onboarded.employee, 'the new employee').id }, t.hr);
    expect(dataOf(record).headcountEmployee).toEqual({ resId: 'RES-7001', candidateId: c.id, candidate: { id: c.id, fullName: c.fullName } });
    const list = await gql(stack, ONBOARDING, { type: 'onboarded' }, t.ceo);
    expect(dataOf(list).onboardingCandidates.items.map(({ id, onboarded }) => ({ id, onboarded }))).toContainEqual({ id: interview.id, onboarded: 'yes' });

    const again = await gql(stack, ONBOARD, { id: c.id, input: { resId: 'RES-7002', hourlyOrMonthly: 'hourly', hourlyRate: 60 } }, t.hr);
    expect(again.errors?.[0]).toMatchObject({ message: 'Candidate is already onboarded as RES-7001', extensions: { code: 'CONFLICT' } });
    const remove = await gql(stack, REMOVE, { type: 'onboarded', id: interview.id }, t.hr);
    expect(remove.errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('answers bad onboarding data with every field message at once, in form order (defaults fill only what was not sent wrong)', async () => {
    const c = await built();
    const interview = await acceptedInterview(c.id);
    await gql(stack, TRACK, { ids: [interview.id] }, t.hr);
    const res = await gql(stack, ONBOARD, { id: c.id, input: { resId: ' ', email: 'not-an-email', hourlyOrMonthly: 'hourly', targetHoursPerDay: 30 } }, t.hr);
    expect(res.errors?.[0].extensions?.fieldErrors).toEqual([
      { field: 'resId', message: 'RES ID is required' },
      { field: 'email', message: 'Invalid e-mail format' },
      { field: 'targetHoursPerDay', message: 'Target hours per day must be at most 24' },
      { field: 'hourlyRate', message: 'Hourly rate is required' },
    ]);
    const still = await gql(stack, CANDIDATE, { id: c.id }, t.hr);
    expect(dataOf(still).candidate).toEqual({ stage: 'tracked', employee: null });
  });

  it('refuses onboarding a national ID that already belongs to an employee (409 with the RES_ID)', async () => {
    const nationalId = present(holder.national_ID, "the built employee's national ID");
    const c = await seed.candidate({ referrer, fields: { national_id: nationalId } });
    const id = String(c.id);
    const interview = await acceptedInterview(id);
    await gql(stack, TRACK, { ids: [interview.id] }, t.hr);
    const res = await gql(stack, ONBOARD, { id, input: { resId: 'RES-7100', hourlyOrMonthly: 'hourly', hourlyRate: 60 } }, t.hr);
    expect(res.errors?.[0]).toMatchObject({
      message: `An employee with national ID ${nationalId} already exists (${holder.RES_ID})`,
      extensions: { code: 'CONFLICT' },
    });
    const still = await gql(stack, CANDIDATE, { id }, t.hr);
    expect(dataOf(still).candidate).toEqual({ stage: 'tracked', employee: null });
  });

  it('removes a tracked candidate from onboarding and puts them back; tracking refuses non-accepted interviews', async () => {
    const c = await built();
    const interview = await acceptedInterview(c.id);
    await gql(stack, TRACK, { ids: [interview.id] }, t.hr);
    const removed = await gql(stack, REMOVE, { type: 'pending', id: interview.id }, t.hr);
    expect(dataOf(removed).removeOnboardingCandidate).toEqual({ id: interview.id, onboarded: 'no', trackedForOnboarding: true });
    const list = await gql(stack, ONBOARDING, { type: 'removed' }, t.hr);
    expect(dataOf(list).onboardingCandidates.items.map(({ id }) => ({ id }))).toContainEqual({ id: interview.id });
    const back = await gql(stack, REMOVE, { type: 'removed', id: interview.id }, t.hr);
    expect(dataOf(back).removeOnboardingCandidate).toEqual({ id: interview.id, onboarded: 'pending', trackedForOnboarding: false });
    const unknown = await gql(stack, ONBOARDING, { type: 'later' }, t.hr);
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Unknown onboarding type: later (pending, onboarded, removed)', extensions: { code: 'NOT_FOUND' } });

    const other = await built();
    const pending = dataOf(await gql(stack, ADD_INTERVIEW, { c: other.id, i: { interviewDate: today } }, t.hr)).addInterview;
    const refused = await gql(stack, TRACK, { ids: [pending.id, interview.id] }, t.hr);
    expect(refused.errors?.[0]).toMatchObject({ message: `Interview ${pending.id} is not accepted`, extensions: { code: 'BAD_USER_INPUT' } });
    const untouched = await gql(stack, INTERVIEW_TRACKED, { c: c.id, id: interview.id }, t.hr);
    expect(dataOf(untouched).interview.trackedForOnboarding).toBe(false);
  });

  itFull('resolves interview candidates in one batched call', async () => {
    const BATCHED = graphql(`
      query RecruitmentPendingCandidates {
        onboardingCandidates(type: "pending", limit: -1) {
          items {
            id
            candidate {
              id
              fullName
              nationality
            }
          }
        }
      }
    `);
    await upstreamStats(stack, true);
    const res = await gql(stack, BATCHED, {}, t.hr);
    expect(res.errors).toBeUndefined();
    expect(dataOf(res).onboardingCandidates.items.length).toBeGreaterThan(1);
    expect((await upstreamStats(stack)).requests).toBe(2);
  });
});

describe('roles', () => {
  // Every kind of recruitment call, each with what it needs and nothing more: only the refusal is read.
  const CALLS: DocumentNode[] = [
    graphql(`
      query RecruitmentRoleCandidates {
        candidates {
          count
        }
      }
    `),
    graphql(`
      query RecruitmentRoleInterviewable {
        interviewableCandidates {
          count
        }
      }
    `),
    graphql(`
      query RecruitmentRoleLatestAccepted {
        latestAcceptedInterviews {
          count
        }
      }
    `),
    graphql(`
      query RecruitmentRoleOnboarding {
        onboardingCandidates(type: "pending") {
          count
        }
      }
    `),
    graphql(`
      mutation RecruitmentRoleAdd {
        addCandidate(input: { fullName: "X" }) {
          id
        }
      }
    `),
    graphql(`
      mutation RecruitmentRoleTrack {
        trackForOnboarding(interviewIds: ["1"]) {
          count
        }
      }
    `),
    graphql(`
      query RecruitmentRoleSettings {
        recruitmentSettings {
          passMark
        }
      }
    `),
    graphql(`
      mutation RecruitmentRoleUpdateSettings {
        updateRecruitmentSettings(passMark: 5) {
          passMark
        }
      }
    `),
  ];
  it.each(['head', 'teamleader', 'auditor', 'agent'])('refuses %s every recruitment call at the gateway, without calling the upstream', async (who) => {
    await upstreamStats(stack, true);
    for (const query of CALLS) {
      const res = await gql(stack, query, {}, t[who]);
      expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const stats = await upstreamStats(stack);
    expect(Object.keys(stats.by_path).filter((p) => /candidates|interviews|recruitment/.test(p))).toEqual([]);
  });

  it.each(['ceo', 'hr', 'headofhr'])('lets %s read candidates', async (who) => {
    const ONE = graphql(`
      query RecruitmentRoleRead {
        candidates(limit: 1) {
          count
        }
      }
    `);
    const res = await gql(stack, ONE, {}, t[who]);
    expect(res.errors).toBeUndefined();
  });

  it('refuses the same calls at the upstream (403)', async () => {
    // The gateway's token is the upstream's (it forwards it as is).
    for (const path of ['/candidates', '/candidates/interviewable', '/interviews/latest_accepted_interviews', '/onboarding_candidates/pending']) {
      const res = await fetch(`${stack.upstream.url}${path}`, { headers: { authorization: `Bearer ${t.teamleader}` } });
      expect(res.status).toBe(403);
    }
  });
});

describe('pass mark (beyond the spec)', () => {
  const INTERVIEW = graphql(`
    query RecruitmentPassMark($c: ID!, $id: ID!) {
      interview(candidateId: $c, id: $id) {
        englishAverage
        passMark
        meetsPassMark
      }
    }
  `);
  const passMark = async (token: string) => dataOf(await gql(stack, SETTINGS, {}, token)).recruitmentSettings.passMark;

  itFull('reads the stored pass mark (default 7), changes it and judges interviews by it, before and after', async () => {
    const read = await gql(stack, SETTINGS, {}, t.ceo);
    expect(read.data).toEqual({ recruitmentSettings: { passMark: 7, configurable: true } });
    const c = await built();
    const interview = await acceptedInterview(c.id); // English average 7.8
    const noScores = await gql(stack, ADD_INTERVIEW, { c: c.id, i: { interviewDate: today, hiringDecision: 0 } }, t.hr);
    expect(noScores.errors).toBeUndefined();
    const blankId = dataOf(noScores).addInterview.id;
    const before = await gql(stack, INTERVIEW, { c: c.id, id: interview.id }, t.hr);
    expect(dataOf(before).interview).toEqual({ englishAverage: 7.8, passMark: 7, meetsPassMark: true });
    const blank = await gql(stack, INTERVIEW, { c: c.id, id: blankId }, t.hr);
    expect(dataOf(blank).interview).toEqual({ englishAverage: null, passMark: 7, meetsPassMark: null });

    const changed = await gql(stack, UPDATE_SETTINGS, { passMark: 8.5 }, t.hr);
    expect(changed.errors).toBeUndefined();
    expect(dataOf(changed).updateRecruitmentSettings).toEqual({ passMark: 8.5, configurable: true });
    try {
      expect(await passMark(t.hr)).toBe(8.5);
      const after = await gql(stack, INTERVIEW, { c: c.id, id: interview.id }, t.hr);
      expect(dataOf(after).interview).toEqual({ englishAverage: 7.8, passMark: 8.5, meetsPassMark: false });
      const LIST = graphql(`
        query RecruitmentInterviewsPassMark($c: ID!) {
          candidateInterviews(candidateId: $c) {
            items {
              id
              meetsPassMark
            }
          }
        }
      `);
      const list = await gql(stack, LIST, { c: c.id }, t.hr);
      expect(dataOf(list).candidateInterviews.items).toEqual(
        expect.arrayContaining([
          { id: interview.id, meetsPassMark: false },
          { id: blankId, meetsPassMark: null },
        ]),
      );
    } finally {
      expect((await gql(stack, UPDATE_SETTINGS, { passMark: 7 }, t.hr)).errors).toBeUndefined();
    }
  });

  itFull.each([
    [10.5, 'Pass mark must be at most 10'],
    [-1, 'Pass mark must be a positive number.'],
  ])('refuses a pass mark of %s with the SPEC §5-style message (422) and keeps the stored one', async (mark, message) => {
    const res = await gql(stack, UPDATE_SETTINGS, { passMark: mark }, t.hr);
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'passMark', message }] } });
    expect(await passMark(t.hr)).toBe(7);
  });

  itFull('refuses an agent and a team leader the settings at the upstream too (403)', async () => {
    // The gateway's token is the upstream's (it forwards it as is).
    for (const token of [t.agent, t.teamleader]) {
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      expect((await fetch(`${stack.upstream.url}/recruitment/settings`, { headers })).status).toBe(403);
      const put = await fetch(`${stack.upstream.url}/recruitment/settings`, { method: 'PUT', headers, body: JSON.stringify({ pass_mark: 1 }) });
      expect(put.status).toBe(403);
    }
    expect(await passMark(t.hr)).toBe(7);
  });

  itSpec('falls back to the default pass mark on a SPEC-only backend, judged by the gateway', async () => {
    expect((await gql(stack, SETTINGS, {}, t.hr)).data).toEqual({ recruitmentSettings: { passMark: 7, configurable: false } });
    const refused = await gql(stack, UPDATE_SETTINGS, { passMark: 8 }, t.hr);
    expect(refused.errors?.[0]).toMatchObject({ message: 'This backend has no recruitment settings: the pass mark cannot be changed' });
    const c = await built();
    const interview = await acceptedInterview(c.id);
    const res = await gql(stack, INTERVIEW, { c: c.id, id: interview.id }, t.hr);
    expect(dataOf(res).interview).toEqual({ englishAverage: 7.8, passMark: 7, meetsPassMark: true });
  });
});
