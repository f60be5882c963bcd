/**
 * What one domain contributes to the gateway (modules/<d>/index.ts): its resolver classes and its access rules.
 * Resolvers load when the schema is built, not with the manifest, so the access table can be assembled from the
 * manifests while the resolvers themselves read the table.
 */
import type { DomainRule } from '../access/rule';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql's buildSchema takes resolver classes as Function
export type ResolverClass = Function;

export interface DomainManifest<Rules extends readonly DomainRule[] = readonly DomainRule[]> {
  /** The module folder's name. */
  name: string;
  resolvers: () => Promise<readonly ResolverClass[]>;
  /** The domain's rules of the access table (ARCHITECTURE 'Access keys'), in table order. */
  access: Rules;
}

/** Keeps each rule's key literal, so the table's AccessKey type is the union of every domain's keys. */
export const defineManifest = <const Rules extends readonly DomainRule[]>(manifest: DomainManifest<Rules>): DomainManifest<Rules> => manifest;
