/**
 * Declared relations: a link from a REST row to a related object, loaded by id through a per-request loader (batched,
 * never one call per row), and answered from the row when the selection asks only for what the row carries
 * (kit/relation.ts `fromRow`). One line per relation instead of a hand-written field resolver:
 *
 *   @Resolver(() => LeaveRequest)
 *   export class LeaveRequestResolver { ... }
 *   declareRelations(LeaveRequestResolver, {
 *     employee: relation(() => Employee, (row: LeaveRow) => row.employeeId, employeeById, {
 *       description: 'The employee taking the leave',
 *       carried: (row) => ({ name: row.employeeName, resId: row.resId }),
 *     }),
 *   });
 *
 * Each becomes a nullable `@FieldResolver` of the resolver's type, its parent typed as the row it receives.
 */
import type { GraphQLResolveInfo } from 'graphql';
import { Ctx, FieldResolver, Info, Root, type ClassType } from 'type-graphql';
import type { Context } from '../context';
import type { IdLoader, LinkId } from './loaders';
import { fromRow } from './relation';

export interface RelationOptions<Row> {
  /** The field's description in the schema. */
  description: string;
  /**
   * Fields of the related object the row carries besides its id (GraphQL names: `{ name: row.employeeName }`). A null
   * or undefined value does not count as carried (the name of an unknown person is not "no name").
   */
  carried?: (row: Row) => Record<string, unknown>;
  /** The row embeds the related object itself: a null it carries is that object's value, not a missing one. */
  carriesNulls?: boolean;
}

/** One declared relation of rows of type `Row`. */
export interface Relation<Row> {
  readonly type: () => ClassType;
  readonly description: string;
  resolve(row: Row, ctx: Context, info: GraphQLResolveInfo): unknown;
}

/**
 * A relation to `type` by the id `link(row)`, loaded by `loader` (THE per-request loader of that type). No id (null,
 * undefined, ''): null without a call.
 */
export function relation<Row, V>(
  type: () => ClassType,
  link: (row: Row) => LinkId,
  loader: (ctx: Context) => IdLoader<V>,
  options: RelationOptions<Row>,
): Relation<Row> {
  return {
    type,
    description: options.description,
    resolve: (row, ctx, info) => related(ctx, info, link(row), loader, options.carried?.(row), options.carriesNulls),
  };
}

/**
 * The object `id` links to: built from `carried` (plus the id) when the selection needs nothing more, loaded through
 * `loader` otherwise. For a link computed at run time (a team's leader), where `relation` cannot declare it.
 */
export function related<V>(
  ctx: Context,
  info: GraphQLResolveInfo,
  id: LinkId,
  loader: (ctx: Context) => IdLoader<V>,
  carried: Record<string, unknown> = {},
  carriesNulls = false,
) {
  if (id == null || id === '') return null;
  const known: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(carried)) {
    if (value !== undefined && (value !== null || carriesNulls)) known[field] = value;
  }
  known.id = String(id);
  return fromRow(info, known, () => loader(ctx).load(id));
}

/**
 * Adds each relation to `resolver` (a `@Resolver(() => Type)` class) as a nullable field resolver named by its key,
 * exactly as a hand-written `@FieldResolver(() => T, { nullable: true, description }) name(@Root() row, @Ctx() ctx,
 * @Info() info)` would be. Called once, next to the class, before the schema is built.
 */
export function declareRelations<Row>(resolver: ClassType, relations: Record<string, Relation<Row>>): void {
  const prototype = resolver.prototype as Record<string, unknown>;
  for (const [name, declared] of Object.entries(relations)) {
    const resolve = (row: Row, ctx: Context, info: GraphQLResolveInfo) => declared.resolve(row, ctx, info);
    Object.defineProperty(prototype, name, { value: resolve, writable: true, configurable: true });
    Root()(prototype, name, 0);
    Ctx()(prototype, name, 1);
    Info()(prototype, name, 2);
    FieldResolver(declared.type, { nullable: true, description: declared.description })(prototype, name, Object.getOwnPropertyDescriptor(prototype, name)!);
  }
}
