/**
 * `/main/employees/salaries` (CEO, HR): a month's salaries sheet. Month picker and filters (department, team,
 * employee type, pay type, search), the sheet as a wide table (name fixed left, one header group per week, leave days,
 * pay components), a totals row over the whole filter, a drawer explaining one person's total pay line by line, the
 * sheet's CSV export, its XLSX export (built by the gateway: grouped by department with subtotals, same filters; a
 * signed download link like every other download) and the payment sheet download (CSV: account, balance source USD,
 * amount, '{Month} Salary').
 * Formulas: upstream/src/pay/formulas.ts.
 */
import { useState } from 'react';
import { Button, Card, Descriptions, Drawer, Table } from 'antd';
import { Select } from '../../shared/deferred';
import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import dayjs, { type Dayjs } from 'dayjs';
import {
  PaymentSheetDocument,
  SalariesDocument,
  useSalaryTotalsQuery,
  type SalariesQuery,
  type SalariesQueryVariables,
  useSalariesXlsxLazyQuery,
} from './pay.generated';
import { usePeopleLookupsQuery } from '../people/people.generated';
import { downloadCsv } from '../../shared/csv';
import { openFileLink } from '../../shared/download';
import { CURRENCY, formatCode, formatDate, formatHours, formatMoney, MONTH_LABEL_FORMAT } from '../../shared/format';
import { showError } from '../../shared/notify';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { PageTitle } from '../../shared/PageTitle';
import { MonthFilter } from '../../shared/MonthFilter';
import { SearchFilter } from '../../shared/filters';
import { explainPay, payTypeLabel } from './explain';
import { Text } from '../../shared/Text';
import type { SalarySortKey } from '../../generated/graphql';

type Row = SalariesQuery['salaries']['items'][number];

const money = (key: keyof Row & SalarySortKey, title: string, sortable = false): PagedColumn<Row, SalarySortKey> => ({
  title,
  dataIndex: key,
  align: 'right',
  ...(sortable ? { sortKey: key } : {}),
  render: (v: number | null) => formatMoney(v),
  // The export keeps plain numbers for spreadsheets; the header names their currency.
  csv: (row) => row[key] as number | null,
  csvTitle: `${title} (${CURRENCY})`,
});
const plain = (key: keyof Row & string, title: string): PagedColumn<Row, SalarySortKey> => ({ title, dataIndex: key, align: 'right' });
const hours = (key: keyof Row & string, title: string): PagedColumn<Row, SalarySortKey> => ({
  title,
  dataIndex: key,
  align: 'right',
  render: (h: number) => formatHours(h),
  csv: (row) => formatHours(row[key] as number),
});

const columns: PagedColumn<Row, SalarySortKey>[] = [
  { title: 'Name', dataIndex: 'name', sortKey: 'name', fixed: 'left', width: 180 },
  { title: 'RES ID', dataIndex: 'resId', sortKey: 'resId' },
  { title: 'Type', dataIndex: 'employeeType', render: (v: string | null) => formatCode(v), csv: (r) => formatCode(r.employeeType) },
  { title: 'Pay', dataIndex: 'hourlyOrMonthly', render: (v: string) => payTypeLabel(v), csv: (r) => payTypeLabel(r.hourlyOrMonthly) },
  { title: 'Manager', dataIndex: 'managerName' },
  { title: 'Department', dataIndex: 'departmentName' },
  { title: 'Joined', dataIndex: 'dateJoined', render: (v: string | null) => formatDate(v), csv: (r) => formatDate(r.dateJoined) },
  { title: 'Payment account', dataIndex: 'paymentAccount' },
  { title: 'Start', dataIndex: 'startDate', render: (v: string) => formatDate(v), csv: (r) => formatDate(r.startDate) },
  { title: 'End', dataIndex: 'endDate', render: (v: string) => formatDate(v), csv: (r) => formatDate(r.endDate) },
  plain('workingDays', 'Working days'),
  ...[0, 1, 2, 3, 4].map((i): PagedColumn<Row, SalarySortKey> => ({
    title: `Week ${i + 1}`,
    key: `week${i + 1}`,
    children: [
      {
        title: 'Hours',
        key: `w${i}h`,
        align: 'right',
        render: (_: unknown, r: Row) => formatHours(r.weeks[i]?.hours),
        csv: (r) => formatHours(r.weeks[i]?.hours),
      },
      {
        title: 'Target',
        key: `w${i}t`,
        align: 'right',
        render: (_: unknown, r: Row) => formatHours(r.weeks[i]?.target),
        csv: (r) => formatHours(r.weeks[i]?.target),
      },
    ],
  })),
  hours('hoursWorked', 'Hours worked'),
  hours('hoursGiven', 'Hours given'),
  hours('targetHours', 'Target hours'),
  plain('annuals', 'Annuals'),
  plain('casuals', 'Casuals'),
  plain('sick', 'Sick'),
  plain('paidLeave', 'Paid leave'),
  plain('training', 'Training'),
  plain('leadsTarget', 'Leads'),
  plain('targetLeads', 'Target leads'),
  money('allowance', 'Allowance'),
  plain('kpiTier', 'KPI tier'),
  money('kpi', 'KPI'),
  money('bonus', 'Bonus', true),
  money('compensation', 'Compensation'),
  plain('actions', 'Actions'),
  money('amount', 'Amount'),
  money('lateness', 'Lateness'),
  money('baseSalary', 'Base salary'),
  money('hourlyRate', 'Hourly rate'),
  money('hoursPay', 'Hours pay', true),
  money('extras', 'Extras'),
  money('totalPay', 'Total pay', true),
];

