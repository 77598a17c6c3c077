import { Alert, Box, Button, Card, Center, Loader, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconMessages } from '@tabler/icons-react';
import { useDebouncedCallback } from '@mantine/hooks';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ChatRoom as ChatRoomSummary } from '@netclass/shared';
import { useTranslation } from 'react-i18next';
import { chatErrorMessage } from '../api/chat-errors';
import { chatHistoryQueryOptions, flattenHistory } from '../api/chat';
import { setUnread, useMarkRead } from '../api/chat-rooms';
import { useLiveChat } from '../hooks/use-live-chat';
import { ChatComposer } from './chat-composer';
import { ChatMessageItem } from './chat-message-item';

/** Within this many pixels of an edge counts as being there. */
const BOTTOM_SLACK = 48;
const TOP_LOAD_ZONE = 120;

interface ChatRoomProps {
  currentUserId: number | null;
  /** The room from the room list (its read marker moves as messages show); the class chat when absent. */
  room?: ChatRoomSummary;
  /** The message list's accessible name; the class chat's by default. */
  label?: string;
}

/**
 * One chat room (docs/product/screens-and-roles.md#chat): history with older pages loaded on scrolling up, live
 * messages, the send form. `currentUserId` tells the reader's own messages (null until the
 * profile has loaded). The newest message shown is marked read.
 */
