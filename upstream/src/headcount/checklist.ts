/**
 * The headcount record's document checklist and personal fields: plain lists, imported by the schemas, the store and
 * the field rules (auth/fieldRules.ts, which the gateway reads too), so none of them loads the store to know them.
 */

/** The twelve document flags, in checklist order. */
export const DOCUMENTS = [
  'social_insurance',
  'medical_insurance',
  'nda_signed',
  'birth_certificate',
  'criminal_record',
  'original_academic_certificate',
  'work_stub',
  'copy_of_national_id',
  'personal_photo',
  'disabled_work_qualification_id',
  'official_111_form',
  'social_insurance_print',
] as const;
export type DocumentFlag = (typeof DOCUMENTS)[number];

/** Fields only CEO and HR (and the person themself) read (gateway @FieldAccess('personal') guards the same). */
export const PERSONAL = ['national_id', 'phone_number', 'date_of_birth', 'emergency_contact_name', 'emergency_contact_number', 'payoneer_email'] as const;
