/**
 * Recruitment settings ("beyond the spec"): the pass mark of the interview scorecard's English average.
 * Stored in app_settings (key `recruitment_pass_mark`, one row, survives restarts); absent = DEFAULT_PASS_MARK.
 * Each interview answer carries `pass_mark` (the stored mark) and `meets_pass_mark`: the English average (of the
 * English scores given, rounded to one decimal, exactly as the scorecard shows it) is at least the mark; null when no
 * English score was given.
 */
import type { Db } from '../db';
import type { Page } from '../http/paging';
import type { InterviewRow, Scores } from './store';

type Q = Pick<Db, 'query'>;

export const PASS_MARK_KEY = 'recruitment_pass_mark';
/** The mark used until HR sets one (the gateway's fallback for a SPEC-only backend is the same number). */
export const DEFAULT_PASS_MARK = 7;
const ENGLISH = ['english_fluency', 'english_pronunciation', 'english_comprehension', 'english_vocab', 'english_grammar'] as const;

export async function readPassMark(db: Q): Promise<number> {
  const { rows } = await db.query<{ value: string }>('SELECT value FROM app_settings WHERE key = $1', [PASS_MARK_KEY]);
  const mark = rows[0] ? Number(rows[0].value) : NaN;
  return Number.isFinite(mark) ? mark : DEFAULT_PASS_MARK;
}

export async function savePassMark(db: Q, mark: number): Promise<void> {
  await db.query(`INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (company_id, key) DO UPDATE SET value = EXCLUDED.value`, [
    PASS_MARK_KEY,
    String(mark),
  ]);
}

/** The English average as the scorecard shows it (one decimal); null without English scores. */
export function englishAverage(scores: Scores | null | undefined): number | null {
  if (!scores) return null;
  const values = ENGLISH.map((k) => scores[k]).filter((v): v is number => typeof v === 'number');
  return values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : null;
}

export function meetsPassMark(scores: Scores | null | undefined, mark: number): boolean | null {
  const average = englishAverage(scores);
  return average === null ? null : average >= mark;
}

export type MarkedInterview = InterviewRow & { pass_mark: number; meets_pass_mark: boolean | null };

const mark1 = (row: InterviewRow, mark: number): MarkedInterview => ({
  ...row,
  pass_mark: mark,
  meets_pass_mark: meetsPassMark(row.interview_type_specific, mark),
});

/** Adds the pass mark and whether the interview meets it to interview answers (one settings read per answer). */
export async function marked(db: Q, row: InterviewRow): Promise<MarkedInterview>;
export async function marked(db: Q, row: InterviewRow | undefined): Promise<MarkedInterview | undefined>;
export async function marked(db: Q, row: InterviewRow | undefined): Promise<MarkedInterview | undefined> {
  return row && mark1(row, await readPassMark(db));
}
export async function markedList(db: Q, rows: InterviewRow[]): Promise<MarkedInterview[]> {
  const mark = await readPassMark(db);
  return rows.map((r) => mark1(r, mark));
}
export async function markedPage(db: Q, page: Page<InterviewRow>): Promise<Page<MarkedInterview>> {
  return { ...page, items: await markedList(db, page.items) };
}
