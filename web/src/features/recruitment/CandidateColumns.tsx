/** Columns and tags shared by the candidate tables (list, interviewees tracker). */
import { Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { CandidateFieldsFragment, CandidateSortKey } from '../../generated/graphql';
import type { PagedColumn } from '../../shared/PagedTable';
import { formatDate } from '../../shared/format';
import { DECISIONS, DECISION_COLORS, labelOf, SOURCES, STAGES } from './labels';
import { href } from '../../shared/paths';

export function StageTag({ stage }: { stage: string }) {
  const s = STAGES[stage] ?? { label: stage, color: 'default' };
  return <Tag color={s.color}>{s.label}</Tag>;
}

export function DecisionTag({ decision }: { decision: number | null | undefined }) {
  if (decision == null) return <>—</>;
  return <Tag color={DECISION_COLORS[decision]}>{labelOf(DECISIONS, decision)}</Tag>;
}

export const candidateColumns: PagedColumn<CandidateFieldsFragment, CandidateSortKey>[] = [
  {
    title: 'Name',
    dataIndex: 'fullName',
    sortKey: 'fullName',
    render: (name: string, c) => <Link to={href('candidates/:candidateId', { candidateId: c.id })}>{name}</Link>,
  },
  { title: 'National ID', dataIndex: 'nationalId', render: (v: string | null) => v ?? '' },
  { title: 'Contact number', dataIndex: 'contactNumber', render: (v: string | null) => <span style={{ whiteSpace: 'nowrap' }}>{v ?? ''}</span> },
  { title: 'Email', dataIndex: 'contactEmail', render: (v: string | null) => v ?? '' },
  { title: 'City', dataIndex: 'cityOfResidence', sortKey: 'cityOfResidence', render: (v: string | null) => v ?? '' },
  { title: 'Source', dataIndex: 'source', sortKey: 'source', render: (v: string) => labelOf(SOURCES, v), csv: (c) => labelOf(SOURCES, c.source) },
  {
    title: 'Referred by',
    dataIndex: ['referrer', 'name'],
    csv: (c) => c.referrer?.name ?? '',
    render: (_: unknown, c) => c.referrer?.name ?? (c.sourcer ? `Sourced by ${c.sourcer.name}` : ''),
  },
  { title: 'Contacted', dataIndex: 'isContacted', render: (v: string) => (v === 'yes' ? 'Yes' : 'No') },
  {
    title: 'Latest interview',
    sortKey: 'latestInterviewDate',
    csv: (c) => (c.latestInterview ? `${formatDate(c.latestInterview.interviewDate)} ${labelOf(DECISIONS, c.latestInterview.hiringDecision)}` : ''),
    render: (_: unknown, c) =>
      c.latestInterview ? (
        <span style={{ whiteSpace: 'nowrap' }}>
          {formatDate(c.latestInterview.interviewDate)} <DecisionTag decision={c.latestInterview.hiringDecision} />
        </span>
      ) : (
        '—'
      ),
  },
  { title: 'Stage', dataIndex: 'stage', sortKey: 'stage', render: (s: string) => <StageTag stage={s} />, csv: (c) => STAGES[c.stage]?.label ?? c.stage },
  { title: 'Added', dataIndex: 'createdAt', sortKey: 'createdAt', render: (d: string) => formatDate(d), csv: (c) => formatDate(c.createdAt) },
];
