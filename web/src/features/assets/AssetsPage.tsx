/**
 * `/main/assets` (HR, admins; account menu "Assets"): the company's inventory. Add, edit and delete assets, hand an
 * available one over to an employee, take an assigned one back (recording its condition), and read each asset's
 * hand-over history. Filters: search (name, serial, holder), type, condition, status.
 */
import { useState } from 'react';
import { Button, Card, DatePicker, Drawer, Dropdown, Form, Input, Select, Space } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import {
  AssetAssignmentsDocument,
  AssetsDocument,
  useAssetTypesQuery,
  useAssignAssetMutation,
  useCreateAssetMutation,
  useDeleteAssetMutation,
  useReturnAssetMutation,
  useUpdateAssetMutation,
  type AssetAssignmentsQuery,
  type AssetCondition,
  type AssetRowFragment,
  type AssetStatus,
} from './assets.generated';
import { formatDate, toIsoDate } from '../../shared/format';
import { rules } from '../../shared/formRules';
import { useConfirmDelete } from '../../shared/confirm';
import { EditDialog } from '../../shared/EditDialog';
import { FilterSelect, SearchFilter, labelOptions, useFilters } from '../../shared/filters';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { PageTitle } from '../../shared/PageTitle';
import { EmployeeSelect } from '../people/EmployeeSelect';
import { CONDITION_LABELS, ConditionTag, conditionOptions, STATUS_LABELS, StatusTag } from './labels';

type Dialog = { kind: 'edit'; asset: AssetRowFragment | null } | { kind: 'assign' | 'return' | 'history'; asset: AssetRowFragment };

interface Filters {
  search?: string;
  assetType?: string;
  condition?: AssetCondition;
  status?: AssetStatus;
}

export default function AssetsPage() {
  const confirm = useConfirmDelete();
  const { filters, setFilter } = useFilters<Filters>();
  const [version, setVersion] = useState(0);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const types = useAssetTypesQuery();
  const [remove] = useDeleteAssetMutation();
  const refresh = () => setVersion((v) => v + 1);
  const typeOptions = (types.data?.assetTypes ?? []).map((t) => ({ value: t, label: t }));

  const confirmDelete = (asset: AssetRowFragment) =>
    confirm({
      title: 'Delete asset',
      what: `${asset.name} (${asset.serialNumber}) and its history`,
      run: () => remove({ variables: { id: asset.id } }),
      success: 'Asset deleted',
      failure: 'An error has occured while deleting!',
      then: refresh,
    });

  const columns: PagedColumn<AssetRowFragment>[] = [
    { title: 'Name', dataIndex: 'name', sortKey: 'name' },
    { title: 'Type', dataIndex: 'assetType', sortKey: 'assetType' },
    { title: 'Serial number', dataIndex: 'serialNumber', sortKey: 'serialNumber' },
    { title: 'Condition', dataIndex: 'condition', sortKey: 'condition', render: (c: AssetCondition) => <ConditionTag condition={c} />, csv: (r) => CONDITION_LABELS[r.condition] },
    { title: 'Status', dataIndex: 'status', sortKey: 'status', render: (s: AssetStatus) => <StatusTag status={s} />, csv: (r) => STATUS_LABELS[r.status] },
    { title: 'Assigned to', dataIndex: ['holder', 'name'], sortKey: 'employeeName' },
    { title: 'Since', dataIndex: 'assignedOn', sortKey: 'assignedOn', render: formatDate, csv: (r) => formatDate(r.assignedOn) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, a) => (
        <Space>
          {a.status === 'AVAILABLE' ? (
            <Button size="small" type="primary" onClick={() => setDialog({ kind: 'assign', asset: a })} aria-label={`Assign ${a.name} (${a.serialNumber})`}>
              Assign
            </Button>
          ) : (
            <Button size="small" onClick={() => setDialog({ kind: 'return', asset: a })} aria-label={`Return ${a.name} (${a.serialNumber})`}>
              Return
            </Button>
          )}
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'history', label: 'History', onClick: () => setDialog({ kind: 'history', asset: a }) },
                { key: 'edit', label: 'Edit', onClick: () => setDialog({ kind: 'edit', asset: a }) },
                { key: 'delete', label: 'Delete', danger: true, onClick: () => confirmDelete(a) },
              ],
            }}
          >
            <Button size="small" icon={<MoreOutlined />} aria-label={`More actions for ${a.name} (${a.serialNumber})`} />
          </Dropdown>
        </Space>
      ),
    },
  ];

  const close = (saved: boolean) => {
    setDialog(null);
    if (saved) refresh();
  };

  return (
    <Card title={<PageTitle>Assets</PageTitle>} extra={<Button type="primary" onClick={() => setDialog({ kind: 'edit', asset: null })}>Add asset</Button>}>
      <PagedTable
        entity="assets"
        document={AssetsDocument}
        pageOf={(d) => d.assets}
        variables={{ search: filters.search || null, assetType: filters.assetType ?? null, condition: filters.condition ?? null, status: filters.status ?? null }}
        columns={columns}
        defaultSort={{ sortBy: 'name' }}
        version={version}
        exportName="assets.csv"
        scroll={{ x: 1000 }}
        toolbar={
          <>
            <SearchFilter label="Search assets" placeholder="Name, serial or employee" onSearch={(search) => setFilter({ search })} />
            <FilterSelect label="Type" width={140} options={typeOptions} onChange={(assetType) => setFilter({ assetType })} />
            <FilterSelect label="Condition" width={140} options={conditionOptions} onChange={(condition) => setFilter({ condition })} />
            <FilterSelect label="Status" width={140} options={labelOptions(STATUS_LABELS)} onChange={(status) => setFilter({ status })} />
          </>
        }
      />
      {dialog?.kind === 'edit' && <AssetModal asset={dialog.asset} typeOptions={typeOptions} onClose={close} />}
      {dialog?.kind === 'assign' && <AssignModal asset={dialog.asset} onClose={close} />}
      {dialog?.kind === 'return' && <ReturnModal asset={dialog.asset} onClose={close} />}
      {dialog?.kind === 'history' && <HistoryDrawer asset={dialog.asset} onClose={() => setDialog(null)} />}
    </Card>
  );
}

