/**
 * `/main/passedInterviewsTracker` (CEO, HR): each candidate's latest accepted interview not yet onboarded; select the
 * untracked ones and track them for onboarding (they then appear on the onboarding tracker). HR changes the pass mark
 * of the English average here (PassMarkForm.tsx); every interview's verdict follows it.
 */
import { useState } from 'react';
import { Button, Card, Flex, Segmented, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { LatestAcceptedInterviewsDocument, useTrackForOnboardingMutation, type InterviewFieldsFragment } from './recruitment.generated';
import { notifySuccess, showError } from '../../shared/notify';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { PageTitle } from '../../shared/PageTitle';
import { SearchFilter } from '../../shared/filters';
import { deferredPart } from '../../shared/deferred';
import { interviewColumns } from './interviewColumns';
import { href } from '../../shared/paths';
import type { InterviewSortKey } from '../../generated/graphql';

/** HR's pass mark form (antd's Form) after the first paint; it shows nothing before the settings answer anyway. */
const PassMarkForm = deferredPart(() => import('./PassMarkForm'), 'PassMarkForm');

type View = 'Not tracked' | 'Tracked' | 'All';
const TRACKED: Record<View, boolean | null> = { 'Not tracked': false, Tracked: true, All: null };

export default function PassedInterviewsTrackerPage() {
  const [search, setSearch] = useState('');
  const [view, setView] = useState<View>('Not tracked');
  const [selected, setSelected] = useState<string[]>([]);
  const [version, setVersion] = useState(0);
  const [track, { loading }] = useTrackForOnboardingMutation();

  const columns: PagedColumn<InterviewFieldsFragment, InterviewSortKey>[] = [
    ...interviewColumns,
    {
      title: 'Onboarding',
      dataIndex: 'trackedForOnboarding',
      render: (t: boolean) => (t ? <Tag color="cyan">Tracked</Tag> : <Tag>Not tracked</Tag>),
      csv: (i) => (i.trackedForOnboarding ? 'Tracked' : 'Not tracked'),
    },
  ];

  const onTrack = async () => {
    try {
      const { data } = await track({ variables: { interviewIds: selected } });
      notifySuccess(data!.trackForOnboarding.message);
      setSelected([]);
      setVersion((v) => v + 1);
    } catch (e) {
      showError(e, 'Failed to track the interviews for onboarding');
    }
  };

  return (
    <Card
      title={<PageTitle>Passed Interviews Tracker</PageTitle>}
      extra={<Link to={href('onboarding-candidates/:type', { type: 'pending' })}>Onboarding tracker</Link>}
    >
      <Flex vertical gap={16}>
        <PassMarkForm onSaved={() => setVersion((v) => v + 1)} />
        <Segmented<View>
          options={['Not tracked', 'Tracked', 'All']}
          value={view}
          onChange={(v) => {
            setView(v);
            setSelected([]);
          }}
        />
        <PagedTable
          entity="passed interviews"
          document={LatestAcceptedInterviewsDocument}
          pageOf={(d) => d.latestAcceptedInterviews}
          variables={{ search: search || null, tracked: TRACKED[view] }}
          columns={columns}
          version={version}
          exportName="passed_interviews.csv"
          scroll={{ x: 'max-content' }}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(String)),
            getCheckboxProps: (i: InterviewFieldsFragment) => ({
              disabled: i.trackedForOnboarding,
              'aria-label': `Select ${i.candidate?.fullName ?? 'interview'}`,
            }),
          }}
          toolbar={
            <Flex gap={12} wrap align="center">
              <SearchFilter label="Search passed interviews" placeholder="Search candidate or ticket" width={260} onSearch={setSearch} />
              <Button type="primary" disabled={selected.length === 0} loading={loading} onClick={onTrack}>
                Track for onboarding{selected.length ? ` (${selected.length})` : ''}
              </Button>
            </Flex>
          }
        />
      </Flex>
    </Card>
  );
}
