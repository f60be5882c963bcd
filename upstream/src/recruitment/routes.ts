/**
 * Recruitment (SPEC §2, §3, §4, §7 "Candidates"): candidates, interviews with test scores, the trackers,
 * onboarding and the missing-data review. Every call is CEO and HR only (SPEC §6 "candidates"), else 403.
 *
 *   GET   /candidates                        paged; search (name, national ID, contact), type, source, is_contacted,
 *                                            vn_evaluation_feedback, created_start, created_end (YYYY-MM-DD, creation day),
 *                                            stage; sort_by full_name|created_at|city_of_residence|nationality|
 *                                            latest_interview_date|stage|source|id (default created_at desc); ids=1,2 (extension)
 *   GET   /candidates/pipeline               (extension) the list's filters + stage, per_stage (1-100, default 20), page:
 *                                            { columns: [{ stage, count, items }] } every stage in order, newest first
 *   POST  /candidates                        candidate{...} -> 201
 *   GET   /candidates/interviewable          candidates to interview: not onboarded, latest interview not Accepted (or none)
 *   GET   /candidates/{id}                   one candidate
 *   PATCH /candidates/{id}                   candidate{...}: unsent fields keep their value
 *   GET   /candidates/{id}/missing_data      { candidate_id, full_name, complete, missing: [{ field, label }] }
 *   POST  /candidates/import                 multipart `file`; CSV columns = the body fields (+ referred_by_res_id, sourced_by_res_id)
 *   POST  /candidates/{id}/onboard           candidateData{ RES_ID, email?, department_id?, role_title?, role?, team_ID?,
 *                                            manager_id?, date_joined?, hourly_or_monthly, hourly_rate|monthly_rate, ... } -> 201 candidate
 *   GET   /candidates/{id}/interviews        paged, newest first
 *   POST  /candidates/{id}/interviews        interview{ interview_date, hiring_decision, employment_type, experience_level,
 *                                            ticket_number, notes, interview_type_specific{english_fluency, ...} } -> 201
 *   GET|PATCH /candidates/{id}/interviews/{interview_id}
 *   GET   /interviews/latest_accepted_interviews   each candidate's latest interview when it is Accepted, not onboarded and not
 *                                            removed; filters search, tracked (true|false)
 *   PATCH /interviews/track_for_onboarding   { interview_ids: [..] } (flat or in `interview`) -> { message, items, count }
 *   GET   /onboarding_candidates/{type}      tracked interviews by stage; ticket_number (contains), search
 *   DELETE /onboarding_candidates/{type}/{id}  id = the interview's id
 *   GET   /recruitment/settings              { pass_mark } (extension, beyond the spec)
 *   PUT   /recruitment/settings              { pass_mark } (or in `settings`) -> { pass_mark } (extension; CEO, HR)
 *
 * Decisions:
 * - Bodies: the candidate (create, partial update, CSV rows) is declared with the kit's `Field`s (schemas.ts; one 422
 *   with SPEC §5 messages, the referrer rule and national ID shape added to it); the interview (nested test scores),
 *   onboarding data (POST /employees' own EmployeeInput after merging the candidate's data) and tracking bodies are
 *   read here. Referrer and sourcer are sent as `referred_by_res_id` / `sourced_by_res_id` (also the CSV columns).
 * - Onboarding `{type}` values are the onboarding stages: `pending` (tracked, waiting to be onboarded), `onboarded`
 *   (employee created; interview onboarded = yes) and `removed` (taken off the tracker; onboarded = no). DELETE moves
 *   pending -> removed, and removed -> back to the passed-interviews tracker (untracked, onboarded = pending); an
 *   onboarded candidate cannot be removed (409). Any other type answers 404 naming the three.
 * - Referrer rule (SPEC §5/§8): a `referral` candidate (the default source; SPEC: absent sourced_by means Referral) needs
 *   `referred_by` (a RES_ID) naming an active employee outside HR, else 422 `must reference an employee with a department
 *   other than HR and an active status` on field referred_by. Other sources may name a referrer, checked the same way.
 *   An update re-checks the referrer only when it is sent. `sourced_by` names an active employee (the recruiter); when
 *   sent without a source, the source is hr_department.
 * - Duplicates: a national ID, contact number or contact email already on another candidate is a 409 naming it
 *   ("A candidate with this national ID already exists: Full Name (#12)"). external_source is required for source
 *   external_source and dropped for hr_department/referral. Enumerations (SPEC §9) are matched ignoring case.
 * - Interview scores (cold calling specialist): whole numbers, English fluency, pronunciation, comprehension, vocabulary
 *   and grammar 0–10, typing speed 0–200 (words a minute), typing accuracy 0–100 (%); all seven are required to accept.
 *   A decision other than Pending needs an interview date not in the future. employment_type: full_time | part_time;
 *   experience_level: fresh | junior | experienced | senior. Moving a decision away from Accepted takes the interview off
 *   the onboarding tracker. An onboarded interview, or any interview of an onboarded candidate, cannot be added/changed (409).
 * - Tracking: only a candidate's latest interview, Accepted, of a candidate not onboarded (else 422 naming the interview);
 *   already tracked ones are left as they are. All ids are checked before any is tracked (one transaction).
 * - Pass mark (recruitment/settings.ts): the scorecard's English average (of the English scores given, rounded to one
 *   decimal as shown) passes when it is at least the pass mark, a number 0–10 (one decimal allowed, e.g. 6.5), default 7,
 *   stored in app_settings (`recruitment_pass_mark`). Every interview answer carries `pass_mark` and `meets_pass_mark`
 *   (true/false; null without English scores), from the mark stored when it is read: changing the mark re-judges every
 *   interview, past ones included (nothing is stored per interview). Messages: "Pass mark is required", "Pass mark must
 *   be at most 10", "Pass mark must be a positive number.". Reading and changing it are CEO and HR only, as the rest.
 * - Missing data for onboarding: national ID, contact number and email, nationality, city, military, educational and
 *   marital status, plus an accepted interview tracked for onboarding with its employment type and ticket number.
 * - Onboarding creates the employee with POST /employees' checks and store (people/employeeRoutes employeeInputOf over people/schemas EmployeeInput,
 *   people/store insertEmployee) in one transaction with the candidate's link: name = full_name, national_ID,
 *   phone = contact_number, email = candidateData.email or contact_email, employee_type = the interview's employment
 *   type; defaults role 0, role title 'Cold Calling Agent', the Cold Calling department, today as date joined, 8 target hours.
 *   The same transaction starts the person's headcount record (headcount_details) with candidate_id and the candidate's
 *   nationality, city, military and marital status, so the headcount tracker links back to the candidate.
 *   409: already onboarded, no tracked interview, national ID already on an employee ("... (RES-0012)"), RES ID or
 *   email taken; 422: missing data (listed) or bad employee fields.
 */
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireRoles } from '../auth/hook';
import { HttpError, validationError } from '../http/errors';
import { parseCsv } from '../http/csv';
import { importRows } from '../http/imports';
import { readMultipart } from '../http/multipart';
import { Filters } from '../http/paging';
import { isIsoDate, likePattern, routeId, todayIso, type Body } from '../http/values';
import { employeeInputOf } from '../people/employeeRoutes';
import { EmployeeInput } from '../people/schemas';
import { checkBody, checkFields, sortByField } from '../http/schema';
import {
  CandidateInput,
  CandidateUpdate,
  InterviewChanges,
  InterviewInput,
  OnboardInput,
  RecruitmentSettingsInput,
  STAGES,
  TrackInput,
  type CandidateListQuery,
  type CandidatePipelineQuery,
  type InterviewListQuery,
} from './schemas';
import { marked, markedList, markedPage, readPassMark, savePassMark } from './settings';
import { bodyOf } from '../http/schema';
import { insertEmployee } from '../people/store';
import { saveDetails as saveHeadcountDetails } from '../headcount/store';
import { missingData, readCandidate, readInterview, CANDIDATE_TYPES, FEEDBACK, SOURCES, YES_NO } from './input';
import * as store from './store';

