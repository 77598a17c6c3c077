import type { TFunction } from 'i18next';
import { ApiError } from '../api-client';
import { errorMessage } from '../error-message';

interface FieldErrorTarget {
  getValues(): Record<string, unknown>;
  setFieldError(path: string, error: string): void;
}

interface Options {
  fallback?: string;
  /** Error codes the form shows on one of its fields (e.g. USER_ID_TAKEN → id). */
  codeFields?: Record<string, string>;
  /** The server's names of fields the form names otherwise (e.g. extra_seconds → extra_minutes, a form asking minutes). */
  fields?: Record<string, string>;
  /** How the form words any other failure (default: errorMessage with `fallback`). */
  general?: (error: unknown) => string;
}

/**
 * Shows a refused submission where it belongs: a 400 naming a field the form has (under its own
 * name or the form's, `fields`; or an error code the form ties to one of its fields, e.g.
 * USER_ID_TAKEN → id) goes on that field, and null is returned; anything else answers the
 * general message to show.
 */
export function placeServerError(
  form: FieldErrorTarget,
  error: unknown,
  t: TFunction,
  options: Options = {},
): string | null {
  if (error instanceof ApiError) {
    const named = error.status === 400 && error.field ? (options.fields?.[error.field] ?? error.field) : undefined;
    const field = (error.code && options.codeFields?.[error.code]) || named;
    if (field && field in form.getValues()) {
      form.setFieldError(field, errorMessage(error, t, options.fallback));
      return null;
    }
  }
  return options.general ? options.general(error) : errorMessage(error, t, options.fallback);
}
