/**
 * Build-time render of the sign-in screen (loaded by build/prerenderLogin.ts through Vite's SSR loader): the app's
 * own tree at /login, with antd's CSS-in-JS styles collected, so /login paints before any script runs and the client
 * hydrates that DOM (web/src/main.tsx). It is the screen of a signed-out visitor with the default theme and no
 * pending notice; `gateScript` is the head script that tells the client (and the page's CSS) when that is not so.
 */
import { StrictMode, type ReactNode } from 'react';
import { Alert, Flex, Spin } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { createCache, extractStyle } from '@ant-design/cssinjs';
import { App } from '../src/app/App';
import { ThemeRoot } from '../src/app/ThemeRoot';
import { renderStyled } from './renderStyled';
import { NOTICE_KEY, TOKEN_KEY } from '../src/shared/session';
import { THEME_KEY } from '../src/shared/theme';
import { LOGIN_DOCUMENT, PRERENDER_ATTRIBUTE } from '../src/app/prerendered';

export { LOGIN_DOCUMENT, PRERENDER_ATTRIBUTE };

const AtLogin = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/login']}>{children}</MemoryRouter>;

/**
 * What the sign-in screen shows in other states than the prerendered one: its messages (a failed sign-in, a session
 * notice) and the spinner of a screen still loading. login.html carries their styles too, since the built client
 * cannot make antd styles (build/prebuiltStyles.ts); the browser tests fail on a style a screen lacks.
 */
const OTHER_STATES = (
  <ThemeRoot>
    <Alert type="error" showIcon title="A" />
    <Alert type="warning" showIcon title="A" />
    <Flex>
      <Spin />
    </Flex>
  </ThemeRoot>
);

/** The root's HTML and antd's <style> elements for /login (the screen's other states' too). */
export async function renderLogin(): Promise<{ html: string; styles: string }> {
  const cache = createCache();
  const html = await renderStyled(
    <StrictMode>
      <App Router={AtLogin} />
    </StrictMode>,
    cache,
  );
  await renderStyled(OTHER_STATES, cache);
  return { html, styles: extractStyle(cache) };
}

/**
 * A blocking script for the head (scripts are 'self' only, so it is a file): a stored token (the guard sends the
 * visitor on to /main), a session notice or a saved theme means another screen, so the prerendered one is hidden and
 * the client renders afresh, as without a prerender.
 */
export const gateScript = `try{if(localStorage.getItem(${JSON.stringify(TOKEN_KEY)})||localStorage.getItem(${JSON.stringify(THEME_KEY)})||sessionStorage.getItem(${JSON.stringify(NOTICE_KEY)}))throw 0}catch(e){document.documentElement.setAttribute(${JSON.stringify(PRERENDER_ATTRIBUTE)},'off')}`;
