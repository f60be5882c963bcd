/**
 * One jest run for the whole monorepo. Projects: upstream, gateway, web (jsdom), integration (cross-package,
 * real upstream over HTTP) and e2e (Playwright driving Debian's Chromium against the whole product).
 */
const swc = require('./jest.swc.cjs');
const esmOnly = ['graphql-upload', '@apollo/client', 'rxjs', 'uuid'].join('|');
const base = {
  transform: { '^.+\\.(t|j)sx?$': swc(true), '^.+\\.mjs$': swc(false) },
  transformIgnorePatterns: [`node_modules/(?!(${esmOnly})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
module.exports = {
  testTimeout: 30000,
  projects: [
    { ...base, displayName: 'upstream', testEnvironment: 'node', roots: ['<rootDir>/upstream'] },
    { ...base, displayName: 'gateway', testEnvironment: 'node', roots: ['<rootDir>/gateway'] },
    {
      ...base,
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/web/src'],
      setupFilesAfterEnv: ['<rootDir>/web/jest.setup.ts'],
      moduleNameMapper: { '\\.(css|less)$': '<rootDir>/web/test/styleStub.cjs' },
    },
    { ...base, displayName: 'integration', testEnvironment: 'node', roots: ['<rootDir>/tests/integration'] },
    { ...base, displayName: 'e2e', testEnvironment: 'node', roots: ['<rootDir>/tests/e2e'] },
  ],
};
