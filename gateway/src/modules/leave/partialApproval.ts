/**
 * Partial approval (decision 0213) is two extension body fields of SPEC §7's POST /leave_requests/{id}/approve
 * (approved_start_date, approved_end_date): a SPEC §7-only upstream ignores them and would approve the whole request,
 * so the gateway asks first (`partialApprovalOffered`, the `leavePartialApproval` capability) and refuses with NOT_FOUND
 * where they are missing. The probe approves nothing: an unknown id with a malformed date, which an upstream with the
 * fields refuses naming approvedStartDate (it reads the body before the request); one without answers 404.
 */
import { GraphQLError } from 'graphql';
import type { Context } from '../../context';
import { ErrorCode, gatewayError } from '../../errors';
import { EXTENSIONS, probeExtension } from '../../kit/capabilities';

export const PARTIAL_UNAVAILABLE = 'Partial approval is not available on this server';

const namesField = (error: unknown) =>
  error instanceof GraphQLError &&
  error.extensions.code === ErrorCode.BAD_USER_INPUT &&
  ((error.extensions.fieldErrors ?? []) as { field: string | null }[]).some((e) => e.field === 'approvedStartDate');

export function partialApprovalOffered(ctx: Context): Promise<boolean> {
  return probeExtension(ctx, EXTENSIONS.leavePartialApproval, () =>
    ctx.rest.post('/leave_requests/{id}/approve', { timeoutMs: 5000, params: { id: 0 }, body: { approvedStartDate: 'no-date' }, readOnly: true }).then(
      () => null,
      (error: unknown) => (namesField(error) ? true : error instanceof GraphQLError && error.extensions.status === 404 ? false : null),
    ),
  );
}

/** NOT_FOUND when the upstream cannot approve part of a request (rather than approving all of it). */
export async function assertPartialApproval(ctx: Context): Promise<void> {
  if (!(await partialApprovalOffered(ctx))) throw gatewayError(ErrorCode.NOT_FOUND, PARTIAL_UNAVAILABLE);
}
