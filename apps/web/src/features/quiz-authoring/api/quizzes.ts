import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Quiz,
  QuizAllowanceListResponse,
  QuizAllowanceRequest,
  QuizListResponse,
  QuizPatchRequest,
  QuizResponse,
  QuizSlotInput,
} from '@netclass/shared/quiz-authoring';
import { api, data, type RequestBody } from '../../../lib/api-client';

export type QuizCreateBody = RequestBody<'/api/courses/{courseId}/quizzes', 'post'>;

export const quizKeys = {
  all: ['quizzes'] as const,
  course: (courseId: number) => ['quizzes', 'course', courseId] as const,
  one: (id: number) => ['quizzes', 'one', id] as const,
  allowances: (id: number, page: number) => ['quizzes', 'allowances', id, page] as const,
};

/** GET /api/courses/{courseId}/quizzes. */
export const courseQuizzesQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: quizKeys.course(courseId),
    queryFn: ({ signal }) =>
      data<QuizListResponse>(api.GET('/api/courses/{courseId}/quizzes', { params: { path: { courseId } }, signal })),
  });

/** GET /api/quizzes/{id}: with its slots for those who manage it. */
export const quizQueryOptions = (id: number) =>
  queryOptions({
    queryKey: quizKeys.one(id),
    queryFn: async ({ signal }) =>
      (await data<QuizResponse>(api.GET('/api/quizzes/{id}', { params: { path: { id } }, signal }))).quiz,
  });

/** GET /api/quizzes/{id}/allowances: one page. */
export const quizAllowancesQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: quizKeys.allowances(id, page),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      data<QuizAllowanceListResponse>(
        api.GET('/api/quizzes/{id}/allowances', { params: { path: { id }, query: { page } }, signal }),
      ),
  });

function useQuizMutation<TInput, TResult>(request: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: quizKeys.all }),
  });
}

/** POST /api/courses/{courseId}/quizzes (a draft). */
export const useCreateQuiz = (courseId: number) =>
  useQuizMutation(
    async (body: QuizCreateBody): Promise<Quiz> =>
      (await data<QuizResponse>(api.POST('/api/courses/{courseId}/quizzes', { params: { path: { courseId } }, body })))
        .quiz,
  );

/** PATCH /api/quizzes/{id}. */
export const useUpdateQuiz = (id: number) =>
  useQuizMutation(
    async (body: QuizPatchRequest): Promise<Quiz> =>
      (await data<QuizResponse>(api.PATCH('/api/quizzes/{id}', { params: { path: { id } }, body }))).quiz,
  );

/** DELETE /api/quizzes/{id}: refused (409) once a student has an attempt. */
export const useDeleteQuiz = () =>
  useQuizMutation((id: number) => data(api.DELETE('/api/quizzes/{id}', { params: { path: { id } } })));

/** PUT /api/quizzes/{id}/slots: the whole list, in order. */
export const useSaveSlots = (id: number) =>
  useQuizMutation(
    async (slots: QuizSlotInput[]): Promise<Quiz> =>
      (await data<QuizResponse>(api.PUT('/api/quizzes/{id}/slots', { params: { path: { id } }, body: { slots } })))
        .quiz,
  );

/** PUT/DELETE /api/quizzes/{id}/allowances/{studentId}. */
export const useSetAllowance = (id: number) =>
  useQuizMutation(({ studentId, ...body }: QuizAllowanceRequest & { studentId: number }) =>
    data(api.PUT('/api/quizzes/{id}/allowances/{studentId}', { params: { path: { id, studentId } }, body })),
  );
export const useRemoveAllowance = (id: number) =>
  useQuizMutation((studentId: number) =>
    data(api.DELETE('/api/quizzes/{id}/allowances/{studentId}', { params: { path: { id, studentId } } })),
  );

/** PUT /api/quizzes/{id}/solutions: release the answers and solutions to students now, or take the release back (docs/decisions/038). */
export const useReleaseSolutions = (id: number) =>
  useQuizMutation(
    async (released: boolean): Promise<Quiz> =>
      (
        await data<QuizResponse>(
          api.PUT('/api/quizzes/{id}/solutions', { params: { path: { id } }, body: { released } }),
        )
      ).quiz,
  );
