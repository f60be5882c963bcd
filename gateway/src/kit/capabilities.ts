/**
 * What the upstream offers beyond SPEC §7. The company's hosted backend serves SPEC §7 only; our stand-in adds
 * extensions (upstream/src/http/extensions.ts lists them). The gateway never assumes one: each use goes through
 * `withExtension`, which tries the extension and, when the upstream answers 404 (an unknown route), takes a fallback
 * made of SPEC §7 calls and remembers per process and upstream that the extension is missing, so later requests go
 * straight to the fallback. Extra query parameters need no probe: a foreign server ignores them, so callers always
 * filter the answer themselves (see `batchById`) and `markMissing` records that the parameter was ignored.
 * Features that have no fallback ask `probeExtension` once per process and upstream whether to show themselves
 * (the `capabilities` query).
 */
import { GraphQLError } from 'graphql';
import type { Context } from '../context';

/** The extensions the gateway uses, spelled `METHOD /path` or `METHOD /path?param` as in upstream/openapi.json. */
export const EXTENSIONS = {
  employeesByIds: 'GET /employees?ids',
  employeeById: 'GET /employees/{id}',
  policiesByIds: 'GET /actionpolicies?ids',
  actionsByEmployees: 'GET /action_againsts?employee_id',
  leaveBalances: 'GET /leave_requests/balances',
  companyLeaves: 'GET /leave_requests/company',
  attendanceStatuses: 'GET /api/attendance_statuses',
  logout: 'POST /logout',
  attendanceTemplate: 'GET /api/monthly_attendances/template',
  /** Paging of both grids (page and limit, decision 0210); a SPEC §7 backend answers every row and the gateway slices. */
  attendancePaging: 'GET /api/monthly_attendances?limit',
  fileUpload: 'POST /files',
  fileDownload: 'GET /files/{id}/download',
  sickNote: 'GET /leave_requests/{id}/sick_note',
  leaveCancel: 'POST /leave_requests/{id}/cancel',
  /** The balance ledger and HR's adjustments (decision 0220); the capability probes the ledger. */
  leaveLedger: 'GET /leave_balances/ledger',
  leaveAdjustments: 'POST /leave_balances/adjustments',
  /** Body fields (unit, start_time, end_time of POST /leave_requests and unit of /leave_types), not an operation. */
  leaveUnits: 'POST /leave_requests#unit',
  /** Body fields approved_start_date/approved_end_date of POST /leave_requests/{id}/approve (decision 0213). */
  leavePartialApproval: 'POST /leave_requests/{id}/approve#approved_start_date',
  inactiveEmployees: 'GET /employees?active',
  teamSpace: 'GET /kudos',
  passwordLinks: 'POST /password/forgot',
  mailOutbox: 'GET /mail/outbox',
  companySettings: 'GET /company/settings/branding',
  companyRegistration: 'POST /companies',
  orgChart: 'GET /org_chart/reports',
  profile: 'GET /profile_change_requests',
  auditLog: 'GET /audit_log',
  worklogs: 'GET /worklogs/summary',
  worklogSync: 'GET /worklogs/sync',
  calendars: 'GET /calendars',
  notifications: 'GET /notifications/unread_count',
  notificationPreferences: 'GET /notifications/preferences',
  /** HR's work info: the extension body fields of SPEC §7's PATCH /employees/{id} (decision 0206). */
  workInfo: 'PATCH /employees/{id}?work_info',
} as const;
export type Extension = (typeof EXTENSIONS)[keyof typeof EXTENSIONS] | `${'GET' | 'POST'} ${string}`;

const missing = new Set<string>();
/** Extensions a probe found (a run-time 404 through `withExtension`/`markMissing` still wins: `missing` is asked first). */
const present = new Set<string>();
const probing = new Map<string, Promise<boolean>>();
const keyOf = (ctx: Pick<Context, 'rest'>, extension: Extension) => `${ctx.rest.baseUrl} ${extension}`;

