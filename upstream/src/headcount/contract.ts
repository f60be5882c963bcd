/**
 * Contracts generated from a DOCX template with docxtemplater (placeholders in single braces, e.g. `{name}`).
 * Placeholders (CONTRACT_PLACEHOLDERS, also answered by upload_template): name, RES_ID, national_id, nationality,
 * city_of_residence, communication_email, phone_number, role, department, employment_type, direct_manager,
 * hiring_date, contract_signed_date, contract_expiration_date (dates DD/MM/YYYY), today, company.
 * An unknown placeholder renders empty. Without an uploaded template a default one generated here is used.
 */
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { HttpError, validationError } from '../http/errors';
import type { HeadcountRow } from './store';

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const COMPANY = 'Callvia Contact Centres';

export const CONTRACT_PLACEHOLDERS = [
  'name',
  'RES_ID',
  'national_id',
  'nationality',
  'city_of_residence',
  'communication_email',
  'phone_number',
  'role',
  'department',
  'employment_type',
  'direct_manager',
  'hiring_date',
  'contract_signed_date',
  'contract_expiration_date',
  'today',
  'company',
] as const;

const ddmmyyyy = (iso: string | null) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '');

export function contractData(row: HeadcountRow, today: string): Record<(typeof CONTRACT_PLACEHOLDERS)[number], string> {
  return {
    name: row.name,
    RES_ID: row.RES_ID,
    national_id: row.national_id ?? '',
    nationality: row.nationality ?? '',
    city_of_residence: row.city_of_residence ?? '',
    communication_email: row.communication_email ?? '',
    phone_number: row.phone_number ?? '',
    role: row.role ?? '',
    department: row.department ?? '',
    employment_type: row.employment_type ?? '',
    direct_manager: row.direct_manager?.name ?? '',
    hiring_date: ddmmyyyy(row.hiring_date),
    contract_signed_date: ddmmyyyy(row.contract_signed_date),
    contract_expiration_date: ddmmyyyy(row.contract_expiration_date),
    today: ddmmyyyy(today),
    company: COMPANY,
  };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const para = (text: string, bold = false) => `<w:p><w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${esc(text)}</w:t></w:r></w:p>`;

/** The default template: a one-page employment contract using every placeholder. */
export function defaultTemplate(): Buffer {
  const body = [
    para('EMPLOYMENT CONTRACT', true),
    para('Between {company} ("the Company") and {name} ("the Employee"), RES ID {RES_ID}.'),
    para('National ID: {national_id}    Nationality: {nationality}    City of residence: {city_of_residence}'),
    para('E-mail: {communication_email}    Phone: {phone_number}'),
    para('Position: {role}, {department} department ({employment_type}), reporting to {direct_manager}.'),
    para('Start of employment: {hiring_date}. Contract signed on {contract_signed_date}, valid until {contract_expiration_date}.'),
    para('The Employee agrees to the Company policies, confidentiality and the terms of this contract.'),
    para('Issued on {today}.'),
    para('Signature of the Employee: ____________________        For the Company: ____________________'),
  ].join('');
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr/></w:body></w:document>`,
  );
  return zip.generate({ type: 'nodebuffer' }) as Buffer;
}

function open(template: Buffer): Docxtemplater {
  let zip: PizZip;
  try {
    zip = new PizZip(template);
  } catch {
    throw validationError([{ field: 'template', message: 'The template must be a DOCX file' }]);
  }
  try {
    return new Docxtemplater(zip, { paragraphLoop: true, linebreaks: true, nullGetter: () => '' });
  } catch (error) {
    const details = (error as { properties?: { errors?: { properties?: { explanation?: string } }[] } }).properties?.errors;
    const why =
      details
        ?.map((e) => e.properties?.explanation)
        .filter(Boolean)
        .join('; ') || (error as Error).message;
    throw validationError([{ field: 'template', message: `The template has errors: ${why}` }]);
  }
}

/** 422 unless `template` is a DOCX docxtemplater can fill. */
export function checkTemplate(template: Buffer): void {
  open(template);
}

export function renderContract(template: Buffer, data: Record<string, string>): Buffer {
  const doc = open(template);
  try {
    doc.render(data);
  } catch (error) {
    throw new HttpError(422, `The contract could not be generated: ${(error as Error).message}`);
  }
  return doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' }) as Buffer;
}

/** The text of a DOCX's main document (tests and checks). */
export function docxText(docx: Buffer): string {
  const xml = new PizZip(docx).file('word/document.xml')?.asText() ?? '';
  return xml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
