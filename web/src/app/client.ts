/**
 * THE Apollo client, loaded on demand: /login renders without Apollo Client (bundle budget,
 * tests/e2e/bundle-budget.test.ts); the sign-in call and the signed-in area (SignedIn.tsx) load it through
 * `useClientLoader()`. Tests hand their own client in through <ClientContext.Provider>.
 */
import { createContext, useContext } from 'react';
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

const loaded = new WeakMap<LoadClient, Promise<ApolloClient>>();

/** One promise per loader, so React's `use()` sees the same promise on every render. */
export function useClientLoader(): () => Promise<ApolloClient> {
  const load = useContext(ClientContext);
  return () => {
    let client = loaded.get(load);
    if (!client) {
      client = load();
      loaded.set(load, client);
      client.catch(() => loaded.delete(load));
    }
    return client;
  };
}
