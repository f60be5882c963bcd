/**
 * What a domain is to the upstream: a folder `src/<name>/` whose `index.ts` exports one DomainManifest, listed once
 * in domains.ts. Everything central (the route plugins and schema tables, migrations, demo seeds, the extension
 * table, the due jobs, the OpenAPI document) is read from the manifests; see docs/adding-a-domain.md.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db, Migration, Tx } from './db';
import type { DomainExtensions } from './http/extensionRules';
import type { DueJob } from './http/dueJobs';
import type { RouteSchemaTable } from './http/schema';

export interface DomainManifest {
  /** The folder's name (upstream/src/<name>/), as in the gateway's modules and the web's features. */
  name: string;
  /** The Fastify plugin with the domain's routes (registered after the auth hook). */
  routes: FastifyPluginAsync;
  /** The route schema table (http/schema.ts) of those routes. */
  schemas: RouteSchemaTable;
  /** Its migrations, in order; ids sort in the order of domains.ts (`0100_`, `0200_`, ...). */
  migrations?: readonly Migration[];
  /** Demo data, run once on first start after the core company and the domains before it. */
  seed?: (db: Db) => Promise<void>;
  /**
   * What a newly registered company starts with from this domain (default types it needs to work), written in the
   * registration's transaction as that company (companies/register.ts), in the order of domains.ts.
   */
  newCompany?: (tx: Tx) => Promise<void>;
  /** What it offers beyond SPEC §7 (http/extensions.ts gathers them). */
  extensions?: DomainExtensions;
  /** Changes applied when their date comes (http/dueJobs.ts). */
  jobs?: readonly DueJob[];
}
