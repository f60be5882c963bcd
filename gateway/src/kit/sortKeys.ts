/**
 * A list's `sortBy` as a GraphQL enum of the keys its REST call sorts by (decision 0167): the keys come from
 * openapi.json (rest/generated/sortKeys.ts), each in the camelCase the web's column keys already use, so a misspelt
 * key is refused by GraphQL validation instead of reaching the upstream. `pageQuery` turns the value back into the
 * upstream's spelling with `toSnakeKey`; a key whose round trip does not land on one of the list's keys fails at start.
 */
import { ArgsType, Field, registerEnumType, type ClassType } from 'type-graphql';
import { PageArgs } from '../common/paging';
import { toCamelKey, toSnakeKey } from '../rest/case';
import { SORT_KEYS, type SortedPath } from '../rest/generated/sortKeys';

const enums = new Map<string, { path: SortedPath; values: Record<string, string> }>();

/** The camelCase sort keys of `path`, as `pageQuery` sends them back (`resId` -> `RES_ID`). */
export function sortKeysOf(path: SortedPath): string[] {
  const keys: readonly string[] = SORT_KEYS[path];
  const camel = [...new Set(keys.map(toCamelKey))];
  const lost = camel.filter((key) => !keys.includes(toSnakeKey(key)));
  if (lost.length > 0) throw new Error(`${path}: sort keys ${lost.join(', ')} do not convert back to one of ${keys.join(', ')}`);
  return camel;
}

/** The registered enum `name` of `path`'s sort keys (one per name; two lists sharing a name must share keys). */
export function sortEnum(path: SortedPath, name: string): Record<string, string> {
  const known = enums.get(name);
  if (known) {
    if (SORT_KEYS[known.path] !== SORT_KEYS[path] && sortKeysOf(known.path).join() !== sortKeysOf(path).join()) {
      throw new Error(`Sort enum ${name} is used by ${known.path} and ${path}, whose keys differ`);
    }
    return known.values;
  }
  const keys = sortKeysOf(path);
  const values = Object.fromEntries(keys.map((key) => [key, key]));
  const valuesConfig = Object.fromEntries(keys.map((key) => [key, { description: `Sorts by the upstream's \`${toSnakeKey(key)}\`` }]));
  registerEnumType(values, { name, description: `A key the list (REST GET ${path}) can be sorted by`, valuesConfig });
  enums.set(name, { path, values });
  return values;
}

/**
 * `PageArgs` (or `Base`, a subclass of it) whose `sortBy` is the enum `name` of `path`'s sort keys:
 * `class EmployeeArgs extends SortedPageArgs('/employees', 'EmployeeSortKey') { ...filters }`.
 */
export function SortedPageArgs<T extends PageArgs>(path: SortedPath, name: string, Base: ClassType<T> = PageArgs as ClassType<T>) {
  const values = sortEnum(path, name);
  @ArgsType()
  class SortedArgs extends (Base as ClassType<PageArgs>) {
    @Field(() => values, { nullable: true, description: 'Field to sort by (camelCase field name)' })
    override sortBy?: string | null;
  }
  return SortedArgs as ClassType<T>;
}
