/**
 * The web's route table against the schema: every access key and menu group the web uses is one the gateway's schema
 * defines (the types already say so; this also catches a stale generated file), and every menu group has a label.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, GraphQLEnumType } from 'graphql';
import { appRoutes } from './routes';
import { MENU_GROUPS } from './routeTypes';
import { FAMILY_TEXT } from '../features/attendance/statuses';

const schema = buildSchema(readFileSync(join(__dirname, '../../../schema.graphql'), 'utf8'));
const enumValues = (name: string) => {
  const type = schema.getType(name);
  if (!(type instanceof GraphQLEnumType)) throw new Error(`${name} is not an enum of schema.graphql`);
  return type.getValues().map((v) => v.name);
};

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

/**
 * A route's `title` is shown over the loading card while its page's code loads (`PageScreen` in app/SignedIn.tsx): it must
 * be the very heading the page then renders in its card, or the heading would change under the reader's eyes.
 */
describe('route titles', () => {
  const routesSource = readFileSync(join(__dirname, 'routes.tsx'), 'utf8');
  const titled = appRoutes.filter((r) => r.title);

  it('are given for the menu pages whose card carries a fixed heading', () => {
    expect(titled.length).toBeGreaterThanOrEqual(30);
  });

  it.each(titled.map((r) => [r.path, r.title!]))('%s: its page card says "%s"', (path, title) => {
    const line = routesSource.split('\n').find((l) => l.includes(`path: '${path}'`))!;
    const page = /import\('(\.\.\/[^']+)'\)/.exec(line)![1]!;
    const source = readFileSync(join(__dirname, `${page}.tsx`), 'utf8');
    expect(source).toContain(`title={<PageTitle>${title}</PageTitle>}`);
  });
});
