/**
 * One declaration per entity: the TypeBox answer schema of a domain's `schemas.ts` is the source of the row type
 * (`Row<typeof X>`) and of the SELECT list (`selectList(X, 'h', { joined: 'cb.name' })`), so a column is named in the
 * migration and in the schema only, and test/entities.test.ts checks the two against each other.
 *
 * A row with columns the answer leaves out (internal columns) is `Type.Composite([shapeOf(X), Type.Object({...})])`,
 * or `Type.Omit`/`Type.Pick` of the shape, never a second hand-written interface.
 */
import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';

/** An entity's answer schema as routes use it (a `$ref`), carrying its object shape at the type level. */
export type EntityRef<P extends Record<string, TSchema> = Record<string, TSchema>> = TSchema & {
  static: Static<TObject<P>>;
  readonly '~shape'?: P;
};

const SHAPES = new WeakMap<object, TObject>();

/** Called by `Entity` (http/schema.ts): the object behind a `$ref`. */
export function rememberShape(ref: TSchema, shape: TObject): void {
  SHAPES.set(ref, shape);
}

/** The object schema behind an entity ref (to Omit, Pick or extend it). */
export function shapeOf<P extends Record<string, TSchema>>(entity: EntityRef<P>): TObject<P> {
  const shape = SHAPES.get(entity);
  if (!shape) throw new Error('shapeOf: not an Entity(...) schema');
  return shape as TObject<P>;
}

/** What a row of the schema holds: the answer's fields (timestamps are `Date` until serialised). */
export type Row<S extends TSchema> = Static<S>;

/**
 * The columns a write stores, typed as the entity's row reads them back: `Columns<GoalRow, 'title' | 'end_date'>`.
 * Every key is present (a write says null for "none", optional answer keys included), and a key the row does not have
 * fails to compile, so a column renamed in the schema fails every write that names it.
 */
export type Columns<R, K extends keyof R> = { [P in K]-?: Exclude<R[P], undefined> };

type Shaped = TObject | EntityRef;
type KeysOf<S extends Shaped> = S extends TObject<infer P> ? keyof P & string : S extends EntityRef<infer P> ? keyof P & string : never;

const objectOf = (schema: Shaped): TObject => (SHAPES.get(schema) ?? schema) as TObject;

/** The column names of a row schema, in declaration order (the order of the answer's keys). */
export const columnsOf = (schema: Shaped): string[] => Object.keys(objectOf(schema).properties);

/** A column name as SQL writes it: mixed-case names (`RES_ID`) are quoted. */
export const ident = (name: string): string => (/^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name}"`);

/**
 * The SELECT list of a row schema: each key read from `alias`'s table, or from `from[key]` (a joined column or an
 * expression, answered under the key's name), in the schema's order.
 */
export function selectList<S extends Shaped>(schema: S, alias?: string, from: Partial<Record<KeysOf<S>, string>> = {}): string {
  const exprs = from as Record<string, string | undefined>;
  return columnsOf(schema)
    .map((key) => {
      const own = alias ? `${alias}.${ident(key)}` : ident(key);
      const expr = exprs[key];
      return expr === undefined || expr === own ? own : `${expr} AS ${ident(key)}`;
    })
    .join(', ');
}

/** A row schema read from one table (aliased in the store's FROM), with the keys that come from elsewhere. */
export interface EntityTable {
  table: string;
  alias: string;
  schema: Shaped;
  /** Keys not read from the table itself (joined columns, expressions) -> their SQL. */
  from: Record<string, string>;
  /** The SELECT list (selectList). */
  select: string;
}

const TABLES: EntityTable[] = [];
/** Every declared entity table (test/entities.test.ts compares them with the migrated database). */
export const entityTables = (): readonly EntityTable[] => TABLES;

/** Declares that `schema`'s rows are read from `table AS alias`; answers its SELECT list. */
export function entityTable<S extends Shaped>(schema: S, table: string, alias: string, from: Partial<Record<KeysOf<S>, string>> = {}): EntityTable {
  const entry: EntityTable = { table, alias, schema, from: from as Record<string, string>, select: selectList(schema, alias, from) };
  TABLES.push(entry);
  return entry;
}

/**
 * `shape` with internal columns the answer does not document, each placed before `before` (or last): the key order of
 * a row is the SELECT's, and so the answer's.
 */
export function withColumns<P extends Record<string, TSchema>, E extends Record<string, TSchema>>(
  shape: TObject<P>,
  extra: E,
  before?: keyof P & string,
): TObject<P & E> {
  const entries = Object.entries(shape.properties);
  const at = before === undefined ? entries.length : entries.findIndex(([key]) => key === before);
  if (at < 0) throw new Error(`withColumns: no key ${String(before)}`);
  entries.splice(at, 0, ...Object.entries(extra));
  return Type.Object(Object.fromEntries(entries)) as TObject<P & E>;
}
