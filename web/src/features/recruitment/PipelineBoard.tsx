/**
 * The candidate pipeline (beyond SPEC): candidates as cards in columns by stage with a count per column.
 * Each card's "Move to" menu (a keyboard-operable button, no dragging needed) performs the real transition:
 * new -> contacted (the candidate is marked contacted); new/contacted/rejected -> interviewing (opens the interview
 * form); interviewing -> accepted or rejected (the latest interview's decision); accepted -> tracked (tracked for
 * onboarding); tracked -> onboarded (the onboarding tracker's onboard dialog) or rejected (removed from onboarding).
 * A card can also be dragged onto a column it may move to (native drag and drop; the columns it may not take are not
 * drop targets), which performs the same move. Each card says how many days it has been in its stage (./stageDays).
 * Filters: search, source and position (candidate type). The board asks for each column's count and first cards only
 * (`candidatePipeline`, decision 0211); a column asks for its next page as its end scrolls into view (or "Show more" is
 * pressed), so the board opens as fast with 5,000 candidates as with 50.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Badge, Button, Card, Col, Empty, Flex, Row, Skeleton } from 'antd';
import { Dropdown } from '../../shared/deferred';
import { confirmDialog } from '../../shared/confirm';
import { Link, useNavigate } from 'react-router-dom';
import {
  CandidatePipelineDocument,
  useCandidatePipelineQuery,
  useRemoveOnboardingCandidateMutation,
  useTrackForOnboardingMutation,
  useUpdateCandidateMutation,
  useUpdateInterviewMutation,
  type CandidatePipelineQuery,
} from './recruitment.generated';
import { useFailureToast } from '../../shared/feedback';
import { formatDate } from '../../shared/format';
import { notifySuccess, showError } from '../../shared/notify';
import { labelOf, SOURCES, STAGES } from './labels';
import { Text } from '../../shared/Text';
import { daysInStage, daysText } from './stageDays';
import { href } from '../../shared/paths';

type Column = CandidatePipelineQuery['candidatePipeline']['columns'][number];
type Card = Column['items'][number];
const COLUMNS = ['new', 'contacted', 'interviewing', 'accepted', 'tracked', 'onboarded', 'rejected'] as const;

/** Where a card of `stage` may move (the targets a real call or form performs). */
export const MOVES: Record<string, string[]> = {
  new: ['contacted', 'interviewing'],
  contacted: ['interviewing'],
  interviewing: ['accepted', 'rejected'],
  accepted: ['tracked', 'rejected'],
  tracked: ['onboarded', 'rejected'],
  onboarded: [],
  rejected: ['interviewing'],
};

/** Cards a column loads at first, and how many more each time its end comes into view. */
export const CARDS_AT_ONCE = 30;

interface Filters {
  search: string | null;
  source: string | null;
  /** The position applied for (candidate type). */
  type?: string | null;
}

