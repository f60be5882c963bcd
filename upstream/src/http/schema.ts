/**
 * Route schemas (TypeBox): ONE mechanism that gives every route its params, query, body and response schemas, from
 * which Fastify validates and coerces queries and bodies and @fastify/swagger writes the OpenAPI document
 * (http/openapi.ts).
 *
 * Each domain keeps a `schemas.ts` with a table `'METHOD /fastify/url' -> { summary, params?, querystring?, body?,
 * response? }`, named by the domain's manifest (index.ts, listed in domains.ts). `registerRouteSchemas` attaches them
 * when the route is declared (an onRoute hook), so route files stay plain handlers. A route without an entry fails
 * the schema test (test/openapi.test.ts).
 *
 * Request bodies: declared once with field builders, which carry the SPEC §5 message of every rule.
 *
 *   // schemas.ts
 *   export const CandidateInput = Body({
 *     name: Field.text('Name', { required: true, max: 200 }),
 *     email: Field.email('Email', { required: true }),
 *     phone: Field.phone('Phone'),
 *     expected_salary: Field.number('Expected salary', { max: MAX_AMOUNT }),
 *     interview_date: Field.date('Interview date', { noPast: true }),
 *     referred_by_id: Field.id('Referring employee', { required: true }),
 *   }, 'candidate');                                   // Rails-style `{ candidate: {...} }` or the flat fields
 *   ... 'POST /candidates': { summary, body: CandidateInput, response: { 201: CandidateSchema } },
 *
 *   // routes.ts
 *   app.post('/candidates', async (request, reply) => {
 *     requireRoles(request, 'ceo', 'hr');              // access first: 401/403/404 still come before a 422
 *     const input = bodyOf(request, CandidateInput);   // typed; throws the 422 naming every bad field at once
 *     ...database-backed checks (a missing referrer, a duplicate) stay here, as `validationError([...])`
 *     // or, to answer them in the same 422 as the field messages:
 *     //   const { value, errors } = checkBody(request, CandidateInput); errors.push(...); if (errors.length) throw ...
 *   });
 *
 *   // a CSV import row, or a multipart form: the same schema, the same words
 *   const { value, errors } = checkFields(CandidateInput, record);   // or readFields(...), which throws the 422
 *
 * Rules (decisions):
 * - Fastify runs the check in its validation phase (`registerValidation`): the body is unwrapped (wrapper or flat),
 *   coerced and replaced by the checked record (declared fields only). A failing body is not answered there: the
 *   route's access checks run first, and the 422 (`{ message, errors: [{ field, message }] }`, http/errors.ts, every
 *   field at once) is thrown at the first read of the body (`bodyOf`, or any read of `request.body`, which is then a
 *   guard object that throws). So an unauthorised caller still gets 403, a missing record 404, as before.
 * - Blank (undefined, null, spaces only) counts as missing: "X is required" when required, else null. Absent keys stay
 *   absent (undefined), so PATCH-style partial bodies (`Body(props, wrapper, { partial: true })`) skip required rules
 *   for absent fields but still refuse a required field sent blank. Nothing the user sent is changed except trimming
 *   text (e-mails are also lower-cased, as stored); numbers are never clamped; unknown keys are dropped.
 * - Numbers and booleans arrive as JSON values or strings (CSV, multipart): "12", "true", "1" are read; anything else
 *   is the field's message. Every number has a bound (default MAX_AMOUNT).
 * - Messages (override one with `messages: { rule: '...' }` where a domain's wording is established):
 *   required "X is required" · max "X must be less than N characters" · min "X must be greater than N characters" ·
 *   email "Invalid e-mail format" · phone "Invalid Phone Number" · number "X must be a positive number." ·
 *   integer "X must be a whole number" · bounds "X must be at most N" / "X must be at least N" / "X must be between
 *   A and B" (both given) · date "X must be a valid date (YYYY-MM-DD)", "X can't be in the future" (noFuture),
 *   "X can't be in the past" (noPast) · boolean "X must be true or false" · enum "X must be one of: a, b" (matched
 *   case-insensitively, answered in the declared case) · id "X not found" (not a positive 32-bit integer) · text given
 *   as an object "X is invalid".
 * - `Field.password` is never trimmed; its `min` reads "X must be at least N characters".
 * - `aliases: ['name']` reads a field under other keys clients send; `Field.file` documents a multipart file (read by
 *   `readMultipart`, skipped by the check).
 * - Nested bodies: `Field.object('Scores', { fluency: Field.integer(...) })` checks a nested record with its own fields
 *   (errors named `scores.fluency`); `Field.list('Attendances', { status: Field.text(...) })` each item of a list
 *   (`attendances.2.status`; "X: at most N" items, default 10000); `Field.enums('Reasons', VALUES)` a set of values
 *   ("X must be among: a, b"; repeats dropped). A malformed record or list is "X is invalid".
 * - A route taking JSON or a multipart form declares one body per content type:
 *   `body: { content: { 'application/json': { schema: JsonBody }, 'multipart/form-data': { schema: FormBody } } }`.
 * - Every body property is a `Field`: `Body` throws at startup on any other property, so no route reads an unchecked
 *   body. Multipart uploads: `UploadBody(description, field)`. A JSON bulk body whose records are checked one by one
 *   (all-or-nothing per record, answered like an import): `RowsBody(...)`, read with `rowsOf(request, schema)`.
 *
 * Other decisions:
 * - Queries are validated and coerced by the schema (400 for a malformed value, 422 for one out of bounds, with
 *   field messages from `errors.ts`). Formats whose message a route already words (months, years, sort keys) are
 *   described, not patterned, so the route's message stands.
 * - Responses are documented (and checked against real answers by the contract test), not used to serialise: the
 *   answers stay byte-for-byte what the handlers return.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { Type, type Static, type TObject, type TSchema, type TUnsafe } from '@sinclair/typebox';
import { rememberShape, shapeOf, type EntityRef } from './entity';
import { HttpError, validationError, type FieldError } from './errors';
import type { ExtensionOperation, ExtensionParam } from './extensionRules';
import { MAX_AMOUNT, SEARCH_MAX, isBlank, isIsoDate, parseDate, todayIso, unwrap } from './values';
import { messages } from '@hr/rules';

/** `consumes` is said here too (not only by @fastify/swagger's typings): programs that read a table without it compile. */
export type RouteSchema = FastifySchema & { summary: string; tags?: string[]; consumes?: readonly string[]; [extension: `x-${string}`]: unknown };
/** `'GET /employees/:id'` -> its schema. */
export type RouteSchemaTable = Record<string, RouteSchema>;

