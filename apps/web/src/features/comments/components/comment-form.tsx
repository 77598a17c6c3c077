import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { TEXT_LIMITS, type Comment } from '@netclass/shared';
import { IconSend } from '@tabler/icons-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LengthCounter } from '../../../components/length-counter';
import { commentErrorMessage } from '../api/comment-errors';
import { useCreateComment } from '../api/comments';

interface Props {
  lessonId: number;
  /** The comment answered; absent for a new top-level comment. */
  parent?: Comment;
  /** After a reply was sent, or on cancel (reply forms only). */
  onClose?: () => void;
}

/** A new comment, or an inline reply. Blank text is refused with the spec's message (SPEC §5). */
export function CommentForm({ lessonId, parent, onClose }: Props) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateComment(lessonId);
  const problemId = useId();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (create.isPending) return;
    if (!content.trim()) {
      setProblem(t('comments.contentRequired'));
      return;
    }
    setProblem(null);
    create.mutate(
      { content, parent_id: parent?.id ?? null },
      {
        onSuccess: () => {
          setContent('');
          onClose?.();
        },
        onError: (error) => setProblem(commentErrorMessage(error, t, t('comments.sendFailed'))),
      },
    );
  };

  // Ctrl+Enter (or Cmd+Enter) sends; Enter alone starts a new line, as comments are often long.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={6}>
        <Textarea
          label={parent ? undefined : t('comments.label')}
          aria-label={parent ? t('comments.replyLabel', { name: parent.user_name }) : undefined}
          placeholder={parent ? t('comments.replyPlaceholder', { name: parent.user_name }) : t('comments.placeholder')}
          value={content}
          onChange={(event) => {
            setContent(event.currentTarget.value);
            if (problem) setProblem(null);
          }}
          onKeyDown={onKeyDown}
          autosize
          minRows={parent ? 2 : 3}
          maxRows={10}
          maxLength={TEXT_LIMITS.comment}
          autoFocus={parent !== undefined}
          aria-invalid={problem !== null}
          aria-describedby={problem ? problemId : undefined}
        />
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <div>
            {problem && (
              <Text id={problemId} size="sm" c="red" role="alert">
                {problem}
              </Text>
            )}
            <LengthCounter length={content.length} max={TEXT_LIMITS.comment} />
          </div>
          <Group gap="xs" wrap="nowrap">
            {onClose && (
              <Button variant="default" size="xs" onClick={onClose}>
                {t('common.cancel')}
              </Button>
            )}
            <Button type="submit" size={parent ? 'xs' : 'sm'} loading={create.isPending} leftSection={<IconSend size={14} />}>
              {parent ? t('comments.replySubmit') : t('comments.submit')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
