/**
 * `/main/onboarding-candidates/:type?` (CEO, HR): the onboarding tracker, one view per stage (awaiting onboarding,
 * onboarded, removed: a segmented switch like the other trackers' views; antd's Tabs cost 25 KB), filtered by ticket
 * number; onboard (creates the employee) and remove behind confirmations.
 */
import { useState } from 'react';
import { Button, Card, Flex, Segmented } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { OnboardingCandidatesDocument, useRemoveOnboardingCandidateMutation, type InterviewFieldsFragment } from './recruitment.generated';
import { useConfirm } from '../../shared/confirm';
import { deferredPart } from '../../shared/deferred';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { PageTitle } from '../../shared/PageTitle';
import { SearchFilter } from '../../shared/filters';
import { interviewColumns } from './interviewColumns';
import { ONBOARDING_TYPES } from './labels';
import { href } from '../../shared/paths';
import type { InterviewSortKey } from '../../generated/graphql';

/** The onboarding dialog (a form with pickers) loads after the page's first paint: it opens only on a row's action. */
const OnboardModal = deferredPart(() => import('./OnboardModal'), 'OnboardModal');

export default function OnboardingCandidatesPage() {
  const { type: param } = useParams();
  const type = ONBOARDING_TYPES.some((t) => t.value === param) ? param! : 'pending';
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [ticket, setTicket] = useState('');
  const [version, setVersion] = useState(0);
  const [onboarding, setOnboarding] = useState<InterviewFieldsFragment | null>(null);
  const [remove] = useRemoveOnboardingCandidateMutation();

  const confirmRemove = (i: InterviewFieldsFragment) =>
    confirm({
      title: type === 'pending' ? 'Remove from onboarding' : 'Put back on the passed interviews tracker',
      content:
        type === 'pending'
          ? `Are you sure you want to remove ${i.candidate?.fullName} from onboarding?`
          : `Are you sure you want to put ${i.candidate?.fullName} back on the passed interviews tracker?`,
      okText: type === 'pending' ? 'Remove' : 'Put back',
      danger: type === 'pending',
      run: () => remove({ variables: { type, id: i.id } }),
      success: type === 'pending' ? 'Removed from onboarding' : 'Back on the passed interviews tracker',
      failure: 'Failed to remove the candidate from onboarding',
      then: () => setVersion((v) => v + 1),
    });

  const confirmOnboard = (i: InterviewFieldsFragment) => setOnboarding(i);

  const columns: PagedColumn<InterviewFieldsFragment, InterviewSortKey>[] = [
    ...interviewColumns,
    ...(type === 'onboarded'
      ? []
      : [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, i: InterviewFieldsFragment) => (
              <Flex gap={8} wrap>
                {type === 'pending' && (
                  <>
                    <Button size="small" type="primary" onClick={() => confirmOnboard(i)}>
                      Onboard
                    </Button>
                    <Link to={href('candidate-missing-details/:candidateId/missing_data', { candidateId: i.candidateId })}>
                      <Button size="small">Missing data</Button>
                    </Link>
                  </>
                )}
                <Button size="small" danger={type === 'pending'} onClick={() => confirmRemove(i)}>
                  {type === 'pending' ? 'Remove' : 'Put back'}
                </Button>
              </Flex>
            ),
          },
        ]),
  ];

  return (
    <Card title={<PageTitle>Onboarding Tracker</PageTitle>} extra={<Link to={href('passedInterviewsTracker')}>Passed interviews</Link>}>
      <Segmented
        aria-label="Stage"
        value={type}
        onChange={(key) => navigate(href('onboarding-candidates/:type', { type: key }))}
        options={ONBOARDING_TYPES}
        style={{ marginBottom: 16 }}
      />
      <PagedTable
        key={type}
        entity="onboarding candidates"
        document={OnboardingCandidatesDocument}
        pageOf={(d) => d.onboardingCandidates}
        variables={{ type, ticketNumber: ticket || null }}
        columns={columns}
        version={version}
        exportName={`onboarding_${type}.csv`}
        scroll={{ x: 'max-content' }}
        toolbar={<SearchFilter label="Ticket number" width={220} onSearch={setTicket} />}
      />
      <OnboardModal
        interview={onboarding}
        onClose={() => setOnboarding(null)}
        onDone={() => {
          setOnboarding(null);
          setVersion((v) => v + 1);
        }}
      />
    </Card>
  );
}
