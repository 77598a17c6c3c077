import { ActionIcon, Box, Group, Paper, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CHAT_FALLBACK_SENDER, type ChatMessage } from '@netclass/shared';
import { IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkifiedText } from '../../../components/linkified-text';
import { UserAvatar } from '../../../components/user-avatar';
import { formatDateTime } from '../../../lib/format-date';
import { chatErrorMessage } from '../api/chat-errors';
import { useDeleteMessage, type ChatTarget } from '../api/chat';
import { confirmDeletion } from '../../../components/confirm-deletion';

/** The sender's name; 'User' (translated) when the server kept none (docs/product/rules.md#entities). */
export function senderName(message: ChatMessage, t: TFunction): string {
  const name = message.sender_name.trim();
  return !name || name === CHAT_FALLBACK_SENDER ? t('chat.fallbackSender') : name;
}

/** One message: the reader's own on the right, others' on the left with the sender's name. */
export const ChatMessageItem = memo(function ChatMessageItem({
  message,
  own,
  target,
}: {
  message: ChatMessage;
  own: boolean;
  target: ChatTarget;
}) {
  const { t } = useTranslation();
  const remove = useDeleteMessage(target);
  const name = senderName(message, t);

  const confirmDelete = () =>
    confirmDeletion({
      title: t('chat.deleteTitle'),
      message: t('chat.deleteConfirm'),
      onConfirm: () =>
        remove.mutate(message.id, {
          onSuccess: () => notifications.show({ color: 'teal', message: t('chat.deleted') }),
          onError: (error) =>
            notifications.show({ color: 'red', message: chatErrorMessage(error, t, t('chat.deleteFailed')) }),
        }),
    });

  const deleteButton = message.can_delete && (
    <Tooltip label={t('chat.delete')}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        onClick={confirmDelete}
        loading={remove.isPending}
        aria-label={t('chat.delete')}
      >
        <IconTrash size={14} />
      </ActionIcon>
    </Tooltip>
  );

  return (
    <Group
      component="article"
      aria-label={own ? t('chat.ownMessage') : t('chat.messageFrom', { name })}
      data-message-id={message.id}
      data-own={own || undefined}
      justify={own ? 'flex-end' : 'flex-start'}
      align="flex-end"
      wrap="nowrap"
      gap="xs"
    >
      {!own && <UserAvatar name={name} size={32} radius="xl" />}
      {own && deleteButton}
      <Box maw="75%" style={{ minWidth: 0 }}>
        {!own && (
          <Text size="xs" fw={600} c="dimmed" mb={2}>
            {name}
          </Text>
        )}
        <Paper
          px="sm"
          py={6}
          radius="lg"
          bg={own ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-default-hover)'}
          style={own ? { borderBottomRightRadius: 4 } : { borderBottomLeftRadius: 4 }}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <LinkifiedText text={message.content} />
          </Text>
        </Paper>
        <Text
          component="time"
          dateTime={message.created_at}
          size="xs"
          c="dimmed"
          display="block"
          ta={own ? 'right' : 'left'}
          mt={2}
        >
          {formatDateTime(message.created_at)}
        </Text>
      </Box>
      {!own && deleteButton}
    </Group>
  );
});
