/**
 * The browser session: the gateway token and the signed-in user (with `access`), kept in localStorage so a reload
 * stays signed in. A tiny subscribe API lets React (useSession) and the Apollo links react to sign-in/out
 * without a global store. A one-shot "notice" (e.g. session expired) survives the redirect to /login.
 */
import { useSyncExternalStore } from 'react';
import type { MeFieldsFragment } from '../generated/graphql';

export type SessionUser = MeFieldsFragment;
export interface Session {
  token: string | null;
  user: SessionUser | null;
}

export const TOKEN_KEY = 'hr.token';
export const USER_KEY = 'hr.user';
export const NOTICE_KEY = 'hr.sessionNotice';

type Listener = (session: Session) => void;
const listeners = new Set<Listener>();
let current: Session = read();

function read(): Session {
  const token = localStorage.getItem(TOKEN_KEY);
  let user: SessionUser | null = null;
  try {
    const raw = localStorage.getItem(USER_KEY);
    user = raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    user = null;
  }
  return { token: token || null, user };
}

function emit(): void {
  current = read();
  listeners.forEach((listener) => listener(current));
}

export function getSession(): Session {
  return current;
}

export function getToken(): string | null {
  return current.token;
}

export function isSignedIn(): boolean {
  return Boolean(current.token);
}

/**
 * Whether the session ended by the user's own "Sign out" (signOutHere): the login page then names no page to return
 * to, so whoever signs in next starts at home rather than on the page the last user left.
 */
let signedOut = false;
export const endedBySigningOut = () => signedOut;

/** Stores a fresh sign-in (token + user) and clears any pending notice. */
export function setSession(token: string, user: SessionUser): void {
  signedOut = false;
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  sessionStorage.removeItem(NOTICE_KEY);
  emit();
}

/** Replaces the stored user (after `me` refreshes), keeping the token. */
export function updateUser(user: SessionUser): void {
  const stored = JSON.stringify(user);
  // The same user again (the usual `me` refresh) re-renders nothing.
  if (!current.token || localStorage.getItem(USER_KEY) === stored) return;
  localStorage.setItem(USER_KEY, stored);
  emit();
}

/** Signs out; `notice` is shown once on the login page (e.g. the session-expired message). */
export function clearSession(notice?: string, { ownSignOut = false } = {}): void {
  signedOut = ownSignOut;
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  if (notice) sessionStorage.setItem(NOTICE_KEY, notice);
  emit();
}

/** The user's own sign-out: the session goes, and the next sign-in starts at home. */
export function signOutHere(): void {
  clearSession(undefined, { ownSignOut: true });
}

/** Reads the pending login-page notice without consuming it. */
export function peekNotice(): string | null {
  return sessionStorage.getItem(NOTICE_KEY);
}

/** Drops the notice once the login page has shown it. */
export function clearNotice(): void {
  sessionStorage.removeItem(NOTICE_KEY);
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signing in or out changes this tab too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === USER_KEY || event.key === null) emit();
  });
}

/** React view of the session; re-renders on sign-in, sign-out and user refresh. */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** Re-reads localStorage (tests and the storage event use it). */
export function reloadSession(): void {
  emit();
}
