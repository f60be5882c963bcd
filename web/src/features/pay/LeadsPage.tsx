/**
 * `/main/employees/leads` (everyone signed in; the server scopes the list: CEO, HR and heads see all, others their
 * own and their people's): monthly payable leads per agent. CEO, HR and heads (`LEADS_MANAGE`) add them and edit a
 * row (the form sets the month's leads of an employee; saving again changes them).
 */
import { useState } from 'react';
import { Button, Card, Flex, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { canOpen } from '../../app/access';
import { LeadsDocument } from './pay.generated';
import type { LeadRow } from './LeadForm';
import { formatMonthLabel } from '../../shared/format';
import { deferred } from '../../shared/deferred';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { PageTitle } from '../../shared/PageTitle';
import { useSession } from '../../shared/session';
import { SearchFilter } from '../../shared/filters';
import { MonthFilter } from '../../shared/MonthFilter';
import type { LeadSortKey } from '../../generated/graphql';

/**
 * The form is for `LEADS_MANAGE` only: loaded when it first renders (a one-line skeleton meanwhile), so nobody else
 * downloads it (`deferred`, not `deferredPart`, which would prefetch it for everyone).
 */
const LeadForm = deferred(
  () => import('./LeadForm').then((m) => ({ default: m.LeadForm })),
  () => <Skeleton active title={false} paragraph={{ rows: 1 }} />,
);

export default function LeadsPage() {
  const { user } = useSession();
  const canManage = canOpen(user?.access, 'LEADS_MANAGE');
  const [month, setMonth] = useState<Dayjs | null>(dayjs());
  const [search, setSearch] = useState<string>();
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<LeadRow | null>(null);
  const columns: PagedColumn<LeadRow, LeadSortKey>[] = [
    { title: 'Employee', dataIndex: 'employeeName', sortKey: 'employeeName' },
    { title: 'RES ID', dataIndex: 'resId', sortKey: 'resId' },
    { title: 'Month', dataIndex: 'month', sortKey: 'month', render: (m: string) => formatMonthLabel(`${m}-01`), csv: (r) => r.month },
    { title: 'Payable leads', dataIndex: 'payableLeads', sortKey: 'payableLeads', align: 'right' },
    ...(canManage
      ? [
          {
            title: '',
            key: 'actions',
            render: (_: unknown, row: LeadRow) => (
              <Button size="small" onClick={() => setEditing(row)} aria-label={`Edit leads of ${row.employeeName}`}>
                Edit
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Flex vertical gap={24}>
      {canManage && (
        <Card title={<PageTitle>Leads</PageTitle>}>
          <LeadForm editing={editing} onSaved={() => setVersion((n) => n + 1)} />
        </Card>
      )}
      <Card title={canManage ? 'Monthly leads' : <PageTitle>Leads</PageTitle>}>
        <PagedTable
          entity="leads"
          document={LeadsDocument}
          pageOf={(d) => d.leads}
          variables={{ month: month ? month.format('YYYY-MM') : undefined, search }}
          defaultSort={{ sortBy: 'employeeName', sortDir: 'ASC' }}
          columns={columns}
          version={version}
          exportName="leads.csv"
          toolbar={
            <>
              <MonthFilter allowClear value={month} onChange={setMonth} />
              <SearchFilter label="Search" placeholder="Search name or RES ID" width={240} onSearch={(v) => setSearch(v.trim() || undefined)} />
            </>
          }
        />
      </Card>
    </Flex>
  );
}
