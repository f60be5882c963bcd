/**
 * Browser entry: the app. THE Apollo client loads on demand (app/client.ts), so /login renders without it.
 * A signed-in visitor opening a /main page gets Apollo Client, the signed-in area and the page's chunk fetched at
 * once, in parallel, rather than each after the previous one rendered. The root renders in a transition, so React
 * yields to the browser between components instead of one long task (Lighthouse's total blocking time).
 */
import './app/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { isSignedIn } from './shared/session';
import { discardPrerender, hydratable } from './app/prerendered';

if (isSignedIn() && location.pathname.startsWith('/main')) {
  void import('./app/client').then((m) => m.loadAppClient()).catch(() => undefined);
  void import('./app/SignedIn').then((m) => m.preloadPage(location.pathname)).catch(() => undefined);
}

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// /login comes prerendered (web/build/prerenderLogin.ts): hydrate that DOM unless its gate hid it (another screen).
if (hydratable(container)) {
  startTransition(() => void hydrateRoot(container, app));
} else {
  discardPrerender(container);
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
