/**
 * The attrition charts (lazy chunk: recharts): monthly attrition rate over 12 months, leavers by department, type and
 * tenure band, and the top exit-interview reasons. Each chart shows an empty state when it has nothing to count.
 */
import type { ReactElement } from 'react';
import { Card, Col, Empty, Row, Typography } from 'antd';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import dayjs from 'dayjs';
import type { AttritionAnalyticsQuery } from '../../generated/graphql';
import { emptyText } from '../../shared/feedback';

type Analytics = NonNullable<AttritionAnalyticsQuery['attritionAnalytics']>;
const BAR = '#1677ff';

function Chart({ title, isEmpty, entity, children }: { title: string; isEmpty: boolean; entity: string; children: ReactElement }) {
  return (
    <Card
      size="small"
      title={
        <Typography.Title level={3} style={{ fontSize: 14, margin: 0, whiteSpace: 'normal' }}>
          {title}
        </Typography.Title>
      }
    >
      {isEmpty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText(entity)} />
      ) : (
        <div style={{ width: '100%', height: 240 }} role="img" aria-label={title}>
          <ResponsiveContainer>{children}</ResponsiveContainer>
        </div>
      )}
    </Card>
  );
}

function Bars({ data, name, vertical }: { data: { label: string; count: number }[]; name: string; vertical?: boolean }) {
  return vertical ? (
    <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
      <CartesianGrid strokeDasharray="3 3" horizontal={false} />
      <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
      <YAxis type="category" dataKey="label" width={110} tick={{ fontSize: 12 }} />
      <Tooltip />
      <Bar dataKey="count" name={name} fill={BAR} isAnimationActive={false} />
    </BarChart>
  ) : (
    <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" interval={0} angle={-30} textAnchor="end" height={56} tick={{ fontSize: 12 }} />
      <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
      <Tooltip />
      <Bar dataKey="count" name={name} fill={BAR} isAnimationActive={false} />
    </BarChart>
  );
}

export default function AttritionCharts({ analytics }: { analytics: Analytics }) {
  const half = { xs: 24, lg: 12 };
  const months = analytics.months.map((m) => ({ ...m, label: dayjs(`${m.month}-01`).format('MMM YY') }));
  return (
    <section aria-label="Attrition charts">
      <Row gutter={[16, 16]}>
        <Col {...half}>
          <Chart title="Monthly attrition rate (%)" isEmpty={!months.length} entity="months">
            <LineChart data={months} margin={{ top: 8, right: 16, bottom: 8, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 12 }} />
              <YAxis tick={{ fontSize: 12 }} unit="%" />
              <Tooltip />
              <Line type="monotone" dataKey="rate" name="Rate (%)" stroke={BAR} strokeWidth={2} isAnimationActive={false} />
            </LineChart>
          </Chart>
        </Col>
        <Col {...half}>
          <Chart title="Leavers by department" isEmpty={!analytics.byDepartment.length} entity="leavers">
            <Bars data={analytics.byDepartment} name="Leavers" />
          </Chart>
        </Col>
        <Col {...half}>
          <Chart title="Leavers by type" isEmpty={!analytics.byType.length} entity="leavers">
            <Bars data={analytics.byType} name="Leavers" />
          </Chart>
        </Col>
        <Col {...half}>
          <Chart title="Leavers by tenure" isEmpty={!analytics.leavers} entity="leavers">
            <Bars data={analytics.byTenure} name="Leavers" />
          </Chart>
        </Col>
        <Col xs={24}>
          <Chart title="Top exit-interview reasons" isEmpty={!analytics.topReasons.length} entity="exit-interview reasons">
            <Bars data={analytics.topReasons} name="Interviews" vertical />
          </Chart>
        </Col>
      </Row>
    </section>
  );
}
