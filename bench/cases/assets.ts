/**
 * Workspace: the asset inventory screen — the web's exact `Assets` operation (web/src/features/assets/
 * assets.graphql, 25 assets with their holders) through the gateway vs `GET /assets?limit=25` straight to the upstream.
 * Holders' names come with the rows, so the gateway makes one upstream call per query. Informational (no budget).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, type DefinitionNode } from 'graphql';
import { graphqlTarget, type BenchCase } from '../lib';

/** The named operation and every fragment of its file (the web sends them together). */
function operation(file: string, name: string): string {
  const doc = parse(fs.readFileSync(path.join(process.cwd(), file), 'utf8'));
  const keep = (d: DefinitionNode) => d.kind === Kind.FRAGMENT_DEFINITION || (d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name);
  return print({ ...doc, definitions: doc.definitions.filter(keep) });
}

const ASSETS = operation('web/src/features/assets/assets.graphql', 'Assets');
const VARIABLES = { page: 1, limit: 25, sortBy: 'name' };

export const assetsCase: BenchCase = {
  name: 'assets',
  split: true,
  description: 'asset inventory page of 25 with holders: the web operation Assets vs REST GET /assets?limit=25',
  baseline: {
    label: 'upstream GET /assets?limit=25',
    target: (env) => ({ url: `${env.upstreamUrl}/assets?limit=25&page=1&sort_by=name`, headers: { authorization: `Bearer ${env.token}` } }),
  },
  variants: [
    { label: 'gateway Assets (cache on)', target: (env) => graphqlTarget(env.gatewayCachedUrl, env.token, ASSETS, VARIABLES) },
    { label: 'gateway Assets (cache off)', target: (env) => graphqlTarget(env.gatewayUrl, env.token, ASSETS, VARIABLES) },
  ],
};
