import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ActionRowMenu, type ActionRowMenuProps } from './ActionRowMenu';

// The dropdown's code loads after the first paint (shared/deferred): compiled once here, not within a test's wait.
beforeAll(() => import('../../shared/deferred/Dropdown'));

function show(over: Partial<ActionRowMenuProps> = {}) {
  const onReview = jest.fn();
  const onDelete = jest.fn();
  render(
    <MemoryRouter>
      <ActionRowMenu action={{ id: '6', status: 0, auditorId: '9' }} canReview canDetail viewerId="7" onReview={onReview} onDelete={onDelete} {...over} />
    </MemoryRouter>,
  );
  return { onReview, onDelete };
}

/** Opens the row's "More" menu and answers the names of its entries. */
async function openMore(): Promise<string[]> {
  // The trigger is a disabled stand-in until the dropdown's code is in (then a new element).
  await waitFor(() => expect(screen.getByRole('button', { name: /More/ })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: /More/ }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent ?? '');
}

describe('ActionRowMenu', () => {
  it('shows Approve as the one button of a pending action a reviewer sees, the rest in the More menu', async () => {
    const { onReview, onDelete } = show();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Approve', 'More ']);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onReview).toHaveBeenCalledWith('approve');
    expect(await openMore()).toEqual(['Reject', 'Waive', 'Delete', 'Details']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Reject' }));
    expect(onReview).toHaveBeenLastCalledWith('reject');
    await openMore();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalled();
  });

  it('shows Details first for an approved action, with Waive in the menu', async () => {
    show({ action: { id: '6', status: 1 } });
    expect(screen.getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/main/actionsTaken/6');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(await openMore()).toEqual(['Waive']);
  });

  it('offers a filer only Delete on their own pending action, and no menu once it is waived', async () => {
    show({ canReview: false, canDetail: false, viewerId: '9' });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(await openMore()).toEqual(['Delete']);
  });

  it('has no menu when nothing but Details is left', () => {
    show({ action: { id: '6', status: 3 } });
    expect(screen.getByRole('link', { name: 'Details' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /More/ })).toBeNull();
  });
});
