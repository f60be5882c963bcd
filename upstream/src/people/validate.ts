/** Small body readers for the people routes: each collects field errors so one 422 names every bad field. */
import type { FieldError } from '../http/errors';

export type Body = Record<string, unknown>;

/** Accepts the Rails-style wrapper (`{ employee: {...} }`) or the flat body. */
export function unwrap(body: unknown, wrapper: string): Body {
  const b = (body && typeof body === 'object' ? body : {}) as Body;
  const inner = b[wrapper];
  return inner && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Body) : b;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export class Reader {
  readonly errors: FieldError[] = [];
  constructor(private readonly body: Body) {}

  has(field: string): boolean {
    return !isBlank(this.body[field]);
  }

  fail(field: string | null, message: string): void {
    this.errors.push({ field, message });
  }

  /** Trimmed text; null when blank (and an error when required). */
  text(field: string, label: string, required = false, max = 255): string | null {
    const v = this.body[field];
    if (isBlank(v)) {
      if (required) this.fail(field, `${label} is required`);
      return null;
    }
    const s = String(v).trim();
    if (s.length > max) this.fail(field, `${label} must be less than ${max} characters`);
    return s;
  }

  email(field: string, label: string, required = false): string | null {
    const s = this.text(field, label, required);
    if (s !== null && !EMAIL.test(s)) this.fail(field, 'Invalid e-mail format');
    return s === null ? null : s.toLowerCase();
  }

  /** Non-negative number (SPEC §5 "numeric"), optionally with an upper bound. */
  number(field: string, label: string, required = false, max?: number): number | null {
    const v = this.body[field];
    if (isBlank(v)) {
      if (required) this.fail(field, `${label} is required`);
      return null;
    }
    const n = Number(v);
    if (!Number.isFinite(n) || n < 0) {
      this.fail(field, `${label} must be a positive number.`);
      return null;
    }
    if (max !== undefined && n > max) this.fail(field, `${label} must be at most ${max}`);
    return n;
  }

  /** Non-negative integer id or number (SPEC §5 "wholeNumber"). */
  whole(field: string, label: string, required = false): number | null {
    const n = this.number(field, label, required);
    if (n !== null && !Number.isInteger(n)) {
      this.fail(field, `${label} must be a whole number`);
      return null;
    }
    return n;
  }

  date(field: string, label: string, required = false): string | null {
    const s = this.text(field, label, required);
    if (s === null) return null;
    if (!ISO_DATE.test(s) || Number.isNaN(Date.parse(`${s}T00:00:00Z`)) || new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) !== s) {
      this.fail(field, `${label} must be a date (YYYY-MM-DD)`);
      return null;
    }
    return s;
  }

  bool(field: string): boolean | null {
    const v = this.body[field];
    if (v === undefined || v === null || v === '') return null;
    return v === true || v === 'true' || v === 1 || v === '1';
  }

  oneOf<T extends string>(field: string, label: string, values: readonly T[], required = false): T | null {
    const s = this.text(field, label, required);
    if (s === null) return null;
    const found = values.find((v) => v.toLowerCase() === s.toLowerCase());
    if (!found) this.fail(field, `${label} must be one of: ${values.join(', ')}`);
    return found ?? null;
  }
}

/** Positive integer path parameter, or null (the route answers 404). */
export function idParam(raw: string): number | null {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : null;
}

/** Today as YYYY-MM-DD (UTC, like every stored date). */
export const today = () => new Date().toISOString().slice(0, 10);
