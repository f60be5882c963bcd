/** `/main/teams/:id` (everyone): one team — its team leader, its manager and its members (server-paged, searchable). */
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert, Button, Card, Descriptions, Flex, Spin } from 'antd';
import { TeamMembersDocument, useTeamQuery, type TeamMembersQuery } from './teams.generated';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { PageTitle } from '../../shared/PageTitle';
import { notFoundText, useFailureToast } from '../../shared/feedback';
import { errorMessage } from '../../shared/errors';
import { useSession } from '../../shared/session';
import { SearchFilter } from '../../shared/filters';
import { useChangeCurrentTeam } from './TeamsPage';
import { href } from '../../shared/paths';
import type { EmployeeSortKey } from '../../generated/graphql';

type Member = TeamMembersQuery['employees']['items'][number];

const columns: PagedColumn<Member, EmployeeSortKey>[] = [
  { title: 'RES ID', dataIndex: 'resId', sortKey: 'resId' },
  { title: 'Name', dataIndex: 'name', sortKey: 'name', render: (name: string, row) => <Link to={href('employees/:id', { id: row.id })}>{name}</Link> },
  { title: 'Role', dataIndex: 'roleTitle' },
  { title: 'E-mail', dataIndex: 'email' },
];

const person = (p: { id: string; name: string | null } | null | undefined, none: string) =>
  p ? <Link to={href('employees/:id', { id: p.id })}>{p.name}</Link> : none;

export default function TeamPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const [search, setSearch] = useState('');
  const { data, loading, error } = useTeamQuery({ variables: { id } });
  const changeTeam = useChangeCurrentTeam();
  useFailureToast(error, 'load the team');
  const team = data?.team;
  if (loading && !team) return <Spin />;
  if (!team) return <Alert type="error" showIcon message={error ? errorMessage(error) : notFoundText('Team')} />;
  return (
    <Flex vertical gap={24}>
      <Card
        title={<PageTitle>{team.teamName}</PageTitle>}
        extra={String(user?.teamId ?? '') !== team.id && <Button onClick={() => changeTeam(team)}>Change current team</Button>}
      >
        <Descriptions column={{ xs: 1, sm: 3 }}>
          <Descriptions.Item label="Team leader">{person(team.teamLeader, 'No team leader')}</Descriptions.Item>
          <Descriptions.Item label="Manager">{person(team.manager, 'No available manager')}</Descriptions.Item>
          <Descriptions.Item label="Members">{team.memberCount ?? '—'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>Members</h2>}>
        <PagedTable
          entity="team members"
          document={TeamMembersDocument}
          pageOf={(d) => d.employees}
          variables={{ teamId: id, search: search || null }}
          columns={columns}
          defaultSort={{ sortBy: 'name', sortDir: 'ASC' }}
          toolbar={<SearchFilter label="Search members" placeholder="Name or RES ID" width={220} onSearch={setSearch} />}
        />
      </Card>
    </Flex>
  );
}
