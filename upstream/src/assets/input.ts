/** Asset and hand-over bodies, declared with the route-schema Field builders (SPEC §5 messages, one 422 for all). */
import { Body, Field } from '../http/schema';

export const ASSET_TYPES = ['Laptop', 'Desktop', 'Monitor', 'Headset', 'Phone', 'Keyboard', 'Mouse', 'Furniture', 'Other'] as const;
export const CONDITIONS = ['new', 'good', 'fair', 'poor', 'damaged'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const NAME_MAX = 100;
export const SERIAL_MAX = 100;
export const NOTES_MAX = 1000;
export const EMPLOYEE_NOT_FOUND = 'Employee is not found!';

export const AssetInput = Body(
  {
    name: Field.text('Name', { required: true, max: NAME_MAX }),
    asset_type: Field.enum('Type', ASSET_TYPES, { required: true }),
    serial_number: Field.text('Serial number', { required: true, max: SERIAL_MAX }),
    condition: Field.enum('Condition', CONDITIONS, { required: true }),
    notes: Field.text('Notes', { max: NOTES_MAX }),
  },
  'asset',
);

/** `{ assignment: { employee_id, assigned_on (default today), notes } }`; whether the employee is active is the route's check. */
export const AssignInput = Body(
  {
    employee_id: Field.id('Employee', { required: true, messages: { invalid: EMPLOYEE_NOT_FOUND } }),
    assigned_on: Field.date('Assigned on', { description: 'Default today' }),
    notes: Field.text('Notes', { max: NOTES_MAX }),
  },
  'assignment',
);

/** `{ assignment: { returned_on (default today), condition (the asset's condition now), notes } }`. */
export const ReturnInput = Body(
  {
    returned_on: Field.date('Returned on', { description: 'Default today' }),
    condition: Field.enum('Condition', CONDITIONS, { description: 'The condition it came back in' }),
    notes: Field.text('Notes', { max: NOTES_MAX }),
  },
  'assignment',
);
