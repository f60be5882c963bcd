/**
 * The tracker's analytics (CEO, HR): the last 12 months' leavers and attrition rate as figures, and the charts
 * (AttritionCharts, a lazy chunk with recharts, kept out of the tracker's first load). Definitions: upstream
 * attrition/routes.ts header. Without the upstream extension the query answers null and the card says so.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Alert, Card, Col, Row, Skeleton, Statistic } from 'antd';
import { SectionTitle } from '../../shared/PageTitle';
import { Text } from '../../shared/Text';
import { useAttritionAnalyticsQuery } from './attrition.generated';

const AttritionCharts = lazy(() => import('./AttritionCharts'));

const TITLE = 'Attrition analytics, last 12 months';

function Frame({ children }: { children: ReactNode }) {
  return (
    <Card size="small" title={<SectionTitle>{TITLE}</SectionTitle>}>
      {children}
    </Card>
  );
}

export default function AttritionAnalyticsCard() {
  const { data, loading, error } = useAttritionAnalyticsQuery({ fetchPolicy: 'cache-and-network' });
  const a = data?.attritionAnalytics;
  if (error && !a)
    return (
      <Frame>
        <Alert type="error" showIcon title="Failed to load the attrition analytics" />
      </Frame>
    );
  if (loading && !a)
    return (
      <Frame>
        <Skeleton active />
      </Frame>
    );
  if (!a)
    return (
      <Frame>
        <Text type="secondary">Attrition analytics are not available on this backend.</Text>
      </Frame>
    );
  const headcount = a.months.reduce((n, m) => n + m.headcount, 0) / (a.months.length || 1);
  const yearly = headcount > 0 ? Math.round((a.leavers / headcount) * 1000) / 10 : 0;
  const current = a.months[a.months.length - 1];
  return (
    <Frame>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={12} md={6}>
          <Statistic title="Leavers" value={a.leavers} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="12-month attrition rate" value={yearly} precision={1} suffix="%" />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="This month's rate" value={current?.rate ?? 0} precision={1} suffix="%" />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="Average headcount" value={Math.round(headcount)} />
        </Col>
      </Row>
      <Suspense fallback={<Skeleton active />}>
        <AttritionCharts analytics={a} />
      </Suspense>
    </Frame>
  );
}
