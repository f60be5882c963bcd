/** `/main/candidates/:candidateId/interviews` (CEO, HR): the candidate's interviews and a new interview's scorecard. */
import { useState } from 'react';
import { Card, Flex, Skeleton } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { useAddInterviewMutation, useCandidateQuery, useRecruitmentSettingsQuery } from './recruitment.generated';
import { useFailureToast } from '../../shared/feedback';
import { PageTitle } from '../../shared/PageTitle';
import { deferredPart } from '../../shared/deferred';
import { InterviewsTable } from './InterviewsTable';
import { href } from '../../shared/paths';

// The scorecard (a form with date, selects and number inputs) shows once the candidate's data is in: a module of its own.
const InterviewForm = deferredPart(
  () => import('./InterviewForm'),
  'InterviewForm',
  () => <Skeleton active />,
);

export default function CandidateInterviewsPage() {
  const { candidateId = '' } = useParams();
  const [version, setVersion] = useState(0);
  const { data, error } = useCandidateQuery({ variables: { id: candidateId } });
  useFailureToast(error, 'load the candidate');
  const [add] = useAddInterviewMutation();
  const settings = useRecruitmentSettingsQuery();
  useFailureToast(settings.error, 'load the pass mark');
  const name = data?.candidate.fullName;
  return (
    <Flex vertical gap={24}>
      <Card
        title={<PageTitle>{name ? `Interviews of ${name}` : 'Candidate interviews'}</PageTitle>}
        extra={<Link to={href('candidates/:candidateId', { candidateId })}>Candidate details</Link>}
      >
        <InterviewsTable candidateId={candidateId} version={version} />
      </Card>
      {data && !data.candidate.employee && (
        <Card title="Record an interview">
          <InterviewForm
            submitText="Record interview"
            passMark={settings.data?.recruitmentSettings.passMark}
            save={(input) => add({ variables: { candidateId, input } })}
            success="Interview recorded"
            failure="Failed to record the interview"
            onSaved={() => setVersion((v) => v + 1)}
          />
        </Card>
      )}
    </Flex>
  );
}
