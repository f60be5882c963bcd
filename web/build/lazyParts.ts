/**
 * Vite plugin: antd parts that another antd component imports statically but the app never renders there are
 * loaded on first render instead, so they leave every page's first download (bundle budget, issue #10):
 *   - Card's tabs (only with `tabList`, which the app does not use): 13 KB with the tabs styles;
 *   - the table's tree filter (only with `filterMode: 'tree'`): 13 KB with the tree styles;
 *   - the colour picker's preset groups (Collapse), which button styles pulled in through `isBright`: 5 KB.
 * A page that renders Tabs itself still imports it statically. Each lazy part renders nothing until it has loaded.
 * The build fails when antd's source no longer has the import, so an upgrade cannot undo this silently.
 */
import type { Plugin } from 'vite';

interface LazyPart {
  /** The importing antd module (its path ends so). */
  importer: string;
  /** The import statement replaced, exactly as antd writes it. */
  statement: string;
  name: string;
  specifier: string;
}

const PARTS: readonly LazyPart[] = [
  { importer: '/antd/es/card/Card.js', statement: "import Tabs from '../tabs';", name: 'Tabs', specifier: '../tabs' },
  // Button's style imports `isBright` from the colour picker's presets, whose Collapse then rode into every page.
  { importer: '/antd/es/color-picker/components/ColorPresets.js', statement: "import Collapse from '../../collapse';", name: 'Collapse', specifier: '../../collapse' },
  {
    importer: '/antd/es/table/hooks/useFilter/FilterDropdown.js',
    statement: "import Tree from '../../../tree';",
    name: 'Tree',
    specifier: '../../../tree',
  },
];

/** A component of the same name that loads the part and shows it once loaded (its own Suspense, nothing meanwhile). */
function lazyComponent({ name, specifier }: LazyPart): string {
  return [
    `import { lazy as lazy$${name}, Suspense as Suspense$${name}, createElement as h$${name} } from 'react';`,
    `const Part$${name} = lazy$${name}(() => import('${specifier}'));`,
    `const ${name} = (props) => h$${name}(Suspense$${name}, { fallback: null }, h$${name}(Part$${name}, props));`,
  ].join(' ');
}

export function lazyParts(): Plugin {
  return {
    name: 'hr:lazy-antd-parts',
    apply: 'build',
    transform(code, id) {
      const file = id.split('?')[0]!.replaceAll('\\', '/');
      const part = PARTS.find((p) => file.endsWith(p.importer));
      if (!part) return null;
      if (!code.includes(part.statement)) this.error(`lazyParts: "${part.statement}" not found in ${part.importer} (antd changed?)`);
      return { code: code.replace(part.statement, lazyComponent(part)), map: null };
    },
  };
}
