/**
 * Signed, expiring tokens: JWT HS256. The secret comes from UPSTREAM_SECRET, or is generated once and kept in the
 * database (app_settings) so tokens stay valid across restarts of a persistent DATA_DIR.
 * Each company signs with a key of its own (companyKey): the default company with the secret itself (its tokens and a
 * SPEC §7 deployment's stay valid), every other with HMAC-SHA256(secret, `company:<id>`). A token names its company
 * (`cid`) and is checked with that company's key, so a token of one company whose `cid` is rewritten to another's fails
 * its signature there.
 */
import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Db } from '../db';
import { HttpError } from '../http/errors';
import { DEFAULT_COMPANY_ID } from '../companies/context';

/** What a verified token says: whose it is and which session row (sessions.id) it belongs to. */
export interface TokenClaims {
  employeeId: number;
  sessionId: string;
  /** The company it was signed in (companies.id); a token signed before companies existed is the default company's. */
  companyId: number;
}

export interface TokenService {
  /** Signs a token for the employee behind a sign-in account, naming its session; answers the token and its expiry. */
  sign(employeeId: number, sessionId: string, companyId: number): { token: string; expiresAt: Date };
  /** Returns the claims, or throws a 401 HttpError (`Unauthorized` / `Token expired`); tokens without a session are refused. */
  verify(token: string): TokenClaims;
  readonly ttl: string | number;
}

export const DEFAULT_TOKEN_TTL = '12h';

/** Reads the stored secret or creates it (first start). */
export async function loadSecret(db: Db): Promise<string> {
  const found = await db.query<{ value: string }>(`SELECT value FROM app_settings WHERE key = 'token_secret'`);
  if (found.rows[0]) return found.rows[0].value;
  const secret = crypto.randomBytes(48).toString('base64url');
  // ON CONFLICT keeps the first secret if two starts race on the same folder.
  await db.query(`INSERT INTO app_settings (key, value) VALUES ('token_secret', $1) ON CONFLICT (company_id, key) DO NOTHING`, [secret]);
  return (await db.query<{ value: string }>(`SELECT value FROM app_settings WHERE key = 'token_secret'`)).rows[0].value;
}

/** TOKEN_TTL accepts seconds ("3600") or a jsonwebtoken span ("12h", "30m"). */
function parseTtl(raw: string | number | undefined): string | number {
  if (raw === undefined || raw === '') return DEFAULT_TOKEN_TTL;
  if (typeof raw === 'number') return raw;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

/** The signing key of company `companyId` (see the header): derived, so no company's key reveals another's or the secret. */
export function companyKey(secret: string, companyId: number): Buffer {
  const master = Buffer.from(secret, 'utf8');
  return companyId === DEFAULT_COMPANY_ID ? master : crypto.createHmac('sha256', master).update(`company:${companyId}`).digest();
}

/** The `cid` a token says it belongs to, read before its signature is checked (to pick the key that checks it). */
function claimedCompany(token: string): number {
  const payload = jwt.decode(token, { json: true });
  return payload?.cid === undefined ? DEFAULT_COMPANY_ID : Number(payload.cid);
}

const MAX_KEYS = 10_000;

export function createTokenService(secret: string, ttl?: string | number): TokenService {
  const expiresIn = parseTtl(ttl);
  // One key object per company for the process: given the string, jsonwebtoken builds a key on every call (it first
  // tries to read it as a public key and fails), which the profile of a list request showed as ~3% of the upstream's time.
  const keys = new Map<number, crypto.KeyObject>();
  const keyOf = (companyId: number) => {
    let key = keys.get(companyId);
    if (!key) {
      if (keys.size >= MAX_KEYS) keys.clear();
      key = crypto.createSecretKey(companyKey(secret, companyId));
      keys.set(companyId, key);
    }
    return key;
  };
  return {
    ttl: expiresIn,
    sign(employeeId, sessionId, companyId) {
      const token = jwt.sign({ cid: companyId }, keyOf(companyId), {
        algorithm: 'HS256',
        subject: String(employeeId),
        jwtid: sessionId,
        expiresIn: expiresIn as jwt.SignOptions['expiresIn'],
      });
      const exp = (jwt.decode(token) as jwt.JwtPayload).exp!;
      return { token, expiresAt: new Date(exp * 1000) };
    },
    verify(token) {
      try {
        const cid = claimedCompany(token);
        if (!Number.isSafeInteger(cid) || cid < 1) throw new Error('bad company');
        const payload = jwt.verify(token, keyOf(cid), { algorithms: ['HS256'] });
        const id = typeof payload === 'object' ? Number(payload.sub) : NaN;
        const sessionId = typeof payload === 'object' ? payload.jti : undefined;
        if (!Number.isInteger(id) || !sessionId) throw new Error('no subject or session');
        return { employeeId: id, sessionId, companyId: cid };
      } catch (e) {
        if (e instanceof jwt.TokenExpiredError) throw new HttpError(401, 'Token expired');
        throw new HttpError(401, 'Unauthorized');
      }
    },
  };
}

/** Builds the service for an app: env UPSTREAM_SECRET / TOKEN_TTL unless given explicitly. */
export async function tokenServiceFor(db: Db, opts: { secret?: string; ttl?: string | number } = {}): Promise<TokenService> {
  const secret = opts.secret ?? process.env.UPSTREAM_SECRET ?? (await loadSecret(db));
  return createTokenService(secret, opts.ttl ?? process.env.TOKEN_TTL);
}
