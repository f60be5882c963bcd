/**
 * The header's HR inbox (HR and CEO): a bell with the number of things waiting — manager shuffle requests to review
 * and upcoming attritions — opening links to the tracker pages. Refreshed every minute. Where the upstream offers the
 * notification centre, the centre's bell shows the same links (`HrInboxLinks`) under its list instead.
 */
import { Link } from 'react-router-dom';
import { Badge, Button, Flex, Popover } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { canOpen } from '../../app/access';
import { useHrInboxQuery } from './shuffle.generated';
import { useSession } from '../../shared/session';
import { href } from '../../shared/paths';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function useHrInbox() {
  const { user } = useSession();
  const { data } = useHrInboxQuery({ pollInterval: 60_000, fetchPolicy: 'cache-and-network' });
  const inbox = data?.hrInbox;
  const total = (inbox?.pendingShuffleRequests ?? 0) + (inbox?.upcomingAttritions ?? 0);
  const shuffles = plural(inbox?.pendingShuffleRequests ?? 0, 'shuffle request to review', 'shuffle requests to review');
  const attritions = plural(inbox?.upcomingAttritions ?? 0, 'upcoming attrition', 'upcoming attritions');
  const content = (
    <Flex vertical gap={4}>
      <Link to={href('managerShuffleRequestsTracker')}>{shuffles}</Link>
      {canOpen(user?.access, 'ATTRITIONS_MANAGE') ? <Link to={href('attrition-tracker')}>{attritions}</Link> : <span>{attritions}</span>}
    </Flex>
  );
  return { total, shuffles, attritions, content };
}

/** What waits for HR, as links (the notification centre's bell shows them under its list). */
export function HrInboxLinks() {
  return useHrInbox().content;
}

export function HrInboxButton() {
  const { total, shuffles, attritions, content } = useHrInbox();
  return (
    <Popover content={content} title="Waiting for HR" trigger="click" placement="bottomRight">
      <Badge count={total} size="small" overflowCount={99}>
        <Button type="text" icon={<BellOutlined />} aria-label={`Inbox: ${shuffles}, ${attritions}`} />
      </Badge>
    </Popover>
  );
}
