/**
 * buildGatewaySchema(): the type-graphql schema of every module (modules/manifests.generated.ts), with the access
 * table's auth checker. Built once per process (type-graphql metadata is global anyway).
 */
import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { syncFieldGuards } from './access/fieldAccess';
import { authChecker } from './access/table';
import { plainFields } from './kit/plainFields';
import { manifests } from './modules/manifests.generated';
import type { ResolverClass } from './modules/manifest';

let built: Promise<GraphQLSchema> | undefined;

/** Every domain's resolver classes, domain by domain. */
async function loadResolvers(): Promise<[ResolverClass, ...ResolverClass[]]> {
  const [first, ...rest] = (await Promise.all(manifests.map((manifest) => manifest.resolvers()))).flat();
  if (!first) throw new Error('No resolvers: modules/manifests.generated.ts lists no domain (npm run generate)');
  return [first, ...rest];
}

export function buildGatewaySchema(): Promise<GraphQLSchema> {
  built ??= loadResolvers()
    .then((resolvers) => buildSchema({ resolvers, authChecker, authMode: 'error', validate: false }))
    .then(syncFieldGuards)
    .then(plainFields)
    .catch((error) => {
      built = undefined;
      throw error;
    });
  return built;
}

/** The SDL committed as /schema.graphql: sorted so the file only changes when the schema does. */
export async function printGatewaySchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildGatewaySchema()))}\n`;
}
