/**
 * The bell's live unread count (decision 0216): reads the gateway's GET /notifications/stream (server-sent events) with
 * fetch, since EventSource cannot send the Bearer token. Calls `onUnread` with each count; answers whether the stream
 * is open, so the bell polls only while it is not. A dropped stream is opened again after 1 s, 2 s, ... up to 30 s;
 * a gateway without it (404: a SPEC-only upstream) or a refused token (401) is not asked again while mounted.
 */
import { useEffect, useRef, useState } from 'react';
import { getToken } from '../../shared/session';
import { STREAM_URL } from './liveSettings';
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/** The `unread` counts in the complete events of `buffer`, and what is left of it (an event not yet whole). */
export function unreadEvents(buffer: string): { counts: number[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const counts = blocks.flatMap((block) => {
    if (!/^event: unread$/m.test(block)) return [];
    const count = Number((JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}') as { count?: unknown }).count);
    return Number.isInteger(count) ? [count] : [];
  });
  return { counts, rest };
}

export function useUnreadStream(onUnread: (count: number) => void): boolean {
  const [open, setOpen] = useState(false);
  const listener = useRef(onUnread);
  useEffect(() => {
    listener.current = onUnread;
  }, [onUnread]);

  useEffect(() => {
    const abort = new AbortController();
    let retryMs = FIRST_RETRY_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;

    /** Reads one stream until it ends; false when it must not be asked again. */
    const readOnce = async (): Promise<boolean> => {
      const token = getToken();
      // No token (signed out), or a browser without fetch: the bell polls.
      if (!token || typeof fetch !== 'function') return false;
      const res = await fetch(STREAM_URL, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: abort.signal });
      if (res.status === 404 || res.status === 401) return false;
      if (!res.ok || !res.body) return true;
      setOpen(true);
      retryMs = FIRST_RETRY_MS;
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return true;
        const { counts, rest } = unreadEvents(buffer + decoder.decode(value, { stream: true }));
        buffer = rest;
        counts.forEach((c) => listener.current(c));
      }
    };
    const connect = () => {
      readOnce().then(
        (again) => retry(again),
        () => retry(true),
      );
    };
    const retry = (again: boolean) => {
      setOpen(false);
      if (!again || abort.signal.aborted) return;
      timer = setTimeout(connect, retryMs);
      retryMs = Math.min(MAX_RETRY_MS, retryMs * 2);
    };
    connect();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, []);

  return open;
}
