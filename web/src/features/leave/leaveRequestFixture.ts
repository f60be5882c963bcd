/**
 * Tests' leave requests: as lists read them (LeaveRequestRow) and as the request page reads them (LeaveRequestDetail),
 * a pending one-day request of Test Agent's unless `overrides` say otherwise.
 */
import type { LeaveRequestDetailFragment, LeaveRequestRowFragment } from './leave.generated';

type Employee = { __typename: 'Employee'; id: string; name: string; resId: string | null; dateJoined?: string | null };
type RowOverrides = Partial<Omit<LeaveRequestRowFragment, 'employee'>> & { employee?: Employee };
type Override = NonNullable<LeaveRequestDetailFragment['overrides']>[number] & { __typename?: 'LeaveOverride' };
export type DetailOverrides = Partial<Omit<LeaveRequestDetailFragment, 'employee' | 'overrides'>> & { employee?: Employee; overrides?: Override[] };

export function leaveRequestRow(overrides: RowOverrides = {}) {
  return {
    __typename: 'LeaveRequest' as const,
    id: '5',
    employeeId: '12',
    leaveTypeId: '1',
    leaveType: { __typename: 'LeaveType' as const, id: '1', leaveName: 'Annual' },
    startDate: '2099-03-02',
    endDate: '2099-03-02',
    status: 'PENDING' as const,
    leaveDuration: 1,
    unit: null,
    hours: null,
    startTime: null,
    endTime: null,
    approvedStartDate: null,
    approvedEndDate: null,
    approvedDuration: null,
    submittedBy: null,
    reviewedBy: null,
    createdAt: '2026-01-01T00:00:00Z',
    ...overrides,
    employee: { __typename: 'Employee' as const, id: '12', name: 'Test Agent', resId: 'RES-12', ...overrides.employee },
  };
}

export function leaveRequestDetail(overrides: DetailOverrides = {}) {
  return {
    ...leaveRequestRow(),
    notes: null,
    submittedById: null,
    managerEmail: null,
    reviewedById: null,
    reviewerComments: null,
    reviewedAt: null,
    overrides: [],
    canceledAt: null,
    canceledBy: null,
    updatedAt: '2026-01-01T00:00:00Z',
    sickNoteFilename: null,
    workedDaysThisYear: 10,
    passedProbation: true,
    leaveBalances: [],
    ...overrides,
    employee: { __typename: 'Employee' as const, id: '12', name: 'Test Agent', resId: 'RES-12', dateJoined: '2020-01-01', ...overrides.employee },
  };
}
