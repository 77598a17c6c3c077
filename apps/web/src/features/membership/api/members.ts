import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddMembersResponse,
  CourseAccess,
  CourseAccessRequest,
  CourseMemberRole,
  JoinCodeResponse,
  JoinCourseRequest,
  JoinCourseResponse,
  MemberListQuery,
  MemberListResponse,
  RosterEntry,
  RosterResult,
  RosterSheetResponse,
  UserListResponse,
} from '@netclass/shared';
import { api, data, withTimeout } from '../../../lib/api-client';

export type MemberParams = Pick<MemberListQuery, 'page' | 'sort' | 'order'> & {
  q: string;
  role: CourseMemberRole | null;
};

/** Every page of a course's members: a change refetches the one on screen. */
export const memberKeys = {
  course: (courseId: number) => ['course-members', courseId] as const,
  page: (courseId: number, params: MemberParams) => ['course-members', courseId, params] as const,
};

/** GET /api/courses/{courseId}/members: one page, filtered and sorted by the server. */
export const membersQueryOptions = (courseId: number, params: MemberParams) =>
  queryOptions({
    queryKey: memberKeys.page(courseId, params),
    queryFn: ({ signal }) =>
      data<MemberListResponse>(
        api.GET('/api/courses/{courseId}/members', {
          params: {
            path: { courseId },
            query: {
              page: params.page,
              sort: params.sort,
              order: params.order,
              ...(params.q ? { q: params.q } : {}),
              ...(params.role ? { role: params.role } : {}),
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** Accounts of `role` (students, teachers) whose id or name contains `q`, for the add-members pickers (GET /api/admin/all). */
export const accountSearchQueryOptions = (q: string, role: CourseMemberRole) =>
  queryOptions({
    queryKey: ['account-search', role, q] as const,
    queryFn: ({ signal }) =>
      data<UserListResponse>(
        api.GET('/api/admin/all', { params: { query: { q, role, sort: 'name', limit: 20 } }, signal }),
      ),
    enabled: q.length > 0,
    staleTime: 30_000,
  });

function useMembersMutation<TInput, TResult>(courseId: number, request: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.course(courseId) }),
  });
}

/** POST /api/courses/{courseId}/members: existing student accounts join as students, teacher accounts as teachers. */
export const useAddMembers = (courseId: number, role: CourseMemberRole) =>
  useMembersMutation(courseId, (userIds: number[]) =>
    data<AddMembersResponse>(
      api.POST('/api/courses/{courseId}/members', {
        params: { path: { courseId } },
        body: { user_ids: userIds, role },
      }),
    ),
  );

/** PUT /api/courses/{courseId}/access: open to every student, or to the members only (the member page shows which). */
export const useSetCourseAccess = (courseId: number) =>
  useMembersMutation(courseId, (access: CourseAccess) =>
    data<CourseAccessRequest>(
      api.PUT('/api/courses/{courseId}/access', { params: { path: { courseId } }, body: { access } }),
    ),
  );

/** DELETE /api/courses/{courseId}/members/{userId}. */
export const useRemoveMember = (courseId: number) =>
  useMembersMutation(courseId, (userId: number) =>
    data(api.DELETE('/api/courses/{courseId}/members/{userId}', { params: { path: { courseId, userId } } })),
  );

/** A 5 MB file on a slow link, or 5,000 rows to check and write. */
const ROSTER_TIMEOUT_MS = 60_000;

/** POST /api/courses/{courseId}/roster/read: the file's first sheet as rows of cell texts (row i = line i + 1). */
export async function readRosterFile(courseId: number, file: File): Promise<string[][]> {
  const sheet = await data<RosterSheetResponse>(
    api.POST('/api/courses/{courseId}/roster/read', {
      ...withTimeout(ROSTER_TIMEOUT_MS),
      params: { path: { courseId } },
      // The raw file, which the route reads itself (the document lists no JSON body).
      body: file as never,
      bodySerializer: (body: unknown) => body as File,
      headers: { 'content-type': file.type || 'application/octet-stream' },
    }),
  );
  return sheet.rows;
}

/** POST …/roster/check: what importing `students` would do; writes nothing. */
export const useRosterCheck = (courseId: number) =>
  useMutation({
    mutationFn: (students: RosterEntry[]) =>
      data<RosterResult>(
        api.POST('/api/courses/{courseId}/roster/check', {
          ...withTimeout(ROSTER_TIMEOUT_MS),
          params: { path: { courseId } },
          body: { students },
        }),
      ),
  });

/** POST …/roster/apply: creates the missing accounts and enrols everyone (the member list is fetched again). */
export const useRosterApply = (courseId: number) =>
  useMembersMutation(courseId, (students: RosterEntry[]) =>
    data<RosterResult>(
      api.POST('/api/courses/{courseId}/roster/apply', {
        ...withTimeout(ROSTER_TIMEOUT_MS),
        params: { path: { courseId } },
        body: { students },
      }),
    ),
  );

/** The class code of a course (its teacher, admins). */
export const joinCodeKey = (courseId: number) => ['join-code', courseId] as const;

/** GET /api/courses/{courseId}/join-code: the code, or null while it is off. */
export const joinCodeQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: joinCodeKey(courseId),
    queryFn: async ({ signal }) =>
      (
        await data<JoinCodeResponse>(
          api.GET('/api/courses/{courseId}/join-code', { params: { path: { courseId } }, signal }),
        )
      ).code,
  });

/** PUT (a new code) or DELETE (off) /api/courses/{courseId}/join-code. */
export function useChangeJoinCode(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: 'renew' | 'off') => {
      const params = { params: { path: { courseId } } };
      const answer =
        change === 'renew'
          ? api.PUT('/api/courses/{courseId}/join-code', params)
          : api.DELETE('/api/courses/{courseId}/join-code', params);
      return (await data<JoinCodeResponse>(answer)).code;
    },
    onSuccess: (code) => queryClient.setQueryData(joinCodeKey(courseId), code),
  });
}

/** POST /api/courses/join: the signed-in student joins the course of `code`. */
export const useJoinCourse = () =>
  useMutation({
    mutationFn: (input: JoinCourseRequest) => data<JoinCourseResponse>(api.POST('/api/courses/join', { body: input })),
  });
