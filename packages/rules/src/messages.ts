/**
 * SPEC §5's validation messages, word for word: the upstream answers them, the web's form rules show them before a
 * request is sent. `entity` is the field's label ("Name", "Email").
 */
export const messages = {
  required: (entity: string) => `${entity} is required`,
  email: 'Invalid e-mail format',
  maxLength: (entity: string, length: number) => `${entity} must be less than ${length} characters`,
  minLength: (entity: string, length: number) => `${entity} must be greater than ${length} characters`,
  lessThan: (entity: string, limit: number) => `${entity} must be less than ${limit}`,
  lessThanOrEqual: (entity: string, limit: number) => `${entity} must be less than or equal to ${limit}`,
  greaterThan: (entity: string, limit: number) => `${entity} must be greater than ${limit}`,
  greaterThanOrEqual: (entity: string, limit: number) => `${entity} must be greater than or equal to ${limit}`,
  fileSize: (megabytes: number) => `size should be less than ${megabytes} MB!`,
  matchingPassword: "Passwords you entered don't match",
  numeric: 'must be a positive number.',
  wholeNumber: 'must be a whole number',
  phone: 'Invalid Phone Number',
  /** Not in SPEC §5's table (which has no URL rule); worded like its "Invalid e-mail format" (help desk links). */
  url: 'Invalid URL format',
};
