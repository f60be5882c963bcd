/**
 * Short-lived download links, bound to the session that made them. A ticket is AES-256-GCM over
 * { path, holder, filename, exp } with a key from GATEWAY_SECRET: `holder` is the SHA-256 of the caller's token, so
 * GET /files/<ticket> serves the file only to a request bearing that same token (`Authorization: Bearer`, as the web
 * sends it) and uses it for the upstream call; the ticket itself carries no credential, and a forwarded link, or one
 * read from a proxy log or the history, does nothing for anyone else. Tampering fails authentication, and any replica
 * with the same secret can serve it (no state in memory). TTL: FILE_LINK_TTL_S (300 s).
 * A ticket also names the company it was made in (ops/company.ts), and is refused on any other: its file belongs there.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Field, ObjectType } from 'type-graphql';
import { config } from '../config';
import type { Context } from '../context';
import { unauthenticated } from '../errors';
import { tokenKey } from '../state/store';

@ObjectType({ description: 'A short-lived link to download a file with the rights of the caller' })
export class FileLink {
  @Field(() => String, { description: 'Relative URL (/files/<ticket>) to open or fetch' })
  url!: string;
  @Field(() => String, { description: 'The name the file is saved under' })
  filename!: string;
  @Field(() => String, { description: 'When the link stops working (ISO date-time)' })
  expiresAt!: string;
}

/** What a ticket carries. */
export interface TicketPayload {
  /** Upstream path to GET, e.g. `/files/12/download` (with `render`: the path the renderer reads, for the logs). */
  path: string;
  /** A file the gateway builds itself (files/rendered.ts): the renderer's name, instead of streaming `path`. */
  render?: string;
  /** The renderer's arguments (e.g. the sheet's filters). */
  query?: Record<string, string>;
  /** The SHA-256 of the bearer token of the session that made the link (state/store.ts tokenKey). */
  holder: string;
  /** The company (subdomain) the link was made in; null: the default company (no subdomain named). */
  company?: string | null;
  filename: string;
  /** Expiry, epoch milliseconds. */
  exp: number;
}

export type TicketResult = { ok: true; payload: TicketPayload } | { ok: false; reason: 'invalid' | 'expired' };

const key = () => createHash('sha256').update(`file-ticket:${config.gatewaySecret()}`).digest();

export function sealTicket(payload: TicketPayload): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function openTicket(ticket: string, now = Date.now()): TicketResult {
  try {
    const raw = Buffer.from(ticket, 'base64url');
    if (raw.length < 29) return { ok: false, reason: 'invalid' };
    const decipher = createDecipheriv('aes-256-gcm', key(), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const payload = JSON.parse(text) as TicketPayload;
    if (typeof payload.path !== 'string' || typeof payload.exp !== 'number' || typeof payload.holder !== 'string') return { ok: false, reason: 'invalid' };
    return payload.exp <= now ? { ok: false, reason: 'expired' } : { ok: true, payload };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}

/**
 * A link that streams `upstreamPath` (a GET on the upstream) to the caller's session, saved as `filename`.
 * Signed-out callers get UNAUTHENTICATED.
 */
export function createFileLink(ctx: Context, upstreamPath: string, filename: string, extra: Pick<TicketPayload, 'render' | 'query'> = {}): FileLink {
  if (!ctx.rest.token) throw unauthenticated();
  const exp = Date.now() + config.fileLinkTtlS() * 1000;
  const ticket = sealTicket({ path: upstreamPath, holder: tokenKey(ctx.rest.token), company: ctx.rest.company, filename, exp, ...extra });
  return { url: `/files/${ticket}`, filename, expiresAt: new Date(exp).toISOString() };
}
