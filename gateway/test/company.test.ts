/** Which company a request is for (ops/company.ts): a subdomain of localhost or BASE_DOMAIN, else none. */
import { describe, expect, it } from '@jest/globals';
import { companyOfHost } from '../src/ops/company';

describe('companyOfHost', () => {
  it.each([
    ['acme.localhost:4000', undefined, 'acme'],
    ['ACME.localhost', undefined, 'acme'],
    ['localhost:4000', undefined, null],
    ['127.0.0.1:4000', undefined, null],
    ['10.0.0.7', undefined, null],
    ['[::1]:4000', undefined, null],
    ['acme.hr.example.com', 'hr.example.com', 'acme'],
    ['hr.example.com', 'hr.example.com', null],
    ['a.b.hr.example.com', 'hr.example.com', null],
    ['acme.hr.example.com', undefined, null],
    [undefined, undefined, null],
  ] as const)('%s (base %s) -> %s', (host, base, company) => {
    expect(companyOfHost(host, base)).toBe(company);
  });
});
