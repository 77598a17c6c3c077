import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  QUIZ_RESULTS_PAGE_LIMIT,
  type QuizRegradeList,
  type QuizRegradeResponse,
  type QuizResultSort,
  type QuizResultsResponse,
  type QuizStatisticsResponse,
} from '@netclass/shared';
import { api, apiPath, data } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import type { TableParams } from '../../../lib/use-table-params';

export const quizResultKeys = {
  quiz: (quizId: number) => ['quizResults', quizId] as const,
  page: (quizId: number, params: TableParams<QuizResultSort>) => ['quizResults', quizId, 'page', params] as const,
  statistics: (quizId: number) => ['quizResults', quizId, 'statistics'] as const,
  regrade: (quizId: number) => ['quizResults', quizId, 'regrade'] as const,
};

/** GET /api/quizzes/{id}/results: one page of the class, searched and sorted by the server; the page on screen stays while the next loads. */
export const quizResultsQueryOptions = (quizId: number, params: TableParams<QuizResultSort>) =>
  queryOptions({
    queryKey: quizResultKeys.page(quizId, params),
    queryFn: ({ signal }) =>
      data<QuizResultsResponse>(
        api.GET('/api/quizzes/{id}/results', {
          params: {
            path: { id: quizId },
            query: {
              page: params.page,
              limit: QUIZ_RESULTS_PAGE_LIMIT,
              sort: params.sort,
              order: params.order,
              ...(params.q ? { q: params.q } : {}),
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** GET /api/quizzes/{id}/statistics. */
export const quizStatisticsQueryOptions = (quizId: number) =>
  queryOptions({
    queryKey: quizResultKeys.statistics(quizId),
    queryFn: ({ signal }) =>
      data<QuizStatisticsResponse>(
        api.GET('/api/quizzes/{id}/statistics', { params: { path: { id: quizId } }, signal }),
      ),
  });

/** GET /api/quizzes/{id}/regrade: the questions whose key changed since attempts saw them, and past regrades. */
export const quizRegradeQueryOptions = (quizId: number) =>
  queryOptions({
    queryKey: quizResultKeys.regrade(quizId),
    queryFn: ({ signal }) =>
      data<QuizRegradeList>(api.GET('/api/quizzes/{id}/regrade', { params: { path: { id: quizId } }, signal })),
  });

/** POST /api/quizzes/{id}/regrade: the results, statistics and gradebook change with it. */
export function useRegrade(quizId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: number) =>
      data<QuizRegradeResponse>(
        api.POST('/api/quizzes/{id}/regrade', { params: { path: { id: quizId } }, body: { questionId } }),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quizResultKeys.quiz(quizId) }),
        queryClient.invalidateQueries({ queryKey: ['gradebook'] }),
      ]),
  });
}

/** GET /api/quizzes/{id}/results.csv (the whole class), saved under the server's file name. */
export const downloadQuizResults = (quizId: number): Promise<void> =>
  downloadFile(apiPath('/api/quizzes/{id}/results.csv', { id: quizId }), 'text/csv', `quiz-results-${quizId}.csv`);
