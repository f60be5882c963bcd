import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { notification } from 'antd';
import { button } from '../test/render';
import { CsvImport, type ImportSummary } from './CsvImport';

afterEach(() => notification.destroy());

function pick(file: File) {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('CsvImport', () => {
  it('says a clean import in a toast', async () => {
    const upload = async (): Promise<ImportSummary> => ({ message: 'Processed 1 records, successfully created 1 actions', failed: [] });
    render(<CsvImport hint="Columns" template={{ filename: 't.csv', header: ['a'] }} upload={upload} />);
    await act(async () => pick(new File(['a\n1\n'], 'ok.csv', { type: 'text/csv' })));
    await act(async () => fireEvent.click(button('Upload')));
    await waitFor(() => expect(screen.getByText('Processed 1 records, successfully created 1 actions')).toBeInTheDocument());
    expect(screen.queryByText('Error file')).not.toBeInTheDocument();
  });

  it('refuses files over the size limit before uploading', async () => {
    const upload = jest.fn(async (): Promise<ImportSummary> => ({ message: 'never' }));
    render(<CsvImport hint="Columns" template={{ filename: 't.csv', header: ['a'] }} upload={upload} maxBytes={4} />);
    await act(async () => pick(new File(['12345678'], 'big.csv', { type: 'text/csv' })));
    expect(await screen.findByText('size should be less than 0 MB!', { exact: false })).toBeInTheDocument();
    expect(button('Upload')).toBeDisabled();
    expect(upload).not.toHaveBeenCalled();
  });

  it("uploads, shows SPEC §8's summary and the refused rows with an error file", async () => {
    const onImported = jest.fn();
    const upload = jest.fn(async (_f: File, progress: (p: number, l: number, t: number) => void): Promise<ImportSummary> => {
      progress(50, 1, 2);
      return { message: 'Processed 2 records, successfully created 1 leave requests', failed: [{ row: 3, message: 'Employee not found' }] };
    });
    render(<CsvImport hint="Columns" template={{ filename: 't.csv', header: ['a'] }} upload={upload} onImported={onImported} />);
    await act(async () => pick(new File(['a\n1\n'], 'ok.csv', { type: 'text/csv' })));
    await act(async () => fireEvent.click(button('Upload')));
    await waitFor(() => expect(screen.getByText('Processed 2 records, successfully created 1 leave requests')).toBeInTheDocument());
    expect(screen.getByText('Row 3: Employee not found')).toBeInTheDocument();
    expect(button('Error file')).toBeInTheDocument();
    expect(onImported).toHaveBeenCalled();
  });

  it('keeps the file and offers the error file when nothing was saved', async () => {
    const onImported = jest.fn();
    const upload = async (): Promise<ImportSummary> => ({ ok: false, message: 'Nothing was saved', errorFile: { url: '/files/x', filename: 'e.csv' } });
    render(<CsvImport hint="Columns" template={{ filename: 't.csv', header: ['a'] }} upload={upload} onImported={onImported} />);
    await act(async () => pick(new File(['a\n1\n'], 'bad.csv', { type: 'text/csv' })));
    await act(async () => fireEvent.click(button('Upload')));
    await waitFor(() => expect(screen.getByText('Nothing was saved')).toBeInTheDocument());
    expect(button('Error file')).toBeInTheDocument();
    expect(onImported).not.toHaveBeenCalled();
  });
});
