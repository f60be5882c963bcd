/**
 * Initial JavaScript per route, measured from Vite's build manifest (web/dist/.vite/manifest.json), not timed:
 * the gzip size of every JS file a first visit loads — the modules rendered at once plus their static imports
 * (which Vite also modulepreloads). Used by the bundle budget test and printed by `npm run bench`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { routeDomains } from '../../../web/build/routeIndex';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The bundle targets, in gzip bytes (1 KB = 1000 bytes, as Vite reports): login met, signed-in pages not yet. */
export const GOALS = { login: 200_000, signedIn: 300_000 } as const;
/**
 * What the budget test enforces today, a ratchet just above what is measured (login 164.9 KB; heaviest page 297.8 KB,
 * Apollo Client counted), so nothing grows while the pages move towards GOALS. Login: Apollo Client, the route
 * table, the shell, antd's Form and Typography left its first download (app/SignedIn.tsx, app/client.ts,
 * features/auth/LoginPage.tsx); pages: the generated documents split per feature (X.generated.ts), the Shell's
 * drawer, account dropdown and HR inbox, toasts and confirmation dialogs (app/FeedbackHost.tsx, not antd's App), "not
 * found" results, upload pickers, upload progress, CSV imports, the lists' period, month, select and search filters,
 * pages' own dialogs and forms shown once their data is in behind lazy boundaries (web/src/shared/deferred,
 * shared/filters), forms' selects, date pickers and number boxes loaded on first render (the kit's deferred controls),
 * the side menu as plain links (app/NavMenu.tsx, not antd's Menu); both: antd's helper packages
 * tree-shaken as side-effect free and Card's tabs, the table's filter menus and row selection, the colour picker's
 * Collapse, the pager and its size select, the columns' sort tooltips, the virtual table and the ConfigProvider's
 * unique-tooltip provider loaded lazily, antd's small helper packages in one chunk (web/vite.config.ts,
 * web/build/lazyParts.ts), antd's style generators left out (the styles come prebuilt: web/build/prebuiltStyles.ts),
 * antd's Typography only where its copy or ellipsis extras are used (the kit's shared/Text.tsx elsewhere), forms'
 * rule checker loaded when first needed (web/build/lazyValidator.ts).
 * Lower these when a change makes the bundle smaller. Raised once from 298 KB to 301 KB: the list kit keeps columns
 * visible (sticky only when the table overflows, ellipsis cells, a phone's key columns and filter drawer: +1.6 KB on
 * every list page) and downloads carry the session's token (+0.3 KB); the heaviest page is 300.4 KB. Login raised
 * from 166.0 KB to 166.5 KB: "Forgot password?" and the router's two public password pages (+0.2 KB).
 * Raised from 301 KB to 302 KB: the signed-in shell now carries the route table as each domain declares it (menu
 * groups with their icons and order, typed links) plus the Goals group and the outbox entry (+1.5 KB); the heaviest
 * page is 301.8 KB (the permissions page). To win back: the table's menu data without the lazy imports' wrappers.
 * Raised by 0.3 KB each (login 166.8 KB, signed-in 302.3 KB): sign-in returns a visitor to the page they asked for
 * (`next`, checked to stay inside /main) and the lists' sort keys are typed enums (measured 166.6 and 302.1 KB).
 */
