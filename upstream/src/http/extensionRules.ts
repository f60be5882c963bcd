/**
 * The words a domain uses to list what it offers beyond SPEC §7 (its manifest's `extensions`), kept apart from
 * http/extensions.ts, which gathers every domain's list: a domain imports these without importing every domain.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ExtensionOperation {
  method: Method;
  /** Fastify route url, e.g. `/employees/:id`. */
  url: string;
  reason: string;
}

export interface ExtensionParam {
  reason: string;
  /** Only these values are the extension (e.g. `limit=-1`); without it any value is. */
  when?: (value: string) => boolean;
}

export interface QueryRule {
  /** Parameters a SPEC server is assumed to take on this route (SPEC §7 or the paging/filter convention). */
  params: readonly string[];
  /** Parameters (or values) only this stand-in understands. */
  extensions?: Readonly<Record<string, ExtensionParam>>;
}

/** What one domain offers beyond SPEC §7, keyed `METHOD url` where keyed. */
export interface DomainExtensions {
  operations?: readonly ExtensionOperation[];
  /** Query parameters per SPEC route; a route listed here drops everything else in the `spec` profile. */
  queryRules?: Readonly<Record<string, QueryRule>>;
  /** Request headers beyond SPEC §7 (names lower-case); the `spec` profile drops them. */
  headers?: Readonly<Record<string, Readonly<Record<string, ExtensionParam>>>>;
}

// `fields` and `head_auditing` are SPEC §3 list query fields, taken as the hosted backend's own like month or team_id.
export const PAGING = ['page', 'limit', 'sort_by', 'sort_dir', 'fields'] as const;
export const PAGED: QueryRule = { params: PAGING };
export const commaList = (v: string) => v.includes(',');
export const LIMIT_ALL: ExtensionParam = { reason: 'limit=-1 answers every row in one call.', when: (v) => v.trim() === '-1' };

/** The same reason for several operations written `METHOD url`. */
export const operations = (reason: string, ops: readonly string[]): ExtensionOperation[] =>
  ops.map((op) => ({ method: op.split(' ')[0] as Method, url: op.split(' ')[1], reason }));

/** SPEC §1/§3 name the workspace features (help desk links, documents, assets) without HTTP paths: every call is ours. */
const SHARED_AREA = 'SPEC §1/§3 name this shared-area feature but §7 gives it no path.';
export const sharedAreaOperations = (ops: readonly (readonly [Method, string, string])[]): ExtensionOperation[] =>
  ops.map(([method, url, what]) => ({ method, url, reason: `${what} ${SHARED_AREA}` }));

/** Money writes' Idempotency-Key header (http/idempotency.ts). */
export const IDEMPOTENT: Readonly<Record<string, ExtensionParam>> = {
  'idempotency-key': {
    reason:
      'A client-chosen key (1-255 visible characters) naming this money write: a retry with the same key answers the first ' +
      'answer again (header Idempotent-Replayed: true) and pays nothing twice; another body with the same key: 422; while the ' +
      'first is still running: 409. Kept 24 hours per caller and route (http/idempotency.ts).',
  },
};
