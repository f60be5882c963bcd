/**
 * The worked-hours table of a filter with its total (h:mm), shown on the worked-hours page and under the daily-hours
 * form. A module of its own so the daily-hours page does not carry the worked-hours page's filters.
 */
import type { ReactNode } from 'react';
import { Statistic } from 'antd';
import { WorkedHoursDocument, useWorkedHoursQuery, type WorkedHoursQuery, type WorkedHoursQueryVariables } from './pay.generated';
import { formatDate, formatHours, formatTime } from '../../shared/format';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import type { WorkedHoursSortKey } from '../../generated/graphql';

type Row = WorkedHoursQuery['workedHours']['items'][number];

/** "10:00 PM – 06:00 AM" (SPEC §5 12-hour display); empty without a shift. */
const shiftText = (r: Row) => (r.shiftStart && r.shiftEnd ? `${formatTime(r.shiftStart)} – ${formatTime(r.shiftEnd)}` : '');
type Filters = Omit<WorkedHoursQueryVariables, 'page' | 'limit' | 'sortBy' | 'sortDir'>;

const columns: PagedColumn<Row, WorkedHoursSortKey>[] = [
  { title: 'Date', dataIndex: 'date', sortKey: 'date', render: (d: string) => formatDate(d), csv: (r) => formatDate(r.date) },
  { title: 'Agent', dataIndex: 'employeeName', sortKey: 'employeeName' },
  { title: 'RES ID', dataIndex: 'resId', sortKey: 'resId' },
  { title: 'Dialer', dataIndex: 'dialerName', sortKey: 'dialerName' },
  {
    title: 'Day type',
    dataIndex: 'dayType',
    render: (t: string, r: Row) => (r.vacName ? `Holiday: ${r.vacName}` : t),
    csv: (r) => (r.vacName ? `Holiday: ${r.vacName}` : r.dayType),
  },
  { title: 'Shift', dataIndex: 'shiftStart', render: (_s: string | null, r: Row) => shiftText(r), csv: (r) => shiftText(r) },
  {
    title: 'Hours',
    dataIndex: 'hoursWorked',
    sortKey: 'hoursWorked',
    align: 'right',
    render: (h: number) => formatHours(h),
    csv: (r) => formatHours(r.hoursWorked),
  },
];

/** The worked-hours table of a filter, with its total; also under the daily-hours form. */
export function WorkedHoursTable({ version = 0, toolbar, ...filters }: Filters & { version?: number; toolbar?: ReactNode }) {
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