// Raised to 168.0 / 304.0 KB (measured 167.8 and 303.8 KB): company colours under the user's picks in the theme (the
// entry, +0.24 KB), and the shell's lazy company brand and footer and the home page's lazy checklist, whose new chunks
// made rolldown split antd's shared token chunk in two (+0.65 KB on every page, /login too). To win back: keep that
// chunk whole (the brand's query module shared with an existing chunk).
// Raised to 168.4 / 309.0 KB (measured 168.2 and 308.8 KB): the public registration route and its link
// (+0.2 KB on /login), and the picker pages (bonus, KPIs, permissions, grant access) after the one
// server-searching PersonPicker and the registration page's lazy chunk regrouped the shared chunks (+4 KB on those
// four; the rest stay under 304 KB). To win back: find which shared chunk the pickers now pull in whole.
// Raised to 309.5 KB (measured 309.3 KB, the permissions page): the shell's route table and capabilities gained the
// Supervisors account entry (the org domain's routes, the orgChart capability). To win back: as above.
// Raised to 309.7 KB (measured 309.53 KB, the KPIs and bonus pages): the shell's route table and capabilities gained the
// Notification settings account entry (the notificationPreferences capability). To win back: as above.
// Lowered to 302.0 KB (measured 301.6 KB, the add-headcount-employee page): the bonus and KPI entry form loads after
// the first paint (its page also shows the month's list), the grant's copyable temporary password likewise, and firing
// an employee or moving agents asks in the app's confirmation dialog, not a Popconfirm (tooltip and trigger code on
// a list page). What the shell gains from here is paid for on every page: find it a page to move to first.
// 302.5 KB (measured 302.25 KB, the leave forms): leave in units (the unit picker, half-day choice, hours' time
// pickers loaded when shown) and the shell's entries of the public profile and notification settings.
// 303.0 KB (measured 302.7 KB, the leave forms): the confirmations the filer overrode travel with the request, and the
// bell's live stream (a reader and its reconnection) is in the shell.
// 304.1 KB (measured 303.9 KB, the leave forms): instants shown in the viewer's time zone (shared/viewerZone.ts, in the
// shared formats every page uses; the zone's query loads after the first paint), and the balance ledger (decision
// 0220: the adjustment's and the carry-over's limits in the one generated field-limits chunk, two fields on the leave
// type, a capability in the shell; its drawer, dialog and documents load on the first click). To win back: the
// generated field limits (3.2 KB gzip) split per call or domain, so a form page takes only its own.
export const BUDGETS = { login: 168_400, signedIn: 304_100 } as const;

export function readManifest(dist: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** Every JS file loaded by `keys` (manifest keys = source paths such as `src/app/SignedIn.tsx`) with their static imports. */
export function initialFiles(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...files].sort();
}

const gzipCache = new Map<string, number>();
export function gzipSize(dist: string, file: string): number {
  const full = path.join(dist, file);
  let size = gzipCache.get(full);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length;
    gzipCache.set(full, size);
  }
  return size;
}

export interface RouteSize {
  route: string;
  files: number;
  fileNames: string[];
  gzip: number;
  budget: number;
  goal: number;
}

/** Where a signed-in page's module lives: the page modules a domain's routes.ts names (`import('./...')`). */
export function pageModules(domain: string, routesSource: string): string[] {
  const found = new Set<string>();
  for (const m of routesSource.matchAll(/import\('\.\/([^']+)'\)/g)) found.add(`src/features/${domain}/${m[1]}.tsx`);
  return [...found];
}

/**
 * What a signed-in page's first load fetches besides its own module: the signed-in area (route table, shell) and
 * Apollo Client, which `main.tsx` starts at once on a /main path (`app/client.ts` imports `shared/apollo` on demand,
 * so it is a dynamic entry of its own and must be named here, or 46 KB of every page went uncounted).
 */
export const SIGNED_IN_KEYS = ['src/app/SignedIn.tsx', 'src/app/client.ts', 'src/shared/apollo.ts'] as const;

/** `/login` and every signed-in page: entry + (signed-in area, Apollo Client +) page, with their static imports. */
export function routeSizes(webDir: string): RouteSize[] {
  const dist = path.join(webDir, 'dist');
  const manifest = readManifest(dist);
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('index.html'));
  if (!entry) throw new Error('no index.html entry in the build manifest');
  const measure = (route: string, keys: string[], kind: keyof typeof BUDGETS): RouteSize => {
    const files = initialFiles(manifest, keys);
    const gzip = files.reduce((sum, f) => sum + gzipSize(dist, f), 0);
    return { route, files: files.length, fileNames: files, gzip, budget: BUDGETS[kind], goal: GOALS[kind] };
  };
  const sizes = [measure('/login', [entry, 'src/features/auth/LoginPage.tsx'], 'login')];
  const missing = SIGNED_IN_KEYS.filter((k) => !manifest[k]);
  if (missing.length) throw new Error(`not in the build manifest: ${missing.join(', ')}`);
  const features = path.join(webDir, 'src/features');
  const pages = routeDomains(features).flatMap((d) => pageModules(d, fs.readFileSync(path.join(features, d, 'routes.ts'), 'utf8')));
  for (const page of pages) {
    sizes.push(measure(`/main ${page.replace(/^src\/features\//, '').replace(/\.tsx$/, '')}`, [entry, ...SIGNED_IN_KEYS, page], 'signedIn'));
  }
  return sizes;
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

if (require.main === module) {
  for (const s of routeSizes(path.resolve(__dirname, '../../../web'))) {
    console.log(`${s.route.padEnd(48)} ${String(s.files).padStart(3)} files ${kb(s.gzip).padStart(10)} gzip (budget ${kb(s.budget)}, goal ${kb(s.goal)})`);
  }
}
