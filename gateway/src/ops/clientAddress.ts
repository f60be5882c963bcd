/**
 * The caller's network address, for the sign-in throttle. Behind TRUST_PROXY_HOPS proxies (nginx in docker/) it is the
 * X-Forwarded-For entry the nearest trusted proxy saw; entries further left were written by the client and can be forged.
 */
import type { IncomingMessage } from 'node:http';
import { config } from '../config';

export function clientAddressOf(req: IncomingMessage, hops = config.trustProxyHops()): string | null {
  const socket = req.socket?.remoteAddress ?? null;
  if (hops <= 0) return socket;
  const header = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return chain[chain.length - hops] ?? chain[0] ?? socket;
}
