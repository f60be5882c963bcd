/**
 * `/main/people/:id` (everyone signed in): a person as colleagues see them — picture (initials without one), name, job,
 * department, team, the supervisor chain (each a link here), bio, links and their kudos wall. The type it reads has
 * no pay or personal field (decision 0206); HR, the CEO, admins and the person get a link to the employee record,
 * which shows them more. `me` is the signed-in user.
 */
import { Card, Descriptions, Empty, Flex, Spin, Tag } from 'antd';
import { Fragment } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { usePublicProfileQuery } from './publicProfile.generated';
import { Avatar } from '../../shared/Avatar';
import { PageTitle } from '../../shared/PageTitle';
import { Text } from '../../shared/Text';
import { useSession } from '../../shared/session';
import { useCapabilities } from '../../shared/capabilities';
import { notFoundText, useFailureToast } from '../../shared/feedback';
import { deferredPart } from '../../shared/deferred';
import { MAIN, href } from '../../shared/paths';
import { SocialLinks } from './SocialLinks';

/** The wall sits below the details: its table loads after the first paint. */
const KudosWall = deferredPart(() => import('../kudos/KudosWall'), 'KudosWall');

const dash = (v: string | null | undefined) => v || '—';

export default function PublicProfilePage() {
  const { id: raw = '' } = useParams();
  const { user } = useSession();
  const { teamSpace } = useCapabilities();
  const id = raw === 'me' ? (user?.id ?? '') : raw;
  const isId = /^\d+$/.test(id);
  const { data, loading, error } = usePublicProfileQuery({ variables: { employeeId: id }, skip: !isId, fetchPolicy: 'cache-and-network' });
  useFailureToast(error, 'load profile');
  if (!isId) return <Navigate to={MAIN} replace />;
  const p = data?.publicProfile;
  if (!p) {
    return loading ? (
      <Spin />
    ) : (
      <Card title={<PageTitle>Profile</PageTitle>}>
        <Empty description={notFoundText('Employee')} />
      </Card>
    );
  }
  const self = user?.id === p.id;
  const seesRecord = self || Boolean(user?.roles.hr || user?.roles.ceo || user?.roles.admin);
  // Top of the company first, down to the direct supervisor.
  const chain = [...p.supervisors].reverse();
  return (
    <Flex vertical gap={24}>
      <Card>
        <Flex gap={24} align="center" wrap>
          <Avatar name={p.name} size={120} src={p.avatar} />
          <div>
            <PageTitle>{p.name}</PageTitle>
            <Text type="secondary">{p.roleTitle}</Text> {!p.active && <Tag>Former employee</Tag>}
          </div>
        </Flex>
        {p.bio && <p style={{ marginTop: 16, whiteSpace: 'pre-line' }}>{p.bio}</p>}
        <Descriptions bordered column={{ xs: 1, md: 2 }} style={{ marginTop: 24 }}>
          <Descriptions.Item label="Job title">{dash(p.roleTitle)}</Descriptions.Item>
          <Descriptions.Item label="Department">{dash(p.departmentName)}</Descriptions.Item>
          <Descriptions.Item label="Team">{dash(p.teamName)}</Descriptions.Item>
          <Descriptions.Item label="Supervisors">
            {chain.length === 0 ? (
              'No available manager'
            ) : (
              <nav aria-label="Supervisor chain">
                {chain.map((s, i) => (
                  <Fragment key={s.id}>
                    {i > 0 && ' › '}
                    <Link to={href('people/:id', { id: s.id })}>{s.name}</Link>
                  </Fragment>
                ))}
              </nav>
            )}
          </Descriptions.Item>
          {p.office && <Descriptions.Item label="Office">{p.office}</Descriptions.Item>}
          {p.project && <Descriptions.Item label="Project">{p.project}</Descriptions.Item>}
          {p.level && <Descriptions.Item label="Level">{p.level}</Descriptions.Item>}
          {p.timezone && <Descriptions.Item label="Time zone">{p.timezone}</Descriptions.Item>}
          <Descriptions.Item label="Links">
            <SocialLinks links={p.socialLinks} />
          </Descriptions.Item>
        </Descriptions>
        {seesRecord && (
          <Flex gap={16} wrap style={{ marginTop: 16 }}>
            <Link to={href('employees/:id', { id: p.id })}>{self ? 'My employee record' : 'Employee record (pay and personal details)'}</Link>
            {self && <Link to={href('myProfile')}>Edit my profile</Link>}
          </Flex>
        )}
      </Card>
      {teamSpace && (
        <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>Kudos</h2>}>
          <KudosWall receiverId={p.id} />
        </Card>
      )}
    </Flex>
  );
}
