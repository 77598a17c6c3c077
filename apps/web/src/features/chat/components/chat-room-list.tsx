import { Badge, Button, NavLink, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ChatRoom, ChatRoomKind } from '@netclass/shared';
import { IconBook, IconLock, IconMessageQuestion, IconUsersGroup } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { unreadLabel } from '../api/chat-rooms';

/** A room's name as its reader sees it: a question names its student for teachers, its course for the student. */
export function roomTitle(room: ChatRoom, t: TFunction, viewerId: number | null): string {
  if (room.kind === 'class') return t('chat.rooms.class');
  if (room.kind === 'course') return room.course_name ?? '';
  if (room.student_id === viewerId) return t('chat.rooms.questionMine', { course: room.course_name });
  return t('chat.rooms.questionFrom', { student: room.student_name, course: room.course_name });
}

const ICONS: Record<ChatRoomKind, typeof IconBook> = { class: IconUsersGroup, course: IconBook, question: IconLock };
const SECTIONS: ChatRoomKind[] = ['class', 'course', 'question'];

interface ChatRoomListProps {
  rooms: ChatRoom[];
  shownId: number | null;
  viewerId: number | null;
  /** Shown to students with a course: opens the private question form. */
  onAsk?: () => void;
}

/** The reader's rooms in three groups, each a link (`?room=<id>`) with its unread badge (99+ past the cap). */
export function ChatRoomList({ rooms, shownId, viewerId, onAsk }: ChatRoomListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} component="nav" aria-label={t('chat.rooms.label')}>
      {SECTIONS.map((kind) => {
        const inSection = rooms.filter((room) => room.kind === kind);
        if (kind !== 'class' && inSection.length === 0 && !(kind === 'question' && onAsk)) return null;
        const Icon = ICONS[kind];
        return (
          <Fragment key={kind}>
            {kind !== 'class' && (
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="sm" px="sm">
                {t(`chat.rooms.sections.${kind}`)}
              </Text>
            )}
            {inSection.map((room) => {
              const title = roomTitle(room, t, viewerId);
              const badge = unreadLabel(room.unread);
              return (
                <NavLink
                  key={room.id}
                  component={Link}
                  to={`?room=${room.id}`}
                  active={room.id === shownId}
                  aria-current={room.id === shownId ? 'page' : undefined}
                  label={
                    <>
                      {title}
                      {/* The link's name says the count (the badge is only its picture): "Mạng máy tính (3 tin chưa đọc)". */}
                      {badge && (
                        <VisuallyHidden>{` (${t('chat.rooms.unread', { count: room.unread })})`}</VisuallyHidden>
                      )}
                    </>
                  }
                  leftSection={<Icon size={18} aria-hidden />}
                  rightSection={
                    badge && (
                      <Badge size="sm" circle={badge.length < 3} color="red" aria-hidden>
                        {badge}
                      </Badge>
                    )
                  }
                />
              );
            })}
            {kind === 'question' && onAsk && (
              <Button
                variant="light"
                size="compact-sm"
                mx="sm"
                mt={4}
                leftSection={<IconMessageQuestion size={16} />}
                onClick={onAsk}
              >
                {t('chat.ask.open')}
              </Button>
            )}
          </Fragment>
        );
      })}
    </Stack>
  );
}
