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

/** A paged list's total: PagedTable shows it, and counting every row the filter keeps reads them all. */
const TOTAL = "the pager's total counts every row the filter keeps; unfiltered, that is the whole table";
const total = (table: string): AllowedScan => ({ table, statement: `SELECT count(*)::int AS count FROM ${table} `, reason: TOTAL });

export const ALLOWED: AllowedScan[] = [
  ...['action_againsts', 'audit_log', 'goals', 'kudos', 'leave_requests', 'pay_bonuses', 'pay_kpis', 'pay_leads', 'dialer_data'].map(total),
  {
    table: 'dialer_data',
    statement: 'SELECT COALESCE(sum(dd.hours_worked), 0) AS total FROM dialer_data',
    reason: "the worked hours screen's total of its filter, over every page; unfiltered, the whole table (open: see docs/performance.md)",
  },
];

/** Why a scan of `table` by `sql`, run by `screens`, is allowed; undefined: it is not. */
export function allowedScan(table: string, sql: string): string | undefined {
  const listed = ALLOWED.find((a) => a.table === table && sql.includes(a.statement));
  return listed?.reason;
}
