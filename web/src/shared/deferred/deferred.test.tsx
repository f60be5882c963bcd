import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { deferredPart, deferredParts } from '.';

const partsModule = () => ({
  Add: ({ name }: { name: string }) => <p>Add {name}</p>,
  Edit: ({ name }: { name: string }) => <p>Edit {name}</p>,
});

describe('deferred parts', () => {
  it('shows the fallback, then the part once its module is in', async () => {
    const Add = deferredPart(() => Promise.resolve(partsModule()), 'Add', ({ name }) => <p>Loading {name}</p>);
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
