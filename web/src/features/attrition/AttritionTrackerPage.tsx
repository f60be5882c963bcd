/**
 * `/main/attrition-tracker` (CEO, HR): every attrition, filtered by employee, type, state and last working day,
 * paged and sorted on the server, with a CSV export. Each row opens its exit interview; an attrition that is not
 * cancelled can be cancelled after a confirmation (the person is a current employee again). Below the table: the
 * attrition analytics of the last 12 months (AttritionAnalyticsCard; its charts load lazily).
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, Flex, Space } from 'antd';
import { AttritionsDocument, useAttritionTypesQuery, useCancelAttritionMutation, type AttritionRowFragment, type AttritionState } from './attrition.generated';
import { useConfirm } from '../../shared/confirm';
import { FilterSelect, type Period, SearchFilter, labelOptions, periodVariables, useFilters } from '../../shared/filters';
import { PeriodFilter } from '../../shared/PeriodFilter';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { LinkButton } from '../../shared/LinkButton';
import { deferred } from '../../shared/deferred';
import { PageTitle } from '../../shared/PageTitle';
import { attritionColumns, STATE_LABELS } from './columns';
import { href } from '../../shared/paths';
import type { AttritionSortKey } from '../../generated/graphql';

// The analytics card below the list (its figures, rows and columns) comes after the list's first paint.
const AttritionAnalyticsCard = deferred(() => import('./AttritionAnalyticsCard'));

interface Filters {
  search?: string;
  attritionTypeId?: string;
  state?: AttritionState;
  period?: Period;
}

export default function AttritionTrackerPage() {
  const confirm = useConfirm();
  const { filters, setFilter } = useFilters<Filters>();
  const [version, setVersion] = useState(0);
  const types = useAttritionTypesQuery();
  const [cancel] = useCancelAttritionMutation();

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

  const columns: PagedColumn<AttritionRowFragment, AttritionSortKey>[] = [
    ...attritionColumns,
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      width: 200,
      render: (_: unknown, row: AttritionRowFragment) => (
        <Space>
          <Link
            to={href('attritions/:id/exit-interview', { id: row.id })}
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
      <Card title={<PageTitle>Attrition tracker</PageTitle>} extra={<LinkButton to={href('add-attrition')}>Record attrition</LinkButton>}>
        <PagedTable
          entity="attritions"
          document={AttritionsDocument}
          pageOf={(d) => d.attritions}
          variables={{
            search: filters.search || null,
            attritionTypeId: filters.attritionTypeId ?? null,
            state: filters.state ?? null,
            ...periodVariables(filters.period),
          }}
          columns={columns}
          version={version}
          defaultSort={{ sortBy: 'createdAt', sortDir: 'DESC' }}
          exportName="attritions.csv"
          scroll={{ x: 1200 }}
          toolbar={
            <>
              <SearchFilter label="Search employee" placeholder="Employee name or RES ID" onSearch={(v) => setFilter({ search: v })} />
              <FilterSelect
                label="Attrition type"
                placeholder="Type"
                width={170}
                options={(types.data?.attritionTypes.items ?? []).map((t) => ({ value: t.id, label: t.name }))}
                onChange={(attritionTypeId) => setFilter({ attritionTypeId })}
              />
              <FilterSelect label="State" options={labelOptions(STATE_LABELS)} onChange={(state) => setFilter({ state })} />
              <PeriodFilter label="Last working day" onChange={(period) => setFilter({ period })} />
            </>
          }
        />
      </Card>
      <AttritionAnalyticsCard />
    </Flex>
  );
}
