import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { DEADLINE_LIST_LIMIT, type ToDoResponse, type ToGradeResponse } from '@netclass/shared';
import { api, data } from '../../../lib/api-client';
import { assignmentKeys } from './assignments';

/** Under `assignmentKeys.all`: a hand-in, a grade or an edit refreshes them. */
export const deadlineListKeys = {
  toDo: (page: number) => [...assignmentKeys.all, 'to-do', page] as const,
  toGrade: (page: number) => [...assignmentKeys.all, 'to-grade', page] as const,
};

/** GET /api/deadlines/to-do: a page of the student's assignments to hand in. */
export const toDoQueryOptions = (page: number) =>
  queryOptions({
    queryKey: deadlineListKeys.toDo(page),
    queryFn: ({ signal }) =>
      data<ToDoResponse>(
        api.GET('/api/deadlines/to-do', { params: { query: { page, limit: DEADLINE_LIST_LIMIT } }, signal }),
      ),
    placeholderData: keepPreviousData,
  });

/** GET /api/deadlines/to-grade: a page of the teacher's assignments with hand-ins to grade. */
export const toGradeQueryOptions = (page: number) =>
  queryOptions({
    queryKey: deadlineListKeys.toGrade(page),
    queryFn: ({ signal }) =>
      data<ToGradeResponse>(
        api.GET('/api/deadlines/to-grade', { params: { query: { page, limit: DEADLINE_LIST_LIMIT } }, signal }),
      ),
    placeholderData: keepPreviousData,
  });
