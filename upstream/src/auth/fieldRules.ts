/**
 * THE field rules of SPEC §6, declared once for the upstream and the gateway (gateway/src/access/fieldAccess.ts reads
 * its viewers from here): pay is read by CEO, HR and admins, personal data by CEO and HR, and either by the person
 * themself; the HR record (contract, document checklist, statuses, custody, expiry dates) belongs to the headcount
 * pages, CEO and HR only. The upstream applies them to its own answers too, so a manager's token on the REST port
 * reads no more than through the gateway.
 */
import { DOCUMENTS, PERSONAL } from '../headcount/checklist';

export type FieldKind = 'pay' | 'personal' | 'hrRecord';

/** Role flags (auth/roles.ts `Roles`, gateway/src/access/roles.ts) that may read a kind of someone else's data. */
export const FIELD_VIEWERS = {
  pay: ['ceo', 'hr', 'admin'],
  personal: ['ceo', 'hr'],
  hrRecord: ['ceo', 'hr'],
} as const satisfies Readonly<Record<FieldKind, readonly string[]>>;

/** The REST answer fields of each kind (snake_case, as the upstream answers them). */
export const FIELDS: Readonly<Record<FieldKind, readonly string[]>> = {
  pay: ['hourly_rate', 'monthly_rate', 'base_salary', 'allowance', 'bonus', 'compensation', 'hours_pay', 'extras', 'total_pay', 'payment_account'],
  personal: [...PERSONAL, 'national_ID', 'phone', 'contact_email', 'contact_number'],
  hrRecord: [
    'communication_email',
    'nationality',
    'city_of_residence',
    'custody',
    'military_status',
    'martial_status',
    'contract_url',
    'contract_filename',
    'contract_file_id',
    'contract_signed_date',
    'contract_expiration_date',
    'national_id_expiration_date',
    'contract_alert',
    'national_id_alert',
    'missing_documents',
    'documents_complete',
    ...DOCUMENTS,
  ],
};

/** What a headcount record shows to the other roles that may list people (the attrition screens): who, where, whose. */
export const DIRECTORY_FIELDS = [
  'id',
  'RES_ID',
  'name',
  'status',
  'status_id',
  'employment_type',
  'role',
  'employment_role_id',
  'department',
  'department_id',
  'manager_id',
  'direct_manager',
  'is_full_time',
  'hiring_date',
  'formatted_hiring_date',
  'last_working_day',
  'active',
] as const;

/** Whether `roles` may read `kind` fields of someone else. */
export const mayRead = (roles: Readonly<Record<(typeof FIELD_VIEWERS)[FieldKind][number], boolean>>, kind: FieldKind): boolean =>
  FIELD_VIEWERS[kind].some((flag) => roles[flag]);
