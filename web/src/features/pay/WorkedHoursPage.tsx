/**
 * `/main/employees/workedHours` (team leaders): the logged hours of their agents, filtered by period and agent (and
 * holidays worked only), with the total of the filter in h:mm.
 */
import { useState } from 'react';
import { Card, Checkbox } from 'antd';
import { RangePicker } from '../../shared/deferred';
import dayjs, { type Dayjs } from 'dayjs';
import { WorkedHoursTable } from './WorkedHoursTable';
import { PageTitle } from '../../shared/PageTitle';
import { PersonFilter } from '../../shared/PersonFilter';

export default function WorkedHoursPage() {
  const [period, setPeriod] = useState<[Dayjs, Dayjs]>([dayjs().startOf('month'), dayjs()]);
  const [employeeId, setEmployeeId] = useState<string>();
  const [holidaysOnly, setHolidaysOnly] = useState(false);
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
            <PersonFilter
              purpose="REPORTS"
              allowClear
              aria-label="Agent"
              placeholder="All agents"
              style={{ width: 220 }}
              value={employeeId}
              onChange={(id) => setEmployeeId(id ?? undefined)}
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
