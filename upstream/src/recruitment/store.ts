/** SQL of the recruitment domain (candidates, interviews, the onboarding trackers). Route files hold none. */
import { Type } from '@sinclair/typebox';
import type { Db } from '../db';
import { entityTable, shapeOf, type Columns, type Row } from '../http/entity';
import { paged, type Filters, type Page } from '../http/paging';
import type { SortKey } from '../http/schema';
import { CandidateSchema, InterviewSchema, type CandidateSort, type InterviewSort } from './schemas';

type Q = Pick<Db, 'query'>;

export const DECISIONS = ['Pending', 'Accepted', 'Rejected', 'No Show'] as const;

/** A candidate's stage in the pipeline, derived from the candidate and their latest interview. */
export const STAGE_SQL = `CASE
  WHEN c.employee_id IS NOT NULL THEN 'onboarded'
  WHEN li.hiring_decision = 1 AND li.tracked_for_onboarding_at IS NOT NULL AND li.onboarded = 'pending' THEN 'tracked'
  WHEN li.hiring_decision = 1 AND li.onboarded = 'no' THEN 'rejected'
  WHEN li.hiring_decision = 1 THEN 'accepted'
  WHEN li.hiring_decision IN (2, 3) THEN 'rejected'
  WHEN li.id IS NOT NULL THEN 'interviewing'
  WHEN c.is_contacted = 'yes' THEN 'contacted'
  ELSE 'new' END`;

/**
 * A linked employee as `{ res_id, name }` (null when none), a scalar subquery rather than a LEFT JOIN: on PGlite the
 * planning of three joined employee aliases cost as much as running the page; same rows either way.
 */
const person = (column: string) => `(SELECT json_build_object('res_id', x."RES_ID", 'name', x.name) FROM employees x WHERE x.id = ${column})`;

export type CandidateRow = Row<typeof CandidateSchema>;

const CANDIDATE_SELECT = entityTable(CandidateSchema, 'candidates', 'c', {
  sourced_by: person('c.sourced_by_id'),
  referred_by: person('c.referred_by_id'),
  employee: person('c.employee_id'),
  stage: STAGE_SQL,
  latest_interview_id: 'li.id',
  latest_interview_date: 'li.interview_date',
  latest_hiring_decision: 'li.hiring_decision',
  interviews_count: '(SELECT count(*) FROM interviews ic WHERE ic.candidate_id = c.id)',
}).select;

/** The latest interview `li`: only the columns the stage, the list and its filters read (not `i.*`). */
const CANDIDATE_FROM = `candidates c
  LEFT JOIN LATERAL (SELECT i.id, i.interview_date, i.hiring_decision, i.tracked_for_onboarding_at, i.onboarded
    FROM interviews i WHERE i.candidate_id = c.id ORDER BY i.interview_date DESC, i.id DESC LIMIT 1) li ON true`;

export const CANDIDATE_SORTS: Record<SortKey<typeof CandidateSort>, string> = {
  id: 'c.id',
  full_name: 'lower(c.full_name)',
  city_of_residence: 'lower(c.city_of_residence)',
  nationality: 'lower(c.nationality)',
  created_at: 'c.created_at',
  latest_interview_date: 'li.interview_date',
  stage: 'stage',
  source: 'c.source',
};

export function listCandidates(db: Db, f: Filters, query: unknown): Promise<Page<CandidateRow>> {
  return paged<CandidateRow>(
    db,
    {
      select: CANDIDATE_SELECT,
      from: CANDIDATE_FROM,
      where: f.where,
      params: f.params,
      sortable: CANDIDATE_SORTS,
      defaultSort: 'created_at desc',
      tiebreak: 'c.id DESC',
    },
    query,
  );
}

export interface PipelineColumn {
  stage: string;
  count: number;
  items: CandidateRow[];
}

/**
 * The pipeline board in one statement: every matching candidate's stage is worked out once (`ranked`, numbered newest
 * first within its stage), each stage's count comes from it, and only the asked page of each stage is read in full
 * (its relations and interview count), so the answer grows with the page size, not with the candidates. Stages with
 * no candidate are absent (the route fills them in). Decision 0211.
 */
