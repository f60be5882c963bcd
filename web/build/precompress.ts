/**
 * Vite plugin: writes `<file>.br` and `<file>.gz` next to every compressible asset of the build (JS, CSS, HTML, SVG,
 * JSON), so the gateway serves them with `Content-Encoding` and never compresses at request time.
 * Only files that get smaller by compression are written.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|wasm|ttf)$/i;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

export async function precompressDir(dir: string): Promise<number> {
  let written = 0;
  const jobs: Promise<void>[] = [];
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
    jobs.push(
      (async () => {
        const data = await fs.readFile(file);
        const [br, gz] = await Promise.all([
          brotli(data, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: data.length > 512 * 1024 ? 9 : 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
          }),
          gzip(data, { level: data.length > 512 * 1024 ? 6 : 9 }),
        ]);
        if (br.length < data.length) {
          await fs.writeFile(`${file}.br`, br);
          written += 1;
        }
        if (gz.length < data.length) {
          await fs.writeFile(`${file}.gz`, gz);
          written += 1;
        }
      })(),
    );
  }
  await Promise.all(jobs);
  return written;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'hr-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Last, after the files other plugins write when the bundle closes (login.html).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
}
