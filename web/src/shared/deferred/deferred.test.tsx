import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { deferredPart, deferredParts, Tooltip } from '.';

const partsModule = () => ({
  Add: ({ name }: { name: string }) => <p>Add {name}</p>,
  Edit: ({ name }: { name: string }) => <p>Edit {name}</p>,
});

describe('deferred parts', () => {
  it('shows the fallback, then the part once its module is in', async () => {
    const Add = deferredPart(
      () => Promise.resolve(partsModule()),
      'Add',
      ({ name }) => <p>Loading {name}</p>,
    );
    render(<Add name="asset" />);
    expect(screen.getByText('Loading asset')).toBeInTheDocument();
    expect(await screen.findByText('Add asset')).toBeInTheDocument();
  });

  it('loads a module once for all the parts taken from it', async () => {
    const load = jest.fn(() => Promise.resolve(partsModule()));
    const dialogs = deferredParts(load);
    const Add = dialogs('Add');
    const Edit = dialogs('Edit');
    render(
      <>
        <Add name="asset" />
        <Edit name="asset" />
      </>,
    );
    expect(await screen.findByText('Add asset')).toBeInTheDocument();
    expect(await screen.findByText('Edit asset')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('the deferred tooltip', () => {
  it('shows the element at once and its hint on hover once the code is in', async () => {
    render(
      <Tooltip title="Deadline in 2 days">
        <span>Goal end</span>
      </Tooltip>,
    );
    expect(screen.getByText('Goal end')).toBeInTheDocument();
    // The element is rendered again inside antd's Tooltip once the code is in: hover that one.
    await act(async () => {
      await import('./Tooltip');
    });
    fireEvent.mouseEnter(screen.getByText('Goal end'));
    expect(await screen.findByText('Deadline in 2 days', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
