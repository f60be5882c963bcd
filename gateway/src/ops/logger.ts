/**
 * THE gateway logger: structured JSON lines (pino) on stdout, level LOG_LEVEL (default info; `silent` under jest
 * unless LOG_LEVEL is set). Every line about a GraphQL request carries its `requestId`.
 */
import pino, { type Logger } from 'pino';

const level = process.env.LOG_LEVEL ?? (process.env.JEST_WORKER_ID ? 'silent' : 'info');

export let logger: Logger = pino({ name: 'gateway', level, base: { service: 'gateway' } });

/** Swaps the logger (tests capture lines with `pino(stream)`); returns the previous one. */
export function setLogger(next: Logger): Logger {
  const previous = logger;
  logger = next;
  return previous;
}
