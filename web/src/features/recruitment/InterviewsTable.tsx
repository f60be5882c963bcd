/** A candidate's interviews (server-paged), each linking to its scorecard. */
import { Link } from 'react-router-dom';
import { CandidateInterviewsDocument, type InterviewFieldsFragment } from './recruitment.generated';
import { formatDate } from '../../shared/format';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { DecisionTag } from './CandidateColumns';
import { EMPLOYMENT_TYPES, labelOf } from './labels';
import { PassMarkVerdict, passMarkText } from './PassMark';
import { href } from '../../shared/paths';
import type { InterviewSortKey } from '../../generated/graphql';

export function InterviewsTable({ candidateId, version }: { candidateId: string; version?: number }) {
  const columns: PagedColumn<InterviewFieldsFragment, InterviewSortKey>[] = [
    {
      title: 'Date',
      dataIndex: 'interviewDate',
      sortKey: 'interviewDate',
      render: (d: string, i) => <Link to={href('candidates/:candidateId/interviews/:interviewId', { candidateId, interviewId: i.id })}>{formatDate(d)}</Link>,
    },
    {
      title: 'Decision',
      dataIndex: 'hiringDecision',
      sortKey: 'hiringDecision',
      render: (d: number) => <DecisionTag decision={d} />,
      csv: (i) => i.hiringDecisionTitle,
    },
    {
      title: 'English average and pass mark',
      dataIndex: 'englishAverage',
      render: (v: number | null, i) => <PassMarkVerdict average={v} mark={i.passMark} />,
      csv: (i) => passMarkText(i.englishAverage, i.passMark),
    },
    {
      title: 'Typing',
      render: (_: unknown, i) =>
        i.interviewTypeSpecific?.typingSpeed != null ? `${i.interviewTypeSpecific.typingSpeed} wpm, ${i.interviewTypeSpecific.typingAccuracy ?? '—'}%` : '—',
    },
    { title: 'Employment', dataIndex: 'employmentType', render: (v: string | null) => labelOf(EMPLOYMENT_TYPES, v) },
    { title: 'Ticket', dataIndex: 'ticketNumber', sortKey: 'ticketNumber', render: (v: string | null) => v ?? '' },
    {
      title: 'Onboarding',
      render: (_: unknown, i) => (i.onboarded === 'yes' ? 'Onboarded' : i.onboarded === 'no' ? 'Removed' : i.trackedForOnboarding ? 'Tracked' : '—'),
    },
  ];
  return (
    <PagedTable
      entity="interviews"
      document={CandidateInterviewsDocument}
      pageOf={(d) => d.candidateInterviews}
      variables={{ candidateId }}
      columns={columns}
      version={version}
      scroll={{ x: 'max-content' }}
    />
  );
}
