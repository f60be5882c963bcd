/** Candidate fields onboarding needs (the upstream's GET /candidates/{id}/missing_data; the web's Add Candidate marks them). */
export const ONBOARDING_FIELDS = [
  ['national_id', 'National ID'],
  ['contact_number', 'Contact number'],
  ['contact_email', 'Contact email'],
  ['nationality', 'Nationality'],
  ['city_of_residence', 'City of residence'],
  ['military_status', 'Military status'],
  ['educational_status', 'Educational status'],
  ['marital_status', 'Marital status'],
] as const;
