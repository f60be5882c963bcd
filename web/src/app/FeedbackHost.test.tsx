import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { ToastRoot } from './ToastRoot';
import { notifySuccess } from '../shared/notify';
import { confirmDialog } from '../shared/confirm';

afterEach(async () => {
  const { Modal, notification } = await import('../shared/deferred/feedback');
  act(() => {
    notification.destroy();
    Modal.destroyAll();
  });
});

/**
 * Toasts and dialogs come from the host inside the app's ConfigProvider, so they take its theme: here a prefix of its
 * own, which antd's static API (used before the host mounts) would not carry.
 */
function renderShell() {
  return render(
    <ConfigProvider prefixCls="themed">
      <ToastRoot>
        <p>page</p>
      </ToastRoot>
    </ConfigProvider>,
  );
}

/** The host's code is in and its effect has run (lazy components render a tick after their module resolves). */
async function hostLoaded() {
  await act(async () => {
    await import('./FeedbackHost');
    await new Promise((r) => setTimeout(r, 50));
  });
}

describe('toasts and dialogs of the signed-in area', () => {
  it('shows a toast in the app theme once the host has loaded', async () => {
    renderShell();
    await hostLoaded();
    await act(async () => notifySuccess('Leave request submitted'));
    const toast = await screen.findByText('Leave request submitted');
    expect(toast.closest('[class*="themed-notification"]')).not.toBeNull();
  });

  it('asks for confirmation in the app theme and runs OK', async () => {
    renderShell();
    await hostLoaded();
    let confirmed = false;
    await act(async () =>
      confirmDialog({
        title: 'Reject candidate',
        content: 'Are you sure?',
        okText: 'Reject',
        onOk: () => {
          confirmed = true;
        },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject candidate' });
    expect(dialog.closest('[class*="themed-modal"]')).not.toBeNull();
    expect(dialog).toHaveTextContent('Are you sure?');
    act(() => screen.getByRole('button', { name: 'Reject' }).click());
    await waitFor(() => expect(confirmed).toBe(true));
  });
});
