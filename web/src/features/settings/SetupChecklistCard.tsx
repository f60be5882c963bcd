/**
 * The first-run checklist on a new company's home page (admins): add departments, invite people, set leave types.
 * Each item ticks itself from the company's data (the gateway's `setupChecklist`); the card goes once every item is
 * done or an admin dismisses it, so a company that is set up (the demo company) never shows it.
 */
import { Link } from 'react-router-dom';
import { Button, Card, Flex } from 'antd';
import { CheckCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { href } from '../../shared/paths';
import { SectionTitle } from '../../shared/PageTitle';
import { Text } from '../../shared/Text';
import { showError } from '../../shared/notify';
import { useDismissSetupChecklistMutation, useSetupChecklistQuery, type SetupChecklistQuery } from './settings.generated';

type Item = keyof Omit<SetupChecklistQuery['setupChecklist'], '__typename' | 'dismissed'>;

const ITEMS: readonly { item: Item; label: string; to: string }[] = [
  { item: 'departments', label: 'Add departments', to: href('manageDepartments') },
  { item: 'people', label: 'Invite people', to: href('grantAccess') },
  { item: 'leaveTypes', label: 'Set leave types', to: href('leaveTypes') },
];

export default function SetupChecklistCard() {
  const { data } = useSetupChecklistQuery({ fetchPolicy: 'cache-and-network' });
  const [dismiss, { loading }] = useDismissSetupChecklistMutation({ refetchQueries: ['SetupChecklist'] });
  const checklist = data?.setupChecklist;
  if (!checklist || checklist.dismissed || ITEMS.every(({ item }) => checklist[item])) return null;
  return (
    <Card
      title={<SectionTitle>Get started</SectionTitle>}
      extra={
        <Button type="text" loading={loading} onClick={() => void dismiss().catch((error: unknown) => showError(error, 'Failed to dismiss the checklist'))}>
          Dismiss
        </Button>
      }
    >
      <Flex vertical gap={8} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {ITEMS.map(({ item, label, to }) => (
          <li key={item}>
            <Flex gap={8} align="center">
              {checklist[item] ? <CheckCircleFilled style={{ color: '#237804' }} aria-hidden /> : <MinusCircleOutlined aria-hidden />}
              <Link to={to}>{label}</Link>
              <Text type="secondary">{checklist[item] ? 'Done' : 'To do'}</Text>
            </Flex>
          </li>
        ))}
      </Flex>
    </Card>
  );
}
