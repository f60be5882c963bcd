/**
 * The help desk link body (route schema, http/schema.ts Field builders: SPEC §5 messages) and the URL rule of our own
 * (SPEC §5 has none for links), answered in the same 422.
 */
import type { FastifyRequest } from 'fastify';
import { Body, checkBody, Field, sortByField } from '../http/schema';
import { validationError } from '../http/errors';
import type { HelpdeskLinkWrite } from './store';

export const NAME_MAX = 100;
export const LINK_MAX = 2000;
export const INVALID_URL = 'Invalid URL format';

export const HelpdeskLinkInput = Body(
  {
    name: Field.text('Name', { required: true, max: NAME_MAX }),
    link: Field.text('Link', { required: true, max: LINK_MAX, description: 'An http(s) URL; "Invalid URL format" otherwise' }),
  },
  'helpdesk_link',
);

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

export function readLink(request: FastifyRequest): HelpdeskLinkWrite {
  const { value, errors } = checkBody(request, HelpdeskLinkInput);
  if (typeof value.link === 'string' && !errors.some((e) => e.field === 'link') && !isWebUrl(value.link)) errors.push({ field: 'link', message: INVALID_URL });
  if (errors.length) throw validationError(sortByField(HelpdeskLinkInput, errors));
  return { name: value.name, link: value.link };
}
