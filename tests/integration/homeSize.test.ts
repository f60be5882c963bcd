/**
 * The home answer stays under 20 KB however large the company: the demo company grown by seed:large (600 people with a
 * year of history), home asked for by CEO and HR as the web asks it (its document, with the __typename fields Apollo
 * adds). The people widgets hold their first few entries beside counts of all, the calendar a few events a day beside
 * the number left out (at 4,800 people the answer was 486 KB before they did).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { print } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import type { DemoKey } from '../../upstream/src/seed';
import { seedLarge } from '../../upstream/src/largeSeed/run';
import { HomeDocument, type HomeQuery } from '../../web/src/features/home/home.generated';
import { loginAs, present, startStack, type Stack } from '../support/stack';

const HOME_BUDGET_BYTES = 20 * 1024;
/** A weekday in the middle of a month, so the month holds leaves, birthdays and anniversaries on most days. */
const TODAY = '2026-11-18';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
  await seedLarge(stack.upstream.db, { people: 600, today: TODAY });
}, 300_000);
afterAll(async () => {
  await stack?.close();
});

/** The web's home query as sent, its answer's size in bytes and its data. */
async function home(who: DemoKey): Promise<{ bytes: number; home: HomeQuery['home'] }> {
  const res = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await loginAs(stack, who)}` },
    body: JSON.stringify({ query: print(addTypenameToDocument(HomeDocument)), variables: { today: TODAY } }),
  });
  const text = await res.text();
  const body = JSON.parse(text) as { data?: HomeQuery; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return { bytes: Buffer.byteLength(text), home: present(body.data, 'the home answer').home };
}

describe('home at 600 people', () => {
  it.each(['ceo', 'hr'] as DemoKey[])('answers %s under 20 KB, with counts of what its lists leave out', async (who) => {
    const { bytes, home: h } = await home(who);
    expect(bytes).toBeLessThan(HOME_BUDGET_BYTES);
    // The company is grown: the lists hold the first few, the counts say how many in all.
    const birthdays = present(h.birthdays, 'birthdays');
    const counts = present(h.birthdayCounts, 'birthday counts');
    expect(counts.thisMonth).toBeGreaterThan(birthdays.filter((b) => b.thisMonth).length);
    // The first 5 of this week and the first 5 of this month, some of them both.
    expect(birthdays.filter((b) => b.thisMonth).length).toBeLessThanOrEqual(10);
    expect(birthdays.length).toBeGreaterThanOrEqual(5);
    expect(present(h.anniversaryCounts, 'anniversary counts').thisMonth).toBeGreaterThan(5);
    expect(present(h.offToday, 'who is off').length).toBeLessThanOrEqual(5);
    expect(present(h.calendarMore, 'calendar more').length).toBeGreaterThan(0);
    const calendar = present(h.calendar, 'calendar');
    expect([...new Set(calendar.map((e) => e.kind))]).toEqual(expect.arrayContaining(['LEAVE', 'BIRTHDAY', 'ANNIVERSARY']));
    expect(present(h.headcount, 'head count').total).toBeGreaterThanOrEqual(500);
  });
});
