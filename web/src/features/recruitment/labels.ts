/** Recruitment's option lists (SPEC §9) and display words, one place for every page. */
export const MILITARY_STATUSES = ['Exempted', 'Yet to be adhered to', 'Postponed', 'Not required', 'Completed'];
export const EDUCATIONAL_STATUSES = ['Graduate', 'Drop out', 'Under-graduate', 'Gap year'];
export const MARITAL_STATUSES = ['Single', 'Engaged', 'Married'];
export const CANDIDATE_TYPES = ['cold calling specialist'];
export const SOURCES = [
  { value: 'hr_department', label: 'HR department' },
  { value: 'referral', label: 'Referral' },
  { value: 'external_source', label: 'External source' },
  { value: 'other', label: 'Other' },
];
export const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
export const FEEDBACK = [
  { value: 'pending', label: 'Pending' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'rejected', label: 'Rejected' },
];
export const DECISIONS = [
  { value: 0, label: 'Pending' },
  { value: 1, label: 'Accepted' },
  { value: 2, label: 'Rejected' },
  { value: 3, label: 'No Show' },
];
export const DECISION_COLORS = ['default', 'green', 'red', 'orange'];
export const EMPLOYMENT_TYPES = [
  { value: 'full_time', label: 'Full time' },
  { value: 'part_time', label: 'Part time' },
];
export const EXPERIENCE_LEVELS = [
  { value: 'fresh', label: 'Fresh' },
  { value: 'junior', label: 'Junior' },
  { value: 'experienced', label: 'Experienced' },
  { value: 'senior', label: 'Senior' },
];
/** Onboarding tracker tabs: the upstream's `{type}` values. */
export const ONBOARDING_TYPES = [
  { value: 'pending', label: 'Awaiting onboarding' },
  { value: 'onboarded', label: 'Onboarded' },
  { value: 'removed', label: 'Removed' },
];
export const STAGES: Record<string, { label: string; color: string }> = {
  new: { label: 'New', color: 'default' },
  contacted: { label: 'Contacted', color: 'blue' },
  interviewing: { label: 'Interviewing', color: 'geekblue' },
  accepted: { label: 'Accepted', color: 'green' },
  tracked: { label: 'Tracked for onboarding', color: 'cyan' },
  onboarded: { label: 'Onboarded', color: 'purple' },
  rejected: { label: 'Rejected / no show', color: 'red' },
};
/** Test scores of a cold calling specialist: form key, label, highest value. */
export const SCORES = [
  ['englishFluency', 'English fluency', 10],
  ['englishPronunciation', 'Pronunciation', 10],
  ['englishComprehension', 'Comprehension', 10],
  ['englishVocab', 'Vocabulary', 10],
  ['englishGrammar', 'Grammar', 10],
  ['typingSpeed', 'Typing speed (wpm)', 200],
  ['typingAccuracy', 'Typing accuracy (%)', 100],
] as const;
/** SPEC §8: shown beside the server's messages when a candidate create or update fails. */
export const CHECK_DATA_WARNING = 'please make sure the data is correct and try again';
/** SPEC §8: any onboarding failure but a 409. */
export const ONBOARD_FAILED = 'Failed to onboard candidate.';

export const labelOf = (options: { value: string | number; label: string }[], value: string | number | null | undefined) =>
  options.find((o) => o.value === value)?.label ?? (value == null ? '' : String(value));

/** The candidate fields onboarding needs (the upstream's, @hr/rules' ONBOARDING_FIELDS in snake case). */
export const ONBOARDING_FIELDS = [
  'nationalId',
  'contactNumber',
  'contactEmail',
  'nationality',
  'cityOfResidence',
  'militaryStatus',
  'educationalStatus',
  'maritalStatus',
] as const;
/** The note under each of them on the candidate form, so HR fills them in before anyone tries to onboard. */
export const NEEDED_TO_ONBOARD = 'Needed to onboard';
