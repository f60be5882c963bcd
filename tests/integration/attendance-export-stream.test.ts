/**
 * The attendance export streams from the database to the client (decision 0210): a grid of 20,000 agents goes out as
 * CSV in many chunks, every row once and formula-safe, while this process (upstream AND gateway, both in it) grows by
 * far less than the file's rows would take in memory. The upstream reads the grid in keyset batches and the gateway
 * pipes the download: neither holds the whole file.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { graphql } from '../generated';
import { dataOf, download, gql, loginAs, startStack, type Stack } from '../support/stack';
import { parseCsv } from '../../upstream/src/http/csv';

const PEOPLE = 20_000;
/** Live heap (after a full GC) the upstream and the gateway may still hold midway through the file. */
const CEILING_MB = 25;

let stack: Stack;
let hr: string;

const EXPORT = graphql(`
  query AttendanceStreamExport($search: String) {
    attendanceExport(family: AGENTS, month: "2022-03", search: $search) {
      url
    }
  }
`);
const COUNT = graphql(`
  query AttendanceStreamCount {
    attendanceGrid(family: AGENTS, month: "2022-03", page: 1, limit: 1) {
      count
    }
  }
`);

beforeAll(async () => {
  stack = await startStack();
  hr = await loginAs(stack, 'hr');
  // 20,000 agents in one statement (the owner's: the default company); one name a spreadsheet would run as a formula.
  await stack.upstream.db.query(
    `INSERT INTO employees ("RES_ID", name, email, role)
     SELECT 'LOAD-' || g, CASE WHEN g = 1 THEN '=HYPERLINK("http://x")' ELSE 'Load Agent ' || lpad(g::text, 6, '0') END, 'load' || g || '@load.hr', 0
       FROM generate_series(1, ${PEOPLE}) AS g`,
  );
}, 180_000);
afterAll(() => stack.close());

const exportUrl = async (search?: string) => dataOf(await gql(stack, EXPORT, { search }, hr)).attendanceExport.url;

/** A full garbage collection (V8's gc, exposed at run time): what is still held, not what awaits collection. */
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const liveHeapMb = () => (gc(), process.memoryUsage().heapUsed / 1e6);

describe('attendance export: streamed', () => {
  it('sends 20,000 rows in chunks, each row once, holding one batch at a time', async () => {
    // Warm-up: the same path on a small filter, so the code and the caches are loaded before the base line.
    expect(parseCsv(await (await download(stack, await exportUrl('LOAD-19999'), hr)).text())).toHaveLength(1);
    const { count } = dataOf(await gql(stack, COUNT, {}, hr)).attendanceGrid;
    expect(count).toBeGreaterThan(PEOPLE);

    // The base line before the link: a full collection can take seconds on a busy machine, and a kept-alive socket
    // idle that long is the server's to close (ECONNRESET when the download reuses it).
    const base = { heap: liveHeapMb(), rss: process.memoryUsage().rss };
    const url = await exportUrl();
    let peakRss = base.rss;
    let heldMb = 0;
    const res = await download(stack, url, hr);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBeNull();
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let chunks = 0;
    let lines = 0;
    let head = '';
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      chunks += 1;
      const text = decoder.decode(next.value, { stream: true });
      if (head.length < 4000) head += text;
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines += 1;
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      // Midway: what the upstream and the gateway still hold of the file (reading it whole held every row here).
      if (chunks % 20 === 0) heldMb = Math.max(heldMb, liveHeapMb() - base.heap);
    }
    console.log(`export of ${count} rows: ${chunks} chunks, live heap +${heldMb.toFixed(1)} MB, RSS +${((peakRss - base.rss) / 1e6).toFixed(1)} MB`);

    expect(lines).toBe(count + 1);
    expect(chunks).toBeGreaterThan(20);
    expect(heldMb).toBeLessThan(CEILING_MB);
    const [header, first] = head.split('\n');
    expect(header.split(',').slice(0, 3)).toEqual(['RES_ID', 'name', 'status']);
    // Names sort '=' before letters: the formula is the first row, quoted and defused (http/csv.ts guardCell).
    expect(first.startsWith(`LOAD-1,"'=HYPERLINK(""http://x"")",Active`)).toBe(true);
  }, 180_000);
});
