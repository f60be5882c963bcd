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

/**
 * login.html names itself with this <meta> (web/build/prerenderLogin.ts). Its antd styles are the sign-in screen's
 * only, and the built client cannot make others (web/build/prebuiltStyles.ts): any other screen needs index.html,
 * which links the whole antd stylesheet.
 */
export const LOGIN_DOCUMENT = 'hr-login-document';

export function isLoginDocument(): boolean {
  return typeof document !== 'undefined' && document.querySelector(`meta[name="${LOGIN_DOCUMENT}"]`) !== null;
}
