import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Form, Input, notification } from 'antd';
import { button } from '../test/render';
import { EditDialog } from './EditDialog';
import { useConfirmDelete } from './confirm';

afterEach(() => notification.destroy());

function Dialog({ save, onClose }: { save: (v: { name: string }) => Promise<unknown>; onClose: (saved: boolean) => void }) {
  return (
    <EditDialog<{ name: string }> title="Add thing" save={save} success="Thing created" failure="Failed to create the thing" onClose={onClose}>
      <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Name is required' }]}>
        <Input />
      </Form.Item>
    </EditDialog>
  );
}

describe('EditDialog', () => {
  it('keeps Save disabled while invalid, saves, toasts and closes as saved', async () => {
    const save = jest.fn(async (_v: { name: string }) => ({}));
    const onClose = jest.fn();
    render(<Dialog save={save} onClose={onClose} />);
    await waitFor(() => expect(button('Save')).toBeDisabled());
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Chair' } });
    await waitFor(() => expect(button('Save')).toBeEnabled());
    await act(async () => fireEvent.click(button('Save')));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(save).toHaveBeenCalledWith({ name: 'Chair' });
    expect(await screen.findByText('Thing created')).toBeInTheDocument();
  });

  it('stays open and shows the failure when the write fails', async () => {
    const onClose = jest.fn();
    render(<Dialog save={() => Promise.reject(new Error('network'))} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Chair' } });
    await waitFor(() => expect(button('Save')).toBeEnabled());
    await act(async () => fireEvent.click(button('Save')));
    expect(await screen.findByText('Failed to create the thing')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

function DeleteButton({ run, then }: { run: () => Promise<unknown>; then: () => void }) {
  const confirm = useConfirmDelete();
  return <button onClick={() => confirm({ title: 'Delete thing', what: 'Chair', run, success: 'Thing deleted', failure: 'Failed', then })}>Remove</button>;
}

describe('useConfirmDelete', () => {
  it('asks, runs the write on OK, toasts and runs `then`', async () => {
    const run = jest.fn(async () => ({}));
    const then = jest.fn();
    render(
      <App>
        <DeleteButton run={run} then={then} />
      </App>,
    );
    fireEvent.click(screen.getByText('Remove'));
    expect(await screen.findByText('Are you sure you want to delete Chair?')).toBeInTheDocument();
    await act(async () => fireEvent.click(button('Delete')));
    await waitFor(() => expect(then).toHaveBeenCalled());
    expect(run).toHaveBeenCalled();
    expect(await screen.findByText('Thing deleted')).toBeInTheDocument();
  });
});
