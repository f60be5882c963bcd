/**
 * Files for upload tests: real documents of each allowed kind (their magic bytes and a body) and the hostile ones
 * an attacker renames to pass a picker (a program as .pdf, an SVG with a script as .png, a page as .pdf, nothing).
 */
import { defaultTemplate } from '../src/headcount/contract';

export interface Sample {
  name: string;
  type: string;
  content: Buffer;
}

const bytes = (...parts: (number[] | string)[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

export const DOCUMENTS: Readonly<Record<'pdf' | 'png' | 'jpeg' | 'docx' | 'doc', Sample>> = {
  pdf: { name: 'payslip.pdf', type: 'application/pdf', content: bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n') },
  png: {
    name: 'scan.png',
    type: 'image/png',
    content: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]),
  },
  jpeg: { name: 'photo.jpg', type: 'image/jpeg', content: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF\0', [1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]) },
  docx: { name: 'contract.docx', type: 'application/octet-stream', content: defaultTemplate() },
  doc: {
    name: 'letter.doc',
    type: 'application/msword',
    content: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], Buffer.alloc(504).toString('latin1')),
  },
};

export const HOSTILE: Readonly<Record<'exe' | 'svg' | 'html' | 'empty', Sample>> = {
  exe: {
    name: 'payslip.pdf',
    type: 'application/pdf',
    content: bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff], 'This program cannot be run in DOS mode.'),
  },
  svg: { name: 'avatar.png', type: 'image/png', content: bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>') },
  html: { name: 'payslip.pdf', type: 'application/pdf', content: bytes('<!DOCTYPE html><html><body><script>fetch("/graphql")</script></body></html>') },
  empty: { name: 'note.pdf', type: 'application/pdf', content: Buffer.alloc(0) },
};
