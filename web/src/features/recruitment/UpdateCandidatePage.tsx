/** `/main/candidates/:candidateId/update` (CEO, HR): the candidate form filled with the candidate. */
import { Card, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { useCandidateQuery, useUpdateCandidateMutation } from './recruitment.generated';
import { useFailureToast } from '../../shared/feedback';
import { PageTitle } from '../../shared/PageTitle';
import { deferredPart } from '../../shared/deferred';
import { href } from '../../shared/paths';

// The candidate form shows once the candidate's data is in: a module of its own, a skeleton until it has loaded.
const CandidateForm = deferredPart(
  () => import('./CandidateForm'),
  'CandidateForm',
  () => <Skeleton active />,
);

export default function UpdateCandidatePage() {
  const { candidateId = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading: reading, error } = useCandidateQuery({ variables: { id: candidateId } });
  useFailureToast(error, 'load the candidate');
  const [update] = useUpdateCandidateMutation();
  return (
    <Card title={<PageTitle>Update Candidate</PageTitle>} style={{ maxWidth: 900 }}>
      {reading && !data ? (
        <Skeleton active />
      ) : (
        <CandidateForm
          initial={data?.candidate}
          submitText="Save changes"
          save={async (input) => {
            await update({ variables: { id: candidateId, input } });
            return candidateId;
          }}
          success="Candidate updated"
          failure="Failed to update candidate"
          onSaved={() => navigate(href('candidates/:candidateId', { candidateId }))}
        />
      )}
    </Card>
  );
}
