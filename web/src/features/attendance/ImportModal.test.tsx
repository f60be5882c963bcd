import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { CsvImport, type ImportSummary } from '../../shared/CsvImport';
import { button, fakeClient, makeUser, signIn, signOut, type Answers } from '../../test/render';
import { ImportModal } from './ImportModal';

afterEach(() => signOut());

const capabilities =
  (offered: boolean): Answers['Capabilities'] =>
  () => ({
    data: {
      capabilities: {
        __typename: 'UpstreamCapabilities',
        attendanceTemplate: offered,
        attendanceErrorFile: offered,
        formerEmployees: offered,
        sickNoteDownload: offered,
        leaveCancel: offered,
        fileUpload: offered,
        teamSpace: offered,
        mailOutbox: offered,
        notifications: offered,
        companySettings: offered,
        orgChart: offered,
      },
    },
  });

function renderModal(answers: Answers) {
  const user = makeUser();
  signIn(user);
  return render(
    <ApolloProvider client={fakeClient(user, answers)}>
      <ImportModal open family="EMPLOYEES" month="2026-03" onClose={() => {}} onImported={() => {}} />
    </ApolloProvider>,
  );
}

describe('attendance import on a SPEC §7-only upstream', () => {
  it('hides the template download when the upstream has no template extension', async () => {
    renderModal({ Capabilities: capabilities(false) });
    expect(await screen.findByText('CSV template: not available on this server')).toBeInTheDocument();
    expect(screen.queryByText('Download CSV template')).not.toBeInTheDocument();
  });

  it('offers the template download when the upstream has it', async () => {
    renderModal({ Capabilities: capabilities(true) });
    expect(await screen.findByText('Download CSV template')).toBeInTheDocument();
    expect(screen.queryByText('CSV template: not available on this server')).not.toBeInTheDocument();
  });

  it("says the server's error file is not available instead of offering a link that fails", async () => {
    // What ImportModal passes as serverErrorFile when attendanceErrorFile is false.
    const upload = async (): Promise<ImportSummary> => ({ ok: false, message: 'Nothing was saved', errorFile: { url: '/files/x', filename: 'e.csv' } });
    render(<CsvImport hint="Columns" template={null} upload={upload} serverErrorFile={false} />);
    fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [new File(['a\n1\n'], 'bad.csv', { type: 'text/csv' })] },
    });
    await act(async () => fireEvent.click(button('Upload')));
    await waitFor(() => expect(screen.getByText('Nothing was saved')).toBeInTheDocument());
    expect(screen.getByText('Error file: not available on this server')).toBeInTheDocument();
    expect(screen.queryByText('Error file')).not.toBeInTheDocument();
  });
});
