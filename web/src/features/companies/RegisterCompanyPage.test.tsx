import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { SUBDOMAIN_RESERVED } from '@hr/rules';
import { renderApp } from '../../test/render';
import { addressFor, REGISTRATION_UNAVAILABLE } from './RegisterCompanyPage';

const typeSubdomain = async (value: string) => fireEvent.change(await screen.findByLabelText('Subdomain'), { target: { value } });

describe('register your company', () => {
  it('shows the address the subdomain gives, and refuses a reserved one on the field', async () => {
    renderApp('/register', { answers: { CompanyRegistration: () => ({ data: { companyRegistration: true } }) } });
    await typeSubdomain('Brightline');
    expect(await screen.findByText(`Your company's address: ${addressFor('brightline')}`)).toBeInTheDocument();
    await typeSubdomain('admin');
    expect(await screen.findByText(SUBDOMAIN_RESERVED)).toBeInTheDocument();
  });

  it('gives a subdomain of localhost from any of its subdomains, and of the host elsewhere', () => {
    expect(addressFor('acme', { protocol: 'http:', hostname: 'demo.localhost', port: '4000' })).toBe('http://acme.localhost:4000');
    expect(addressFor('acme', { protocol: 'http:', hostname: '127.0.0.1', port: '4000' })).toBe('http://acme.localhost:4000');
    expect(addressFor('acme', { protocol: 'https:', hostname: 'hr.example.com', port: '' })).toBe('https://acme.hr.example.com');
  });

  it('says registration is not available where the server lacks it, instead of the form', async () => {
    renderApp('/register', { answers: { CompanyRegistration: () => ({ data: { companyRegistration: false } }) } });
    expect(await screen.findByText(REGISTRATION_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.queryByLabelText('Subdomain')).not.toBeInTheDocument();
  });
});
