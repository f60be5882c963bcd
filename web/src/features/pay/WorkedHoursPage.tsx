/**
 * `/main/employees/workedHours` (team leaders): the logged hours of their agents, filtered by period and agent (and
 * holidays worked only), with the total of the filter in h:mm.
 */
import { useState } from 'react';
import { Card, Checkbox, Select, Statistic } from 'antd';
import { RangePicker } from '../../shared/deferred';
import dayjs, { type Dayjs } from 'dayjs';
import {
  WorkedHoursDocument,
  useMyAgentsQuery,
  useWorkedHoursQuery,
  type WorkedHoursQuery,
  type WorkedHoursQueryVariables,
} from './pay.generated';
import { formatDate, formatHours } from '../../shared/format';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { PageTitle } from '../../shared/PageTitle';

type Row = WorkedHoursQuery['workedHours']['items'][number];
type Filters = Omit<WorkedHoursQueryVariables, 'page' | 'limit' | 'sortBy' | 'sortDir'>;

const columns: PagedColumn<Row>[] = [
  { title: 'Date', dataIndex: 'date', sortKey: 'date', render: (d: string) => formatDate(d), csv: (r) => formatDate(r.date) },
  { title: 'Agent', dataIndex: 'employeeName', sortKey: 'employeeName' },
  { title: 'RES ID', dataIndex: 'resId', sortKey: 'resId' },
  { title: 'Dialer', dataIndex: 'dialerName', sortKey: 'dialerName' },
  { title: 'Day type', dataIndex: 'dayType', render: (t: string, r: Row) => (r.vacName ? `Holiday: ${r.vacName}` : t), csv: (r) => (r.vacName ? `Holiday: ${r.vacName}` : r.dayType) },
  { title: 'Hours', dataIndex: 'hoursWorked', sortKey: 'hoursWorked', align: 'right', render: (h: number) => formatHours(h), csv: (r) => formatHours(r.hoursWorked) },
];

/** The worked-hours table of a filter, with its total; also under the daily-hours form. */
export function WorkedHoursTable({ version = 0, toolbar, ...filters }: Filters & { version?: number; toolbar?: React.ReactNode }) {
  const total = useWorkedHoursQuery({ variables: { ...filters, limit: 1 }, fetchPolicy: 'cache-and-network' });
  return (
    <PagedTable
      entity="worked hours"
      document={WorkedHoursDocument}
      pageOf={(d) => d.workedHours}
      variables={filters}
      defaultSort={{ sortBy: 'date', sortDir: 'DESC' }}
      columns={columns}
      version={version}
      exportName="worked_hours.csv"
      toolbar={
        <>
          {toolbar}
          <Statistic title="Total" value={formatHours(total.data?.workedHours.totalHours ?? 0)} styles={{ content: { fontSize: 18 } }} />
        </>
      }
    />
  );
}

export default function WorkedHoursPage() {
  const [period, setPeriod] = useState<[Dayjs, Dayjs]>([dayjs().startOf('month'), dayjs()]);
  const [employeeId, setEmployeeId] = useState<string>();
  const [holidaysOnly, setHolidaysOnly] = useState(false);
  const agents = useMyAgentsQuery();
  return (
    <Card title={<PageTitle>Worked hours</PageTitle>}>
      <WorkedHoursTable
        startDate={period[0].format('YYYY-MM-DD')}
        endDate={period[1].format('YYYY-MM-DD')}
        employeeId={employeeId}
        holidaysOnly={holidaysOnly}
        toolbar={
          <>
            <RangePicker
              format="DD/MM/YYYY"
              style={{ width: 260 }}
              allowClear={false}
              value={period}
              aria-label="Period"
              onChange={(v) => v?.[0] && v[1] && setPeriod([v[0], v[1]])}
            />
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder="All agents"
              aria-label="Agent"
              style={{ width: 220 }}
              value={employeeId}
              onChange={setEmployeeId}
              options={agents.data?.managedEmployees.items.map((a) => ({ value: a.id, label: `${a.name} (${a.resId})` }))}
            />
            <Checkbox checked={holidaysOnly} onChange={(e) => setHolidaysOnly(e.target.checked)}>
              Holidays worked only
            </Checkbox>
          </>
        }
      />
    </Card>
  );
}
