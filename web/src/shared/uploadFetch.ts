/**
 * A fetch for the upload link: plain `fetch` normally, XMLHttpRequest when the caller asked for upload progress
 * (fetch cannot report request-body progress). Progress is requested per operation through `uploadContext`.
 */
export type UploadProgress = (percent: number, loaded: number, total: number) => void;

interface ProgressInit extends RequestInit {
  onUploadProgress?: UploadProgress;
}

/** Operation context that makes an upload mutation report progress: `mutate({ variables, context: uploadContext(p) })`. */
export function uploadContext(onUploadProgress: UploadProgress) {
  return { fetchOptions: { onUploadProgress } };
}

export function uploadFetch(input: string, init: ProgressInit & Record<string, unknown>): Promise<Response> {
  const { onUploadProgress, ...rest } = init;
  if (typeof onUploadProgress !== 'function') return fetch(input, rest);
  return xhrFetch(input, rest, onUploadProgress);
}

function xhrFetch(url: string, init: RequestInit, onProgress: UploadProgress): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'POST', url, true);
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100), event.loaded, event.total);
    };
    xhr.onload = () => {
      const headers = new Headers();
      xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)
        .forEach((line) => {
          const i = line.indexOf(':');
          if (i > 0) headers.append(line.slice(0, i).trim(), line.slice(i + 1).trim());
        });
      resolve(new Response(xhr.responseText, { status: xhr.status, statusText: xhr.statusText, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.ontimeout = () => reject(new TypeError('Failed to fetch'));
    const signal = init.signal;
    if (signal) {
      if (signal.aborted) return reject(new DOMException('Aborted', 'AbortError'));
      signal.addEventListener('abort', () => {
        xhr.abort();
        reject(new DOMException('Aborted', 'AbortError'));
      });
    }
    xhr.send(init.body as XMLHttpRequestBodyInit | null | undefined);
  });
}
