/**
 * GraphiQL against this gateway's /graphql with a small sign-in bar: email + password run the `login` mutation and
 * put `Authorization: Bearer <token>` in the Headers tab (which can also be edited by hand).
 */
import { useState, type FormEvent } from 'react';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher } from '@graphiql/toolkit';

const ENDPOINT = '/graphql';
const fetcher = createGraphiQLFetcher({ url: ENDPOINT });
export const EMPTY_HEADERS = '{\n  "Authorization": "Bearer "\n}';
const DEFAULT_QUERY = '# Sign in above (or paste a token into the Headers tab), then run:\n{\n  me {\n    name\n    roleTitle\n  }\n}\n';
const LOGIN = 'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';

const headersWith = (token: string) => JSON.stringify({ Authorization: `Bearer ${token}` }, null, 2);

/** The `login` mutation through the same endpoint; the answer's token or the server's message. */
async function signIn(email: string, password: string): Promise<{ token?: string; error?: string }> {
  const res = await fetch(ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: LOGIN, variables: { email, password }, operationName: 'Login' }),
  });
  const body = (await res.json()) as { data?: { login?: { token: string } }; errors?: { message: string }[] };
  return body.data?.login ? { token: body.data.login.token } : { error: body.errors?.[0]?.message ?? `HTTP ${res.status}` };
}

export function Explorer() {
  const [headers, setHeaders] = useState(EMPTY_HEADERS);
  const [status, setStatus] = useState('Not signed in');
  // GraphiQL reads `defaultHeaders` once: a new key remounts it with the signed-in headers.
  const [generation, setGeneration] = useState(0);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setStatus('Signing in…');
    try {
      const { token, error } = await signIn(String(form.get('email') ?? ''), String(form.get('password') ?? ''));
      if (!token) return setStatus(error ?? 'Sign-in failed');
      setHeaders(headersWith(token));
      setGeneration((g) => g + 1);
      setStatus(`Signed in as ${String(form.get('email'))}: the token is in the Headers tab`);
    } catch {
      setStatus('The server did not answer');
    }
  };

  return (
    <div className="hr-explorer">
      <form className="hr-explorer__signin" onSubmit={onSubmit} aria-label="Sign in">
        <strong>HR Workforce GraphQL</strong>
        <label>
          Email <input name="email" type="email" autoComplete="username" required />
        </label>
        <label>
          Password <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <button type="submit">Sign in</button>
        <output role="status">{status}</output>
      </form>
      <div className="hr-explorer__ide">
        <GraphiQL
          key={generation}
          fetcher={fetcher}
          defaultQuery={DEFAULT_QUERY}
          initialHeaders={headers}
          defaultHeaders={headers}
          defaultEditorToolsVisibility="headers"
          shouldPersistHeaders={false}
        />
      </div>
    </div>
  );
}
