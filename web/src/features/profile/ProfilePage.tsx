/**
 * `/main/myProfile`: the signed-in user's details, the full profile (bio, time zone, links, picture; personal fields
 * are theirs to see), and, where the upstream offers self-service (`capabilities.profile`), the forms to change their
 * picture and personal details and to ask HR for a payment-account or national-ID change. The forms, the kudos list
 * and the password form sit below the details, so their code loads after the first paint.
 */
import { Card, Descriptions, Flex } from 'antd';
import { useSession } from '../../shared/session';
import { Avatar } from '../../shared/Avatar';
import { useCapabilities } from '../../shared/capabilities';
import { formatCode, formatDate } from '../../shared/format';
import { managerLabel } from './manager';
import { PageTitle } from '../../shared/PageTitle';
import { Text } from '../../shared/Text';
import { deferredPart, deferredParts } from '../../shared/deferred';
import { useProfileQuery } from './profile.generated';
import { SocialLinks } from './SocialLinks';

const KudosWall = deferredPart(() => import('../kudos/KudosWall'), 'KudosWall');
const ChangePasswordForm = deferredPart(() => import('./ChangePasswordForm'), 'ChangePasswordForm');
const selfService = deferredParts(() => import('./SelfService'));
const AvatarEditor = selfService('AvatarEditor');
const PersonalDetailsForm = selfService('PersonalDetailsForm');
const ChangeRequestForm = selfService('ChangeRequestForm');

const capitalize = (v: string | null | undefined) => (v ? v.charAt(0).toUpperCase() + v.slice(1) : v);
const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : v);

export default function ProfilePage() {
  const { user } = useSession();
  const { profile: selfServe } = useCapabilities();
  const { data } = useProfileQuery({ variables: { employeeId: String(user?.id ?? '') }, skip: !user });
  if (!user) return null;
  const manager = managerLabel(user);
  const profile = data?.profile;
  return (
    <Flex vertical gap={24}>
      <Card>
        <Flex gap={24} align="center" wrap>
          <Avatar name={user.name} size={120} src={profile?.avatar} />
          <div>
            <PageTitle>{user.name}</PageTitle>
            <Text type="secondary">{user.roleTitle}</Text>
          </div>
        </Flex>
        {profile?.bio && <p style={{ marginTop: 16, whiteSpace: 'pre-line' }}>{profile.bio}</p>}
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
          <Descriptions.Item label="Phone">{dash(profile?.phone ?? user.phone)}</Descriptions.Item>
          <Descriptions.Item label="National ID">{dash(profile?.nationalId ?? user.nationalId)}</Descriptions.Item>
          {profile && (
            <>
              <Descriptions.Item label="Payment account">{dash(profile.paymentAccount)}</Descriptions.Item>
              <Descriptions.Item label="Address">{dash(profile.address)}</Descriptions.Item>
              <Descriptions.Item label="Emergency contact">
                {dash([profile.emergencyContactName, profile.emergencyContactNumber].filter(Boolean).join(', '))}
              </Descriptions.Item>
              <Descriptions.Item label="Time zone">{dash(profile.timezone)}</Descriptions.Item>
              <Descriptions.Item label="Office">{dash(profile.office)}</Descriptions.Item>
              <Descriptions.Item label="Project">{dash(profile.project)}</Descriptions.Item>
              <Descriptions.Item label="Level">{dash(profile.level)}</Descriptions.Item>
              <Descriptions.Item label="Links">
                <SocialLinks links={profile.socialLinks} />
              </Descriptions.Item>
            </>
          )}
        </Descriptions>
      </Card>
      {selfServe && profile && (
        <Card title="Personal details">
          <Flex vertical gap={24}>
            <AvatarEditor profile={profile} />
            <PersonalDetailsForm profile={profile} />
          </Flex>
        </Card>
      )}
      {selfServe && profile && (
        <Card title="Request a change" style={{ maxWidth: 760 }}>
          <ChangeRequestForm />
        </Card>
      )}
      <Card title="My kudos">
        <KudosWall receiverId="me" />
      </Card>
      <Card title="Change password" style={{ maxWidth: 560 }}>
        <ChangePasswordForm />
      </Card>
    </Flex>
  );
}
