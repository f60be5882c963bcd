/** `/main/candidates/add` (CEO, HR): the candidate form; on success, the new candidate's page. */
import { Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAddCandidateMutation } from './recruitment.generated';
import { PageTitle } from '../../shared/PageTitle';
import { CandidateForm } from './CandidateForm';
import { href } from '../../shared/paths';

export default function AddCandidatePage() {
  const [add] = useAddCandidateMutation();
  const navigate = useNavigate();
  return (
    <Card title={<PageTitle>Add Candidate</PageTitle>} style={{ maxWidth: 900 }}>
      <CandidateForm
        submitText="Add candidate"
        save={async (input) => (await add({ variables: { input } })).data!.addCandidate.id}
        success="Candidate added"
        failure="Failed to add candidate"
        onSaved={(candidateId) => navigate(href('candidates/:candidateId', { candidateId }))}
      />
    </Card>
  );
}
