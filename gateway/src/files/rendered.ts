/**
 * Files the gateway builds itself (the salaries XLSX) ride the same signed, short-lived tickets as upstream
 * files (tickets.ts), served by the same `GET /files/:ticket` (download.ts): the ticket names a renderer and its query
 * instead of an upstream path to stream. At download time the renderer runs with the downloading session's token (the one the ticket is bound to) in a fresh
 * request context, so the rules are those of a GraphQL request made then: the renderer's access key is checked again
 * (a role lost since the link was made is refused, 403 FORBIDDEN's message) and its data is read from the upstream
 * with the caller's token (which applies its own role rules). Heavy building belongs in a worker (kit/worker.ts).
 */
import { companyOf } from '../ops/company';
import type { Request } from 'express';
import { canAccess, type AccessKey } from '../access/table';
import { createContext, type Context } from '../context';
import { forbidden } from '../errors';
import { requestIdOf } from '../ops/requestId';
import type { SharedState } from '../state/shared';
import { createFileLink, type FileLink, type TicketPayload } from './tickets';

export interface Renderer {
  /** Unique name, carried by tickets. */
  name: string;
  /** Who may download it (checked when the link is made and again when it is opened). */
  access: AccessKey;
  contentType: string;
  /** The upstream path it reads (recorded in the ticket, for the logs). */
  path: string;
  /** Builds the file for the caller of `ctx` from the ticket's query. */
  render(ctx: Context, query: Record<string, string>): Promise<Uint8Array>;
}

const renderers = new Map<string, Renderer>();

/** Declares a renderer (at module load, next to the resolver that makes its links). */
export function defineRenderer(renderer: Renderer): Renderer {
  renderers.set(renderer.name, renderer);
  return renderer;
}

/** A download link of `renderer`'s file for the caller of `ctx`; refused (FORBIDDEN) when they may not have it. */
export async function createRenderedLink(ctx: Context, renderer: Renderer, query: Record<string, string>, filename: string): Promise<FileLink> {
  if (!canAccess(await ctx.roles(), renderer.access)) throw forbidden();
  return createFileLink(ctx, renderer.path, filename, { render: renderer.name, query });
}

/** Builds a rendered ticket's file; throws FORBIDDEN (or the upstream's error) when the caller may not have it. */
export async function renderTicket(
  req: Request,
  payload: TicketPayload,
  token: string,
  options: { upstreamUrl: string; state?: SharedState },
): Promise<{ contentType: string; bytes: Uint8Array }> {
  const renderer = renderers.get(payload.render ?? '');
  if (!renderer) throw forbidden();
  const ctx = createContext({
    upstreamUrl: options.upstreamUrl,
    state: options.state,
    requestId: requestIdOf(req),
    authorization: `Bearer ${token}`,
    company: companyOf(req),
  });
  if (!canAccess(await ctx.roles(), renderer.access)) throw forbidden();
  return { contentType: renderer.contentType, bytes: await renderer.render(ctx, payload.query ?? {}) };
}