const ENTITIES: TSchema[] = [];
/** Every named entity schema (components/schemas of the document; the contract test validates answers with them). */
export const entitySchemas = (): readonly TSchema[] => byName(ENTITIES);
/** By name, so the document's components do not follow module load order (stores import their schemas). */
const byName = (schemas: TSchema[]) => [...schemas].sort((a, b) => String(a.$id).localeCompare(String(b.$id), 'en'));

/**
 * A named answer object: registered once as a shared schema (`$id` = name) and used by reference, so the document
 * has one `components.schemas.<name>` per entity. Open objects: a new column never breaks a client that validates.
 */
export const Entity = <P extends Record<string, TSchema>>(name: string, properties: P): EntityRef<P> => {
  const schema = Type.Object(properties, { $id: name, title: name, additionalProperties: true });
  ENTITIES.push(schema);
  const ref = Type.Unsafe<Static<typeof schema>>({ $ref: `${name}#` });
  // The shape stays reachable from the ref (http/entity.ts: row types and SELECT lists derive from it).
  rememberShape(ref, Type.Object(properties));
  return ref;
};
/** A text of a fixed set of values, typed as their union (documented as `Type.String({ enum })` is). */
export const StringEnum = <const V extends readonly string[]>(values: V, options: { description?: string } = {}) =>
  Type.Unsafe<V[number]>({ enum: [...values], ...options, type: 'string' });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
export const Page = <T extends TSchema>(item: T) => Type.Object({ items: Type.Array(item), count: Type.Integer({ minimum: 0 }) });

/** Short names of the answer columns every entity uses (a text, a nullable text/integer/number). */
export const Str = Type.String();
export const NStr = Nullable(Type.String());
export const NInt = Nullable(Type.Integer());
export const NNum = Nullable(Type.Number());

export const Id = Type.Integer({ minimum: 1, description: 'Database id' });
export const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
/** A timestamptz column: a `Date` in the row, answered as its ISO 8601 text. */
export const DateTime = Type.Unsafe<Date>({ type: 'string', description: 'ISO 8601 timestamp' });
/** A timestamptz column with its own description. */
export const Timestamp = (description: string) => Type.Unsafe<Date>({ description, type: 'string' });
export const Search = Type.String({ maxLength: SEARCH_MAX, description: `Matched anywhere, literally (at most ${SEARCH_MAX} characters)` });
/** Not patterned: a malformed id is a 404 of the route's own words ("Leave request not found"). */
export const IdParams = Type.Object({ id: Type.String({ description: 'Database id (digits)' }) });

export const Message = Type.Object({ message: Type.String() }, { additionalProperties: true });
export const NoContent = Type.Null({ description: 'No content' });
export const CsvFile = Type.String({ description: 'A CSV file (text/csv, Content-Disposition attachment)' });
export const BinaryFile = Type.String({ description: 'The file bytes' });

export const FieldErrorSchema = Type.Object({ message: Type.String(), field: Nullable(Type.String({ description: 'snake_case field, or null' })) });
/** Every failure (http/errors.ts): `message` is the human text, `errors` one entry per field at fault. */
export const ErrorBodySchema = Entity('Error', { message: Type.String(), errors: Type.Array(FieldErrorSchema) });

/** Paging of every list (docs/ARCHITECTURE.md "REST conventions"). */
export const PagingQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, description: '1-based page; with limit' })),
  limit: Type.Optional(Type.Integer({ minimum: -1, description: 'Page size; omitted = every row' })),
  sort_by: Type.Optional(Type.String({ description: 'Column to sort by (whitelisted per list)' })),
  sort_dir: Type.Optional(Type.String({ description: 'asc or desc' })),
  fields: Type.Optional(Type.String({ description: 'Comma list of item fields to answer, the others left out (SPEC §3 list query; http/fields.ts)' })),
};
/**
 * A list's `sort_by` keys, declared once: documented as an enum, typed as their union (`Record<SortKey<typeof X>,
 * string>` maps each to its SQL in the store). Described, not enforced, by the validator: the list's own 400
 * ("sort_by must be one of: ...", http/paging.ts) stands, as before.
 */
export const SortBy = <const K extends readonly string[]>(keys: K): TUnsafe<K[number]> & { readonly enum: K } =>
  Object.assign(Type.Unsafe<K[number]>({ type: 'string', description: 'Column to sort by' }), { enum: keys });
