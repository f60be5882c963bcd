/**
 * The schema is a product for integrators: every type, field, argument and enum value carries a description
 * (Sandbox shows it), names are camelCase, and every list is paged the same way (`XxxPage { items, count }`).
 */
import { beforeAll, describe, it, expect } from '@jest/globals';
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isListType,
  isNonNullType,
  getNamedType,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';
import { buildGatewaySchema } from '../src/schema';

const isOwnType = (name: string) => !name.startsWith('__') && !['Query', 'Mutation', 'String', 'Int', 'Float', 'Boolean', 'ID'].includes(name);
const camel = /^[a-z][a-zA-Z0-9]*$/;

function unwrapList(type: GraphQLType): boolean {
  const inner = isNonNullType(type) ? type.ofType : type;
  return isListType(inner);
}

describe('schema conventions', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildGatewaySchema();
  });

  it('describes every type, field, argument and enum value', () => {
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if (isOwnType(type.name) && !type.description && !['Upload'].includes(type.name)) missing.push(`type ${type.name}`);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) missing.push(`${type.name}.${field.name}`);
          for (const arg of 'args' in field ? field.args : []) {
            if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
          }
        }
      }
      if (isEnumType(type)) {
        for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names every field and argument in camelCase', () => {
    const bad: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!camel.test(field.name)) bad.push(`${type.name}.${field.name}`);
          for (const arg of 'args' in field ? field.args : []) if (!camel.test(arg.name)) bad.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('pages every list query the same way: XxxPage { items, count } with page and limit', () => {
    const offenders: string[] = [];
    for (const field of Object.values(schema.getQueryType()!.getFields())) {
      const named = getNamedType(field.type);
      if (!named.name.endsWith('Page')) continue;
      const argNames = field.args.map((a) => a.name);
      if (!isObjectType(named) || !named.getFields().items || !named.getFields().count) offenders.push(`${field.name}: ${named.name} lacks items/count`);
      if (!argNames.includes('page') || !argNames.includes('limit')) offenders.push(`${field.name}: no page/limit`);
    }
    expect(offenders).toEqual([]);
  });

  it('sorts every list by an enum of the keys its REST call sorts by, never a free String (decision 0167)', () => {
    const free: string[] = [];
    for (const type of Object.values(schema.getTypeMap()).filter(isObjectType)) {
      for (const field of Object.values(type.getFields())) {
        const sortBy = field.args.find((a) => a.name === 'sortBy');
        if (sortBy && !isEnumType(getNamedType(sortBy.type))) free.push(`${type.name}.${field.name}`);
      }
    }
    expect(free).toEqual([]);
  });

  it('lists top-level list queries only as small fixed lookups (everything else is a Page)', () => {
    const lists = Object.values(schema.getQueryType()!.getFields())
      .filter((field) => unwrapList(field.type))
      .map((field) => field.name)
      .sort();
    // Short, bounded lookups (statuses, approver names, calendars...) may be plain lists; print them so a new one is a conscious choice.
    expect(lists).toMatchSnapshot();
  });
});
