import { ApiError, NetworkError, apiPath } from '../../../lib/api-client';
import { getSession } from '../../../lib/session';
import { endSession } from '../../../lib/session-expiry';

/** A large class takes a while to stream; the file is not held to the usual 5 s. */
const DOWNLOAD_TIMEOUT_MS = 60_000;

export type ReportFormat = 'csv' | 'xlsx';
const ACCEPT: Record<ReportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

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
 * GET /api/progress/course/{courseId}/report.csv or .xlsx (the whole class) with the bearer
 * token, saved under the server's file name (a plain link cannot send the token).
 */
export async function downloadCourseReport(courseId: number, format: ReportFormat): Promise<void> {
  const token = getSession()?.token;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), DOWNLOAD_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(apiPath(`/api/progress/course/{courseId}/report.${format}`, { courseId }), {
      headers: { Accept: ACCEPT[format], ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      signal: controller.signal,
    });
    if (!response.ok) throw await errorOf(response);
    const blob = await response.blob();
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameFromDisposition(response.headers.get('content-disposition')) ?? `progress-${courseId}.${format}`;
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
