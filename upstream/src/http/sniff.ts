/**
 * What a file IS, by its first bytes (magic numbers), for exactly the types people hand in: PDF, PNG, JPEG, Word 97
 * (.doc, an OLE2 compound file) and Word (.docx, a ZIP holding a `word/` part). A name says nothing: an `MZ…`
 * program or an HTML page renamed `payslip.pdf` was stored and served back as `application/pdf`. Shared by the
 * upstream (the whole file) and the gateway (the first bytes of a stream, to refuse early): one list, one message.
 * Decision: docs/decisions/0126-upload-content-sniffing.md (why not the `file-type` package).
 */

export type DocumentKind = 'pdf' | 'png' | 'jpeg' | 'doc' | 'docx';

/** The stored content type of each kind: the detected one, never the client's claim. */
export const DOCUMENT_MIME: Readonly<Record<DocumentKind, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The names a picker offers for each kind; a PNG named `.pdf` opens in the wrong program, so both must agree. */
const NAME: Readonly<Record<DocumentKind, RegExp>> = {
  pdf: /\.pdf$/i,
  png: /\.png$/i,
  jpeg: /\.jpe?g$/i,
  // Word opens either format under either name, and both are common after a "Save as".
  doc: /\.docx?$/i,
  docx: /\.docx?$/i,
};

/** How many leading bytes the gateway reads before it passes a stream on. */
export const SNIFF_BYTES = 64 * 1024;

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) => bytes.length >= at + magic.length && magic.every((b, i) => bytes[at + i] === b);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_CENTRAL = [0x50, 0x4b, 0x01, 0x02];
const ZIP_END = [0x50, 0x4b, 0x05, 0x06];
const WORD_PART = Buffer.from('word/');

const u16 = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u32 = (b: Uint8Array, at: number) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16)) + b[at + 3] * 0x1000000;
const namedWord = (b: Uint8Array, at: number, length: number) => length >= WORD_PART.length && startsWith(b, [...WORD_PART], at);

/** The entry names of the central directory (the whole file): true when one is under `word/`. */
function centralHasWord(bytes: Uint8Array): boolean | undefined {
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  for (let end = bytes.length - 22; end >= from; end -= 1) {
    if (!startsWith(bytes, ZIP_END, end)) continue;
    let at = u32(bytes, end + 16);
    const entries = u16(bytes, end + 10);
    for (let i = 0; i < entries && startsWith(bytes, ZIP_CENTRAL, at); i += 1) {
      const nameLength = u16(bytes, at + 28);
      if (namedWord(bytes, at + 46, nameLength)) return true;
      at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
    }
    return false;
  }
  return undefined;
}

/** The local headers from the start (a prefix is enough when `word/` comes early, as Word and LibreOffice write it). */
function localHasWord(bytes: Uint8Array): boolean | undefined {
  let at = 0;
  while (startsWith(bytes, ZIP_LOCAL, at)) {
    const nameLength = u16(bytes, at + 26);
    if (at + 30 + nameLength > bytes.length) return undefined;
    if (namedWord(bytes, at + 30, nameLength)) return true;
    const sizeKnown = (u16(bytes, at + 6) & 0x08) === 0;
    if (!sizeKnown) return undefined; // sizes follow the data: only the central directory tells
    at += 30 + nameLength + u16(bytes, at + 28) + u32(bytes, at + 18);
  }
  return at >= bytes.length ? undefined : false;
}

/**
 * The document kind of `bytes`, or null. `complete` says whether `bytes` is the whole file; a prefix answers
 * `'unsure'` for a ZIP whose `word/` part lies beyond it (the upstream, with the whole file, decides).
 */
export function sniffDocument(bytes: Uint8Array, complete = true): DocumentKind | null | 'unsure' {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, OLE2)) return 'doc';
  if (!startsWith(bytes, ZIP_LOCAL)) return null;
  const word = (complete ? centralHasWord(bytes) : undefined) ?? localHasWord(bytes);
  if (word === true) return 'docx';
  return word === undefined && !complete ? 'unsure' : null;
}

export const DOCUMENT_KINDS = 'a PDF, DOCX, DOC, PNG or JPEG file';

/** The 422 texts of a document upload, the same in the gateway and the upstream. */
export const documentMessages = (label: string) => ({
  empty: `The ${label} file is empty`,
  kind: `The ${label} must be ${DOCUMENT_KINDS}`,
});

export type DocumentVerdict = { ok: true; mime: string | null } | { ok: false; message: string };

/**
 * Whether a document upload may be stored: not empty, a document by its bytes, named as one of that kind. `mime` is
 * the type to store (null when a prefix could not tell a .docx, which the upstream then checks whole).
 */
export function checkDocumentBytes(filename: string, bytes: Uint8Array, label: string, complete = true): DocumentVerdict {
  const messages = documentMessages(label);
  if (bytes.length === 0) return { ok: false, message: messages.empty };
  const kind = sniffDocument(bytes, complete);
  if (kind === 'unsure') return NAME.docx.test(filename) ? { ok: true, mime: null } : { ok: false, message: messages.kind };
  if (!kind || !NAME[kind].test(filename)) return { ok: false, message: messages.kind };
  return { ok: true, mime: DOCUMENT_MIME[kind] };
}
