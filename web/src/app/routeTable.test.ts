/**
 * The web's route table against the schema: every access key and menu group the web uses is one the gateway's schema
 * defines (the types already say so; this also catches a stale generated file), every menu group is declared once
 * (label, icon and place) by the domain owning it, and every menu entry has its place.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, GraphQLEnumType } from 'graphql';
import { appRoutes, MENU_GROUPS, menuGroups, routeModules } from './routes';
import { FAMILY_TEXT } from '../features/attendance/statuses';
import { routeDomains, routeIndexSource } from '../../build/routeIndex';

const schema = buildSchema(readFileSync(join(__dirname, '../../../schema.graphql'), 'utf8'));
const enumValues = (name: string) => {
  const type = schema.getType(name);
  if (!(type instanceof GraphQLEnumType)) throw new Error(`${name} is not an enum of schema.graphql`);
  return type.getValues().map((v) => v.name);
};
const dupes = (values: readonly unknown[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe('route table vs schema.graphql', () => {
  it('uses only access keys the schema defines', () => {
    const keys = enumValues('AccessKey');
    const used = [...appRoutes.map((r) => r.access), ...Object.values(FAMILY_TEXT).map((f) => f.editKey)];
    expect(used.filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('uses only menu groups the schema defines, and labels every one of them', () => {
    const groups = enumValues('MenuGroup');
    expect(appRoutes.flatMap((r) => (r.menu ? [r.menu.group] : [])).filter((g) => !groups.includes(g))).toEqual([]);
    expect([...MENU_GROUPS].sort()).toEqual([...groups].sort());
  });
});

describe('the domains’ route modules', () => {
  it('are all in the generated index (else: npm run generate)', () => {
    const features = join(__dirname, '../features');
    expect(readFileSync(join(__dirname, '../generated/routes.ts'), 'utf8')).toBe(routeIndexSource(routeDomains(features)));
  });

  it('declare each menu group once, each in a place of its own', () => {
    expect(dupes(menuGroups.map((g) => g.group))).toEqual([]);
    expect(dupes(menuGroups.map((g) => g.order))).toEqual([]);
  });

  it('place every menu and account entry, each in a place of its own', () => {
    const menu = appRoutes.flatMap((r) => (r.menu ? [r.menu] : []));
    const account = appRoutes.flatMap((r) => (r.account ? [r.account] : []));
    expect([...menu, ...account].filter((entry) => entry.order === undefined)).toEqual([]);
    expect(dupes(menu.map((m) => `${m.group} ${m.order}`))).toEqual([]);
    expect(dupes(account.map((a) => a.order))).toEqual([]);
  });
});

/**
 * A route's `title` is shown over the loading card while its page's code loads (`PageScreen` in app/SignedIn.tsx): it must
 * be the very heading the page then renders in its card, or the heading would change under the reader's eyes.
 */
describe('route titles', () => {
  const titled = Object.entries(routeModules).flatMap(([domain, m]) =>
    m.routes.flatMap((r) => ('title' in r ? [{ domain, path: r.path, title: r.title }] : [])),
  );

  it('are given for the menu pages whose card carries a fixed heading', () => {
    expect(titled.length).toBeGreaterThanOrEqual(30);
  });

  it.each(titled.map((r) => [r.path, r.title, r.domain]))('%s: its page card says "%s"', (path, title, domain) => {
    const routesSource = readFileSync(join(__dirname, `../features/${domain}/routes.ts`), 'utf8');
    // The route's entry: from its path to its page's import (the formatter may break an entry over several lines).
    const entry = routesSource.slice(routesSource.indexOf(`path: '${path}'`));
    const page = /import\('\.\/([^']+)'\)/.exec(entry)![1]!;
    const source = readFileSync(join(__dirname, `../features/${domain}/${page}.tsx`), 'utf8');
    expect(source).toContain(`title={<PageTitle>${title}</PageTitle>}`);
  });
});
