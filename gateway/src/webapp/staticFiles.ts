/**
 * The built web app (web/dist): precompressed twins (`.br`, `.gz`, written by the build) chosen by Accept-Encoding
 * with `Vary: Accept-Encoding`; hashed files under /assets/ cached for a year (immutable), HTML `no-cache`.
 * HTML pages: index.html for client-side routes, graphiql.html at /graphiql (the offline explorer), and login.html
 * at /login: index.html with the sign-in screen prerendered (web/build/prerenderLogin.ts), for that path only.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Express, Request, Response } from 'express';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const;

/** Encodings the client takes, by Accept-Encoding (q=0 refuses). */
function accepted(req: Request): Set<string> {
  const header = String(req.headers['accept-encoding'] ?? '');
  const out = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) out.add(name);
  }
  return out;
}

/** Sends `file` (inside `root`) compressed when a twin exists and the client takes it. */
export function sendStatic(req: Request, res: Response, root: string, file: string, cacheControl: string): void {
  const full = path.join(root, file);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  res.type(path.extname(file) || 'application/octet-stream');
  const takes = accepted(req);
  const twin = ENCODINGS.find((e) => (takes.has(e.name) || takes.has('*')) && fs.existsSync(full + e.ext));
  if (twin) res.setHeader('Content-Encoding', twin.name);
  res.sendFile(twin ? full + twin.ext : full, { dotfiles: 'deny', cacheControl: false, lastModified: true });
}

/** A regular file under root for this URL path, or null (no directory walks out of root). */
function fileFor(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const relative = path.normalize(decoded).replace(/^([/\\])+/, '');
  if (!relative || relative.startsWith('..') || relative.split(path.sep).some((s) => s.startsWith('.'))) return null;
  const full = path.join(root, relative);
  try {
    return fs.statSync(full).isFile() ? relative : null;
  } catch {
    return null;
  }
}

export interface WebRoutes {
  /** URL prefixes that belong to the API (never answered with the app's HTML). */
  apiPrefixes: readonly string[];
}

export function serveWeb(app: Express, webDist: string, { apiPrefixes }: WebRoutes): void {
  const root = path.resolve(webDist);
  const html = (name: string) => (fs.existsSync(path.join(root, name)) ? name : null);
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/graphiql' || req.path === '/graphiql/') {
      const page = html('graphiql.html');
      return page ? sendStatic(req, res, root, page, 'no-cache') : next();
    }
    const file = fileFor(root, req.path);
    if (file) return sendStatic(req, res, root, file, file.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache');
    if (apiPrefixes.some((p) => req.path.startsWith(p))) return next();
    // Browsers ask for module chunks with `Accept: */*`: a chunk missing after a rebuild must 404, not come back as HTML.
    if (!req.accepts('html') || req.path.startsWith('/assets/')) return next();
    const index = (req.path === '/login' && html('login.html')) || html('index.html');
    if (!index) {
      res.status(404).type('text/plain').send('The web app is not built yet: run `npm run build -w web`.');
      return;
    }
    sendStatic(req, res, root, index, 'no-cache');
  });
}
