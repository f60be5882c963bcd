/**
 * Named lookups (departments, employment roles, statuses, and any later list of names an admin maintains): one factory
 * makes the list query, the add and the rename mutations, the row mapper's loader, all from one description.
 *
 *   export const DepartmentLookup = lookupResolver({
 *     type: Department, page: DepartmentPage, path: '/departments', body: 'department', field: 'departmentName',
 *     sortEnum: 'DepartmentSortKey',
 *     plural: 'departments', singular: 'Department', noun: 'a department', listDescription: 'Departments',
 *     map: toDepartment, access: 'headcount.manage',
 *   });
 *
 * gives `departments(page…): DepartmentPage`, `addDepartment(departmentName)`, `renameDepartment(id, departmentName)`
 * (names trimmed; blank: BAD_USER_INPUT, duplicate: CONFLICT from the upstream) and `DepartmentLookup.byId` (whole list
 * once per request). A lookup is the same for every caller, so its reads go through the reference cache (kit/reference.ts). List the resolver in its domain's manifest (modules/<d>/index.ts).
 */
import { Arg, Args, ArgsType, Authorized, Ctx, ID, Mutation, Query, Resolver, type ClassType } from 'type-graphql';
import type { AccessKey } from '../access/table';
import { pageQuery, type Page } from '../common/paging';
import type { SortedPath } from '../rest/generated/sortKeys';
import { SortedPageArgs } from './sortKeys';
import type { Context } from '../context';
import { fetchPage, wholeList, type ListPath, type RowOf } from './loaders';

export interface LookupDefinition<T extends object, P extends ListPath & SortedPath> {
  /** The GraphQL item type and its page type (`Paged(T)` subclass). */
  type: ClassType<T>;
  page: ClassType<object>;
  /** Upstream path of the list (GET, POST) and of one item (`path/{id}`, PATCH). */
  path: P;
  /** Wrapper key of the write body (`department{department_name}`), camelCase. */
  body: string;
  /** The name field, camelCase (`departmentName`, `title`, `name`): the mutations' argument too. */
  field: keyof T & string;
  /** Query name (`departments`), type name in mutation names (`Department`), noun for descriptions (`a department`). */
  plural: string;
  singular: string;
  noun: string;
  /** Name of the list's `sortBy` enum (the keys of `GET path`), e.g. `DepartmentSortKey`. */
  sortEnum: string;
  /** Description of the list query, e.g. "Departments". */
  listDescription: string;
  /** Upstream row (the contract's item of `GET path`) -> GraphQL item. */
  map: (row: RowOf<P>) => T;
  /** Who may add and rename (everyone signed in may list: pickers need them). */
  access: AccessKey;
  /** Extra words for the rename description, e.g. "(and the title of everyone holding it)". */
  renameNote?: string;
}

/** The resolver class of one lookup, with `byId` (per-request loader over the whole list). */
export function lookupResolver<T extends object, P extends ListPath & SortedPath>(def: LookupDefinition<T, P>) {
  const { field, singular, noun } = def;
  // POST path and PATCH path/{id} answer one item of the list (the contract gives them the list item's schema). The
  // path is the definition's, generic here: `request` takes it, the row type is the list's (RowOf<P>).
  const write = async (ctx: Context, method: 'POST' | 'PATCH', path: string, value: string): Promise<T> =>
    def.map(await ctx.rest.request<RowOf<P>>(method, path, { body: { [def.body]: { [field]: value.trim() } } }));

  @ArgsType()
  class LookupArgs extends SortedPageArgs(def.path, def.sortEnum) {}

  @Resolver(() => def.type)
  class LookupResolver {
    static readonly byId = wholeList(def.path, def.map, { shared: true });

    @Authorized()
    @Query(() => def.page, { name: def.plural, description: def.listDescription })
    list(@Args(() => LookupArgs) args: LookupArgs, @Ctx() ctx: Context): Promise<Page<T>> {
      return fetchPage(ctx, def.path, pageQuery(args), def.map, { shared: true });
    }

    @Authorized(def.access)
    @Mutation(() => def.type, { name: `add${singular}`, description: `Adds ${noun} (${field} trimmed; blank: BAD_USER_INPUT, duplicate: CONFLICT)` })
    add(@Arg(field, () => String, { description: 'Name' }) value: string, @Ctx() ctx: Context): Promise<T> {
      return write(ctx, 'POST', def.path, value);
    }

    @Authorized(def.access)
    @Mutation(() => def.type, { name: `rename${singular}`, description: `Renames ${noun}${def.renameNote ? ` ${def.renameNote}` : ''}` })
    rename(
      @Arg('id', () => ID, { description: `${singular} id` }) id: string,
      @Arg(field, () => String, { description: 'New name' }) value: string,
      @Ctx() ctx: Context,
    ): Promise<T> {
      return write(ctx, 'PATCH', `${def.path}/${encodeURIComponent(id)}`, value);
    }
  }
  return LookupResolver;
}
