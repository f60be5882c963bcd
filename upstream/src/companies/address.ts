/**
 * The web address of a company as its people reach it: APP_URL (the web's address, default http://localhost:4000)
 * with the company's subdomain before its host name (`http://acme.localhost:4000`), or before BASE_DOMAIN when that
 * is set (`https://acme.hr.example.com`). The default company keeps APP_URL itself (plain localhost serves it), and
 * so does an APP_URL on a bare IP address without BASE_DOMAIN (an address has no subdomains).
 */
import type { Queryable } from '../db';
import { currentCompanyId, DEFAULT_COMPANY_ID } from './context';

const appUrl = () => (process.env.APP_URL ?? 'http://localhost:4000').replace(/\/+$/, '');
const isAddress = (host: string) => host.startsWith('[') || /^[\d.]+$/.test(host);

/** The address of the company with `subdomain` (null: the default company's, APP_URL). */
export function companyAddress(subdomain: string | null, base = appUrl(), baseDomain = process.env.BASE_DOMAIN?.trim()): string {
  const url = new URL(base);
  const path = url.pathname.replace(/\/+$/, '');
  if (!subdomain) return `${url.origin}${path}`;
  const parent = baseDomain || (isAddress(url.hostname) ? null : url.hostname);
  if (!parent) return `${url.origin}${path}`;
  return `${url.protocol}//${subdomain}.${parent}${url.port ? `:${url.port}` : ''}${path}`;
}

/** The address of the running code's company (companies are global rows: any role may read them). */
export async function currentCompanyAddress(db: Pick<Queryable, 'query'>): Promise<string> {
  const id = currentCompanyId();
  if (id === DEFAULT_COMPANY_ID) return companyAddress(null);
  const { rows } = await db.query<{ subdomain: string }>('SELECT subdomain FROM companies WHERE id = $1', [id]);
  return companyAddress(rows[0]?.subdomain ?? null);
}
