/**
 * `/main/employees/adjust` (cold-calling head or HR): select agents, then move them to another team and/or manager.
 * The list is the gateway's `adjustableAgents`: it decides whose agents the caller may move (a cold-calling head only
 * their own department's), so the page never re-derives that rule.
 */
import { useState } from 'react';
import { Button, Card, Flex } from 'antd';
import { confirmDialog } from '../../shared/confirm';
import { Select } from '../../shared/deferred';
import { PersonPicker } from '../../shared/PersonPicker';
import { AdjustableAgentsDocument, useAdjustTeamsMutation, type EmployeeRowFragment } from './people.generated';
import { notifySuccess, showError } from '../../shared/notify';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { usePeopleOptions } from './lookups';
import { PageTitle } from '../../shared/PageTitle';
import { SearchFilter } from '../../shared/filters';
import type { EmployeeSortKey } from '../../generated/graphql';

const columns: PagedColumn<EmployeeRowFragment, EmployeeSortKey>[] = [
  { title: 'RES ID', dataIndex: 'resId', sortKey: 'resId' },
  { title: 'Name', dataIndex: 'name', sortKey: 'name' },
  { title: 'Team', dataIndex: ['team', 'teamName'], sortKey: 'teamName' },
  { title: 'Manager', dataIndex: ['manager', 'name'], sortKey: 'managerName', render: (n) => n ?? 'No available manager' },
  { title: 'Department', dataIndex: ['department', 'departmentName'] },
];

export default function AdjustTeamsPage() {
  const options = usePeopleOptions();
  const [search, setSearch] = useState<string>();
  const [fromTeam, setFromTeam] = useState<string>();
  const [selected, setSelected] = useState<string[]>([]);
  const [teamId, setTeamId] = useState<string>();
  const [managerId, setManagerId] = useState<string>();
  const [version, setVersion] = useState(0);
  const [adjust, { loading: saving }] = useAdjustTeamsMutation();

  const onApply = async () => {
    try {
      const { data: answer } = await adjust({ variables: { employeeIds: selected, teamId: teamId ?? null, managerId: managerId ?? null } });
      notifySuccess(`${answer?.adjustTeams.message ?? 'Teams adjusted successfully'} (${answer?.adjustTeams.updatedCount ?? 0})`);
      setSelected([]);
      setVersion((v) => v + 1);
    } catch (err) {
      showError(err, 'Failed to adjust teams');
    }
  };

  return (
    <Card title={<PageTitle>Adjust teams</PageTitle>}>
      <Flex vertical gap={12}>
        <PagedTable
          entity="agents"
          document={AdjustableAgentsDocument}
          pageOf={(d) => d.adjustableAgents}
          variables={{ search, teamId: fromTeam }}
          defaultSort={{ sortBy: 'name', sortDir: 'ASC' }}
          columns={columns}
          version={version}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)), preserveSelectedRowKeys: true }}
          toolbar={
            <>
              <SearchFilter label="Search agents" width={260} onSearch={(v) => setSearch(v.trim() || undefined)} />
              <Select
                allowClear
                placeholder="Current team"
                aria-label="Current team"
                style={{ width: 200 }}
                options={options.teams}
                value={fromTeam}
                onChange={setFromTeam}
              />
            </>
          }
        />
        <Flex gap={8} wrap align="center">
          <span>{selected.length} selected — move to</span>
          <Select allowClear placeholder="New team" aria-label="New team" style={{ width: 200 }} options={options.teams} value={teamId} onChange={setTeamId} />
          <PersonPicker
            purpose="MANAGERS"
            allowClear
            placeholder="New manager"
            aria-label="New manager"
            style={{ width: 260 }}
            value={managerId}
            onChange={(id) => setManagerId(id ?? undefined)}
          />
          <Button
            type="primary"
            loading={saving}
            disabled={selected.length === 0 || (!teamId && !managerId)}
            onClick={() => confirmDialog({ title: `Move ${selected.length} agent(s)?`, okText: 'Move', onOk: onApply })}
          >
            Apply
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
