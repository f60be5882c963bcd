/** Readers of the recruitment bodies (candidate, interview with its test scores, onboarding data); one 422 names every bad field. */
import { HttpError, validationError, type FieldError } from '../http/errors';
import { isBlank, Reader, todayIso, type Body } from '../http/values';
import * as store from './store';

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
const PHONE = /^\+?[0-9][0-9 ()-]{5,19}$/;

/** Cold-calling-specialist test scores: key, label, highest value (whole numbers from 0). */
export const SCORES = [
  ['english_fluency', 'English fluency', 10],
  ['english_pronunciation', 'Pronunciation', 10],
  ['english_comprehension', 'Comprehension', 10],
  ['english_vocab', 'Vocabulary', 10],
  ['english_grammar', 'Grammar', 10],
  ['typing_speed', 'Typing speed', 200],
  ['typing_accuracy', 'Typing accuracy', 100],
] as const;

/** Candidate fields onboarding needs (GET /candidates/{id}/missing_data). */
export const ONBOARDING_FIELDS: [keyof store.CandidateRow, string][] = [
  ['national_id', 'National ID'],
  ['contact_number', 'Contact number'],
  ['contact_email', 'Contact email'],
  ['nationality', 'Nationality'],
  ['city_of_residence', 'City of residence'],
  ['military_status', 'Military status'],
  ['educational_status', 'Educational status'],
  ['marital_status', 'Marital status'],
];

/** `referred_by: { res_id }` or `referred_by_res_id` (same for sourced_by); undefined when not sent. */
function resIdOf(body: Body, key: 'referred_by' | 'sourced_by'): string | null | undefined {
  const nested = body[key];
  if (nested && typeof nested === 'object' && 'res_id' in nested) {
    const v = (nested as Record<string, unknown>).res_id;
    return isBlank(v) ? null : String(v).trim();
  }
  const flat = body[`${key}_res_id`];
  if (flat === undefined) return nested === null ? null : undefined;
  return isBlank(flat) ? null : String(flat).trim();
}

/**
 * A candidate create (or, with `current`, update: unsent fields keep their value) for `db` (an import row's
 * transaction, or the app's). Throws 422 (fields, the referrer rule) or 409 (a duplicate of another candidate).
 */
export async function readCandidate(db: Q, body: Body, current?: store.CandidateRow): Promise<store.CandidateInput> {
  const merged: Body = current
    ? { ...current, ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) }
    : body;
  const r = new Reader(merged);
  const input: store.CandidateInput = {
    full_name: r.text('full_name', 'Full name', true, 100) ?? '',
    national_id: r.text('national_id', 'National ID', false, 30),
    contact_number: r.text('contact_number', 'Contact number', false, 30),
    contact_email: r.email('contact_email', 'Contact email'),
    nationality: r.text('nationality', 'Nationality', false, 60),
    city_of_residence: r.text('city_of_residence', 'City of residence', false, 60),
    military_status: r.oneOf('military_status', 'Military status', MILITARY_STATUSES),
    educational_status: r.oneOf('educational_status', 'Educational status', EDUCATIONAL_STATUSES),
    marital_status: r.oneOf('marital_status', 'Marital status', MARITAL_STATUSES),
    is_contacted: r.oneOf('is_contacted', 'Is contacted', YES_NO) ?? 'no',
    vn_evaluation_feedback: r.oneOf('vn_evaluation_feedback', 'VN evaluation feedback', FEEDBACK) ?? 'pending',
    type: r.oneOf('type', 'Type', CANDIDATE_TYPES) ?? CANDIDATE_TYPES[0],
    source: 'referral',
    external_source: r.text('external_source', 'External source', false, 100),
    sourced_by_id: current?.sourced_by_id ?? null,
    referred_by_id: current?.referred_by_id ?? null,
  };
  if (input.contact_number && !PHONE.test(input.contact_number)) r.fail('contact_number', 'Invalid Phone Number');
  if (input.national_id && !/^[A-Za-z0-9-]{5,30}$/.test(input.national_id)) r.fail('national_id', 'National ID must be 5 to 30 letters or digits');

  const sourcedRes = resIdOf(body, 'sourced_by');
  if (sourcedRes !== undefined) {
    input.sourced_by_id = null;
    if (sourcedRes !== null) {
      const sourcer = await store.findEmployeeByResId(db, sourcedRes);
      if (!sourcer || !sourcer.active) r.fail('sourced_by', 'Sourced by must be an active employee');
      else input.sourced_by_id = sourcer.id;
    }
  }
  // Source: as sent; else kept; else hr_department when an HR employee sourced them, referral otherwise (SPEC §3).
  const sentSource = isBlank(body.source) ? null : r.oneOf('source', 'Source', SOURCES);
  input.source = sentSource ?? current?.source ?? (input.sourced_by_id ? 'hr_department' : 'referral');
  if (input.source === 'external_source' && !input.external_source) r.fail('external_source', 'External source is required');
  if (input.source !== 'external_source' && input.source !== 'other') input.external_source = null;

  const referredRes = resIdOf(body, 'referred_by');
  if (referredRes !== undefined) {
    input.referred_by_id = null;
    if (referredRes !== null) {
      const referrer = await store.findEmployeeByResId(db, referredRes);
      if (!referrer || !referrer.active || referrer.department_name === 'HR') r.fail('referred_by', REFERRER_MESSAGE);
      else input.referred_by_id = referrer.id;
    }
  }
  // A referral needs its referencing employee (SPEC §5); other sources may name one (checked the same way).
  if (input.source === 'referral' && input.referred_by_id === null && !r.errors.some((e) => e.field === 'referred_by')) {
    r.fail('referred_by', REFERRER_MESSAGE);
  }
  if (r.errors.length) throw validationError(r.errors);

  const dup: FieldError[] = [];
  for (const other of await store.findCandidateClashes(db, input, current?.id ?? null)) {
    const who = `${other.full_name} (#${other.id})`;
    if (input.national_id && other.national_id?.toLowerCase() === input.national_id.toLowerCase()) {
      dup.push({ field: 'national_id', message: `A candidate with this national ID already exists: ${who}` });
    }
    if (input.contact_number && other.contact_number === input.contact_number) {
      dup.push({ field: 'contact_number', message: `A candidate with this contact number already exists: ${who}` });
    }
    if (input.contact_email && other.contact_email?.toLowerCase() === input.contact_email) {
      dup.push({ field: 'contact_email', message: `A candidate with this contact email already exists: ${who}` });
    }
  }
  if (dup.length) throw new HttpError(409, dup.map((e) => e.message).join(', '), dup);
  return input;
}

