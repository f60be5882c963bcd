import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/**
 * The system's "reduce motion" setting (WCAG 2.3.3): antd's transitions (menus sliding, dialogs zooming, the wave on a
 * click) are turned off for people who asked for that, and global.css stills the rest. Live: the answer follows the
 * setting without a reload.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const media = window.matchMedia(QUERY);
      media.addEventListener('change', changed);
      return () => media.removeEventListener('change', changed);
    },
    () => window.matchMedia(QUERY).matches,
    () => false, // the prerendered sign-in page: motion on until the browser says otherwise
  );
}
