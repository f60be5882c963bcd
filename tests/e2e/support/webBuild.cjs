/**
 * Keeps web/dist fresh for the browser tests: builds with Vite only when web/dist is missing or older than any
 * source of the web app (web/src, web/index.html, web/vite.config.ts, web/package.json). Plain CommonJS so jest's
 * globalSetup can load it without a transform.
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../..');
const WEB = path.join(ROOT, 'web');
const WEB_DIST = path.join(WEB, 'dist');

function newestMtime(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

function webDistIsStale() {
  const built = newestMtime(path.join(WEB_DIST, 'index.html'));
  if (!built) return true;
  const sources = ['src', 'build', 'index.html', 'graphiql.html', 'vite.config.ts', 'package.json'].map((p) => newestMtime(path.join(WEB, p)));
  // The shared rules (@hr/rules: messages, roles, the company's currency and locale) are bundled into the web app.
  sources.push(newestMtime(path.join(WEB, '..', 'packages', 'rules', 'src')));
  return Math.max(...sources) > built;
}

function ensureWebBuilt() {
  if (!webDistIsStale()) return false;
  // jest sets NODE_ENV=test, which would make Vite bundle React's development build: always build for production.
  execFileSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], {
    cwd: WEB,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return true;
}

module.exports = { ROOT, WEB_DIST, ensureWebBuilt, webDistIsStale };
