/**
 * The balance ledger and HR's adjustments (decision 0220). Both are upstream extensions (GET /leave_balances/ledger,
 * POST /leave_balances/adjustments) with no SPEC §7 fallback: a SPEC §7-only upstream answers NOT_FOUND saying so, and
 * `capabilities.leaveLedger` lets the web hide them.
 */
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { ErrorCode, gatewayError } from '../../errors';
import { EXTENSIONS, withExtension } from '../../kit/capabilities';
import { LeaveBalanceAdjustment, LeaveBalanceAdjustmentInput, LeaveLedger } from './ledgerTypes';

export const LEDGER_UNAVAILABLE = 'The leave balance ledger is not available on this server';
const unavailable = { ambiguous404: true, notFound: () => gatewayError(ErrorCode.NOT_FOUND, LEDGER_UNAVAILABLE) } as const;

@Resolver()
export class LeaveLedgerResolver {
  @Authorized('leaveRequests.view')
  @Query(() => LeaveLedger, {
    description:
      "One employee's balance ledger of one leave type and year (accrued, carried, expired, taken, adjusted), visible like balances (self, managers up the chain, CEO/HR/heads), FORBIDDEN otherwise. Needs the upstream extension GET /leave_balances/ledger (capabilities.leaveLedger); without it NOT_FOUND saying so",
  })
  leaveLedger(
    @Arg('leaveTypeId', () => ID, { description: 'The leave type' }) leaveTypeId: string,
    @Arg('employeeId', () => ID, { nullable: true, description: 'The employee; default the caller' }) employeeId: string | null,
    @Arg('year', () => Int, { nullable: true, description: 'The calendar year; default this year' }) year: number | null,
    @Ctx() ctx: Context,
  ) {
    const query = { leaveTypeId, ...(employeeId ? { employeeId } : {}), ...(year ? { year: String(year) } : {}) };
    return withExtension(
      ctx,
      EXTENSIONS.leaveLedger,
      () => ctx.rest.get('/leave_balances/ledger', { query }),
      async () => null,
      unavailable,
    );
  }

  @Authorized('leaveBalances.adjust')
  @Mutation(() => LeaveBalanceAdjustment, {
    description:
      "Adjusts an employee's leave balance by ± days with a reason (CEO, HR); it counts in the remaining balance and shows in the ledger. A missing reason, zero amount or unknown employee or type: BAD_USER_INPUT. Needs the upstream extension POST /leave_balances/adjustments (capabilities.leaveLedger)",
  })
  adjustLeaveBalance(
    @Arg('input', () => LeaveBalanceAdjustmentInput, { description: 'The adjustment' }) input: LeaveBalanceAdjustmentInput,
    @Ctx() ctx: Context,
  ) {
    return withExtension(
      ctx,
      EXTENSIONS.leaveAdjustments,
      () => ctx.rest.post('/leave_balances/adjustments', { body: { ...input } }),
      async () => null,
      unavailable,
    );
  }
}
