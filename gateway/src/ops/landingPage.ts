/**
 * The /graphql landing page: Apollo Sandbox (from Apollo's CDN, embedded) as before, plus a link to the offline
 * explorer at /graphiql for networks without internet access. The link's style reuses the page's CSP nonce.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';

const LINK_TEXT = 'No internet? Open the offline explorer (GraphiQL)';

function withExplorerLink(html: string): string {
  const nonce = /'nonce-([^']+)'/.exec(html)?.[1];
  const style = nonce
    ? `<style nonce="${nonce}">#hr-graphiql{position:fixed;left:12px;bottom:12px;z-index:10;padding:6px 10px;border-radius:6px;background:#fff;color:#1677ff;font:14px sans-serif;box-shadow:0 1px 4px rgba(0,0,0,.3)}</style>`
    : '';
  const link = `${style}<a id="hr-graphiql" href="/graphiql">${LINK_TEXT}</a>`;
  return html.includes('</body>') ? html.replace('</body>', `${link}</body>`) : html + link;
}

export function landingPageWithExplorerLink(): ApolloServerPlugin {
  const sandbox = ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false });
  return {
    async serverWillStart(service) {
      const listener = await sandbox.serverWillStart?.(service);
      if (!listener?.renderLandingPage) return listener;
      const renderLandingPage = listener.renderLandingPage.bind(listener);
      return {
        ...listener,
        async renderLandingPage() {
          const page = await renderLandingPage();
          const html = page.html;
          return { html: typeof html === 'string' ? withExplorerLink(html) : async () => withExplorerLink(await html()) };
        },
      };
    },
  };
}
