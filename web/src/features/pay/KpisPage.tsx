/**
 * `/main/employees/kpis` (CEO, HR, heads): set the month's KPI (tier and amount) of employees (confirmed, "KPI added"),
 * and the month's KPIs. Heads set KPIs of their department; the amounts are pay data, so they read the tiers only.
 */
import { useState } from 'react';
import { Card, Flex, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { KpisDocument, useSetKpiMutation, type KpisQuery, type KpiSortKey } from './pay.generated';
import { CURRENCY, formatDate, formatMoney, MONTH_LABEL_FORMAT } from '../../shared/format';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { PageTitle } from '../../shared/PageTitle';
import { MonthFilter } from '../../shared/MonthFilter';
import { deferredPart } from '../../shared/deferred';
import { useSubmissionKey } from '../../shared/submissionKey';

// The entry form (antd's Form, the people picker, the rules) loads after the first paint: with the month's list on the
// same page, both at once made this the heaviest first download of the product.
const PayEntryForm = deferredPart(
  () => import('./PayEntryForm'),
  'PayEntryForm',
  () => <Skeleton active />,
);

type Row = KpisQuery['kpis']['items'][number];

const columns: PagedColumn<Row, KpiSortKey>[] = [
  { title: 'Employee', dataIndex: 'employeeName', sortKey: 'employeeName' },
  { title: 'RES ID', dataIndex: 'resId' },
  { title: 'Tier', dataIndex: 'kpiTier', sortKey: 'kpiTier', align: 'right' },
  { title: 'Amount', dataIndex: 'kpi', align: 'right', render: (v: number | null) => (v === null ? '—' : formatMoney(v)), csvTitle: `Amount (${CURRENCY})` },
  { title: 'Set by', dataIndex: 'addedByName' },
  { title: 'Set on', dataIndex: 'updatedAt', sortKey: 'updatedAt', render: (v: string) => formatDate(v), csv: (r) => formatDate(r.updatedAt) },
];

export default function KpisPage() {
  const [month, setMonth] = useState<Dayjs>(dayjs());
  const [version, setVersion] = useState(0);
  const [save] = useSetKpiMutation();
  const submission = useSubmissionKey();
  return (
    <Flex vertical gap={24}>
      <Card title={<PageTitle>KPIs</PageTitle>}>
        <PayEntryForm
          kind="kpi"
          save={async (v) => {
            const input = { employeeIds: v.employeeIds, month: v.monthKey, kpiTier: v.kpiTier!, kpi: v.amount };
            await save({ variables: { input, idempotencyKey: submission.of(JSON.stringify(input)) } });
            submission.done();
          }}
          onSaved={() => setVersion((n) => n + 1)}
        />
      </Card>
      <Card title={`KPIs of ${month.format(MONTH_LABEL_FORMAT)}`}>
        <PagedTable
          entity="KPIs"
          document={KpisDocument}
          pageOf={(d) => d.kpis}
          variables={{ month: month.format('YYYY-MM') }}
          defaultSort={{ sortBy: 'employeeName', sortDir: 'ASC' }}
          columns={columns}
          version={version}
          toolbar={<MonthFilter value={month} onChange={setMonth} />}
        />
      </Card>
    </Flex>
  );
}
