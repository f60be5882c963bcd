/**
 * Security headers on every answer of the gateway. The app and the offline explorer (/graphiql) are served from
 * this origin with no inline scripts, so scripts are limited to 'self'; styles allow inline because antd (CSS-in-JS)
 * and GraphiQL's editor write <style> elements at run time. Apollo Sandbox on /graphql brings its own per-render
 * nonce CSP in a <meta> tag (scripts from Apollo's CDN); its page gets only what a <meta> CSP cannot say.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** For the Sandbox landing page: its <meta> CSP governs scripts, styles and frames. */
const LANDING_CSP = ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"].join('; ');

export const CONTENT_SECURITY_POLICY = APP_CSP;

/** The headers of every answer; the Sandbox landing page (GET /graphql) gets its own CSP. */
export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse): void {
  const landing = req.method === 'GET' && /^\/graphql(\?|$)/.test(req.url ?? '');
  res.setHeader('Content-Security-Policy', landing ? LANDING_CSP : APP_CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
}
