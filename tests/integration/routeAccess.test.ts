/**
 * The web's route table (web/src/app/routes.ts, from every web/src/features/<domain>/routes.ts) and the gateway's access
 * table (assembled from each domain's manifest, gateway/src/modules/<d>/index.ts) name the same pages: every web route
 * has the access rule the gateway lists it under, and every route the gateway guards is a
 * page of the web. A route written in one and not the other would be a page the menu never shows, or one whose rule
 * the gateway never applies.
 */
import { describe, expect, it } from '@jest/globals';
import { enumName } from '../../gateway/src/access/enums';
import { ACCESS_TABLE } from '../../gateway/src/access/table';
import { appRoutes } from '../../web/src/app/routes';

/** `/onboarding-candidates/:type?` stands for the page without the parameter and the page with it. */
const expandOptional = (route: string): string[] => {
  const match = /^(.*)\/(:[A-Za-z]+)\?$/.exec(route);
  return match ? [match[1], `${match[1]}/${match[2]}`] : [route];
};

/** Gateway routes (`/employees/:id`) in the web's form (`employees/:id`, under /main), with the key's schema name. */
const gatewayRoutes = ACCESS_TABLE.flatMap((rule) =>
  rule.routes.flatMap(expandOptional).map((route) => ({ path: route.replace(/^\//, ''), access: enumName(rule.key) })),
);
const webRoutes = appRoutes.map((route) => ({ path: route.path, access: route.access as string }));

const byPath = (routes: { path: string; access: string }[]) => [...routes].sort((a, b) => a.path.localeCompare(b.path));

describe('web routes and the gateway access table', () => {
  it('list the same pages under the same access keys', () => {
    expect(byPath(webRoutes)).toEqual(byPath(gatewayRoutes));
  });

  it('name each page once on each side', () => {
    const dupes = (paths: string[]) => paths.filter((p, i) => paths.indexOf(p) !== i);
    expect(dupes(webRoutes.map((r) => r.path))).toEqual([]);
    expect(dupes(gatewayRoutes.map((r) => r.path))).toEqual([]);
  });
});
