/**
 * `capabilities`: which extension-only features this upstream offers, so the web can hide the others instead of
 * failing at run time. Each field probes its extension lazily through `probeExtension` (kit/capabilities.ts), once
 * per process; a probe is a cheap call that changes nothing: an unknown id, an invalid month, an upload that is not multipart (400).
 *
 * Decisions: the template probe asks the monthly family only (both families are one extension on any backend we know);
 * a failing upstream (5xx) counts as "offered" so a hiccup never hides a feature for the process's lifetime.
 */
import { GraphQLError } from 'graphql';
import { Authorized, Ctx, FieldResolver, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { EXTENSIONS, knownMissing, probeExtension } from '../../kit/capabilities';
import { UpstreamCapabilities } from './types';
import { ErrorCode } from '../../errors';
import { workInfoOffered } from '../people/workInfo';
import { partialApprovalOffered } from '../leave/partialApproval';

const hasCode = (error: unknown, code: ErrorCode) => error instanceof GraphQLError && error.extensions.code === code;
const fieldErrorsOf = (error: unknown) => ((error as GraphQLError).extensions.fieldErrors ?? []) as { field: string | null }[];

/** A probe that hangs must not hold the screen: after this it counts as "cannot tell" (offered, not remembered). */
const PROBE = { timeoutMs: 5000 } as const;

/** Any answer means the route exists (the 4xx it is expected to give is handled by `probeExtension`). */
const answers = (call: () => Promise<unknown>) => async () => (await call(), true);

@Resolver(() => UpstreamCapabilities)
export class CapabilitiesResolver {
  @Authorized()
  @Query(() => UpstreamCapabilities, { description: 'Which features that need an upstream extension are available (signed in)' })
  capabilities(): UpstreamCapabilities {
    return {} as UpstreamCapabilities;
  }

  @FieldResolver(() => Boolean)
  attendanceTemplate(@Ctx() ctx: Context) {
    return probeExtension(
      ctx,
      EXTENSIONS.attendanceTemplate,
      answers(() => ctx.rest.get('/api/monthly_attendances/template', { ...PROBE, query: { month: 'probe' } })),
    );
  }

  @FieldResolver(() => Boolean)
  attendanceErrorFile(@Ctx() ctx: Context) {
    return probeExtension(
      ctx,
      EXTENSIONS.fileDownload,
      answers(() => ctx.rest.get('/files/{id}/download', { ...PROBE, params: { id: 0 }, raw: true })),
    );
  }

  @FieldResolver(() => Boolean)
  formerEmployees(@Ctx() ctx: Context) {
    // A backend without the parameter ignores it and lists current employees. The route exists on every backend, so a
    // refusal (a caller who may not list employees) tells nothing about the parameter: null, not remembered.
    return probeExtension(ctx, EXTENSIONS.inactiveEmployees, () =>
      ctx.rest.get('/employees', { ...PROBE, query: { active: 'false', limit: 1 } }).then(
        (page) => page.items.every((e) => !e.active),
        () => null,
      ),
    );
  }

  @FieldResolver(() => Boolean)
  sickNoteDownload(@Ctx() ctx: Context) {
    return probeExtension(
      ctx,
      EXTENSIONS.sickNote,
      answers(() => ctx.rest.get('/leave_requests/{id}/sick_note', { ...PROBE, params: { id: 0 }, raw: true })),
    );
  }

  @FieldResolver(() => Boolean)
  leaveCancel(@Ctx() ctx: Context) {
    // An unknown id: "Leave request not found" (the route exists) or "Route ... not found"; nothing is canceled.
    return probeExtension(
      ctx,
      EXTENSIONS.leaveCancel,
      answers(() => ctx.rest.post('/leave_requests/{id}/cancel', { ...PROBE, params: { id: 0 }, readOnly: true })),
    );
  }

  @FieldResolver(() => Boolean)
  leaveUnits(@Ctx() ctx: Context) {
    // Body fields have no route to probe: a request that fails validation (no type, no dates) with a start time too long
    // to be one. An upstream with units names start_time among the errors; one without ignores the field. Nothing is stored.
    return probeExtension(ctx, EXTENSIONS.leaveUnits, () =>
      ctx.rest.post('/leave_requests', { ...PROBE, body: { startTime: 'no-time' }, readOnly: true }).then(
        () => null,
        (error: unknown) => (hasCode(error, ErrorCode.BAD_USER_INPUT) ? fieldErrorsOf(error).some((e) => e.field === 'startTime') : null),
      ),
    );
  }

  @FieldResolver(() => Boolean)
  leaveLedger(@Ctx() ctx: Context) {
    // The caller's own ledger without a type: 422 "Leave type is required" (the route exists) or "Route ... not found".
    return probeExtension(
      ctx,
      EXTENSIONS.leaveLedger,
      answers(() => ctx.rest.get('/leave_balances/ledger', { ...PROBE, query: {} })),
    );
  }

  @FieldResolver(() => Boolean)
  leavePartialApproval(@Ctx() ctx: Context) {
    return partialApprovalOffered(ctx);
  }

  @FieldResolver(() => Boolean)
  teamSpace(@Ctx() ctx: Context) {
    return probeExtension(
      ctx,
      EXTENSIONS.teamSpace,
      answers(() => ctx.rest.get('/kudos', { ...PROBE, query: { limit: 1 } })),
    );
  }

  @FieldResolver(() => Boolean)
  mailOutbox(@Ctx() ctx: Context) {
    return probeExtension(
      ctx,
      EXTENSIONS.mailOutbox,
      answers(() => ctx.rest.get('/mail/outbox', { ...PROBE, query: { limit: 1 } })),
    );
  }

  @FieldResolver(() => Boolean)
  companySettings(@Ctx() ctx: Context) {
    return probeExtension(
      ctx,
      EXTENSIONS.companySettings,
      answers(() => ctx.rest.get('/company/settings/branding', PROBE)),
    );
  }

  @FieldResolver(() => Boolean)
  orgChart(@Ctx() ctx: Context) {
    return probeExtension(
      ctx,
      EXTENSIONS.orgChart,
      answers(() => ctx.rest.get('/org_chart/reports', { ...PROBE, query: { limit: 1 } })),
    );
  }

  @FieldResolver(() => Boolean)
  auditLog(@Ctx() ctx: Context) {
    return probeExtension(
      ctx,
      EXTENSIONS.auditLog,
      answers(() => ctx.rest.get('/audit_log', { ...PROBE, query: { limit: 1 } })),
    );
  }

  @FieldResolver(() => Boolean)
  worklogs(@Ctx() ctx: Context) {
    return probeExtension(
      ctx,
      EXTENSIONS.worklogs,
      answers(() => ctx.rest.get('/worklogs/summary', { ...PROBE, query: { month: '2000-01', employee_id: 'me' } })),
    );
  }

  @FieldResolver(() => Boolean)
  worklogSync(@Ctx() ctx: Context) {
    return probeExtension(
      ctx,
      EXTENSIONS.worklogSync,
      answers(() => ctx.rest.get('/worklogs/sync', PROBE)),
    );
  }

  @FieldResolver(() => Boolean)
  calendars(@Ctx() ctx: Context) {
    return probeExtension(
      ctx,
      EXTENSIONS.calendars,
      answers(() => ctx.rest.get('/calendars', PROBE)),
    );
  }

  @FieldResolver(() => Boolean)
  notifications(@Ctx() ctx: Context) {
    return probeExtension(
      ctx,
      EXTENSIONS.notifications,
      answers(() => ctx.rest.get('/notifications/unread_count', PROBE)),
    );
  }

  @FieldResolver(() => Boolean)
  notificationPreferences(@Ctx() ctx: Context) {
    return probeExtension(
      ctx,
      EXTENSIONS.notificationPreferences,
      answers(() => ctx.rest.get('/notifications/preferences', PROBE)),
    );
  }

  @FieldResolver(() => Boolean)
  fileUpload(@Ctx() ctx: Context) {
    return probeExtension(
      ctx,
      EXTENSIONS.fileUpload,
      answers(() => ctx.rest.post('/files', { ...PROBE, body: {}, readOnly: true })),
    );
  }

  @FieldResolver(() => Boolean)
  async workInfo(@Ctx() ctx: Context) {
    // Only CEO and HR edit work info, and the probe is a write the upstream refuses anyone else before it tells
    // anything: for others the flag says what is known without a call (offered unless found missing).
    const roles = await ctx.roles();
    return roles.ceo || roles.hr ? workInfoOffered(ctx) : !knownMissing(ctx, EXTENSIONS.workInfo);
  }

  @FieldResolver(() => Boolean)
  profile(@Ctx() ctx: Context) {
    return probeExtension(
      ctx,
      EXTENSIONS.profile,
      answers(() => ctx.rest.get('/profile_change_requests', { ...PROBE, query: { limit: 1 } })),
    );
  }
}
