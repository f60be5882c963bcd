/**
 * SQL of settings. The name, logo and colours are the companies row's (a global table, not sealed by row-level
 * security: every statement here names the request's company by id); the rest is company_settings, sealed like every
 * company table, so its statements need no filter.
 */
import type { Db, Queryable } from '../db';
import { loadFile } from '../http/files';

export interface CompanyRow {
  name: string;
  primary_color: string | null;
  secondary_color: string | null;
  logo_file_id: number | null;
  created_at: Date;
}

export interface SettingsRow {
  copyright: string | null;
  jira_url: string | null;
  jira_username: string | null;
  jira_token_sealed: string | null;
  checklist_dismissed_at: Date | null;
  audit_retention_months: number | null;
}

export async function companyRow(db: Queryable, companyId: number): Promise<CompanyRow> {
  const { rows } = await db.query<CompanyRow>('SELECT name, primary_color, secondary_color, logo_file_id, created_at FROM companies WHERE id = $1', [
    companyId,
  ]);
  if (!rows[0]) throw new Error(`Company ${companyId} is missing`);
  return rows[0];
}

export async function settingsRow(db: Queryable): Promise<SettingsRow> {
  const { rows } = await db.query<SettingsRow>(
    'SELECT copyright, jira_url, jira_username, jira_token_sealed, checklist_dismissed_at, audit_retention_months FROM company_settings',
  );
  return (
    rows[0] ?? { copyright: null, jira_url: null, jira_username: null, jira_token_sealed: null, checklist_dismissed_at: null, audit_retention_months: null }
  );
}

/** The logo as a data: URL, or null (none, or its bytes are gone). */
export async function logoUrl(db: Queryable, fileId: number | null): Promise<string | null> {
  if (fileId === null) return null;
  const file = await loadFile(db, fileId);
  return file ? `data:${file.mimetype};base64,${file.data.toString('base64')}` : null;
}

/** Columns of companies the settings may change. */
export type CompanyChanges = Partial<Pick<CompanyRow, 'name' | 'primary_color' | 'secondary_color' | 'logo_file_id'>>;
export type SettingsChanges = Partial<Omit<SettingsRow, 'checklist_dismissed_at'>> & { checklist_dismissed_at?: Date | null };

const assignments = (changes: Record<string, unknown>, first: number) =>
  Object.keys(changes)
    .map((column, i) => `${column} = $${first + i}`)
    .join(', ');

export async function updateCompany(tx: Queryable, companyId: number, changes: CompanyChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await tx.query(`UPDATE companies SET ${assignments(changes, 2)} WHERE id = $1`, [companyId, ...Object.values(changes)]);
}

export async function updateSettings(tx: Queryable, changes: SettingsChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await tx.query('INSERT INTO company_settings DEFAULT VALUES ON CONFLICT DO NOTHING');
  await tx.query(`UPDATE company_settings SET ${assignments(changes, 1)}, updated_at = now()`, Object.values(changes));
}

export interface Checklist {
  departments: boolean;
  people: boolean;
  leave_types: boolean;
  dismissed: boolean;
}

/**
 * Each item from the data: more departments than a new company's one (HR), a second account (someone was given
 * access), a leave type that is not an untouched default. A new company's defaults are written in the transaction that
 * creates it, so their updated_at is the company's created_at exactly (now() is the transaction's start); a leave type
 * added or changed later has another.
 */
export async function checklist(db: Db, companyCreatedAt: Date): Promise<Checklist> {
  const { rows } = await db.query<Checklist>(
    `SELECT (SELECT count(*) FROM departments) > 1 AS departments,
            (SELECT count(*) FROM users) > 1 AS people,
            EXISTS (SELECT 1 FROM leave_types WHERE updated_at <> $1::timestamptz) AS leave_types,
            EXISTS (SELECT 1 FROM company_settings WHERE checklist_dismissed_at IS NOT NULL) AS dismissed`,
    [companyCreatedAt],
  );
  return rows[0];
}
