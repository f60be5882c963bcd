/** Reading a help desk link body: SPEC §5 messages, and a URL rule of our own (SPEC §5 has none for links). */
import { validationError } from '../http/errors';
import { Reader, unwrap } from '../http/values';
import type { HelpdeskLinkWrite } from './store';

export const NAME_MAX = 100;
export const LINK_MAX = 2000;
export const INVALID_URL = 'Invalid URL format';

/** An absolute http(s) URL with a host (what a browser can open from the list). */
export function isWebUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export function readLink(body: unknown): HelpdeskLinkWrite {
  const r = new Reader(unwrap(body, 'helpdesk_link'));
  const name = r.text('name', 'Name', true, NAME_MAX);
  const link = r.text('link', 'Link', true, LINK_MAX);
  if (link !== null && link.length <= LINK_MAX && !isWebUrl(link)) r.fail('link', INVALID_URL);
  if (r.errors.length) throw validationError(r.errors);
  return { name: name!, link: link! };
}
