import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Category,
  CategoryCoursesResponse,
  CategoryListResponse,
  Course,
  CourseLessonsResponse,
  CreateCategoryInput,
  LessonDetail,
  LessonSummary,
  UserListResponse,
} from '@netclass/shared';
import { PAGE_LIMITS } from '@netclass/shared';
import { api, data, type RequestBody } from '../../../lib/api-client';

/** Query keys of this feature; other features' socket hooks invalidate by these prefixes. */
export const contentKeys = {
  categories: ['categories'] as const,
  categoryCourses: (categoryId: number) => ['category-courses', categoryId] as const,
  allCategoryCourses: ['category-courses'] as const,
  courseLessons: (courseId: number) => ['course-lessons', courseId] as const,
  allCourseLessons: ['course-lessons'] as const,
  lesson: (lessonId: number) => ['lesson', lessonId] as const,
  teachers: ['teachers'] as const,
};

/** GET /api/categories: every term, by id ascending (docs/product/screens-and-roles.md#study), and whether the user manages terms. */
export const categoriesQueryOptions = queryOptions({
  queryKey: contentKeys.categories,
  queryFn: ({ signal }) => data<CategoryListResponse>(api.GET('/api/categories', { signal })),
  select: (data) => ({ ...data, categories: [...data.categories].sort((a, b) => a.id - b.id) }),
});

/** GET /api/courses/category/{id}: the term itself (title) and its courses. */
export const categoryCoursesQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: contentKeys.categoryCourses(categoryId),
    queryFn: ({ signal }) =>
      data<CategoryCoursesResponse>(
        api.GET('/api/courses/category/{categoryId}', { params: { path: { categoryId } }, signal }),
      ),
  });

/** GET /api/lessons/{courseId}: lessons by order number (then id). */
export const courseLessonsQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: contentKeys.courseLessons(courseId),
    queryFn: ({ signal }) =>
      data<CourseLessonsResponse>(api.GET('/api/lessons/{courseId}', { params: { path: { courseId } }, signal })),
    select: (data) => ({ ...data, lessons: sortLessons(data.lessons) }),
  });

/** GET /api/lessons/details/{lessonId}. */
export const lessonQueryOptions = (lessonId: number) =>
  queryOptions({
    queryKey: contentKeys.lesson(lessonId),
    queryFn: async ({ signal }) =>
      (
        await data<{ lesson: LessonDetail }>(
          api.GET('/api/lessons/details/{lessonId}', { params: { path: { lessonId } }, signal }),
        )
      ).lesson,
  });

/**
 * Teachers a course may be given (docs/product/screens-and-roles.md#roles filters every user by role; the server does it
 * now, one page of the largest size, by name). A teacher may only name themselves, so they
 * see only themselves.
 */
export const teachersQueryOptions = queryOptions({
  queryKey: contentKeys.teachers,
  queryFn: async ({ signal }) =>
    (
      await data<UserListResponse>(
        api.GET('/api/admin/all', {
          params: { query: { role: 'teacher', sort: 'name', limit: PAGE_LIMITS.max } },
          signal,
        }),
      )
    ).users,
  select: (users) => [...users].sort((a, b) => a.name.localeCompare(b.name, 'vi') || a.id - b.id),
});

export function sortLessons<T extends Pick<LessonSummary, 'order_num' | 'id'>>(lessons: T[]): T[] {
  return [...lessons].sort((a, b) => a.order_num - b.order_num || a.id - b.id);
}

/** A mutation that refreshes the content lists once it settles. */
function useContentMutation<TInput, TResult>(
  request: (input: TInput) => Promise<TResult>,
  keys: readonly (readonly unknown[])[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** POST /api/categories {name, description}. */
export function useCreateCategory() {
  return useContentMutation(
    async (input: CreateCategoryInput) =>
      (await data<{ category: Category }>(api.POST('/api/categories', { body: input }))).category,
    [contentKeys.categories],
  );
}

/** PATCH /api/categories/{id}: a term's new name and description. */
export function useUpdateCategory() {
  return useContentMutation(
    async ({ id, body }: { id: number; body: RequestBody<'/api/categories/{id}', 'patch'> }) =>
      (await data<{ category: Category }>(api.PATCH('/api/categories/{id}', { params: { path: { id } }, body })))
        .category,
    [contentKeys.categories, contentKeys.allCategoryCourses],
  );
}

/** DELETE /api/categories/{id}: refused (409) while the term has courses. */
export function useDeleteCategory() {
  return useContentMutation(
    (id: number) => data(api.DELETE('/api/categories/{id}', { params: { path: { id } } })),
    [contentKeys.categories],
  );
}

/** POST /api/courses with the entered id. */
export function useCreateCourse() {
  return useContentMutation(
    async (input: RequestBody<'/api/courses', 'post'>) =>
      (await data<{ course: Course }>(api.POST('/api/courses', { body: input }))).course,
    [contentKeys.categories, contentKeys.allCategoryCourses],
  );
}

/** PATCH /api/courses/{id}: a course's new name, description and dates (its id, teacher and term stay). */
export function useUpdateCourse() {
  return useContentMutation(
    async ({ id, body }: { id: number; body: RequestBody<'/api/courses/{id}', 'patch'> }) =>
      (await data<{ course: Course }>(api.PATCH('/api/courses/{id}', { params: { path: { id } }, body }))).course,
    [contentKeys.allCategoryCourses, ['lesson']],
  );
}

/** DELETE /api/courses/{id}: refused (409) while the course has lessons. */
export function useDeleteCourse() {
  return useContentMutation(
    (id: number) => data(api.DELETE('/api/courses/{id}', { params: { path: { id } } })),
    [contentKeys.categories, contentKeys.allCategoryCourses],
  );
}

/** POST /api/lessons; answers 'Tạo bài học thành công!' and the lesson. */
export function useCreateLesson() {
  return useContentMutation(
    (input: RequestBody<'/api/lessons', 'post'>) =>
      data<{ message: string; lesson: LessonSummary }>(api.POST('/api/lessons', { body: input })),
    [contentKeys.allCourseLessons, contentKeys.allCategoryCourses],
  );
}

/** PATCH /api/lessons/{id}: title, content, order; a new course_id moves it (docs/decisions/020). */
export function useUpdateLesson() {
  return useContentMutation(
    async ({ id, body }: { id: number; body: RequestBody<'/api/lessons/{id}', 'patch'> }) =>
      (await data<{ lesson: LessonSummary }>(api.PATCH('/api/lessons/{id}', { params: { path: { id } }, body })))
        .lesson,
    [contentKeys.allCourseLessons, contentKeys.allCategoryCourses, ['lesson']],
  );
}

/** DELETE /api/lessons/{id}: refused (409) while the lesson has materials. */
export function useDeleteLesson() {
  return useContentMutation(
    (id: number) => data(api.DELETE('/api/lessons/{id}', { params: { path: { id } } })),
    [contentKeys.allCourseLessons, contentKeys.allCategoryCourses],
  );
}