export async function pipelineColumns(db: Q, f: Filters, perStage: number, page: number): Promise<PipelineColumn[]> {
  const where = f.where.length ? `WHERE ${f.where.map((c) => `(${c})`).join(' AND ')}` : '';
  const from = f.param((page - 1) * perStage);
  const to = f.param(page * perStage);
  const { rows } = await db.query<CandidateRow & { column_stage: string; column_count: number }>(
    `WITH ranked AS MATERIALIZED (
       SELECT c.id, s.stage, row_number() OVER (PARTITION BY s.stage ORDER BY c.created_at DESC, c.id DESC) AS rn
         FROM ${CANDIDATE_FROM} CROSS JOIN LATERAL (SELECT ${STAGE_SQL} AS stage) s ${where}
     ), counts AS (SELECT stage, count(*)::int AS n FROM ranked GROUP BY stage)
     SELECT counts.stage AS column_stage, counts.n AS column_count, card.*
       FROM counts LEFT JOIN LATERAL (
         SELECT ${CANDIDATE_SELECT} FROM ${CANDIDATE_FROM} JOIN ranked r ON r.id = c.id
          WHERE r.stage = counts.stage AND r.rn > ${from} AND r.rn <= ${to} ORDER BY r.rn
       ) card ON true`,
    f.params,
  );
  const columns = new Map<string, PipelineColumn>();
  for (const { column_stage: stage, column_count: count, ...row } of rows) {
    const column = columns.get(stage) ?? columns.set(stage, { stage, count, items: [] }).get(stage)!;
    if (row.id != null) column.items.push(row);
  }
  return [...columns.values()];
}

export async function findCandidate(db: Q, id: number): Promise<CandidateRow | undefined> {
  const { rows } = await db.query<CandidateRow>(`SELECT ${CANDIDATE_SELECT} FROM ${CANDIDATE_FROM} WHERE c.id = $1`, [id]);
  return rows[0];
}

/** Locks the candidate row (onboarding, interview writes) and answers its employee link. */
export async function lockCandidate(tx: Q, id: number): Promise<{ id: number; employee_id: number | null } | undefined> {
  const { rows } = await tx.query<{ id: number; employee_id: number | null }>('SELECT id, employee_id FROM candidates WHERE id = $1 FOR UPDATE', [id]);
  return rows[0];
}

/** The columns a candidate create or update writes (besides who created it). */
const CANDIDATE_COLUMNS = [
  'full_name',
  'national_id',
  'contact_number',
  'contact_email',
  'nationality',
  'city_of_residence',
  'military_status',
  'educational_status',
  'marital_status',
  'is_contacted',
  'vn_evaluation_feedback',
  'type',
  'source',
  'external_source',
  'sourced_by_id',
  'referred_by_id',
] as const;
export type CandidateInput = Columns<CandidateRow, (typeof CANDIDATE_COLUMNS)[number]>;

