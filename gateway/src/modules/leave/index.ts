/** The leave domain: its resolvers and its rules of the access table. */
import { DEMO_ROLES, EVERYONE } from '../../access/rule';
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'leave',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { LeaveTypeResolver, LeaveRequestResolver } = await import('./resolver');
    const { LeaveFilingResolver } = await import('./filingResolver');
    const { MyLeavesResolver } = await import('./selfResolver');
    const { LeaveLedgerResolver } = await import('./ledgerResolver');
    return [LeaveTypeResolver, LeaveRequestResolver, LeaveFilingResolver, MyLeavesResolver, LeaveLedgerResolver];
  },
  access: [
    { key: 'leaveTypes.manage', routes: ['/leaveTypes'], allowed: ['ceo', 'hr'], holders: ['ceo', 'headofhr', 'hr'] },
    // MANAGE_LEAVE_REQUESTS: its holders review and file for their reporting line (the upstream checks whom).
    {
      key: 'leaves.manage',
      routes: ['/leaves/manage'],
      allowed: ['ceo', 'hr', 'head'],
      link: { requireManagerPermission: 'MANAGE_LEAVE_REQUESTS' },
      holders: ['ceo', 'headofhr', 'hr', 'head', 'headauditing', 'coldhead'],
    },
    /** Leave CSV import (a button on /leaves/manage): CEO, HR, head only, not holders of MANAGE_LEAVE_REQUESTS. */
    { key: 'leaves.import', routes: [], allowed: ['ceo', 'hr', 'head'], holders: ['ceo', 'headofhr', 'hr', 'head', 'headauditing', 'coldhead'] },
    /** Adjusting a leave balance with a reason (decision 0220; a form where HR looks at a person's balances). */
    { key: 'leaveBalances.adjust', routes: [], allowed: ['ceo', 'hr'], holders: ['ceo', 'headofhr', 'hr'] },
    {
      key: 'leaveRequests.add',
      routes: ['/addLeaveRequest'],
      allowed: ['ceo', 'head', 'teamLeader', 'auditor'],
      link: { requireManagerPermission: 'MANAGE_LEAVE_REQUESTS' },
      holders: ['ceo', 'headofhr', 'head', 'headauditing', 'coldhead', 'teamleader', 'auditor'],
    },
    {
      key: 'leaves.new',
      routes: ['/leaves/new'],
      allowed: ['head', 'hr', 'teamLeader', 'auditor'],
      holders: ['headofhr', 'hr', 'head', 'headauditing', 'coldhead', 'teamleader', 'auditor'],
    },
    {
      key: 'leaveRequests.view',
      routes: ['/leaveRequests', '/leaveRequestDetails/:id', '/updateLeaveRequest/:id'],
      allowed: EVERYONE,
      holders: DEMO_ROLES,
    },
  ],
});
