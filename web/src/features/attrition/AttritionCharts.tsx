/**
 * The attrition charts (lazy chunk: recharts): monthly attrition rate over 12 months, leavers by department, type and
 * tenure band, and the top exit-interview reasons. Each chart shows an empty state when it has nothing to count.
 */
import { Col, Row } from 'antd';
import dayjs from 'dayjs';
import type { AttritionAnalyticsQuery } from '../../generated/graphql';
import { ChartCard, CountBars, MonthTrend } from '../../shared/charts';

type Analytics = NonNullable<AttritionAnalyticsQuery['attritionAnalytics']>;

export default function AttritionCharts({ analytics }: { analytics: Analytics }) {
  const half = { xs: 24, lg: 12 };
  const months = analytics.months.map((m) => ({ ...m, label: dayjs(`${m.month}-01`).format('MMM YY') }));
  return (
    <section aria-label="Attrition charts">
      <Row gutter={[16, 16]}>
        <Col {...half}>
          <ChartCard level={3} title="Monthly attrition rate (%)" isEmpty={!months.length} entity="months">
            <MonthTrend data={months} dataKey="rate" name="Rate (%)" unit="%" />
          </ChartCard>
        </Col>
        <Col {...half}>
          <ChartCard level={3} title="Leavers by department" isEmpty={!analytics.byDepartment.length} entity="leavers">
            <CountBars data={analytics.byDepartment} name="Leavers" />
          </ChartCard>
        </Col>
        <Col {...half}>
          <ChartCard level={3} title="Leavers by type" isEmpty={!analytics.byType.length} entity="leavers">
            <CountBars data={analytics.byType} name="Leavers" />
          </ChartCard>
        </Col>
        <Col {...half}>
          <ChartCard level={3} title="Leavers by tenure" isEmpty={!analytics.leavers} entity="leavers">
            <CountBars data={analytics.byTenure} name="Leavers" />
          </ChartCard>
        </Col>
        <Col xs={24}>
          <ChartCard level={3} title="Top exit-interview reasons" isEmpty={!analytics.topReasons.length} entity="exit-interview reasons">
            <CountBars data={analytics.topReasons} name="Interviews" vertical />
          </ChartCard>
        </Col>
      </Row>
    </section>
  );
}
