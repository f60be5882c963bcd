import { afterEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { makeUser, renderApp, signIn, signOut } from '../../test/render';

afterEach(() => signOut());

const links = (count: number) => () => ({
  data: {
    helpdeskLinks: {
      __typename: 'HelpdeskLinkPage' as const,
      count,
      items: count
        ? [{ __typename: 'HelpdeskLink' as const, id: '1', name: 'IT Service Desk', link: 'https://it.example.com/desk', updatedAt: '2026-01-01T00:00:00Z' }]
        : [],
    },
  },
});

describe('help desk links page', () => {
  it('lists links for everyone, opening in a new tab, without management buttons', async () => {
    const user = makeUser({ routes: ['SIGNED_IN', 'HELPDESK_VIEW'] });
    signIn(user);
    renderApp('/main/helpdesk-links', { user, answers: { HelpdeskLinks: links(1) } });
    const link = await screen.findByRole('link', { name: /IT Service Desk/ });
    expect(link).toHaveAttribute('href', 'https://it.example.com/desk');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: 'Add link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit IT Service Desk' })).toBeNull();
  });

  it('shows the empty state', async () => {
    const user = makeUser({ routes: ['SIGNED_IN', 'HELPDESK_VIEW'] });
    signIn(user);
    renderApp('/main/helpdesk-links', { user, answers: { HelpdeskLinks: links(0) } });
    expect((await screen.findAllByText("Currently you don't have any help desk links")).length).toBeGreaterThan(0);
  });

  it('gives admins the add, edit and delete buttons', async () => {
    const user = makeUser({ routes: ['SIGNED_IN', 'HELPDESK_VIEW', 'HELPDESK_MANAGE'] });
    signIn(user);
    renderApp('/main/helpdesk-links', { user, answers: { HelpdeskLinks: links(1) } });
    expect(await screen.findByRole('button', { name: 'Edit IT Service Desk' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete IT Service Desk' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add link' })).toBeInTheDocument();
  });
});
