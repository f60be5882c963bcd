/** `/main/candidates/:candidateId/interviews/:interviewId` (CEO, HR): one interview's scorecard, editable until onboarding. */
import { Card, Skeleton } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { useInterviewQuery, useUpdateInterviewMutation } from './recruitment.generated';
import { useFailureToast } from '../../shared/feedback';
import { formatDate } from '../../shared/format';
import { PageTitle } from '../../shared/PageTitle';
import { deferredPart } from '../../shared/deferred';
import { href } from '../../shared/paths';

// The scorecard (a form with date, selects and number inputs) shows once the interview's data is in: a module of its own.
const InterviewForm = deferredPart(
  () => import('./InterviewForm'),
  'InterviewForm',
  () => <Skeleton active />,
);

export default function InterviewPage() {
  const { candidateId = '', interviewId = '' } = useParams();
  const { data, loading: reading, error } = useInterviewQuery({ variables: { candidateId, id: interviewId } });
  useFailureToast(error, 'load the interview');
  const [update] = useUpdateInterviewMutation();
  const i = data?.interview;
  return (
    <Card
      title={<PageTitle>{i ? `Interview of ${i.candidate?.fullName ?? ''} on ${formatDate(i.interviewDate)}` : 'Interview'}</PageTitle>}
      extra={<Link to={href('candidates/:candidateId/interviews', { candidateId })}>All interviews</Link>}
      style={{ maxWidth: 1000 }}
    >
      {reading && !i ? (
        <Skeleton active />
      ) : (
        <InterviewForm
          initial={i}
          locked={i?.onboarded === 'yes'}
          passMark={i?.passMark}
          submitText="Save scorecard"
          save={(input) => update({ variables: { candidateId, id: interviewId, input } })}
          success="Interview updated"
          failure="Failed to update the interview"
        />
      )}
    </Card>
  );
}
