/** Columns of the interview trackers (passed interviews, onboarding). */
import { Link } from 'react-router-dom';
import type { InterviewFieldsFragment, InterviewSortKey } from '../../generated/graphql';
import { formatDate } from '../../shared/format';
import type { PagedColumn } from '../../shared/PagedTable';
import { EMPLOYMENT_TYPES, EXPERIENCE_LEVELS, labelOf } from './labels';
import { PassMarkVerdict, passMarkText } from './PassMark';
import { href } from '../../shared/paths';

export const interviewColumns: PagedColumn<InterviewFieldsFragment, InterviewSortKey>[] = [
  {
    title: 'Candidate',
    dataIndex: ['candidate', 'fullName'],
    sortKey: 'candidateName',
    render: (name: string, i) => <Link to={href('candidates/:candidateId', { candidateId: i.candidateId })}>{name}</Link>,
  },
  {
    title: 'Interview date',
    dataIndex: 'interviewDate',
    sortKey: 'interviewDate',
    render: (d: string, i) => (
      <Link to={href('candidates/:candidateId/interviews/:interviewId', { candidateId: i.candidateId, interviewId: i.id })}>{formatDate(d)}</Link>
    ),
    csv: (i) => formatDate(i.interviewDate),
  },
  { title: 'Ticket number', dataIndex: 'ticketNumber', sortKey: 'ticketNumber', render: (v: string | null) => v ?? '' },
  { title: 'Employment', dataIndex: 'employmentType', render: (v: string | null) => labelOf(EMPLOYMENT_TYPES, v) },
  { title: 'Experience', dataIndex: 'experienceLevel', render: (v: string | null) => labelOf(EXPERIENCE_LEVELS, v) },
  {
    title: 'English average and pass mark',
    dataIndex: 'englishAverage',
    render: (v: number | null, i) => <PassMarkVerdict average={v} mark={i.passMark} />,
    csv: (i) => passMarkText(i.englishAverage, i.passMark),
  },
];
