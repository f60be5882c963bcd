/** Candidate fields onboarding needs (GET /candidates/{id}/missing_data); a module of its own, as the web's Add Candidate marks them too. */
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
