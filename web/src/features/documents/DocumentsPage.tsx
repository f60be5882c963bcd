/**
 * `/main/documents` (everyone; account menu "Documents"): company-wide documents and one's own, each downloadable
 * through a short-lived signed link made at click time. HR and admins (DOCUMENTS_MANAGE) see everyone's, filter by
 * employee, upload (company-wide or for an employee), rename or replace, and delete.
 */
import { useState } from 'react';
import { Button, Card, Form, Grid, Input, Modal, Radio, Space, Tag, type UploadFile } from 'antd';
import { Progress, Upload } from '../../shared/deferred';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import {
  DocumentDownloadDocument,
  DocumentsDocument,
  useDeleteDocumentMutation,
  useUpdateDocumentMutation,
  useUploadDocumentMutation,
  type DocumentRowFragment,
  type DocumentScope,
} from './documents.generated';
import { canOpen } from '../../app/access';
import { uploadContext } from '../../shared/uploadFetch';
import { openFileLink } from '../../shared/download';
import { formatDate } from '../../shared/format';
import { rules } from '../../shared/formRules';
import { notifySuccess, showError } from '../../shared/notify';
import { useConfirmDelete } from '../../shared/confirm';
import { FilterSelect, SearchFilter, labelOptions } from '../../shared/filters';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { PageTitle } from '../../shared/PageTitle';
import { useSession } from '../../shared/session';
import { useSubmittable } from '../../shared/useSubmittable';
import { EmployeeSelect } from '../people/EmployeeSelect';

/** The upstream's default upload limit (10 MB); the form refuses bigger files with SPEC §5's message. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const TITLE_MAX = 150;

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

  const columns: PagedColumn<DocumentRowFragment>[] = [
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
          <Button size="small" icon={<DownloadOutlined />} loading={downloading === d.id} onClick={() => void download(d)} aria-label={`Download ${d.title} (${d.filename})`}>
            Download
          </Button>
          {manages && (
            <>
              <Button size="small" onClick={() => setEditing(d)} aria-label={`Edit ${d.title} (${d.filename})`}>Edit</Button>
              <Button size="small" danger onClick={() => confirmDelete(d)} aria-label={`Delete ${d.title} (${d.filename})`}>Delete</Button>
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card title={<PageTitle>Documents</PageTitle>} extra={
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
            {manages && <EmployeeSelect allowClear style={{ width: 240 }} aria-label="Filter by employee" placeholder="Employee" onChange={(employeeId) => setFilters((f) => ({ ...f, employeeId: employeeId ?? undefined }))} />}
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

interface Values {
  title: string;
  filename?: string;
  owner: 'company' | 'employee';
  employeeId?: string;
  file?: UploadFile[];
}

function DocumentModal({ doc, onClose }: { doc: DocumentRowFragment | null; onClose(saved: boolean): void }) {
  const [form] = Form.useForm<Values>();
  const submittable = useSubmittable(form);
  const owner = Form.useWatch('owner', form);
  const [progress, setProgress] = useState<number | null>(null);
  const [upload, uploading] = useUploadDocumentMutation();
  const [update, updating] = useUpdateDocumentMutation();

  const onFinish = async (values: Values) => {
    const file = values.file?.[0]?.originFileObj ?? null;
    const context = file ? uploadContext((percent) => setProgress(percent)) : undefined;
    setProgress(file ? 0 : null);
    try {
      if (doc) {
        await update({ variables: { id: doc.id, input: { title: values.title.trim(), filename: values.filename?.trim() || null }, file }, context });
        notifySuccess('Document updated');
      } else {
        const employeeId = values.owner === 'employee' ? values.employeeId : null;
        await upload({ variables: { input: { title: values.title.trim(), employeeId }, file: file! }, context });
        notifySuccess('Document created');
      }
      onClose(true);
    } catch (e) {
      setProgress(null);
      showError(e, doc ? 'An error has occured while updating!' : 'An error has occured while creating!', form);
    }
  };

  return (
    <Modal
      open
      title={doc ? `Edit ${doc.title}` : 'Upload document'}
      onCancel={() => onClose(false)}
      okText={doc ? 'Save' : 'Upload'}
      onOk={() => form.submit()}
      okButtonProps={{ disabled: !submittable, loading: uploading.loading || updating.loading }}
      width={500}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={doc ? { title: doc.title, filename: doc.filename } : { owner: 'employee' }}
        requiredMark
      >
        <Form.Item name="title" label="Title" rules={[rules.required('Title'), rules.maxLength('Title', TITLE_MAX)]}>
          <Input />
        </Form.Item>
        {doc ? (
          <Form.Item name="filename" label="File name" rules={[rules.required('File name'), rules.maxLength('File name', 255)]}>
            <Input />
          </Form.Item>
        ) : (
          <>
            <Form.Item name="owner" label="Belongs to" rules={[rules.requiredSelect('Belongs to')]}>
              <Radio.Group
                options={[
                  { value: 'employee', label: 'An employee' },
                  { value: 'company', label: 'Company-wide (everyone sees it)' },
                ]}
              />
            </Form.Item>
            {owner !== 'company' && (
              <Form.Item name="employeeId" label="Employee" rules={[rules.requiredSelect('Employee')]}>
                <EmployeeSelect aria-label="Employee" />
              </Form.Item>
            )}
          </>
        )}
        <Form.Item
          name="file"
          label={doc ? `File (replaces ${doc.filename})` : 'File'}
          valuePropName="fileList"
          getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList}
          rules={[...(doc ? [] : [rules.requiredSelect('File')]), rules.fileSize(DOCUMENT_MAX_BYTES)]}
        >
          <Upload beforeUpload={() => false} maxCount={1}>
            <Button icon={<UploadOutlined />}>Choose file</Button>
          </Upload>
        </Form.Item>
        {progress !== null && <Progress percent={progress} size="small" aria-label="Upload progress" />}
      </Form>
    </Modal>
  );
}
