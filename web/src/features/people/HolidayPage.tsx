/** `/main/holiday` (CEO, HR): company holidays (dates DD/MM/YYYY) and the add form (./HolidayForm). */
import { Card, Flex, Table, type TableColumnsType } from 'antd';
import { useHolidaysQuery, type HolidaySortKey, type HolidaysQuery } from './people.generated';
import { formatDate } from '../../shared/format';
import { emptyText, useFailureToast } from '../../shared/feedback';
import { usePagedTable } from '../../shared/usePagedTable';
import { deferredPart, InlineFormBox } from '../../shared/deferred';
import { PageTitle } from '../../shared/PageTitle';
import { HOLIDAY_FIELDS } from './holidayFields';

type Row = HolidaysQuery['holidays']['items'][number];

/** The add form (antd's Form) after the first paint, its labels and empty boxes meanwhile. */
const HolidayForm = deferredPart(
  () => import('./HolidayForm'),
  'HolidayForm',
  () => <InlineFormBox fields={HOLIDAY_FIELDS} button="Add" />,
);

export default function HolidayPage() {
  const table = usePagedTable<HolidaySortKey>({ sortBy: 'startdate', sortDir: 'DESC' });
  const { data, loading, error, refetch } = useHolidaysQuery({ variables: table.variables, fetchPolicy: 'cache-and-network' });
  useFailureToast(error, 'load holidays');

  const sortable = (key: HolidaySortKey) => ({ key, sorter: true, sortOrder: table.sortOrder(key) });
  const columns: TableColumnsType<Row> = [
    { title: 'Holiday', dataIndex: 'vacName', ...sortable('vacName') },
    { title: 'Multiple of pay', dataIndex: 'multipleOfPay', ...sortable('multipleOfPay'), render: (m) => `×${m}` },
    { title: 'Start date', dataIndex: 'startDate', ...sortable('startdate'), render: (d) => formatDate(d) },
    { title: 'End date', dataIndex: 'endDate', ...sortable('enddate'), render: (d) => formatDate(d) },
  ];

  return (
    <Flex vertical gap={24}>
      <Card title={<PageTitle>Holidays</PageTitle>}>
        <HolidayForm onAdded={refetch} />
      </Card>
      <Card title="Company holidays">
        <Table<Row>
          rowKey="id"
          size="middle"
          loading={loading}
          columns={columns}
          dataSource={data?.holidays.items ?? []}
          pagination={table.pagination(data?.holidays.count)}
          onChange={table.onChange as never}
          locale={{ emptyText: emptyText('holidays') }}
        />
      </Card>
    </Flex>
  );
}