export const ONBOARDING_TYPES = ['pending', 'onboarded', 'removed'] as const;
type OnboardingType = (typeof ONBOARDING_TYPES)[number];
type CandidateQuery = Static<typeof CandidateListQuery>;
type InterviewQuery = Static<typeof InterviewListQuery>;
type PipelineQuery = Static<typeof CandidatePipelineQuery>;
/** Cards per pipeline column when the caller names no `per_stage`. */
const PIPELINE_PAGE = 20;

const guard = (request: FastifyRequest) => requireRoles(request, 'ceo', 'hr');
const candidateId = (raw: string) => routeId(raw, 'Candidate not found');

async function requireCandidate(request: FastifyRequest, raw: string): Promise<store.CandidateRow> {
  const row = await store.findCandidate(request.server.db, candidateId(raw));
  if (!row) throw new HttpError(404, 'Candidate not found');
  return row;
}

function badQuery(field: string, message: string): never {
  throw new HttpError(400, message, [{ field, message }]);
}

function oneOfQuery(value: string | undefined, field: string, values: readonly string[]): string | null {
  const v = value?.trim();
  if (!v) return null;
  const found = values.find((x) => x.toLowerCase() === v.toLowerCase());
  if (!found) badQuery(field, `${field} must be one of: ${values.join(', ')}`);
  return found;
}

