/**
 * Vite plugin: antd's style generators leave the client bundle. antd's components come with their styles prebuilt in
 * `assets/antd-*.css` (build/antdStylesheet.ts), and the client finds each style's path there and never runs the
 * style's generator; yet every component still shipped the code that writes its CSS, often more than the component
 * itself (the date picker's, the table's, the select's): 10 KB gzip of /login, 15-37 KB of a signed-in page.
 * Each `genStyleHooks(name, generator, …)`, `genComponentStyleHook` and `genSubStyleComponent` call in antd's style
 * modules gets a stand-in generator that writes no CSS and says which style the stylesheet lacked, so the generator's
 * code, and the helpers only it used, tree-shake away. Component tokens (the third argument: the CSS variables each
 * component reads) stay.
 * Two checks keep the stylesheet complete, since a style it lacks would now be missing, not made at run time:
 *   - the build fails when a style whose stand-in is in the bundle has no path in the stylesheet (`unsampledStyles`);
 *   - the stand-in logs `MISSING_STYLE` + the style's path and class prefix, and every e2e test fails on that message
 *     (a style rendered under a prefix the sampler did not use; tests/e2e/support/browser.ts).
 * The build-time render that writes the stylesheet loads antd through Node, untouched, so it still has every generator.
 * The build fails when a style module's calls no longer have the expected shape (antd changed).
 */
import type { Plugin } from 'vite';
import { moduleFile } from './moduleFile';

/** The console message of a style the stylesheet lacks (its path follows). */
export const MISSING_STYLE = 'antd style missing from the prebuilt stylesheet: ';

/** The cssinjs-utils factories whose second argument is a style generator. */
const HOOKS = 'gen(?:StyleHooks|ComponentStyleHook|SubStyleComponent)';
const HOOK_CALL = new RegExp(`\\b${HOOKS}\\(`, 'g');
const HOOK_NAME = new RegExp(`^${HOOKS}$`);
/** antd's modules that define component styles: `<component>/style/*.js`, and the click wave's `_util/wave/style.js`. */
const STYLE_MODULE = /\/antd\/es\/(?:[\w-]+\/style\/[\w-]+|_util\/wave\/style)\.js$/;

interface AstNode {
  type: string;
  start: number;
  end: number;
  callee?: AstNode;
  name?: string;
  value?: unknown;
  elements?: AstNode[];
  arguments?: AstNode[];
}

/** Every call node in the tree (a plain walk: antd's style modules are small). */
function calls(node: unknown, out: AstNode[] = []): AstNode[] {
  if (!node || typeof node !== 'object') return out;
  if (Array.isArray(node)) {
    for (const child of node) calls(child, out);
    return out;
  }
  const n = node as AstNode;
  if (n.type === 'CallExpression') out.push(n);
  for (const [key, value] of Object.entries(n)) if (key !== 'type' && value && typeof value === 'object') calls(value, out);
  return out;
}

/** A style's component path as @ant-design/cssinjs-utils names it: 'Button' -> 'Button-Button', ['Button', 'compact'] -> 'Button-compact'. */
function componentPath(name: AstNode | undefined): string | undefined {
  const literal = (n: AstNode | undefined) => (n?.type === 'Literal' && typeof n.value === 'string' ? n.value : undefined);
  if (literal(name)) return `${literal(name)}-${literal(name)}`;
  const cells = name?.type === 'ArrayExpression' ? name.elements!.map(literal) : [];
  return cells.length && cells.every(Boolean) ? cells.join('-') : undefined;
}

export function prebuiltStyles(): Plugin {
  return {
    name: 'hr:prebuilt-antd-styles',
    apply: 'build',
    transform(code, id) {
      const file = moduleFile(id);
      const expected = STYLE_MODULE.test(file) ? (code.match(HOOK_CALL)?.length ?? 0) : 0;
      if (!expected) return null;
      const sites = calls(this.parse(code)).filter((c) => c.callee?.type === 'Identifier' && HOOK_NAME.test(c.callee.name!));
      const paths = sites.map((site) => componentPath(site.arguments?.[0]));
      if (sites.length !== expected || sites.some((s, i) => !paths[i] || (s.arguments?.length ?? 0) < 2)) {
        this.error(`prebuiltStyles: ${file} has ${expected} style hooks, ${sites.length} of the expected shape (antd changed?)`);
      }
      let out = code;
      // From the last call back, so earlier offsets stay valid.
      for (const [i, site] of [...sites.entries()].reverse()) {
        const generator = site.arguments![1]!;
        const stand = `(_token, info) => (console.error(${JSON.stringify(MISSING_STYLE + paths[i] + ' ')} + info.prefixCls), [])`;
        out = out.slice(0, generator.start) + stand + out.slice(generator.end);
      }
      return { code: out, map: null };
    },
  };
}

/** The component paths whose stand-ins are in the built scripts but which the stylesheet's cache-path record lacks. */
export function unsampledStyles(scripts: readonly string[], css: string): string[] {
  const record = css.match(/data-ant-cssinjs-cache-path\{content:"([^"]*)"/)?.[1];
  if (record === undefined) throw new Error('prebuiltStyles: the antd stylesheet has no cache-path record');
  const sampled = new Set(record.split(';').map((entry) => entry.split('|')[1]));
  const marker = new RegExp(`${MISSING_STYLE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([\\w-]+)`, 'g');
  const bundled = new Set(scripts.flatMap((script) => [...script.matchAll(marker)].map((m) => m[1]!)));
  return [...bundled].filter((path) => !sampled.has(path)).sort();
}
