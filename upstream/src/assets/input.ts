/** Reading asset and assignment bodies: SPEC §5 messages, one 422 naming every bad field. */
import { validationError } from '../http/errors';
import { idParam, isBlank, Reader, todayIso, unwrap } from '../http/values';
import { ASSET_TYPES, CONDITIONS, type AssetWrite, type Condition } from './store';

export const NAME_MAX = 100;
export const SERIAL_MAX = 100;
export const NOTES_MAX = 1000;
export const EMPLOYEE_NOT_FOUND = 'Employee is not found!';

export function readAsset(body: unknown): AssetWrite {
  const r = new Reader(unwrap(body, 'asset'));
  const name = r.text('name', 'Name', true, NAME_MAX);
  const assetType = r.oneOf('asset_type', 'Type', ASSET_TYPES, true);
  const serial = r.text('serial_number', 'Serial number', true, SERIAL_MAX);
  const condition = r.oneOf('condition', 'Condition', CONDITIONS, true);
  const notes = r.text('notes', 'Notes', false, NOTES_MAX);
  if (r.errors.length) throw validationError(r.errors);
  return { name: name!, asset_type: assetType!, serial_number: serial!, condition: condition!, notes };
}

export interface AssignWrite {
  employee_id: number;
  assigned_on: string;
  notes: string | null;
}

/** `{ assignment: { employee_id, assigned_on (default today), notes } }`; the employee's existence is checked by the route. */
export function readAssign(body: unknown, now = new Date()): AssignWrite {
  const b = unwrap(body, 'assignment');
  const r = new Reader(b);
  let employeeId: number | null = null;
  if (isBlank(b.employee_id)) r.fail('employee_id', 'Employee is required');
  else if ((employeeId = idParam(b.employee_id)) === null) r.fail('employee_id', EMPLOYEE_NOT_FOUND);
  const on = r.date('assigned_on', 'Assigned on') ?? todayIso(now);
  const notes = r.text('notes', 'Notes', false, NOTES_MAX);
  if (r.errors.length) throw validationError(r.errors);
  return { employee_id: employeeId!, assigned_on: on, notes };
}

export interface ReturnWrite {
  returned_on: string;
  condition: Condition | null;
  notes: string | null;
}

/** `{ assignment: { returned_on (default today), condition (the asset's condition now), notes } }`. */
export function readReturn(body: unknown, now = new Date()): ReturnWrite {
  const r = new Reader(unwrap(body, 'assignment'));
  const on = r.date('returned_on', 'Returned on') ?? todayIso(now);
  const condition = r.oneOf('condition', 'Condition', CONDITIONS);
  const notes = r.text('notes', 'Notes', false, NOTES_MAX);
  if (r.errors.length) throw validationError(r.errors);
  return { returned_on: on, condition, notes };
}
