/**
 * Workspace in a real browser: HR uploads a document for an employee, who finds it through the account
 * menu's "Documents" and downloads it; HR hands an asset over to the same employee, who sees it in "My Assets"
 * and reads the help desk links.
 * Each page is checked with axe (critical/serious).
 */
import { expect, it } from '@jest/globals';
import { demoName } from '../support/stack';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { describeBrowser, useProduct } from './support/browser';
import { chooseFromMenu } from './support/forms';
import { eventually, untilEnabled } from './support/waitFor';

async function chooseEmployee(page: Page, name: string) {
  const input = page.locator('.ant-modal').getByLabel('Employee', { exact: true });
  await input.click();
  await input.fill(name);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: name }).first().click();
}

/** Opens an account-menu entry (entries that need a server capability are listed once it is known). */
const openAccountEntry = (page: Page, label: string) => chooseFromMenu(page, page.getByRole('button', { name: /account menu/ }), label);

async function submitModal(page: Page, name: string) {
  const ok = page.locator('.ant-modal').getByRole('button', { name, exact: true });
  await untilEnabled(ok);
  await ok.click();
}

describeBrowser('workspace in the browser', () => {
  const app = useProduct();

  it('HR uploads a document for an employee; the employee sees it under Documents and downloads it', async () => {
    const hr = await app.signIn('hr');
    await openAccountEntry(hr, 'Documents');
    await hr.waitForURL('**/main/documents');
    await hr.getByRole('cell', { name: 'Employee Handbook', exact: true }).waitFor();
    expect(await seriousViolations(hr)).toEqual([]);

    await hr.getByRole('button', { name: 'Upload document' }).click();
    await hr.locator('.ant-modal').getByLabel('Title').fill('Training certificate');
    await chooseEmployee(hr, demoName('agent'));
    await hr
      .locator('.ant-modal input[type=file]')
      .setInputFiles({ name: 'training-certificate.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 certified') });
    await submitModal(hr, 'Upload');
    await hr.getByText('Document created').waitFor();
    await hr.getByRole('cell', { name: 'Training certificate', exact: true }).waitFor();
    await app.shot(hr, 'workspace-documents-hr');
    await hr.context().close();

    const agent = await app.signIn('agent');
    await openAccountEntry(agent, 'Documents');
    await agent.waitForURL('**/main/documents');
    const row = agent.locator('.ant-table-row').filter({ hasText: 'Training certificate' });
    await row.waitFor();
    await expect(agent.getByRole('button', { name: 'Upload document' }).count()).resolves.toBe(0);
    expect(await seriousViolations(agent)).toEqual([]);
    const download = agent.waitForEvent('download');
    await row.getByRole('button', { name: /^Download Training certificate/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('training-certificate.pdf');
    const fs = await import('node:fs/promises');
    expect(await fs.readFile((await file.path())!, 'utf8')).toBe('%PDF-1.4 certified');
    await agent.context().close();
  });

  it('HR assigns an asset to an employee, who sees it under My Assets', async () => {
    const hr = await app.signIn('hr');
    await openAccountEntry(hr, 'Assets');
    await hr.waitForURL('**/main/assets');
    const row = hr.locator('.ant-table-row').filter({ hasText: 'LG-MK270-0501' });
    await row.waitFor();
    expect(await seriousViolations(hr)).toEqual([]);
    await row.getByRole('button', { name: /^Assign / }).click();
    await chooseEmployee(hr, demoName('agent'));
    await submitModal(hr, 'Assign');
    await hr.getByText('Asset assigned').waitFor();
    await eventually(async () => expect(await row.innerText()).toContain(demoName('agent')));
    await app.shot(hr, 'workspace-assets-hr');
    await hr.context().close();

    const agent = await app.signIn('agent');
    await openAccountEntry(agent, 'My Assets');
    await agent.waitForURL('**/main/my-assets');
    await agent.getByRole('cell', { name: 'LG-MK270-0501', exact: true }).waitFor();
    await agent.getByRole('cell', { name: 'DL5440-0001', exact: true }).waitFor();
    expect(await seriousViolations(agent)).toEqual([]);
    await app.shot(agent, 'workspace-my-assets-agent');

    // Help desk links are listed for everyone, without the admins' buttons.
    await openAccountEntry(agent, 'Help Desk Links');
    await agent.getByRole('link', { name: /IT Service Desk/ }).waitFor();
    expect(await agent.getByRole('button', { name: 'Add link' }).count()).toBe(0);
    expect(await seriousViolations(agent)).toEqual([]);
    await agent.context().close();
  });
});
