/**
 * Days a pipeline card has been in its stage. The pipeline keeps no time of each move, so the stage's start is the
 * last dated event that put the candidate there: being added (new, contacted) or the latest interview (interviewing
 * and every stage decided by it). See docs/decisions/0129-pipeline-days-in-stage.md.
 */
import dayjs from 'dayjs';

interface Staged {
  stage: string;
  createdAt: string;
  latestInterview?: { interviewDate?: string | null } | null;
}

/** Whole days since the card's stage began (0 the same day); null when there is no date to count from. */
export function daysInStage(card: Staged, today: dayjs.Dayjs = dayjs()): number | null {
  const since = card.stage === 'new' || card.stage === 'contacted' ? card.createdAt : card.latestInterview?.interviewDate;
  if (!since) return null;
  return Math.max(0, today.startOf('day').diff(dayjs(since).startOf('day'), 'day'));
}

export const daysText = (days: number) => (days === 1 ? '1 day in stage' : `${days} days in stage`);
