import {
  infiniteQueryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { AnnouncementListResponse, ClassAnnouncement } from '@netclass/shared';
import { api, data } from '../../../lib/api-client';
import { refetchBeforeExpiry } from '../../../lib/link-refresh';
import { saveAnnouncement, type SaveAnnouncementInput } from './save-announcement';

export type AnnouncementPages = InfiniteData<AnnouncementListResponse, number | null>;
export const announcementsKey = ['announcements'] as const;
const PAGE_SIZE = 20;

/** The expiry of every attachment link in the loaded pages. */
const linkExpiries = (data: AnnouncementPages | undefined): string[] =>
  (data?.pages ?? [])
    .flatMap((page) => page.announcements)
    .flatMap((announcement) => (announcement.attachment ? [announcement.attachment.url_expires_at] : []));

/** How long a list just read counts as current when a screen opens it. */
const JUST_READ_MS = 10_000;

/** GET /api/announcements: newest first, 20 a page, older pages with `before`. */
export const announcementPagesQueryOptions = infiniteQueryOptions({
  queryKey: announcementsKey,
  queryFn: ({ pageParam, signal }) => {
    const query = { limit: PAGE_SIZE, ...(pageParam !== null ? { before: pageParam } : {}) };
    return data<AnnouncementListResponse>(api.GET('/api/announcements', { params: { query }, signal }));
  },
  initialPageParam: null as number | null,
  getNextPageParam: (last) => last.next_cursor,
  // Events keep an open list current; one opened again is checked again, unless it was read a
  // moment ago (the dashboard's page data, docs/decisions/033, is not asked again as the panel mounts).
  staleTime: JUST_READ_MS,
  refetchInterval: (query) => refetchBeforeExpiry(linkExpiries(query.state.data)),
});

/** The course page's list of one course's announcements. */
export const courseAnnouncementsKey = (courseId: number) => [...announcementsKey, 'course', courseId] as const;

/** GET /api/courses/{courseId}/announcements: that course's, newest first, 20 a page. */
export const courseAnnouncementPagesQueryOptions = (courseId: number) =>
  infiniteQueryOptions({
    queryKey: courseAnnouncementsKey(courseId),
    queryFn: ({ pageParam, signal }) => {
      const query = { limit: PAGE_SIZE, ...(pageParam !== null ? { before: pageParam } : {}) };
      return data<AnnouncementListResponse>(
        api.GET('/api/courses/{courseId}/announcements', { params: { path: { courseId }, query }, signal }),
      );
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_cursor,
    staleTime: 0,
    refetchInterval: (query) => refetchBeforeExpiry(linkExpiries(query.state.data)),
  });

/** A new or edited announcement goes to the top (docs/product/rules.md#states-and-flows), once. */
export function putAnnouncementOnTop(queryClient: QueryClient, announcement: ClassAnnouncement): void {
  queryClient.setQueryData<AnnouncementPages>(announcementsKey, (data) => {
    if (!data?.pages.length) return data;
    const pages = data.pages.map((page) => ({
      ...page,
      announcements: page.announcements.filter((item) => item.id !== announcement.id),
    }));
    const [first, ...rest] = pages;
    return { ...data, pages: [{ ...first!, announcements: [announcement, ...first!.announcements] }, ...rest] };
  });
}

export function removeAnnouncement(queryClient: QueryClient, id: number): void {
  queryClient.setQueryData<AnnouncementPages>(
    announcementsKey,
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          announcements: page.announcements.filter((item) => item.id !== id),
        })),
      },
  );
}

/** POST /api/announcements or PUT /api/announcements/{id}, with upload progress when a file goes along. */
export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveAnnouncementInput) => saveAnnouncement(input),
    onSuccess: (announcement) => putAnnouncementOnTop(queryClient, announcement),
  });
}

/** DELETE /api/announcements/{id}: the attachment goes too. */
export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => data(api.DELETE('/api/announcements/{id}', { params: { path: { id } } })),
    onSuccess: (_answer, id) => removeAnnouncement(queryClient, id),
  });
}
