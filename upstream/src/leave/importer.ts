/**
 * POST /leave_requests/import: a CSV with a header row. Columns: `RES_ID` (or `employee_id`), `leave_type` (name, or
 * `leave_type_id`), `start_date`, `end_date` (YYYY-MM-DD or DD/MM/YYYY), optional `notes`.
 * Rows go through the shared import loop (http/imports.ts): each is all-or-nothing and independent (a good row is saved
 * as a pending request filed by the importer, approved at once when its type needs no approval and the balance holds
 * it), failures carry their line number; an empty file is refused (422).
 */
import type { Db } from '../db';
import { parseCsv } from '../http/csv';
import { HttpError } from '../http/errors';
import { importRows, type ImportResult } from '../http/imports';
import { approveUnlessReviewed } from './approval';
import { checkRequest, claimPeriod } from './input';
import { findEmployeeIdByResId, findLeaveTypeByName, insertRequest } from './store';

const cell = (record: Record<string, string>, ...names: string[]) => {
  const lower = Object.fromEntries(Object.entries(record).map(([k, v]) => [k.trim().toLowerCase(), v]));
  for (const name of names) if (lower[name.toLowerCase()]) return lower[name.toLowerCase()];
  return undefined;
};

export function importLeaveRequests(db: Db, csv: Buffer, importerId: number): Promise<ImportResult> {
  return importRows(db, parseCsv(csv), 'leave requests', async (record, tx) => {
    const fields: Record<string, string | undefined> = {
      start_date: cell(record, 'start_date'),
      end_date: cell(record, 'end_date'),
      notes: cell(record, 'notes'),
    };
    const resId = cell(record, 'RES_ID', 'res_id');
    const employeeId = cell(record, 'employee_id');
    if (resId) {
      const id = await findEmployeeIdByResId(tx, resId);
      if (!id) throw new HttpError(422, `Employee ${resId} not found`);
      fields.employee_id = String(id);
    } else if (employeeId) fields.employee_id = employeeId;
    else throw new HttpError(422, 'RES_ID is required');
    const typeName = cell(record, 'leave_type', 'leave_type_name');
    const typeId = cell(record, 'leave_type_id');
    if (typeName) {
      const type = await findLeaveTypeByName(tx, typeName);
      if (!type) throw new HttpError(422, `Leave type ${typeName} not found`);
      fields.leave_type_id = String(type.id);
    } else fields.leave_type_id = typeId;
    const write = await checkRequest(tx, fields, { selfId: importerId, csv: true });
    await claimPeriod(tx, write, null);
    await approveUnlessReviewed(tx, await insertRequest(tx, write, importerId, null));
  });
}
