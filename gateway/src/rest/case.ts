/**
 * camelCase <-> snake_case at the one REST boundary (the REST client is the only caller).
 * The upstream spells a few keys irregularly (RES_ID, national_ID, ...); they are listed once here.
 */

/** Upstream key -> GraphQL key for the keys the generic rule cannot derive. */
export const IRREGULAR_KEYS: Readonly<Record<string, string>> = {
  RES_ID: 'resId',
  national_ID: 'nationalId',
  team_ID: 'teamId',
  action_ID: 'actionId',
  auditor_ID: 'auditorId',
  approved_by_ID: 'approvedById',
  dialer_ID: 'dialerId',
  vac_ID: 'vacId',
};

const IRREGULAR_REVERSE: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(IRREGULAR_KEYS).map(([snake, camel]) => [camel, snake]));

const isUpper = (s: string) => s === s.toUpperCase() && s !== s.toLowerCase();
const capitalize = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** Keys repeat on every row of every answer: remember each conversion (bounded, keys are field names). */
function memo(convert: (key: string) => string): (key: string) => string {
  const seen = new Map<string, string>();
  return (key) => {
    let out = seen.get(key);
    if (out === undefined) {
      out = convert(key);
      if (seen.size < 5000) seen.set(key, out);
    }
    return out;
  };
}

/** `department_id` -> `departmentId`, `RES_ID` -> `resId`; keys without `_` (or starting with `_`) stay. */
export const toCamelKey = memo(camelKey);

function camelKey(key: string): string {
  const irregular = IRREGULAR_KEYS[key];
  if (irregular) return irregular;
  if (!key.includes('_') || key.startsWith('_')) return key;
  const [first, ...rest] = key.split('_').filter((part) => part !== '');
  if (first === undefined) return key;
  const head = isUpper(first) ? first.toLowerCase() : first;
  return head + rest.map((part) => capitalize(isUpper(part) ? part.toLowerCase() : part)).join('');
}

/**
 * `departmentId` -> `department_id`. With `irregular` (bodies), `resId` -> `RES_ID` etc.;
 * without (query param names), plain snake case: `resId` -> `res_id`.
 */
export function toSnakeKey(key: string, irregular = true): string {
  if (irregular) {
    const mapped = IRREGULAR_REVERSE[key];
    if (mapped) return mapped;
  }
  return plainSnakeKey(key);
}

const plainSnakeKey = memo((key) =>
  key.startsWith('_')
    ? key
    : key
        .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
        .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
        .toLowerCase(),
);

/** Only plain JSON objects are walked; Buffers, streams, Dates and class instances pass through untouched. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Hot on big answers (60,000 keys on a 1,000-row sheet): index loops, and scalars are not walked into. */
function mapKeys(value: unknown, mapKey: (key: string) => string): unknown {
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i += 1) out[i] = mapKeys(value[i], mapKey);
    return out;
  }
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i += 1) {
    const inner = value[keys[i]];
    out[mapKey(keys[i])] = inner !== null && typeof inner === 'object' ? mapKeys(inner, mapKey) : inner;
  }
  return out;
}

/** Deep snake_case -> camelCase of a response body. */
export function toCamel<T = unknown>(value: unknown): T {
  return mapKeys(value, toCamelKey) as T;
}

export interface ToSnakeOptions {
  /** Per-call overrides, camel key -> exact upstream key (e.g. `{ nationalId: 'national_id' }`). Applied at every depth. */
  keys?: Readonly<Record<string, string>>;
  /** false for query params: plain snake case, no irregular keys. Default true. */
  irregular?: boolean;
}

/** Deep camelCase -> snake_case of a request body (or query, with `irregular: false`). */
export function toSnake<T = unknown>(value: unknown, options: ToSnakeOptions = {}): T {
  const { keys, irregular = true } = options;
  return mapKeys(value, (key) => keys?.[key] ?? toSnakeKey(key, irregular)) as T;
}