/** SortBy of keys that are the entity's own answer keys (checked by the compiler). */
export const SortOf = <E extends EntityRef, const K extends readonly (keyof Static<E> & string)[]>(_entity: E, keys: K) => SortBy(keys);
/** SortBy of every answer key of an entity: a list computed in memory sorts by any of its columns. */
export const SortOfAll = <P extends Record<string, TSchema>>(entity: EntityRef<P>) => SortBy(Object.keys(shapeOf(entity).properties) as (keyof P & string)[]);
export type SortKey<S extends TSchema> = Static<S>;
/** The keys of a SortBy, for a list whose sort keys are its plain column names (`sortable: sortKeys(X)`). */
export const sortKeys = <K extends readonly string[]>(sort: { readonly enum: K }): K => sort.enum;
/** A list's paging parameters with its own sort keys. */
export const PagingBy = <S extends TSchema>(sort: S) => ({ ...PagingQuery, sort_by: Type.Optional(sort) });
export const Query = <P extends Record<string, TSchema>>(properties: P) => Type.Object(properties, { additionalProperties: true });

// ---- request bodies: field builders (see the header) ---------------------------------------------------------

/** The rules a field can fail; each has its SPEC §5 message (header), overridable per field. */
export type FieldRule = 'required' | 'invalid' | 'max' | 'min' | 'format' | 'future' | 'past';

type FieldKind =
  'text' | 'password' | 'email' | 'phone' | 'number' | 'integer' | 'date' | 'boolean' | 'enum' | 'enums' | 'id' | 'ids' | 'file' | 'object' | 'list';

/** What the checker reads from a property's schema (`x-field`, plain JSON so it survives any schema copy). */
export interface FieldSpec {
  kind: FieldKind;
  label: string;
  required?: boolean;
  /** text: characters; numbers: value; ids: items. */
  max?: number;
  min?: number;
  values?: readonly string[];
  noFuture?: boolean;
  noPast?: boolean;
  /** date: a CSV row (`checkFields(..., { csv: true })`) may also give `DD/MM/YYYY`; API inputs are ISO only. */
  dayFirst?: boolean;
  messages?: Partial<Record<FieldRule, string>>;
  /** Other keys clients send the value under (read when the field's own key is absent). */
  aliases?: string[];
  /** object / list: the fields of the nested record (of each item). */
  fields?: Record<string, FieldSpec>;
}

interface Common {
  /** Other keys clients send the value under, e.g. `name` for `leave_name` (read when the field's own key is absent). */
  aliases?: string[];
  required?: boolean;
  /** Established domain wording for a rule, e.g. `{ required: 'Employees are required' }`. */
  messages?: Partial<Record<FieldRule, string>>;
  description?: string;
}
type Req<O> = O extends { required: true } ? true : false;
/** A field's static type: required -> T, else T | null (blank/null sent) | undefined (absent). */
type FieldType<T, R extends boolean> = R extends true ? T : T | null | undefined;
type Built<T, O> = ReturnType<typeof Type.Unsafe<FieldType<T, Req<O>>>>;

const PHONE_CHARS = /^\+?[\d\s().-]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const INT_MAX = 2 ** 31 - 1;
const LIST_MAX = 10000;

/** The `x-field` specs of builder properties (nested records keep their fields' rules); any other property throws. */
function specsOf(properties: Record<string, TSchema>, where = 'Field.object/list'): Record<string, FieldSpec> {
  return Object.fromEntries(
    Object.entries(properties).map(([k, v]) => {
      const spec = (v as Record<string, unknown>)['x-field'] as FieldSpec | undefined;
      if (!spec) throw new Error(`${where}: property ${k} was not built by Field.x()`);
      return [k, spec];
    }),
  );
}

function build<T, O extends Common>(spec: FieldSpec, options: O, json: Record<string, unknown>): Built<T, O> {
  const { description, required, messages, aliases } = options;
  const full: FieldSpec = { ...spec, required: !!required, ...(messages ? { messages } : {}), ...(aliases?.length ? { aliases } : {}) };
  const documented = required ? json : { anyOf: [json, { type: 'null' }] };
  const schema = Type.Unsafe<FieldType<T, Req<O>>>({ ...documented, ...(description ? { description } : {}), 'x-field': full });
  return (required ? schema : Type.Optional(schema)) as Built<T, O>;
}

/**
 * Field builders of request bodies (and CSV rows): `Field.text('Name', { required: true, max: 200 })`. Each carries
 * its label and rules; `checkFields` applies them with the SPEC §5 messages (see the header).
 */
