import { infiniteQueryOptions, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { ChatHistoryResponse, ChatMessage, ChatMessageResponse } from '@netclass/shared';
import { ApiError, api, data } from '../../../lib/api-client';

export const chatKeys = {
  history: ['chat', 'history'] as const,
};

type Cursor = number | undefined;
type History = InfiniteData<ChatHistoryResponse, Cursor>;

/**
 * GET /api/messages: the newest page first; each further page is the one before the oldest
 * message loaded (`before` = its id). Pages come oldest to newest within themselves.
 */
export const chatHistoryQueryOptions = () =>
  infiniteQueryOptions<ChatHistoryResponse, Error, History, typeof chatKeys.history, Cursor>({
    queryKey: chatKeys.history,
    queryFn: ({ pageParam, signal }) =>
      data<ChatHistoryResponse>(api.GET('/api/messages', { params: { query: pageParam === undefined ? {} : { before: pageParam } }, signal })),
    initialPageParam: undefined,
    getNextPageParam: (lastPage, pages) => (lastPage.has_more ? oldestId(pages) : undefined),
    // Live events keep it current; after a reconnect the screen reloads it.
    staleTime: Infinity,
  });

/** The cursor of the next older page: the oldest message loaded (live deletes may have emptied a page). */
function oldestId(pages: ChatHistoryResponse[]): number | undefined {
  let oldest: number | undefined;
  for (const page of pages) for (const { id } of page.messages) if (oldest === undefined || id < oldest) oldest = id;
  return oldest;
}

/** Every loaded message, oldest to newest, each id once (pages may overlap after a refetch). */
export function flattenHistory(data: History | undefined): ChatMessage[] {
  if (!data) return [];
  const byId = new Map<number, ChatMessage>();
  for (const page of data.pages) for (const message of page.messages) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Adds a message to the newest page, unless it is already loaded (POST answer and `newMessage` bring the same one). */
export function addMessageToCache(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<History>(chatKeys.history, (data) => {
    if (!data || data.pages.length === 0) return data;
    if (data.pages.some((page) => page.messages.some((item) => item.id === message.id))) return data;
    const [newest, ...older] = data.pages;
    return { ...data, pages: [{ ...newest!, messages: [...newest!.messages, message] }, ...older] };
  });
}

export function removeMessageFromCache(queryClient: QueryClient, id: number): void {
  queryClient.setQueryData<History>(chatKeys.history, (data) => {
    if (!data || !data.pages.some((page) => page.messages.some((item) => item.id === id))) return data;
    return { ...data, pages: data.pages.map((page) => ({ ...page, messages: page.messages.filter((item) => item.id !== id) })) };
  });
}

/** POST /api/messages. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => data<ChatMessageResponse>(api.POST('/api/messages', { body: { content } })),
    onSuccess: ({ chat_message }) => addMessageToCache(queryClient, chat_message),
  });
}

/** DELETE /api/messages/{id}. */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => data(api.DELETE('/api/messages/{id}', { params: { path: { id } } })),
    onSuccess: (_answer, id) => removeMessageFromCache(queryClient, id),
    // Someone else deleted it first: it is gone all the same.
    onError: (error, id) => {
      if (error instanceof ApiError && error.status === 404) removeMessageFromCache(queryClient, id);
    },
  });
}
