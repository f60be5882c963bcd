/**
 * Vite plugin: writes `dist/login.html`, index.html with the sign-in screen prerendered into #root and antd's styles
 * inlined (build/loginScreen.tsx), which the gateway serves for /login only (gateway/src/webapp/staticFiles.ts).
 * First paint then needs no JavaScript (Lighthouse FCP/LCP); the client hydrates it. A gate script in the head hides
 * it for visitors who would see another screen (signed in, a notice, a saved theme). A <meta> names the document, so
 * the client loads any other screen afresh as index.html (it has only the sign-in screen's antd styles).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { afterBuild, withSsrModule } from './ssr';

type LoginScreen = typeof import('./loginScreen');

export function prerenderLogin(): Plugin {
  return afterBuild('hr-prerender-login', async ({ root, outDir }) => {
    const { html, styles, gateScript, attribute, documentName } = await withSsrModule(root, '/build/loginScreen.tsx', async (screen: LoginScreen) => ({
      ...(await screen.renderLogin()),
      gateScript: screen.gateScript,
      attribute: screen.PRERENDER_ATTRIBUTE,
      documentName: screen.LOGIN_DOCUMENT,
    }));
    const gate = `assets/login-gate-${createHash('sha256').update(gateScript).digest('hex').slice(0, 8)}.js`;
    await fs.writeFile(path.join(outDir, gate), gateScript);
    const hide = `<style>html[${attribute}=off] #root>*{display:none}</style>`;
    const index = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
    const page = index
      .replace('</title>', `</title>\n    <meta name="${documentName}">\n    <script src="/${gate}"></script>\n    ${hide}\n    ${styles}`)
      .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
    if (!page.includes(html) || !page.includes(gate)) throw new Error('prerenderLogin: index.html has no <title> or empty #root');
    await fs.writeFile(path.join(outDir, 'login.html'), page);
  });
}
