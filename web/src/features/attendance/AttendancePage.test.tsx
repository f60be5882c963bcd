import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { AttendanceGridQuery, AttendanceGridQueryVariables } from './attendance.generated';
import { fakeClient, makeUser, signIn, signOut, type WithTypename } from '../../test/render';
import { ThemeRoot } from '../../app/ThemeRoot';
import { AttendancePage } from './AttendancePage';

afterEach(() => signOut());

const DAYS = ['2026-03-01', '2026-03-02'];
const TOTAL = 60;

/** The grid's answer for a page: TOTAL agents, `limit` of them from the page's first. */
function gridAnswer(vars: AttendanceGridQueryVariables): { data: WithTypename<AttendanceGridQuery> } {
  const limit = vars.limit ?? TOTAL;
  const from = ((vars.page ?? 1) - 1) * limit;
  const rows = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - from)) }, (_, i) => ({
    employeeId: String(from + i + 1),
    resId: `RES-${from + i + 1}`,
    name: `Agent ${String(from + i + 1).padStart(3, '0')}`,
    roleTitle: 'Agent',
    status: 'Active',
    targetHoursPerDay: 8,
    records: ['present', 'absent'],
    totalHours: 8,
    editable: false,
  }));
  return {
    data: {
      attendanceGrid: { family: 'AGENTS', month: '2026-03', days: DAYS, holidays: [], count: TOTAL, rows },
      attendanceStatuses: [{ key: 'present', label: 'Present', hours: 1, color: '#52c41a', description: 'At work' }],
    },
  };
}

/** How many people the grid holds (its aria-rowcount counts the header row too). */
const gridRows = () => Number(document.querySelector('[aria-label="Attendance grid"]')?.getAttribute('aria-rowcount')) - 1;

/** The URL's query, where the page keeps its place. */
function QueryProbe() {
  return <output data-testid="query">{useLocation().search}</output>;
}

function show(path: string) {
  const asked: AttendanceGridQueryVariables[] = [];
  const user = makeUser();
  signIn(user);
  const client = fakeClient(user, {
    AttendanceGrid: (vars) => {
      asked.push(vars);
      return gridAnswer(vars);
    },
  });
  render(
    <ApolloProvider client={client}>
      <ThemeRoot>
        <MemoryRouter initialEntries={[path]}>
          <QueryProbe />
          <AttendancePage family="AGENTS" />
        </MemoryRouter>
      </ThemeRoot>
    </ApolloProvider>,
  );
  return { asked, location: () => screen.getByTestId('query').textContent };
}

describe('the attendance grid pager', () => {
  it('opens the page, size and search of the URL and asks the server for that page only', async () => {
    const { asked } = show('/attendance/agents?month=2026-03&page=2&size=25&search=agent');
    expect(await screen.findByText('60 in total')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ family: 'AGENTS', month: '2026-03', page: 2, limit: 25, search: 'agent' });
    // The grid holds that page only (its rows are virtualised: jsdom has no viewport to draw them in).
    expect(gridRows()).toBe(25);
    expect(await screen.findByDisplayValue('agent')).toBeInTheDocument();
  });

  it('moves to another page, keeping it in the URL, and a new search starts again at page 1', async () => {
    const { asked, location } = show('/attendance/agents?month=2026-03&size=25');
    fireEvent.click(await screen.findByTitle('3'));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ page: 3, limit: 25 }));
    expect(location()).toContain('page=3');
    // The last page holds the last 10 people.
    await waitFor(() => expect(gridRows()).toBe(10));

    const search = await screen.findByLabelText('Search');
    fireEvent.change(search, { target: { value: 'agent 05' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ page: 1, limit: 25, search: 'agent 05' }));
    expect(location()).not.toContain('page=');
  });
});