export async function insertCandidate(db: Q, input: CandidateInput, createdBy: number | null): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO candidates (${CANDIDATE_COLUMNS.join(', ')}, created_by_id)
     VALUES (${CANDIDATE_COLUMNS.map((_c, i) => `$${i + 1}`).join(', ')}, $${CANDIDATE_COLUMNS.length + 1}) RETURNING id`,
    [...CANDIDATE_COLUMNS.map((c) => input[c]), createdBy],
  );
  return rows[0].id;
}

export async function updateCandidate(db: Q, id: number, input: CandidateInput): Promise<void> {
  await db.query(`UPDATE candidates SET ${CANDIDATE_COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`, [
    id,
    ...CANDIDATE_COLUMNS.map((c) => input[c]),
  ]);
}

/** Other candidates holding this national ID, contact number or e-mail (any letter case). */
export async function findCandidateClashes(
  db: Q,
  values: { national_id: string | null; contact_number: string | null; contact_email: string | null },
  exceptId: number | null,
): Promise<{ id: number; full_name: string; national_id: string | null; contact_number: string | null; contact_email: string | null }[]> {
  const { rows } = await db.query<{ id: number; full_name: string; national_id: string | null; contact_number: string | null; contact_email: string | null }>(
    `SELECT id, full_name, national_id, contact_number, contact_email FROM candidates
      WHERE ($4::int IS NULL OR id <> $4)
        AND ((lower(national_id) = lower($1)) OR (contact_number = $2) OR (lower(contact_email) = lower($3)))
      ORDER BY id`,
    [values.national_id, values.contact_number, values.contact_email, exceptId],
  );
  return rows;
}

/** An employee by RES_ID with what the referrer rule needs (active, department). */
export async function findEmployeeByResId(
  db: Q,
  resId: string,
): Promise<{ id: number; RES_ID: string; name: string; active: boolean; department_name: string | null } | undefined> {
  const { rows } = await db.query<{ id: number; RES_ID: string; name: string; active: boolean; department_name: string | null }>(
    `SELECT e.id, e."RES_ID", e.name, e.active AND coalesce(s.name, 'Active') = 'Active' AS active, d.department_name
       FROM employees e LEFT JOIN departments d ON d.id = e.department_id LEFT JOIN statuses s ON s.id = e.status_id
      WHERE lower(e."RES_ID") = lower($1)`,
    [resId],
  );
  return rows[0];
}

/** Employees already holding this national ID (onboarding refuses a second record of one person). */
export async function employeesWithNationalId(db: Q, nationalId: string): Promise<{ RES_ID: string; name: string }[]> {
  const { rows } = await db.query<{ RES_ID: string; name: string }>('SELECT "RES_ID", name FROM employees WHERE lower("national_ID") = lower($1) ORDER BY id', [
    nationalId,
  ]);
  return rows;
}

export async function markOnboarded(tx: Q, candidateId: number, interviewId: number, employeeId: number): Promise<void> {
  await tx.query('UPDATE candidates SET employee_id = $2, onboarded_at = now(), updated_at = now() WHERE id = $1', [candidateId, employeeId]);
  await tx.query(`UPDATE interviews SET onboarded = 'yes', updated_at = now() WHERE id = $1`, [interviewId]);
}

// ---- interviews --------------------------------------------------------------------------------------------------

/** An interview as stored: the answer without the pass mark settings.ts adds. */
const InterviewRowSchema = Type.Omit(shapeOf(InterviewSchema), ['pass_mark', 'meets_pass_mark']);
export type InterviewRow = Row<typeof InterviewRowSchema>;

const INTERVIEW_SELECT = entityTable(InterviewRowSchema, 'interviews', 'i', {
  candidate_name: 'c.full_name',
  candidate_type: 'c.type',
  hiring_decision_title: "(ARRAY['Pending', 'Accepted', 'Rejected', 'No Show'])[i.hiring_decision + 1]",
  tracked_for_onboarding: 'i.tracked_for_onboarding_at IS NOT NULL',
  interviewer: person('i.interviewer_id'),
  candidate_employee_id: 'c.employee_id',
}).select;
const INTERVIEW_FROM = `interviews i JOIN candidates c ON c.id = i.candidate_id`;

export type Scores = Record<string, number>;

export const INTERVIEW_SORTS: Record<SortKey<typeof InterviewSort>, string> = {
  id: 'i.id',
  interview_date: 'i.interview_date',
  candidate_name: 'lower(c.full_name)',
  hiring_decision: 'i.hiring_decision',
  ticket_number: 'i.ticket_number',
  tracked_for_onboarding_at: 'i.tracked_for_onboarding_at',
};

export function listInterviews(db: Db, f: Filters, query: unknown, defaultSort = 'interview_date desc'): Promise<Page<InterviewRow>> {
  return paged<InterviewRow>(
    db,
    { select: INTERVIEW_SELECT, from: INTERVIEW_FROM, where: f.where, params: f.params, sortable: INTERVIEW_SORTS, defaultSort, tiebreak: 'i.id DESC' },
    query,
  );
}

/** Latest accepted interview per candidate (not onboarded, not removed from onboarding). */
export const LATEST_ACCEPTED_SQL = `i.id = (SELECT l.id FROM interviews l WHERE l.candidate_id = i.candidate_id
  ORDER BY l.interview_date DESC, l.id DESC LIMIT 1) AND i.hiring_decision = 1`;

export async function findInterview(db: Q, candidateId: number, id: number): Promise<InterviewRow | undefined> {
  const { rows } = await db.query<InterviewRow>(`SELECT ${INTERVIEW_SELECT} FROM ${INTERVIEW_FROM} WHERE i.id = $1 AND i.candidate_id = $2`, [id, candidateId]);
  return rows[0];
}

export async function findInterviewById(db: Q, id: number): Promise<InterviewRow | undefined> {
  const { rows } = await db.query<InterviewRow>(`SELECT ${INTERVIEW_SELECT} FROM ${INTERVIEW_FROM} WHERE i.id = $1`, [id]);
  return rows[0];
}

/** What an interview create or update writes (besides the candidate and the interviewer). */
export type InterviewInput = Columns<
  InterviewRow,
  'interview_date' | 'hiring_decision' | 'employment_type' | 'experience_level' | 'ticket_number' | 'notes' | 'interview_type_specific'
>;

export async function insertInterview(db: Q, candidateId: number, input: InterviewInput, interviewer: number | null): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO interviews (candidate_id, interview_date, hiring_decision, employment_type, experience_level, ticket_number, notes,
       interview_type_specific, interviewer_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::json, $9) RETURNING id`,
    [
      candidateId,
      input.interview_date,
      input.hiring_decision,
      input.employment_type,
      input.experience_level,
      input.ticket_number,
      input.notes,
      input.interview_type_specific ? JSON.stringify(input.interview_type_specific) : null,
      interviewer,
    ],
  );
  return rows[0].id;
}

