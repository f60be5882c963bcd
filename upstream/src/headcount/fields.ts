/**
 * The headcount record's request fields, declared once with the kit's field builders (http/schema.ts `Field`): the
 * create/update bodies, the add_or_update records and the CSV rows are all checked by `checkFields(HeadcountFields, …)`
 * with the SPEC §5 messages. References come by id or by name (CSV rows know names); the route checks that they
 * exist, that one of each required pair is given, and the rules between fields (input.ts).
 */
import { Body, Field, RowsBody } from '../http/schema';
import { employeeFields } from '../people/schemas';
import { DOCUMENTS } from './checklist';

export const MILITARY_STATUSES = ['Exempted', 'Yet to be adhered to', 'Postponed', 'Not required', 'Completed'] as const;
export const MARITAL_STATUSES = ['Single', 'Engaged', 'Married'] as const;
export const GENDERS = ['Male', 'Female'] as const;

const date = (label: string) => Field.date(label, { dayFirst: true });
/** The person fields a headcount record shares with POST /employees (same keys, labels and rules). */
const person = employeeFields(true);

export const headcountFields = {
  RES_ID: person.RES_ID,
  name: person.name,
  communication_email: Field.email('Communication email', { required: true }),
  national_id: Field.text('National ID', { max: 50 }),
  nationality: Field.text('Nationality', { max: 100 }),
  city_of_residence: Field.text('City of residence', { max: 100 }),
  gender: Field.enum('Gender', GENDERS),
  date_of_birth: date('Date of birth'),
  phone_number: Field.phone('Phone number'),
  emergency_contact_name: person.emergency_contact_name,
  emergency_contact_number: person.emergency_contact_number,
  payoneer_email: Field.email('Payoneer email'),
  status_id: Field.id('Status'),
  status: Field.text('Status', { max: 100, description: 'Status name (instead of status_id)' }),
  employment_type: Field.text('Employment type', { max: 50 }),
  employment_role_id: Field.id('Role'),
  role: Field.text('Role', { max: 100, description: 'Role title (instead of employment_role_id)' }),
  department_id: Field.id('Department'),
  department: Field.text('Department', { max: 100, description: 'Department name (instead of department_id)' }),
  manager_id: Field.id('Direct manager'),
  direct_manager_res_id: Field.text('Direct manager', { max: 50, description: "Manager's RES_ID (instead of manager_id)" }),
  is_full_time: Field.boolean('Full time'),
  part_time_date_shuffled: date('Part-time date shuffled'),
  candidate_id: Field.id('Candidate'),
  hiring_date: Field.date('Hiring date', { required: true, dayFirst: true }),
  contract_signed_date: date('Contract signed date'),
  contract_expiration_date: date('Contract expiration date'),
  national_id_expiration_date: date('National ID expiration date'),
  last_working_day: date('Last working day'),
  custody: Field.text('Custody', { max: 255 }),
  military_status: Field.enum('Military status', MILITARY_STATUSES),
  martial_status: Field.enum('Marital status', MARITAL_STATUSES),
  ...(Object.fromEntries(DOCUMENTS.map((d) => [d, Field.boolean(d.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()))])) as Record<
    (typeof DOCUMENTS)[number],
    ReturnType<typeof Field.boolean>
  >),
};

/** A whole record (create; and every record after merging over the stored one). */
export const HeadcountFields = Body(headcountFields, ['headcount_employee', 'employee']);
/** Changes to a record: absent fields keep their value. */
export const HeadcountChanges = Body(headcountFields, ['headcount_employee', 'employee'], { partial: true });
/** POST /headcount_employees/add_or_update: records in `headcount_employees` (or one record), each upserted on its own. */
export const HeadcountRows = RowsBody('Headcount employees', 'headcount_employees', headcountFields, ['headcount_employee', 'employee']);
