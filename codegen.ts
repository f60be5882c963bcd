/**
 * One command regenerates the web's typed operations: `npm run codegen` (never hand-edit the output).
 * Two kinds of output, so a page's bundle carries only its own feature's documents:
 * - web/src/generated/graphql.ts: TYPES only (operation results/variables, the schema enums/inputs they use, the
 *   Operations map), erased at compile time, importable from anywhere;
 * - next to every web/src/**\/X.graphql an X.generated.ts: that file's documents and hooks (the values a bundle
 *   carries), re-exporting the types so a page imports from one place.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';

const TYPES = 'web/src/generated/graphql.ts';
const PLUGIN = 'web/codegen/hooks-plugin.cjs';
const documentFiles = (readdirSync('web/src', { recursive: true }) as string[])
  .filter((f) => f.endsWith('.graphql'))
  .map((f) => path.posix.join('web/src', f.split(path.sep).join('/')))
  .sort();

/** `./../../generated/graphql` style path from a generated module to the types module, without the extension. */
const typesFrom = (out: string) => path.posix.relative(path.posix.dirname(out), TYPES).replace(/\.ts$/, '').replace(/^(?!\.)/, './');

const perFile: CodegenConfig['generates'] = Object.fromEntries(
  documentFiles.map((doc) => {
    const out = doc.replace(/\.graphql$/, '.generated.ts');
    return [out, { documents: doc, plugins: ['typed-document-node', PLUGIN], config: { mode: 'documents', typesModule: typesFrom(out) } }];
  }),
);

const config: CodegenConfig = {
  overwrite: true,
  schema: 'schema.graphql',
  generates: {
    [TYPES]: {
      documents: documentFiles,
      // typescript-operations v6 emits the schema enums/inputs its operations use; the `typescript` plugin would
      // emit them a second time (TS2300 duplicate identifier), so it is not used.
      plugins: ['typescript-operations', PLUGIN],
      config: { mode: 'types' },
    },
    ...perFile,
  },
  config: { useTypeImports: true, enumsAsTypes: true, scalars: { ID: 'string', Upload: 'File' } },
};
export default config;
