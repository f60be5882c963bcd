/**
 * `/main/company/leaves` (everyone): who is off — approved leaves of the whole company for a month, as a month
 * calendar (weekdays show the names of the people off) and as a list (./CompanyLeavesList).
 */
import { useState } from 'react';
import { Badge, Calendar, Card, Flex, Segmented, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCompanyLeavesQuery } from './leave.generated';
import { MonthFilter } from '../../shared/MonthFilter';
import { useFailureToast } from '../../shared/feedback';
import { deferredPart } from '../../shared/deferred';
import { PageTitle } from '../../shared/PageTitle';

/** The list view (antd's table) loads after the first paint: the calendar is what the page opens on. */
const CompanyLeavesList = deferredPart(() => import('./CompanyLeavesList'), 'CompanyLeavesList');

export default function CompanyLeavesPage() {
  const [month, setMonth] = useState<Dayjs>(dayjs().startOf('month'));
  const [view, setView] = useState<'Calendar' | 'List'>('Calendar');
  const { data, loading, error } = useCompanyLeavesQuery({ variables: { month: month.format('YYYY-MM') }, fetchPolicy: 'cache-and-network' });
  useFailureToast(error, 'load company leaves');
  const leaves = data?.companyLeaves.items ?? [];

  const offOn = (day: Dayjs) => {
    const iso = day.format('YYYY-MM-DD');
    return leaves.filter((l) => l.startDate <= iso && l.endDate >= iso);
  };

  return (
    <Card
      title={<PageTitle>Company leaves</PageTitle>}
      extra={
        <Space>
          <MonthFilter value={month} onChange={setMonth} />
          <Segmented options={['Calendar', 'List']} value={view} onChange={(v) => setView(v as 'Calendar' | 'List')} />
        </Space>
      }
    >
      {view === 'Calendar' ? (
        <Calendar
          // Highlight today in the current month (not the 1st); the page's own month picker replaces the calendar header.
          value={dayjs().isSame(month, 'month') ? dayjs() : month}
          headerRender={() => null}
          onPanelChange={(d) => setMonth(d.startOf('month'))}
          onSelect={(d, info) => info.source !== 'date' && setMonth(d.startOf('month'))}
          cellRender={(day, info) =>
            info.type === 'date' && day.isSame(month, 'month') ? (
              <Flex vertical gap={2}>
                {offOn(day).map((l) => (
                  <Badge key={l.id} status="processing" text={`${l.employeeName} (${l.leaveTypeName})`} style={{ fontSize: 12 }} />
                ))}
              </Flex>
            ) : null
          }
        />
      ) : (
        <CompanyLeavesList leaves={leaves} loading={loading} month={month} />
      )}
    </Card>
  );
}
