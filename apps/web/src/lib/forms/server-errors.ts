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
  /** How the form words any other failure (default: errorMessage with `fallback`). */
  general?: (error: unknown) => string;
}

/**
 * Shows a refused submission where it belongs: a 400 naming a field the form has (or an error
 * code the form ties to one of its fields, e.g. USER_ID_TAKEN → id) goes on that field, and
 * null is returned; anything else answers the general message to show.
 */
export function placeServerError(
  form: FieldErrorTarget,
  error: unknown,
  t: TFunction,
  options: Options = {},
): string | null {
  if (error instanceof ApiError) {
    const field = (error.code && options.codeFields?.[error.code]) || (error.status === 400 ? error.field : undefined);
    if (field && field in form.getValues()) {
      form.setFieldError(field, errorMessage(error, t, options.fallback));
      return null;
    }
  }
  return options.general ? options.general(error) : errorMessage(error, t, options.fallback);
}
