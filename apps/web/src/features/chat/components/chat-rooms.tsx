import { Alert, Anchor, Card, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { parseId } from '@netclass/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { useWiderThan } from '../../../lib/use-wider-than';
import { chatRoomsQueryOptions } from '../api/chat-rooms';
import { AskQuestionModal } from './ask-question-modal';
import { ChatRoom } from './chat-room';
import { ChatRoomList, roomTitle } from './chat-room-list';
import { ChatRoomSockets } from './chat-room-sockets';

/**
 * The chat screen (docs/decisions/025): the reader's rooms with unread badges and the shown
 * room (`?room=<id>`). On a laptop side by side, the class chat shown by default; on a phone
 * the list first, then the room with a way back. Students start private questions here.
 */
export function ChatRooms({ currentUserId, isStudent }: { currentUserId: number | null; isStudent: boolean }) {
  const { t } = useTranslation();
  const wide = useWiderThan('md');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const list = useQuery(chatRoomsQueryOptions());
  const rooms = list.data?.rooms ?? [];
  const chosen = rooms.find((room) => room.id === parseId(params.get('room')));
  const shown = chosen ?? (wide ? rooms[0] : undefined);
  const courses = rooms
    .filter((room) => room.kind === 'course')
    .map((room) => ({ id: room.course_id!, name: room.course_name ?? '' }));

  if (list.isPending) return <Loader size="sm" mx="auto" my="xl" />;
  if (list.error)
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(list.error, t, t('chat.rooms.loadFailed'))}
      </Alert>
    );

  const roomList = (
    <Card withBorder radius="md" padding="xs">
      <ChatRoomList
        rooms={rooms}
        shownId={shown?.id ?? null}
        viewerId={currentUserId}
        onAsk={isStudent && courses.length > 0 ? () => setAsking(true) : undefined}
      />
    </Card>
  );
  const title = shown && roomTitle(shown, t, currentUserId);
  const room = shown && (
    <Stack gap="xs">
      {!wide && (
        <Anchor component={Link} to="?" size="sm">
          <IconArrowLeft size={14} aria-hidden /> {t('chat.rooms.back')}
        </Anchor>
      )}
      <Title order={2} size="h4">
        {title}
      </Title>
      {shown.kind === 'question' && (
        <Text size="sm" c="dimmed">
          {t('chat.rooms.questionPrivate')}
        </Text>
      )}
      <ChatRoom
        key={shown.id}
        room={shown}
        currentUserId={currentUserId}
        label={shown.kind === 'class' ? undefined : t('chat.rooms.messagesOf', { room: title })}
      />
    </Stack>
  );

  return (
    <>
      <ChatRoomSockets rooms={rooms} shownId={shown?.id ?? null} currentUserId={currentUserId} />
      {wide ? (
        <Grid>
          <Grid.Col span={4}>{roomList}</Grid.Col>
          <Grid.Col span={8}>{room}</Grid.Col>
        </Grid>
      ) : (
        (room ?? roomList)
      )}
      {asking && (
        <AskQuestionModal
          opened
          onClose={() => setAsking(false)}
          courses={courses}
          onAsked={({ room_id }) => {
            setAsking(false);
            void navigate(`?room=${room_id}`);
          }}
        />
      )}
    </>
  );
}
