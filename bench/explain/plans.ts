/**
 * What the EXPLAIN guard (bench/explain.ts) reads in a plan: every sequential scan, by table. A statement passes
 * when none of its scans reads a table over SEQ_SCAN_ROWS rows, or the scan is in ALLOWED with its reason.
 */

/** Tables over this many rows (pg_class.reltuples after ANALYZE) must be reached through an index. */
export const SEQ_SCAN_ROWS = 10_000;

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The tables a plan reads with a sequential scan (parallel or not), each once. */
export function seqScannedTables(plan: PlanNode): string[] {
  const found = new Set<string>();
  const walk = (node: PlanNode) => {
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) found.add(node['Relation Name']);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan);
  return [...found];
}

/** A sequential scan that is right by design: on `table`, in the statement whose text contains `statement`. */
export interface AllowedScan {
  table: string;
  statement: string;
  reason: string;
}

export const ALLOWED: AllowedScan[] = [];

/** Screens whose queries are being rewritten elsewhere (issue 49): a scan only they make is reported, not failed. */
export const SCREENS_BEING_REWRITTEN: Record<string, string> = {
  Home: 'being rewritten (the home dashboard)',
  AttendanceGrid: 'being rewritten (the attendance grid paging)',
  CandidatePipeline: 'being rewritten (the pipeline board)',
};

/** Why a scan of `table` by `sql`, run by `screens`, is allowed; undefined: it is not. */
export function allowedScan(table: string, sql: string, screens: string[]): string | undefined {
  const listed = ALLOWED.find((a) => a.table === table && sql.includes(a.statement));
  if (listed) return listed.reason;
  const rewritten = screens.map((s) => SCREENS_BEING_REWRITTEN[s]);
  return rewritten.every(Boolean) ? [...new Set(rewritten)].join('; ') : undefined;
}
