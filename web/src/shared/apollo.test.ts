import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { gql } from '@apollo/client';
import { createApolloClient, uploadContext } from './apollo';
import { clearSession, getSession, peekNotice, setSession } from './session';

const UPLOAD = gql`
  mutation Upload($file: Upload!, $month: String!) {
    importThing(file: $file, month: $month) {
      message
    }
  }
`;
const ME = gql`
  query Me {
    me {
      id
    }
  }
`;

interface Sent {
  url: string;
  init: RequestInit;
}

/** A minimal fetch Response (jsdom has none) carrying a GraphQL JSON body. */
function reply(body: unknown, status = 200) {
  return {
    status,
    ok: status < 300,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/graphql-response+json' : null) },
    text: async () => JSON.stringify(body),
  };
}

function mockFetch(body: unknown, status = 200) {
  const sent: Sent[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return reply(body, status);
  });
  Object.assign(globalThis, { fetch: fetchMock });
  return sent;
}

const handlers = () => ({ onUnauthenticated: jest.fn(), onForbidden: jest.fn() });

afterEach(() => {
  clearSession();
  sessionStorage.clear();
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe('the Apollo client', () => {
  it('sends the session token as a Bearer header and the CSRF preflight header', async () => {
    setSession('tok-123', { id: '1' } as never);
    const sent = mockFetch({ data: { me: { __typename: 'Me', id: '1' } } });
    await createApolloClient({ handlers: handlers() }).query({ query: ME });
    const headers = sent[0]!.init.headers as Record<string, string>;
    expect(sent[0]!.url).toBe('/graphql');
    expect(headers.authorization).toBe('Bearer tok-123');
    expect(headers['apollo-require-preflight']).toBe('true');
  });

  it('sends files as a GraphQL multipart request', async () => {
    const sent = mockFetch({ data: { importThing: { __typename: 'MutationMessage', message: 'ok' } } });
    const file = new File(['a,b\n1,2\n'], 'rows.csv', { type: 'text/csv' });
    await createApolloClient({ handlers: handlers() }).mutate({ mutation: UPLOAD, variables: { file, month: '2024-01' } });
    const body = sent[0]!.init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(JSON.parse(body.get('operations') as string).variables).toEqual({ file: null, month: '2024-01' });
    expect(JSON.parse(body.get('map') as string)).toEqual({ 1: ['variables.file'] });
    expect((body.get('1') as File).name).toBe('rows.csv');
    expect((sent[0]!.init.headers as Record<string, string>)['apollo-require-preflight']).toBe('true');
  });

  it('reports upload progress through XMLHttpRequest when asked', async () => {
    const progress: number[] = [];
    class FakeXhr {
      upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
      status = 200;
      statusText = 'OK';
      responseText = JSON.stringify({ data: { importThing: { __typename: 'MutationMessage', message: 'ok' } } });
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      ontimeout: (() => void) | null = null;
      headers: Record<string, string> = {};
      open() {}
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      getAllResponseHeaders() {
        return 'content-type: application/graphql-response+json\r\n';
      }
      send() {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        setTimeout(() => this.onload?.(), 0);
      }
      abort() {}
    }
    const original = window.XMLHttpRequest;
    const OriginalResponse = (globalThis as { Response?: unknown }).Response;
    Object.assign(window, { XMLHttpRequest: FakeXhr });
    Object.assign(globalThis, {
      Response: class {
        constructor(
          private body: string,
          private init: { status: number; headers: Headers },
        ) {}
        get status() {
          return this.init.status;
        }
        get headers() {
          return this.init.headers;
        }
        text() {
          return Promise.resolve(this.body);
        }
      },
    });
    try {
      const file = new File(['x'.repeat(100)], 'big.csv');
      const result = await createApolloClient({ handlers: handlers() }).mutate({
        mutation: UPLOAD,
        variables: { file, month: '2024-01' },
        context: uploadContext((percent) => progress.push(percent)),
      });
      expect(result.data).toEqual({ importThing: { __typename: 'MutationMessage', message: 'ok' } });
      expect(progress).toEqual([50, 100]);
    } finally {
      Object.assign(window, { XMLHttpRequest: original });
      Object.assign(globalThis, { Response: OriginalResponse });
    }
  });

  it('a timed-out write (outcomeUnknown) refetches the active queries so the page shows the real state', async () => {
    setSession('tok-1', { id: '1' } as never);
    const sent: string[] = [];
    Object.assign(globalThis, {
      fetch: jest.fn(async (_url: string, init: RequestInit) => {
        const op = JSON.parse(String(init.body)) as { operationName: string };
        sent.push(op.operationName);
        return op.operationName === 'Me'
          ? reply({ data: { me: { __typename: 'Me', id: '1' } } })
          : reply({ data: null, errors: [{ message: 'may or may not', extensions: { code: 'UPSTREAM_UNAVAILABLE', timeout: true, outcomeUnknown: true } }] });
      }),
    });
    const client = createApolloClient({ handlers: handlers() });
    const watched = client.watchQuery({ query: ME }).subscribe(() => undefined);
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toEqual(['Me']);
    const DELETE = gql`
      mutation Delete {
        deleteThing {
          message
        }
      }
    `;
    await expect(client.mutate({ mutation: DELETE })).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toEqual(['Me', 'Delete', 'Me']);
    watched.unsubscribe();
  });

  it('UNAUTHENTICATED clears the session and leaves the session-expired notice for the login page', async () => {
    setSession('old-token', { id: '1' } as never);
    mockFetch({ errors: [{ message: 'Token expired', extensions: { code: 'UNAUTHENTICATED' } }] }, 401);
    const h = handlers();
    await expect(createApolloClient({ handlers: h }).query({ query: ME })).rejects.toThrow();
    expect(getSession().token).toBeNull();
    expect(peekNotice()).toBe('Your login session has expired, please login again.');
    expect(h.onUnauthenticated).toHaveBeenCalled();
  });

  it('a wrong password at sign-in is not an expired session', async () => {
    mockFetch({ errors: [{ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } }] }, 401);
    const h = handlers();
    await expect(createApolloClient({ handlers: h }).query({ query: ME })).rejects.toThrow('Invalid email or password');
    expect(peekNotice()).toBeNull();
    expect(h.onUnauthenticated).not.toHaveBeenCalled();
  });

  it('FORBIDDEN goes to the forbidden page and keeps the session', async () => {
    setSession('tok', { id: '1' } as never);
    mockFetch({ errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] }, 403);
    const h = handlers();
    await expect(createApolloClient({ handlers: h }).query({ query: ME })).rejects.toThrow();
    expect(h.onForbidden).toHaveBeenCalled();
    expect(getSession().token).toBe('tok');
  });
});
