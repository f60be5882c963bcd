/**
 * `/main/headcountTracker` (CEO, HR): the headcount tracker. Server-paged and sorted, with the filters
 * (search, status, department, role, employment type, manager, hiring period, missing document, expiry alerts), a
 * column chooser, CSV export of the filtered rows, the document checklist as N/12 (missing ones on hover), the
 * signed contract per row (upload, download) and a contract generated from the template; the import and the
 * template upload live in the toolbar. Expiry alerts (contracts and national IDs expired or within 30 days) are
 * counted above the table; the charts load lazily.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, Flex, Grid, Space, Tag } from 'antd';
import { DownloadOutlined, FileWordOutlined, SettingOutlined, UploadOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import {
  HeadcountContractDocument,
  HeadcountContractExportDocument,
  HeadcountEmployeesDocument,
  HeadcountImportTemplateDocument,
  useHeadcountStatsQuery,
  useImportHeadcountEmployeesMutation,
  useUploadContractTemplateMutation,
  useUploadHeadcountContractMutation,
  type HeadcountRowFragment,
} from './headcount.generated';
import { uploadContext } from '../../shared/uploadFetch';
import { CsvImport, deferredPart, Modal, Tooltip } from '../../shared/deferred';
import { openFileLink } from '../../shared/download';
import { formatDate, toIsoDate } from '../../shared/format';
import { DOCUMENT_TYPES, UploadButton } from '../../shared/UploadButton';
import { notifySuccess, showError } from '../../shared/notify';
import { FilterSelect, type Period, SearchFilter } from '../../shared/filters';
import { PeriodFilter } from '../../shared/PeriodFilter';
import { PersonFilter } from '../../shared/PersonFilter';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { PageTitle } from '../../shared/PageTitle';
import { usePeopleOptions } from '../people/lookups';
import { ALERT_LABELS, DOCUMENTS, EMPLOYMENT_TYPES, EXPIRING_OPTIONS, documentLabel, options } from './labels';
import { href } from '../../shared/paths';
import type { HeadcountSortKey } from '../../generated/graphql';

const HeadcountCharts = lazy(() => import('./HeadcountCharts'));

interface Filters {
  search?: string;
  statusId?: string;
  departmentId?: string;
  role?: string;
  employmentType?: string;
  managerId?: string;
  hired?: Period;
  missingDocument?: string;
  expiring?: string;
}

function AlertTag({ alert }: { alert?: string | null }) {
  if (!alert) return null;
  return <Tag color={alert === 'expired' ? 'red' : 'gold'}>{ALERT_LABELS[alert]}</Tag>;
}

function DateWithAlert({ date, alert }: { date?: string | null; alert?: string | null }) {
  return (
    <Space size={4} wrap>
      <span>{formatDate(date)}</span>
      <AlertTag alert={alert} />
    </Space>
  );
}

function Checklist({ row }: { row: HeadcountRowFragment }) {
  const missing = row.missingDocuments.map(documentLabel);
  const text = `${row.documentsComplete}/${row.documentsTotal}`;
  return (
    <Tooltip title={missing.length ? `Missing: ${missing.join(', ')}` : 'All documents are in'}>
      <Tag color={missing.length ? 'gold' : 'green'} tabIndex={0} aria-label={`Documents ${text}${missing.length ? `, missing: ${missing.join(', ')}` : ''}`}>
        {text}
      </Tag>
    </Tooltip>
  );
}

function ContractCell({ row, onChanged }: { row: HeadcountRowFragment; onChanged: () => void }) {
  const client = useApolloClient();
  const [upload] = useUploadHeadcountContractMutation();
  const [percent, setPercent] = useState<number | null>(null);
  const run = async (fetchLink: () => Promise<{ url: string; filename: string } | null | undefined>, failure: string) => {
    try {
      const link = await fetchLink();
      if (link) openFileLink(link);
    } catch (error) {
      showError(error, failure);
    }
  };
  const signed = () =>
    run(
      async () => (await client.query({ query: HeadcountContractDocument, variables: { id: row.id }, fetchPolicy: 'network-only' })).data?.headcountContract,
      'Failed to download the contract',
    );
  const exported = () =>
    run(
      async () =>
        (await client.query({ query: HeadcountContractExportDocument, variables: { id: row.id }, fetchPolicy: 'network-only' })).data?.headcountContractExport,
      'Failed to export the contract',
    );
  return (
    <Space size={4} wrap>
      <UploadButton
        accept={DOCUMENT_TYPES}
        onFile={(file) => {
          setPercent(0);
          upload({ variables: { id: row.id, file }, context: uploadContext((p) => setPercent(p)) })
            .then(() => {
              notifySuccess(`Contract of ${row.name} uploaded`);
              onChanged();
            })
            .catch((error) => showError(error, 'Failed to upload the contract'))
            .finally(() => setPercent(null));
        }}
      >
        <Button size="small" icon={<UploadOutlined />} loading={percent !== null} aria-label={`Upload contract of ${row.name}`}>
          {percent !== null ? `${Math.round(percent)}%` : 'Upload'}
        </Button>
      </UploadButton>
      {row.contractFilename && (
        <Button size="small" icon={<DownloadOutlined />} onClick={signed} aria-label={`Download contract of ${row.name}`}>
          Download
        </Button>
      )}
      <Button size="small" icon={<FileWordOutlined />} onClick={exported} aria-label={`Export contract of ${row.name}`}>
        Export
      </Button>
    </Space>
  );
}

function TemplateUpload() {
  const [upload, { loading }] = useUploadContractTemplateMutation();
  return (
    <UploadButton
      accept={['.docx']}
      onFile={(file) =>
        upload({ variables: { file }, context: uploadContext(() => undefined) })
          .then(({ data }) => notifySuccess(data?.uploadContractTemplate.message ?? 'Contract template uploaded'))
          .catch((error) => showError(error, 'Failed to upload the contract template'))
      }
    >
      <Tooltip title="A .docx with placeholders such as {name}, {RES_ID}, {national_id}, {role}, {department}, {hiring_date}, {contract_signed_date}, {contract_expiration_date}, {today}">
        <Button icon={<UploadOutlined />} loading={loading}>
          Contract template
        </Button>
      </Tooltip>
    </UploadButton>
  );
}

const ColumnChooser = deferredPart(
  () => import('./ColumnChooser'),
  'ColumnChooser',
  () => (
    <Button icon={<SettingOutlined />} disabled>
      Columns
    </Button>
  ),
);

const OPTIONAL = ['Email', 'Employment type', 'Manager', 'Nationality', 'Gender', 'National ID expires'] as const;
const DEFAULT_HIDDEN = new Set<string>(['Email', 'Employment type', 'Nationality', 'Gender']);

export default function HeadcountTrackerPage() {
  const client = useApolloClient();
  const wide = Grid.useBreakpoint().md !== false;
  const people = usePeopleOptions();
  const [params] = useSearchParams();
  // The home page's expiry widget links here with ?expiring=any (contract, national_id and any are the options).
  const [filters, setFilters] = useState<Filters>(() => {
    const expiring = params.get('expiring');
    return expiring && EXPIRING_OPTIONS.some((o) => o.value === expiring) ? { expiring } : {};
  });
  const [version, setVersion] = useState(0);
  const [importOpen, setImportOpen] = useState(false);
  const [hidden, setHidden] = useState<Set<string>>(DEFAULT_HIDDEN);
  const [showCharts, setShowCharts] = useState(false);
  const stats = useHeadcountStatsQuery({ fetchPolicy: 'cache-and-network' });
  const [runImport] = useImportHeadcountEmployeesMutation();
  const setFilter = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));
  const refresh = () => {
    setVersion((n) => n + 1);
    void stats.refetch();
  };

  const columns = useMemo(() => {
    const all: PagedColumn<HeadcountRowFragment, HeadcountSortKey>[] = [
      { title: 'RES ID', dataIndex: 'resId', sortKey: 'resId' },
      {
        title: 'Name',
        dataIndex: 'name',
        sortKey: 'name',
        render: (name: string, row) => <Link to={href('headcountTracker/:id/edit', { id: row.id })}>{name}</Link>,
      },
      { title: 'Email', dataIndex: 'communicationEmail', sortKey: 'communicationEmail' },
      { title: 'Department', dataIndex: ['department', 'departmentName'], sortKey: 'department' },
      { title: 'Role', dataIndex: 'role', sortKey: 'role' },
      { title: 'Status', dataIndex: ['employmentStatus', 'name'], sortKey: 'status' },
      { title: 'Employment type', dataIndex: 'employmentType', sortKey: 'employmentType' },
      { title: 'Manager', dataIndex: ['manager', 'name'], sortKey: 'directManager' },
      { title: 'Nationality', dataIndex: 'nationality', sortKey: 'nationality' },
      { title: 'Gender', dataIndex: 'gender', sortKey: 'gender' },
      { title: 'Hiring date', dataIndex: 'hiringDate', sortKey: 'hiringDate', render: formatDate, csv: (r) => formatDate(r.hiringDate) },
      {
        title: 'Contract expires',
        dataIndex: 'contractExpirationDate',
        sortKey: 'contractExpirationDate',
        render: (_: unknown, r) => <DateWithAlert date={r.contractExpirationDate} alert={r.contractAlert} />,
        csv: (r) => formatDate(r.contractExpirationDate),
      },
      {
        title: 'National ID expires',
        dataIndex: 'nationalIdExpirationDate',
        sortKey: 'nationalIdExpirationDate',
        render: (_: unknown, r) => <DateWithAlert date={r.nationalIdExpirationDate} alert={r.nationalIdAlert} />,
        csv: (r) => formatDate(r.nationalIdExpirationDate),
      },
      {
        title: 'Documents',
        dataIndex: 'documentsComplete',
        sortKey: 'documentsComplete',
        render: (_: unknown, r) => <Checklist row={r} />,
        csv: (r) => `${r.documentsComplete}/${r.documentsTotal}`,
      },
      { title: 'Contract', key: 'actions', render: (_: unknown, r) => <ContractCell row={r} onChanged={refresh} /> },
    ];
    return all.filter((c) => !hidden.has(String(c.title)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hidden]);

  const alerts = stats.data?.headcountStats.alerts;
  const alertCount = alerts ? alerts.contractsExpiring + alerts.contractsExpired + alerts.nationalIdsExpiring + alerts.nationalIdsExpired : 0;

  const downloadTemplate = async () => {
    const { data } = await client.query({ query: HeadcountImportTemplateDocument, fetchPolicy: 'network-only' });
    if (data) openFileLink(data.headcountImportTemplate);
  };

  return (
    <Flex vertical gap={16}>
      <Card
        title={<PageTitle>Headcount tracker</PageTitle>}
        extra={
          <Link to={href('addHeadcountEmployee')}>
            <Button type="primary">{wide ? 'Add headcount employee' : 'Add'}</Button>
          </Link>
        }
      >
        <Flex vertical gap={16}>
          {alerts && alertCount > 0 && (
            <Alert
              type="warning"
              showIcon
              title="Expiry alerts"
              description={`Contracts: ${alerts.contractsExpired} expired, ${alerts.contractsExpiring} expiring within 30 days. National IDs: ${alerts.nationalIdsExpired} expired, ${alerts.nationalIdsExpiring} expiring within 30 days.`}
              action={
                <Button size="small" onClick={() => setFilter({ expiring: 'any' })}>
                  Show them
                </Button>
              }
            />
          )}
          <PagedTable
            entity="headcount employees"
            document={HeadcountEmployeesDocument}
            pageOf={(d) => d.headcountEmployees}
            variables={{
              search: filters.search || null,
              statusId: filters.statusId ?? null,
              departmentId: filters.departmentId ?? null,
              role: filters.role ?? null,
              employmentType: filters.employmentType ?? null,
              managerId: filters.managerId ?? null,
              hiredFrom: toIsoDate(filters.hired?.[0]),
              hiredTo: toIsoDate(filters.hired?.[1]),
              missingDocument: filters.missingDocument ?? null,
              expiring: filters.expiring ?? null,
            }}
            columns={columns}
            version={version}
            exportName="headcount.csv"
            scroll={{ x: 1300 }}
            toolbar={
              <>
                <SearchFilter label="Search headcount" placeholder="Name, RES ID, e-mail, national ID" width={260} onSearch={(v) => setFilter({ search: v })} />
                <FilterSelect label="Status" width={140} options={people.statuses} value={filters.statusId} onChange={(statusId) => setFilter({ statusId })} />
                <FilterSelect
                  label="Department"
                  width={160}
                  options={people.departments}
                  value={filters.departmentId}
                  onChange={(departmentId) => setFilter({ departmentId })}
                />
                <FilterSelect
                  label="Role"
                  width={180}
                  showSearch={{ optionFilterProp: 'label' }}
                  options={people.roles}
                  value={filters.role}
                  onChange={(role) => setFilter({ role })}
                />
                <FilterSelect
                  label="Employment type"
                  width={160}
                  options={options(EMPLOYMENT_TYPES)}
                  value={filters.employmentType}
                  onChange={(employmentType) => setFilter({ employmentType })}
                />
                <PersonFilter
                  purpose="MANAGERS"
                  allowClear
                  aria-label="Manager"
                  placeholder="Manager"
                  style={{ width: 200 }}
                  value={filters.managerId}
                  onChange={(managerId) => setFilter({ managerId: managerId ?? undefined })}
                />
                <PeriodFilter label="Hiring period" placeholder={['Hired from', 'Hired to']} onChange={(hired) => setFilter({ hired })} />
                <FilterSelect
                  label="Missing document"
                  width={200}
                  options={[{ value: 'any', label: 'Any document' }, ...DOCUMENTS.map((d) => ({ value: d.flag, label: d.label }))]}
                  value={filters.missingDocument}
                  onChange={(missingDocument) => setFilter({ missingDocument })}
                />
                <FilterSelect
                  label="Expiry alerts"
                  width={200}
                  options={EXPIRING_OPTIONS}
                  value={filters.expiring}
                  onChange={(expiring) => setFilter({ expiring })}
                />
                <ColumnChooser columns={OPTIONAL} hidden={hidden} onChange={setHidden} />
                <Button icon={<UploadOutlined />} onClick={() => setImportOpen(true)}>
                  Import CSV
                </Button>
                <TemplateUpload />
              </>
            }
          />
        </Flex>
      </Card>
      <Card title="Headcount charts" extra={!showCharts && <Button onClick={() => setShowCharts(true)}>Show charts</Button>}>
        {showCharts && stats.data ? (
          <Suspense fallback={<span>Loading charts…</span>}>
            <HeadcountCharts stats={stats.data.headcountStats} />
          </Suspense>
        ) : (
          <span>{stats.data ? `${stats.data.headcountStats.total} people employed.` : ''}</span>
        )}
      </Card>
      <Modal title="Import headcount employees" open={importOpen} onCancel={() => setImportOpen(false)} footer={null} width={500}>
        <CsvImport
          hint="CSV columns as in the template: RES_ID, name, communication_email, department, role, hiring_date (required), and the other fields; dates YYYY-MM-DD or DD/MM/YYYY, documents yes/no. A known RES_ID updates that person; empty cells keep the stored value."
          template={downloadTemplate}
          errorFileName="headcount_import_errors.csv"
          upload={async (file, progress) => (await runImport({ variables: { file }, context: uploadContext(progress) })).data!.importHeadcountEmployees}
          onImported={refresh}
        />
      </Modal>
    </Flex>
  );
}
