/** The bell's live settings (decision 0216), apart so the browser tests read them without the components. */

/** The gateway's stream of the signed-in user's unread count (server-sent events). */
export const STREAM_URL = '/notifications/stream';
/** How often the bell asks while its stream is not open. */
export const POLL_MS = 30_000;
