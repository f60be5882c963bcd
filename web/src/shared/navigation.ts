/**
 * Navigation from outside React (the Apollo error link). The app's <NavigationBridge/> registers the router's
 * navigate function and current path; calls before that fall back to a full page load.
 */
import type { NavigateFunction, NavigateOptions } from 'react-router-dom';

let navigator: NavigateFunction | null = null;
let pathname: string | null = null;

export function setNavigator(fn: NavigateFunction | null, path: string | null = null): void {
  navigator = fn;
  pathname = path;
}

export function navigateTo(path: string, options?: NavigateOptions): void {
  if (navigator) void navigator(path, options);
  else window.location.assign(path);
}

/** Where the router is now, so callers do not navigate to where the user already is. */
export function currentPath(): string {
  return pathname ?? window.location.pathname;
}
