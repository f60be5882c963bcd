import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter } from 'react-router-dom';
import { ReadableStream, type ReadableStreamDefaultController } from 'node:stream/web';
import { ThemeRoot } from '../../app/ThemeRoot';
import { fakeClient, makeUser, signIn, signOut } from '../../test/render';
import { NotificationBell } from './NotificationBell';
import { unreadEvents } from './liveCount';
import { POLL_MS, STREAM_URL } from './liveSettings';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.useRealTimers();
  signOut();
});

const note = (id: string, text: string) => ({
  __typename: 'Notification' as const,
  id,
  kind: 'leave_request.approved',
  actorName: 'Head',
  text,
  link: `/main/leaveRequestDetails/${id}`,
  createdAt: '2026-11-29T10:00:00Z',
  readAt: null,
});

/** The bell with `items` as the server's notifications (changed by the test), and a stream the test writes to. */
function renderBell(items: ReturnType<typeof note>[]) {
  const user = makeUser({ routes: ['SIGNED_IN'] });
  signIn(user);
  const client = fakeClient(user, {
    NotificationCentre: () => ({
      data: { unreadNotificationCount: items.length, notifications: { __typename: 'NotificationPage', count: items.length, items } },
    }),
  });
  let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
  const asked: string[] = [];
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    asked.push(`${url} ${(init?.headers as Record<string, string>).authorization}`);
    if (stream) throw new TypeError('Failed to fetch'); // the connection is down from the second try on
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (stream = c) });
    return { ok: true, status: 200, body } as unknown as Response;
  }) as typeof fetch;
  render(
    <ApolloProvider client={client}>
      <ThemeRoot>
        <MemoryRouter>
          <NotificationBell />
        </MemoryRouter>
      </ThemeRoot>
    </ApolloProvider>,
  );
  const send = (count: number) => act(() => stream?.enqueue(new TextEncoder().encode(`event: unread\ndata: {"count":${count}}\n\n`)));
  const centreCalls = () => client.calls.filter((c) => c.operationName === 'NotificationCentre').length;
  return { send, drop: () => act(() => stream?.close()), asked, centreCalls };
}

describe('the live bell', () => {
  it('shows a new notification when the stream says the count changed, without a reload', async () => {
    const items = [note('1', 'Old news')];
    const bell = renderBell(items);
    await screen.findByRole('button', { name: 'Notifications: 1 unread' });
    expect(bell.asked).toEqual([`${STREAM_URL} Bearer test-token`]);
    await bell.send(1);
    const before = bell.centreCalls();
    items.unshift(note('2', 'Head approved your leave request'));
    await bell.send(2);
    await screen.findByRole('button', { name: 'Notifications: 2 unread' });
    expect(bell.centreCalls()).toBe(before + 1);
  });

  it('polls while the stream is down, and tries it again', async () => {
    const items = [note('1', 'Old news')];
    const bell = renderBell(items);
    await screen.findByRole('button', { name: 'Notifications: 1 unread' });
    await bell.send(1);
    const before = bell.centreCalls();
    jest.useFakeTimers();
    items.unshift(note('2', 'Head approved your leave request'));
    await bell.drop();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_MS + 1000);
    });
    jest.useRealTimers();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications: 2 unread' })).toBeInTheDocument());
    expect(bell.centreCalls()).toBeGreaterThan(before);
    expect(bell.asked.length).toBeGreaterThan(1);
  });
});

describe('unreadEvents', () => {
  it('reads whole events only and keeps the rest', () => {
    expect(unreadEvents('event: unread\ndata: {"count":3}\n\n: ping\n\nevent: unread\ndata: {"cou')).toEqual({
      counts: [3],
      rest: 'event: unread\ndata: {"cou',
    });
  });
});
