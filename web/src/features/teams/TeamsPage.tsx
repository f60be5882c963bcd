/**
 * `/main/teams` (everyone; SPEC §2 shared-area menu "Teams"): every team with its member count, a link to its page, and
 * "change current team" behind a confirmation (SPEC §8) — the signed-in user moves themself to that team.
 */
import { Link } from 'react-router-dom';
import { Button, Card, Tag } from 'antd';
import { useApolloClient } from '@apollo/client/react';
import { MeDocument, type TeamListQuery } from '../auth/auth.generated';
import { TeamListDocument, useChangeCurrentTeamMutation, type TeamSortKey } from './teams.generated';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { PageTitle } from '../../shared/PageTitle';
import { useConfirm } from '../../shared/confirm';
import { updateUser, useSession } from '../../shared/session';
import { href } from '../../shared/paths';

type TeamRow = TeamListQuery['teams']['items'][number];

/** The confirmation before moving oneself to another team; resolves once moved (or refused). */
export function useChangeCurrentTeam(): (team: { id: string; teamName: string }) => void {
  const confirm = useConfirm();
  const [change] = useChangeCurrentTeamMutation();
  const client = useApolloClient();
  return (team) =>
    confirm({
      title: 'Change current team',
      content: `Are you sure you want to move to ${team.teamName}? Your team leader and manager views follow your team.`,
      okText: 'Change team',
      run: async () => {
        await change({ variables: { teamId: team.id } });
        const me = await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
        if (me.data?.me) updateUser(me.data.me);
      },
      success: `You are now in ${team.teamName}`,
      failure: 'An error has occured while updating!',
    });
}

export default function TeamsPage() {
  const { user } = useSession();
  const changeTeam = useChangeCurrentTeam();
  const columns: PagedColumn<TeamRow, TeamSortKey>[] = [
    { title: 'Team', dataIndex: 'teamName', sortKey: 'teamName', render: (name: string, row) => <Link to={href('teams/:id', { id: row.id })}>{name}</Link> },
    { title: 'Members', dataIndex: 'memberCount' },
    {
      title: 'Current team',
      key: 'actions',
      render: (_: unknown, row) =>
        String(user?.teamId ?? '') === row.id ? (
          <Tag color="green">Your team</Tag>
        ) : (
          <Button size="small" onClick={() => changeTeam(row)} aria-label={`Change current team to ${row.teamName}`}>
            Change current team
          </Button>
        ),
    },
  ];
  return (
    <Card title={<PageTitle>Teams</PageTitle>}>
      <PagedTable entity="teams" document={TeamListDocument} pageOf={(d) => d.teams} columns={columns} exportName="teams.csv" />
    </Card>
  );
}
