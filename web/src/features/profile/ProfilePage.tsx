/**
 * `/main/myProfile`: the signed-in user's details and the change-password form. The kudos list and the password form
 * sit below the details, so their code (a table, a form) loads after the first paint.
 */
import { Card, Descriptions, Flex } from 'antd';
import { useSession } from '../../shared/session';
import { Avatar } from '../../shared/Avatar';
import { formatCode, formatDate } from '../../shared/format';
import { managerLabel } from './manager';
import { PageTitle } from '../../shared/PageTitle';
import { Text } from '../../shared/Text';
import { deferredPart } from '../../shared/deferred';

const KudosWall = deferredPart(() => import('../kudos/KudosWall'), 'KudosWall');
const ChangePasswordForm = deferredPart(() => import('./ChangePasswordForm'), 'ChangePasswordForm');

const capitalize = (v: string | null | undefined) => (v ? v.charAt(0).toUpperCase() + v.slice(1) : v);
const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : v);

export default function ProfilePage() {
  const { user } = useSession();
  if (!user) return null;
  const manager = managerLabel(user);
  return (
    <Flex vertical gap={24}>
      <Card>
        <Flex gap={24} align="center" wrap>
          <Avatar name={user.name} size={120} />
          <div>
            <PageTitle>{user.name}</PageTitle>
            <Text type="secondary">{user.roleTitle}</Text>
          </div>
        </Flex>
        <Descriptions bordered column={{ xs: 1, md: 2 }} style={{ marginTop: 24 }} title="Details">
          <Descriptions.Item label="RES ID">{dash(user.resId)}</Descriptions.Item>
          <Descriptions.Item label="Email">{dash(user.email)}</Descriptions.Item>
          <Descriptions.Item label="Role">{dash(user.roleTitle)}</Descriptions.Item>
          <Descriptions.Item label="Department">{dash(user.departmentName)}</Descriptions.Item>
          <Descriptions.Item label="Team">{dash(user.teamName)}</Descriptions.Item>
          <Descriptions.Item label="Manager">{manager}</Descriptions.Item>
          <Descriptions.Item label="Date joined">{dash(formatDate(user.dateJoined))}</Descriptions.Item>
          <Descriptions.Item label="Employee type">{dash(formatCode(user.employeeType))}</Descriptions.Item>
          <Descriptions.Item label="Paid">{dash(capitalize(user.hourlyOrMonthly))}</Descriptions.Item>
          <Descriptions.Item label="Phone">{dash(user.phone)}</Descriptions.Item>
          <Descriptions.Item label="National ID">{dash(user.nationalId)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="My kudos">
        <KudosWall receiverId="me" />
      </Card>
      <Card title="Change password" style={{ maxWidth: 560 }}>
        <ChangePasswordForm />
      </Card>
    </Flex>
  );
}
