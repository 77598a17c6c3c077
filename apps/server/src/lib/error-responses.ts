import { errorResponseSchema } from '@netclass/shared';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 416 | 429;

/** The `{message, code}` answers a route may give, for its OpenAPI response map. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    S,
    typeof errorResponseSchema
  >;
}
