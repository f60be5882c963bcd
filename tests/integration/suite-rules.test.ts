/**
 * Rules of the suite itself, read from the test files (no stack):
 * - the SPEC-only run (UPSTREAM_PROFILE=spec) takes the files tagged `@spec` (tests/support/tags.cjs): every extension
 *   of upstream/src/http/extensions.ts, operation or query parameter, is named by at least one of them, and a tag
 *   names only extensions, so a new extension fails here until a test of its fallback is tagged;
 * - the PostgreSQL run takes the files tagged `@postgres <domain>`: every domain has one, and the upstream's store;
 * - browser tests wait for what they assert (tests/e2e/support/waitFor.ts), never sleep or read a state once;
 * - tests name the demo company's people only through demoName(key);
 * - a test's document never repeats a web screen's operation: it imports the web's generated one.
 */
import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, visit, type OperationDefinitionNode } from 'graphql';
import { EXTENSION_OPERATIONS, QUERY_RULES } from '../../upstream/src/http/extensions';
import { ROOT, taggedFiles, tagsOf, testFiles } from '../support/tags.cjs';

const openapi = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const EXTENSIONS = [
  ...EXTENSION_OPERATIONS.map((op) => `${op.method} ${openapi(op.url)}`),
  ...Object.entries(QUERY_RULES).flatMap(([route, rule]) =>
    Object.keys(rule.extensions ?? {}).map((p) => `${route.split(' ')[0]} ${openapi(route.split(' ')[1])}?${p}`),
  ),
];
/** The domains of `npm test -- <domain>` (docs/testing.md). */
const DOMAINS = [
  'auth',
  'people',
  'leave',
  'attendance',
  'actions',
  'attrition',
  'shuffle',
  'headcount',
  'pay',
  'recruitment',
  'home',
  'teamspace',
  'workspace',
  'companies',
  'org',
  'profile',
  'audit',
  'worklogs',
  'calendars',
  'notifications',
];

const integration = testFiles('tests/integration');
const claims = (tag: 'spec' | 'postgres') => integration.flatMap((file) => (tagsOf(file)[tag] ?? []).map((value) => ({ file: path.basename(file), value })));

describe('the SPEC-only run', () => {
  it('has a tagged test for every extension of extensions.ts', () => {
    const claimed = new Set(claims('spec').map((c) => c.value));
    expect(EXTENSIONS.length).toBeGreaterThan(50);
    expect(EXTENSIONS.filter((e) => !claimed.has(e))).toEqual([]);
  });

  it('tags name extensions only', () => {
    expect(claims('spec').filter((c) => !EXTENSIONS.includes(c.value))).toEqual([]);
  });
});

describe('the PostgreSQL run', () => {
  it('covers every domain once, and the upstream store', () => {
    const byDomain = new Map<string, string[]>();
    for (const c of claims('postgres')) byDomain.set(c.value, [...(byDomain.get(c.value) ?? []), c.file]);
    expect(DOMAINS.filter((d) => !byDomain.has(d))).toEqual([]);
    expect([...byDomain.keys()].filter((d) => !DOMAINS.includes(d))).toEqual([]);
    expect(taggedFiles('upstream', 'postgres').map((f) => path.basename(f))).toEqual(
      expect.arrayContaining(['concurrency.test.ts', 'db.test.ts', 'postgresNamed.test.ts']),
    );
  });
});

