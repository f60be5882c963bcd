/**
 * Home's "My goals" (SPEC §1 home widgets): the signed-in user's open goals, nearest deadline first, with progress and
 * the deadline warning. Self-contained: the integrator places it on the home page.
 */
import { Link } from 'react-router-dom';
import { Card, List } from 'antd';
import { Progress } from '../../shared/deferred';
import { Text } from '../../shared/Text';
import { WarningOutlined } from '@ant-design/icons';
import { useMyGoalsQuery } from './goals.generated';
import { emptyText, useFailureToast } from '../../shared/feedback';
import { useCapabilities } from '../../shared/capabilities';
import { formatDate } from '../../shared/format';
import { ListItemText } from '../../shared/ListItemText';
import { href } from '../../shared/paths';

export function MyGoalsCard({ limit = 5 }: { limit?: number }) {
  const { teamSpace } = useCapabilities();
  const { data, loading, error } = useMyGoalsQuery({ variables: { limit }, skip: !teamSpace });
  useFailureToast(error, 'load your goals');
  if (!teamSpace) return null; // a backend without the team space extensions (SPEC §7 only)
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>My goals</h2>} extra={<Link to={href('goals')}>All goals</Link>}>
      <List
        loading={loading}
        dataSource={data?.myGoals.items ?? []}
        locale={{ emptyText: <Text type="secondary">{emptyText('goals')}</Text> }}
        renderItem={(goal) => (
          <List.Item>
            <ListItemText
              title={<Link to={href('goals/:id', { id: goal.id })}>{goal.title}</Link>}
              description={
                <>
                  Due {formatDate(goal.endDate)}
                  {goal.deadlineWarning && (
                    <Text type="warning" block>
                      <WarningOutlined /> {goal.deadlineWarning}
                    </Text>
                  )}
                </>
              }
            />
            <Progress percent={goal.progress} size="small" style={{ width: 120 }} aria-label={`Progress of ${goal.title}: ${goal.progress}%`} />
          </List.Item>
        )}
      />
    </Card>
  );
}

export default MyGoalsCard;
