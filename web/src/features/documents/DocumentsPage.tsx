/**
 * `/main/documents` (everyone; account menu "Documents"): company-wide documents and one's own, each downloadable
 * through a short-lived signed link made at click time. HR and admins (DOCUMENTS_MANAGE) see everyone's, filter by
 * employee, upload (company-wide or for an employee), rename or replace, and delete.
 */
import { useState } from 'react';
import { Button, Card, Grid, Space, Tag } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import { DocumentDownloadDocument, DocumentsDocument, useDeleteDocumentMutation, type DocumentRowFragment, type DocumentScope } from './documents.generated';
import { canOpen } from '../../app/access';
import { openFileLink } from '../../shared/download';
import { formatDate } from '../../shared/format';
import { showError } from '../../shared/notify';
import { useConfirmDelete } from '../../shared/confirm';
import { deferredPart } from '../../shared/deferred';
import { FilterSelect, SearchFilter, labelOptions } from '../../shared/filters';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { PageTitle } from '../../shared/PageTitle';
import { useSession } from '../../shared/session';
import { PersonFilter } from '../../shared/PersonFilter';
import type { DocumentSortKey } from '../../generated/graphql';

// The upload and edit dialog (a form, a file picker) opens only on a click: a module of its own.
const DocumentModal = deferredPart(() => import('./DocumentDialog'), 'DocumentModal');

const SCOPE_LABELS: Record<DocumentScope, string> = { COMPANY: 'Company-wide', EMPLOYEE: 'Employee' };

export default function DocumentsPage() {
  const deleteConfirm = useConfirmDelete();
  const client = useApolloClient();
  const { user } = useSession();
  const manages = canOpen(user?.access, 'DOCUMENTS_MANAGE');
  const screens = Grid.useBreakpoint();
  const [filters, setFilters] = useState<{ search?: string; scope?: DocumentScope; employeeId?: string }>({});
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<DocumentRowFragment | 'new' | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [remove] = useDeleteDocumentMutation();
  const refresh = () => setVersion((v) => v + 1);

  const download = async (doc: DocumentRowFragment) => {
    setDownloading(doc.id);
    try {
      const { data } = await client.query({ query: DocumentDownloadDocument, variables: { id: doc.id }, fetchPolicy: 'network-only' });
      if (data) openFileLink(data.documentDownload);
    } catch (e) {
      showError(e, 'Failed to download the document');
    } finally {
      setDownloading(null);
    }
  };

  const confirmDelete = (doc: DocumentRowFragment) =>
    deleteConfirm({
      title: 'Delete document',
      what: `${doc.title} (${doc.filename})`,
      run: () => remove({ variables: { id: doc.id } }),
      success: 'Document deleted',
      failure: 'An error has occured while deleting!',
      then: () => refresh(),
    });

  const columns: PagedColumn<DocumentRowFragment, DocumentSortKey>[] = [
    { title: 'Title', dataIndex: 'title', sortKey: 'title' },
    { title: 'File name', dataIndex: 'filename', sortKey: 'filename', ellipsis: true },
    {
      title: 'Belongs to',
      key: 'owner',
      sortKey: 'employeeName',
      render: (_: unknown, d) => (d.employee ? d.employee.name : <Tag color="blue">Company-wide</Tag>),
      csv: (d) => d.employee?.name ?? SCOPE_LABELS.COMPANY,
    },
    { title: 'Uploaded by', dataIndex: ['uploadedBy', 'name'] },
    { title: 'Uploaded', dataIndex: 'createdAt', sortKey: 'createdAt', render: formatDate, csv: (d) => formatDate(d.createdAt) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, d) => (
        <Space wrap>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            loading={downloading === d.id}
            onClick={() => void download(d)}
            aria-label={`Download ${d.title} (${d.filename})`}
          >
            Download
          </Button>
          {manages && (
            <>
              <Button size="small" onClick={() => setEditing(d)} aria-label={`Edit ${d.title} (${d.filename})`}>
                Edit
              </Button>
              <Button size="small" danger onClick={() => confirmDelete(d)} aria-label={`Delete ${d.title} (${d.filename})`}>
                Delete
              </Button>
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={<PageTitle>Documents</PageTitle>}
      extra={
        manages && (
          // On a phone the title keeps its room: the button says "Upload" (its accessible name stays the full one).
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setEditing('new')} aria-label="Upload document">
            {screens.sm === false ? 'Upload' : 'Upload document'}
          </Button>
        )
      }
    >
      <PagedTable
        entity="documents"
        document={DocumentsDocument}
        pageOf={(d) => d.documents}
        variables={{ search: filters.search || null, scope: filters.scope ?? null, employeeId: filters.employeeId ?? null }}
        columns={columns}
        version={version}
        scroll={{ x: 900 }}
        toolbar={
          <>
            <SearchFilter label="Search documents" placeholder="Title, file or employee" onSearch={(search) => setFilters((f) => ({ ...f, search }))} />
            <FilterSelect label="Belongs to" width={160} options={labelOptions(SCOPE_LABELS)} onChange={(scope) => setFilters((f) => ({ ...f, scope }))} />
            {manages && (
              <PersonFilter
                purpose="EMPLOYEES"
                allowClear
                style={{ width: 240 }}
                aria-label="Filter by employee"
                placeholder="Employee"
                onChange={(employeeId) => setFilters((f) => ({ ...f, employeeId: employeeId ?? undefined }))}
              />
            )}
          </>
        }
      />
      {editing && (
        <DocumentModal
          doc={editing === 'new' ? null : editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) refresh();
          }}
        />
      )}
    </Card>
  );
}
