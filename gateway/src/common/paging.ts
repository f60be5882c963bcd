/**
 * Paged lists (ARCHITECTURE): every list is `XxxPage { items, count }` built with `Paged(Xxx)` and takes
 * `PageArgs`. `pageQuery(args)` turns the args into the upstream's `page/limit/sort_by/sort_dir`.
 */
import { ArgsType, Field, Int, ObjectType, registerEnumType, type ClassType } from 'type-graphql';
import { toSnakeKey } from '../rest/case';

export enum SortDir {
  ASC = 'asc',
  DESC = 'desc',
}
registerEnumType(SortDir, {
  name: 'SortDir',
  description: 'Sort direction of a paged list',
  valuesConfig: { ASC: { description: 'Smallest first' }, DESC: { description: 'Largest first' } },
});

/** A page as the upstream answers it and a list resolver returns it (THE one `Page<T>`). */
export interface Page<T> {
  items: T[];
  count: number;
}

/** `@ObjectType({ description }) export class EmployeePage extends Paged(Employee) {}` */
export function Paged<T extends object>(ItemClass: ClassType<T>) {
  // Never referenced by a resolver, so type-graphql 2 does not emit it: only the named subclasses appear.
  @ObjectType()
  abstract class PagedClass {
    @Field(() => [ItemClass], { description: 'The items of this page' })
    items!: T[];

    @Field(() => Int, { description: 'How many items match the filters, over all pages' })
    count!: number;
  }
  return PagedClass;
}

/**
 * The paging arguments every list query takes. A list declares its args with `SortedPageArgs(path, 'XSortKey')`
 * (kit/sortKeys.ts), whose `sortBy` is the enum of the keys its REST call sorts by; the String field below is only
 * the slot it overrides (gateway/test/schemaConventions.test.ts: no list sorts by a free String).
 */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 1, description: 'Page number, starting at 1' })
  page: number = 1;

  @Field(() => Int, { defaultValue: 25, description: 'Page size; -1 returns every item' })
  limit: number = 25;

  @Field(() => String, { nullable: true, description: 'Field to sort by (camelCase field name)' })
  sortBy?: string | null;

  @Field(() => SortDir, { nullable: true, description: 'Sort direction' })
  sortDir?: SortDir | null;
}

/** The paging words of an upstream list query, as the contract spells them. */
export interface PageQuery {
  page?: number;
  limit?: number;
  sort_by?: string;
  sort_dir?: SortDir;
}

/** Upstream query params for `args`: limit -1 omits page and limit ("everything"); sortBy becomes the column name. */
export function pageQuery(args: Partial<PageArgs>): PageQuery {
  const query: PageQuery = {};
  const limit = args.limit ?? 25;
  if (limit !== -1) {
    query.page = Math.max(1, args.page ?? 1);
    query.limit = Math.max(1, limit);
  }
  if (args.sortBy) query.sort_by = toSnakeKey(args.sortBy);
  if (args.sortDir) query.sort_dir = args.sortDir;
  return query;
}
