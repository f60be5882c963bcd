/**
 * `/main/helpdesk-links` (everyone; account menu "Help Desk Links"): where to get help. Admins (CEO, head of HR) add,
 * edit and delete links (HELPDESK_MANAGE); a link must be an http(s) URL ("Invalid URL format").
 */
import { useState } from 'react';
import { Button, Card, Space } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { HelpdeskLinksDocument, useDeleteHelpdeskLinkMutation, type HelpdeskLinkRowFragment } from './helpdesk.generated';
import { canOpen } from '../../app/access';
import { useConfirmDelete } from '../../shared/confirm';
import { deferredPart } from '../../shared/deferred';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { PageTitle } from '../../shared/PageTitle';
import { useSession } from '../../shared/session';
import { SearchFilter } from '../../shared/filters';
import type { HelpdeskLinkSortKey } from '../../generated/graphql';

// The add and edit dialog opens only on a click: a module of its own.
const HelpdeskLinkModal = deferredPart(() => import('./HelpdeskLinkDialog'), 'HelpdeskLinkModal');

export default function HelpdeskLinksPage() {
  const confirm = useConfirmDelete();
  const { user } = useSession();
  const manages = canOpen(user?.access, 'HELPDESK_MANAGE');
  const [search, setSearch] = useState('');
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<HelpdeskLinkRowFragment | 'new' | null>(null);
  const [remove] = useDeleteHelpdeskLinkMutation();
  const refresh = () => setVersion((v) => v + 1);

  const confirmDelete = (link: HelpdeskLinkRowFragment) =>
    confirm({
      title: 'Delete help desk link',
      what: link.name,
      run: () => remove({ variables: { id: link.id } }),
      success: 'Help desk link deleted',
      failure: 'An error has occured while deleting!',
      then: refresh,
    });

  const columns: PagedColumn<HelpdeskLinkRowFragment, HelpdeskLinkSortKey>[] = [
    {
      title: 'Name',
      dataIndex: 'name',
      sortKey: 'name',
      render: (name: string, row) => (
        <a href={row.link} target="_blank" rel="noopener noreferrer">
          {name} <ExportOutlined aria-hidden />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ),
    },
    { title: 'Link', dataIndex: 'link', ellipsis: true },
    ...(manages
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, row: HelpdeskLinkRowFragment) => (
              <Space>
                <Button size="small" onClick={() => setEditing(row)} aria-label={`Edit ${row.name}`}>
                  Edit
                </Button>
                <Button size="small" danger onClick={() => confirmDelete(row)} aria-label={`Delete ${row.name}`}>
                  Delete
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card
      title={<PageTitle>Help desk links</PageTitle>}
      extra={
        manages && (
          <Button type="primary" onClick={() => setEditing('new')}>
            Add link
          </Button>
        )
      }
    >
      <PagedTable
        entity="help desk links"
        document={HelpdeskLinksDocument}
        pageOf={(d) => d.helpdeskLinks}
        variables={{ search: search || null }}
        columns={columns}
        defaultSort={{ sortBy: 'name' }}
        version={version}
        scroll={{ x: 600 }}
        toolbar={<SearchFilter label="Search links" placeholder="Name or link" width={240} onSearch={setSearch} />}
      />
      {editing && (
        <HelpdeskLinkModal
          link={editing === 'new' ? null : editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) refresh();
          }}
        />
      )}
    </Card>
  );
}
