/**
 * One jest run for the whole monorepo. Projects: upstream, gateway, web (jsdom), integration (cross-package,
 * real upstream over HTTP) and e2e (Playwright driving Debian's Chromium against the whole product).
 */
const swc = require('./jest.swc.cjs');
const { taggedFiles } = require('./tests/support/tags.cjs');

// TEST_SUBSET=spec|postgres (scripts/test.mjs): the integration project (and, for postgres, the upstream project) takes
// only the files tagged so (tests/support/tags.cjs); path patterns on the command line still narrow that.
const SUBSET = process.env.TEST_SUBSET;
const subset = (dir) => (SUBSET === 'spec' || SUBSET === 'postgres' ? { testMatch: taggedFiles(dir, SUBSET) } : {});
const esmOnly = ['graphql-upload', 'fs-capacitor', '@apollo/client', 'rxjs', 'uuid', 'apollo-upload-client', 'extract-files', 'is-plain-obj'].join('|');
const base = {
  transform: { '^.+\\.(t|j)sx?$': swc(true), '^.+\\.mjs$': swc(false) },
  transformIgnorePatterns: [`node_modules/(?!(${esmOnly})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
// @ant-design/icons' CommonJS build requires the ESM file of @ant-design/colors; point it at the CJS twin. The web's
// route modules import icons (their menu group's), and the integration and e2e tests read the route table.
const antdColors = { '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1' };
module.exports = {
  // A cap, not a budget: a hook that migrates and seeds a fresh database (every domain's demo data) can pass 30 s on a
  // busy 2-core machine. Speed budgets live in `npm run bench`.
  testTimeout: 60000,
  // Browser shards weighed by each file's duration (the default splits by a hash of the path).
  testSequencer: '<rootDir>/tests/support/sequencer.cjs',
  projects: [
    { ...base, displayName: 'upstream', testEnvironment: 'node', roots: ['<rootDir>/upstream'], ...(SUBSET === 'postgres' ? subset('upstream') : {}) },
    { ...base, displayName: 'gateway', testEnvironment: 'node', roots: ['<rootDir>/gateway'], setupFiles: ['reflect-metadata'] },
    {
      ...base,
      displayName: 'web',
      // jsdom with a selector cache that holds antd's stylesheet (why: web/test/jsdomEnvironment.cjs).
      testEnvironment: '<rootDir>/web/test/jsdomEnvironment.cjs',
      roots: ['<rootDir>/web/src'],
      setupFilesAfterEnv: ['<rootDir>/web/jest.setup.ts'],
      moduleNameMapper: {
        '\\.(css|less)$': '<rootDir>/web/test/styleStub.cjs',
        ...antdColors,
      },
    },
    {
      ...base,
      displayName: 'integration',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/integration'],
      setupFiles: ['reflect-metadata'],
      moduleNameMapper: antdColors,
      ...subset('tests/integration'),
    },
    {
      ...base,
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/e2e'],
      moduleNameMapper: antdColors,
      // Builds web/dist when missing or stale (tests/e2e/support/webBuild.cjs); skipped without Chromium.
      globalSetup: '<rootDir>/tests/e2e/support/globalSetup.cjs',
      setupFilesAfterEnv: ['<rootDir>/tests/e2e/support/timeout.cjs'],
    },
  ],
};
