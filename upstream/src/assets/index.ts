/** The assets domain's manifest (domain.ts): everything the upstream needs to know of it. */
import type { DomainManifest } from '../domain';
import { assetsRoutes } from './routes';
import { assetsSchemas } from './schemas';
import { migrations } from './migrations';
import { seedAssets } from './seed';
import { sharedAreaOperations } from '../http/extensionRules';

export const manifest: DomainManifest = {
  name: 'assets',
  routes: assetsRoutes,
  schemas: assetsSchemas,
  migrations,
  seed: seedAssets,
  extensions: {
    operations: sharedAreaOperations([
      ['GET', '/assets', 'Company assets (HR, admins).'],
      ['GET', '/assets/mine', "The caller's assets (My assets)."],
      ['POST', '/assets', 'Add an asset (HR, admins).'],
      ['GET', '/assets/:id', 'One asset.'],
      ['PUT', '/assets/:id', 'Change an asset (HR, admins).'],
      ['DELETE', '/assets/:id', 'Delete an asset (HR, admins).'],
      ['POST', '/assets/:id/assign', 'Hand an asset over to an employee (HR, admins).'],
      ['POST', '/assets/:id/return', 'Take an asset back (HR, admins).'],
      ['GET', '/assets/:id/assignments', 'Hand-over history of an asset (HR, admins).'],
    ]),
  },
};
