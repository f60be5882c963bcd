import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { fakeClient, makeUser, signIn, signOut, type Answers } from '../../test/render';
import { ImportModal } from './ImportModal';

afterEach(() => signOut());

const capabilities = (offered: boolean): Answers['Capabilities'] => () => ({
  data: {
    capabilities: {
      __typename: 'UpstreamCapabilities',
      attendanceTemplate: offered, attendanceErrorFile: offered, formerEmployees: offered, sickNoteDownload: offered, fileUpload: offered,
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
});
