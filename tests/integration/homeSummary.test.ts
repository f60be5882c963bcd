/**
 * The upstream's home summary (GET /home/summary, counted in the database) answers the dashboard exactly as the
 * gateway's composition of SPEC §7 reads does (its fallback): the whole `home` answer of the CEO, HR, a team leader
 * with an indirect report and an agent, on the fixture's day and on a day no one is off, once through the summary and
 * once with the summary answering "no such route" (the fallback, as on a SPEC §7 backend).
 *
 * @spec GET /home/summary
 * @postgres home
 */
import { afterAll, beforeAll, describe, expect } from '@jest/globals';
import type { DemoKey } from '../../upstream/src/seed';
import { resetCapabilities } from '../../gateway/src/kit/capabilities';
import { HomeDocument as HOME } from '../../web/src/features/home/home.generated';
import { clearUpstreamFaults, dataOf, gql, itFull, loginAs, present, startStack, upstreamFault, upstreamStats, type Stack } from '../support/stack';
import { HOME_NO_ONE_OFF, HOME_TODAY, writeHomeFixture, writeIndirectReport } from '../support/homeFixture';

let stack: Stack;
const tokens = {} as Record<DemoKey, string>;

beforeAll(async () => {
  stack = await startStack();
  for (const key of ['ceo', 'hr', 'teamleader', 'agent'] as DemoKey[]) tokens[key] = await loginAs(stack, key);
  const fixture = await writeHomeFixture(stack, { hr: tokens.hr, ceo: tokens.ceo });
  await writeIndirectReport(stack, { hr: tokens.hr, ceo: tokens.ceo }, fixture);
}, 90_000);
afterAll(() => stack.close());

const home = async (who: DemoKey, today: string) => dataOf(await gql(stack, HOME, { today }, tokens[who])).home;

describe('home summary', () => {
  itFull.each(['ceo', 'hr', 'teamleader', 'agent'] as DemoKey[])('%s: the summary answers what the composition answers', async (who) => {
    for (const today of [HOME_TODAY, HOME_NO_ONE_OFF]) {
      await upstreamStats(stack, true);
      const summarised = await home(who, today);
      expect((await upstreamStats(stack)).by_path['/home/summary']).toBe(1);
      await upstreamFault(stack, { path: '^/home/summary$', status: 404, message: 'Route GET:/home/summary not found' });
      try {
        expect(await home(who, today)).toEqual(summarised);
        // The second answer came from the composition: it read every employee.
        expect((await upstreamStats(stack)).by_path['/employees']).toBeGreaterThan(0);
      } finally {
        await clearUpstreamFaults(stack);
        resetCapabilities();
      }
    }
  });

  itFull('the team leader counts the indirect report: their sick days and their leave type', async () => {
    const tl = await home('teamleader', HOME_TODAY);
    expect(present(tl.attendanceThisMonth, 'attendance')).toContainEqual({ key: 'sick', label: 'Sick', count: 2 });
    expect(present(tl.leavesThisMonth, 'leaves').total).toBe(3);
    expect(tl.calendar).toContainEqual(expect.objectContaining({ kind: 'LEAVE', title: 'Ivan Indirect (Sick)' }));
    const agent = await home('agent', HOME_TODAY);
    expect(agent.calendar).toContainEqual(expect.objectContaining({ kind: 'LEAVE', title: 'Ivan Indirect' }));
  });
});
