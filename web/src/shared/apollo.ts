/**
 * THE Apollo Client: auth header from the session, error handling shared by every page, and one terminating link
 * that sends a GraphQL multipart request (with `apollo-require-preflight`, for the gateway's CSRF prevention) when
 * the variables hold File/Blob values, or plain JSON otherwise.
 *
 * UNAUTHENTICATED (except a wrong-password sign-in) clears the session and sends the user to /login with the
 * session-expired notice; FORBIDDEN sends them to /main/forbidden. Navigation is injected by the app.
 * The sign-out call (`context.signingOut`) is exempt: the session is already gone when it answers.
 * A write that timed out (`extensions.outcomeUnknown`) may have happened: every active query is refetched so the page
 * shows the real state (showError then says so instead of a failure toast).
 */
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { ServerError } from '@apollo/client/errors';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { clearSession, getToken } from './session';
import { INVALID_CREDENTIALS, SESSION_EXPIRED, graphqlErrors } from './errors';
import { uploadFetch } from './uploadFetch';
import { currentPath, navigateTo } from './navigation';
import { href } from './paths';

// Pages import uploadContext from './uploadFetch': this module (Apollo Client) loads with the client, not with a page.
export { uploadContext } from './uploadFetch';

export interface ApolloHandlers {
  /** Called after the session was cleared because the token was refused. */
  onUnauthenticated(): void;
  onForbidden(): void;
}

/** The app's reactions: back to /login (the login page shows the notice), or to the forbidden page. */
export const navigationHandlers: ApolloHandlers = {
  onUnauthenticated: () => {
    if (currentPath() !== '/login') navigateTo('/login', { replace: true });
  },
  onForbidden: () => navigateTo(href('forbidden')),
};

export interface ApolloOptions {
  uri?: string;
  handlers?: ApolloHandlers;
  /** Replaces the network link (tests answer operations in memory through the same error/auth links). */
  terminatingLink?: ApolloLink;
}

export const GRAPHQL_URI = '/graphql';

const authLink = new SetContextLink((prev) => {
  const token = getToken();
  return token ? { headers: { ...prev.headers, authorization: `Bearer ${token}` } } : {};
});

function errorLink(handlers: ApolloHandlers) {
  // An operation may set `context: { quietForbidden: true }` when FORBIDDEN is an expected answer it shows itself.
  return new ErrorLink(({ error, operation }) => {
    const errors = graphqlErrors(error);
    const unauthenticated =
      errors.some((e) => e.code === 'UNAUTHENTICATED' && e.message !== INVALID_CREDENTIALS) ||
      (errors.length === 0 && ServerError.is(error) && error.statusCode === 401);
    if (operation.getContext().signingOut) return;
    if (errors.some((e) => e.outcomeUnknown)) void operation.client.refetchQueries({ include: 'active' }).catch(() => undefined);
    if (unauthenticated) {
      clearSession(SESSION_EXPIRED);
      handlers.onUnauthenticated();
    } else if (errors.some((e) => e.code === 'FORBIDDEN') && !operation.getContext().quietForbidden) {
      handlers.onForbidden();
    }
  });
}

export function createApolloClient(options: ApolloOptions = {}): ApolloClient {
  const { uri = GRAPHQL_URI, handlers = navigationHandlers } = options;
  const httpLink = options.terminatingLink ?? new UploadHttpLink({ uri, fetch: uploadFetch, headers: { 'apollo-require-preflight': 'true' } });
  return new ApolloClient({
    link: ApolloLink.from([errorLink(handlers), authLink, httpLink]),
    cache: new InMemoryCache(),
  });
}
