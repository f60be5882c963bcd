/** SQL of the help desk links (routes.ts holds none). */
import type { Db } from '../db';
import { entityTable, type Columns, type Row } from '../http/entity';
import type { SortKey } from '../http/schema';
import { HelpdeskLinkSchema, type HelpdeskLinkSort } from './schemas';

type Q = Pick<Db, 'query'>;

export type HelpdeskLinkRow = Row<typeof HelpdeskLinkSchema>;

export type HelpdeskLinkWrite = Columns<HelpdeskLinkRow, 'name' | 'link'>;

export const COLUMNS = entityTable(HelpdeskLinkSchema, 'helpdesk_links', 'h', { created_by_name: 'cb.name' }).select;
export const FROM = `helpdesk_links h LEFT JOIN employees cb ON cb.id = h.created_by_id`;
export const SORTABLE: Record<SortKey<typeof HelpdeskLinkSort>, string> = {
  id: 'h.id',
  name: 'lower(h.name)',
  link: 'h.link',
  created_at: 'h.created_at',
  updated_at: 'h.updated_at',
};

export async function findLink(db: Q, id: number): Promise<HelpdeskLinkRow | undefined> {
  return (await db.query<HelpdeskLinkRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE h.id = $1`, [id])).rows[0];
}

/** The id of another link with this name (names are unique, case-insensitively). */
export async function nameTaken(db: Q, name: string, exceptId: number | null): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM helpdesk_links WHERE lower(name) = lower($1) AND id <> $2', [name, exceptId ?? 0]);
  return rows.length > 0;
}

export async function insertLink(db: Q, write: HelpdeskLinkWrite, byId: number | null): Promise<number> {
  const { rows } = await db.query<{ id: number }>('INSERT INTO helpdesk_links (name, link, created_by_id) VALUES ($1, $2, $3) RETURNING id', [
    write.name,
    write.link,
    byId,
  ]);
  return rows[0].id;
}

export async function updateLink(db: Q, id: number, write: HelpdeskLinkWrite): Promise<boolean> {
  const { affectedRows } = await db.query('UPDATE helpdesk_links SET name = $2, link = $3, updated_at = now() WHERE id = $1', [id, write.name, write.link]);
  return (affectedRows ?? 0) > 0;
}

export async function deleteLink(db: Q, id: number): Promise<boolean> {
  const { affectedRows } = await db.query('DELETE FROM helpdesk_links WHERE id = $1', [id]);
  return (affectedRows ?? 0) > 0;
}