/** Scores arrive as `interview_type_specific{english_fluency, ...}` (snake or camel case; SPEC's shared-area names too). */
const CAMEL_ALIASES: Record<string, string[]> = {
  english_fluency: ['englishFluency'],
  english_pronunciation: ['englishPronunciation', 'englishPrononcuation'],
  english_comprehension: ['englishComprehension'],
  english_vocab: ['englishVocab'],
  english_grammar: ['englishGrammar'],
  typing_speed: ['typingSpeed'],
  typing_accuracy: ['typingAccuracy'],
};

export function readInterview(body: Body, current?: store.InterviewRow, today = todayIso()): store.InterviewInput {
  const merged: Body = current
    ? { ...current, ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) }
    : body;
  const r = new Reader(merged);
  const decision = r.whole('hiring_decision', 'Hiring decision') ?? 0;
  if (decision > 3) r.fail('hiring_decision', 'Hiring decision must be 0 (Pending), 1 (Accepted), 2 (Rejected) or 3 (No Show)');
  const date = r.date('interview_date', 'Interview date', true);
  if (date && decision !== 0 && date > today) r.fail('hiring_decision', 'A decision can only be recorded once the interview has taken place');
  const rawScores = (merged.interview_type_specific ?? {}) as Body;
  const scoresBody: Body = {};
  for (const [key, aliases] of Object.entries(CAMEL_ALIASES)) scoresBody[key] = [key, ...aliases].map((k) => rawScores[k]).find((v) => !isBlank(v));
  const s = new Reader(scoresBody);
  const scores: store.Scores = {};
  for (const [key, label, max] of SCORES) {
    const n = s.whole(key, label, decision === 1);
    if (n !== null && n > max) s.fail(key, `${label} must be at most ${max}`);
    if (n !== null) scores[key] = n;
  }
  for (const e of s.errors) r.fail(e.field ? `interview_type_specific.${e.field}` : null, e.message);
  const input: store.InterviewInput = {
    interview_date: date ?? '',
    hiring_decision: decision,
    employment_type: r.oneOf('employment_type', 'Employment type', EMPLOYMENT_TYPES),
    experience_level: r.oneOf('experience_level', 'Experience level', EXPERIENCE_LEVELS),
    ticket_number: r.text('ticket_number', 'Ticket number', false, 50),
    notes: r.text('notes', 'Notes', false, 2000),
    interview_type_specific: Object.keys(scores).length ? scores : null,
  };
  if (r.errors.length) throw validationError(r.errors);
  return input;
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
