/** The audit trail's reads: rows of audit_log by the search's filters, masked for their reader. */
import type { Static } from '@sinclair/typebox';
import type { Db } from '../db';
import { selectList } from '../http/entity';
import { Filters, paged, type Page } from '../http/paging';
import type { SortKey } from '../http/schema';
import { employeeName } from '../auth/store';
import { AuditExportQuery, AuditStoredRow, type AuditEntrySchema, type AuditSort } from './schemas';
import { changesFor, type Reader } from './visibility';

type Stored = Static<typeof AuditStoredRow>;
export type AuditEntry = Static<typeof AuditEntrySchema>;

const COLUMNS = selectList(AuditStoredRow, 'a', { employee_name: employeeName('a.employee_id') });
const SORTABLE: Record<SortKey<typeof AuditSort>, string> = { at: 'a.at' };

/** What a search asks: the list's and the export's filters, and the entities its reader may see (all when absent). */
type Search = Static<typeof AuditExportQuery> & { entities?: readonly string[] };

/** The filters of a search, as conditions on `audit_log a`. */
function filtersOf(q: Search): Filters {
  const f = new Filters();
  if (q.entities) f.add(`a.entity = ANY (${f.param([...q.entities])}::text[])`);
  if (q.employee_id) f.add(`a.employee_id = ${f.param(q.employee_id)}`);
  if (q.actor_id) f.add(`a.actor_employee_id = ${f.param(q.actor_id)}`);
  if (q.entity) f.add(`a.entity = ${f.param(q.entity)}`);
  if (q.entity_id) f.add(`a.entity_id = ${f.param(q.entity_id)}`);
  if (q.field) f.add(`${f.param(q.field)} = ANY (a.fields)`);
  if (q.action) f.add(`a.action = ${f.param(q.action)}`);
  // Dates are whole UTC days: `to` includes its day.
  if (q.from) f.add(`a.at >= ${f.param(q.from)}::date`);
  if (q.to) f.add(`a.at < ${f.param(q.to)}::date + 1`);
  return f;
}

const masked = (rows: readonly Stored[], reader: Reader): AuditEntry[] =>
  rows.map(({ before, after, ...row }) => ({ ...row, changes: changesFor({ ...row, before, after }, reader) }));

export async function searchAudit(
  db: Db,
  q: Search & { page?: number; limit?: number; sort_by?: string; sort_dir?: string },
  reader: Reader,
): Promise<Page<AuditEntry>> {
  const f = filtersOf(q);
  const page = await paged<Stored>(
    db,
    { select: COLUMNS, from: 'audit_log a', where: f.where, params: f.params, sortable: SORTABLE, defaultSort: 'at desc', tiebreak: 'a.id DESC' },
    q,
  );
  return { items: masked(page.items, reader), count: page.count };
}