export const Field = {
  /** Trimmed text, at most `max` characters (default 255). */
  text: <O extends Common & { max?: number; min?: number }>(label: string, options: O = {} as O) => {
    const max = options.max ?? 255;
    return build<string, O>({ kind: 'text', label, max, min: options.min }, options, {
      type: 'string',
      maxLength: max,
      ...(options.required ? { minLength: Math.max(1, options.min ?? 1) } : options.min ? { minLength: options.min } : {}),
    });
  },
  /** A secret, never trimmed or answered (blank still counts as missing); `min` words "X must be at least N characters". */
  password: <O extends Common & { min?: number; max?: number }>(label: string, options: O = {} as O) =>
    build<string, O>({ kind: 'password', label, min: options.min, max: options.max ?? 200 }, options, {
      type: 'string',
      format: 'password',
      maxLength: options.max ?? 200,
      ...(options.min ? { minLength: options.min } : {}),
    }),
  /** An e-mail address (trimmed, lower-cased as stored). */
  email: <O extends Common>(label: string, options: O = {} as O) =>
    build<string, O>({ kind: 'email', label, max: 255 }, options, { type: 'string', format: 'email', maxLength: 255 }),
  /** A phone number: digits with the usual separators, optional leading +, 7 to 15 digits (as the web's rule). */
  phone: <O extends Common & { max?: number }>(label: string, options: O = {} as O) =>
    build<string, O>({ kind: 'phone', label, max: options.max ?? 50 }, options, { type: 'string', maxLength: options.max ?? 50 }),
  /** A non-negative number (SPEC §5 numeric) within min..max (max default MAX_AMOUNT); a negative `min` allows signed numbers. */
  number: <O extends Common & { max?: number; min?: number }>(label: string, options: O = {} as O) =>
    build<number, O>({ kind: 'number', label, max: options.max ?? MAX_AMOUNT, min: options.min }, options, {
      type: 'number',
      minimum: options.min ?? 0,
      maximum: options.max ?? MAX_AMOUNT,
    }),
  /** A non-negative whole number (SPEC §5 wholeNumber) within min..max (max default MAX_AMOUNT). */
  integer: <O extends Common & { max?: number; min?: number }>(label: string, options: O = {} as O) =>
    build<number, O>({ kind: 'integer', label, max: options.max ?? MAX_AMOUNT, min: options.min }, options, {
      type: 'integer',
      minimum: options.min ?? 0,
      maximum: options.max ?? MAX_AMOUNT,
    }),
  /** A calendar day YYYY-MM-DD within DATE_MIN..DATE_MAX; `noFuture` / `noPast` compare with the app's today. */
  date: <O extends Common & { noFuture?: boolean; noPast?: boolean; dayFirst?: boolean }>(label: string, options: O = {} as O) =>
    build<string, O>({ kind: 'date', label, noFuture: options.noFuture, noPast: options.noPast, dayFirst: options.dayFirst }, options, {
      type: 'string',
      format: 'date',
      description: 'YYYY-MM-DD',
    }),
  /** true/false (also "true"/"false"/"1"/"0" from forms and CSV). */
  boolean: <O extends Common>(label: string, options: O = {} as O) => build<boolean, O>({ kind: 'boolean', label }, options, { type: 'boolean' }),
  /** One of `values` (matched case-insensitively, answered as declared). */
  enum: <const V extends readonly string[], O extends Common>(label: string, values: V, options: O = {} as O) =>
    build<V[number], O>({ kind: 'enum', label, values }, options, { type: 'string', enum: [...values] }),
  /** A database id (positive 32-bit integer); whether the row exists is the route's check. */
  id: <O extends Common>(label: string, options: O = {} as O) =>
    build<number, O>({ kind: 'id', label }, options, { type: 'integer', minimum: 1, maximum: INT_MAX }),
  /** A list of database ids (at least one when required; at most `max`, default 1000). */
  ids: <O extends Common & { max?: number }>(label: string, options: O = {} as O) =>
    build<number[], O>({ kind: 'ids', label, max: options.max ?? 1000 }, options, {
      type: 'array',
      items: { type: 'integer', minimum: 1, maximum: INT_MAX },
      maxItems: options.max ?? 1000,
      ...(options.required ? { minItems: 1 } : {}),
    }),
  /** A set of `values` (a JSON list, or comma-separated from a form): matched as `enum`, repeats dropped. */
  enums: <const V extends readonly string[], O extends Common>(label: string, values: V, options: O = {} as O) =>
    build<V[number][], O>({ kind: 'enums', label, values }, options, {
      type: 'array',
      items: { type: 'string', enum: [...values] },
      ...(options.required ? { minItems: 1 } : {}),
    }),
  /**
   * A nested record checked with its own fields (e.g. test scores); a sub-field's error is named `parent.sub`. The
   * sub-fields' `required` rules apply whenever the record is sent (rules that depend on other fields stay the route's).
   */
  object: <P extends Record<string, TSchema>, O extends Common>(label: string, fields: P, options: O = {} as O) =>
    build<Static<TObject<P>>, O>({ kind: 'object', label, fields: specsOf(fields) }, options, {
      type: 'object',
      properties: fields,
      additionalProperties: true,
    }),
  /**
   * A list of records (e.g. bulk rows), each checked with `fields`; an item's error is named `list.index.sub` (0-based).
   * At most `max` items (default 10000); at least one when required.
   */
  list: <P extends Record<string, TSchema>, O extends Common & { max?: number }>(label: string, fields: P, options: O = {} as O) =>
    build<Static<TObject<P>>[], O>({ kind: 'list', label, fields: specsOf(fields), max: options.max ?? LIST_MAX }, options, {
      type: 'array',
      items: { type: 'object', properties: fields, additionalProperties: true },
      maxItems: options.max ?? LIST_MAX,
      ...(options.required ? { minItems: 1 } : {}),
    }),
  /**
   * A file part of a multipart body (documentation: `readMultipart` reads files; `checkFields` skips this field, and
   * the route checks presence and size with its own words).
   */
  file: <O extends Common>(label: string, options: O = {} as O) =>
    build<never, O>({ kind: 'file', label }, options, { type: 'string', contentEncoding: 'binary' }),
};

const MESSAGES: Record<FieldRule, (s: FieldSpec) => string> = {
  required: (s) => messages.required(s.label),
  invalid: (s) => `${s.label} is invalid`,
  max: (s) => messages.maxLength(s.label, s.max ?? 0),
  min: (s) => messages.minLength(s.label, s.min ?? 0),
  format: (s) => `${s.label} is invalid`,
  future: (s) => `${s.label} can't be in the future`,
  past: (s) => `${s.label} can't be in the past`,
};

const say = (s: FieldSpec, rule: FieldRule, fallback?: string) => s.messages?.[rule] ?? fallback ?? MESSAGES[rule](s);

function boundsText(s: FieldSpec): string {
  if (s.min !== undefined && s.max !== undefined && s.max !== MAX_AMOUNT) return `${s.label} must be between ${s.min} and ${s.max}`;
  return '';
}

