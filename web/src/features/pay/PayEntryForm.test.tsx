import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { makeUser, renderPage } from '../../test/render';
import { PayEntryForm } from './PayEntryForm';

describe('PayEntryForm', () => {
  it('refuses a negative bonus with one message, not two', async () => {
    renderPage(<PayEntryForm kind="bonus" save={jest.fn(async () => ({}))} onSaved={jest.fn()} />, makeUser());
    const amount = await screen.findByRole('spinbutton', { name: 'Amount' });
    fireEvent.change(amount, { target: { value: '-5' } });
    expect(await screen.findByText('Bonus must be greater than 0')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('must be a positive number.')).toBeNull());
    expect(document.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(1);
  });
});
