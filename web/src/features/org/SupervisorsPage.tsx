/**
 * `/main/supervisors` (everyone; account menu "Supervisors"): the signed-in person's chain of supervisors up to the
 * top of the company, their direct reports, and the company's org chart (OrgChart: opened a level at a time, searchable).
 */
import { useState } from 'react';
import { Button, Card, Flex } from 'antd';
import { PageTitle } from '../../shared/PageTitle';
import { Text } from '../../shared/Text';
import { emptyText, useFailureToast } from '../../shared/feedback';
import { useSession } from '../../shared/session';
import { useDirectReportsQuery, useSupervisorChainQuery } from './org.generated';
import { OrgChart } from './OrgChart';
import { PersonLine } from './PersonLine';

/** Direct reports shown at first; "Show more" adds as many again. */
const REPORTS_PAGE = 25;

const heading = (text: string) => <h2 style={{ margin: 0, fontSize: 16 }}>{text}</h2>;

function MySupervisors({ employeeId }: { employeeId: string }) {
  const { data, loading, error } = useSupervisorChainQuery({ variables: { employeeId } });
  useFailureToast(error, 'load your supervisors');
  // The top of the company first, down to the person's own manager.
  const supervisors = (data?.supervisorChain ?? []).slice(1).reverse();
  if (loading && !data) return <Text type="secondary">Loading...</Text>;
  if (supervisors.length === 0) return <Text type="secondary">You are at the top of the company: nobody supervises you.</Text>;
  return (
    <ol aria-label="Your supervisors" style={{ margin: 0, paddingInlineStart: 20, display: 'flex', flexDirection: 'column', gap: 12 }}>
      {supervisors.map((p, i) => (
        <li key={p.id}>
          <PersonLine person={p} />
          {i === supervisors.length - 1 && (
            <Text type="secondary" block>
              Your manager
            </Text>
          )}
        </li>
      ))}
    </ol>
  );
}

function MyReports({ employeeId }: { employeeId: string }) {
  const [limit, setLimit] = useState(REPORTS_PAGE);
  const { data, loading, error } = useDirectReportsQuery({ variables: { managerId: employeeId, page: 1, limit } });
  useFailureToast(error, 'load your direct reports');
  const page = data?.directReports;
  if (loading && !page) return <Text type="secondary">Loading...</Text>;
  if (!page || page.items.length === 0) return <Text type="secondary">{emptyText('direct reports')}</Text>;
  return (
    <Flex vertical gap={12}>
      <ul aria-label="Your direct reports" style={{ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 12 }}>
        {page.items.map((p) => (
          <li key={p.id}>
            <PersonLine person={p} showReports />
          </li>
        ))}
      </ul>
      {page.count > page.items.length && (
        <Button style={{ alignSelf: 'flex-start' }} loading={loading} onClick={() => setLimit((l) => l + REPORTS_PAGE)}>
          Show more
        </Button>
      )}
    </Flex>
  );
}

export default function SupervisorsPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Flex vertical gap={24}>
      <Card title={<PageTitle>Supervisors</PageTitle>}>
        <Flex gap={24} wrap>
          <section style={{ flex: '1 1 280px', minWidth: 0 }}>
            {heading('Your supervisors')}
            <div style={{ marginTop: 12 }}>
              <MySupervisors employeeId={user.id} />
            </div>
          </section>
          <section style={{ flex: '1 1 280px', minWidth: 0 }}>
            {heading('Your direct reports')}
            <div style={{ marginTop: 12 }}>
              <MyReports employeeId={user.id} />
            </div>
          </section>
        </Flex>
      </Card>
      <Card title={heading('Org chart')}>
        <OrgChart />
      </Card>
    </Flex>
  );
}
