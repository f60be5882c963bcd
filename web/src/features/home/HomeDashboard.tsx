/**
 * The home widgets of SPEC §1 from ONE `Home` query: who is off today, birthdays and work anniversaries (this week /
 * this month), official holidays, head count, leaves and actions this month, the month calendar and the charts. Each
 * widget shows its own "Failed to load ..." when only its field failed; the calendar and the charts (antd Calendar,
 * recharts) are loaded lazily so neither weighs on the first load of the page.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Alert, Card, Col, Empty, Flex, Row, Skeleton, Statistic, Tabs, Tag } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import { useHomeQuery } from './home.generated';
import { emptyText, useFailureToast } from '../../shared/feedback';
import { formatMonthLabel, formatPeriod } from '../../shared/format';
import { SectionTitle } from '../../shared/PageTitle';
import { Text } from '../../shared/Text';
import { ItemList } from './ItemList';
import { MyGoalsCard } from '../goals/MyGoalsCard';
import { WeeklyKudosCard } from '../kudos/WeeklyKudosCard';
import { failedWidgets, scopedTitle, wholeFailure, WIDGET_LABELS, yearsLabel, type HomeData, type Widget } from './widgets';
import { href } from '../../shared/paths';
import { deferredPart } from '../../shared/deferred';

const HomeCalendar = lazy(() => import('./HomeCalendar'));
const HomeCharts = lazy(() => import('./HomeCharts'));
// The month's work log card brings a table: it loads after the first paint, outside home's first download.
const MonthlyWorklogCard = deferredPart(() => import('../worklogs/MonthlyWorklogCard'), 'MonthlyWorklogCard');

type Celebration = NonNullable<HomeData['birthdays']>[number] & {
  years?: number | null;
};

/** A widget card: its own failure text when its field failed, a skeleton while loading. */
function Widget({
  title,
  widget,
  failed,
  loading,
  children,
  extra,
}: {
  title: string;
  widget: Widget;
  failed: Set<string>;
  loading: boolean;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Card title={<SectionTitle>{title}</SectionTitle>} size="small" extra={extra} style={{ height: '100%' }}>
      {failed.has(widget) ? (
        <Alert type="error" showIcon title={`Failed to load ${WIDGET_LABELS[widget]}`} />
      ) : loading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        children
      )}
    </Card>
  );
}

const empty = (entity: string) => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText(entity)} />;

/** "and 12 more": a list holds the first few; the count says how many in all. */
const more = (shown: number, total: number | null | undefined) => (total && total > shown ? <Text type="secondary">and {total - shown} more</Text> : null);

function CelebrationList({ items, entity, years, total }: { items: Celebration[]; entity: string; years?: boolean; total?: number }) {
  if (!items.length) return empty(entity);
  return (
    <>
      <ItemList
        items={items.map((c) => ({
          key: `${c.employeeId}-${c.date}`,
          title: c.name,
          description: c.departmentName,
          extra: (
            <Flex vertical align="end">
              <span>{dayjs(c.date).format('ddd DD/MM')}</span>
              {years && c.years ? <Tag color="gold">{yearsLabel(c.years)}</Tag> : null}
            </Flex>
          ),
        }))}
      />
      {more(items.length, total)}
    </>
  );
}

function Celebrations({
  items,
  entity,
  years,
  counts,
}: {
  items: Celebration[];
  entity: string;
  years?: boolean;
  counts?: { thisWeek: number; thisMonth: number } | null;
}) {
  return (
    <Tabs
      size="small"
      items={[
        {
          key: 'week',
          label: 'This week',
          children: <CelebrationList items={items.filter((c) => c.thisWeek)} entity={entity} years={years} total={counts?.thisWeek} />,
        },
        {
          key: 'month',
          label: 'This month',
          children: <CelebrationList items={items.filter((c) => c.thisMonth)} entity={entity} years={years} total={counts?.thisMonth} />,
        },
      ]}
    />
  );
}

function Counts({ items }: { items: { key: string; label: string; count: number }[] }) {
  return (
    <Flex wrap gap={4}>
      {items.map((s) => (
        <Tag key={s.key}>
          {s.label}: {s.count}
        </Tag>
      ))}
    </Flex>
  );
}

