/**
 * `inputOf(Output, fields, options)`: the fields of an `@InputType` taken from the `@ObjectType` that answers them, so
 * an input repeats no name, type, nullability or description the output already declares.
 *
 *   @InputType({ description: 'A help desk link to add or change' })
 *   export class HelpdeskLinkInput extends inputOf(HelpdeskLink, ['name', 'link'], { describe: { name: 'Name (unique)' } }) {}
 *
 * Each picked field is the output's `@Field` (its GraphQL type, list depth, nullability and description), copied onto
 * an abstract `@InputType` base the input class extends; type-graphql merges a base input's fields into its subclass
 * and, as with `Paged`, never emits the base itself. What the output adds around a field (guards, middlewares, field
 * resolvers) stays with the output. Fields whose rules or shape differ (an upload, a nested input, a filter) are
 * written by hand in the subclass, beside the derived ones.
 */
import { getMetadataStorage, InputType, type ClassType } from 'type-graphql';

type FieldMetadata = ReturnType<typeof getMetadataStorage>['fields'][number];

/** How the input's fields differ from the output's: only in nullability and in what their description tells a writer. */
export interface InputOfOptions<K extends string, O extends true | readonly K[], R extends readonly K[]> {
  /** Fields a writer may leave out (nullable in GraphQL): `true` for every picked field (a partial update). */
  optional?: O;
  /** Fields a writer must give although the output may answer them null. */
  required?: R;
  /** Descriptions that tell the writer more than the output's (bounds, defaults, who may set it). */
  describe?: Partial<Record<K, string>>;
}

type OptionalKeys<K, O> = O extends true ? K : O extends readonly (infer E)[] ? E : never;

/** The derived instance type: the output's property types, with `optional` ones nullable and `required` ones not. */
export type InputFields<T, K extends keyof T, O extends K, R extends K> = Pick<T, Exclude<K, O | R>> & { [P in O]?: NonNullable<T[P]> | null } & {
  [P in Exclude<R, O>]-?: NonNullable<T[P]>;
};

/** The `@Field` metadata of `name` on `Output` or the nearest class it extends. */
function fieldOf(Output: ClassType, name: string): FieldMetadata {
  const fields = getMetadataStorage().fields;
  for (let target: unknown = Output; typeof target === 'function' && target.prototype; target = Object.getPrototypeOf(target)) {
    const field = fields.find((f) => f.target === target && f.name === name);
    if (field) return field;
  }
  throw new Error(`inputOf(${Output.name}): ${name} is not a @Field of ${Output.name}`);
}

export function inputOf<
  T extends object,
  const K extends keyof T & string,
  const O extends true | readonly K[] = readonly [],
  const R extends readonly K[] = readonly [],
>(Output: ClassType<T>, fields: readonly K[], options: InputOfOptions<K, O, R> = {}): ClassType<InputFields<T, K, OptionalKeys<K, O> & K, R[number]>> {
  const optional = (name: K) => options.optional === true || (Array.isArray(options.optional) && options.optional.includes(name));
  // Never referenced by a resolver, so type-graphql does not emit it: only the subclass carries the fields.
  @InputType({ description: `The fields ${Output.name} declares` })
  abstract class InputFieldsOf {}
  const storage = getMetadataStorage();
  for (const name of fields) {
    const field = fieldOf(Output, name);
    const nullable = optional(name) ? true : options.required?.includes(name) ? false : field.typeOptions.nullable;
    const typeOptions = { ...field.typeOptions, nullable };
    storage.collectClassFieldMetadata({
      name,
      schemaName: field.schemaName,
      // type-graphql learns a list's depth when it first reads the type (`() => [X]`): pass it on the same way.
      getType: () => {
        const type = field.getType();
        Object.assign(typeOptions, { array: field.typeOptions.array, arrayDepth: field.typeOptions.arrayDepth });
        return type;
      },
      typeOptions,
      complexity: undefined,
      target: InputFieldsOf,
      description: options.describe?.[name] ?? field.description,
      deprecationReason: undefined,
    });
  }
  return InputFieldsOf as unknown as ClassType<InputFields<T, K, OptionalKeys<K, O> & K, R[number]>>;
}
