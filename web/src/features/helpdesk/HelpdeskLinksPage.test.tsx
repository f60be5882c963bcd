import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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

  it('lets admins add a link, checking the URL with "Invalid URL format" before sending', async () => {
    const user = makeUser({ routes: ['SIGNED_IN', 'HELPDESK_VIEW', 'HELPDESK_MANAGE'] });
    signIn(user);
    const { client } = renderApp('/main/helpdesk-links', {
      user,
      answers: {
        HelpdeskLinks: links(1),
        CreateHelpdeskLink: (v) => ({
          data: { createHelpdeskLink: { __typename: 'HelpdeskLink' as const, id: '2', name: v.input.name, link: v.input.link, updatedAt: '2026-01-01T00:00:00Z' } },
        }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add link' }));
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'VPN' } });
    fireEvent.change(screen.getByLabelText('Link'), { target: { value: 'vpn.example.com' } });
    expect(await screen.findByText('Invalid URL format')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Link'), { target: { value: 'https://vpn.example.com' } });
    await waitFor(() => expect(screen.queryByText('Invalid URL format')).toBeNull());
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    expect(await screen.findByText('Help desk link created')).toBeInTheDocument();
    expect(client.calls.find((c) => c.operationName === 'CreateHelpdeskLink')?.variables).toEqual({ input: { name: 'VPN', link: 'https://vpn.example.com' } });
  });
});
