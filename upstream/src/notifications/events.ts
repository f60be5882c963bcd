/**
 * The event types a person chooses e-mail for (decision 0208): each groups the notification kinds it covers, so a
 * leave's three outcomes are one switch. A kind in no group (none today) never e-mails.
 */
export interface EventType {
  type: string;
  label: string;
  kinds: readonly string[];
}

export const EVENT_TYPES: readonly EventType[] = [
  { type: 'leave_request.submitted', label: 'A leave request waits for my review', kinds: ['leave_request.submitted'] },
  {
    type: 'leave_request.outcome',
    label: 'My leave request is approved, rejected or canceled',
    kinds: ['leave_request.approved', 'leave_request.partially_approved', 'leave_request.rejected', 'leave_request.canceled'],
  },
  { type: 'action.submitted', label: 'An action waits for my review', kinds: ['action.submitted'] },
  {
    type: 'action.outcome',
    label: 'An action I filed or that is against me is approved, rejected or waived',
    kinds: ['action.approved', 'action.rejected', 'action.waived'],
  },
  { type: 'shuffle_request.submitted', label: 'A manager shuffle request waits for my review', kinds: ['shuffle_request.submitted'] },
  {
    type: 'shuffle_request.outcome',
    label: 'My manager shuffle request is approved or rejected',
    kinds: ['shuffle_request.approved', 'shuffle_request.rejected'],
  },
  { type: 'goal.assigned', label: 'A manager sets me a goal', kinds: ['goal.assigned'] },
  { type: 'goal.submitted', label: 'A goal waits for my review', kinds: ['goal.submitted'] },
  { type: 'goal.outcome', label: 'My goal is approved or rejected', kinds: ['goal.approved', 'goal.rejected'] },
  { type: 'kudos.received', label: 'Someone gives me kudos', kinds: ['kudos.received'] },
  { type: 'greeting', label: 'My birthday and work anniversary greetings', kinds: ['greeting.birthday', 'greeting.anniversary'] },
  {
    type: 'expiry.approaching',
    label: "Someone's contract or national ID expires within 30 days (HR and the CEO)",
    kinds: ['contract.expiring', 'national_id.expiring'],
  },
  { type: 'worklog.sync_failed', label: 'My work log could not be sent to Jira', kinds: ['worklog.sync_failed'] },
];

export const EVENT_TYPE_NAMES = EVENT_TYPES.map((t) => t.type);

/** The event type of a notification kind, or undefined. */
export const typeOfKind = (kind: string): string | undefined => EVENT_TYPES.find((t) => t.kinds.includes(kind))?.type;

/** The notification kinds of `types` (event type names). */
export const kindsOfTypes = (types: readonly string[]): string[] => EVENT_TYPES.filter((t) => types.includes(t.type)).flatMap((t) => t.kinds);
