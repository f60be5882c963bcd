/**
 * `/main/home`: a greeting, the clock, the user's role and manager, the dashboard widgets of SPEC §1 (HomeDashboard, one
 * `home` query) and shortcuts to every menu group they can open.
 */
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Card, Col, Descriptions, Flex, Row } from 'antd';
import { useSession } from '../../shared/session';
import { Avatar } from '../../shared/Avatar';
import { Clock, useNow } from '../../shared/Clock';
import { useRouteTable } from '../../app/routeTable';
import { canOpen, visibleMenu } from '../../app/access';
import { useCapabilities } from '../../shared/capabilities';
import { managerLabel } from '../profile/manager';
import { PageTitle } from '../../shared/PageTitle';
import { Text } from '../../shared/Text';
import HomeDashboard from './HomeDashboard';

// A new company's first-run checklist (features/settings), for the admins who can act on it.
const SetupChecklistCard = lazy(() => import('../settings/SetupChecklistCard'));

export function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

export default function HomePage() {
  const { user } = useSession();
  const now = useNow(60_000);
  const capabilities = useCapabilities();
  const sections = visibleMenu(useRouteTable(), user?.access, (c) => capabilities[c]).filter((s) => s.group !== 'HOME');
  const firstName = user?.name?.split(/\s+/)[0] ?? '';

  return (
    <Flex vertical gap={24}>
      <Card>
        <Flex gap={24} align="center" wrap>
          <Avatar name={user?.name} size={80} />
          <div>
            <PageTitle>
              {greeting(now.getHours())}, {firstName}
            </PageTitle>
            <Text type="secondary">
              <Clock format="dddd, DD/MM/YYYY hh:mm:ss A" />
            </Text>
          </div>
        </Flex>
        <Descriptions column={{ xs: 1, md: 2 }} style={{ marginTop: 24 }}>
          <Descriptions.Item label="Role">{user?.roleTitle || '—'}</Descriptions.Item>
          <Descriptions.Item label="Manager">{managerLabel(user)}</Descriptions.Item>
        </Descriptions>
      </Card>
      {capabilities.companySettings && canOpen(user?.access, 'SETTINGS_MANAGE') && (
        <Suspense fallback={null}>
          <SetupChecklistCard />
        </Suspense>
      )}
      <HomeDashboard />
      <section aria-label="Shortcuts">
        <Row gutter={[16, 16]}>
          {sections.map(({ group, label, icon: Icon, entries }) => (
            <Col key={group} xs={24} sm={12} lg={8}>
              <Card
                title={
                  <Flex gap={8}>
                    <Icon /> {label}
                  </Flex>
                }
                size="small"
              >
                <Flex vertical gap={4}>
                  {entries.map((e) => (
                    <Link key={e.path} to={e.path}>
                      {e.label}
                    </Link>
                  ))}
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>
      </section>
    </Flex>
  );
}
