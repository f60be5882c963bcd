/** `/main/goals/team` (managers holding MANAGE_GOALS): the goals of my reporting line, to review and follow. */
import { Link } from 'react-router-dom';
import { Button, Card } from 'antd';
import { TeamGoalsDocument } from './goals.generated';
import { PageTitle } from '../../shared/PageTitle';
import { GoalTable } from './GoalTable';

export default function TeamGoalsPage() {
  return (
    <Card
      title={<PageTitle>Team goals</PageTitle>}
      extra={
        <Link to="/main/goals/new">
          <Button type="primary">Set a goal</Button>
        </Link>
      }
    >
      <GoalTable document={TeamGoalsDocument} pageOf={(d) => d.teamGoals} exportName="team-goals.csv" />
    </Card>
  );
}
