/** `/main/candidates/add` (CEO, HR): the candidate form; on success, the new candidate's page. */
import { Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAddCandidateMutation } from './recruitment.generated';
import { notifySuccess } from '../../shared/notify';
import { PageTitle } from '../../shared/PageTitle';
import { CandidateForm } from './CandidateForm';
import { href } from '../../shared/paths';

export default function AddCandidatePage() {
  const [add, { loading }] = useAddCandidateMutation();
  const navigate = useNavigate();
  return (
    <Card title={<PageTitle>Add Candidate</PageTitle>} style={{ maxWidth: 900 }}>
      <CandidateForm
        submitLabel="Add candidate"
        loading={loading}
        failure="Failed to add candidate"
        onSubmit={async (input) => {
          const { data } = await add({ variables: { input } });
          notifySuccess('Candidate added');
          navigate(href('candidates/:candidateId', { candidateId: data!.addCandidate.id }));
        }}
      />
    </Card>
  );
}
