import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  AUDIENCE_PAGE_LIMIT,
  type AudienceResponse,
  type AudienceSortKey,
  type AudienceState,
  type ReminderAudience,
  type RemindResponse,
} from '@netclass/shared';
import { apiFetch } from '../../../lib/api-client';
import type { TableParams } from '../../../lib/use-table-params';

/** A lesson or one of its materials. */
export interface AudienceItemRef {
  type: 'lesson' | 'material';
  id: number;
}
export type AudienceParams = TableParams<AudienceSortKey> & { state: AudienceState };

const base = (item: AudienceItemRef) => `/api/progress/${item.type}/${item.id}/audience`;

export const audienceKeys = {
  /** Every list of every item: a reminder or a progress change refetches what is on screen. */
  all: ['audience'] as const,
  page: (item: AudienceItemRef, params: AudienceParams) => ['audience', item.type, item.id, params] as const,
};

/** The list's query string, in a fixed order: state, page, limit, sort, order, then q when given. */
export function audienceQueryString({ state, page, q, sort, order }: AudienceParams): string {
  const query = new URLSearchParams({ state, page: String(page), limit: String(AUDIENCE_PAGE_LIMIT), sort, order });
  if (q) query.set('q', q);
  return query.toString();
}

/**
 * GET /api/progress/{lesson|material}/{id}/audience?…: one page of the students who have (not)
 * opened or completed the item, with the class's counts and the last reminder (the course's
 * teacher, admins). The page on screen stays while the next loads.
 */
export const audienceQueryOptions = (item: AudienceItemRef, params: AudienceParams) =>
  queryOptions({
    queryKey: audienceKeys.page(item, params),
    queryFn: ({ signal }) => apiFetch<AudienceResponse>(`${base(item)}?${audienceQueryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** POST …/audience/remind: one notification to each student who has not; once a day per item. */
export const remindAudience = (item: AudienceItemRef, audience: ReminderAudience) =>
  apiFetch<RemindResponse>(`${base(item)}/remind`, { method: 'POST', body: item.type === 'lesson' ? { audience } : {} });
