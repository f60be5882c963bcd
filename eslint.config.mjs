// ESLint 9 flat config: `npm run lint` (run by `npm test`). Rules that catch bugs, not style: layout is Prettier's
// (.prettierrc.json; `npm run lint` checks it after ESLint, `npm run format` writes it). Zero warnings: the script
// passes --max-warnings 0, so every rule here is a failure.
//
// Not on, and why:
// - typed rules (no-floating-promises, no-misused-promises): they need the type checker over four tsconfigs, which
//   makes a lint run as slow as `npm run typecheck` on a 2-core machine; tsc already runs in `npm test`.
// - react-hooks' React Compiler rules (its `recommended` set in v7): they judge code written for the compiler, which
//   the web does not use; rules-of-hooks and exhaustive-deps are the two that find real bugs here.
// - no-explicit-any in tests and benchmarks: their GraphQL and REST answers are deliberately loose (tests/tsconfig.json).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Beyond the recommended sets: mistakes the type checker lets through. */
const extraRules = {
  'no-constant-condition': ['error', { checkLoops: false }],
  eqeqeq: ['error', 'smart'],
  'no-self-compare': 'error',
  'no-template-curly-in-string': 'error',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.profiles/**',
      'coverage/**',
      // Generated (npm run generate): checked against their sources by tests/integration/generated.test.ts.
      'web/src/generated/**',
      'web/src/**/*.generated.ts',
      'tests/generated/**',
      'gateway/test/generated/**',
      'gateway/src/rest/generated/contract.ts',
    ],
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    // typescript-eslint's sets come after @eslint/js's and switch off what TypeScript checks itself (no-undef, overloads).
    extends: [js.configs.recommended, tseslint.configs.recommended],
    rules: {
      ...extraRules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description', minimumDescriptionLength: 3 }],
    },
  },
  {
    // The app only: web/build runs at build time in Node, where a function named `use` is not React's.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The web (app and its tests) knows the other layers by their contracts only: the generated schema and field
    // limits, and @hr/rules for what every layer decides alike. Their source would drag server code into the bundle.
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@hr/upstream', '@hr/gateway'].map((name) => ({ name, message: 'Import what the web shares with it from @hr/rules.' })),
          patterns: [
            {
              regex: '(^|/)(upstream|gateway)/(src|test)(/|$)',
              message: 'The web never imports the upstream or gateway source: move what both need to @hr/rules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**', 'bench/**', '**/test/**', '**/*.test.{ts,tsx}', 'web/src/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node }, sourceType: 'module' },
    rules: extraRules,
  },
  {
    files: ['**/*.cjs'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: extraRules,
  },
  {
    files: ['tests/e2e/support/*.cjs'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
