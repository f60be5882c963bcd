/**
 * Downloads. The gateway answers a download with a FileLink whose url is a short-lived `/files/<ticket>` bound to the
 * session that asked for it: it serves the file only with that session's token in `Authorization`, which an anchor
 * or a new tab cannot send. So the file is fetched with the token and saved as a blob under its name (SPEC §7);
 * a refusal (expired link, signed out) shows the gateway's text.
 */
import { getToken } from './session';
import { notifyError } from './notify';
export interface FileLinkLike {
  url: string;
  filename?: string | null;
}

function clickAnchor(href: string, filename?: string | null): void {
  const a = document.createElement('a');
  a.href = href;
  if (filename) a.download = filename;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Downloads a FileLink with the session's token and saves it; failures are shown as a toast. */
export async function openFileLink(link: FileLinkLike): Promise<void> {
  const token = getToken();
  try {
    const res = await fetch(link.url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (!res.ok) return notifyError((await res.text()) || 'Failed to download the file');
    saveBlob(await res.blob(), link.filename || 'download');
  } catch {
    notifyError('Failed to download the file');
  }
}

/** Saves a blob under the given name (SPEC §7: "Downloads save a blob under a given name"). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  try {
    clickAnchor(url, filename);
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