const EMPLOYEE_TYPES = ['Full Time', 'Part Time'];

export default function SalariesPage() {
  const [month, setMonth] = useState<Dayjs>(dayjs());
  const [departmentId, setDepartmentId] = useState<string>();
  const [teamId, setTeamId] = useState<string>();
  const [employeeType, setEmployeeType] = useState<string>();
  const [hourlyOrMonthly, setHourlyOrMonthly] = useState<string>();
  const [search, setSearch] = useState<string>();
  const [open, setOpen] = useState<Row | null>(null);
  const [downloading, setDownloading] = useState(false);
  const lookups = usePeopleLookupsQuery();
  const client = useApolloClient();
  const monthKey = month.format('YYYY-MM');
  const filters: Omit<SalariesQueryVariables, 'page' | 'limit' | 'sortBy' | 'sortDir'> = {
    month: monthKey,
    departmentId,
    teamId,
    employeeType,
    hourlyOrMonthly,
    search,
  };
  const totals = useSalaryTotalsQuery({ variables: filters, fetchPolicy: 'cache-and-network' }).data?.salaryTotals;
  const [xlsxLink, { loading: exportingXlsx }] = useSalariesXlsxLazyQuery({ fetchPolicy: 'no-cache' });

  const exportXlsx = async () => {
    try {
      const { data } = await xlsxLink({ variables: filters });
      if (!data) throw new Error('no link');
      openFileLink(data.salariesXlsx);
    } catch (e) {
      showError(e, 'Failed to export salaries');
    }
  };

  const downloadPaymentSheet = async () => {
    setDownloading(true);
    try {
      const { data } = await client.query({ query: PaymentSheetDocument, variables: filters, fetchPolicy: 'network-only' });
      const rows = data?.paymentSheet ?? [];
      downloadCsv(
        `payment_sheet_${monthKey}.csv`,
        ['Account', 'Balance source', 'Amount', 'Description'],
        rows.map((r) => [r.account, r.balanceSource, r.amount, r.description]),
      );
    } catch (e) {
      showError(e, 'Failed to download the payment sheet');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card title={<PageTitle>Salaries</PageTitle>}>
      <PagedTable
        entity="salaries"
        document={SalariesDocument}
        pageOf={(d) => d.salaries}
        variables={filters}
        defaultSort={{ sortBy: 'name', sortDir: 'ASC' }}
        columns={columns}
        size="small"
        scroll={{ x: 'max-content' }}
        exportName={`salaries_${monthKey}.csv`}
        exports={
          <Button icon={<FileExcelOutlined />} loading={exportingXlsx} onClick={() => void exportXlsx()}>
            Export XLSX
          </Button>
        }
        onRowClick={(row) => setOpen(row)}
        summary={() =>
          totals ? (
            <Table.Summary fixed>
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <strong>Totals ({totals.employees})</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} colSpan={columns.length + 9}>
                  <Text>
                    Hours {formatHours(totals.hoursWorked)} of {formatHours(totals.targetHours)} · Hours pay {formatMoney(totals.hoursPay)} · Bonus{' '}
                    {formatMoney(totals.bonus)} · KPI {formatMoney(totals.kpi)} · Deductions {formatMoney(totals.amount + totals.lateness)} ·{' '}
                    <strong>Total pay {formatMoney(totals.totalPay)}</strong>
                  </Text>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
        toolbar={
          <>
            <MonthFilter value={month} onChange={setMonth} />
            <Select
              allowClear
              placeholder="Department"
              aria-label="Department"
              style={{ width: 170 }}
              value={departmentId}
              onChange={setDepartmentId}
              options={lookups.data?.departments.items.map((d) => ({ value: d.id, label: d.departmentName }))}
            />
            <Select
              allowClear
              placeholder="Team"
              aria-label="Team"
              style={{ width: 170 }}
              value={teamId}
              onChange={setTeamId}
              options={lookups.data?.teams.items.map((t) => ({ value: t.id, label: t.teamName }))}
            />
            <Select
              allowClear
              placeholder="Employee type"
              aria-label="Employee type"
              style={{ width: 150 }}
              value={employeeType}
              onChange={setEmployeeType}
              options={EMPLOYEE_TYPES.map((t) => ({ value: t, label: t }))}
            />
            <Select
              allowClear
              placeholder="Pay"
              aria-label="Pay type"
              style={{ width: 120 }}
              value={hourlyOrMonthly}
              onChange={setHourlyOrMonthly}
              options={[
                { value: 'hourly', label: 'Hourly' },
                { value: 'monthly', label: 'Monthly' },
              ]}
            />
            <SearchFilter label="Search" placeholder="Search name or RES ID" width={220} onSearch={(v) => setSearch(v.trim() || undefined)} />
            <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void downloadPaymentSheet()}>
              Payment sheet
            </Button>
          </>
        }
      />
      <Drawer open={open !== null} onClose={() => setOpen(null)} title={open ? `${open.name} · ${month.format(MONTH_LABEL_FORMAT)}` : ''} size="large">
        {open && (
          <>
            <Descriptions
              size="small"
              column={1}
              bordered
              items={explainPay(open).map((line) => ({ key: line.label, label: line.label, children: line.text }))}
            />
          </>
        )}
      </Drawer>
    </Card>
  );
}
