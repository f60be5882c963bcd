/**
 * The generated parts of docs/ARCHITECTURE.md (a step of `npm run generate`, scripts/generate.ts): the domains of the
 * three packages, read from their folders, and the access table, read from gateway/src/access/table.ts (assembled from the domain manifests). Each is
 * written between its `<!-- generated:NAME -->` and `<!-- /generated:NAME -->` markers; the rest of the document is
 * prose kept by hand. Writes the document in place, or to the path given as argument.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ACCESS_TABLE, EVERYONE, MENU_GROUPS, type AccessRule } from '../src/access/table';
import { INFRA_FOLDERS } from '../../upstream/src/infraFolders';

const root = path.resolve(__dirname, '../..');
const DOC = path.join(root, 'docs/ARCHITECTURE.md');

/** Folders of upstream/src that are shared machinery, not domains (the upstream's own list; its domains test checks it). */
const UPSTREAM_SHARED = new Set(INFRA_FOLDERS);

const folders = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

export function domainsTable(): string {
  const layers = [
    { dir: 'upstream/src', names: folders('upstream/src').filter((n) => !UPSTREAM_SHARED.has(n)) },
    { dir: 'gateway/src/modules', names: folders('gateway/src/modules') },
    { dir: 'web/src/features', names: folders('web/src/features') },
  ];
  const all = [...new Set(layers.flatMap((l) => l.names))].sort();
  const rows = all.map((name) => `| ${name} | ${layers.map((l) => (l.names.includes(name) ? `\`${l.dir}/${name}/\`` : '—')).join(' | ')} |`);
  return ['| domain | upstream | gateway | web |', '|---|---|---|---|', ...rows].join('\n');
}

const allowedText = (rule: AccessRule) => (rule.allowed === EVERYONE ? 'everyone' : rule.allowed.join(', ') || '—');

const linkText = (rule: AccessRule) => {
  const link = rule.link;
  if (!link) return '';
  const parts = [
    link.requiresAdminAuth && 'requiresAdminAuth',
    link.requireManagerPermission &&
      (link.requireManagerPermission === true ? 'requireManagerPermission (any)' : `requireManagerPermission ${link.requireManagerPermission}`),
    link.currentUserOnly && 'currentUserOnly',
    link.requireAuth === false && 'public',
  ].filter(Boolean);
  return parts.join(', ');
};

export function accessTable(): string {
  const rules: readonly AccessRule[] = ACCESS_TABLE;
  const rows = rules.map(
    (rule) => `| ${rule.key} | ${rule.routes.length ? rule.routes.join(', ') : '(no page: buttons and writes)'} | ${allowedText(rule)} | ${linkText(rule)} |`,
  );
  const groups = MENU_GROUPS.map((g) => `| ${g.name} | ${g.keys.join(', ')} |`);
  return [
    '| key | web route(s) under /main | allowed role flags | SPEC §2 link rule |',
    '|---|---|---|---|',
    ...rows,
    '',
    'Side-menu groups (SPEC §2), in menu order; a group shows when one of its keys opens:',
    '',
    '| group | keys |',
    '|---|---|',
    ...groups,
  ].join('\n');
}

export function renderArchitecture(text: string): string {
  const blocks: Record<string, string> = { domains: domainsTable(), access: accessTable() };
  let out = text;
  for (const [name, body] of Object.entries(blocks)) {
    const start = `<!-- generated:${name} (npm run generate; do not edit) -->`;
    const end = `<!-- /generated:${name} -->`;
    const from = out.indexOf(start);
    const to = out.indexOf(end);
    if (from < 0 || to < from) throw new Error(`docs/ARCHITECTURE.md lacks the markers ${start} ... ${end}`);
    out = `${out.slice(0, from + start.length)}\n${body}\n${out.slice(to)}`;
  }
  return out;
}

if (require.main === module) {
  const out = process.argv[2] ?? DOC;
  fs.writeFileSync(out, renderArchitecture(fs.readFileSync(DOC, 'utf8')));
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
}
