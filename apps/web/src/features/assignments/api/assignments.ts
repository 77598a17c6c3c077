import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Assignment,
  AssignmentListResponse,
  AssignmentResponse,
  HandInListResponse,
  GradeImportEntry,
  GradeImportResult,
  GradeReleaseResponse,
  GradeRequest,
  GradeResponse,
  HandInListFilter,
  StoredFile,
  StudentHandIns,
} from '@netclass/shared';
import { api, apiPath, data, withTimeout, type RequestBody } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { handInResumably } from './hand-in-uploads';

export type AssignmentBody = RequestBody<'/api/courses/{courseId}/assignments', 'post'>;
import type { UploadProgress } from '../../../lib/send-with-progress';

/** An attachment of up to 50 MiB on a slow link. */
const ATTACHMENT_UPLOAD_TIMEOUT_MS = 10 * 60_000;

export const assignmentKeys = {
  all: ['assignments'] as const,
  course: (courseId: number) => ['assignments', 'course', courseId] as const,
  one: (id: number) => ['assignments', 'one', id] as const,
  handIns: (id: number) => ['assignments', 'hand-ins', id] as const,
  handInPage: (id: number, params: HandInParams) => ['assignments', 'hand-ins', id, params] as const,
  student: (id: number, studentId: number) => ['assignments', 'hand-ins', id, 'student', studentId] as const,
  grade: (id: number, studentId: number) => ['assignments', 'grade', id, studentId] as const,
};

/** GET /api/courses/{courseId}/assignments. */
export const courseAssignmentsQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: assignmentKeys.course(courseId),
    queryFn: ({ signal }) =>
      data<AssignmentListResponse>(
        api.GET('/api/courses/{courseId}/assignments', { params: { path: { courseId } }, signal }),
      ),
  });

/** GET /api/assignments/{id}: with the student's own hand-ins. */
export const assignmentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: assignmentKeys.one(id),
    queryFn: async ({ signal }) =>
      (await data<AssignmentResponse>(api.GET('/api/assignments/{id}', { params: { path: { id } }, signal })))
        .assignment,
  });

export interface HandInParams {
  page: number;
  status: HandInListFilter | null;
}

