import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BankQuestionBody,
  BankQuestionResponse,
  QuestionCategoryListResponse,
  QuestionCategoryResponse,
  QuestionImportFormat,
  QuestionImportPreview,
  QuestionImportResult,
  QuestionPreviewBody,
  QuestionPreviewResponse,
  QuestionType,
} from '@netclass/shared';
import { api, apiPath, data, withTimeout } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

/** A 20 MiB file on a slow link, or a few thousand questions to check and write. */
const IMPORT_TIMEOUT_MS = 120_000;

export const questionBankKeys = {
  all: (courseId: number) => ['question-bank', courseId] as const,
  categories: (courseId: number) => ['question-bank', courseId, 'categories'] as const,
  page: (courseId: number, params: QuestionPageParams) => ['question-bank', courseId, 'questions', params] as const,
};

export interface QuestionPageParams {
  page: number;
  categoryId: number | null;
  type: QuestionType | null;
  q: string;
}

/** GET /api/courses/{courseId}/question-categories. */
export const questionCategoriesQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: questionBankKeys.categories(courseId),
    queryFn: ({ signal }) =>
      data<QuestionCategoryListResponse>(
        api.GET('/api/courses/{courseId}/question-categories', { params: { path: { courseId } }, signal }),
      ),
  });

/** GET /api/courses/{courseId}/questions: one page. */
export const questionPageQueryOptions = (courseId: number, params: QuestionPageParams) =>
  queryOptions({
    queryKey: questionBankKeys.page(courseId, params),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      data(
        api.GET('/api/courses/{courseId}/questions', {
          params: {
            path: { courseId },
            query: {
              page: params.page,
              ...(params.categoryId ? { category_id: params.categoryId } : {}),
              ...(params.type ? { type: params.type } : {}),
              ...(params.q ? { q: params.q } : {}),
            },
          },
          signal,
        }),
      ),
  });

/** A write to the bank; its categories and lists are fetched again after it. */
const useBankMutation = <V, R>(courseId: number, write: (variables: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionBankKeys.all(courseId) }),
  });
};

export const useCreateCategory = (courseId: number) =>
  useBankMutation(courseId, (name: string) =>
    data<QuestionCategoryResponse>(
      api.POST('/api/courses/{courseId}/question-categories', { params: { path: { courseId } }, body: { name } }),
    ),
  );

export const useRenameCategory = (courseId: number) =>
  useBankMutation(courseId, ({ id, name }: { id: number; name: string }) =>
    data<QuestionCategoryResponse>(
      api.PUT('/api/question-categories/{id}', { params: { path: { id } }, body: { name } }),
    ),
  );

export const useDeleteCategory = (courseId: number) =>
  useBankMutation(courseId, (id: number) =>
    data(api.DELETE('/api/question-categories/{id}', { params: { path: { id } } })),
  );

/** GET /api/questions/{id}: the question whole. */
export const questionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['question-bank', 'question', id] as const,
    // The document types a question's texts as unknown (the shared schema reads them through a transform): the server answers that schema's output.
    queryFn: async ({ signal }) =>
      ((await data(api.GET('/api/questions/{id}', { params: { path: { id } }, signal }))) as BankQuestionResponse)
        .question,
  });

/** POST /api/courses/{courseId}/questions/preview: the texts as the server renders them for a student, pictures signed. */
export const questionPreviewQueryOptions = (courseId: number, texts: Required<QuestionPreviewBody>) =>
  queryOptions({
    queryKey: ['question-bank', courseId, 'preview', texts] as const,
    queryFn: ({ signal }) =>
      data<QuestionPreviewResponse>(
        api.POST('/api/courses/{courseId}/questions/preview', { params: { path: { courseId } }, body: texts, signal }),
      ),
    staleTime: Infinity,
    gcTime: 60_000,
  });

/** POST a new question to the course, or PUT a new version of `id`. */
export const useSaveQuestion = (courseId: number, id: number | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BankQuestionBody) =>
      data(
        id === null
          ? api.POST('/api/courses/{courseId}/questions', { params: { path: { courseId } }, body })
          : api.PUT('/api/questions/{id}', { params: { path: { id } }, body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['question-bank'] }),
  });
};

export const useDeleteQuestion = (courseId: number) =>
  useBankMutation(courseId, (id: number) => data(api.DELETE('/api/questions/{id}', { params: { path: { id } } })));

export const useDuplicateQuestion = (courseId: number) =>
  useBankMutation(courseId, (id: number) =>
    data(api.POST('/api/questions/{id}/duplicate', { params: { path: { id } } })),
  );

/** The file as the raw body: the route reads it itself (the document lists no JSON body). */
const rawFile = (file: File) => ({
  body: file as never,
  bodySerializer: (body: unknown) => body as File,
  headers: { 'content-type': 'application/octet-stream' },
});
const formatQuery = (file: File, format: QuestionImportFormat | null) => ({
  file_name: file.name,
  ...(format ? { format } : {}),
});

/** POST …/questions/import/check: what the file holds; writes nothing. */
export const useImportCheck = (courseId: number) =>
  useMutation({
    mutationFn: ({ file, format }: { file: File; format: QuestionImportFormat | null }) =>
      data<QuestionImportPreview>(
        api.POST('/api/courses/{courseId}/questions/import/check', {
          ...withTimeout(IMPORT_TIMEOUT_MS),
          params: { path: { courseId }, query: formatQuery(file, format) },
          ...rawFile(file),
        }),
      ),
  });

/** POST …/questions/import/apply: the valid questions into `categoryId`. */
export const useImportApply = (courseId: number) =>
  useBankMutation(
    courseId,
    ({ file, format, categoryId }: { file: File; format: QuestionImportFormat | null; categoryId: number }) =>
      data<QuestionImportResult>(
        api.POST('/api/courses/{courseId}/questions/import/apply', {
          ...withTimeout(IMPORT_TIMEOUT_MS),
          params: { path: { courseId }, query: { ...formatQuery(file, format), category_id: categoryId } },
          ...rawFile(file),
        }),
      ),
  );

/** GET /api/question-categories/{id}/export.gift, saved under the category's name. */
export const exportCategory = (id: number, name: string) =>
  downloadFile(apiPath('/api/question-categories/{id}/export.gift', { id }), 'text/plain', `${name}.gift`);
