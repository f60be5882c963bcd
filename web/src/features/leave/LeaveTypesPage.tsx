/**
 * `/main/leaveTypes` (CEO, HR): list, add, edit and delete (with confirmation) leave types. A type in use cannot be
 * deleted: the server's message says how many requests use it.
 */
import { Button, Space } from 'antd';
import { LeaveTypesDocument, useDeleteLeaveTypeMutation, useLeaveTypesQuery, type LeaveTypeFieldsFragment } from './leave.generated';
import { useConfirmDelete } from '../../shared/confirm';
import { deferredPart } from '../../shared/deferred';
import { useFailureToast } from '../../shared/feedback';
import { PageTitle } from '../../shared/PageTitle';
import { TypeTablePage } from '../../shared/TypeTablePage';

// The add and edit dialog opens only on a click: a module of its own.
const LeaveTypeModal = deferredPart(() => import('./LeaveTypeDialog'), 'LeaveTypeModal');

export default function LeaveTypesPage() {
  const confirm = useConfirmDelete();
  const { data, loading, error } = useLeaveTypesQuery({ fetchPolicy: 'cache-and-network' });
  const [remove] = useDeleteLeaveTypeMutation({ refetchQueries: [LeaveTypesDocument] });
  useFailureToast(error, 'load leave types');
  const rows = data?.leaveTypes.items ?? [];
  // A SPEC §7-only upstream answers no per-type rules (null): the editor then offers only the three main fields.
  const rulesOffered = rows.length === 0 || rows.some((t) => t.requiresApproval != null);

  const confirmDelete = (t: LeaveTypeFieldsFragment) =>
    confirm({
      title: 'Delete leave type',
      what: t.leaveName,
      run: () => remove({ variables: { id: t.id } }),
      success: 'Leave type deleted',
      failure: 'Failed to delete the leave type',
    });

  return (
    <TypeTablePage<LeaveTypeFieldsFragment>
      title={<PageTitle>Leave types</PageTitle>}
      entity="leave types"
      addLabel="Add leave type"
      rows={rows}
      loading={loading}
      columns={[
        { title: 'Name', dataIndex: 'leaveName' },
        { title: 'Yearly limit (days)', dataIndex: 'yearlyLimit' },
        { title: 'Monthly fraction (days per month)', dataIndex: 'monthlyFraction', render: (v: number) => (v > 0 ? v : 'All on January 1') },
      ]}
      rowActions={(t, edit) => (
        <Space>
          <Button size="small" onClick={edit}>
            Edit
          </Button>
          <Button size="small" danger onClick={() => confirmDelete(t)}>
            Delete
          </Button>
        </Space>
      )}
      dialog={(editing, close) => editing && <LeaveTypeModal type={editing === 'new' ? null : editing} rules={rulesOffered} onClose={close} />}
    />
  );
}