type Outcome = { ok: true; value: unknown } | { ok: false; message: string };
const ok = (value: unknown): Outcome => ({ ok: true, value });
const bad = (message: string): Outcome => ({ ok: false, message });

function checkNumber(s: FieldSpec, raw: unknown): Outcome {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && DECIMAL.test(raw.trim()) ? Number(raw.trim()) : NaN;
  // A negative `min` makes the field signed (a balance adjustment); every other number is non-negative (SPEC §5).
  const signed = s.min !== undefined && s.min < 0;
  if (!Number.isFinite(n) || (n < 0 && !signed)) return bad(say(s, 'invalid', `${s.label} ${signed ? 'must be a number' : messages.numeric}`));
  if (s.kind === 'integer' && !Number.isInteger(n)) return bad(say(s, 'invalid', `${s.label} ${messages.wholeNumber}`));
  const between = boundsText(s);
  if (s.min !== undefined && n < s.min) return bad(say(s, 'min', between || `${s.label} must be at least ${s.min}`));
  if (s.max !== undefined && n > s.max) return bad(say(s, 'max', between || `${s.label} must be at most ${s.max}`));
  return ok(n);
}

function checkId(raw: unknown): number | null {
  const t = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= INT_MAX ? n : null;
}

/** One present (non-blank) value against its field's rules. */
function checkValue(s: FieldSpec, raw: unknown, today: string, csv: boolean): Outcome {
  switch (s.kind) {
    case 'number':
    case 'integer':
      return checkNumber(s, raw);
    case 'id': {
      const id = checkId(raw);
      return id === null ? bad(say(s, 'invalid', `${s.label} not found`)) : ok(id);
    }
    case 'ids': {
      const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',').filter((x) => x.trim() !== '') : null;
      const ids = list?.map(checkId);
      if (!ids || ids.some((id) => id === null)) return bad(say(s, 'invalid', `${s.label} not found`));
      if (s.required && ids.length === 0) return bad(say(s, 'required'));
      if (s.max !== undefined && ids.length > s.max) return bad(say(s, 'max', `${s.label}: at most ${s.max}`));
      return ok(ids);
    }
    case 'enums': {
      const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',').filter((x) => x.trim() !== '') : null;
      const found = list?.map((x) => (typeof x === 'string' ? s.values!.find((v) => v.toLowerCase() === x.trim().toLowerCase()) : undefined));
      if (!found || found.some((v) => v === undefined)) return bad(say(s, 'invalid', `${s.label} must be among: ${s.values!.join(', ')}`));
      return ok([...new Set(found)]);
    }
    case 'boolean': {
      if (raw === true || raw === false) return ok(raw);
      const t = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim().toLowerCase() : '';
      if (t === 'true' || t === '1') return ok(true);
      if (t === 'false' || t === '0') return ok(false);
      return bad(say(s, 'invalid', `${s.label} must be true or false`));
    }
    default:
      break;
  }
  if (typeof raw === 'object') return bad(say(s, 'invalid'));
  if (s.kind === 'password') {
    const p = String(raw);
    if (s.max !== undefined && p.length > s.max) return bad(say(s, 'max'));
    if (s.min !== undefined && p.length < s.min) return bad(say(s, 'min', `${s.label} must be at least ${s.min} characters`));
    return ok(p);
  }
  const t = String(raw).trim();
  switch (s.kind) {
    case 'enum': {
      const found = s.values!.find((v) => v.toLowerCase() === t.toLowerCase());
      return found === undefined ? bad(say(s, 'invalid', `${s.label} must be one of: ${s.values!.join(', ')}`)) : ok(found);
    }
    case 'date': {
      const iso = s.dayFirst && csv ? parseDate(t) : isIsoDate(t) ? t : null;
      if (iso === null) return bad(say(s, 'format', `${s.label} must be a valid date (YYYY-MM-DD)`));
      if (s.noFuture && iso > today) return bad(say(s, 'future'));
      if (s.noPast && iso < today) return bad(say(s, 'past'));
      return ok(iso);
    }
    default:
      break;
  }
  if (s.max !== undefined && t.length > s.max) return bad(say(s, 'max'));
  if (s.min !== undefined && t.length < s.min) return bad(say(s, 'min'));
  if (s.kind === 'email' && !EMAIL.test(t)) return bad(say(s, 'format', messages.email));
  if (s.kind === 'phone') {
    const digits = t.replace(/\D/g, '').length;
    if (!PHONE_CHARS.test(t) || digits < 7 || digits > 15) return bad(say(s, 'format', messages.phone));
  }
  return ok(s.kind === 'email' ? t.toLowerCase() : t);
}

/** What the checker derives from a `Body` of fields (its JSON: the flat object's `x-field`s, the wrapper keys). */
interface FieldsMeta {
  fields: Record<string, FieldSpec>;
  wrappers: string[];
  partial: boolean;
}
const META_CACHE = new WeakMap<object, FieldsMeta | null>();

function metaOf(schema: unknown): FieldsMeta | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  const s = schema as { 'x-checked-by'?: string; 'x-partial'?: boolean; anyOf?: Record<string, unknown>[]; properties?: Record<string, unknown> };
  if (s['x-checked-by'] !== 'schema') return undefined;
  let meta = META_CACHE.get(s);
  if (meta === undefined) {
    const flat = (s.anyOf ? s.anyOf[s.anyOf.length - 1] : s) as { properties?: Record<string, { 'x-field'?: FieldSpec }> };
    const wrappers = (s.anyOf ?? []).slice(0, -1).flatMap((w) => Object.keys((w as { properties?: object }).properties ?? {}));
    const fields = Object.fromEntries(Object.entries(flat.properties ?? {}).map(([k, v]) => [k, v['x-field']!]));
    meta = { fields, wrappers, partial: !!s['x-partial'] };
    META_CACHE.set(s, meta);
  }
  return meta ?? undefined;
}

