/**
 * /login arrives prerendered (web/build/prerenderLogin.ts): the gate script in its head sets this attribute to `off`
 * on <html> when the visitor would see another screen (signed in, a notice, a saved theme).
 */
export const PRERENDER_ATTRIBUTE = 'data-prerender';

/** True when `container` holds a prerendered screen the client may hydrate. */
export function hydratable(container: HTMLElement): boolean {
  return Boolean(container.firstElementChild) && document.documentElement.getAttribute(PRERENDER_ATTRIBUTE) !== 'off';
}

/** Empties `container` of a prerender the client will not hydrate, and lets what the client renders show. */
export function discardPrerender(container: HTMLElement): void {
  container.replaceChildren();
  document.documentElement.removeAttribute(PRERENDER_ATTRIBUTE);
}