interface AssetValues {
  name: string;
  assetType: string;
  serialNumber: string;
  condition: AssetCondition;
  notes?: string;
}

function AssetModal({ asset, typeOptions, onClose }: { asset: AssetRowFragment | null; typeOptions: { value: string; label: string }[]; onClose(saved: boolean): void }) {
  const [create] = useCreateAssetMutation();
  const [update] = useUpdateAssetMutation();
  const save = (v: AssetValues) => {
    const input = { name: v.name.trim(), assetType: v.assetType, serialNumber: v.serialNumber.trim(), condition: v.condition, notes: v.notes?.trim() || null };
    return asset ? update({ variables: { id: asset.id, input } }) : create({ variables: { input } });
  };

  return (
    <EditDialog<AssetValues>
      title={asset ? `Edit ${asset.name}` : 'Add asset'}
      save={save}
      success={asset ? 'Asset updated' : 'Asset created'}
      failure={asset ? 'An error has occured while updating!' : 'An error has occured while creating!'}
      onClose={onClose}
      initialValues={asset ? { ...asset, notes: asset.notes ?? '' } : { condition: 'NEW' }}
    >
      <Form.Item name="name" label="Name" rules={[rules.required('Name'), rules.maxLength('Name', 100)]}>
        <Input placeholder="e.g. Dell Latitude 5440" />
      </Form.Item>
      <Form.Item name="assetType" label="Type" rules={[rules.requiredSelect('Type')]}>
        <Select options={typeOptions} aria-label="Type" />
      </Form.Item>
      <Form.Item name="serialNumber" label="Serial number" rules={[rules.required('Serial number'), rules.maxLength('Serial number', 100)]}>
        <Input />
      </Form.Item>
      <Form.Item name="condition" label="Condition" rules={[rules.requiredSelect('Condition')]}>
        <Select options={conditionOptions} aria-label="Condition" />
      </Form.Item>
      <NotesField />
    </EditDialog>
  );
}

/** The optional notes every asset dialog takes. */
function NotesField() {
  return (
    <Form.Item name="notes" label="Notes" rules={[rules.maxLength('Notes', 1000)]}>
      <Input.TextArea rows={2} />
    </Form.Item>
  );
}

