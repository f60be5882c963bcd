/**
 * kit/inputOf.ts: an input derived from an output carries the output's fields (type, list depth, nullability,
 * description) with only the differences it asks for, beside hand-written ones; the abstract base is never emitted.
 */
import { describe, expect, it } from '@jest/globals';
import { isInputObjectType, isObjectType, printType, type GraphQLSchema } from 'graphql';
import { Arg, buildSchema, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { inputOf } from '../src/kit/inputOf';
import { buildGatewaySchema } from '../src/schema';

@ObjectType({ description: 'Shared fields' })
class Named {
  @Field(() => String, { description: 'Name' })
  name!: string;
}

@ObjectType({ description: 'A thing' })
class Thing extends Named {
  @Field(() => ID, { description: 'Id' })
  id!: string;

  @Field(() => Int, { nullable: true, description: 'Size' })
  size?: number | null;

  @Field(() => [String], { description: 'Tags' })
  tags!: string[];

  @Field(() => String, { nullable: true, description: 'Notes' })
  notes?: string | null;
}

@InputType({ description: 'A new thing' })
class ThingInput extends inputOf(Thing, ['name', 'size', 'tags', 'notes'], { required: ['size'], describe: { notes: 'Notes (at most 10 characters)' } }) {
  @Field(() => Boolean, { nullable: true, defaultValue: false, description: 'Hand-written beside the derived ones' })
  draft?: boolean;
}

@InputType({ description: 'Changes to a thing' })
class ThingChanges extends inputOf(Thing, ['name', 'tags'], { optional: true }) {}

@Resolver()
class ThingResolver {
  @Query(() => Thing, { nullable: true, description: 'A thing' })
  thing(): Thing | null {
    return null;
  }

  @Mutation(() => Boolean, { description: 'Adds a thing' })
  addThing(@Arg('input', () => ThingInput) input: ThingInput, @Arg('changes', () => ThingChanges) changes: ThingChanges): boolean {
    // The derived instance types: `size` required, `tags` of the optional pick nullable.
    const size: number = input.size;
    const tags: string[] | null | undefined = changes.tags;
    return size > 0 && tags !== null;
  }
}

const fieldsOf = (schema: GraphQLSchema, name: string) => {
  const type = schema.getType(name);
  if (!isInputObjectType(type) && !isObjectType(type)) throw new Error(`${name} is not an object or input type`);
  return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, { type: String(f.type), description: f.description }]));
};

describe('inputOf', () => {
  it("copies the picked fields of the output (its base's too), with only the asked-for differences", async () => {
    const schema = await buildSchema({ resolvers: [ThingResolver], validate: false });
    const output = fieldsOf(schema, 'Thing');
    expect(fieldsOf(schema, 'ThingInput')).toEqual({
      name: output.name,
      size: { type: 'Int!', description: 'Size' },
      tags: output.tags,
      notes: { type: 'String', description: 'Notes (at most 10 characters)' },
      draft: { type: 'Boolean', description: 'Hand-written beside the derived ones' },
    });
    expect(fieldsOf(schema, 'ThingChanges')).toEqual({ name: { type: 'String', description: 'Name' }, tags: { type: '[String!]', description: 'Tags' } });
    expect(printType(schema.getType('ThingInput')!)).toContain('draft: Boolean = false');
    expect(Object.keys(schema.getTypeMap()).filter((name) => name.startsWith('InputFieldsOf'))).toEqual([]);
  });

  it('refuses a name that is not a field of the output', () => {
    expect(() => inputOf(Thing, ['nope' as 'name'])).toThrow('inputOf(Thing): nope is not a @Field of Thing');
  });

  it("gives the gateway's derived inputs the output's field types", async () => {
    const schema = await buildGatewaySchema();
    const link = fieldsOf(schema, 'HelpdeskLink');
    const input = fieldsOf(schema, 'HelpdeskLinkInput');
    expect(Object.keys(input).sort()).toEqual(['link', 'name']);
    for (const name of ['link', 'name']) expect(input[name].type).toBe(link[name].type);
  });
});
