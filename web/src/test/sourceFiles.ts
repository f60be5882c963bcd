/** The app's own source files and their antd imports, for the tests that check the source (import cycles, the stylesheet sampler, the kit's form controls). */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every non-test .ts/.tsx file under `dir`, skipping folders named in `skip`. */
export function sourceFiles(dir: string, skip: readonly string[] = []): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return skip.includes(name) ? [] : sourceFiles(path, skip);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The value (not type-only) names a file imports from 'antd'. */
export function antdValueImports(source: string): string[] {
  return [...source.matchAll(/import\s+\{([^}]*)\}\s+from\s+'antd'/g)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n && !n.startsWith('type '))
      .map((n) => n.split(/\s+as\s+/)[0]!),
  );
}