interface AssignValues {
  employeeId: string;
  assignedOn: Dayjs;
  notes?: string;
}

function AssignModal({ asset, onClose }: { asset: AssetRowFragment; onClose(saved: boolean): void }) {
  const [assign] = useAssignAssetMutation();
  return (
    <EditDialog<AssignValues>
      title={`Assign ${asset.name} (${asset.serialNumber})`}
      okText="Assign"
      save={(v) => assign({ variables: { id: asset.id, input: { employeeId: v.employeeId, assignedOn: toIsoDate(v.assignedOn), notes: v.notes?.trim() || null } } })}
      success="Asset assigned"
      failure="An error has occured while updating!"
      onClose={onClose}
      initialValues={{ assignedOn: dayjs() }}
    >
      <Form.Item name="employeeId" label="Employee" rules={[rules.requiredSelect('Employee')]}>
        <EmployeeSelect aria-label="Employee" />
      </Form.Item>
      <Form.Item name="assignedOn" label="Assigned on" rules={[rules.requiredSelect('Assigned on')]}>
        <DatePicker format="DD/MM/YYYY" allowClear={false} />
      </Form.Item>
      <NotesField />
    </EditDialog>
  );
}

interface ReturnValues {
  returnedOn: Dayjs;
  condition: AssetCondition;
  notes?: string;
}

function ReturnModal({ asset, onClose }: { asset: AssetRowFragment; onClose(saved: boolean): void }) {
  const [giveBack] = useReturnAssetMutation();
  return (
    <EditDialog<ReturnValues>
      title={`Return ${asset.name} from ${asset.holder?.name ?? 'its holder'}`}
      okText="Return"
      save={(v) => giveBack({ variables: { id: asset.id, input: { returnedOn: toIsoDate(v.returnedOn), condition: v.condition, notes: v.notes?.trim() || null } } })}
      success="Asset returned"
      failure="An error has occured while updating!"
      onClose={onClose}
      initialValues={{ returnedOn: dayjs(), condition: asset.condition }}
    >
      <Form.Item name="returnedOn" label="Returned on" rules={[rules.requiredSelect('Returned on')]}>
        <DatePicker format="DD/MM/YYYY" allowClear={false} />
      </Form.Item>
      <Form.Item name="condition" label="Condition on return" rules={[rules.requiredSelect('Condition on return')]}>
        <Select options={conditionOptions} aria-label="Condition on return" />
      </Form.Item>
      <NotesField />
    </EditDialog>
  );
}

type HistoryRow = AssetAssignmentsQuery['assetAssignments']['items'][number];

const historyColumns: PagedColumn<HistoryRow>[] = [
  { title: 'Employee', dataIndex: ['employee', 'name'], sortKey: 'employeeName' },
  { title: 'Assigned on', dataIndex: 'assignedOn', sortKey: 'assignedOn', render: formatDate },
  { title: 'Returned on', dataIndex: 'returnedOn', sortKey: 'returnedOn', render: (d: string | null) => (d ? formatDate(d) : 'Still assigned') },
  { title: 'Condition on return', dataIndex: 'conditionOnReturn', render: (c: AssetCondition | null) => (c ? <ConditionTag condition={c} /> : null) },
  { title: 'Assigned by', dataIndex: ['assignedBy', 'name'] },
  { title: 'Returned by', dataIndex: ['returnedBy', 'name'] },
  { title: 'Notes', key: 'notes', render: (_: unknown, r) => [r.notes, r.returnNotes].filter(Boolean).join(' · ') },
];

function HistoryDrawer({ asset, onClose }: { asset: AssetRowFragment; onClose(): void }) {
  return (
    <Drawer open title={`History of ${asset.name} (${asset.serialNumber})`} onClose={onClose} size="large">
      <PagedTable
        entity="assignments for this asset"
        document={AssetAssignmentsDocument}
        pageOf={(d) => d.assetAssignments}
        variables={{ id: asset.id }}
        columns={historyColumns}
        defaultSort={{ sortBy: 'assignedOn', sortDir: 'DESC' }}
        scroll={{ x: 800 }}
        size="small"
      />
    </Drawer>
  );
}
