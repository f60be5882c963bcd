/**
 * The home charts (lazy chunk: recharts): head count over 12 months, leaves and actions this month by department,
 * attendance this month by status. Each chart shows its widget's failure or empty state on its own.
 */
import { Col, Row } from 'antd';
import dayjs from 'dayjs';
import { ChartCard, CountBars, MonthTrend } from '../../shared/charts';
import { WIDGET_LABELS, type HomeData, type Widget } from './widgets';

/** Attendance colours of the grid legend (upstream/src/attendance/statuses.ts). */
const STATUS_COLOURS: Record<string, string> = {
  present: '#52c41a',
  remote: '#13c2c2',
  late: '#faad14',
  half_day: '#a0d911',
  absent: '#ff4d4f',
  on_leave: '#2f54eb',
  sick: '#eb2f96',
  holiday: '#722ed1',
  weekend: '#bfbfbf',
};
export default function HomeCharts({ home, failed, scoped }: { home: HomeData; failed: Set<string>; scoped: (what: string) => string }) {
  const half = { xs: 24, lg: 12 };
  const failure = (widget: Widget) => (failed.has(widget) ? `Failed to load ${WIDGET_LABELS[widget]}` : undefined);
  const trend = (home.headcount?.trend ?? []).map((m) => ({
    ...m,
    label: dayjs(`${m.month}-01`).format('MMM YY'),
  }));
  return (
    <section aria-label="Charts">
      <Row gutter={[16, 16]}>
        {home.headcount || failed.has('headcount') ? (
          <Col {...half}>
            <ChartCard title={scoped('head count, last 12 months')} failure={failure('headcount')} isEmpty={!trend.length} entity="employees">
              <MonthTrend data={trend} dataKey="count" name="Employees" />
            </ChartCard>
          </Col>
        ) : null}
        {home.scope === 'SELF' ? null : (
          <>
            <Col {...half}>
              <ChartCard
                title="Leaves this month by department"
                failure={failure('leavesThisMonth')}
                isEmpty={!home.leavesThisMonth?.total}
                entity="leaves this month"
              >
                <CountBars name="Count" data={home.leavesThisMonth?.byDepartment ?? []} />
              </ChartCard>
            </Col>
            <Col {...half}>
              <ChartCard
                title="Actions this month by department"
                failure={failure('actionsThisMonth')}
                isEmpty={!home.actionsThisMonth?.total}
                entity="actions this month"
              >
                <CountBars name="Count" data={home.actionsThisMonth?.byDepartment ?? []} />
              </ChartCard>
            </Col>
          </>
        )}
        <Col {...half}>
          <ChartCard
            title={scoped('attendance this month by status')}
            failure={failure('attendanceThisMonth')}
            isEmpty={!home.attendanceThisMonth?.length}
            entity="attendance this month"
          >
            <CountBars data={home.attendanceThisMonth ?? []} name="Count" colours={STATUS_COLOURS} />
          </ChartCard>
        </Col>
      </Row>
    </section>
  );
}
