/**
 * Vite plugin: antd's table (@rc-component/table) measures the scroll bar of its body when it mounts, whether or not it
 * has a fixed header. The measure inserts a `<style>` and a probe element, then reads the probe's size: a style
 * recalculation and layout of the whole page inside the commit that puts a list's rows on screen (about 70 ms of a
 * 210 ms task at Lighthouse's 4x CPU). The size is only read by a fixed header (`scroll.y`) or a sticky one
 * (FixedHolder, and ExpandedRow under a fixed header), so it is measured only for those tables, and again when one
 * becomes so. The build fails when the effect's source changes, so an upgrade cannot undo this silently.
 */
import type { Plugin } from 'vite';
import { sourcePatch } from './sourcePatch';

const FILE = '/@rc-component/table/es/Table.js';
const CONDITION = 'if (!tailor || !useInternalHooks) {\n      if (scrollBodyRef.current instanceof Element) {';
const DEPS = 'setScrollbarSize(getTargetScrollBarSize(scrollBodyContainerRef.current).width);\n      }\n    }\n  }, []);';

export const tableMeasure = (): Plugin =>
  sourcePatch({
    name: 'hr:table-measure',
    file: FILE,
    expected: [CONDITION, DEPS],
    changed: `tableMeasure: the scroll bar effect of ${FILE} changed (rc-table upgraded?)`,
    patch: (code) =>
      code
        .replace(CONDITION, CONDITION.replace('if (!tailor || !useInternalHooks) {', 'if ((!tailor || !useInternalHooks) && (fixHeader || isSticky)) {'))
        .replace(DEPS, DEPS.replace('}, []);', '}, [fixHeader, isSticky]);')),
  });
