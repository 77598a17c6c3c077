import { ActionIcon, Box, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconCornerDownRight, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkifiedText } from '../../../components/linkified-text';
import { UserAvatar } from '../../../components/user-avatar';
import { formatDateTime } from '../../../lib/format-date';
import { commentErrorMessage } from '../api/comment-errors';
import { useDeleteComment } from '../api/comments';
import { MAX_VISUAL_DEPTH, type CommentNode } from '../comment-tree';
import { CommentForm } from './comment-form';
import { confirmDeletion } from '../../../components/confirm-deletion';

interface Props {
  node: CommentNode;
  lessonId: number;
  /** Signed-in users may reply (docs/product/screens-and-roles.md#roles). */
  canReply: boolean;
}

/**
 * A comment and its replies. Replies are indented up to MAX_VISUAL_DEPTH levels; deeper ones
 * stay at that indent and say whom they answer.
 */
export function CommentThread({ node, lessonId, canReply }: Props) {
  const indentReplies = node.depth < MAX_VISUAL_DEPTH;
  return (
    <div>
      <CommentItem node={node} lessonId={lessonId} canReply={canReply} />
      {node.replies.length > 0 && (
        <Stack
          gap="sm"
          mt="sm"
          role="list"
          data-indented={indentReplies || undefined}
          style={indentReplies ? { borderLeft: '2px solid var(--mantine-color-gray-3)' } : undefined}
          pl={indentReplies ? { base: 'xs', sm: 'md' } : 0}
          ml={indentReplies ? { base: 4, sm: 'xs' } : 0}
        >
          {node.replies.map((reply) => (
            <div role="listitem" key={reply.comment.id}>
              <CommentThread node={reply} lessonId={lessonId} canReply={canReply} />
            </div>
          ))}
        </Stack>
      )}
    </div>
  );
}

function CommentItem({ node, lessonId, canReply }: Props) {
  const { t } = useTranslation();
  const { comment, parent, depth } = node;
  const [replying, setReplying] = useState(false);
  const remove = useDeleteComment(lessonId);

  if (comment.deleted) {
    return (
      <Text size="sm" c="dimmed" fs="italic" py={4} data-comment-id={comment.id} data-depth={depth}>
        {t('comments.deletedPlaceholder')}
      </Text>
    );
  }

  const confirmDelete = () =>
    confirmDeletion({
      title: t('comments.deleteTitle'),
      message: t('comments.deleteConfirm'),
      onConfirm: () =>
        remove.mutate(comment.id, {
          onSuccess: () => notifications.show({ color: 'teal', message: t('comments.deleted') }),
          onError: (error) =>
            notifications.show({ color: 'red', message: commentErrorMessage(error, t, t('comments.deleteFailed')) }),
        }),
    });

  return (
    <Group
      component="article"
      aria-label={t('comments.byAuthor', { name: comment.user_name })}
      data-comment-id={comment.id}
      data-depth={depth}
      align="flex-start"
      wrap="nowrap"
      gap="sm"
    >
      <UserAvatar name={comment.user_name} size={depth === 0 ? 36 : 30} radius="xl" />
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Group gap={8} wrap="wrap">
          <Text size="sm" fw={600}>
            {comment.user_name}
          </Text>
          <Text component="time" dateTime={comment.created_at} size="xs" c="dimmed">
            {formatDateTime(comment.created_at)}
          </Text>
        </Group>
        {depth > MAX_VISUAL_DEPTH && parent && (
          <Group gap={4} c="dimmed" wrap="nowrap">
            <IconCornerDownRight size={12} aria-hidden />
            <Text size="xs" c="dimmed">
              {t('comments.inReplyTo', { name: parent.user_name })}
            </Text>
          </Group>
        )}
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <LinkifiedText text={comment.content} />
        </Text>
        <Group gap={4} mt={4}>
          {canReply && (
            <Button
              variant="subtle"
              size="compact-xs"
              leftSection={<IconArrowBackUp size={14} />}
              onClick={() => setReplying((open) => !open)}
              aria-expanded={replying}
              aria-label={t('comments.replyTo', { name: comment.user_name })}
            >
              {t('comments.reply')}
            </Button>
          )}
          {comment.can_delete && (
            <Tooltip label={t('comments.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                onClick={confirmDelete}
                loading={remove.isPending}
                aria-label={t('comments.deleteOf', { name: comment.user_name })}
              >
                <IconTrash size={14} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        {replying && (
          <Box mt="xs">
            <CommentForm lessonId={lessonId} parent={comment} onClose={() => setReplying(false)} />
          </Box>
        )}
      </Box>
    </Group>
  );
}
