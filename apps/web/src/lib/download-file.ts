import { ApiError, NetworkError } from './api-client';
import { getSession } from './session';
import { DEFAULT_LANGUAGE, LANGUAGE_KEY } from './storage-keys';
import { endSession } from './session-expiry';

/** A large file takes a while to stream; a download is not held to the usual 5 s. */
const DEFAULT_TIMEOUT_MS = 60_000;

/** The file name of a `Content-Disposition` header: the UTF-8 `filename*` first, else `filename`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"/i.exec(header) ?? /filename\s*=\s*([^;]+)/i.exec(header);
  return plain?.[1]?.trim() || null;
}

async function errorOf(response: Response): Promise<ApiError> {
  let body: { code?: unknown; message?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // no JSON body
  }
  if (response.status === 401) endSession('expired');
  return new ApiError(
    response.status,
    typeof body.code === 'string' ? body.code : undefined,
    typeof body.message === 'string' ? body.message : undefined,
  );
}

/**
 * A GET of `path` with the bearer token and the language chosen in the app (the server words a
 * download's headers and name in it, docs/decisions/045), saved under the server's file name
 * (`fallbackName` when it gives none): a plain link cannot send the token.
 */
export async function downloadFile(
  path: string,
  accept: string,
  fallbackName: string,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<void> {
  const token = getSession()?.token;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(path, {
      headers: {
        Accept: accept,
        'Accept-Language': localStorage.getItem(LANGUAGE_KEY) ?? DEFAULT_LANGUAGE,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      signal: controller.signal,
    });
    if (!response.ok) throw await errorOf(response);
    const blob = await response.blob();
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new NetworkError(controller.signal.aborted ? 'timeout' : 'unreachable');
  } finally {
    clearTimeout(timer);
  }
}
