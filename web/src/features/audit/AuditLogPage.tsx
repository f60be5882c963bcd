/**
 * `/main/auditLog` (CEO, HR, admin; Headcount menu): who changed what and when, searched by person, who acted,
 * record type, field and period, with the CSV export of the search. Pay and personal values the reader may not
 * read come as "hidden" (the server masks them).
 */
import { Card } from 'antd';
import { AuditLogDocument } from './audit.generated';
import { auditColumns } from './columns';
import { ENTITY_LABELS } from './entities';
import { PagedTable } from '../../shared/PagedTable';
import { PageTitle } from '../../shared/PageTitle';
import { PersonFilter } from '../../shared/PersonFilter';
import { PeriodFilter } from '../../shared/PeriodFilter';
import { FilterSelect, labelOptions, SearchFilter, periodVariables, useFilters, type Period } from '../../shared/filters';

interface Filters {
  employeeId?: string;
  actorId?: string;
  entity?: string;
  field?: string;
  period?: Period;
}

export default function AuditLogPage() {
  const { filters, setFilter } = useFilters<Filters>();
  const { startDate, endDate } = periodVariables(filters.period);
  return (
    <Card title={<PageTitle>Audit log</PageTitle>}>
      <PagedTable
        entity="audit entries"
        document={AuditLogDocument}
        pageOf={(d) => d.auditLog}
        variables={{
          employeeId: filters.employeeId ?? null,
          actorId: filters.actorId ?? null,
          entity: filters.entity ?? null,
          field: filters.field || null,
          from: startDate ?? null,
          to: endDate ?? null,
        }}
        columns={auditColumns}
        defaultSort={{ sortBy: 'at', sortDir: 'DESC' }}
        exportName="audit-log.csv"
        scroll={{ x: 1100 }}
        toolbar={
          <>
            <PersonFilter
              purpose="EMPLOYEES"
              style={{ width: 220 }}
              placeholder="Person"
              aria-label="Person"
              allowClear
              onChange={(employeeId: string | null) => setFilter({ employeeId: employeeId ?? undefined })}
            />
            <PersonFilter
              purpose="EMPLOYEES"
              style={{ width: 220 }}
              placeholder="Changed by"
              aria-label="Changed by"
              allowClear
              onChange={(actorId: string | null) => setFilter({ actorId: actorId ?? undefined })}
            />
            <FilterSelect label="Record" options={labelOptions(ENTITY_LABELS)} onChange={(entity) => setFilter({ entity })} />
            <SearchFilter label="Field" placeholder="Field, e.g. role_title" width={200} onSearch={(field) => setFilter({ field: field.trim() })} />
            <PeriodFilter label="Period" onChange={(period) => setFilter({ period })} />
          </>
        }
      />
    </Card>
  );
}
