/**
 * @hr/rules: what the upstream, the gateway and the web must say and decide the same way, written once. Pure
 * TypeScript without dependencies or Node/DOM APIs, so tsx, esbuild, vite and jest each compile it as their own source.
 */
export * from './messages';
export * from './roles';
export * from './csv';
export * from './limits';
export * from './company';
export * from './onboarding';
export * from './registration';
