/** Route schemas of companies (http/schema.ts): registration. */
import { Type } from '@sinclair/typebox';
import { EMPLOYEE_COUNT_RANGES, INDUSTRIES, SUBDOMAIN_MAX, SUBDOMAIN_MIN } from '@hr/rules';
import { Body, Field, Id, Str, type RouteSchemaTable } from '../http/schema';

export const COMPANY_NAME_MAX = 100;
export const PERSON_NAME_MAX = 100;

/** SPEC §3 Company, snake-cased (SPEC §5): the company, its subdomain and its first admin. */
export const RegisterCompanyInput = Body({
  company_name: Field.text('Company name', { required: true, max: COMPANY_NAME_MAX }),
  industry: Field.enum('Industry', INDUSTRIES, { required: true, messages: { invalid: 'Industry must be one of the listed industries' } }),
  employee_count_range: Field.enum('Employee count range', EMPLOYEE_COUNT_RANGES, { required: true }),
  subdomain: Field.text('Subdomain', {
    required: true,
    min: SUBDOMAIN_MIN,
    max: SUBDOMAIN_MAX,
    description: 'Lowercase letters, digits and hyphens (not first or last), 3-63 characters; compared in any letter case',
  }),
  email: Field.email('Email', { required: true, description: "The admin's e-mail: the link to set their password goes there" }),
  first_name: Field.text('First name', { required: true, max: PERSON_NAME_MAX }),
  last_name: Field.text('Last name', { required: true, max: PERSON_NAME_MAX }),
  logo: Field.file('Logo', { description: 'PNG or JPEG (multipart field `logo`; optional)' }),
});

export const RegisteredCompany = Type.Object({
  message: Str,
  company: Type.Object({ id: Id, name: Str, subdomain: Str, industry: Str, employee_count_range: Str, logo_file_id: Type.Union([Id, Type.Null()]) }),
  url: Type.String({ description: "The company's web address (its subdomain)" }),
  email: Type.String({ description: 'Where the link to set the password went' }),
  mail_kept: Type.Boolean({ description: 'No SMTP server is configured: the message was kept, not sent' }),
  set_password_url: Type.Union([Type.String(), Type.Null()], {
    description: "Only when mail_kept: the link itself (the message cannot reach anyone, and the company's outbox opens only after it)",
  }),
});

export const companiesSchemas: RouteSchemaTable = {
  'POST /companies': {
    summary: 'Register a company on its own subdomain, with its first admin (public; limited per client address)',
    tags: ['companies'],
    consumes: ['application/json', 'multipart/form-data'],
    body: RegisterCompanyInput,
    response: { 201: RegisteredCompany },
  },
};
