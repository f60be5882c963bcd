/**
 * `/main/employees/adjust` (cold-calling head or HR): select agents, then move them to another team and/or manager.
 * The upstream limits a cold-calling head to their own department's agents.
 */
import { useState } from 'react';
import { Button, Card, Flex, Input, Popconfirm, Select, Table, type TableColumnsType } from 'antd';
import { useAdjustTeamsMutation, useAgentsQuery, type EmployeeRowFragment } from '../../generated/graphql';
import { notifySuccess, showError } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { usePeopleOptions } from './lookups';
import { emptyText, useFailureToast, usePagedTable } from './usePagedTable';
import { PageTitle } from '../../shared/PageTitle';

export default function AdjustTeamsPage() {
  const table = usePagedTable({ sortBy: 'name', sortDir: 'ASC' });
  const options = usePeopleOptions();
  const [search, setSearch] = useState<string>();
  const [fromTeam, setFromTeam] = useState<string>();
  const [selected, setSelected] = useState<string[]>([]);
  const [teamId, setTeamId] = useState<string>();
  const [managerId, setManagerId] = useState<string>();
  const { user } = useSession();
  // A cold-calling head may only move their own department's agents (HR and managers move anyone): show just those.
  const ownDepartmentOnly = Boolean(user?.roles.coldHead && !user.roles.hr && user.role !== 2);
  const { data, loading, error, refetch } = useAgentsQuery({
    variables: { ...table.variables, search, teamId: fromTeam, departmentId: ownDepartmentOnly ? user?.departmentId : undefined },
    fetchPolicy: 'cache-and-network',
  });
  useFailureToast(error, 'load agents');
  const [adjust, { loading: saving }] = useAdjustTeamsMutation();

  const onApply = async () => {
    try {
      const { data: answer } = await adjust({ variables: { employeeIds: selected, teamId: teamId ?? null, managerId: managerId ?? null } });
      notifySuccess(`${answer?.adjustTeams.message ?? 'Teams adjusted successfully'} (${answer?.adjustTeams.updatedCount ?? 0})`);
      setSelected([]);
      await refetch();
    } catch (err) {
      showError(err, 'Failed to adjust teams');
    }
  };

  const sortable = (key: string) => ({ key, sorter: true, sortOrder: table.sortOrder(key) });
  const columns: TableColumnsType<EmployeeRowFragment> = [
    { title: 'RES ID', dataIndex: 'resId', ...sortable('resId') },
    { title: 'Name', dataIndex: 'name', ...sortable('name') },
    { title: 'Team', dataIndex: ['team', 'teamName'], ...sortable('teamName') },
    { title: 'Manager', dataIndex: ['manager', 'name'], ...sortable('managerName'), render: (n) => n ?? 'No available manager' },
    { title: 'Department', dataIndex: ['department', 'departmentName'] },
  ];

  return (
    <Card title={<PageTitle>Adjust teams</PageTitle>}>
      <Flex vertical gap={12}>
        <Flex gap={8} wrap>
          <Input.Search allowClear placeholder="Search agents" style={{ width: 260 }} onSearch={(v) => { setSearch(v.trim() || undefined); table.firstPage(); }} />
          <Select allowClear placeholder="Current team" aria-label="Current team" style={{ width: 200 }} options={options.teams} value={fromTeam} onChange={(v) => { setFromTeam(v); table.firstPage(); }} />
        </Flex>
        <Table<EmployeeRowFragment>
          rowKey="id"
          size="middle"
          loading={loading}
          columns={columns}
          dataSource={data?.agents.items ?? []}
          pagination={table.pagination(data?.agents.count)}
          onChange={table.onChange as never}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)), preserveSelectedRowKeys: true }}
          locale={{ emptyText: emptyText('agents') }}
        />
        <Flex gap={8} wrap align="center">
          <span>{selected.length} selected — move to</span>
          <Select allowClear placeholder="New team" aria-label="New team" style={{ width: 200 }} options={options.teams} value={teamId} onChange={setTeamId} />
          <Select
            allowClear
            placeholder="New manager"
            aria-label="New manager"
            style={{ width: 260 }}
            options={options.managers}
            showSearch={{ optionFilterProp: 'label' }}
            value={managerId}
            onChange={setManagerId}
          />
          <Popconfirm title={`Move ${selected.length} agent(s)?`} okText="Move" onConfirm={onApply}>
            <Button type="primary" loading={saving} disabled={selected.length === 0 || (!teamId && !managerId)}>
              Apply
            </Button>
          </Popconfirm>
        </Flex>
      </Flex>
    </Card>
  );
}
