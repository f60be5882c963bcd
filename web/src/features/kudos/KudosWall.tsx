/**
 * A kudos wall: the kudos one person received (`me` = the signed-in user), newest first, server-paged. Used on the
 * profile pages and /kudos/:id; the giver (or an admin) may withdraw one behind a confirmation.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from 'antd';
import { KudosDocument, useDeleteKudosMutation, type KudosRowFragment, type KudosSortKey } from './kudos.generated';
import { formatDate } from '../../shared/format';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { useConfirmDelete } from '../../shared/confirm';
import { useSession } from '../../shared/session';
import { SearchFilter } from '../../shared/filters';
import { href } from '../../shared/paths';

export function KudosWall({ receiverId, version = 0 }: { receiverId?: string | null; version?: number }) {
  const deleteConfirm = useConfirmDelete();
  const { user } = useSession();
  const [search, setSearch] = useState('');
  const [bump, setBump] = useState(0);
  const [remove] = useDeleteKudosMutation();

  const withdraw = (row: KudosRowFragment) =>
    deleteConfirm({
      title: 'Delete kudos',
      what: 'these kudos',
      run: () => remove({ variables: { id: row.id } }),
      success: 'Kudos deleted',
      failure: 'An error has occured while deleting!',
      then: () => setBump((b) => b + 1),
    });

  const columns: PagedColumn<KudosRowFragment, KudosSortKey>[] = [
    { title: 'Given', dataIndex: 'createdAt', sortKey: 'createdAt', render: formatDate, csv: (r) => formatDate(r.createdAt) },
    {
      title: 'From',
      dataIndex: ['giver', 'name'],
      sortKey: 'giverName',
      render: (name: string, r) => <Link to={href('kudos/:id', { id: r.giver?.id ?? '' })}>{name}</Link>,
    },
    ...(receiverId
      ? []
      : [
          {
            title: 'To',
            dataIndex: ['receiver', 'name'],
            sortKey: 'receiverName',
            render: (name: string, r: KudosRowFragment) => <Link to={href('kudos/:id', { id: r.receiver?.id ?? '' })}>{name}</Link>,
          } satisfies PagedColumn<KudosRowFragment, KudosSortKey>,
        ]),
    { title: 'Message', dataIndex: 'message' },
    {
      title: '',
      key: 'actions',
      render: (_: unknown, row) =>
        (row.giver?.id === user?.id || user?.roles.admin) && (
          <Button size="small" type="text" danger onClick={() => withdraw(row)} aria-label="Delete kudos">
            Delete
          </Button>
        ),
    },
  ];

  return (
    <PagedTable
      entity="kudos"
      document={KudosDocument}
      pageOf={(d) => d.kudos}
      variables={{ receiverId: receiverId ?? null, search: search || null }}
      columns={columns}
      version={version + bump}
      toolbar={<SearchFilter label="Search kudos" placeholder="Message or name" width={220} onSearch={setSearch} />}
    />
  );
}
