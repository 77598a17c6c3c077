import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MyQuizAttempts,
  QuizAnswerDraft,
  QuizAttemptView,
  QuizPreview,
  SavedQuizAnswer,
} from '@netclass/shared/quiz-attempts';
import { api, data } from '../../../lib/api-client';

export const quizAttemptKeys = {
  mine: (quizId: number) => ['quiz-attempts', 'mine', quizId] as const,
  attempt: (attemptId: number) => ['quiz-attempts', 'attempt', attemptId] as const,
  preview: (quizId: number) => ['quiz-attempts', 'preview', quizId] as const,
};

/** GET /api/quizzes/{id}/my-attempts: the intro (settings, my attempts, whether I may start). */
export const myQuizAttemptsQueryOptions = (quizId: number) =>
  queryOptions({
    queryKey: quizAttemptKeys.mine(quizId),
    queryFn: ({ signal }) =>
      data<MyQuizAttempts>(api.GET('/api/quizzes/{id}/my-attempts', { params: { path: { id: quizId } }, signal })),
  });

/** GET /api/quiz-attempts/{id}: the questions and saved answers, or the review. */
export const quizAttemptQueryOptions = (attemptId: number) =>
  queryOptions({
    queryKey: quizAttemptKeys.attempt(attemptId),
    queryFn: ({ signal }) =>
      data<QuizAttemptView>(api.GET('/api/quiz-attempts/{id}', { params: { path: { id: attemptId } }, signal })),
    // The page keeps its own answers while taking: a refetch on focus would not add to them.
    refetchOnWindowFocus: false,
  });

/** GET /api/quizzes/{id}/preview: the questions as a student gets them, drawn afresh; nothing is recorded (staff). */
export const quizPreviewQueryOptions = (quizId: number) =>
  queryOptions({
    queryKey: quizAttemptKeys.preview(quizId),
    queryFn: ({ signal }) =>
      data<QuizPreview>(api.GET('/api/quizzes/{id}/preview', { params: { path: { id: quizId } }, signal })),
    // A refetch would draw other questions under the reader's eyes.
    refetchOnWindowFocus: false,
  });

/** POST /api/quizzes/{id}/attempts: starts one, or answers the one in progress. */
export function useStartQuizAttempt(quizId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      data<QuizAttemptView>(api.POST('/api/quizzes/{id}/attempts', { params: { path: { id: quizId } } })),
    onSuccess: (view) => {
      queryClient.setQueryData(quizAttemptKeys.attempt(view.attempt.id), view);
      void queryClient.invalidateQueries({ queryKey: quizAttemptKeys.mine(quizId) });
    },
  });
}

/** POST /api/quiz-attempts/{id}/submit: the review comes back. */
export function useSubmitQuizAttempt(attemptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      data<QuizAttemptView>(api.POST('/api/quiz-attempts/{id}/submit', { params: { path: { id: attemptId } } })),
    onSuccess: (view) => {
      queryClient.setQueryData(quizAttemptKeys.attempt(attemptId), view);
      void queryClient.invalidateQueries({ queryKey: quizAttemptKeys.mine(view.attempt.quiz_id) });
    },
  });
}

/** PUT /api/quiz-attempts/{id}/answers/{position}. */
export const saveQuizAnswer = (attemptId: number, position: number, answer: QuizAnswerDraft, seq: number) =>
  data<SavedQuizAnswer>(
    api.PUT('/api/quiz-attempts/{id}/answers/{position}', {
      params: { path: { id: attemptId, position } },
      body: { answer, seq },
    }),
  );

/** POST /api/quiz-attempts/{id}/events: a focus loss or tab switch, for the teacher; a failure is let go. */
export const postQuizEvent = (attemptId: number, kind: 'blur' | 'hidden' | 'visible') =>
  api
    .POST('/api/quiz-attempts/{id}/events', { params: { path: { id: attemptId } }, body: { kind } })
    .catch(() => undefined);
