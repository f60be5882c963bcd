/**
 * Toasts: antd notifications at the bottom right for 3000 ms (SPEC §9). The signed-in shell's FeedbackHost hands over
 * its themed instance; before it mounts (its code loads after the first paint) or where there is none (plain tests),
 * antd's static API is loaded and used.
 * `showError` turns a GraphQL error into field messages on a form (BAD_USER_INPUT) or a toast; a timed-out write
 * ("outcome unknown") is no failure: the Apollo error link refetches the page's data and this says so, once.
 */
import type { FormInstance } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { graphqlErrors } from './errors';

const TOAST_MS = 3000;
const TOAST_PLACEMENT = 'bottomRight' as const;
const base = { placement: TOAST_PLACEMENT, duration: TOAST_MS / 1000 };

type Toasts = Pick<NotificationInstance, 'success' | 'error' | 'info' | 'warning'>;
let api: Toasts | null = null;

/** Called by FeedbackHost with `notification.useNotification()`'s instance so toasts follow the theme. */
export function setNotificationApi(instance: Toasts | null): void {
  api = instance;
}

function toast(kind: keyof Toasts, text: string): void {
  const args = { ...base, title: text };
  if (api) return api[kind](args);
  void import('./deferred/feedback').then(({ notification }) => (api ?? notification)[kind](args));
}

export function notifySuccess(text: string): void {
  toast('success', text);
}
export function notifyError(text: string): void {
  toast('error', text);
}
export function notifyInfo(text: string): void {
  toast('info', text);
}
export function notifyWarning(text: string): void {
  toast('warning', text);
}

/** The house style for failures: `notifyFailed('load employees')` shows "Failed to load employees". */
export function notifyFailed(action: string): void {
  notifyError(`Failed to ${action}`);
}

/** Said after a timed-out write: the page shows what the server holds now (the error link refetched it). */
export const REFRESHED = 'The page now shows the current state.';

/** Codes the Apollo error link already handles by navigating; no toast for them. */
const HANDLED_BY_LINK = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);
const SERVER_SIDE = new Set(['UPSTREAM_UNAVAILABLE', 'INTERNAL_SERVER_ERROR']);

/**
 * Shows a GraphQL error the way users expect: field errors next to the form fields they belong to, everything else
 * (the server's message verbatim) as a toast; `fallback` when the server said nothing usable (network failure).
 */
export function showError(error: unknown, fallback: string, form?: FormInstance): void {
  const errors = graphqlErrors(error);
  if (errors.some((e) => e.code && HANDLED_BY_LINK.has(e.code))) return;
  const unknown = errors.find((e) => e.outcomeUnknown);
  if (unknown) return notifyWarning(`${unknown.message} ${REFRESHED}`);
  // SPEC §8: a 5xx or no answer carries no usable message, so the page's own "Failed to ..." text is shown.
  const usable = errors.filter((e) => !e.code || !SERVER_SIDE.has(e.code));
  const toasts: string[] = [];
  let placedAny = false;
  for (const e of usable) {
    if (e.fieldErrors.length === 0) {
      if (e.message) toasts.push(e.message);
      continue;
    }
    const placed = form ? placeFieldErrors(form, e.fieldErrors) : [];
    placedAny ||= placed.length > 0;
    toasts.push(...e.fieldErrors.filter((f) => !placed.includes(f)).map((f) => f.message));
  }
  if (toasts.length === 0 && !placedAny) toasts.push(fallback);
  [...new Set(toasts)].forEach(notifyError);
}

/** Sets field errors on fields the form has; returns the ones it placed. */
export function placeFieldErrors(form: FormInstance, fieldErrors: { field: string; message: string }[]) {
  const known = new Set(Object.keys(form.getFieldsValue() ?? {}));
  const placed = fieldErrors.filter((f) => known.has(f.field));
  if (placed.length) form.setFields(placed.map((f) => ({ name: f.field, errors: [f.message] })));
  return placed;
}
