/**
 * THE Apollo client, loaded on demand: /login renders without Apollo Client (bundle budget,
 * tests/e2e/bundle-budget.test.ts); the sign-in call (`useClientLoader`) and the signed-in area (`useAppClient`,
 * SignedIn.tsx) load it. Tests hand their own client in through <ClientContext.Provider>.
 */
import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import type { ApolloClient } from '@apollo/client';

export type LoadClient = () => Promise<ApolloClient>;

let appClient: Promise<ApolloClient> | null = null;

/** Creates THE client once; a failed download is retried on the next call. */
export const loadAppClient: LoadClient = () =>
  (appClient ??= import('../shared/apollo')
    .then((m) => m.createApolloClient())
    .catch((error: unknown) => {
      appClient = null;
      throw error;
    }));

export const ClientContext = createContext<LoadClient>(loadAppClient);

/** Clients already loaded, so a screen rendered after sign-in has its client at once. */
const ready = new WeakMap<LoadClient, ApolloClient>();

/** The loader in use; the client it answers is remembered for `useAppClient`. */
export function useClientLoader(): LoadClient {
  const load = useContext(ClientContext);
  return () =>
    load().then((client) => {
      ready.set(load, client);
      return client;
    });
}

/** The client, or null while it loads; a failed download is thrown to the nearest error boundary. */
export function useAppClient(): ApolloClient | null {
  const load = useContext(ClientContext);
  const [state, setState] = useState<{ client: ApolloClient | null; error?: unknown }>(() => ({ client: ready.get(load) ?? null }));
  useEffect(() => {
    if (state.client) return;
    let live = true;
    load().then(
      (client) => {
        ready.set(load, client);
        // The client's arrival renders the whole signed-in area (shell and page): a transition, so React renders it
        // in short slices; a promise's setState is a "default" update, rendered in one piece (one long task).
        if (live) startTransition(() => setState({ client }));
      },
      (error: unknown) => live && setState({ client: null, error }),
    );
    return () => {
      live = false;
    };
  }, [load, state.client]);
  if (state.error) throw state.error;
  return state.client;
}
