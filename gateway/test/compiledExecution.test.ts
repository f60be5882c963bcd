/**
 * Compiled execution (kit/compiledExecution.ts) answers exactly as graphql-js would, and `plainFields` removes only
 * type-graphql's trivial wrappers: guarded, authorised and resolved fields keep their resolvers.
 */
import { beforeAll, describe, it, expect } from '@jest/globals';
import { buildSchema, execute, GraphQLError, GraphQLObjectType, parse, type GraphQLSchema } from 'graphql';
import { compiledExecutor } from '../src/kit/compiledExecution';
import { buildGatewaySchema } from '../src/schema';

const sdl = `
  type Row { id: ID!, name: String!, score: Int }
  type Query { rows(limit: Int!): [Row!]!, boom: String, missing: String! }
`;

function demoSchema(): GraphQLSchema {
  const schema = buildSchema(sdl);
  const query = schema.getQueryType()!.getFields();
  query.rows.resolve = (_root, args: { limit: number }) => Array.from({ length: args.limit }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}`, score: i }));
  query.boom.resolve = () => {
    throw new GraphQLError('Not allowed', { extensions: { code: 'FORBIDDEN' } });
  };
  query.missing.resolve = () => null;
  return schema;
}

const run = (schema: GraphQLSchema, query: string, variables: Record<string, unknown> = {}) =>
  compiledExecutor(schema)({ document: parse(query), operationName: undefined, request: { variables }, context: {} } as never);

describe('compiledExecutor', () => {
  const schema = demoSchema();

  it('answers a list as graphql-js does', async () => {
    const query = 'query Rows($n: Int!) { rows(limit: $n) { id name score } }';
    const expected = await execute({ schema, document: parse(query), variableValues: { n: 3 } });
    expect(await run(schema, query, { n: 3 })).toEqual(expected);
  });

  it("refuses a bad variable with graphql-js's own message, before anything runs", async () => {
    const result = await run(schema, 'query Rows($n: Int!) { rows(limit: $n) { id } }', { n: 'three' });
    expect(result.errors?.[0]?.message).toBe('Variable "$n" got invalid value "three"; Int cannot represent non-integer value: "three"');
    expect(result.data).toBeUndefined();
  });

  it("keeps a resolver error's extensions, path and location, as a graphql-js GraphQLError", async () => {
    const result = await run(schema, '{ boom }');
    const error = result.errors?.[0];
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error).toMatchObject({ message: 'Not allowed', path: ['boom'], locations: [{ line: 1, column: 3 }], extensions: { code: 'FORBIDDEN' } });
    expect(result.data).toEqual({ boom: null });
  });

  it('bubbles a null in a non-null field as graphql-js does', async () => {
    const result = await run(schema, '{ missing }');
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.message).toBe('Cannot return null for non-nullable field Query.missing.');
  });
});

describe('plainFields', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildGatewaySchema();
  });
  const field = (type: string, name: string) => (schema.getType(type) as GraphQLObjectType).getFields()[name];

  it('drops the wrapper of a plain property', () => {
    expect(field('SalaryRow', 'name').resolve).toBeUndefined();
    expect(field('SalaryRow', 'hoursWorked').resolve).toBeUndefined();
  });

  it('keeps pay and personal guards, and field resolvers', () => {
    expect(field('SalaryRow', 'baseSalary').resolve).toBeDefined();
    expect(field('SalaryRow', 'paymentAccount').resolve).toBeDefined();
    expect(field('Employee', 'nationalId').resolve).toBeDefined();
    expect(field('Employee', 'manager').resolve).toBeDefined();
  });
});
