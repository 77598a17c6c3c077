import { NetworkError, apiErrorOf } from './api-client';
import { getSession } from './session';
import { endSession } from './session-expiry';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0-100, whole numbers. */
  percent: number;
}

/** The person cancelled the upload. */
export class UploadCancelledError extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadCancelledError';
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export interface SendOptions {
  method: 'PUT' | 'POST';
  url: string;
  body: Blob | FormData;
  /** Bytes the body carries, for the last progress report. */
  size: number;
  contentType?: string;
  /** Other request headers (a resumable piece's Content-Range). */
  headers?: Record<string, string>;
  /** Send the session's bearer token (routes that are not signed links). */
  auth?: boolean;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * The one way the app uploads files: XMLHttpRequest, which, unlike fetch, reports upload
 * progress. No timeout: a large file takes as long as it takes. Aborting `signal` cancels;
 * a refusal is the server's ApiError (a 401 with `auth` ends the session), no answer a
 * NetworkError. Answers the parsed body.
 */
export function sendWithProgress<T>({
  method,
  url,
  body,
  size,
  contentType,
  headers,
  auth,
  onProgress,
  signal,
}: SendOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadCancelledError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbortSignal);
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (contentType) xhr.setRequestHeader('Content-Type', contentType);
    for (const [name, value] of Object.entries(headers ?? {})) xhr.setRequestHeader(name, value);
    const token = auth ? getSession()?.token : undefined;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : size;
      onProgress?.({
        loaded: event.loaded,
        total,
        percent: total ? Math.min(100, Math.round((event.loaded / total) * 100)) : 0,
      });
    };
    xhr.onload = () => {
      done();
      const answer = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.({ loaded: size, total: size, percent: 100 });
        resolve(answer as T);
      } else {
        if (auth && xhr.status === 401) endSession('expired');
        reject(apiErrorOf(xhr.status, answer, xhr.getResponseHeader('retry-after')));
      }
    };
    xhr.onerror = () => {
      done();
      reject(new NetworkError('unreachable'));
    };
    xhr.onabort = () => {
      done();
      reject(new UploadCancelledError());
    };
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.send(body);
  });
}