export interface CheckOptions {
  /** YYYY-MM-DD for noFuture/noPast (default: todayIso()). */
  today?: string;
  /** Skip required rules of absent fields (updates). Default: the body's own `partial`. */
  partial?: boolean;
  /** The record is a CSV row: `dayFirst` dates may be DD/MM/YYYY (the documented import format). Default false. */
  csv?: boolean;
}

export interface Checked<T> {
  /** The declared fields, coerced (absent stay absent; blank -> null). Meaningful only without errors. */
  value: T;
  errors: FieldError[];
}

/**
 * Checks a record (a JSON body, wrapped or flat; a CSV row; multipart fields) against a `Body(...)` of fields:
 * every field's SPEC §5 message at once, and the coerced value.
 */
export function checkFields<S extends TSchema>(schema: S, record: unknown, options: CheckOptions = {}): Checked<Static<S>> {
  const meta = metaOf(schema);
  if (!meta) throw new Error('checkFields: the schema was not built by Body({ ...Field.x() })');
  const errors: FieldError[] = [];
  const value = checkRecord(
    meta.fields,
    unwrap(record, ...meta.wrappers),
    options.partial ?? meta.partial,
    options.today ?? todayIso(),
    '',
    errors,
    !!options.csv,
  );
  return { value: value as Static<S>, errors };
}

/** The fields of one record (a body, a nested object, a list item); errors are named `prefix + key`. */
function checkRecord(
  fields: Record<string, FieldSpec>,
  body: Record<string, unknown>,
  partial: boolean,
  today: string,
  prefix: string,
  errors: FieldError[],
  csv = false,
) {
  const value: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(fields)) {
    if (spec.kind === 'file') continue;
    const alias = body[key] === undefined ? spec.aliases?.find((a) => body[a] !== undefined) : undefined;
    const raw = body[alias ?? key];
    const field = prefix + key;
    const empty = isBlank(raw) || (LISTS.has(spec.kind) && Array.isArray(raw) && raw.length === 0);
    if (empty) {
      if (spec.required && !(partial && raw === undefined)) errors.push({ field, message: say(spec, 'required') });
      else if (raw !== undefined) value[key] = null;
      continue;
    }
    if (spec.kind === 'object' || spec.kind === 'list') {
      const nested = checkNested(spec, raw, today, field, errors, csv);
      if (nested !== undefined) value[key] = nested;
      continue;
    }
    const out = checkValue(spec, raw, today, csv);
    if (out.ok) value[key] = out.value;
    else errors.push({ field, message: out.message });
  }
  return value;
}

const LISTS = new Set<FieldKind>(['ids', 'enums', 'list']);
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A nested record or a list of records: its own fields' messages, or the field's `invalid` / `max` message. */
function checkNested(spec: FieldSpec, raw: unknown, today: string, field: string, errors: FieldError[], csv: boolean): unknown {
  const fields = spec.fields ?? {};
  if (spec.kind === 'object') {
    if (isRecord(raw)) return checkRecord(fields, raw, false, today, `${field}.`, errors, csv);
  } else if (Array.isArray(raw) && raw.every(isRecord)) {
    if (spec.max !== undefined && raw.length > spec.max) errors.push({ field, message: say(spec, 'max', `${spec.label}: at most ${spec.max}`) });
    else return raw.map((item, i) => checkRecord(fields, item, false, today, `${field}.${i}.`, errors, csv));
    return undefined;
  }
  errors.push({ field, message: say(spec, 'invalid') });
  return undefined;
}

/** checkFields, throwing the 422 of http/errors.ts when any field fails (for multipart forms and one-off records). */
export function readFields<S extends TSchema>(schema: S, record: unknown, options: CheckOptions = {}): Static<S> {
  const { value, errors } = checkFields(schema, record, options);
  if (errors.length) throw validationError(errors);
  return value;
}

/**
 * `errors` (the field messages plus a route's own checks) in the order the body declares its fields (stable; errors
 * of undeclared fields last), so one 422 reads like the form whatever check found each problem first.
 */
export function sortByField(schema: TSchema, errors: FieldError[]): FieldError[] {
  const order = Object.keys(metaOf(schema)?.fields ?? {});
  const rank = (e: FieldError) => {
    const i = order.indexOf(e.field ?? '');
    return i < 0 ? order.length : i;
  };
  return errors
    .map((e, i) => ({ e, i }))
    .sort((a, b) => rank(a.e) - rank(b.e) || a.i - b.i)
    .map(({ e }) => e);
}

/** Only the keys whose value is not undefined (a partial body's changes, to spread over the current record). */
export const changesOf = <T extends object>(value: T): Partial<T> => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

const REFUSED = new WeakMap<object, { error: HttpError; value: unknown }>();

/** The body a failing check leaves on the request: its 422 is thrown at the first read (see the header). */
function refusedBody(value: unknown, errors: FieldError[]): object {
  const error = validationError(errors);
  const guard = new Proxy(Object.create(null) as object, {
    get: () => {
      throw error;
    },
    has: () => {
      throw error;
    },
    ownKeys: () => {
      throw error;
    },
  });
  REFUSED.set(guard, { error, value });
  return guard;
}

/** The route's checked body, typed from its schema; throws the 422 when the body failed its check. */
export function bodyOf<S extends TSchema>(request: FastifyRequest, schema: S): Static<S> {
  const { value, errors } = checkBody(request, schema);
  if (errors.length) throw validationError(errors);
  return value;
}

