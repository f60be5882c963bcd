/** `/main/manager-attritions` (managers): the attritions of the caller's reporting line, direct and indirect. */
import { useState } from 'react';
import { Card } from 'antd';
import { TeamAttritionsDocument, type AttritionState } from './attrition.generated';
import { FilterSelect, SearchFilter, labelOptions } from '../../shared/filters';
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
            <SearchFilter label="Search employee" placeholder="Employee name or RES ID" onSearch={setSearch} />
            <FilterSelect label="State" options={labelOptions(STATE_LABELS)} onChange={setState} />
          </>
        }
      />
    </Card>
  );
}