function candidateFilters(q: CandidateQuery): Filters {
  const f = new Filters();
  const search = likePattern(q.search);
  if (search) {
    const s = f.param(search);
    f.add(['c.full_name', 'c.national_id', 'c.contact_number', 'c.contact_email', 'c.city_of_residence'].map((c) => `${c} ILIKE ${s}`).join(' OR '));
  }
  for (const [field, values] of [
    ['type', CANDIDATE_TYPES],
    ['source', SOURCES],
    ['is_contacted', YES_NO],
    ['vn_evaluation_feedback', FEEDBACK],
  ] as const) {
    const v = oneOfQuery(q[field], field, values);
    if (v) f.add(`c.${field} = ${f.param(v)}`);
  }
  const stage = oneOfQuery(q.stage, 'stage', STAGES);
  if (stage) f.add(`(${store.STAGE_SQL}) = ${f.param(stage)}`);
  for (const [key, op] of [
    ['created_start', '>='],
    ['created_end', '<='],
  ] as const) {
    const v = q[key]?.trim();
    if (!v) continue;
    if (!isIsoDate(v)) badQuery(key, `${key} must be a date (YYYY-MM-DD)`);
    f.add(`(c.created_at AT TIME ZONE 'UTC')::date ${op} ${f.param(v)}::date`);
  }
  if (q.ids?.trim()) f.add(`c.id = ANY(${f.param(q.ids.split(',').map(Number).filter(Number.isInteger))}::int[])`);
  return f;
}

function interviewFilters(q: InterviewQuery, f = new Filters()): Filters {
  const search = likePattern(q.search);
  if (search) {
    const s = f.param(search);
    f.add(['c.full_name', 'i.ticket_number', 'c.national_id', 'c.contact_number'].map((c) => `${c} ILIKE ${s}`).join(' OR '));
  }
  return f;
}

function onboardingType(raw: string): OnboardingType {
  const t = ONBOARDING_TYPES.find((x) => x === raw);
  if (!t) throw new HttpError(404, `Unknown onboarding type: ${raw} (${ONBOARDING_TYPES.join(', ')})`);
  return t;
}

const ONBOARDING_CONDITION: Record<OnboardingType, string> = {
  pending: `i.hiring_decision = 1 AND i.tracked_for_onboarding_at IS NOT NULL AND i.onboarded = 'pending' AND c.employee_id IS NULL`,
  onboarded: `i.onboarded = 'yes'`,
  removed: `i.hiring_decision = 1 AND i.onboarded = 'no'`,
};