/**
 * The route's body as `{ value, errors }` without throwing, for a route that adds its own checks (a missing manager,
 * a rule between two fields) to the same 422: `if (errors.length) throw validationError(errors)`. `value` holds the
 * fields that passed; trust it only once `errors` is empty.
 */
export function checkBody<S extends TSchema>(request: FastifyRequest, schema: S): Checked<Static<S>> {
  const body = request.body as object;
  const refused = body && typeof body === 'object' ? REFUSED.get(body) : undefined;
  if (refused) return { value: refused.value as Static<S>, errors: [...refused.error.errors] };
  // A route declared without this schema (or a body the validator did not see) is checked here.
  if (!metaOf(routeBodySchema(request))) return checkFields(schema, body);
  return { value: body as Static<S>, errors: [] };
}

/** The body schema the route declared for this request (per content type when declared as `body: { content }`). */
function routeBodySchema(request: FastifyRequest): unknown {
  const body = request.routeOptions.schema?.body as { content?: Record<string, { schema?: unknown }> } | undefined;
  return body?.content ? body.content[request.mediaType ?? '']?.schema : body;
}

/** `fields` wrapped Rails-style in each of `wrappers` (`{ employee: {...} }`) or flat. */
function wrapped(flat: TSchema, wrappers: string[]): TSchema {
  if (!wrappers.length) return flat;
  return Type.Union([...wrappers.map((w) => Type.Object({ [w]: flat }, { additionalProperties: true })), flat], {
    description: `Fields wrapped Rails-style in ${wrappers.map((w) => `\`${w}\``).join(' or ')} or flat`,
  });
}

const wrappersOf = (wrapper?: string | string[]) => (wrapper === undefined ? [] : Array.isArray(wrapper) ? wrapper : [wrapper]);

/**
 * A request body schema of `Field` properties, checked by the validator (`checkFields`; see the header). Any other
 * property throws here, at startup, so a new domain cannot declare a body that nothing checks.
 * `wrapper`: the Rails-style key (`{ employee: {...} }`), also accepted flat. `options.partial`: an update.
 */
export const Body = <P extends Record<string, TSchema>>(properties: P, wrapper?: string | string[], options: { partial?: boolean } = {}) => {
  specsOf(properties, 'Body');
  const object = Type.Object(properties, { additionalProperties: true });
  const flat = options.partial ? (Type.Partial(object, { additionalProperties: true }) as unknown as typeof object) : object;
  return Object.assign(wrapped(flat, wrappersOf(wrapper)), {
    'x-checked-by': 'schema',
    ...(options.partial ? { 'x-partial': true } : {}),
  }) as unknown as TSchema & {
    static: Static<typeof flat>;
  };
};

/** THE mark of a body field beyond SPEC §7 in the OpenAPI contract (a SPEC-only backend drops it: http/extensions.ts specBody). */
export const extensionField = <T extends object>(field: T, reason: string): T => ({
  ...field,
  description: `Extension (not in SPEC §7): ${reason}`,
  'x-extension': true,
});

/**
 * A multipart body of one file (imports, uploads) in `field` (default `file`): documented; the route reads it with
 * readMultipart and words its own presence and type checks.
 */
export const UploadBody = (description = 'The file (multipart field `file`)', field = 'file') =>
  Body({ [field]: Field.file(field.charAt(0).toUpperCase() + field.slice(1), { required: true, description }) });

interface RowsMeta {
  key: string;
  label: string;
  wrappers: string[];
}

/**
 * A JSON bulk body: `{ [key]: [record, ...] }`, or one record (wrapped in `wrapper` or flat). Each record is checked
 * by the route on its own (all-or-nothing per record, answered like an import, SPEC §8), so the validator passes the
 * body through; `fields` (Field builders) document a record. Read it with `rowsOf`.
 */
export const RowsBody = (label: string, key: string, fields: Record<string, TSchema>, wrapper?: string | string[]) => {
  specsOf(fields, 'RowsBody');
  const wrappers = wrappersOf(wrapper);
  const record = Type.Object(fields, { additionalProperties: true });
  const one = wrappers.length ? `, wrapped in ${wrappers.map((w) => `\`${w}\``).join(' or ')} or flat` : '';
  const rows: RowsMeta = { key, label, wrappers };
  // The record's fields are documented once (the list); the one-record form is said in words.
  return Object.assign(
    Type.Object(
      { [key]: Type.Array(record, { description: `${label}: each record all-or-nothing` }) },
      {
        additionalProperties: true,
        description: `\`${key}\`: the records; or the body is one record${one}`,
      },
    ),
    { 'x-checked-by': 'rows', 'x-rows': rows },
  );
};

/** The records of a `RowsBody`: the list under its key, else the one record sent; an empty list is "<label> is required". */
export function rowsOf(request: FastifyRequest, schema: ReturnType<typeof RowsBody>): Record<string, unknown>[] {
  const { key, label, wrappers } = schema['x-rows'];
  const raw = request.body as Record<string, unknown> | null;
  const many = raw && Array.isArray(raw[key]) ? (raw[key] as unknown[]) : null;
  const records = (many ?? [unwrap(raw, ...wrappers)]).map((r) => (r && typeof r === 'object' ? (r as Record<string, unknown>) : {}));
  if (!records.length) throw validationError([{ field: key, message: `${label} is required` }]);
  return records;
}

/** Import answers (http/imports.ts). */
export const ImportResultSchema = Type.Object(
  {
    message: Type.String({ description: 'Processed N records, successfully created M ...' }),
    processed: Type.Integer(),
    created: Type.Integer(),
    failed: Type.Array(Type.Object({ row: Type.Integer(), message: Type.String() }, { additionalProperties: true })),
  },
  { title: 'ImportResult' },
);

