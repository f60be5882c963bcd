/**
 * Downloads. The gateway answers a download with a FileLink whose url is a short-lived signed `/files/<ticket>`
 * that already carries the caller's rights, so the browser can fetch it directly; generated data is saved as a blob.
 */
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

/** Starts the download of a FileLink (the gateway sets Content-Disposition with the file name). */
export function openFileLink(link: FileLinkLike): void {
  clickAnchor(link.url, link.filename);
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
