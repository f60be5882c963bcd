/** The recruitment funnel (beyond SPEC): sourced -> interviewed -> accepted -> onboarded, by source and month. */
export interface FunnelRow {
  key: string;
  sourced: number;
  interviewed: number;
  accepted: number;
  onboarded: number;
}

const INTERVIEWED = new Set(['interviewing', 'accepted', 'tracked', 'onboarded', 'rejected']);
const ACCEPTED = new Set(['accepted', 'tracked', 'onboarded']);

/** Counts per `keyOf` (e.g. the source), plus a total row keyed 'All'. A stage counts toward every step it has passed. */
export function funnel<T extends { stage: string }>(candidates: readonly T[], keyOf: (c: T) => string): FunnelRow[] {
  const rows = new Map<string, FunnelRow>();
  const row = (key: string) => rows.get(key) ?? rows.set(key, { key, sourced: 0, interviewed: 0, accepted: 0, onboarded: 0 }).get(key)!;
  for (const c of candidates) {
    for (const r of [row('All'), row(keyOf(c))]) {
      r.sourced += 1;
      if (INTERVIEWED.has(c.stage)) r.interviewed += 1;
      if (ACCEPTED.has(c.stage)) r.accepted += 1;
      if (c.stage === 'onboarded') r.onboarded += 1;
    }
  }
  return [...rows.values()];
}
