// One swc transform for every jest project: TypeScript + legacy decorators with metadata (type-graphql),
// JSX for the web, everything compiled to CommonJS so ESM-only packages (graphql-upload) load in jest.
module.exports = (tsx = false) => [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];
