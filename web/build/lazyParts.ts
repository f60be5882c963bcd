/**
 * Vite plugin: antd parts that another antd component imports statically but the app never renders there are
 * loaded on first render instead, so they leave every page's first download (bundle budget):
 *   - Card's tabs (only with `tabList`, which the app does not use): 13 KB with the tabs styles;
 *   - the table's tree filter (only with `filterMode: 'tree'`): 13 KB with the tree styles;
 *   - the colour picker's preset groups (Collapse), which button styles pulled in through `isBright`: 5 KB;
 *   - the table's column filter menus and row selection (checkboxes, radios, dropdowns, the menus' list and search
 *     box; no list uses them): 29 KB;
 *   - the pager's page-size select: 22 KB (shown a moment after the pager);
 *   - the virtual table (only with `virtual`, unused): 6 KB;
 *   - the table's and the list's pager (8 KB) and the table columns' sort tooltips (the title meanwhile; 13 KB with
 *     the popup engine);
 *   - the ConfigProvider's provider of "unique" tooltips (never rendered here): 6 KB of the entry; a form label's, a
 *     segmented control's and a rating's hints;
 *   - Input's one-time-code box (`Input.OTP`, unused): 2 KB;
 *   - the calendar header's selects (company leaves hides the header): 20 KB;
 *   - the table's filter menu itself (no list has column filters): 2.5 KB.
 * A page that renders Tabs itself still imports it statically. Each lazy part renders nothing until it has loaded
 * (a wrapper shows what it wraps).
 * The build fails when antd's source no longer has the import, so an upgrade cannot undo this silently.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { moduleFile } from './moduleFile';

interface LazyPart {
  /** The importing antd module (its path ends so). */
  importer: string;
  /** The default import replaced, `import <name> from '<specifier>';` exactly as antd writes it (see `statementOf`). */
  name: string;
  specifier: string;
  /** What shows until the part has loaded: nothing, or (a wrapper such as a tooltip) the element it wraps. */
  meanwhile?: 'children';
  /**
   * Functions the importer also takes from the part's module (`import Part, { a } from '...'`): each is copied from
   * that module's source at build time (`export function a(` to its closing line), so the module can still load
   * lazily. Only for helpers that use nothing but what the importer has in scope.
   */
  helpers?: readonly string[];
}