const key = (method: string, url: string) => `${method} ${url}`;

/** The SPEC §7 extensions to mark (http/extensions.ts EXTENSION_MARKS; passed in, as that table imports every domain). */
export interface ExtensionMarks {
  operations: readonly ExtensionOperation[];
  params: (method: string, url: string) => Readonly<Record<string, ExtensionParam>>;
  headers: Readonly<Record<string, Readonly<Record<string, ExtensionParam>>>>;
  /** Headers every route takes beyond SPEC §7 (X-Company). */
  everyRoute: Readonly<Record<string, ExtensionParam>>;
}

/**
 * Attaches each table's schemas when its route is declared, marks SPEC §7 extensions (`x-extension`,
 * `x-extension-reason`; extension query parameters say so in their description) and documents the error body.
 * Register before the routes (and before @fastify/swagger, which reads the schemas).
 */
export function registerRouteSchemas(app: FastifyInstance, tables: readonly RouteSchemaTable[], marks: ExtensionMarks): void {
  const all: RouteSchemaTable = Object.assign({}, ...tables);
  for (const entity of entitySchemas()) app.addSchema(entity);
  const extensions = new Map(marks.operations.map((o) => [key(o.method, o.url), o.reason]));
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const method = methods.find((m) => m !== 'HEAD') ?? 'HEAD';
    const found = all[key(method, route.url)];
    if (!found || route.schema) return;
    const schema: RouteSchema = { ...found, response: { ...(found.response as object), '4XX': ErrorBodySchema } };
    const reason = extensions.get(key(method, route.url));
    if (reason) Object.assign(schema, { 'x-extension': true, 'x-extension-reason': reason });
    const params = marks.params(method, route.url);
    if (schema.querystring && Object.keys(params).length) schema.querystring = markParams(schema.querystring as TSchema, params);
    const headers = { ...marks.everyRoute, ...marks.headers[key(method, route.url)] };
    if (Object.keys(headers).length) schema.headers = markParams(Type.Object({}), headers);
    route.schema = schema;
  });
}

function markParams(query: TSchema, params: Readonly<Record<string, ExtensionParam>>): TSchema {
  const properties = { ...(query as { properties?: Record<string, TSchema> }).properties };
  for (const [name, p] of Object.entries(params)) {
    const base = (properties[name] ?? Type.String()) as TSchema & { description?: string };
    const note = `${p.when ? 'Some values are an extension' : 'Extension'} (not in SPEC §7): ${p.reason}`;
    properties[name] = { ...base, description: base.description ? `${base.description}. ${note}` : note, 'x-extension': true };
  }
  return { ...query, properties };
}

/**
 * The validator of every route schema: Fastify's defaults (type coercion of query strings, defaults), every error at
 * once; bodies built from `Field`s checked by `checkFields` (a failure is kept for the route's first read, see the
 * header), `RowsBody` records left to the route (one check per record).
 */
export function registerValidation(app: FastifyInstance): void {
  const today = () => todayIso((app as FastifyInstance & { today?: () => Date }).today?.() ?? new Date());
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (httpPart === 'body' && metaOf(schema)) {
      return (data: unknown) => {
        const { value, errors } = checkFields(schema as TSchema, data, { today: today() });
        return { value: errors.length ? refusedBody(value, errors) : value };
      };
    }
    if (httpPart === 'body' && (schema as Record<string, unknown>)['x-checked-by'] === 'rows') return () => true;
    return compiled(schema, httpPart);
  });
  // Answers are serialised as the handlers return them; response schemas are documentation (checked by tests).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}

/**
 * Route validators are compiled once per process, not once per app: the route schemas are module constants, one Ajv
 * serves every app and Ajv keeps what it compiled by the schema object, so a process that builds several apps (a test
 * file's stacks, each ~0.5 s of Ajv code generation) compiles each schema once. A query schema is compiled without its
 * sort enums; that copy is kept too, so it is the same object on the next app.
 */
let routeAjv: Ajv | undefined;
const queriesWithoutSortEnums = new WeakMap<object, TSchema>();

function compiled(schema: object, httpPart: string | undefined): ValidateFunction {
  routeAjv ??= schemaAjv({ coerceTypes: 'array', useDefaults: true, removeAdditional: true });
  if (httpPart !== 'querystring') return routeAjv.compile(schema);
  let query = queriesWithoutSortEnums.get(schema);
  if (!query) queriesWithoutSortEnums.set(schema, (query = withoutSortEnum(schema as TSchema)));
  return routeAjv.compile(query);
}

/** The query parameters naming a sort key (`sortBy`: the action lists' SPEC §7 spelling). */
const SORT_PARAMS = ['sort_by', 'sortBy'];

/** A query schema whose sort key enums (SortBy) are left to the list's own check and message (http/paging.ts). */
function withoutSortEnum(query: TSchema): TSchema {
  const properties = { ...(query as { properties?: Record<string, TSchema> }).properties };
  let changed = false;
  for (const name of SORT_PARAMS) {
    const sort = properties[name] as (TSchema & { enum?: unknown }) | undefined;
    if (!sort?.enum) continue;
    properties[name] = Object.fromEntries(Object.entries(sort).filter(([key]) => key !== 'enum')) as TSchema;
    changed = true;
  }
  return changed ? { ...query, properties } : query;
}

/** An Ajv that knows every entity schema (for the route validator and for tests checking answers). */
export function schemaAjv(options: ConstructorParameters<typeof Ajv>[0] = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, ...options });
  addFormats(ajv);
  for (const entity of entitySchemas()) ajv.addSchema(entity);
  return ajv;
}
