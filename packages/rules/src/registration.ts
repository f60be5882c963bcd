/**
 * Company registration (SPEC §3 Company, §8 "Domain is already taken"): the industries and size ranges a company
 * picks from, and the subdomain rules. The upstream validates against these lists and the web's selects offer them,
 * so both say and accept the same.
 */

/** Industries, in the order the searchable select lists them (LinkedIn's and NAICS's top level, call-centre work first). */
export const INDUSTRIES = [
  'Call centre',
  'Business process outsourcing',
  'Customer service',
  'Telemarketing',
  'Accounting',
  'Advertising and marketing',
  'Aerospace and defence',
  'Agriculture',
  'Architecture and planning',
  'Automotive',
  'Banking',
  'Biotechnology',
  'Chemicals',
  'Construction',
  'Consulting',
  'Consumer goods',
  'E-commerce',
  'Education',
  'Energy and utilities',
  'Engineering',
  'Entertainment and media',
  'Environmental services',
  'Financial services',
  'Food and beverages',
  'Government',
  'Healthcare',
  'Hospitality',
  'Human resources and staffing',
  'Information technology',
  'Insurance',
  'Legal services',
  'Logistics and supply chain',
  'Manufacturing',
  'Mining and metals',
  'Non-profit',
  'Oil and gas',
  'Pharmaceuticals',
  'Real estate',
  'Research',
  'Retail',
  'Security services',
  'Software',
  'Sports and recreation',
  'Telecommunications',
  'Textiles and apparel',
  'Transportation',
  'Travel and tourism',
  'Wholesale',
  'Other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** How many people a company employs (SPEC §3 employeeCountRange). */
export const EMPLOYEE_COUNT_RANGES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001+'] as const;
export type EmployeeCountRange = (typeof EMPLOYEE_COUNT_RANGES)[number];

export const SUBDOMAIN_MIN = 3;
export const SUBDOMAIN_MAX = 63;
/** A DNS label of lowercase letters, digits and hyphens, neither starting nor ending with a hyphen. */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Names the product, its infrastructure or a common service may need, and the demo companies' own. */
export const RESERVED_SUBDOMAINS: readonly string[] = [
  'www',
  'api',
  'app',
  'admin',
  'administrator',
  'mail',
  'email',
  'smtp',
  'imap',
  'pop',
  'ftp',
  'ns1',
  'ns2',
  'dns',
  'demo',
  'acme',
  'static',
  'assets',
  'cdn',
  'files',
  'docs',
  'help',
  'support',
  'status',
  'blog',
  'dev',
  'test',
  'staging',
  'login',
  'signin',
  'signup',
  'register',
  'auth',
  'account',
  'accounts',
  'billing',
  'graphql',
  'graphiql',
  'metrics',
  'health',
  'healthz',
  'localhost',
  'root',
  'system',
  'hr',
];

export const DOMAIN_TAKEN = 'Domain is already taken';
export const SUBDOMAIN_RESERVED = 'This subdomain is reserved, please choose another';
export const SUBDOMAIN_CHARACTERS = 'Subdomain may contain only lowercase letters, digits and hyphens, and cannot start or end with a hyphen';

/** The subdomain as stored and compared: trimmed, lower case. */
export const normalSubdomain = (raw: string) => raw.trim().toLowerCase();

/**
 * What is wrong with a (normalised) subdomain, or null. Length is the field's own rule (SPEC §5 min/max length);
 * this adds the characters and the reserved names. Whether it is taken only the server knows.
 */
export function subdomainProblem(subdomain: string): string | null {
  if (!SUBDOMAIN_PATTERN.test(subdomain)) return SUBDOMAIN_CHARACTERS;
  if (RESERVED_SUBDOMAINS.includes(subdomain)) return SUBDOMAIN_RESERVED;
  return null;
}
