/** `/main/goals/new` (everyone; account menu "new goal"): one's own goal, or — with MANAGE_GOALS — a report's. */
import { useNavigate } from 'react-router-dom';
import { Card } from 'antd';
import { canOpen } from '../../app/access';
import { PageTitle } from '../../shared/PageTitle';
import { useSession } from '../../shared/session';
import { GoalForm } from './GoalForm';
import { href } from '../../shared/paths';

export default function NewGoalPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  return (
    <Card title={<PageTitle>New goal</PageTitle>}>
      <GoalForm forOthers={canOpen(user?.access, 'GOALS_MANAGE')} onDone={(goal) => navigate(href('goals/:id', { id: goal.id }))} />
    </Card>
  );
}
