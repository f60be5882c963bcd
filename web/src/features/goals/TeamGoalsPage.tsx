/** `/main/goals/team` (managers holding MANAGE_GOALS): the goals of my reporting line, to review and follow. */
import { Card } from 'antd';
import { TeamGoalsDocument } from './goals.generated';
import { LinkButton } from '../../shared/LinkButton';
import { PageTitle } from '../../shared/PageTitle';
import { GoalTable } from './GoalTable';
import { href } from '../../shared/paths';

export default function TeamGoalsPage() {
  return (
    <Card title={<PageTitle>Team goals</PageTitle>} extra={<LinkButton to={href('goals/new')}>Set a goal</LinkButton>}>
      <GoalTable document={TeamGoalsDocument} pageOf={(d) => d.teamGoals} exportName="team-goals.csv" />
    </Card>
  );
}
