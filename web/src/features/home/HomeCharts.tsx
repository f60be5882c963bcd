/**
 * The home charts (lazy chunk: recharts): head count over 12 months, leaves and actions this month by department,
 * attendance this month by status. Each chart shows its widget's failure or empty state on its own.
 */
import type { ReactNode } from 'react';
import { Alert, Card, Col, Empty, Row, Typography } from 'antd';
import { Bar, BarChart, CartesianGrid, Cell, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import dayjs from 'dayjs';
import { emptyText } from '../../shared/feedback';
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
const BAR = '#1677ff';

function Chart({
  title,
  widget,
  failed,
  isEmpty,
  entity,
  children,
}: {
  title: string;
  widget: Widget;
  failed: Set<string>;
  isEmpty: boolean;
  entity: string;
  children: ReactNode;
}) {
  return (
    <Card
      size="small"
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0, whiteSpace: 'normal' }}>
          {title}
        </Typography.Title>
      }
    >
      {failed.has(widget) ? (
        <Alert type="error" showIcon title={`Failed to load ${WIDGET_LABELS[widget]}`} />
      ) : isEmpty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText(entity)} />
      ) : (
        <div style={{ width: '100%', height: 240 }} role="img" aria-label={title}>
          <ResponsiveContainer>{children as React.ReactElement}</ResponsiveContainer>
        </div>
      )}
    </Card>
  );
}

function ByKey({ data, colours }: { data: { key: string; label: string; count: number }[]; colours?: Record<string, string> }) {
  return (
    <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" interval={0} angle={-30} textAnchor="end" height={56} tick={{ fontSize: 12 }} />
      <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
      <Tooltip />
      <Bar dataKey="count" name="Count" fill={BAR} isAnimationActive={false}>
        {data.map((d) => (
          <Cell key={d.key} fill={colours?.[d.key] ?? BAR} />
        ))}
      </Bar>
    </BarChart>
  );
}

export default function HomeCharts({ home, failed, scope }: { home: HomeData; failed: Set<string>; scope: string }) {
  const half = { xs: 24, lg: 12 };
  const trend = (home.headcount?.trend ?? []).map((m) => ({
    ...m,
    label: dayjs(`${m.month}-01`).format('MMM YY'),
  }));
  return (
    <section aria-label="Charts">
      <Row gutter={[16, 16]}>
        {home.headcount || failed.has('headcount') ? (
          <Col {...half}>
            <Chart
              title={`${scope} head count, last 12 months`}
              widget="headcount"
              failed={failed}
              isEmpty={!trend.length}
              entity="employees"
            >
              <LineChart data={trend} margin={{ top: 8, right: 16, bottom: 8, left: -16 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" tick={{ fontSize: 12 }} />
                <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
                <Tooltip />
                <Line type="monotone" dataKey="count" name="Employees" stroke={BAR} strokeWidth={2} isAnimationActive={false} />
              </LineChart>
            </Chart>
          </Col>
        ) : null}
        {home.scope === 'SELF' ? null : (
          <>
            <Col {...half}>
              <Chart
                title="Leaves this month by department"
                widget="leavesThisMonth"
                failed={failed}
                isEmpty={!home.leavesThisMonth?.total}
                entity="leaves this month"
              >
                <ByKey data={home.leavesThisMonth?.byDepartment ?? []} />
              </Chart>
            </Col>
            <Col {...half}>
              <Chart
                title="Actions this month by department"
                widget="actionsThisMonth"
                failed={failed}
                isEmpty={!home.actionsThisMonth?.total}
                entity="actions this month"
              >
                <ByKey data={home.actionsThisMonth?.byDepartment ?? []} />
              </Chart>
            </Col>
          </>
        )}
        <Col {...half}>
          <Chart
            title={`${scope} attendance this month by status`}
            widget="attendanceThisMonth"
            failed={failed}
            isEmpty={!home.attendanceThisMonth?.length}
            entity="attendance this month"
          >
            <ByKey data={home.attendanceThisMonth ?? []} colours={STATUS_COLOURS} />
          </Chart>
        </Col>
      </Row>
    </section>
  );
}
