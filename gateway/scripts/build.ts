/**
 * `npm run build -w gateway`: the gateway as deployed, compiled once to plain JavaScript in gateway/dist/
 * and run with `node`, not `tsx`: nothing is transpiled at start, and no module lookup goes through tsx's resolver
 * hooks at run time (Apollo requires `crypto` on every request). One bundle of the gateway's own code (the entry
 * points below) and of the workspace's source packages (@hr/rules); the other packages stay in node_modules
 * (`packages: 'external'`). dist/ sits at the same depth as src/, so paths derived from `__dirname` (the repository
 * root, the embedded upstream) are the same in both.
 * Decision: run without `--enable-source-maps` (the .map files are written for debuggers and for
 * `NODE_OPTIONS=--enable-source-maps` when reading a stack trace): with it, 100 connections on the leave requests
 * page gave 274 instead of 373 pages/s (`BENCH_CASES=load:LeaveRequests`), every captured stack being mapped.
 */
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const GATEWAY = path.resolve(__dirname, '..');
/** The gateway's process, and each worker-thread module (kit/worker.ts: `workerModule`). */
export const ENTRY_POINTS = ['src/main.ts', 'src/modules/pay/xlsxWorker.ts'];

/**
 * Workspace packages published as TypeScript source (@hr/rules) are bundled, not left to `require`: node cannot load
 * their .ts files, and `packages: 'external'` would otherwise leave them out. A plugin resolves them before that rule.
 */
const SOURCE_PACKAGES = /^@hr\/rules$/;
const bundleSourcePackages: Plugin = {
  name: 'bundle-source-packages',
  setup(b) {
    b.onResolve({ filter: SOURCE_PACKAGES }, (args) => ({ path: require.resolve(args.path, { paths: [args.resolveDir] }) }));
  },
};

export async function buildGateway(outdir = path.join(GATEWAY, 'dist')): Promise<string> {
  await build({
    absWorkingDir: GATEWAY,
    entryPoints: ENTRY_POINTS,
    outdir,
    // Flat: every module's __dirname in the bundle is dist/, where workerModule() looks for its worker.
    entryNames: '[name]',
    bundle: true,
    packages: 'external',
    plugins: [bundleSourcePackages],
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    tsconfig: path.join(GATEWAY, 'tsconfig.json'),
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  return path.join(outdir, 'main.js');
}

if (require.main === module) {
  buildGateway().then(
    (main) => console.log(`Built ${path.relative(process.cwd(), main)}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
