/**
 * Every GraphQL operation the integration suite sends is parsed with graphql-tag's `gql` and validated against the
 * committed schema.graphql before it reaches the gateway: a renamed field or argument fails the test with
 * the validation message, rather than a test passing on a schema the web no longer matches.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, print, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import gqlTag from 'graphql-tag';

let schema: GraphQLSchema | undefined;

/** schema.graphql as committed (`npm run generate` keeps it equal to the gateway's). */
export function committedSchema(): GraphQLSchema {
  schema ??= buildSchema(readFileSync(join(__dirname, '../../schema.graphql'), 'utf8'));
  return schema;
}

/**
 * Parses `source` (or takes a generated document) and validates it against schema.graphql; throws with every
 * validation message. A generated document that is empty was never generated: `graphql()` knows only the sources
 * `npm run generate` saw.
 */
export function checkedOperation(source: string | DocumentNode): DocumentNode {
  if (typeof source !== 'string' && !source.definitions) throw new Error('A graphql(`...`) document not generated yet: run `npm run generate`');
  const document = typeof source === 'string' ? gqlTag(source) : source;
  const errors = validate(committedSchema(), document);
  if (errors.length) throw new Error(`Operation does not match schema.graphql:\n${errors.map((e) => `  ${e.message}`).join('\n')}\n${print(document)}`);
  return document;
}
