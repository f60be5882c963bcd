/**
 * `/main/assets` (HR, admins; account menu "Assets"): the company's inventory. Add, edit and delete assets, hand an
 * available one over to an employee, take an assigned one back (recording its condition), and read each asset's
 * hand-over history. Filters: search (name, serial, holder), type, condition, status.
 */
import { useState } from 'react';
import { Button, Card, Space } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import { AssetsDocument, useAssetTypesQuery, useDeleteAssetMutation, type AssetCondition, type AssetRowFragment, type AssetStatus } from './assets.generated';
import { formatDate } from '../../shared/format';
import { useConfirmDelete } from '../../shared/confirm';
import { deferredParts, Dropdown } from '../../shared/deferred';
import { FilterSelect, SearchFilter, labelOptions, useFilters } from '../../shared/filters';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { PageTitle } from '../../shared/PageTitle';
import { CONDITION_LABELS, ConditionTag, conditionOptions, STATUS_LABELS, StatusTag } from './labels';
import type { AssetSortKey } from '../../generated/graphql';

// The dialogs and the history drawer (forms, pickers, a drawer) open only on a click: a module of their own.
const dialogs = deferredParts(() => import('./AssetDialogs'));
const AssetModal = dialogs('AssetModal');
const AssignModal = dialogs('AssignModal');
const ReturnModal = dialogs('ReturnModal');
const HistoryDrawer = dialogs('HistoryDrawer');

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

  const columns: PagedColumn<AssetRowFragment, AssetSortKey>[] = [
    { title: 'Name', dataIndex: 'name', sortKey: 'name' },
    { title: 'Type', dataIndex: 'assetType', sortKey: 'assetType' },
    { title: 'Serial number', dataIndex: 'serialNumber', sortKey: 'serialNumber' },
    {
      title: 'Condition',
      dataIndex: 'condition',
      sortKey: 'condition',
      render: (c: AssetCondition) => <ConditionTag condition={c} />,
      csv: (r) => CONDITION_LABELS[r.condition],
    },
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
    <Card
      title={<PageTitle>Assets</PageTitle>}
      extra={
        <Button type="primary" onClick={() => setDialog({ kind: 'edit', asset: null })}>
          Add asset
        </Button>
      }
    >
      <PagedTable
        entity="assets"
        document={AssetsDocument}
        pageOf={(d) => d.assets}
        variables={{
          search: filters.search || null,
          assetType: filters.assetType ?? null,
          condition: filters.condition ?? null,
          status: filters.status ?? null,
        }}
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