describe('browser tests', () => {
  // A fixed sleep is too short on a busy machine and too long elsewhere; a one-off read of a button or a menu lands
  // half-way through its fade or slide. The kit waits instead: untilEnabled / untilDisabled, locator.waitFor, eventually.
  const FORBIDDEN = /\.waitForTimeout\(|\.is(Visible|Hidden|Enabled|Disabled|Editable|Checked)\(/;
  const kit = path.join(ROOT, 'tests/e2e/support/waitFor.ts');

  it('never sleep nor read a state once (outside the kit that waits)', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.[cm]?[jt]s$/.test(entry.name) && file !== kit) {
          fs.readFileSync(file, 'utf8')
            .split('\n')
            .forEach((line, i) => {
              if (FORBIDDEN.test(line)) offenders.push(`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`);
            });
        }
      }
    };
    walk(path.join(ROOT, 'tests/e2e'));
    expect(offenders).toEqual([]);
  });

  it('the rule catches what it forbids', () => {
    for (const line of ['await page.waitForTimeout(500);', 'expect(await submit.isEnabled()).toBe(true);', 'await menu.isVisible()']) {
      expect(FORBIDDEN.test(line)).toBe(true);
    }
    expect(FORBIDDEN.test('await untilEnabled(submit);')).toBe(false);
  });
});

describe('demo names', () => {
  // A test names a demo account through demoName(key) and builds anyone else it needs (docs/testing.md), so the demo
  // company can change without breaking it. The names are read from the seed itself; web/ unit tests use their own
  // fixtures.
  const seed = fs.readFileSync(path.join(ROOT, 'upstream/src/seed.ts'), 'utf8');
  const people = seed.slice(seed.indexOf('const PEOPLE'), seed.indexOf('export const DEMO_ACCOUNTS'));
  const NAMES = [...people.matchAll(/name: '([^']+)'/g)].map((m) => m[1]);
  const ALLOWED = ['upstream/test/seed.test.ts'];
  const DIRS = ['upstream/test', 'gateway/test', 'tests/e2e', 'tests/support', 'tests/integration'];

  it('are spelled only by the tests of the demo company itself', () => {
    expect(NAMES.length).toBeGreaterThan(30);
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.[cm]?[jt]sx?$/.test(entry.name) && !ALLOWED.includes(path.relative(ROOT, file))) {
          const text = fs.readFileSync(file, 'utf8');
          for (const name of NAMES) if (text.includes(name)) offenders.push(`${path.relative(ROOT, file)}: ${name}`);
        }
      }
    };
    for (const dir of DIRS) walk(path.join(ROOT, dir));
    expect(offenders).toEqual([]);
  });
});

describe("the web's documents", () => {
  // A test of a screen's query runs the web's generated document (tests/integration/home.test.ts), so a change to
  // the screen's query is tested by integration too; a copy of it in a test would go on testing the old one.
  /** An operation's selection, its fields in a fixed order (the operation's name and variables aside). */
  const selection = (op: OperationDefinitionNode) =>
    print(
      visit(op.selectionSet, {
        SelectionSet: { leave: (node) => ({ ...node, selections: [...node.selections].sort((a, b) => print(a).localeCompare(print(b))) }) },
      }),
    );
  /** The operations of a document's text; none for a text that is no document (`graphql(\`...\`)` in a comment). */
  const operations = (text: string): OperationDefinitionNode[] => {
    try {
      return parse(text).definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    } catch {
      return [];
    }
  };
  const files = (dir: string, test: (name: string) => boolean): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const file = path.join(dir, e.name);
      if (e.isDirectory()) return e.name === 'generated' ? [] : files(file, test);
      return test(e.name) ? [file] : [];
    });

  it('are imported, not repeated', () => {
    const web = new Map<string, string>();
    for (const file of files(path.join(ROOT, 'web/src'), (n) => n.endsWith('.graphql'))) {
      for (const op of operations(fs.readFileSync(file, 'utf8'))) web.set(selection(op), `${path.relative(ROOT, file)} ${op.name?.value}`);
    }
    expect(web.size).toBeGreaterThan(100);
    const copies: string[] = [];
    for (const file of files(path.join(ROOT, 'tests'), (n) => n.endsWith('.ts'))) {
      for (const [, text] of fs.readFileSync(file, 'utf8').matchAll(/graphql\(\s*`([^`]*)`/g)) {
        for (const op of operations(text)) {
          const same = web.get(selection(op));
          if (same) copies.push(`${path.relative(ROOT, file)} ${op.name?.value} repeats ${same}`);
        }
      }
    }
    expect(copies).toEqual([]);
  });
});
