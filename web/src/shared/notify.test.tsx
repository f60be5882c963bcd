import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Form, Input, notification, type FormInstance } from 'antd';
import { notifyFailed, showError } from './notify';

const gqlError = (...errors: { message: string; extensions: Record<string, unknown> }[]) => new CombinedGraphQLErrors({ errors });

function renderForm(): { form: () => FormInstance } {
  let instance: FormInstance | null = null;
  function Probe() {
    const [form] = Form.useForm();
    instance = form;
    return (
      <Form form={form}>
        <Form.Item name="departmentName" label="Department">
          <Input />
        </Form.Item>
      </Form>
    );
  }
  render(<Probe />);
  return { form: () => instance! };
}

/** Runs `fn` and lets antd's notification settle inside act (its state updates are async). */
async function settle(fn: () => void) {
  await act(async () => {
    fn();
    await new Promise((r) => setTimeout(r, 50));
  });
}

afterEach(async () => {
  await settle(() => notification.destroy());
});

describe('showing errors', () => {
  it('puts BAD_USER_INPUT field errors under their fields and toasts the rest', async () => {
    const { form } = renderForm();
    const error = gqlError({
      message: 'Department name has already been taken, Code is bad',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [
          { field: 'departmentName', message: 'has already been taken' },
          { field: 'code', message: 'Code is bad' },
        ],
      },
    });
    await settle(() => showError(error, 'Failed to add department', form()));
    expect(await screen.findByText('has already been taken')).toBeInTheDocument();
    expect(await screen.findByText('Code is bad')).toBeInTheDocument();
    expect(screen.queryByText('Failed to add department')).not.toBeInTheDocument();
  });

  it("toasts the server's message verbatim", async () => {
    await settle(() =>
      showError(gqlError({ message: 'Employee not found in database, please add him first', extensions: { code: 'NOT_FOUND' } }), 'Failed to grant access'),
    );
    expect(await screen.findByText('Employee not found in database, please add him first')).toBeInTheDocument();
  });

  it('falls back to the page\'s "Failed to ..." text when the server had nothing to say', async () => {
    await settle(() => showError(gqlError({ message: 'upstream down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }), 'Failed to load leave types'));
    expect(await screen.findByText('Failed to load leave types')).toBeInTheDocument();
    await settle(() => notifyFailed('load employees'));
    expect(await screen.findByText('Failed to load employees')).toBeInTheDocument();
  });

  it('shows a timed-out write as "outcome unknown", never as a failure', async () => {
    const message = 'The server took too long to answer, so the change may or may not have been saved. Check the current state before trying again.';
    const error = gqlError({ message, extensions: { code: 'UPSTREAM_UNAVAILABLE', timeout: true, outcomeUnknown: true } });
    await settle(() => showError(error, 'Failed to delete action'));
    expect(await screen.findByText(`${message} The page now shows the current state.`)).toBeInTheDocument();
    expect(screen.queryByText('Failed to delete action')).not.toBeInTheDocument();
  });

  it('stays quiet for errors the Apollo link turns into navigation', async () => {
    await settle(() => showError(gqlError({ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }), 'Failed to open'));
    expect(screen.queryByText('Failed to open')).not.toBeInTheDocument();
  });
});
