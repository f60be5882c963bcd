/** `/main/manager-attritions` (managers): the attritions of the caller's reporting line, direct and indirect. */
import { useState } from 'react';
import { Card, Input, Select } from 'antd';
import { TeamAttritionsDocument, type AttritionState } from './attrition.generated';
import { PagedTable } from '../../shared/PagedTable';
import { PageTitle } from '../../shared/PageTitle';
import { attritionColumns, STATE_LABELS } from './columns';

export default function ManagerAttritionsPage() {
  const [search, setSearch] = useState('');
  const [state, setState] = useState<AttritionState | undefined>();
  return (
    <Card title={<PageTitle>Team attritions</PageTitle>}>
      <PagedTable
        entity="attritions in your team"
        document={TeamAttritionsDocument}
        pageOf={(d) => d.teamAttritions}
        variables={{ search: search || null, state: state ?? null }}
        columns={attritionColumns}
        defaultSort={{ sortBy: 'lastWorkingDay', sortDir: 'DESC' }}
        exportName="team-attritions.csv"
        scroll={{ x: 1100 }}
        toolbar={
          <>
            <Input.Search allowClear placeholder="Employee name or RES ID" style={{ width: 240 }} onSearch={setSearch} aria-label="Search employee" />
            <Select
              allowClear
              placeholder="State"
              style={{ width: 150 }}
              aria-label="State"
              options={(Object.keys(STATE_LABELS) as AttritionState[]).map((s) => ({ value: s, label: STATE_LABELS[s] }))}
              onChange={setState}
            />
          </>
        }
      />
    </Card>
  );
}
