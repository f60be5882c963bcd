/**
 * Every shared field rule of SPEC §5 with its exact message (@hr/rules, the upstream's words), as antd Form rules.
 * Forms use only these, so a message is written once. Rules other than `required`/`requiredSelect` let empty values
 * pass: pair them with `required`.
 *
 *   <Form.Item name="email" label="Email" rules={[rules.required('Email'), rules.email()]}>
 */
import type { FormRule } from 'antd';
import { DOCUMENT_TYPES, messages } from '@hr/rules';

type Validator = (rule: unknown, value: unknown) => Promise<void>;

export { messages };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with the usual separators; an optional leading +; 7 to 15 digits (E.164 maximum). */
const PHONE_CHARS = /^\+?[\d\s().-]+$/;

export function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

function check(ok: (value: unknown) => boolean, message: string): Validator {
  return (_rule, value) => (isEmpty(value) || ok(value) ? Promise.resolve() : Promise.reject(new Error(message)));
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** Bytes of a File, an antd UploadFile or a list of them (the largest counts). */
function sizeOf(value: unknown): number {
  if (Array.isArray(value)) return Math.max(0, ...value.map(sizeOf));
  if (value && typeof value === 'object') {
    const v = value as { size?: unknown; originFileObj?: { size?: number } };
    if (v.originFileObj && typeof v.originFileObj.size === 'number') return v.originFileObj.size;
    if (typeof v.size === 'number') return v.size;
  }
  return 0;
}

/** The documents people hand in (contracts, sick notes), as pickers' `accept` and `rules.fileType` take them. */
export { DOCUMENT_TYPES };

/** The names of a File, an antd UploadFile or a list of them. */
function namesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(namesOf);
  const name = value && typeof value === 'object' ? (value as { name?: unknown }).name : undefined;
  return typeof name === 'string' ? [name] : [];
}

export function megabytes(bytes: number): number {
  return Number((bytes / (1024 * 1024)).toFixed(2));
}

/** The file-size check on its own, for antd Upload's `beforeUpload`: the message, or null when small enough. */
export function fileSizeError(file: unknown, maxBytes: number): string | null {
  return sizeOf(file) < maxBytes ? null : messages.fileSize(megabytes(maxBytes));
}

/** An absolute http(s) URL with a host, without spaces (what the upstream's help desk links accept). */
export function isValidUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** An e-mail address as SPEC §5 checks it; surrounding spaces do not count. */
export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/**
 * `required` and `email` for a form without antd's Form (the login page: Form adds ~25 KB gzip to /login's first
 * download, see tests/e2e/bundle-budget.test.ts): the same messages, as plain checks answering a message or null.
 */
export const plainChecks = {
  required: (entity: string) => (value: string) => (value.trim() === '' ? messages.required(entity) : null),
  email: () => (value: string) => (value.trim() === '' || isValidEmail(value) ? null : messages.email),
};

/** The first failing plain check's message, or null. */
export function plainError(value: string, checks: readonly ((value: string) => string | null)[]): string | null {
  for (const check of checks) {
    const message = check(value);
    if (message) return message;
  }
  return null;
}

export function isValidPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return PHONE_CHARS.test(value.trim()) && digits.length >= 7 && digits.length <= 15;
}

export const rules = {
  /** Required (antd adds the asterisk to the label). Whitespace-only text counts as empty. */
  required: (entity: string): FormRule => ({ required: true, whitespace: true, message: messages.required(entity) }),

  /** Required for selects: passes for anything except null, undefined or empty (0 and false are valid choices). */
  requiredSelect: (entity: string): FormRule => ({
    required: true,
    validator: (_rule, value) => (isEmpty(value) ? Promise.reject(new Error(messages.required(entity))) : Promise.resolve()),
  }),

  email: (): FormRule => ({ validator: check((v) => typeof v === 'string' && isValidEmail(v), messages.email) }),

  /** An http(s) URL ("Invalid URL format"); the value is checked as typed (no trimming, no scheme added). */
  url: (): FormRule => ({ validator: check((v) => typeof v === 'string' && isValidUrl(v), messages.url) }),

  /** At most `length` characters. */
  maxLength: (entity: string, length: number): FormRule => ({
    validator: check((v) => String(v).length <= length, messages.maxLength(entity, length)),
  }),

  /** At least `length` characters; names the field like maxLength. */
  minLength: (entity: string, length: number): FormRule => ({
    validator: check((v) => String(v).length >= length, messages.minLength(entity, length)),
  }),

  lessThan: (entity: string, limit: number): FormRule => ({
    validator: check((v) => (toNumber(v) ?? Infinity) < limit, messages.lessThan(entity, limit)),
  }),
  lessThanOrEqual: (entity: string, limit: number): FormRule => ({
    validator: check((v) => (toNumber(v) ?? Infinity) <= limit, messages.lessThanOrEqual(entity, limit)),
  }),
  greaterThan: (entity: string, limit: number): FormRule => ({
    validator: check((v) => (toNumber(v) ?? -Infinity) > limit, messages.greaterThan(entity, limit)),
  }),
  greaterThanOrEqual: (entity: string, limit: number): FormRule => ({
    validator: check((v) => (toNumber(v) ?? -Infinity) >= limit, messages.greaterThanOrEqual(entity, limit)),
  }),

  /** Under `maxBytes`; the message shows the limit in MB. Works on File, UploadFile and file lists. */
  fileSize: (maxBytes: number): FormRule => ({
    validator: check((v) => sizeOf(v) < maxBytes, messages.fileSize(megabytes(maxBytes))),
  }),

  /**
   * Files named with one of `extensions` (the picker's `accept` list, which a user can step around). SPEC §5 has no
   * such rule: `message` is the upstream's own (e.g. "The sick note must be a PDF, DOCX, DOC, PNG or JPEG file").
   */
  fileType: (extensions: readonly string[], message: string): FormRule => ({
    validator: check((v) => namesOf(v).every((name) => extensions.some((ext) => name.toLowerCase().endsWith(ext))), message),
  }),

  /** The confirm field must equal `field` (give the Form.Item `dependencies={[field]}`). */
  matchingPassword:
    (field = 'password'): FormRule =>
    ({ getFieldValue }) => ({
      validator: (_rule, value) =>
        isEmpty(value) || getFieldValue(field) === value ? Promise.resolve() : Promise.reject(new Error(messages.matchingPassword)),
    }),

  /** A non-negative number. */
  numeric: (): FormRule => ({
    validator: check((v) => {
      const n = toNumber(v);
      return n !== null && n >= 0;
    }, messages.numeric),
  }),

  /** A non-negative integer. */
  wholeNumber: (): FormRule => ({
    validator: check((v) => {
      const n = toNumber(v);
      return n !== null && n >= 0 && Number.isInteger(n) && !/[.eE]/.test(String(v));
    }, messages.wholeNumber),
  }),

  /** Only flagged when non-empty and invalid. */
  phone: (): FormRule => ({ validator: check((v) => isValidPhone(String(v)), messages.phone) }),
};
