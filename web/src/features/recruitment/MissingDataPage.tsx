/** `/main/candidate-missing-details/:candidateId/missing_data` (CEO, HR): what the candidate still lacks for onboarding. */
import { Alert, Button, Card, Flex, List, Skeleton } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { useCandidateMissingDataQuery } from './recruitment.generated';
import { useFailureToast } from '../../shared/feedback';
import { PageTitle } from '../../shared/PageTitle';
import { href } from '../../shared/paths';

export default function MissingDataPage() {
  const { candidateId = '' } = useParams();
  const { data, loading, error } = useCandidateMissingDataQuery({ variables: { id: candidateId }, fetchPolicy: 'cache-and-network' });
  useFailureToast(error, 'load the missing data');
  const m = data?.candidateMissingData;
  const interviewGap = m?.missing.some((f) => ['tracked_interview', 'employment_type', 'ticket_number'].includes(f.field));
  return (
    <Card title={<PageTitle>{m ? `Missing data: ${m.fullName}` : 'Missing data'}</PageTitle>} style={{ maxWidth: 760 }}>
      {loading && !m ? (
        <Skeleton active />
      ) : m ? (
        <Flex vertical gap={16}>
          {m.complete ? (
            <Alert type="success" showIcon message="Nothing is missing: the candidate can be onboarded." />
          ) : (
            <Alert type="warning" showIcon message={`${m.missing.length} item${m.missing.length === 1 ? '' : 's'} missing for onboarding`} />
          )}
          {!m.complete && <List bordered dataSource={m.missing} renderItem={(f) => <List.Item>{f.label}</List.Item>} />}
          <Flex gap={8} wrap>
            <Link to={href('candidates/:candidateId/update', { candidateId })}>
              <Button type="primary">Update candidate</Button>
            </Link>
            {interviewGap && (
              <Link to={href('candidates/:candidateId/interviews', { candidateId })}>
                <Button>Interviews</Button>
              </Link>
            )}
            <Link to={href('onboarding-candidates/:type', { type: 'pending' })}>
              <Button>Onboarding tracker</Button>
            </Link>
          </Flex>
        </Flex>
      ) : null}
    </Card>
  );
}
