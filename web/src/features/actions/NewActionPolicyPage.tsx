/** `/main/actions/new` (CEO, HR): add an action policy, then back to the Action Types list. */
import { Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PolicyForm } from './PolicyForm';
import { PageTitle } from '../../shared/PageTitle';
import { href } from '../../shared/paths';

export default function NewActionPolicyPage() {
  const navigate = useNavigate();
  return (
    <Card title={<PageTitle>Add Action</PageTitle>} style={{ maxWidth: 560 }}>
      <PolicyForm onSaved={() => navigate(href('action-types'))} />
    </Card>
  );
}
