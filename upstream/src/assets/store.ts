/** SQL of the assets and their assignments (routes.ts holds none). */
import type { Db } from '../db';
import { entityTable, type Columns, type Row } from '../http/entity';
import type { SortKey } from '../http/schema';
import { AssetAssignmentSchema, AssetSchema, type AssetSort, type AssignmentSort } from './schemas';

type Q = Pick<Db, 'query'>;

import type { Condition } from './input';
export { ASSET_TYPES, CONDITIONS, type Condition } from './input';

export type AssetRow = Row<typeof AssetSchema>;
export type AssignmentRow = Row<typeof AssetAssignmentSchema>;

export const COLUMNS = entityTable(AssetSchema, 'assets', 'a', {
  status: `CASE WHEN aa.id IS NULL THEN 'available' ELSE 'assigned' END`,
  assignment_id: 'aa.id',
  employee_id: 'aa.employee_id',
  employee_name: 'e.name',
  assigned_on: 'aa.assigned_on',
}).select;
export const FROM = `assets a LEFT JOIN asset_assignments aa ON aa.asset_id = a.id AND aa.returned_on IS NULL
  LEFT JOIN employees e ON e.id = aa.employee_id`;
export const SORTABLE: Record<SortKey<typeof AssetSort>, string> = {
  id: 'a.id',
  name: 'lower(a.name)',
  asset_type: 'a.asset_type',
  serial_number: 'a.serial_number',
  condition: 'a.condition',
  status: 'status',
  employee_name: 'e.name',
  assigned_on: 'aa.assigned_on',
  created_at: 'a.created_at',
};

export const HISTORY_COLUMNS = entityTable(AssetAssignmentSchema, 'asset_assignments', 'h', {
  asset_name: 'a.name',
  employee_name: 'e.name',
  assigned_by_name: 'ab.name',
  returned_by_name: 'rb.name',
}).select;
export const HISTORY_FROM = `asset_assignments h JOIN assets a ON a.id = h.asset_id JOIN employees e ON e.id = h.employee_id
  LEFT JOIN employees ab ON ab.id = h.assigned_by_id LEFT JOIN employees rb ON rb.id = h.returned_by_id`;
export const HISTORY_SORTABLE: Record<SortKey<typeof AssignmentSort>, string> = {
  assigned_on: 'h.assigned_on',
  returned_on: 'h.returned_on',
  employee_name: 'e.name',
};

export async function findAsset(db: Q, id: number): Promise<AssetRow | undefined> {
  return (await db.query<AssetRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE a.id = $1`, [id])).rows[0];
}

/** Locks the asset row for an assignment move (a second hand-over of the same asset waits, then sees the first). */
export async function lockAsset(db: Q, id: number): Promise<boolean> {
  return (await db.query('SELECT id FROM assets WHERE id = $1 FOR UPDATE', [id])).rows.length > 0;
}

export async function openAssignment(db: Q, assetId: number): Promise<{ id: number; assigned_on: string } | undefined> {
  return (
    await db.query<{ id: number; assigned_on: string }>('SELECT id, assigned_on FROM asset_assignments WHERE asset_id = $1 AND returned_on IS NULL', [assetId])
  ).rows[0];
}

/** The last day the asset came back (an assignment cannot start before it). */
export async function lastReturn(db: Q, assetId: number): Promise<string | null> {
  const { rows } = await db.query<{ d: string | null }>('SELECT max(returned_on) AS d FROM asset_assignments WHERE asset_id = $1', [assetId]);
  return rows[0]?.d ?? null;
}

export async function serialTaken(db: Q, serial: string, exceptId: number | null): Promise<boolean> {
  return (await db.query('SELECT 1 FROM assets WHERE lower(serial_number) = lower($1) AND id <> $2', [serial, exceptId ?? 0])).rows.length > 0;
}

export async function activeEmployee(db: Q, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM employees WHERE id = $1 AND active', [id])).rows.length > 0;
}

export type AssetWrite = Columns<AssetRow, 'name' | 'asset_type' | 'serial_number' | 'condition' | 'notes'>;

export async function insertAsset(db: Q, w: AssetWrite): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO assets (name, asset_type, serial_number, condition, notes) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [w.name, w.asset_type, w.serial_number, w.condition, w.notes],
  );
  return rows[0].id;
}

export async function updateAsset(db: Q, id: number, w: AssetWrite): Promise<boolean> {
  const { affectedRows } = await db.query(
    'UPDATE assets SET name = $2, asset_type = $3, serial_number = $4, condition = $5, notes = $6, updated_at = now() WHERE id = $1',
    [id, w.name, w.asset_type, w.serial_number, w.condition, w.notes],
  );
  return (affectedRows ?? 0) > 0;
}

export async function deleteAsset(db: Q, id: number): Promise<boolean> {
  const { affectedRows } = await db.query('DELETE FROM assets WHERE id = $1', [id]);
  return (affectedRows ?? 0) > 0;
}

export async function insertAssignment(db: Q, assetId: number, employeeId: number, on: string, byId: number, notes: string | null): Promise<void> {
  await db.query('INSERT INTO asset_assignments (asset_id, employee_id, assigned_on, assigned_by_id, notes) VALUES ($1, $2, $3, $4, $5)', [
    assetId,
    employeeId,
    on,
    byId,
    notes,
  ]);
}

export async function closeAssignment(db: Q, id: number, on: string, byId: number, notes: string | null, condition: Condition | null): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE asset_assignments SET returned_on = $2, returned_by_id = $3, return_notes = $4, condition_on_return = $5
      WHERE id = $1 AND returned_on IS NULL`,
    [id, on, byId, notes, condition],
  );
  return (affectedRows ?? 0) > 0;
}

export async function setCondition(db: Q, assetId: number, condition: Condition): Promise<void> {
  await db.query('UPDATE assets SET condition = $2, updated_at = now() WHERE id = $1', [assetId, condition]);
}