/** Whether this process already saw the upstream lack `extension`. */
export const knownMissing = (ctx: Pick<Context, 'rest'>, extension: Extension) => missing.has(keyOf(ctx, extension));

/** Records that the upstream lacks `extension` (a 404 route, or a query parameter it ignored). */
export function markMissing(ctx: Pick<Context, 'rest'>, extension: Extension): void {
  missing.add(keyOf(ctx, extension));
}

/** Forgets what was learnt (tests, or after the upstream was replaced). */
export function resetCapabilities(): void {
  missing.clear();
  present.clear();
  probing.clear();
}

/** A 404 answer of the upstream (an unknown route on a SPEC §7-only backend, or a missing record). */
export const isNotFound = (error: unknown) => error instanceof GraphQLError && error.extensions?.status === 404;

/** A 404 that names a route ("Route GET /x not found", Fastify's and most frameworks' wording): the route is missing. */
const isMissingRoute = (error: unknown) => isNotFound(error) && /\broute\b/i.test((error as GraphQLError).message);

export interface ExtensionOptions {
  /**
   * The extension may itself answer 404 for a missing record (`GET /employees/{id}`, balances of an unknown employee):
   * its fallback answers null for "no such record", which becomes the extension's own 404, or `notFound()` when the
   * upstream only said that the route is missing. Such a 404 is remembered as a missing route when it names a route
   * or when the fallback found the record.
   */
  ambiguous404?: boolean;
  notFound?: () => GraphQLError;
}

/** Calls the extension, or the SPEC §7 fallback when the upstream lacks it (404, remembered per process). */
export async function withExtension<T>(
  ctx: Pick<Context, 'rest'>,
  extension: Extension,
  call: () => Promise<T>,
  fallback: () => Promise<T | null>,
  options: ExtensionOptions = {},
): Promise<T> {
  const notFound = options.notFound ?? (() => new GraphQLError('Not found', { extensions: { code: 'NOT_FOUND' } }));
  const orNotFound = async (error?: unknown): Promise<T> => {
    const answer = await fallback();
    if (answer !== null) return answer;
    throw error && !isMissingRoute(error) ? error : notFound();
  };
  if (knownMissing(ctx, extension)) return orNotFound();
  try {
    return await call();
  } catch (error) {
    if (!isNotFound(error)) throw error;
    if (!options.ambiguous404 || isMissingRoute(error)) {
      markMissing(ctx, extension);
      return orNotFound(error);
    }
    const answer = await fallback();
    if (answer === null) throw error;
    markMissing(ctx, extension);
    return answer;
  }
}

/**
 * Whether the upstream offers `extension`, for features with no SPEC §7 fallback: `probe` (a cheap call, e.g. an
 * unknown id) runs once per process and upstream, concurrent askers share it, and the answer is remembered.
 * The probe answers false when the upstream ignored what it asked (a query parameter), null when it cannot tell; a 404
 * that names a route is a missing operation; any other 4xx (record not found, bad input) proves the route exists.
 * What says nothing — 401/403 (a server may check access before routing), 5xx, a timeout, null — answers true (the
 * feature then reports its own failure) and is not remembered: the next request probes again.
 */
export async function probeExtension(ctx: Pick<Context, 'rest'>, extension: Extension, probe: () => Promise<boolean | null>): Promise<boolean> {
  const key = keyOf(ctx, extension);
  if (missing.has(key)) return false;
  if (present.has(key)) return true;
  let pending = probing.get(key);
  if (!pending) {
    const remember = (offered: boolean) => ((offered ? present : missing).add(key), offered);
    pending = probe()
      .then(
        (offered) => (offered === null ? true : remember(offered)),
        (error: unknown) => {
          if (isMissingRoute(error)) return remember(false);
          const status = error instanceof GraphQLError ? Number(error.extensions?.status) : NaN;
          return status >= 400 && status < 500 && status !== 401 && status !== 403 ? remember(true) : true;
        },
      )
      .finally(() => probing.delete(key));
    probing.set(key, pending);
  }
  return pending;
}
