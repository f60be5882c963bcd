/**
 * The document sniffer: what a file is by its bytes, never its name. A program, a page or an SVG renamed to a
 * document name is refused; a PNG named .pdf too (it would open in the wrong program); a ZIP that is not Word
 * (a spreadsheet renamed .docx) is refused; a prefix (the gateway's first 64 KB) leaves an undecided .docx to the
 * upstream.
 */
import { describe, expect, it } from '@jest/globals';
import PizZip from 'pizzip';
import { checkDocumentBytes, sniffDocument } from '../src/http/sniff';
import { DOCUMENTS, HOSTILE } from './documentSamples';

const MESSAGE = 'The contract must be a PDF, DOCX, DOC, PNG or JPEG file';

describe('sniffDocument', () => {
  it('tells each allowed kind by its magic bytes', () => {
    expect(Object.fromEntries(Object.entries(DOCUMENTS).map(([k, s]) => [k, sniffDocument(s.content)]))).toEqual({
      pdf: 'pdf',
      png: 'png',
      jpeg: 'jpeg',
      docx: 'docx',
      doc: 'doc',
    });
  });

  it('knows nothing else', () => {
    for (const sample of Object.values(HOSTILE)) expect(sniffDocument(sample.content)).toBeNull();
  });

  it('refuses a ZIP without a word/ part, and leaves one to the whole file when a prefix cannot tell', () => {
    const sheet = new PizZip();
    sheet.file('[Content_Types].xml', '<Types/>');
    sheet.file('xl/workbook.xml', '<workbook/>');
    const xlsx = sheet.generate({ type: 'nodebuffer', compression: 'STORE' }) as Buffer;
    expect(sniffDocument(xlsx)).toBeNull();
    const big = new PizZip();
    big.file('[Content_Types].xml', '<Types/>');
    big.file('docProps/thumbnail.jpeg', Buffer.alloc(100_000, 7));
    big.file('word/document.xml', '<w:document/>');
    const docx = big.generate({ type: 'nodebuffer', compression: 'STORE' }) as Buffer;
    expect(sniffDocument(docx)).toBe('docx');
    expect(sniffDocument(docx.subarray(0, 64 * 1024), false)).toBe('unsure');
    expect(sniffDocument(DOCUMENTS.docx.content.subarray(0, 2000), false)).toBe('docx');
  });
});

describe('checkDocumentBytes', () => {
  it('answers the detected type to store, whatever the client claimed', () => {
    expect(checkDocumentBytes('scan.png', DOCUMENTS.png.content, 'contract')).toEqual({ ok: true, mime: 'image/png' });
    expect(checkDocumentBytes('CONTRACT.DOCX', DOCUMENTS.docx.content, 'contract')).toEqual({
      ok: true,
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(checkDocumentBytes('old.docx', DOCUMENTS.doc.content, 'contract')).toEqual({ ok: true, mime: 'application/msword' });
  });

  it('refuses the hostile files, empty ones in their own words, and a name that lies about a real document', () => {
    expect(checkDocumentBytes('payslip.pdf', HOSTILE.exe.content, 'contract')).toEqual({ ok: false, message: MESSAGE });
    expect(checkDocumentBytes('avatar.png', HOSTILE.svg.content, 'contract')).toEqual({ ok: false, message: MESSAGE });
    expect(checkDocumentBytes('payslip.pdf', HOSTILE.html.content, 'contract')).toEqual({ ok: false, message: MESSAGE });
    expect(checkDocumentBytes('note.pdf', HOSTILE.empty.content, 'contract')).toEqual({ ok: false, message: 'The contract file is empty' });
    expect(checkDocumentBytes('scan.pdf', DOCUMENTS.png.content, 'contract')).toEqual({ ok: false, message: MESSAGE });
    expect(checkDocumentBytes('tool.exe', DOCUMENTS.pdf.content, 'contract')).toEqual({ ok: false, message: MESSAGE });
  });
});
