/**
 * The access table's keys and menu groups as GraphQL enums (`AccessKey`, `MenuGroup`), generated from THE table
 * (table.ts) so the web's generated types follow it. GraphQL enum names cannot hold dots or spaces, so each name is
 * the key / group in SCREAMING_SNAKE_CASE (`employees.add` -> EMPLOYEES_ADD, `Leave Requests` -> LEAVE_REQUESTS);
 * resolvers keep returning the table's own strings and GraphQL serialises them to these names.
 */
import { registerEnumType } from 'type-graphql';
import { ACCESS_TABLE, MENU_GROUPS, type AccessKey, type MenuGroup } from './table';

/** `actionPolicies.manage` -> ACTION_POLICIES_MANAGE, `Leave Requests` -> LEAVE_REQUESTS. */
export function enumName(value: string): string {
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase();
}

function enumOf<T extends string>(values: readonly T[]): Record<string, T> {
  return Object.fromEntries(values.map((value) => [enumName(value), value]));
}

/** enum name -> access key, in the table's order. */
export const AccessKeyEnum = enumOf<AccessKey>(ACCESS_TABLE.map((rule) => rule.key));
/** enum name -> menu group, in SPEC §2's menu order. */
export const MenuGroupEnum = enumOf<MenuGroup>(MENU_GROUPS.map((group) => group.name));

registerEnumType(AccessKeyEnum, {
  name: 'AccessKey',
  description: 'An access key of the access table (gateway/src/access/table.ts): one SPEC §6 rule; SIGNED_IN = everyone signed in',
  valuesConfig: Object.fromEntries(
    ACCESS_TABLE.map((rule) => [enumName(rule.key), { description: `${rule.key}: ${rule.routes.length ? rule.routes.join(', ') : 'no page of its own'}` }]),
  ),
});

registerEnumType(MenuGroupEnum, {
  name: 'MenuGroup',
  description: 'A side-menu group of SPEC §2 (the web shows them in SPEC §2 order; the description is the label)',
  valuesConfig: Object.fromEntries(MENU_GROUPS.map((group) => [enumName(group.name), { description: group.name }])),
});
