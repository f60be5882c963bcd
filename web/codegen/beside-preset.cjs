/**
 * Codegen preset (see codegen.yml): one output next to every X.graphql, X.generated.ts, holding that file's documents
 * and hooks, so a page's bundle carries only its own feature's documents. Each output is told where the types-only
 * module is (`typesModule`, a relative import path without the extension), which the config names as `typesFile`.
 */
const path = require('node:path');

const posix = (p) => p.split(path.sep).join('/');

module.exports = {
  preset: {
    buildGeneratesSection(options) {
      const typesFile = options.presetConfig.typesFile;
      const cwd = process.cwd();
      return options.documents
        .filter((doc) => doc.location)
        .map((doc) => {
          const source = posix(path.relative(cwd, doc.location));
          const filename = source.replace(/\.graphql$/, '.generated.ts');
          const typesModule = path.posix
            .relative(path.posix.dirname(filename), typesFile)
            .replace(/\.ts$/, '')
            .replace(/^(?!\.)/, './');
          return {
            filename,
            documents: [doc],
            plugins: options.plugins,
            pluginMap: options.pluginMap,
            schema: options.schema,
            schemaAst: options.schemaAst,
            config: { ...options.config, typesModule },
            skipDocumentsValidation: options.skipDocumentsValidation,
            pluginContext: options.pluginContext,
            profiler: options.profiler,
            cache: options.cache,
            documentTransforms: options.documentTransforms,
          };
        })
        .sort((a, b) => (a.filename < b.filename ? -1 : 1));
    },
  },
};
