/**
 * `/main/attrition-tracker` (CEO, HR): every attrition, filtered by employee, type, state and last working day,
 * paged and sorted on the server, with a CSV export. Each row opens its exit interview; an attrition that is not
 * cancelled can be cancelled after a confirmation (the person is a current employee again). Below the table: the
 * attrition analytics of the last 12 months (AttritionAnalyticsCard; its charts load lazily).
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, DatePicker, Flex, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  AttritionsDocument,
  useAttritionTypesQuery,
  useCancelAttritionMutation,
  type AttritionRowFragment,
  type AttritionState,
} from './attrition.generated';
import { toIsoDate } from '../../shared/format';
import { useConfirm } from '../../shared/confirm';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { PageTitle } from '../../shared/PageTitle';
import AttritionAnalyticsCard from './AttritionAnalyticsCard';
import { attritionColumns, STATE_LABELS } from './columns';

interface Filters {
  search?: string;
  attritionTypeId?: string;
  state?: AttritionState;
  period?: [Dayjs | null, Dayjs | null] | null;
}

export default function AttritionTrackerPage() {
  const confirm = useConfirm();
  const [filters, setFilters] = useState<Filters>({});
  const [version, setVersion] = useState(0);
  const types = useAttritionTypesQuery();
  const [cancel] = useCancelAttritionMutation();
  const setFilter = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));

  const confirmCancel = (row: AttritionRowFragment) =>
    confirm({
      title: 'Cancel attrition',
      content: `Cancel the ${row.attritionTypeName.toLowerCase()} of ${row.employee?.name ?? 'this employee'}? The last working day is cleared and they stay a current employee.`,
      okText: 'Cancel attrition',
      cancelText: 'Keep it',
      danger: true,
      run: () => cancel({ variables: { id: row.id } }),
      success: 'Attrition cancelled',
      failure: 'Failed to cancel the attrition',
      then: () => setVersion((v) => v + 1),
    });

  const columns: PagedColumn<AttritionRowFragment>[] = [
    ...attritionColumns,
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      width: 200,
      render: (_: unknown, row: AttritionRowFragment) => (
        <Space>
          <Link
            to={`/main/attritions/${row.id}/exit-interview`}
            aria-label={`${row.hasExitInterview ? 'Exit interview' : 'Add exit interview'} of ${row.employee?.name ?? ''}`}
          >
            {row.hasExitInterview ? 'Exit interview' : 'Add exit interview'}
          </Link>
          {row.state !== 'CANCELLED' && (
            <Button size="small" danger onClick={() => confirmCancel(row)} aria-label={`Cancel attrition of ${row.employee?.name ?? ''}`}>
              Cancel
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card
        title={<PageTitle>Attrition tracker</PageTitle>}
        extra={
          <Link to="/main/add-attrition">
            <Button type="primary">Record attrition</Button>
          </Link>
        }
      >
        <PagedTable
          entity="attritions"
          document={AttritionsDocument}
          pageOf={(d) => d.attritions}
          variables={{
            search: filters.search || null,
            attritionTypeId: filters.attritionTypeId ?? null,
            state: filters.state ?? null,
            startDate: toIsoDate(filters.period?.[0]),
            endDate: toIsoDate(filters.period?.[1]),
          }}
          columns={columns}
          version={version}
          defaultSort={{ sortBy: 'createdAt', sortDir: 'DESC' }}
          exportName="attritions.csv"
          scroll={{ x: 1200 }}
          toolbar={
            <>
              <Input.Search allowClear placeholder="Employee name or RES ID" style={{ width: 240 }} onSearch={(v) => setFilter({ search: v })} aria-label="Search employee" />
              <Select
                allowClear
                placeholder="Type"
                style={{ width: 170 }}
                aria-label="Attrition type"
                options={(types.data?.attritionTypes.items ?? []).map((t) => ({ value: t.id, label: t.name }))}
                onChange={(attritionTypeId) => setFilter({ attritionTypeId })}
              />
              <Select
                allowClear
                placeholder="State"
                style={{ width: 150 }}
                aria-label="State"
                options={(Object.keys(STATE_LABELS) as AttritionState[]).map((s) => ({ value: s, label: STATE_LABELS[s] }))}
                onChange={(state) => setFilter({ state })}
              />
              <DatePicker.RangePicker format="DD/MM/YYYY" allowEmpty={[true, true]} onChange={(period) => setFilter({ period })} aria-label="Last working day" />
            </>
          }
        />
      </Card>
      <AttritionAnalyticsCard />
    </Flex>
  );
}
