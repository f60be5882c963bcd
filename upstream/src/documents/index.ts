/** The documents domain's manifest (domain.ts): everything the upstream needs to know of it. */
import type { DomainManifest } from '../domain';
import { documentsRoutes } from './routes';
import { documentsSchemas } from './schemas';
import { migrations } from './migrations';
import { seedDocuments } from './seed';
import { sharedAreaOperations } from '../http/extensionRules';

export const manifest: DomainManifest = {
  name: 'documents',
  routes: documentsRoutes,
  schemas: documentsSchemas,
  migrations,
  seed: seedDocuments,
  extensions: {
    operations: sharedAreaOperations([
      ['GET', '/documents', 'Documents: company-wide and per employee.'],
      ['POST', '/documents', 'Upload a document (HR, admins).'],
      ['GET', '/documents/:id', 'One document.'],
      ['PUT', '/documents/:id', 'Change or replace a document (HR, admins).'],
      ['DELETE', '/documents/:id', 'Delete a document (HR, admins).'],
      ['GET', '/documents/:id/download', 'Where to download a document (as download_sick_note).'],
      ['GET', '/documents/:id/file', 'The document bytes.'],
    ]),
  },
};
