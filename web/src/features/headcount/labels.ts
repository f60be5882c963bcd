/** Headcount labels shared by the tracker and the form: the 12 documents, SPEC §9 options, expiry alerts. */

/** The document checklist: GraphQL field, snake_case flag (as the server lists missing ones) and label. */
export const DOCUMENTS = [
  { field: 'socialInsurance', flag: 'social_insurance', label: 'Social insurance' },
  { field: 'medicalInsurance', flag: 'medical_insurance', label: 'Medical insurance' },
  { field: 'ndaSigned', flag: 'nda_signed', label: 'NDA signed' },
  { field: 'birthCertificate', flag: 'birth_certificate', label: 'Birth certificate' },
  { field: 'criminalRecord', flag: 'criminal_record', label: 'Criminal record' },
  { field: 'originalAcademicCertificate', flag: 'original_academic_certificate', label: 'Original academic certificate' },
  { field: 'workStub', flag: 'work_stub', label: 'Work stub' },
  { field: 'copyOfNationalId', flag: 'copy_of_national_id', label: 'Copy of national ID' },
  { field: 'personalPhoto', flag: 'personal_photo', label: 'Personal photo' },
  { field: 'disabledWorkQualificationId', flag: 'disabled_work_qualification_id', label: 'Disabled work qualification ID' },
  { field: 'official111Form', flag: 'official_111_form', label: 'Official 111 form' },
  { field: 'socialInsurancePrint', flag: 'social_insurance_print', label: 'Social insurance print' },
] as const;

export type DocumentField = (typeof DOCUMENTS)[number]['field'];

export const documentLabel = (flag: string) => DOCUMENTS.find((d) => d.flag === flag)?.label ?? flag;

export const MILITARY_STATUSES = ['Exempted', 'Yet to be adhered to', 'Postponed', 'Not required', 'Completed'];
export const MARITAL_STATUSES = ['Single', 'Engaged', 'Married'];
export const GENDERS = ['Male', 'Female'];
export const EMPLOYMENT_TYPES = ['Full Time', 'Part Time', 'Intern', 'Contractor'];

export const ALERT_LABELS: Record<string, string> = { expired: 'Expired', expiring: 'Expires within 30 days' };

export const EXPIRING_OPTIONS = [
  { value: 'any', label: 'Contract or national ID' },
  { value: 'contract', label: 'Contract' },
  { value: 'national_id', label: 'National ID' },
];

export const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
