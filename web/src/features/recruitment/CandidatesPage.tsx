/**
 * `/main/candidates` (CEO, HR): every candidate, server-paged and sorted, filtered by search, type, source, contacted,
 * VN feedback and the period they were added in; CSV export of the current filter and a CSV import with its template.
 */
import { useState } from 'react';
import { Button, Card, Flex, Segmented } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link } from 'react-router-dom';
import { CandidatesDocument, useImportCandidatesMutation } from './recruitment.generated';
import { uploadContext } from '../../shared/uploadFetch';
import { CsvImport, RangePicker, Select } from '../../shared/deferred';
import { toIsoDate } from '../../shared/format';
import { PagedTable } from '../../shared/PagedTable';
import { PageTitle } from '../../shared/PageTitle';
import { SearchFilter } from '../../shared/filters';
import { candidateColumns } from './CandidateColumns';
import { PipelineBoard } from './PipelineBoard';
import { FunnelView } from './FunnelView';
import { CANDIDATE_TYPES, FEEDBACK, SOURCES, YES_NO } from './labels';
import { href } from '../../shared/paths';

const TEMPLATE = [
  'full_name',
  'national_id',
  'contact_number',
  'contact_email',
  'nationality',
  'city_of_residence',
  'military_status',
  'educational_status',
  'marital_status',
  'is_contacted',
  'vn_evaluation_feedback',
  'type',
  'source',
  'external_source',
  'referred_by_res_id',
  'sourced_by_res_id',
];

export default function CandidatesPage() {
  const [search, setSearch] = useState('');
  const [type, setType] = useState<string>();
  const [source, setSource] = useState<string>();
  const [isContacted, setIsContacted] = useState<string>();
  const [feedback, setFeedback] = useState<string>();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [version, setVersion] = useState(0);
  const [importCandidates] = useImportCandidatesMutation();
  const [view, setView] = useState<'List' | 'Pipeline' | 'Funnel'>('List');

  return (
    <Flex vertical gap={24}>
      <Card
        title={<PageTitle>Candidates</PageTitle>}
        extra={
          <Link to={href('candidates/add')}>
            <Button type="primary">Add candidate</Button>
          </Link>
        }
      >
        <Segmented<'List' | 'Pipeline' | 'Funnel'> options={['List', 'Pipeline', 'Funnel']} value={view} onChange={setView} style={{ marginBottom: 16 }} />
        {view === 'Funnel' ? (
          <FunnelView />
        ) : view === 'Pipeline' ? (
          <Flex vertical gap={12}>
            <Flex gap={12} wrap>
              <SearchFilter label="Search candidates" placeholder="Search name, national ID, phone, email" width={280} onSearch={setSearch} />
              <Select allowClear aria-label="Source" placeholder="Source" style={{ width: 160 }} value={source} onChange={setSource} options={SOURCES} />
              <Select
                allowClear
                aria-label="Position"
                placeholder="Position"
                style={{ width: 200 }}
                value={type}
                onChange={setType}
                options={CANDIDATE_TYPES.map((t) => ({ value: t, label: t }))}
              />
            </Flex>
            <PipelineBoard search={search || null} source={source ?? null} type={type ?? null} />
          </Flex>
        ) : (
          <PagedTable
            entity="candidates"
            document={CandidatesDocument}
            pageOf={(d) => d.candidates}
            variables={{
              search: search || null,
              type: type ?? null,
              source: source ?? null,
              isContacted: isContacted ?? null,
              vnEvaluationFeedback: feedback ?? null,
              createdStart: toIsoDate(range?.[0]),
              createdEnd: toIsoDate(range?.[1]),
            }}
            columns={candidateColumns}
            defaultSort={{ sortBy: 'createdAt', sortDir: 'DESC' }}
            version={version}
            exportName="candidates.csv"
            scroll={{ x: 'max-content' }}
            toolbar={
              <Flex gap={12} wrap align="center">
                <SearchFilter label="Search candidates" placeholder="Search name, national ID, phone, email" width={280} onSearch={setSearch} />
                <Select
                  allowClear
                  aria-label="Type"
                  placeholder="Type"
                  style={{ width: 200 }}
                  value={type}
                  onChange={setType}
                  options={CANDIDATE_TYPES.map((t) => ({ value: t, label: t }))}
                />
                <Select allowClear aria-label="Source" placeholder="Source" style={{ width: 160 }} value={source} onChange={setSource} options={SOURCES} />
                <Select
                  allowClear
                  aria-label="Contacted"
                  placeholder="Contacted"
                  style={{ width: 130 }}
                  value={isContacted}
                  onChange={setIsContacted}
                  options={YES_NO}
                />
                <Select
                  allowClear
                  aria-label="VN feedback"
                  placeholder="VN feedback"
                  style={{ width: 150 }}
                  value={feedback}
                  onChange={setFeedback}
                  options={FEEDBACK}
                />
                <RangePicker format="DD/MM/YYYY" value={range} onChange={(v) => setRange(v)} placeholder={['Added from', 'Added to']} style={{ width: 260 }} />
              </Flex>
            }
          />
        )}
      </Card>
      <Card title="Import candidates from CSV">
        <CsvImport
          hint="One candidate a row. Columns as in the template; referred_by_res_id is required for source referral (an active employee outside HR)."
          template={{ filename: 'candidates_template.csv', header: TEMPLATE }}
          errorFileName="candidates_errors.csv"
          upload={async (file, progress) => {
            const answer = (await importCandidates({ variables: { file }, context: uploadContext(progress) })).data!.importCandidates;
            return { message: answer.message, failed: answer.failed };
          }}
          onImported={() => setVersion((v) => v + 1)}
        />
      </Card>
    </Flex>
  );
}
