/**
 * A Vite build plugin that patches one module of a dependency by exact text (tableMeasure, lazyValidator): it applies
 * `patch` to the module whose file ends with `file`, and fails the build when any of `expected` is no longer in its
 * source, so an upgrade of the dependency cannot undo the patch silently.
 */
import type { Plugin } from 'vite';
import { moduleFile } from './moduleFile';

export function sourcePatch(spec: { name: string; file: string; expected: readonly string[]; changed: string; patch: (code: string) => string }): Plugin {
  return {
    name: spec.name,
    apply: 'build',
    transform(code, id) {
      if (!moduleFile(id).endsWith(spec.file)) return null;
      if (!spec.expected.every((part) => code.includes(part))) this.error(spec.changed);
      return { code: spec.patch(code), map: null };
    },
  };
}