const PARTS: readonly LazyPart[] = [
  { importer: '/antd/es/card/Card.js', name: 'Tabs', specifier: '../tabs' },
  // Button's style imports `isBright` from the colour picker's presets, whose Collapse then rode into every page.
  { importer: '/antd/es/color-picker/components/ColorPresets.js', name: 'Collapse', specifier: '../../collapse' },
  { importer: '/antd/es/table/hooks/useFilter/FilterDropdown.js', name: 'Tree', specifier: '../../../tree' },
  // The table's column filter menus and row selection, which no list of the app uses (no `filters`, no
  // `rowSelection`): their checkboxes, radios and dropdowns, 12 KB on every table page.
  ...(['Checkbox', 'Dropdown', 'Radio'] as const).flatMap((name) => {
    const folder = name.toLowerCase();
    return [
      { importer: '/antd/es/table/hooks/useFilter/FilterDropdown.js', name, specifier: `../../../${folder}` },
      { importer: '/antd/es/table/hooks/useSelection.js', name, specifier: `../../${folder}` },
    ];
  }),
  // The filter menus themselves (the dropdown, its Menu and buttons; no list has `filters`): 2.5 KB of every table page.
  // Its `flattenKeys` helper is what the filter hook takes at once.
  { importer: '/antd/es/table/hooks/useFilter/index.js', name: 'FilterDropdown', specifier: './FilterDropdown', helpers: ['flattenKeys'] },
  // The filter menus' list: antd's Menu, which the side menu no longer loads (app/NavMenu.tsx), so it would ride into
  // every table page (7 KB).
  { importer: '/antd/es/table/hooks/useFilter/FilterDropdown.js', name: 'Menu', specifier: '../../../menu' },
  // The filter menus' search box, the table's only use of Input (10 KB with its styles).
  { importer: '/antd/es/table/hooks/useFilter/FilterDropdown.js', name: 'FilterSearch', specifier: './FilterSearch' },
  // The virtual table (only with `virtual`, which no list uses) and its virtual list: 6 KB.
  { importer: '/antd/es/table/InternalTable.js', name: 'RcVirtualTable', specifier: './RcTable/VirtualTable' },
  // The pager below a list (8 KB): it appears a moment after the rows, as its page-size select already did.
  { importer: '/antd/es/table/InternalTable.js', name: 'Pagination', specifier: '../pagination' },
  // A list's pager (antd's List, on the home page's goals and kudos cards, which page nothing): 8 KB of the home page.
  { importer: '/antd/es/list/index.js', name: 'Pagination', specifier: '../pagination' },
  // The sort hint over a column title ("Click to sort ascending"): the title shows at once, its tooltip once loaded.
  // With the header's dark-mode hint a native title, a list page loads no tooltip (and its popup engine, 13 KB) first.
  { importer: '/antd/es/table/hooks/useSorter.js', name: 'Tooltip', specifier: '../../tooltip', meanwhile: 'children' },
  // A form label's hint icon (only with `tooltip`, which no form of the app gives): a form without a select or a picker
  // then loads no popup engine first (a review form's comment box).
  { importer: '/antd/es/form/FormItemLabel.js', name: 'Tooltip', specifier: '../tooltip', meanwhile: 'children' },
  // A segmented control's option hints (only with an option's `tooltip`; the goals page's filter has none).
  { importer: '/antd/es/segmented/index.js', name: 'Tooltip', specifier: '../tooltip', meanwhile: 'children' },
  // The provider of antd's "unique" tooltips, rendered only with `tooltip.unique` in the ConfigProvider (the app sets
  // none), which brought the tooltip popup engine into the entry: 6 KB of every first load, /login's too.
  { importer: '/antd/es/config-provider/index.js', name: 'UniqueProvider', specifier: '../tooltip/UniqueProvider', meanwhile: 'children' },
  // A rating's star hints (only with `tooltips`, which the exit interview's ratings do not give): its only tooltip, so the
  // popup engine (9 KB) left that page's first download.
  { importer: '/antd/es/rate/index.js', name: 'Tooltip', specifier: '../tooltip', meanwhile: 'children' },
  // The one-time-code box that antd's Input carries as `Input.OTP` (unused): 2 KB of every page with a text box.
  { importer: '/antd/es/input/index.js', name: 'OTP', specifier: './OTP' },
  // The page-size changer below a list: the table's only use of Select (22 KB with its virtual list). It appears a
  // moment after the pager; the lists' own filter selects load after the first paint too (shared/filters).
  { importer: '/antd/es/pagination/Pagination.js', name: 'Select', specifier: '../select' },
  // The calendar header's month and year selects: company leaves renders no header (its own month filter), so the
  // calendar carried 20 KB of select for nothing.
  { importer: '/antd/es/calendar/Header.js', name: 'Select', specifier: '../select' },
];

/** The statement a part replaces: antd's default import of it (and of its helpers), as antd writes it. */
const statementOf = ({ name, specifier, helpers }: LazyPart) =>
  helpers ? `import ${name}, { ${helpers.join(', ')} } from '${specifier}';` : `import ${name} from '${specifier}';`;

/** A helper function's source in the part's module, without `export`; undefined when antd no longer writes it so. */
function helperSource(partFile: string, helper: string): string | undefined {
  const source = fs.readFileSync(partFile, 'utf8');
  const start = source.indexOf(`export function ${helper}(`);
  const end = source.indexOf('\n}\n', start);
  return start < 0 || end < 0 ? undefined : source.slice(start + 'export '.length, end + 2);
}

/** A component of the same name that loads the part and shows it once loaded (its own Suspense; `meanwhile` until then). */
function lazyComponent({ name, specifier, meanwhile }: LazyPart): string {
  return [
    `import { lazy as lazy$${name}, Suspense as Suspense$${name}, createElement as h$${name} } from 'react';`,
    `const Part$${name} = lazy$${name}(() => import('${specifier}'));`,
    `const ${name} = (props) => h$${name}(Suspense$${name}, { fallback: ${meanwhile === 'children' ? 'props.children' : 'null'} }, h$${name}(Part$${name}, props));`,
  ].join(' ');
}

export function lazyParts(): Plugin {
  return {
    name: 'hr:lazy-antd-parts',
    apply: 'build',
    transform(code, id) {
      const file = moduleFile(id);
      const parts = PARTS.filter((p) => file.endsWith(p.importer));
      if (!parts.length) return null;
      let out = code;
      for (const part of parts) {
        const statement = statementOf(part);
        if (!out.includes(statement)) this.error(`lazyParts: "${statement}" not found in ${part.importer} (antd changed?)`);
        const helpers = (part.helpers ?? []).map((helper) => {
          const source = helperSource(path.resolve(path.dirname(file), `${part.specifier}.js`), helper);
          if (!source) this.error(`lazyParts: function ${helper} not found in ${part.specifier} of ${part.importer} (antd changed?)`);
          return source;
        });
        out = out.replace(statement, [lazyComponent(part), ...helpers].join('\n'));
      }
      return { code: out, map: null };
    },
  };
}
