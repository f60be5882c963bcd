/** The files domain: its resolvers and its rules of the access table. */
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'files',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { FilesResolver } = await import('./resolver');
    return [FilesResolver];
  },
  access: [],
});
