/**
 * Secrets a company stores (the task tracker's API token) are sealed with AES-256-GCM under SETTINGS_KEY, bound to
 * their company (the company id is the additional data: a sealed value copied to another company's row does not
 * open). SETTINGS_KEY is any string (a passphrase or 32 random bytes in base64); its SHA-256 is the key. Unset, a
 * development key derived from a fixed text is used and the start-up log says so (docs/operations.md): set it in
 * every real deployment, and keep it, since values sealed under a key open only with that key.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const DEV_KEY_TEXT = 'hr-workforce development settings key';
const VERSION = 'v1';

/** True when SETTINGS_KEY is not set (the development key is in use). */
export const usesDevKey = (env: NodeJS.ProcessEnv = process.env) => !env.SETTINGS_KEY?.trim();

const keyOf = (env: NodeJS.ProcessEnv = process.env) =>
  createHash('sha256')
    .update(env.SETTINGS_KEY?.trim() || DEV_KEY_TEXT)
    .digest();

const aad = (companyId: number) => Buffer.from(`company:${companyId}`, 'utf8');

/** `v1.<iv>.<tag>.<ciphertext>` (base64url), a fresh IV each time. */
export function seal(plain: string, companyId: number, env: NodeJS.ProcessEnv = process.env): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(env), iv);
  cipher.setAAD(aad(companyId));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** The plain text, or null when the value does not open (another key, another company, tampered). */
export function unseal(sealed: string, companyId: number, env: NodeJS.ProcessEnv = process.env): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(env), Buffer.from(iv, 'base64url'));
    decipher.setAAD(aad(companyId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
