/** `/main/intervieweesTracker` (CEO, HR): candidates to interview (not onboarded, latest interview not accepted). */
import { useState } from 'react';
import { Button, Card } from 'antd';
import { Link } from 'react-router-dom';
import { InterviewableCandidatesDocument, type CandidateFieldsFragment } from './recruitment.generated';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { PageTitle } from '../../shared/PageTitle';
import { SearchFilter } from '../../shared/filters';
import { candidateColumns } from './CandidateColumns';
import { href } from '../../shared/paths';
import type { CandidateSortKey } from '../../generated/graphql';

const KEEP = new Set(['Name', 'Contact number', 'City', 'Source', 'Contacted', 'Latest interview', 'Stage']);

export default function IntervieweesTrackerPage() {
  const [search, setSearch] = useState('');
  const columns: PagedColumn<CandidateFieldsFragment, CandidateSortKey>[] = [
    ...candidateColumns.filter((c) => KEEP.has(String(c.title))),
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, c) => (
        <Link to={href('candidates/:candidateId/interviews', { candidateId: c.id })}>
          <Button size="small" type="primary">
            Record interview
          </Button>
        </Link>
      ),
    },
  ];
  return (
    <Card title={<PageTitle>Interviewees Tracker</PageTitle>}>
      <PagedTable
        entity="interviewees"
        document={InterviewableCandidatesDocument}
        pageOf={(d) => d.interviewableCandidates}
        variables={{ search: search || null }}
        columns={columns}
        defaultSort={{ sortBy: 'createdAt', sortDir: 'DESC' }}
        exportName="interviewees.csv"
        scroll={{ x: 'max-content' }}
        toolbar={<SearchFilter label="Search interviewees" placeholder="Search name, national ID, phone" width={280} onSearch={setSearch} />}
      />
    </Card>
  );
}
