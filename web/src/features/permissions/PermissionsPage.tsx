/**
 * `/main/permissions` (admins: CEO or head of HR; account menu "permissions"): grant the catalogue's permissions
 * (MANAGE_LEAVE_REQUESTS, MANAGE_GOALS) to managers, and revoke them behind a confirmation. Server-paged, filtered
 * by permission and holder.
 */
import { useState } from 'react';
import { Button, Card, Flex, Form } from 'antd';
import { Select } from '../../shared/deferred';
// The people picker's select loads after the first paint (an empty box of its width meanwhile), like the list's filters.
import { PersonFilter as PersonPicker } from '../../shared/PersonFilter';
import {
  ManagerPermissionsDocument,
  useGrantManagerPermissionMutation,
  useRevokeManagerPermissionMutation,
  type ManagerPermissionName,
  type PermissionGrantRowFragment,
} from './permissions.generated';
import { rules } from '../../shared/formRules';
import { useConfirm } from '../../shared/confirm';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { PageTitle } from '../../shared/PageTitle';
import { PageForm } from '../../shared/PageForm';
import { SearchFilter } from '../../shared/filters';
import { PERMISSION_HELP, PERMISSION_LABELS } from './labels';
import { permissionColumns } from './columns';
import type { ManagerPermissionSortKey } from '../../generated/graphql';

const PERMISSIONS = Object.keys(PERMISSION_LABELS) as ManagerPermissionName[];

export default function PermissionsPage() {
  const confirm = useConfirm();
  const [version, setVersion] = useState(0);
  const [filters, setFilters] = useState<{ permission?: ManagerPermissionName; search?: string }>({});
  const [grant] = useGrantManagerPermissionMutation();
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
        <PageForm<{ employeeId: string; permission: ManagerPermissionName }>
          save={(values) => grant({ variables: values })}
          success="Permission granted"
          failure="An error has occured while creating!"
          reset
          onSaved={() => setVersion((v) => v + 1)}
          submitText="Grant"
          layout="inline"
          style={{ rowGap: 12 }}
        >
          <Form.Item name="employeeId" label="Manager" rules={[rules.requiredSelect('Manager')]}>
            <PersonPicker purpose="MANAGERS" style={{ width: 260 }} placeholder="Choose a manager" aria-label="Manager" />
          </Form.Item>
          <Form.Item name="permission" label="Permission" rules={[rules.requiredSelect('Permission')]}>
            <Select
              style={{ width: 240 }}
              aria-label="Permission"
              placeholder="Choose a permission"
              options={PERMISSIONS.map((p) => ({ value: p, label: PERMISSION_LABELS[p], title: PERMISSION_HELP[p] }))}
            />
          </Form.Item>
        </PageForm>
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
