/** Recruitment's rules over the field-checked bodies (candidate, interview with its test scores, onboarding data); one 422 names every bad field. */
import { conflictError, validationError, type FieldError } from '../http/errors';
import type { Static } from '@sinclair/typebox';
import { checkFields, sortByField, type Checked } from '../http/schema';
import { isBlank, todayIso } from '../http/values';
import { AcceptedScores, InterviewChanges, type CandidateInput } from './schemas';
import * as store from './store';
import { ONBOARDING_FIELDS } from '@hr/rules';

type Q = Parameters<typeof store.findCandidate>[0];

export const MILITARY_STATUSES = ['Exempted', 'Yet to be adhered to', 'Postponed', 'Not required', 'Completed'] as const;
export const EDUCATIONAL_STATUSES = ['Graduate', 'Drop out', 'Under-graduate', 'Gap year'] as const;
export const MARITAL_STATUSES = ['Single', 'Engaged', 'Married'] as const;
export const SOURCES = ['hr_department', 'referral', 'external_source', 'other'] as const;
export const CANDIDATE_TYPES = ['cold calling specialist'] as const;
export const YES_NO = ['yes', 'no'] as const;
export const FEEDBACK = ['pending', 'accepted', 'rejected'] as const;
export const EMPLOYMENT_TYPES = ['full_time', 'part_time'] as const;
export const EXPERIENCE_LEVELS = ['fresh', 'junior', 'experienced', 'senior'] as const;

/** SPEC §8: the referrer rule's message, exactly. */
export const REFERRER_MESSAGE = 'must reference an employee with a department other than HR and an active status';

type CandidateBody = Static<typeof CandidateInput>;

/**
 * A candidate create (or, with `current`, update: absent fields keep their value) from its field-checked body
 * (`checkBody(request, CandidateInput|CandidateUpdate)` or `checkFields(CandidateInput, csvRow)`), for `db` (an import
 * row's transaction, or the app's). Adds the database-backed checks to the same 422 (the referrer rule, the national
 * ID's shape, the sourcer), then 409 on a duplicate of another candidate.
 */
export async function readCandidate(db: Q, checked: Checked<CandidateBody>, current?: store.CandidateRow): Promise<store.CandidateInput> {
  const { value: b, errors } = checked;
  const fail = (field: string, message: string) => errors.push({ field, message });
  const pick = <K extends keyof CandidateBody & keyof store.CandidateInput>(key: K, fallback: store.CandidateInput[K]) =>
    (b[key] === undefined ? (current ? current[key] : fallback) : (b[key] ?? null)) as store.CandidateInput[K];
  const input: store.CandidateInput = {
    full_name: pick('full_name', '') ?? '',
    national_id: pick('national_id', null),
    contact_number: pick('contact_number', null),
    contact_email: pick('contact_email', null),
    nationality: pick('nationality', null),
    city_of_residence: pick('city_of_residence', null),
    military_status: pick('military_status', null),
    educational_status: pick('educational_status', null),
    marital_status: pick('marital_status', null),
    is_contacted: pick('is_contacted', 'no') ?? 'no',
    vn_evaluation_feedback: pick('vn_evaluation_feedback', 'pending') ?? 'pending',
    type: pick('type', CANDIDATE_TYPES[0]) ?? CANDIDATE_TYPES[0],
    source: 'referral',
    external_source: pick('external_source', null),
    sourced_by_id: current?.sourced_by_id ?? null,
    referred_by_id: current?.referred_by_id ?? null,
  };
  if (input.national_id && b.national_id !== undefined && !/^[A-Za-z0-9-]{5,30}$/.test(input.national_id)) {
    fail('national_id', 'National ID must be 5 to 30 letters or digits');
  }
  if (b.sourced_by_res_id !== undefined) {
    input.sourced_by_id = null;
    if (b.sourced_by_res_id) {
      const sourcer = await store.findEmployeeByResId(db, b.sourced_by_res_id);
      if (!sourcer || !sourcer.active) fail('sourced_by', 'Sourced by must be an active employee');
      else input.sourced_by_id = sourcer.id;
    }
  }
  // Source: as sent; else kept; else hr_department when a recruiter sourced them, referral otherwise (SPEC §3).
  input.source = b.source ?? current?.source ?? (input.sourced_by_id ? 'hr_department' : 'referral');
  if (input.source === 'external_source' && !input.external_source && !errors.some((e) => e.field === 'external_source')) {
    fail('external_source', 'External source is required');
  }
  if (input.source !== 'external_source' && input.source !== 'other') input.external_source = null;

  if (b.referred_by_res_id !== undefined) {
    input.referred_by_id = null;
    if (b.referred_by_res_id) {
      const referrer = await store.findEmployeeByResId(db, b.referred_by_res_id);
      if (!referrer || !referrer.active || referrer.department_name === 'HR') fail('referred_by', REFERRER_MESSAGE);
      else input.referred_by_id = referrer.id;
    }
  }
  // A referral needs its referencing employee (SPEC §5); other sources may name one (checked the same way).
  if (input.source === 'referral' && input.referred_by_id === null && !errors.some((e) => e.field === 'referred_by')) {
    fail('referred_by', REFERRER_MESSAGE);
  }
  if (errors.length) throw validationError(errors);

  const dup: FieldError[] = [];
  for (const other of await store.findCandidateClashes(db, input, current?.id ?? null)) {
    const who = `${other.full_name} (#${other.id})`;
    if (input.national_id && other.national_id?.toLowerCase() === input.national_id.toLowerCase()) {
      dup.push({ field: 'national_id', message: `A candidate with this national ID already exists: ${who}` });
    }
    if (input.contact_number && other.contact_number === input.contact_number) {
      dup.push({ field: 'contact_number', message: `A candidate with this contact number already exists: ${who}` });
    }
    if (input.contact_email && other.contact_email?.toLowerCase() === input.contact_email.toLowerCase()) {
      dup.push({ field: 'contact_email', message: `A candidate with this contact email already exists: ${who}` });
    }
  }
  if (dup.length) throw conflictError(dup);
  return input;
}

