/**
 * Document uploads refused early, by their bytes: the gateway reads the first 64 KB of the stream, checks them with
 * the upstream's own sniffer (upstream/src/http/sniff.ts: same allow-list, same 422 texts) and then streams the
 * whole file on, the bytes it read first included. The upstream checks the whole file again (defence in depth): a
 * .docx whose `word/` part lies beyond the first 64 KB is decided there.
 */
import { PassThrough, type Readable } from 'node:stream';
import { checkDocumentBytes, SNIFF_BYTES } from '../../../upstream/src/http/sniff';
import { config } from '../config';
import { badUserInput, UPLOAD_UNFINISHED_MESSAGE, uploadUnfinished } from '../errors';
import { toCamelKey } from '../rest/case';
import { uploadTooLargeError, type UploadedFile } from '../rest/client';

interface Head {
  bytes: Buffer;
  /** The stream ended within the head: `bytes` is the whole file. */
  complete: boolean;
}

/** Reads up to `limit` bytes and leaves the stream paused where it stopped; a client that stalls meanwhile is refused. */
function readHead(stream: Readable, limit: number): Promise<Head> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stalled = setTimeout(() => {
      stop();
      stream.destroy();
      reject(uploadUnfinished());
    }, config.upstreamTimeoutMs());
    const stop = () => {
      clearTimeout(stalled);
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
    };
    const finish = (complete: boolean) => {
      stop();
      stream.pause();
      resolve({ bytes: Buffer.concat(chunks), complete });
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= limit) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = (error: unknown) => {
      stop();
      reject(error);
    };
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', onError);
  });
}

/** The head, then the rest of the original stream (its errors, e.g. the size limit, passed along). */
function replay(stream: Readable, head: Head): Readable {
  const out = new PassThrough();
  out.write(head.bytes);
  if (head.complete) out.end();
  else {
    stream.once('error', (error) => out.destroy(error));
    stream.pipe(out);
  }
  return out;
}

/**
 * The upload checked as a document (PDF, DOC, DOCX, PNG, JPEG by content and name): BAD_USER_INPUT on `field` with the
 * upstream's text when it is empty or anything else; otherwise a file for `rest.post`'s multipart body, typed as
 * detected. `label` names it in the message ("The sick note must be a PDF, …").
 */
export async function checkedDocument(upload: Promise<UploadedFile>, field: string, label: string): Promise<UploadedFile> {
  const file = await upload;
  let stream: Readable;
  let head: Head;
  try {
    stream = file.createReadStream();
    head = await readHead(stream, SNIFF_BYTES);
  } catch (error) {
    if (error instanceof Error && error.message === UPLOAD_UNFINISHED_MESSAGE) throw error;
    throw (error as { status?: number })?.status === 413 ? uploadTooLargeError() : badUserInput('The uploaded file could not be read');
  }
  const verdict = checkDocumentBytes(file.filename, head.bytes, label, head.complete);
  if (!verdict.ok) {
    stream.destroy();
    throw badUserInput(verdict.message, [{ field: toCamelKey(field), message: verdict.message }]);
  }
  const body = replay(stream, head);
  return { filename: file.filename, mimetype: verdict.mime ?? file.mimetype, createReadStream: () => body };
}

/** The same for an optional upload (an update that keeps the stored file). */
export const checkedOptionalDocument = (upload: Promise<UploadedFile> | null | undefined, field: string, label: string) =>
  upload ? checkedDocument(upload, field, label) : null;
