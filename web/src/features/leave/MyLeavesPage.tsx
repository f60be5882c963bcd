/**
 * `/main/myLeaves` (everyone, from the account menu: SPEC §2's "my leaves"): the signed-in person's balances per leave
 * type (each opening its ledger, decision 0220), their own requests, Cancel on those they may still take back (pending or approved, before the first day; hidden
 * where the upstream lacks the cancel step) and "New leave": the leave form for oneself (no employee picker) in a
 * dialog. The main area's /leaves/new stays gated to head, HR, TL and auditor; this is the shared area's reading.
 */
import { useState } from 'react';
import { Button, Card, Flex } from 'antd';
import { useApolloClient } from '@apollo/client/react';
import { MyLeaveRequestsDocument, useLeaveBalancesQuery, type MyLeaveRowFragment } from './leave.generated';
import { durationColumn } from './units';
import type { LeaveRequestSortKey, LeaveStatus } from '../../generated/graphql';
import { useCapabilities } from '../../shared/capabilities';
import { useFailureToast } from '../../shared/feedback';
import { FilterSelect, labelOptions, useFilters } from '../../shared/filters';
import { formatDate } from '../../shared/format';
import { deferredPart, Modal } from '../../shared/deferred';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { PageTitle } from '../../shared/PageTitle';
import { LeaveBalancesTable } from './LeaveBalancesTable';
import { LeaveStatusTag, STATUS_LABELS, statusText } from './LeaveStatusTag';
import { mayCancel, useCancelLeave } from './cancelLeave';

// The filing form opens in a dialog after a click: its pickers and upload stay out of the page's first download.
const LeaveRequestForm = deferredPart(() => import('./LeaveRequestForm'), 'LeaveRequestForm');

const baseColumns: PagedColumn<MyLeaveRowFragment, LeaveRequestSortKey>[] = [
  { title: 'Leave type', dataIndex: ['leaveType', 'leaveName'], sortKey: 'leaveTypeName' },
  { title: 'Start date', dataIndex: 'startDate', sortKey: 'startDate', render: formatDate, csv: (r) => formatDate(r.startDate) },
  { title: 'End date', dataIndex: 'endDate', sortKey: 'endDate', render: formatDate, csv: (r) => formatDate(r.endDate) },
  durationColumn<MyLeaveRowFragment>(),
  { title: 'Status', dataIndex: 'status', sortKey: 'status', render: (_s: LeaveStatus, r) => <LeaveStatusTag row={r} />, csv: statusText },
  { title: 'Canceled by', dataIndex: ['canceledBy', 'name'] },
  { title: 'Created', dataIndex: 'createdAt', sortKey: 'createdAt', render: formatDate, csv: (r) => formatDate(r.createdAt) },
];

/** One's own balances open their ledger; adjusting is HR's, on the requester's balances of a leave request. */
const OWN_LEDGER = { employeeId: null, canAdjust: false };

export default function MyLeavesPage() {
  const client = useApolloClient();
  const canCancel = useCapabilities().leaveCancel;
  const { filters, setFilter } = useFilters<{ status?: LeaveStatus }>();
  const [filing, setFiling] = useState(false);
  const [version, setVersion] = useState(0);
  const balances = useLeaveBalancesQuery({ variables: { employeeId: null }, fetchPolicy: 'cache-and-network' });
  useFailureToast(balances.error, 'load leave balances');
  const cancel = useCancelLeave(() => setVersion((v) => v + 1));

  const columns: PagedColumn<MyLeaveRowFragment, LeaveRequestSortKey>[] = canCancel
    ? [
        ...baseColumns,
        {
          title: '',
          key: 'actions',
          render: (_: unknown, row) =>
            mayCancel(row) && (
              <Button size="small" danger type="text" onClick={() => cancel(row, true)} aria-label={`Cancel leave of ${formatDate(row.startDate)}`}>
                Cancel
              </Button>
            ),
        },
      ]
    : baseColumns;

  const filed = () => {
    setFiling(false);
    setVersion((v) => v + 1);
    void client.refetchQueries({ include: ['LeaveBalances'] });
  };

  return (
    <Flex vertical gap={24}>
      <Card
        title={<PageTitle>My leaves</PageTitle>}
        extra={
          <Button type="primary" onClick={() => setFiling(true)}>
            New leave
          </Button>
        }
      >
        <PagedTable
          entity="leave requests"
          document={MyLeaveRequestsDocument}
          pageOf={(d) => d.myLeaveRequests}
          variables={{ status: filters.status ?? null }}
          columns={columns}
          version={version}
          exportName="my-leaves.csv"
          toolbar={<FilterSelect label="Status" options={labelOptions(STATUS_LABELS)} onChange={(status) => setFilter({ status })} />}
        />
      </Card>
      <Card title="Leave balances this year">
        <LeaveBalancesTable balances={balances.data?.leaveBalances ?? []} loading={balances.loading} ledger={OWN_LEDGER} />
      </Card>
      <Modal open={filing} title="New leave" footer={null} width={960} destroyOnHidden onCancel={() => setFiling(false)}>
        <LeaveRequestForm mode="own" onDone={filed} />
      </Modal>
    </Flex>
  );
}
