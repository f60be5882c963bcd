import { afterEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { makeUser, renderApp, signIn, signOut } from '../../test/render';

afterEach(() => signOut());

const documents = () => ({
  data: {
    documents: {
      __typename: 'HrDocumentPage' as const,
      count: 2,
      items: [
        {
          __typename: 'HrDocument' as const,
          id: '1',
          title: 'Employee Handbook',
          filename: 'handbook.pdf',
          scope: 'COMPANY' as const,
          employee: null,
          uploadedBy: { __typename: 'Employee' as const, id: '3', name: 'Nadia Farouk' },
          createdAt: '2026-01-05T10:00:00Z',
        },
        {
          __typename: 'HrDocument' as const,
          id: '2',
          title: 'Employment Contract',
          filename: 'contract.pdf',
          scope: 'EMPLOYEE' as const,
          employee: { __typename: 'Employee' as const, id: '10', name: 'Sara Ibrahim' },
          uploadedBy: { __typename: 'Employee' as const, id: '3', name: 'Nadia Farouk' },
          createdAt: '2026-01-06T10:00:00Z',
        },
      ],
    },
  },
});

describe('documents page', () => {
  it('shows an employee the company-wide documents and their own, to download only', async () => {
    const user = makeUser({ routes: ['SIGNED_IN', 'DOCUMENTS_VIEW'] });
    signIn(user);
    renderApp('/main/documents', { user, answers: { Documents: documents } });
    expect(await screen.findByRole('button', { name: 'Download Employee Handbook (handbook.pdf)' })).toBeInTheDocument();
    expect(screen.getByText('Company-wide')).toBeInTheDocument();
    expect(screen.getByText('05/01/2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload document' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Employment Contract (contract.pdf)' })).toBeNull();
  });

  it('gives HR and admins upload, edit and delete', async () => {
    const user = makeUser({ routes: ['SIGNED_IN', 'DOCUMENTS_VIEW', 'DOCUMENTS_MANAGE'] });
    signIn(user);
    renderApp('/main/documents', {
      user,
      answers: { Documents: documents, PersonOptions: () => ({ data: { personOptions: { __typename: 'PersonMatches' as const, count: 0, items: [] } } }) },
    });
    expect(await screen.findByRole('button', { name: 'Delete Employment Contract (contract.pdf)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload document' })).toBeInTheDocument();
  });
});
