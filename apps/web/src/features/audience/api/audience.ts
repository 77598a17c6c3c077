import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  AUDIENCE_PAGE_LIMIT,
  type AudienceResponse,
  type AudienceSortKey,
  type AudienceState,
  type ReminderAudience,
  type RemindResponse,
} from '@netclass/shared';
import { api, data } from '../../../lib/api-client';
import type { TableParams } from '../../../lib/use-table-params';

/** A lesson or one of its materials. */
export interface AudienceItemRef {
  type: 'lesson' | 'material';
  id: number;
}
export type AudienceParams = TableParams<AudienceSortKey> & { state: AudienceState };

export const audienceKeys = {
  /** Every list of every item: a reminder or a progress change refetches what is on screen. */
  all: ['audience'] as const,
  page: (item: AudienceItemRef, params: AudienceParams) => ['audience', item.type, item.id, params] as const,
};

/** The list's query: state, page, limit, sort, order, then q when given. */
const audienceQuery = ({ state, page, q, sort, order }: AudienceParams) => ({
  state,
  page,
  limit: AUDIENCE_PAGE_LIMIT,
  sort,
  order,
  ...(q ? { q } : {}),
});

/**
 * GET /api/progress/{lesson|material}/{id}/audience?…: one page of the students who have (not)
 * opened or completed the item, with the class's counts and the last reminder (the course's
 * teacher, admins). The page on screen stays while the next loads.
 */
export const audienceQueryOptions = (item: AudienceItemRef, params: AudienceParams) =>
  queryOptions({
    queryKey: audienceKeys.page(item, params),
    queryFn: ({ signal }) =>
      data<AudienceResponse>(
        item.type === 'lesson'
          ? api.GET('/api/progress/lesson/{lessonId}/audience', {
              params: { path: { lessonId: item.id }, query: audienceQuery(params) },
              signal,
            })
          : api.GET('/api/progress/material/{materialId}/audience', {
              params: { path: { materialId: item.id }, query: audienceQuery(params) },
              signal,
            }),
      ),
    placeholderData: keepPreviousData,
  });

/** POST …/audience/remind: one notification to each student who has not; once a day per item. */
export const remindAudience = (item: AudienceItemRef, audience: ReminderAudience) =>
  data<RemindResponse>(
    item.type === 'lesson'
      ? api.POST('/api/progress/lesson/{lessonId}/audience/remind', {
          params: { path: { lessonId: item.id } },
          body: { audience },
        })
      : api.POST('/api/progress/material/{materialId}/audience/remind', { params: { path: { materialId: item.id } } }),
  );
