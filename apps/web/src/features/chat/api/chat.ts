import {
  infiniteQueryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { ChatHistoryResponse, ChatMessage, ChatMessageResponse } from '@netclass/shared';
import { ApiError, api, data } from '../../../lib/api-client';

/**
 * Which room a history or composer is for: the class chat (its own routes, docs/product/api.md#calls
 * `/api/messages`) or another room by id (docs/decisions/025).
 */
export type ChatTarget = 'class' | number;

export const chatKeys = {
  all: ['chat'] as const,
  history: (target: ChatTarget) => ['chat', 'history', target] as const,
  rooms: ['chat', 'rooms'] as const,
};

type Cursor = number | undefined;
type History = InfiniteData<ChatHistoryResponse, Cursor>;

function fetchHistory(target: ChatTarget, before: Cursor, signal: AbortSignal): Promise<ChatHistoryResponse> {
  const query = before === undefined ? {} : { before };
  if (target === 'class') return data<ChatHistoryResponse>(api.GET('/api/messages', { params: { query }, signal }));
  return data<ChatHistoryResponse>(
    api.GET('/api/chat/rooms/{roomId}/messages', { params: { path: { roomId: target }, query }, signal }),
  );
}

/**
 * A room's history: the newest page first; each further page is the one before the oldest
 * message loaded (`before` = its id). Pages come oldest to newest within themselves.
 */
export const chatHistoryQueryOptions = (target: ChatTarget) =>
  infiniteQueryOptions<ChatHistoryResponse, Error, History, ReturnType<typeof chatKeys.history>, Cursor>({
    queryKey: chatKeys.history(target),
    queryFn: ({ pageParam, signal }) => fetchHistory(target, pageParam, signal),
    initialPageParam: undefined,
    getNextPageParam: (lastPage, pages) => (lastPage.has_more ? oldestId(pages) : undefined),
    // Live events keep the shown room current; after a reconnect the screen reloads it. A room
    // not shown hears nothing, so its pages are dropped at once and loaded anew when shown again.
    staleTime: Infinity,
    gcTime: 0,
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

/** Adds a message to the newest page, unless it is already loaded (POST answer and the live event bring the same one). */
export function addMessageToCache(queryClient: QueryClient, target: ChatTarget, message: ChatMessage): void {
  queryClient.setQueryData<History>(chatKeys.history(target), (data) => {
    if (!data || data.pages.length === 0) return data;
    if (data.pages.some((page) => page.messages.some((item) => item.id === message.id))) return data;
    const [newest, ...older] = data.pages;
    return { ...data, pages: [{ ...newest!, messages: [...newest!.messages, message] }, ...older] };
  });
}

export function removeMessageFromCache(queryClient: QueryClient, target: ChatTarget, id: number): void {
  queryClient.setQueryData<History>(chatKeys.history(target), (data) => {
    if (!data || !data.pages.some((page) => page.messages.some((item) => item.id === id))) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({ ...page, messages: page.messages.filter((item) => item.id !== id) })),
    };
  });
}

function postMessage(target: ChatTarget, content: string): Promise<ChatMessageResponse> {
  if (target === 'class') return data<ChatMessageResponse>(api.POST('/api/messages', { body: { content } }));
  return data<ChatMessageResponse>(
    api.POST('/api/chat/rooms/{roomId}/messages', { params: { path: { roomId: target } }, body: { content } }),
  );
}

/** Sends to the class chat (POST /api/messages) or another room. */
export function useSendMessage(target: ChatTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => postMessage(target, content),
    onSuccess: ({ chat_message }) => addMessageToCache(queryClient, target, chat_message),
  });
}

/** DELETE /api/messages/{id}, whichever room the message is in. */
export function useDeleteMessage(target: ChatTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => data(api.DELETE('/api/messages/{id}', { params: { path: { id } } })),
    onSuccess: (_answer, id) => removeMessageFromCache(queryClient, target, id),
    // Someone else deleted it first: it is gone all the same.
    onError: (error, id) => {
      if (error instanceof ApiError && error.status === 404) removeMessageFromCache(queryClient, target, id);
    },
  });
}