type InterviewBody = Static<typeof InterviewChanges>;

/**
 * An interview (or, with `current`, its change: absent fields keep their value) from its field-checked body
 * (`checkBody(request, InterviewInput|InterviewChanges)`). Adds the rules between fields to the same 422: a decision
 * only once the interview took place, all seven scores to accept.
 */
export function readInterview(checked: Checked<InterviewBody>, current?: store.InterviewRow, today = todayIso()): store.InterviewInput {
  const { value: b, errors } = checked;
  const pick = <K extends keyof InterviewBody & keyof store.InterviewInput>(key: K) =>
    b[key] === undefined ? (current ? current[key] : null) : (b[key] ?? null);
  const decision = pick('hiring_decision') ?? 0;
  const date = pick('interview_date');
  if (date && decision !== 0 && date > today && !errors.some((e) => e.field === 'hiring_decision')) {
    errors.push({ field: 'hiring_decision', message: 'A decision can only be recorded once the interview has taken place' });
  }
  const scores = (pick('interview_type_specific') ?? {}) as store.Scores;
  if (decision === 1) {
    for (const e of checkFields(AcceptedScores, scores).errors) {
      const field = `interview_type_specific.${e.field}`;
      if (!errors.some((x) => x.field === field)) errors.push({ field, message: e.message });
    }
  }
  if (errors.length) throw validationError(sortByField(InterviewChanges, errors));
  const given = Object.fromEntries(Object.entries(scores).filter(([, v]) => v !== null && v !== undefined)) as store.Scores;
  return {
    interview_date: date ?? '',
    hiring_decision: decision,
    employment_type: pick('employment_type'),
    experience_level: pick('experience_level'),
    ticket_number: pick('ticket_number'),
    notes: pick('notes'),
    interview_type_specific: Object.keys(given).length ? given : null,
  };
}

/** What the candidate still lacks for onboarding: candidate fields, then the tracked interview and its data. */
export function missingData(candidate: store.CandidateRow, tracked: store.InterviewRow | undefined): { field: string; label: string }[] {
  const missing: { field: string; label: string }[] = ONBOARDING_FIELDS.filter(([key]) => isBlank(candidate[key])).map(([field, label]) => ({ field, label }));
  if (!tracked) missing.push({ field: 'tracked_interview', label: 'Accepted interview tracked for onboarding' });
  else {
    if (!tracked.employment_type) missing.push({ field: 'employment_type', label: 'Employment type (interview)' });
    if (!tracked.ticket_number) missing.push({ field: 'ticket_number', label: 'Ticket number (interview)' });
  }
  return missing;
}
