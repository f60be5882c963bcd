/**
 * The sign-in call through THE Apollo client, in its own module: the login page loads it (with Apollo Client and the
 * generated document) once the visitor starts on the form, so the page's first download holds neither (bundle
 * budget). Answers the new session, or why it failed: `credentials` (refused), `throttled` (too many attempts, with the gateway's message) or `unavailable` (network or upstream).
 */
import type { ApolloClient } from '@apollo/client';
import { LoginDocument, type LoginMutation } from './auth.generated';
import { errorCode, errorMessage } from '../../shared/errors';

export type SignInResult = { session: LoginMutation['login'] } | { failure: 'credentials' | 'unavailable' } | { failure: 'throttled'; message: string };

export async function signIn(client: ApolloClient, email: string, password: string): Promise<SignInResult> {
  try {
    const { data } = await client.mutate({ mutation: LoginDocument, variables: { email, password } });
    if (!data) throw new Error('no data');
    await client.clearStore();
    return { session: data.login };
  } catch (error) {
    const code = errorCode(error);
    // Too many attempts: the gateway's message says when to try again.
    if (code === 'TOO_MANY_ATTEMPTS') return { failure: 'throttled', message: errorMessage(error) };
    return { failure: code === null || code === 'UPSTREAM_UNAVAILABLE' ? 'unavailable' : 'credentials' };
  }
}
