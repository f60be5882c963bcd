import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import type { AttritionAnalyticsQuery } from '../../generated/graphql';
import { ThemeRoot } from '../../app/ThemeRoot';
import { fakeClient, gqlError, makeUser, type Answers, type WithTypename } from '../../test/render';
import AttritionAnalyticsCard from './AttritionAnalyticsCard';

const group = (label: string, count: number) => ({ __typename: 'AttritionGroup' as const, label, count });
const month = (m: string, leavers: number, headcount: number, rate: number) => ({ __typename: 'AttritionMonth' as const, month: m, leavers, headcount, rate });

/** 12 months with 2 leavers in the last one, an average headcount of 40. */
function analytics(): WithTypename<NonNullable<AttritionAnalyticsQuery['attritionAnalytics']>> {
  return {
    __typename: 'AttritionAnalytics',
    from: '2024-04-01',
    to: '2025-03-12',
    leavers: 3,
    months: [
      ...Array.from({ length: 10 }, (_, i) => month(`2024-${String(i + 4).padStart(2, '0')}`, 0, 40, 0)),
      month('2025-02', 1, 40, 2.5),
      month('2025-03', 2, 40, 5),
    ],
    byDepartment: [group('Sales', 2), group('Support', 1)],
    byType: [group('Resignation', 3)],
    byTenure: [group('< 3 months', 1), group('3–12 months', 2), group('1–2 years', 0), group('2–5 years', 0), group('5+ years', 0)],
    topReasons: [group('Compensation', 2), group('Workload', 1)],
  };
}

function show(answers: Answers) {
  const client = fakeClient(makeUser(), answers);
  render(
    <ApolloProvider client={client}>
      <ThemeRoot>
        <AttritionAnalyticsCard />
      </ThemeRoot>
    </ApolloProvider>,
  );
  return client;
}

describe('attrition analytics card', () => {
  it('shows the figures of the last 12 months and lazy-loads the five charts', async () => {
    const client = show({ AttritionAnalytics: () => ({ data: { attritionAnalytics: analytics() } }) });
    const card = (await screen.findByText('Attrition analytics, last 12 months', { selector: 'h2' })).closest('.ant-card') as HTMLElement;
    expect(await within(card).findByText('Leavers')).toBeInTheDocument();
    const stat = (title: string) => within(card).getByText(title).closest('.ant-statistic') as HTMLElement;
    expect(stat('Leavers').textContent).toContain('3');
    expect(stat('12-month attrition rate').textContent).toContain('7.5%'); // 3 / 40 × 100
    expect(stat("This month's rate").textContent).toContain('5.0%');
    expect(stat('Average headcount').textContent).toContain('40');
    for (const title of ['Monthly attrition rate (%)', 'Leavers by department', 'Leavers by type', 'Leavers by tenure', 'Top exit-interview reasons']) {
      expect(await within(card).findByText(title, { selector: 'h3' })).toBeInTheDocument();
    }
    expect(within(card).getByRole('img', { name: 'Top exit-interview reasons' })).toBeInTheDocument();
    expect(client.calls.filter((c) => c.operationName === 'AttritionAnalytics')).toHaveLength(1);
  });

  it('shows empty charts when no one left, and says when the backend has no analytics', async () => {
    const none = {
      ...analytics(),
      leavers: 0,
      months: analytics().months.map((m) => ({ ...m, leavers: 0, rate: 0 })),
      byDepartment: [],
      byType: [],
      topReasons: [],
    };
    show({ AttritionAnalytics: () => ({ data: { attritionAnalytics: none } }) });
    expect(await screen.findByText('Leavers by department', { selector: 'h3' })).toBeInTheDocument();
    expect(screen.getAllByText(/Currently you don't have any leavers/).length).toBeGreaterThanOrEqual(3);
  });

  it('says the analytics are not available without the upstream extension', async () => {
    show({ AttritionAnalytics: () => ({ data: { attritionAnalytics: null } }) });
    expect(await screen.findByText('Attrition analytics are not available on this backend.')).toBeInTheDocument();
  });

  it('shows a failure', async () => {
    show({ AttritionAnalytics: () => gqlError('Upstream down', 'INTERNAL_SERVER_ERROR') });
    expect(await screen.findByText('Failed to load the attrition analytics')).toBeInTheDocument();
  });
});
