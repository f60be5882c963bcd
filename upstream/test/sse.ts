/**
 * Reads a server-sent event stream in a test: `openStream` starts it (its status first), `next(name)` waits for the
 * next event of that name (or fails after `ms`), `quiet(ms)` asserts none arrives, `close()` aborts it.
 */
export interface TestStream {
  status: number;
  next(name: string, ms?: number): Promise<string>;
  /** The events of `name` that arrive within `ms` (none expected). */
  quiet(name: string, ms: number): Promise<string[]>;
  close(): void;
}

export async function openStream(url: string, headers: Record<string, string>): Promise<TestStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  const events: { name: string; data: string }[] = [];
  const waiters: (() => void)[] = [];
  if (res.ok && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const name = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (name) events.push({ name, data: data ?? '' });
            waiters.splice(0).forEach((w) => w());
          }
        }
      } catch {
        // aborted
      }
    })();
  } else await res.body?.cancel();
  const take = (name: string) => {
    const i = events.findIndex((e) => e.name === name);
    return i >= 0 ? events.splice(i, 1)[0].data : undefined;
  };
  return {
    status: res.status,
    async next(name, ms = 10_000) {
      const until = Date.now() + ms;
      for (;;) {
        const found = take(name);
        if (found !== undefined) return found;
        if (Date.now() > until) throw new Error(`no "${name}" event within ${ms} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    async quiet(name, ms) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      const seen: string[] = [];
      for (let e = take(name); e !== undefined; e = take(name)) seen.push(e);
      return seen;
    },
    close: () => abort.abort(),
  };
}
