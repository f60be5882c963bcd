/**
 * Which company a request is for, as the subdomain the upstream reads from `X-Company` (upstream/src/companies/hook.ts):
 * the caller's own `X-Company` header, else the host it reached the gateway on: `<subdomain>.localhost[:port]`, or
 * `<subdomain>.<BASE_DOMAIN>` in a real deployment. Plain `localhost`, an IP address or the bare base domain name no
 * company: null, and the gateway then sends no header, so the upstream serves its default company (and a SPEC §7
 * backend, which serves one company, is called exactly as before).
 */
import type { IncomingMessage } from 'node:http';
import { config } from '../config';

/** A DNS label: what a subdomain may be. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The subdomain `host` names (port dropped), or null. */
export function companyOfHost(host: string | undefined, baseDomain = config.baseDomain()): string | null {
  const name = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (!name || name.startsWith('[') || /^[\d.]+$/.test(name)) return null; // IPv6, IPv4
  for (const base of [baseDomain, 'localhost']) {
    if (base && name.endsWith(`.${base}`)) {
      const label = name.slice(0, -base.length - 1);
      return LABEL.test(label) ? label : null;
    }
  }
  return null;
}

/** The request's company: its X-Company header (a subdomain), else its host's. */
export function companyOf(req: IncomingMessage): string | null {
  const header = req.headers['x-company'];
  const named = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  if (named) return named;
  return companyOfHost(req.headers.host);
}
