/** Home's "Weekly kudos" (SPEC §1 home widgets): this week's kudos, newest first. Self-contained for the home page. */
import { Link } from 'react-router-dom';
import { Card, List } from 'antd';
import { Text } from '../../shared/Text';
import { useWeeklyKudosQuery } from './kudos.generated';
import { emptyText, useFailureToast } from '../../shared/feedback';
import { useCapabilities } from '../../shared/capabilities';
import { formatDate } from '../../shared/format';
import { ListItemText } from '../../shared/ListItemText';
import { href } from '../../shared/paths';

export function WeeklyKudosCard({ limit = 5 }: { limit?: number }) {
  const { teamSpace } = useCapabilities();
  const { data, loading, error } = useWeeklyKudosQuery({ variables: { limit }, skip: !teamSpace });
  useFailureToast(error, 'load the weekly kudos');
  if (!teamSpace) return null; // a backend without the team space extensions (SPEC §7 only)
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>Weekly kudos</h2>} extra={<Link to={href('kudos')}>Give kudos</Link>}>
      <List
        loading={loading}
        dataSource={data?.weeklyKudos.items ?? []}
        locale={{ emptyText: <Text type="secondary">{emptyText('kudos this week')}</Text> }}
        renderItem={(k) => (
          <List.Item>
            <ListItemText
              title={
                <>
                  <Link to={href('kudos/:id', { id: k.receiver?.id ?? '' })}>{k.receiver?.name}</Link>
                  <Text type="secondary">
                    {' '}
                    from {k.giver?.name} · {formatDate(k.createdAt)}
                  </Text>
                </>
              }
              description={k.message}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

export default WeeklyKudosCard;
