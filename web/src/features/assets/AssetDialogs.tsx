/**
 * The dialogs of `/main/assets` (AssetsPage): add or edit an asset, hand it over, take it back, and its hand-over
 * history. A module of their own, loaded after the page (shared/deferred `deferredPart`).
 */
import { Drawer, Form, Input } from 'antd';
import { DatePicker, Select } from '../../shared/deferred';
import dayjs, { type Dayjs } from 'dayjs';
import {
  AssetAssignmentsDocument,
  useAssignAssetMutation,
  useCreateAssetMutation,
  useReturnAssetMutation,
  useUpdateAssetMutation,
  type AssetAssignmentSortKey,
  type AssetAssignmentsQuery,
  type AssetCondition,
  type AssetRowFragment,
} from './assets.generated';
import { formatDate, toIsoDate } from '../../shared/format';
import { rules } from '../../shared/formRules';
import { EditDialog } from '../../shared/EditDialog';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { PersonPicker } from '../../shared/PersonPicker';
import { ConditionTag, conditionOptions } from './labels';
import { FIELD_LIMITS } from '../../generated/fieldLimits';

interface AssetValues {
  name: string;
  assetType: string;
  serialNumber: string;
  condition: AssetCondition;
  notes?: string;
}

export function AssetModal({
  asset,
  typeOptions,
  onClose,
}: {
  asset: AssetRowFragment | null;
  typeOptions: { value: string; label: string }[];
  onClose(saved: boolean): void;
}) {
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
      <Form.Item name="name" label="Name" rules={[rules.required('Name'), rules.maxLength('Name', FIELD_LIMITS['POST /assets'].name.max)]}>
        <Input placeholder="e.g. Dell Latitude 5440" />
      </Form.Item>
      <Form.Item name="assetType" label="Type" rules={[rules.requiredSelect('Type')]}>
        <Select options={typeOptions} aria-label="Type" />
      </Form.Item>
      <Form.Item
        name="serialNumber"
        label="Serial number"
        rules={[rules.required('Serial number'), rules.maxLength('Serial number', FIELD_LIMITS['POST /assets'].serial_number.max)]}
      >
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
    <Form.Item name="notes" label="Notes" rules={[rules.maxLength('Notes', FIELD_LIMITS['POST /assets'].notes.max)]}>
      <Input.TextArea rows={2} />
    </Form.Item>
  );
}

interface AssignValues {
  employeeId: string;
  assignedOn: Dayjs;
  notes?: string;
}

export function AssignModal({ asset, onClose }: { asset: AssetRowFragment; onClose(saved: boolean): void }) {
  const [assign] = useAssignAssetMutation();
  return (
    <EditDialog<AssignValues>
      title={`Assign ${asset.name} (${asset.serialNumber})`}
      okText="Assign"
      save={(v) =>
        assign({ variables: { id: asset.id, input: { employeeId: v.employeeId, assignedOn: toIsoDate(v.assignedOn), notes: v.notes?.trim() || null } } })
      }
      success="Asset assigned"
      failure="An error has occured while updating!"
      onClose={onClose}
      initialValues={{ assignedOn: dayjs() }}
    >
      <Form.Item name="employeeId" label="Employee" rules={[rules.requiredSelect('Employee')]}>
        <PersonPicker purpose="EMPLOYEES" aria-label="Employee" />
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

export function ReturnModal({ asset, onClose }: { asset: AssetRowFragment; onClose(saved: boolean): void }) {
  const [giveBack] = useReturnAssetMutation();
  return (
    <EditDialog<ReturnValues>
      title={`Return ${asset.name} from ${asset.holder?.name ?? 'its holder'}`}
      okText="Return"
      save={(v) =>
        giveBack({ variables: { id: asset.id, input: { returnedOn: toIsoDate(v.returnedOn), condition: v.condition, notes: v.notes?.trim() || null } } })
      }
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

const historyColumns: PagedColumn<HistoryRow, AssetAssignmentSortKey>[] = [
  { title: 'Employee', dataIndex: ['employee', 'name'], sortKey: 'employeeName' },
  { title: 'Assigned on', dataIndex: 'assignedOn', sortKey: 'assignedOn', render: formatDate },
  { title: 'Returned on', dataIndex: 'returnedOn', sortKey: 'returnedOn', render: (d: string | null) => (d ? formatDate(d) : 'Still assigned') },
  { title: 'Condition on return', dataIndex: 'conditionOnReturn', render: (c: AssetCondition | null) => (c ? <ConditionTag condition={c} /> : null) },
  { title: 'Assigned by', dataIndex: ['assignedBy', 'name'] },
  { title: 'Returned by', dataIndex: ['returnedBy', 'name'] },
  { title: 'Notes', key: 'notes', render: (_: unknown, r) => [r.notes, r.returnNotes].filter(Boolean).join(' · ') },
];

export function HistoryDrawer({ asset, onClose }: { asset: AssetRowFragment; onClose(): void }) {
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
