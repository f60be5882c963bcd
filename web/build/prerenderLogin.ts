/**
 * Vite plugin: writes `dist/login.html`, index.html with the sign-in screen prerendered into #root and antd's styles
 * inlined (build/loginScreen.tsx), which the gateway serves for /login only (gateway/src/webapp/staticFiles.ts).
 * First paint then needs no JavaScript (Lighthouse FCP/LCP); the client hydrates it. A gate script in the head hides
 * it for visitors who would see another screen (signed in, a notice, a saved theme).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';

type LoginScreen = typeof import('./loginScreen');

/** An empty Web Storage for the render: session and theme read localStorage when their modules load. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** Runs `use` with build/loginScreen.tsx loaded; the loader stays open meanwhile (the render loads lazy routes). */
async function withLoginScreen<T>(root: string, use: (screen: LoginScreen) => Promise<T>): Promise<T> {
  const server = await createServer({
    root,
    mode: 'production',
    logLevel: 'error',
    appType: 'custom',
    // Only this module is loaded, by Node: no browser dependencies to pre-bundle.
    optimizeDeps: { noDiscovery: true, entries: [] },
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    return await use((await server.ssrLoadModule('/build/loginScreen.tsx')) as LoginScreen);
  } finally {
    await server.close();
  }
}

export function prerenderLogin(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'hr-prerender-login',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const storage = { localStorage: memoryStorage(), sessionStorage: memoryStorage() };
        Object.assign(globalThis, storage);
        try {
          const { html, styles, gateScript, attribute } = await withLoginScreen(root, async (screen) => ({
            ...(await screen.renderLogin()),
            gateScript: screen.gateScript,
            attribute: screen.PRERENDER_ATTRIBUTE,
          }));
          const gate = `assets/login-gate-${createHash('sha256').update(gateScript).digest('hex').slice(0, 8)}.js`;
          await fs.writeFile(path.join(outDir, gate), gateScript);
          const hide = `<style>html[${attribute}=off] #root>*{display:none}</style>`;
          const index = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
          const page = index
            .replace('</title>', `</title>\n    <script src="/${gate}"></script>\n    ${hide}\n    ${styles}`)
            .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
          if (!page.includes(html) || !page.includes(gate)) throw new Error('prerenderLogin: index.html has no <title> or empty #root');
          await fs.writeFile(path.join(outDir, 'login.html'), page);
        } finally {
          for (const key of Object.keys(storage)) Reflect.deleteProperty(globalThis, key);
        }
      },
    },
  };
}
