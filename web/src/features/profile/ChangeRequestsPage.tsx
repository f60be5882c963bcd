/**
 * `/main/profileChangeRequests` (HR, CEO): the payment-account and national-ID changes people asked for, pending first
 * by default; approving applies the value at once, rejecting changes nothing. Paged on the server.
 */
import { Button, Card, Flex } from 'antd';
import { CHANGE_FIELD_LABELS, CHANGE_STATUS_LABELS, ChangeStatusTag } from './changeLabels';
import {
  ProfileChangeRequestsDocument,
  useApproveProfileChangeMutation,
  useRejectProfileChangeMutation,
  type ChangeRequestRowFragment,
} from './profile.generated';
import type { ProfileChangeField, ProfileChangeRequestSortKey, ProfileChangeStatus } from '../../generated/graphql';
import { FilterSelect, labelOptions, useFilters } from '../../shared/filters';
import { formatDate } from '../../shared/format';
import { notifySuccess, showError } from '../../shared/notify';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { PageTitle } from '../../shared/PageTitle';

const REFRESH = { refetchQueries: ['ProfileChangeRequests'] };

function Decide({ row }: { row: ChangeRequestRowFragment }) {
  const [approve, { loading: approving }] = useApproveProfileChangeMutation(REFRESH);
  const [reject, { loading: rejecting }] = useRejectProfileChangeMutation(REFRESH);
  if (row.status !== 'PENDING') return row.reviewedByName ?? '—';
  const what = `${CHANGE_FIELD_LABELS[row.field]} of ${row.employeeName}`;
  return (
    <Flex gap={8} wrap>
      <Button
        type="primary"
        size="small"
        loading={approving}
        aria-label={`Approve ${what}`}
        onClick={() =>
          void approve({ variables: { id: row.id } })
            .then(() => notifySuccess('Change approved'))
            .catch((error: unknown) => showError(error, 'Failed to approve the change'))
        }
      >
        Approve
      </Button>
      <Button
        danger
        size="small"
        loading={rejecting}
        aria-label={`Reject ${what}`}
        onClick={() =>
          void reject({ variables: { id: row.id } })
            .then(() => notifySuccess('Change rejected'))
            .catch((error: unknown) => showError(error, 'Failed to reject the change'))
        }
      >
        Reject
      </Button>
    </Flex>
  );
}

const columns: PagedColumn<ChangeRequestRowFragment, ProfileChangeRequestSortKey>[] = [
  { title: 'Employee', dataIndex: 'employeeName', sortKey: 'employeeName' },
  { title: 'Field', dataIndex: 'field', render: (f: ProfileChangeField) => CHANGE_FIELD_LABELS[f], csv: (r) => CHANGE_FIELD_LABELS[r.field] },
  { title: 'New value', dataIndex: 'newValue' },
  { title: 'Reason', dataIndex: 'reason' },
  {
    title: 'Status',
    dataIndex: 'status',
    sortKey: 'status',
    render: (s: ProfileChangeStatus) => <ChangeStatusTag status={s} />,
    csv: (r) => CHANGE_STATUS_LABELS[r.status],
  },
  { title: 'Asked', dataIndex: 'createdAt', sortKey: 'createdAt', render: formatDate, csv: (r) => formatDate(r.createdAt) },
  { title: 'Decision', key: 'decision', render: (_: unknown, row) => <Decide row={row} />, csv: (r) => r.reviewedByName ?? '' },
];

export default function ChangeRequestsPage() {
  const { filters, setFilter } = useFilters<{ status?: ProfileChangeStatus }>();
  return (
    <Card title={<PageTitle>Change requests</PageTitle>}>
      <PagedTable
        entity="change requests"
        document={ProfileChangeRequestsDocument}
        pageOf={(d) => d.profileChangeRequests}
        variables={{ status: filters.status ?? null }}
        columns={columns}
        defaultSort={{ sortBy: 'createdAt', sortDir: 'DESC' }}
        exportName="change-requests.csv"
        scroll={{ x: 900 }}
        toolbar={<FilterSelect label="Status" options={labelOptions(CHANGE_STATUS_LABELS)} onChange={(status) => setFilter({ status })} />}
      />
    </Card>
  );
}
