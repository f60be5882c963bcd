/**
 * Build-time rendering helpers shared by the prerender plugins (prerenderLogin.ts, antdStylesheet.ts): a module of
 * build/ loaded through Vite's SSR loader (so it imports the app's sources as the client build does), with an empty
 * Web Storage in place, since session and theme read localStorage when their modules load.
 */
import path from 'node:path';
import { createServer, type Plugin } from 'vite';

/** An empty Web Storage for the render. */
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

/** Runs `use` with `modulePath` (e.g. '/build/loginScreen.tsx') loaded; the loader stays open meanwhile (renders load lazy routes). */
export async function withSsrModule<M, T>(root: string, modulePath: string, use: (module: M) => Promise<T>): Promise<T> {
  const storage = { localStorage: memoryStorage(), sessionStorage: memoryStorage() };
  Object.assign(globalThis, storage);
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
    return await use((await server.ssrLoadModule(modulePath)) as M);
  } finally {
    await server.close();
    for (const key of Object.keys(storage)) Reflect.deleteProperty(globalThis, key);
  }
}

/** A build-only plugin that runs `step` once the bundle is written, in plugin order (each step may read the previous one's files). */
export function afterBuild(name: string, step: (dirs: { root: string; outDir: string }) => Promise<void>): Plugin {
  let root = '';
  let outDir = '';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: { sequential: true, handler: () => step({ root, outDir }) },
  };
}
