/**
 * The offline explorer: /graphiql loads and works with every request that would leave the machine
 * blocked — its code, styles, editor workers and fonts all come from the gateway. An analyst signs in with the
 * form, runs `{ me { name } }` and sees their name; nothing breaks the page's Content-Security-Policy.
 */
import { expect, it } from '@jest/globals';
import { DEMO_PASSWORD } from '../../upstream/src/seed';
import { demoAccount, describeBrowser, useProduct } from './support/browser';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

describeBrowser('offline GraphQL explorer', () => {
  const app = useProduct();

  it('signs in and runs { me { name } } with no request leaving the machine', async () => {
    const page = await app.newPage();
    const leaving: string[] = [];
    const cspViolations: string[] = [];
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.protocol.startsWith('http') && !LOCAL_HOSTS.has(url.hostname)) {
        leaving.push(url.href);
        return route.abort('internetdisconnected');
      }
      return route.continue();
    });
    page.on('console', (msg) => {
      if (/Content.Security.Policy/i.test(msg.text())) cspViolations.push(msg.text());
    });

    await page.goto(app.url('/graphiql'));
    const account = demoAccount('hr');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(`Signed in as ${account.email}`).waitFor();

    // Replace the query by typing it (the editor's auto-closed braces are typed over) and run it.
    const editor = page.locator('.graphiql-query-editor .monaco-editor').first();
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type('{ me { name } }');
    await page.getByRole('button', { name: /Execute query/i }).click();

    const result = page.locator('.result-window');
    await result.getByText(account.name, { exact: false }).first().waitFor();
    expect((await result.innerText()).replace(/\u00a0/g, ' ')).toContain(`"name": "${account.name}"`);
    expect(leaving).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});
