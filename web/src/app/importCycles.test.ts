/**
 * No import cycles in the web app (static or lazy `import()`), e.g. page -> app/access -> app/routes -> page.
 * A small depth-first search over relative imports; type-only imports count too (they couple the modules as well).
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { sourceFiles } from '../test/sourceFiles';

const root = join(__dirname, '..');
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']+)'/g;

function resolve(from: string, spec: string): string | null {
  const base = join(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

export function findCycles(all: string[]): string[][] {
  const edges = new Map(all.map((f) => [f, [...readFileSync(f, 'utf8').matchAll(IMPORT)].map((m) => resolve(f, m[1]!)).filter((x): x is string => !!x)]));
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (f: string) => {
    state.set(f, 'open');
    stack.push(f);
    for (const next of edges.get(f) ?? []) {
      if (state.get(next) === 'open') cycles.push(stack.slice(stack.indexOf(next)).map((p) => relative(root, p)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(f, 'done');
  };
  for (const f of all) if (!state.has(f)) visit(f);
  return cycles;
}

describe('web imports', () => {
  it('have no cycles', () => {
    expect(findCycles(sourceFiles(root, ['generated']))).toEqual([]);
  });
});