export default function HomeDashboard() {
  const today = dayjs().format('YYYY-MM-DD');
  const { data, loading, error } = useHomeQuery({
    variables: { today },
    errorPolicy: 'all',
    fetchPolicy: 'cache-and-network',
  });
  const home = data?.home;
  useFailureToast(wholeFailure(error, home) ? error : undefined, 'load the home dashboard');
  if (!home && !loading) return null;
  const failed = failedWidgets(error);
  const busy = !home;
  const month = formatMonthLabel(home?.monthStart ?? today);
  const scoped = scopedTitle(home?.scope);
  const wide = { xs: 24, lg: 12, xl: 8 };

  return (
    <section aria-label="Dashboard">
      <Row gutter={[16, 16]}>
        <Col {...wide}>
          <Widget title="Who is off today" widget="offToday" failed={failed} loading={busy}>
            {home?.offToday?.length ? (
              <>
                <ItemList
                  items={home.offToday.map((o) => ({
                    key: `${o.employeeId}-${o.startDate}`,
                    title: o.name,
                    description: [o.departmentName, o.leaveType].filter(Boolean).join(' · '),
                    extra: formatPeriod(o.startDate, o.endDate),
                  }))}
                />
                {home.offTodayCount && home.offTodayCount > home.offToday.length ? (
                  <Link to={href('company/leaves')}>and {home.offTodayCount - home.offToday.length} more: company leaves</Link>
                ) : null}
              </>
            ) : (
              <Text>No one is off today.</Text>
            )}
          </Widget>
        </Col>
        <Col {...wide}>
          <Widget title="Birthdays" widget="birthdays" failed={failed} loading={busy}>
            <Celebrations items={home?.birthdays ?? []} counts={home?.birthdayCounts} entity="birthdays" />
          </Widget>
        </Col>
        <Col {...wide}>
          <Widget title="Work anniversaries" widget="anniversaries" failed={failed} loading={busy}>
            <Celebrations items={home?.anniversaries ?? []} counts={home?.anniversaryCounts} entity="work anniversaries" years />
          </Widget>
        </Col>
        {home?.headcount || failed.has('headcount') || busy ? (
          <Col {...wide}>
            <Widget title={scoped('head count')} widget="headcount" failed={failed} loading={busy}>
              {home?.headcount ? (
                <Flex gap={24} wrap>
                  <Statistic title="Employees" value={home.headcount.total} />
                  <Statistic title="Joined this month" value={home.headcount.joinedThisMonth} />
                  <Statistic title="Left this month" value={home.headcount.leftThisMonth} />
                </Flex>
              ) : null}
            </Widget>
          </Col>
        ) : null}
        {/* Expiry alerts: counts only, for CEO and HR (the field is null for everyone else). */}
        {home?.expiryAlerts || failed.has('expiryAlerts') ? (
          <Col {...wide}>
            <Widget
              title="Expiry alerts"
              widget="expiryAlerts"
              failed={failed}
              loading={busy}
              extra={<Link to={`${href('headcountTracker')}?expiring=any`}>Open in the tracker</Link>}
            >
              {home?.expiryAlerts ? (
                <Flex vertical gap={8}>
                  <Text type="secondary">Expired or expiring within 30 days</Text>
                  <Flex gap={24} wrap>
                    <Statistic title="Contracts" value={home.expiryAlerts.contracts} />
                    <Statistic title="National IDs" value={home.expiryAlerts.nationalIds} />
                  </Flex>
                  <Flex wrap gap={4}>
                    <Tag color={home.expiryAlerts.contractsExpired ? 'red' : undefined}>Contracts expired: {home.expiryAlerts.contractsExpired}</Tag>
                    <Tag color={home.expiryAlerts.nationalIdsExpired ? 'red' : undefined}>National IDs expired: {home.expiryAlerts.nationalIdsExpired}</Tag>
                  </Flex>
                </Flex>
              ) : null}
            </Widget>
          </Col>
        ) : null}
        <Col {...wide}>
          <Widget title={scoped('new leaves this month')} widget="leavesThisMonth" failed={failed} loading={busy}>
            {home?.leavesThisMonth?.total ? (
              <Flex vertical gap={8}>
                <Statistic title={month} value={home.leavesThisMonth.total} />
                <Counts items={home.leavesThisMonth.byStatus} />
              </Flex>
            ) : (
              empty('leaves this month')
            )}
          </Widget>
        </Col>
        <Col {...wide}>
          <Widget title={scoped('actions this month')} widget="actionsThisMonth" failed={failed} loading={busy}>
            {home?.actionsThisMonth?.total ? (
              <Flex vertical gap={8}>
                <Statistic title={month} value={home.actionsThisMonth.total} />
                <Counts items={home.actionsThisMonth.byStatus} />
              </Flex>
            ) : (
              empty('actions this month')
            )}
          </Widget>
        </Col>
        <Col {...wide}>
          <Widget title="Official holidays this month" widget="holidays" failed={failed} loading={busy}>
            {home?.holidays?.length ? (
              <ItemList items={home.holidays.map((h) => ({ key: h.id, title: h.name, extra: formatPeriod(h.startDate, h.endDate) }))} />
            ) : (
              empty('official holidays this month')
            )}
          </Widget>
        </Col>
        {/* Goals and kudos live on the team-space extensions, so they are cards with their own queries, skipped
            on a SPEC §7-only backend (capabilities.teamSpace) while the `home` query stays answerable there. */}
        <Col {...wide}>
          <MyGoalsCard />
        </Col>
        <Col {...wide}>
          <WeeklyKudosCard />
        </Col>
        <Col {...wide}>
          <MonthlyWorklogCard />
        </Col>
        <Col xs={24} xl={16}>
          <Widget title={`Calendar — ${month}`} widget="calendar" failed={failed} loading={busy}>
            <Suspense fallback={<Skeleton active />}>
              {home?.calendar ? <HomeCalendar today={home.today} events={home.calendar} more={home.calendarMore ?? []} /> : null}
            </Suspense>
          </Widget>
        </Col>
        <Col xs={24}>
          <Suspense
            fallback={
              <Card size="small">
                <Skeleton active />
              </Card>
            }
          >
            {home ? <HomeCharts home={home} failed={failed} scoped={scoped} /> : null}
          </Suspense>
        </Col>
      </Row>
    </section>
  );
}
