/**
 * `/main/permissions` (admins: CEO or head of HR; account menu "permissions"): grant the catalogue's permissions
 * (MANAGE_LEAVE_REQUESTS, MANAGE_GOALS) to managers, and revoke them behind a confirmation. Server-paged, filtered
 * by permission and holder.
 */
import { useState } from 'react';
import { Button, Card, Flex } from 'antd';
import { deferredPart, Select } from '../../shared/deferred';
import {
  ManagerPermissionsDocument,
  useRevokeManagerPermissionMutation,
  type ManagerPermissionName,
  type PermissionGrantRowFragment,
} from './permissions.generated';
import { useConfirm } from '../../shared/confirm';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { PageTitle } from '../../shared/PageTitle';
import { SearchFilter } from '../../shared/filters';
import { PERMISSION_LABELS, PERMISSIONS } from './labels';
import { permissionColumns } from './columns';
import type { ManagerPermissionSortKey } from '../../generated/graphql';

// The grant form (a form, the people picker) loads after the first paint: the list is what the page opens on.
const GrantPermissionForm = deferredPart(() => import('./GrantPermissionForm'), 'GrantPermissionForm');

export default function PermissionsPage() {
  const confirm = useConfirm();
  const [version, setVersion] = useState(0);
  const [filters, setFilters] = useState<{ permission?: ManagerPermissionName; search?: string }>({});
  const [revoke] = useRevokeManagerPermissionMutation();

  const onRevoke = (row: PermissionGrantRowFragment) =>
    confirm({
      title: 'Revoke permission',
      content: `Are you sure you want to revoke ${PERMISSION_LABELS[row.permission]} from ${row.employee?.name}?`,
      okText: 'Revoke',
      danger: true,
      run: () => revoke({ variables: { id: row.id, employeeId: row.employeeId } }),
      success: 'Permission revoked',
      failure: 'An error has occured while deleting!',
      then: () => setVersion((v) => v + 1),
    });

  const columns: PagedColumn<PermissionGrantRowFragment, ManagerPermissionSortKey>[] = [
    ...permissionColumns,
    {
      title: '',
      key: 'actions',
      render: (_: unknown, row) => (
        <Button
          size="small"
          danger
          type="text"
          onClick={() => onRevoke(row)}
          aria-label={`Revoke ${PERMISSION_LABELS[row.permission]} from ${row.employee?.name}`}
        >
          Revoke
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={24}>
      <Card title={<PageTitle>Manager permissions</PageTitle>}>
        <GrantPermissionForm onGranted={() => setVersion((v) => v + 1)} />
      </Card>
      <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>Granted permissions</h2>}>
        <PagedTable
          entity="manager permissions"
          document={ManagerPermissionsDocument}
          pageOf={(d) => d.managerPermissions}
          variables={{ permission: filters.permission ?? null, search: filters.search || null }}
          columns={columns}
          version={version}
          exportName="manager-permissions.csv"
          toolbar={
            <>
              <SearchFilter
                label="Search managers"
                placeholder="Manager name or RES ID"
                width={220}
                onSearch={(search) => setFilters((f) => ({ ...f, search }))}
              />
              <Select
                allowClear
                placeholder="Permission"
                style={{ width: 220 }}
                aria-label="Filter by permission"
                options={PERMISSIONS.map((p) => ({ value: p, label: PERMISSION_LABELS[p] }))}
                onChange={(permission) => setFilters((f) => ({ ...f, permission }))}
              />
            </>
          }
        />
      </Card>
    </Flex>
  );
}
