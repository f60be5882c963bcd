/** The grant list's columns, shared by the admins' page and one's own: a module of its own, so My Permissions does not load the grant form. */
import { Tag } from 'antd';
import type { ManagerPermissionName, PermissionGrantRowFragment } from './permissions.generated';
import { formatDate } from '../../shared/format';
import type { PagedColumn } from '../../shared/PagedTable';
import { PERMISSION_LABELS } from './labels';
import type { ManagerPermissionSortKey } from '../../generated/graphql';

export const permissionColumns: PagedColumn<PermissionGrantRowFragment, ManagerPermissionSortKey>[] = [
  { title: 'Manager', dataIndex: ['employee', 'name'], sortKey: 'employeeName' },
  { title: 'RES ID', dataIndex: 'resId' },
  {
    title: 'Permission',
    dataIndex: 'permission',
    sortKey: 'permission',
    render: (p: ManagerPermissionName, row) => (
      <>
        {PERMISSION_LABELS[p]} {!row.canManage && <Tag>inactive: not a manager</Tag>}
      </>
    ),
    csv: (r) => PERMISSION_LABELS[r.permission],
  },
  { title: 'Granted by', dataIndex: 'grantedByName' },
  { title: 'Granted', dataIndex: 'grantedAt', sortKey: 'grantedAt', render: formatDate, csv: (r) => formatDate(r.grantedAt) },
];
