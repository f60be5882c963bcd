/** `/main/employees/bonus` (CEO, HR): add a bonus to employees for a month (confirmed, "Bonus added"), and the month's bonuses. */
import { useState } from 'react';
import { Card, Flex, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { BonusesDocument, useAddBonusMutation, type BonusesQuery, type BonusSortKey } from './pay.generated';
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

type Row = BonusesQuery['bonuses']['items'][number];

const columns: PagedColumn<Row, BonusSortKey>[] = [
  { title: 'Employee', dataIndex: 'employeeName', sortKey: 'employeeName' },
  { title: 'RES ID', dataIndex: 'resId' },
  { title: 'Amount', dataIndex: 'amount', sortKey: 'amount', align: 'right', render: (v: number | null) => formatMoney(v), csvTitle: `Amount (${CURRENCY})` },
  { title: 'Note', dataIndex: 'note' },
  { title: 'Added by', dataIndex: 'addedByName' },
  { title: 'Added on', dataIndex: 'createdAt', sortKey: 'createdAt', render: (v: string) => formatDate(v), csv: (r) => formatDate(r.createdAt) },
];

export default function BonusPage() {
  const [month, setMonth] = useState<Dayjs>(dayjs());
  const [version, setVersion] = useState(0);
  const [add] = useAddBonusMutation();
  const submission = useSubmissionKey();
  return (
    <Flex vertical gap={24}>
      <Card title={<PageTitle>Bonus</PageTitle>}>
        <PayEntryForm
          kind="bonus"
          save={async (v) => {
            const input = { employeeIds: v.employeeIds, month: v.monthKey, amount: v.amount };
            await add({ variables: { input, idempotencyKey: submission.of(JSON.stringify(input)) } });
            submission.done();
          }}
          onSaved={() => setVersion((n) => n + 1)}
        />
      </Card>
      <Card title={`Bonuses of ${month.format(MONTH_LABEL_FORMAT)}`}>
        <PagedTable
          entity="bonuses"
          document={BonusesDocument}
          pageOf={(d) => d.bonuses}
          variables={{ month: month.format('YYYY-MM') }}
          defaultSort={{ sortBy: 'createdAt', sortDir: 'DESC' }}
          columns={columns}
          version={version}
          exportName={`bonuses_${month.format('YYYY-MM')}.csv`}
          toolbar={<MonthFilter value={month} onChange={setMonth} />}
        />
      </Card>
    </Flex>
  );
}
