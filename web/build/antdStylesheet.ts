/**
 * Vite plugin: writes antd's component styles (build/antdSampler.tsx) as `assets/antd-<hash>.css` and
 * links it from index.html, before the app's own stylesheet so the app's rules still win as they did over antd's
 * injected <style>s. Runs after prerenderLogin: login.html inlines just its own screen's styles and needs no more
 * before first paint. The build fails when the app bundles a style the sheet lacks (prebuiltStyles.ts: the client no longer
 * has the code to make it).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { afterBuild, withSsrModule } from './ssr';
import { unsampledStyles } from './prebuiltStyles';

type Sampler = typeof import('./antdSampler');

export function antdStylesheet(): Plugin {
  return afterBuild('hr-antd-stylesheet', async ({ root, outDir }) => {
    const css = await withSsrModule(root, '/build/antdSampler.tsx', (sampler: Sampler) => sampler.renderAntdStyles());
    const assets = path.join(outDir, 'assets');
    const scripts = await Promise.all(
      (await fs.readdir(assets)).filter((name) => name.endsWith('.js')).map((name) => fs.readFile(path.join(assets, name), 'utf8')),
    );
    const unsampled = unsampledStyles(scripts, css);
    if (unsampled.length)
      throw new Error(`antdStylesheet: build/antdSampler.tsx renders nothing with these styles, which the app bundles: ${unsampled.join(', ')}`);
    const file = `assets/antd-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
    await fs.writeFile(path.join(outDir, file), css);
    const indexPath = path.join(outDir, 'index.html');
    const index = await fs.readFile(indexPath, 'utf8');
    const link = `<link rel="stylesheet" href="/${file}">`;
    const anchor = index.match(/\n\s*<link rel="stylesheet"/)?.[0];
    const page = anchor ? index.replace(anchor, `\n    ${link}${anchor}`) : index.replace('</head>', `  ${link}\n  </head>`);
    if (!page.includes(link)) throw new Error('antdStylesheet: index.html has no </head>');
    await fs.writeFile(indexPath, page);
  });
}