export function ChatRoom({ currentUserId, room, label }: ChatRoomProps) {
  const { t } = useTranslation();
  const target = !room || room.kind === 'class' ? 'class' : room.id;
  const history = useInfiniteQuery(chatHistoryQueryOptions(target));
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = history;
  const messages = useMemo(() => flattenHistory(history.data), [history.data]);
  useLiveChat(target);
  useMarkShownAsRead(room?.id, messages.at(-1)?.id);

  const viewport = useRef<HTMLDivElement>(null);
  /** Whether the reader is at the newest message; the ref for effects, the state for the view. */
  const atBottomRef = useRef(true);
  const [atBottom, setAtBottom] = useState(true);
  /** The newest message the reader has scrolled down to. */
  const [seenUpTo, setSeenUpTo] = useState<number>();
  /** Scroll height and position before an older page was asked for, to keep the view still. */
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const shown = useRef<{ first?: number; last?: number }>({});

  const first = messages[0]?.id;
  const last = messages.at(-1)?.id;
  const newest = messages.at(-1);
  const ownNewest = newest !== undefined && newest.sender_id !== null && newest.sender_id === currentUserId;
  const unseen = !atBottom && !ownNewest && last !== undefined && seenUpTo !== undefined && last > seenUpTo;

  /** Moves the view to the newest message (the scroll event that follows updates the state). */
  const scrollToBottom = useCallback(() => {
    const element = viewport.current;
    if (element) element.scrollTop = element.scrollHeight;
    atBottomRef.current = true;
  }, []);

  const jumpToNewest = () => {
    scrollToBottom();
    setAtBottom(true);
    setSeenUpTo(last);
  };

  const loadOlder = useCallback(() => {
    const element = viewport.current;
    if (!hasNextPage || isFetchingNextPage) return;
    anchor.current = element ? { height: element.scrollHeight, top: element.scrollTop } : null;
    // Not again while a page is on its way (scroll events come faster than renders).
    void fetchNextPage({ cancelRefetch: false });
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  const onScroll = () => {
    const element = viewport.current;
    if (!element) return;
    const bottom = element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_SLACK;
    atBottomRef.current = bottom;
    setAtBottom(bottom);
    if (bottom) setSeenUpTo(last);
    if (element.scrollTop <= TOP_LOAD_ZONE) loadOlder();
  };

  useLayoutEffect(() => {
    const element = viewport.current;
    const before = shown.current;
    shown.current = { first, last };
    if (!element) return;
    if (anchor.current && !isFetchingNextPage) {
      // An older page went on top: keep the messages the reader looks at where they were.
      if (first !== before.first)
        element.scrollTop = anchor.current.top + (element.scrollHeight - anchor.current.height);
      anchor.current = null;
    }
    if (before.last === undefined) {
      // First page shown: start at the newest message.
      if (last !== undefined) scrollToBottom();
    } else if (last !== undefined && last > before.last && (ownNewest || atBottomRef.current)) {
      // A new message: follow it when the reader was at the bottom, or sent it.
      scrollToBottom();
    }
    // A first page too short to scroll cannot be scrolled up: load the older one at once.
    if (element.clientHeight > 0 && element.scrollHeight <= element.clientHeight && hasNextPage && !isFetchingNextPage)
      loadOlder();
  }, [first, last, ownNewest, hasNextPage, isFetchingNextPage, loadOlder, scrollToBottom]);

  return (
    <Card withBorder radius="md" padding={0}>
      <Box pos="relative">
        <div
          ref={viewport}
          onScroll={onScroll}
          role="log"
          aria-label={label ?? t('chat.listLabel')}
          aria-busy={history.isPending || isFetchingNextPage}
          style={{ height: 'max(320px, calc(100dvh - 380px))', overflowY: 'auto', overscrollBehavior: 'contain' }}
        >
          <Stack gap="sm" p="md" mih="100%">
            {history.error && !history.data ? (
              <Alert color="red" variant="light" role="alert">
                {chatErrorMessage(history.error, t, t('chat.loadFailed'))}
              </Alert>
            ) : history.isPending ? (
              <Loader size="sm" mx="auto" my="xl" />
            ) : (
              <>
                <Center>
                  {hasNextPage ? (
                    <Button variant="subtle" size="compact-sm" onClick={loadOlder} loading={isFetchingNextPage}>
                      {t('chat.loadOlder')}
                    </Button>
                  ) : (
                    messages.length > 0 && (
                      <Text size="xs" c="dimmed">
                        {t('chat.beginning')}
                      </Text>
                    )
                  )}
                </Center>
                {history.isFetchNextPageError && (
                  <Alert color="red" variant="light" role="alert">
                    {chatErrorMessage(history.error, t, t('chat.loadFailed'))}
                  </Alert>
                )}
                {messages.length === 0 ? (
                  <Stack align="center" gap={4} my="xl" c="dimmed">
                    <IconMessages size={36} aria-hidden />
                    <Text c="dimmed">{t('chat.empty')}</Text>
                  </Stack>
                ) : (
                  messages.map((message) => (
                    <ChatMessageItem
                      key={message.id}
                      target={target}
                      message={message}
                      own={message.sender_id !== null && message.sender_id === currentUserId}
                    />
                  ))
                )}
              </>
            )}
          </Stack>
        </div>
        {unseen && (
          <Button
            size="compact-sm"
            radius="xl"
            leftSection={<IconArrowDown size={14} />}
            onClick={jumpToNewest}
            pos="absolute"
            left="50%"
            bottom={12}
            style={{ transform: 'translateX(-50%)' }}
          >
            {t('chat.newMessages')}
          </Button>
        )}
      </Box>
      <Box p="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <ChatComposer target={target} onSent={scrollToBottom} />
      </Box>
    </Card>
  );
}

/** How a room's read marker goes to the server: half a second after the last message shown, at least every 5 s while messages keep coming. */
const READ_MARKER_PACE = { delay: 500, maxWait: 5_000, flushOnUnmount: true };

/**
 * Moves the room's read marker to the newest message shown: its unread badge clears at once,
 * and the server hears of it paced (a busy room sends a marker every few seconds, not one per
 * message; leaving the room or the page sends the last one).
 */
function useMarkShownAsRead(roomId: number | undefined, newestId: number | undefined): void {
  const queryClient = useQueryClient();
  const { mutate } = useMarkRead();
  const send = useDebouncedCallback(
    (target: { roomId: number; lastReadId: number }) => mutate(target),
    READ_MARKER_PACE,
  );
  const marked = useRef<string>(undefined);
  useEffect(() => {
    if (roomId === undefined || newestId === undefined) return;
    const key = `${roomId}:${newestId}`;
    if (marked.current === key) return;
    marked.current = key;
    setUnread(queryClient, roomId, () => 0);
    send({ roomId, lastReadId: newestId });
  }, [roomId, newestId, send, queryClient]);
  // Another room: the marker still pending for this one goes first.
  useEffect(() => () => send.flush(), [roomId, send]);
}
