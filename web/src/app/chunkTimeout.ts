/** SPEC §9: a page's code that has not arrived in 120 s counts as failed (the page's error boundary says so). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The message of a page whose code did not arrive in time. */
export const CHUNK_TIMEOUT_MESSAGE = 'The page took too long to load';

/** `loading`, or a rejection after `ms` when it has not settled by then. */
export function loadWithin<T>(loading: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(CHUNK_TIMEOUT_MESSAGE)), ms);
  });
  return Promise.race([loading, late]).finally(() => clearTimeout(timer));
}