/** Changes an interview; a decision moved away from Accepted takes it off the onboarding tracker. */
export async function updateInterview(db: Q, id: number, input: InterviewInput): Promise<void> {
  await db.query(
    `UPDATE interviews SET interview_date = $2, hiring_decision = $3, employment_type = $4, experience_level = $5, ticket_number = $6,
       notes = $7, interview_type_specific = $8::json,
       tracked_for_onboarding_at = CASE WHEN $3 = 1 THEN tracked_for_onboarding_at END,
       onboarded = CASE WHEN $3 = 1 THEN onboarded ELSE 'pending' END, updated_at = now()
     WHERE id = $1`,
    [
      id,
      input.interview_date,
      input.hiring_decision,
      input.employment_type,
      input.experience_level,
      input.ticket_number,
      input.notes,
      input.interview_type_specific ? JSON.stringify(input.interview_type_specific) : null,
    ],
  );
}

/** Locks interviews by id, in id order (two trackings never deadlock). */
export async function lockInterviews(tx: Q, ids: number[]): Promise<InterviewRow[]> {
  await tx.query('SELECT id FROM interviews WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [ids]);
  const { rows } = await tx.query<InterviewRow>(`SELECT ${INTERVIEW_SELECT} FROM ${INTERVIEW_FROM} WHERE i.id = ANY($1::int[]) ORDER BY i.id`, [ids]);
  return rows;
}

export async function isLatestInterview(db: Q, interview: { id: number; candidate_id: number }): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM interviews WHERE candidate_id = $1 ORDER BY interview_date DESC, id DESC LIMIT 1', [
    interview.candidate_id,
  ]);
  return rows[0]?.id === interview.id;
}

export async function trackInterviews(tx: Q, ids: number[]): Promise<void> {
  await tx.query(
    `UPDATE interviews SET tracked_for_onboarding_at = now(), onboarded = 'pending', updated_at = now()
      WHERE id = ANY($1::int[]) AND tracked_for_onboarding_at IS NULL`,
    [ids],
  );
}

export async function setOnboarding(tx: Q, id: number, onboarded: 'pending' | 'no', tracked: boolean): Promise<void> {
  await tx.query(
    `UPDATE interviews SET onboarded = $2, tracked_for_onboarding_at = CASE WHEN $3 THEN coalesce(tracked_for_onboarding_at, now()) END,
       updated_at = now() WHERE id = $1`,
    [id, onboarded, tracked],
  );
}

/** The candidate's interview tracked for onboarding and still pending (the one onboarding completes). */
export async function trackedInterviewOf(db: Q, candidateId: number): Promise<InterviewRow | undefined> {
  const { rows } = await db.query<InterviewRow>(
    `SELECT ${INTERVIEW_SELECT} FROM ${INTERVIEW_FROM}
      WHERE i.candidate_id = $1 AND i.hiring_decision = 1 AND i.tracked_for_onboarding_at IS NOT NULL AND i.onboarded = 'pending'
      ORDER BY i.interview_date DESC, i.id DESC LIMIT 1`,
    [candidateId],
  );
  return rows[0];
}

/** Whether interview `id` meets `condition` (SQL over i and c; a constant of the routes, no user text). */
export async function interviewMatches(db: Q, id: number, condition: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM interviews i JOIN candidates c ON c.id = i.candidate_id WHERE i.id = $1 AND ${condition}`, [id]);
  return rows.length > 0;
}