/** GET /api/assignments/{id}/hand-ins: one page of the course's students. */
export const handInListQueryOptions = (id: number, params: HandInParams) =>
  queryOptions({
    queryKey: assignmentKeys.handInPage(id, params),
    queryFn: ({ signal }) =>
      data<HandInListResponse>(
        api.GET('/api/assignments/{id}/hand-ins', {
          params: { path: { id }, query: { page: params.page, ...(params.status ? { status: params.status } : {}) } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** GET /api/assignments/{id}/hand-ins/{studentId}: one student's versions. */
export const studentHandInsQueryOptions = (id: number, studentId: number) =>
  queryOptions({
    queryKey: assignmentKeys.student(id, studentId),
    queryFn: async ({ signal }) =>
      (
        await data<{ hand_ins: StudentHandIns }>(
          api.GET('/api/assignments/{id}/hand-ins/{studentId}', { params: { path: { id, studentId } }, signal }),
        )
      ).hand_ins,
  });

function useAssignmentMutation<TInput, TResult>(request: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: assignmentKeys.all }),
  });
}

/** POST /api/courses/{courseId}/assignments (a draft). */
export const useCreateAssignment = (courseId: number) =>
  useAssignmentMutation(
    async (body: AssignmentBody): Promise<Assignment> =>
      (
        await data<AssignmentResponse>(
          api.POST('/api/courses/{courseId}/assignments', { params: { path: { courseId } }, body }),
        )
      ).assignment,
  );

/** PUT /api/assignments/{id}. */
export const useUpdateAssignment = (id: number) =>
  useAssignmentMutation(
    async (body: AssignmentBody): Promise<Assignment> =>
      (await data<AssignmentResponse>(api.PUT('/api/assignments/{id}', { params: { path: { id } }, body }))).assignment,
  );

/** DELETE /api/assignments/{id}: refused (409) once anyone has handed in. */
export const useDeleteAssignment = () =>
  useAssignmentMutation((id: number) => data(api.DELETE('/api/assignments/{id}', { params: { path: { id } } })));

/** POST /api/assignments/{id}/files: one attachment. */
export const useAddAssignmentFile = (id: number) =>
  useAssignmentMutation(async (file: File): Promise<StoredFile> => {
    const form = new FormData();
    form.append('file', file);
    // A multipart form, which the route reads itself: sent as it is, the browser sets its boundary.
    return (
      await data<{ file: StoredFile }>(
        api.POST('/api/assignments/{id}/files', {
          ...withTimeout(ATTACHMENT_UPLOAD_TIMEOUT_MS),
          params: { path: { id } },
          body: form as never,
        }),
      )
    ).file;
  });

export const useRemoveAssignmentFile = (id: number) =>
  useAssignmentMutation((fileId: number) =>
    data(api.DELETE('/api/assignments/{id}/files/{fileId}', { params: { path: { id, fileId } } })),
  );

/** PUT/DELETE /api/assignments/{id}/extensions/{studentId}. */
export const useSetExtension = (id: number) =>
  useAssignmentMutation(
    ({ studentId, dueAt, acceptsUntil }: { studentId: number; dueAt: string; acceptsUntil: string | null }) =>
      data(
        api.PUT('/api/assignments/{id}/extensions/{studentId}', {
          params: { path: { id, studentId } },
          body: { due_at: dueAt, accepts_until: acceptsUntil },
        }),
      ),
  );
export const useRemoveExtension = (id: number) =>
  useAssignmentMutation((studentId: number) =>
    data(api.DELETE('/api/assignments/{id}/extensions/{studentId}', { params: { path: { id, studentId } } })),
  );

/** The files sent resumably, then handed in as one version (hand-in-uploads.ts), with upload progress. */
export const useHandIn = (id: number) =>
  useAssignmentMutation(
    ({
      files,
      onProgress,
      signal,
    }: {
      files: File[];
      onProgress: (progress: UploadProgress) => void;
      signal?: AbortSignal;
    }) => handInResumably(id, files, onProgress, signal),
  );

/** GET /api/assignments/{id}/grades/{studentId}: the grade (a student's own only once released) and, for teachers, its audit. */
export const gradeQueryOptions = (id: number, studentId: number) =>
  queryOptions({
    queryKey: assignmentKeys.grade(id, studentId),
    queryFn: ({ signal }) =>
      data<GradeResponse>(
        api.GET('/api/assignments/{id}/grades/{studentId}', { params: { path: { id, studentId } }, signal }),
      ),
  });

/** PUT /api/assignments/{id}/grades/{studentId}. */
export const useSetGrade = (id: number, studentId: number) =>
  useAssignmentMutation((body: GradeRequest) =>
    data<GradeResponse>(
      api.PUT('/api/assignments/{id}/grades/{studentId}', { params: { path: { id, studentId } }, body }),
    ),
  );

/** PUT/DELETE /api/assignments/{id}/grades/{studentId}/feedback: the grade's feedback file (the attachments' rules). */
export const useSetFeedbackFile = (id: number, studentId: number) =>
  useAssignmentMutation(async (file: File): Promise<GradeResponse> => {
    const form = new FormData();
    form.append('file', file);
    return data<GradeResponse>(
      api.PUT('/api/assignments/{id}/grades/{studentId}/feedback', {
        ...withTimeout(ATTACHMENT_UPLOAD_TIMEOUT_MS),
        params: { path: { id, studentId } },
        body: form as never,
      }),
    );
  });
export const useRemoveFeedbackFile = (id: number, studentId: number) =>
  useAssignmentMutation(() =>
    data(api.DELETE('/api/assignments/{id}/grades/{studentId}/feedback', { params: { path: { id, studentId } } })),
  );

/** POST /api/assignments/{id}/grades/release: all at once. */
export const useReleaseGrades = (id: number) =>
  useAssignmentMutation(() =>
    data<GradeReleaseResponse>(api.POST('/api/assignments/{id}/grades/release', { params: { path: { id } } })),
  );

/** POST /api/assignments/{id}/grades/import/check: each row's problem, nothing written. */
export const useGradeImportCheck = (id: number) =>
  useMutation({
    mutationFn: (rows: GradeImportEntry[]) =>
      data<GradeImportResult>(
        api.POST('/api/assignments/{id}/grades/import/check', { params: { path: { id } }, body: { rows } }),
      ),
  });

/** POST /api/assignments/{id}/grades/import/apply: the valid rows written. */
export const useGradeImportApply = (id: number) =>
  useAssignmentMutation((rows: GradeImportEntry[]) =>
    data<GradeImportResult>(
      api.POST('/api/assignments/{id}/grades/import/apply', { params: { path: { id } }, body: { rows } }),
    ),
  );

/** A whole class's hand-ins may be large: their zip is given up to 10 minutes. */
const HAND_INS_ZIP_TIMEOUT_MS = 10 * 60_000;

/** GET /api/assignments/{id}/hand-ins.zip: every student's latest version, saved as a file. */
export const downloadHandIns = (id: number): Promise<void> =>
  downloadFile(
    apiPath('/api/assignments/{id}/hand-ins.zip', { id }),
    'application/zip',
    `hand-ins-${id}.zip`,
    HAND_INS_ZIP_TIMEOUT_MS,
  );