export const recruitmentRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url ?? '';
    if (/^\/(candidates|interviews|onboarding_candidates|recruitment)(\/|$)/.test(url)) guard(request);
  });

  app.get<{ Querystring: CandidateQuery }>('/candidates', async (request) => {
    return store.listCandidates(app.db, candidateFilters(request.query), request.query);
  });

  // Extension (decision 0211): the pipeline board's columns, each its count and one page of cards, in one call.
  app.get<{ Querystring: PipelineQuery }>('/candidates/pipeline', async (request) => {
    const q = request.query;
    const f = candidateFilters({ ...q, ids: undefined });
    const found = new Map((await store.pipelineColumns(app.db, f, q.per_stage ?? PIPELINE_PAGE, q.page ?? 1)).map((c) => [c.stage, c]));
    const only = oneOfQuery(q.stage, 'stage', STAGES);
    const stages = only ? [only] : STAGES;
    return { columns: stages.map((stage) => found.get(stage) ?? { stage, count: 0, items: [] }) };
  });

  app.post('/candidates', async (request, reply) => {
    const input = await readCandidate(app.db, checkBody(request, CandidateInput));
    const id = await store.insertCandidate(app.db, input, request.user.id);
    return reply.code(201).send(await store.findCandidate(app.db, id));
  });

  app.get<{ Querystring: CandidateQuery }>('/candidates/interviewable', async (request) => {
    const f = candidateFilters(request.query);
    f.add('c.employee_id IS NULL').add('(li.id IS NULL OR li.hiring_decision <> 1)');
    return store.listCandidates(app.db, f, request.query);
  });

  app.post('/candidates/import', async (request) => {
    const form = await readMultipart(request);
    const file = form.files.file;
    if (!file) throw validationError([{ field: 'file', message: 'File is required' }]);
    return importRows(
      app.db,
      parseCsv(file.data),
      'candidates',
      async (record, tx) => {
        const input = await readCandidate(tx, checkFields(CandidateInput, record));
        await store.insertCandidate(tx, input, request.user.id);
      },
      (record) => ({ full_name: record.full_name ?? null }),
    );
  });

  app.get<{ Params: { id: string } }>('/candidates/:id', async (request) => requireCandidate(request, request.params.id));

  app.patch<{ Params: { id: string } }>('/candidates/:id', async (request) => {
    const current = await requireCandidate(request, request.params.id);
    const input = await readCandidate(app.db, checkBody(request, CandidateUpdate), current);
    await store.updateCandidate(app.db, current.id, input);
    return store.findCandidate(app.db, current.id);
  });

  app.get<{ Params: { id: string } }>('/candidates/:id/missing_data', async (request) => {
    const candidate = await requireCandidate(request, request.params.id);
    const missing = missingData(candidate, await store.trackedInterviewOf(app.db, candidate.id));
    return { candidate_id: candidate.id, full_name: candidate.full_name, complete: missing.length === 0, missing };
  });

  app.post<{ Params: { id: string } }>('/candidates/:id/onboard', async (request, reply) => {
    const candidate = await requireCandidate(request, request.params.id);
    if (candidate.employee_id) {
      throw new HttpError(409, `Candidate is already onboarded${candidate.employee ? ` as ${candidate.employee.res_id}` : ''}`);
    }
    const tracked = await store.trackedInterviewOf(app.db, candidate.id);
    if (!tracked) throw new HttpError(409, 'Candidate has no accepted interview tracked for onboarding');
    const missing = missingData(candidate, tracked);
    if (missing.length) {
      throw new HttpError(
        422,
        `Candidate is missing data for onboarding: ${missing.map((m) => m.label).join(', ')}`,
        missing.map((m) => ({ field: m.field, message: `${m.label} is required` })),
      );
    }
    const clash = await store.employeesWithNationalId(app.db, candidate.national_id!);
    if (clash.length) throw new HttpError(409, `An employee with national ID ${candidate.national_id} already exists (${clash[0].RES_ID})`);
    const data = checkBody(request, OnboardInput);
    const given = Object.fromEntries(Object.entries(data.value).filter(([, v]) => v != null));
    const coldCalling = (await app.db.query<{ id: number }>(`SELECT id FROM departments WHERE department_name = 'Cold Calling'`)).rows[0]?.id;
    const employeeBody: Body = {
      role: 0,
      role_title: 'Cold Calling Agent',
      department_id: coldCalling,
      date_joined: todayIso(),
      target_hours_per_day: 8,
      employee_type: tracked.employment_type,
      ...given,
      name: candidate.full_name,
      national_ID: candidate.national_id,
      phone: candidate.contact_number,
      email: given.email ?? candidate.contact_email,
    };
    const merged = checkFields(EmployeeInput, employeeBody);
    // A field the caller sent wrong keeps its own message (the merge fell back to the default or the candidate's value).
    const errors = sortByField(EmployeeInput, [...data.errors, ...merged.errors.filter((e) => !data.errors.some((d) => d.field === e.field))]);
    const input = await employeeInputOf(app.db, { value: merged.value, errors });
    await app.db.transaction(async (tx) => {
      const locked = await store.lockCandidate(tx, candidate.id);
      if (!locked) throw new HttpError(404, 'Candidate not found');
      if (locked.employee_id) throw new HttpError(409, 'Candidate is already onboarded');
      const still = await store.trackedInterviewOf(tx, candidate.id);
      if (!still) throw new HttpError(409, 'Candidate has no accepted interview tracked for onboarding');
      const employee = await insertEmployee(tx, input);
      // The headcount record starts here, linked to the candidate, with what the candidate already told HR.
      await saveHeadcountDetails(tx, employee.id, {
        candidate_id: candidate.id,
        nationality: candidate.nationality,
        city_of_residence: candidate.city_of_residence,
        military_status: candidate.military_status,
        martial_status: candidate.marital_status,
      });
      await store.markOnboarded(tx, candidate.id, still.id, employee.id);
    });
    return reply.code(201).send(await store.findCandidate(app.db, candidate.id));
  });

  app.get<{ Params: { id: string }; Querystring: InterviewQuery }>('/candidates/:id/interviews', async (request) => {
    const candidate = await requireCandidate(request, request.params.id);
    const f = new Filters();
    f.add(`i.candidate_id = ${f.param(candidate.id)}`);
    return markedPage(app.db, await store.listInterviews(app.db, f, request.query));
  });

  app.post<{ Params: { id: string } }>('/candidates/:id/interviews', async (request, reply) => {
    const candidate = await requireCandidate(request, request.params.id);
    const input = readInterview(checkBody(request, InterviewInput));
    const id = await app.db.transaction(async (tx) => {
      const locked = await store.lockCandidate(tx, candidate.id);
      if (locked?.employee_id) throw new HttpError(409, 'Candidate is already onboarded');
      return store.insertInterview(tx, candidate.id, input, request.user.id);
    });
    return reply.code(201).send(await marked(app.db, await store.findInterviewById(app.db, id)));
  });

  const requireInterview = async (request: FastifyRequest<{ Params: { id: string; interview_id: string } }>) => {
    const candidate = await requireCandidate(request, request.params.id);
    const interview = await store.findInterview(app.db, candidate.id, routeId(request.params.interview_id, 'Interview not found'));
    if (!interview) throw new HttpError(404, 'Interview not found');
    return marked(app.db, interview);
  };

  app.get<{ Params: { id: string; interview_id: string } }>('/candidates/:id/interviews/:interview_id', requireInterview);

  app.patch<{ Params: { id: string; interview_id: string } }>('/candidates/:id/interviews/:interview_id', async (request) => {
    const current = await requireInterview(request);
    const input = readInterview(checkBody(request, InterviewChanges), current);
    await app.db.transaction(async (tx) => {
      const locked = await store.lockCandidate(tx, current.candidate_id);
      if (locked?.employee_id || current.onboarded === 'yes') throw new HttpError(409, "An onboarded candidate's interviews cannot be changed");
      await store.updateInterview(tx, current.id, input);
    });
    return marked(app.db, await store.findInterviewById(app.db, current.id));
  });

  app.get<{ Querystring: InterviewQuery }>('/interviews/latest_accepted_interviews', async (request) => {
    const q = request.query;
    const f = interviewFilters(q);
    f.add(store.LATEST_ACCEPTED_SQL).add('c.employee_id IS NULL').add(`i.onboarded = 'pending'`);
    const tracked = q.tracked?.trim();
    if (tracked === 'true') f.add('i.tracked_for_onboarding_at IS NOT NULL');
    else if (tracked === 'false') f.add('i.tracked_for_onboarding_at IS NULL');
    else if (tracked) badQuery('tracked', 'tracked must be true or false');
    return markedPage(app.db, await store.listInterviews(app.db, f, request.query));
  });

  app.patch('/interviews/track_for_onboarding', async (request) => {
    const ids = [...new Set(bodyOf(request, TrackInput).interview_ids)].sort((a, b) => a - b);
    const rows = await app.db.transaction(async (tx) => {
      const found = await store.lockInterviews(tx, ids);
      const errors = [];
      for (const id of ids) {
        const row = found.find((r) => r.id === id);
        const problem = !row
          ? 'not found'
          : row.hiring_decision !== 1
            ? 'is not accepted'
            : row.candidate_employee_id || row.onboarded === 'yes'
              ? 'belongs to an onboarded candidate'
              : !(await store.isLatestInterview(tx, row))
                ? "is not the candidate's latest interview"
                : null;
        if (problem) errors.push({ field: 'interview_ids', message: `Interview ${id} ${problem}` });
      }
      if (errors.length) throw validationError(errors);
      await store.trackInterviews(tx, ids);
      return store.lockInterviews(tx, ids);
    });
    return {
      message: `Tracked ${rows.length} interview${rows.length === 1 ? '' : 's'} for onboarding`,
      items: await markedList(app.db, rows),
      count: rows.length,
    };
  });

  app.get<{ Params: { type: string }; Querystring: InterviewQuery }>('/onboarding_candidates/:type', async (request) => {
    const type = onboardingType(request.params.type);
    const q = request.query;
    const f = interviewFilters(q);
    f.add(ONBOARDING_CONDITION[type]);
    const ticket = likePattern(q.ticket_number, 'ticket_number', 'Ticket number');
    if (ticket) f.add(`i.ticket_number ILIKE ${f.param(ticket)}`);
    return markedPage(app.db, await store.listInterviews(app.db, f, request.query, 'tracked_for_onboarding_at desc'));
  });

  app.delete<{ Params: { type: string; id: string } }>('/onboarding_candidates/:type/:id', async (request) => {
    const type = onboardingType(request.params.type);
    const id = routeId(request.params.id, 'Onboarding candidate not found');
    if (type === 'onboarded') throw new HttpError(409, 'An onboarded candidate cannot be removed from onboarding');
    await app.db.transaction(async (tx) => {
      const [row] = await store.lockInterviews(tx, [id]);
      if (!row || !(await store.interviewMatches(tx, id, ONBOARDING_CONDITION[type]))) {
        if (row?.onboarded === 'yes') throw new HttpError(409, 'An onboarded candidate cannot be removed from onboarding');
        throw new HttpError(404, 'Onboarding candidate not found');
      }
      if (type === 'pending') await store.setOnboarding(tx, id, 'no', true);
      else await store.setOnboarding(tx, id, 'pending', false);
    });
    return marked(app.db, await store.findInterviewById(app.db, id));
  });

  app.get('/recruitment/settings', async () => ({ pass_mark: await readPassMark(app.db) }));

  app.put('/recruitment/settings', async (request) => {
    const { pass_mark } = bodyOf(request, RecruitmentSettingsInput);
    await savePassMark(app.db, pass_mark);
    return { pass_mark: await readPassMark(app.db) };
  });
};