export function PipelineBoard({ search, source, type = null }: Filters) {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useCandidatePipelineQuery({
    variables: { search, source, type, perColumn: CARDS_AT_ONCE },
    fetchPolicy: 'cache-and-network',
  });
  useFailureToast(error, 'load the candidate pipeline');
  const [more, loadMore] = useMoreCards(data, { search, source, type });
  const [updateCandidate] = useUpdateCandidateMutation();
  const [updateInterview] = useUpdateInterviewMutation();
  const [track] = useTrackForOnboardingMutation();
  const [removeOnboarding] = useRemoveOnboardingCandidateMutation();

  const move = async (c: Card, to: string) => {
    const interview = c.latestInterview;
    if (to === 'interviewing') return navigate(href('candidates/:candidateId/interviews', { candidateId: c.id }));
    if (to === 'onboarded') return navigate(href('onboarding-candidates/:type', { type: 'pending' }));
    const run = async () => {
      try {
        if (to === 'contacted') await updateCandidate({ variables: { id: c.id, input: { isContacted: 'yes' } } });
        else if (to === 'tracked' && interview) await track({ variables: { interviewIds: [interview.id] } });
        else if (c.stage === 'tracked' && to === 'rejected' && interview) await removeOnboarding({ variables: { type: 'pending', id: interview.id } });
        else if (interview) await updateInterview({ variables: { candidateId: c.id, id: interview.id, input: { hiringDecision: to === 'accepted' ? 1 : 2 } } });
        notifySuccess(`${c.fullName}: ${STAGES[to].label}`);
        await refetch();
      } catch (e) {
        showError(e, `Failed to move ${c.fullName}`);
      }
    };
    if (to === 'rejected') {
      confirmDialog({
        title: 'Reject candidate',
        content: `Are you sure you want to move ${c.fullName} to ${STAGES.rejected.label}?`,
        okText: 'Reject',
        okButtonProps: { danger: true },
        onOk: run,
      });
    } else await run();
  };

  // The card being dragged and the column under it (a drop target only where the card may move).
  const [dragging, setDragging] = useState<Card | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const canDrop = (stage: string) => !!dragging && (MOVES[dragging.stage] ?? []).includes(stage);
  const drop = (stage: string) => {
    if (dragging && canDrop(stage)) void move(dragging, stage);
    setDragging(null);
    setOver(null);
  };

  if (loading && !data) return <Skeleton active />;
  return (
    <Row gutter={[12, 12]} wrap>
      {COLUMNS.map((stage) => {
        const column = data?.candidatePipeline.columns.find((c) => c.stage === stage);
        const total = column?.count ?? 0;
        // A card a move has just changed leaves its column at once; the refetch after the move places it.
        const cards = [...(column?.items ?? []), ...(more.cards[stage] ?? [])].filter((c) => c.stage === stage);
        return (
          <Col
            key={stage}
            xs={24}
            sm={12}
            lg={6}
            style={{ minWidth: 200, flex: '1 1 200px' }}
            data-stage={stage}
            onDragOver={(e) => {
              if (!canDrop(stage)) return;
              e.preventDefault();
              e.dataTransfer.dropEffect = 'move';
              if (over !== stage) setOver(stage);
            }}
            onDragLeave={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver((o) => (o === stage ? null : o));
            }}
            onDrop={(e) => {
              e.preventDefault();
              drop(stage);
            }}
          >
            <Card
              size="small"
              style={over === stage ? { outline: '2px dashed var(--ant-color-primary)', outlineOffset: 2 } : undefined}
              title={
                <Flex justify="space-between" align="center">
                  <Text strong>{STAGES[stage].label}</Text>
                  <Badge count={total} overflowCount={99999} showZero color="#595959" aria-label={`${total} candidates`} />
                </Flex>
              }
              styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8, maxHeight: 520, overflowY: 'auto' } }}
            >
              {cards.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="None" />}
              {cards.map((c) => (
                <Card
                  key={c.id}
                  size="small"
                  type="inner"
                  draggable={MOVES[c.stage]?.length > 0}
                  onDragStart={(e) => {
                    e.dataTransfer.effectAllowed = 'move';
                    e.dataTransfer.setData('text/plain', c.id);
                    setDragging(c);
                  }}
                  onDragEnd={() => {
                    setDragging(null);
                    setOver(null);
                  }}
                  style={{ cursor: MOVES[c.stage]?.length > 0 ? 'grab' : undefined, opacity: dragging?.id === c.id ? 0.5 : 1 }}
                  data-candidate={c.fullName}
                >
                  <Flex vertical gap={4}>
                    <Link to={href('candidates/:candidateId', { candidateId: c.id })}>{c.fullName}</Link>
                    <Text type="secondary">
                      {labelOf(SOURCES, c.source)}
                      {c.referrer?.name ? ` · ${c.referrer.name}` : ''}
                    </Text>
                    {c.latestInterview && <Text type="secondary">Interview {formatDate(c.latestInterview.interviewDate)}</Text>}
                    <DaysInStage card={c} />
                    {MOVES[c.stage]?.length > 0 && (
                      <Dropdown
                        trigger={['click']}
                        menu={{ items: MOVES[c.stage].map((to) => ({ key: to, label: STAGES[to].label })), onClick: ({ key }) => void move(c, key) }}
                      >
                        {/* The name is read, not shown: an aria-label that left out the visible "Move to…" broke axe's
                            label-content-name-mismatch. */}
                        <Button size="small">
                          Move<span className="sr-only"> {c.fullName}</span> to…
                        </Button>
                      </Dropdown>
                    )}
                  </Flex>
                </Card>
              ))}
              {cards.length < total && (
                <MoreCards
                  remaining={total - cards.length}
                  label={STAGES[stage].label}
                  loading={more.loading.has(stage)}
                  onMore={() => loadMore(stage, cards.length)}
                />
              )}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}

function DaysInStage({ card }: { card: Card }) {
  const days = daysInStage(card);
  return days === null ? null : <Text type="secondary">{daysText(days)}</Text>;
}

interface MoreState {
  /** Cards each column loaded past its first page, in order. */
  cards: Partial<Record<string, Card[]>>;
  loading: Set<string>;
}

/**
 * The next pages of each column, for the board's current answer: `loadMore(stage, shown)` asks for the page after the
 * `shown` cards; a new answer (filters, a move's refetch) starts every column over, and a page asked for an older
 * answer is dropped. A card already shown (a page shifted by a new candidate) is not shown twice.
 */
function useMoreCards(data: CandidatePipelineQuery | undefined, { search, source, type }: Filters) {
  const client = useApolloClient();
  const [state, setState] = useState<MoreState>({ cards: {}, loading: new Set() });
  const current = useRef(data);
  // Columns with a page on its way (the observer and the button may both ask; one page is fetched).
  const inFlight = useRef(new Set<string>());
  useEffect(() => {
    current.current = data;
    inFlight.current = new Set();
    setState({ cards: {}, loading: new Set() });
  }, [data]);
  const loadMore = useCallback(
    async (stage: string, shown: number) => {
      const asked = current.current;
      const flying = inFlight.current;
      if (flying.has(stage)) return;
      flying.add(stage);
      setState((s) => ({ ...s, loading: new Set(s.loading).add(stage) }));
      const done = (add: Card[]) => {
        flying.delete(stage);
        setState((s) => {
          if (current.current !== asked) return s;
          const loading = new Set(s.loading);
          loading.delete(stage);
          const had = s.cards[stage] ?? [];
          const seen = new Set([...had, ...(asked?.candidatePipeline.columns.find((c) => c.stage === stage)?.items ?? [])].map((c) => c.id));
          return { loading, cards: { ...s.cards, [stage]: [...had, ...add.filter((c) => !seen.has(c.id))] } };
        });
      };
      try {
        const page = Math.floor(shown / CARDS_AT_ONCE) + 1;
        const answer = await client.query({
          query: CandidatePipelineDocument,
          variables: { search, source, type, stage, page, perColumn: CARDS_AT_ONCE },
          fetchPolicy: 'network-only',
        });
        done(answer.data?.candidatePipeline.columns[0]?.items ?? []);
      } catch (e) {
        done([]);
        showError(e, `Failed to load more ${STAGES[stage].label} candidates`);
      }
    },
    [client, search, source, type],
  );
  return [state, loadMore] as const;
}

/**
 * "Show more" under a column's cards: pressed (keyboard, and where observers are missing), or by itself as it scrolls
 * into view (an observer on it), while no page is on its way.
 */
function MoreCards({ remaining, label, loading, onMore }: { remaining: number; label: string; loading: boolean; onMore: () => void }) {
  const marker = useRef<HTMLDivElement>(null);
  const latest = useRef(onMore);
  latest.current = onMore;
  useEffect(() => {
    const el = marker.current;
    if (loading || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) latest.current();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [loading]);
  return (
    <div ref={marker}>
      <Button block size="small" loading={loading} onClick={onMore} aria-label={`Show more (${remaining} more) of ${label}`}>
        {`Show more (${remaining} more)`}
      </Button>
    </div>
  );
}
