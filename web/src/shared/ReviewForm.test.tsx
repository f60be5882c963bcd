/**
 * The review of a pending request (found in a QA walk: a leave's reviewer comments were cut at 1,000 characters
 * without a word). A longer comment is kept whole, the limit is named and both actions wait; a review asks first,
 * sends the comment without surrounding spaces, toasts and empties the box.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, notification } from 'antd';
import { button } from '../test/render';
import { ReviewForm } from './ReviewForm';

afterEach(() => notification.destroy());

const setup = () => {
  const approve = jest.fn(async (_comment: string | null) => ({}));
  const reject = jest.fn(async (_comment: string) => ({}));
  const onReviewed = jest.fn();
  render(
    <App>
      <ReviewForm
        subject="leave request"
        label="Reviewer comments"
        max={1000}
        approve={approve}
        reject={reject}
        approving={false}
        rejecting={false}
        onReviewed={onReviewed}
      />
    </App>,
  );
  return { approve, reject, onReviewed, box: screen.getByLabelText('Reviewer comments') };
};

describe('ReviewForm', () => {
  it('keeps a comment over the limit whole, names the limit and holds both actions back', async () => {
    const { box } = setup();
    const typed = `${'A'.repeat(1200)}END`;
    fireEvent.change(box, { target: { value: typed } });
    expect(box).toHaveValue(typed);
    expect(await screen.findByText('Reviewer comments must be less than 1000 characters')).toBeInTheDocument();
    expect(button('Approve')).toBeDisabled();
    expect(button('Reject')).toBeDisabled();
  });

  it('rejects only with a comment, after asking, and sends it without surrounding spaces', async () => {
    const { reject, onReviewed, box } = setup();
    expect(button('Approve')).toBeEnabled();
    expect(button('Reject')).toBeDisabled();
    fireEvent.change(box, { target: { value: '   ' } });
    expect(button('Reject')).toBeDisabled();
    fireEvent.change(box, { target: { value: `  ${'B'.repeat(1000)}  ` } });
    expect(screen.queryByText(/must be less than/)).not.toBeInTheDocument();
    fireEvent.click(button('Reject'));
    expect(await screen.findByText('Are you sure you want to reject this leave request?')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Reject' }).at(-1)!));
    await waitFor(() => expect(onReviewed).toHaveBeenCalled());
    expect(reject).toHaveBeenCalledWith('B'.repeat(1000));
    expect(await screen.findByText('Leave request rejected')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('approves without a comment as null', async () => {
    const { approve } = setup();
    fireEvent.click(button('Approve'));
    expect(await screen.findByText('Are you sure you want to approve this leave request?')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1)!));
    await waitFor(() => expect(approve).toHaveBeenCalledWith(null));
    expect(await screen.findByText('Leave request approved')).toBeInTheDocument();
  });
});
