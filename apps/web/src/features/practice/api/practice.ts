import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NetworkingQuestionPrompt, NetworkingQuestionType } from '@netclass/shared/networking-questions';
import type { PracticeCheckResponse, PracticeQuestionResponse, PracticeSummary } from '@netclass/shared/practice';
import { api, data } from '../../../lib/api-client';

export const practiceKeys = { summary: ['practice', 'summary'] as const };

/** GET /api/practice/summary: the signed-in user's counts per type and streak (dashboard and practice page). */
export const practiceSummaryQueryOptions = queryOptions({
  queryKey: practiceKeys.summary,
  queryFn: ({ signal }) => data<PracticeSummary>(api.GET('/api/practice/summary', { signal })),
});

/** A drawn question: its id, and its prompt as the question view takes it (the server's params are the library's, per type). */
export interface PracticeItem {
  id: number;
  prompt: NetworkingQuestionPrompt;
}

/** POST /api/practice/questions: a new question of the type. */
export function useDrawPracticeQuestion() {
  return useMutation({
    mutationFn: async (type: NetworkingQuestionType): Promise<PracticeItem> => {
      const { question } = await data<PracticeQuestionResponse>(
        api.POST('/api/practice/questions', { body: { type } }),
      );
      const { id, ...prompt } = question;
      // The schema types params loosely (a record); they are the library's params of `type`.
      return { id, prompt: prompt as unknown as NetworkingQuestionPrompt };
    },
  });
}

/** POST /api/practice/questions/{id}/answers: the marks, expected answers and steps; the counters and streak change. */
export function useCheckPracticeAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answers }: { id: number; answers: Record<string, string> }) =>
      data<PracticeCheckResponse>(
        api.POST('/api/practice/questions/{id}/answers', { params: { path: { id } }, body: { answers } }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: practiceKeys.summary }),
  });
}
