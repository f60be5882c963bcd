import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { makeUser, renderApp, signIn, signOut } from '../../test/render';

afterEach(() => signOut());

const user = makeUser({ routes: ['SIGNED_IN'] });
const SLOW = { timeout: 15000 };
const month = dayjs().startOf('month');
const calendar = {
  __typename: 'Calendar' as const,
  id: '7',
  name: 'Team one',
  color: '#1677ff',
  isPrivate: false,
  scope: 'TEAM' as const,
  teamId: '3',
  teamName: 'One',
  personId: null,
  personName: null,
  kinds: ['LEAVE' as const],
  createdBy: 'someone-else',
  createdByName: 'Omar Haddad',
  hasFeed: false,
};
const leave = {
  __typename: 'CalendarEntry' as const,
  uid: 'leave-1@calendar-7',
  kind: 'LEAVE' as const,
  title: 'Mona Zaki (leave)',
  startDate: month.add(9, 'day').format('YYYY-MM-DD'),
  endDate: month.add(10, 'day').format('YYYY-MM-DD'),
  halfDay: false,
};

describe('the calendars page', () => {
  it("shows the first calendar's month, only the month's range asked, and makes the feed link", async () => {
    signIn(user);
    const { client } = renderApp('/main/calendars', {
      user,
      answers: {
        Calendars: () => ({ data: { calendars: { __typename: 'CalendarList', count: 1, items: [calendar] } } }),
        CalendarEvents: () => ({ data: { calendarEvents: [leave] } }),
        ResetCalendarFeed: () => ({ data: { resetCalendarFeed: { __typename: 'CalendarFeedLink', path: '/calendar-feeds/abc.ics' } } }),
      },
    });
    // jsdom matches no media query, as a phone's width: the month is a list, the leave once with its two days.
    await waitFor(() => expect(screen.getAllByText('Mona Zaki (leave)')).toHaveLength(1), SLOW);
    expect(screen.queryByText('Month')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(client.calls.find((c) => c.operationName === 'CalendarEvents')?.variables).toEqual({
      id: '7',
      from: month.format('YYYY-MM-DD'),
      to: month.endOf('month').format('YYYY-MM-DD'),
    });
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument(); // someone else's
    fireEvent.click(screen.getByRole('button', { name: 'Feed link' }));
    const link = await screen.findByLabelText('Feed link');
    expect(within(link).getByText(`${window.location.origin}/calendar-feeds/abc.ics`)).toBeInTheDocument();
  });

  it('shows the week day by day with only the week asked, and lets the creator change the calendar', async () => {
    const mine = makeUser({ routes: ['SIGNED_IN'] });
    signIn(mine);
    const own = { ...calendar, createdBy: mine.id };
    const { client } = renderApp('/main/calendars', {
      user: mine,
      answers: {
        Calendars: () => ({ data: { calendars: { __typename: 'CalendarList', count: 1, items: [own] } } }),
        CalendarEvents: () => ({ data: { calendarEvents: [leave] } }),
        CalendarTeams: () => ({ data: { teams: { __typename: 'TeamList', items: [{ __typename: 'Team', id: '3', teamName: 'One' }] } } }),
        UpdateCalendar: () => ({ data: { updateCalendar: { ...own, name: 'Team one leaves' } } }),
      },
    });
    fireEvent.click(await screen.findByText('Week', {}, SLOW));
    const sunday = dayjs().startOf('day').subtract(dayjs().day(), 'day');
    await waitFor(() =>
      expect(client.calls.filter((c) => c.operationName === 'CalendarEvents').at(-1)?.variables).toEqual({
        id: '7',
        from: sunday.format('YYYY-MM-DD'),
        to: sunday.add(6, 'day').format('YYYY-MM-DD'),
      }),
    );
    expect(await screen.findByText(sunday.format('ddd D MMM'))).toBeInTheDocument();
    expect(screen.getByText(sunday.add(6, 'day').format('ddd D MMM'))).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit calendar' }, SLOW);
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Team one');
    fireEvent.change(name, { target: { value: 'Team one leaves' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /save/i }));
    await waitFor(() => expect(client.calls.find((c) => c.operationName === 'UpdateCalendar')).toBeTruthy(), SLOW);
    expect(client.calls.find((c) => c.operationName === 'UpdateCalendar')?.variables).toEqual({
      id: '7',
      input: { name: 'Team one leaves', color: '#1677ff', isPrivate: false, scope: 'TEAM', kinds: ['LEAVE'], teamId: '3', personId: null },
    });
  });
});
