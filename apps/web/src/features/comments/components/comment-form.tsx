import { Button, Group, Stack, Text } from '@mantine/core';
import { TEXT_LIMITS, createCommentSchema, type Comment } from '@netclass/shared';
import { IconSend } from '@tabler/icons-react';
import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GrowingTextarea } from '../../../components/growing-textarea';
import { COUNTER_BELOW, TextCounter } from '../../../components/text-counter';
import { placeServerError } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { textStatus } from '../../../lib/text-status';
import { commentErrorMessage } from '../api/comment-errors';
import { useCreateComment } from '../api/comments';

interface Props {
  lessonId: number;
  /** The comment answered; absent for a new top-level comment. */
  parent?: Comment;
  /** After a reply was sent, or on cancel (reply forms only). */
  onClose?: () => void;
}

/** The comment form checks its text; the lesson and the comment answered come from the page. */
const commentFormSchema = createCommentSchema.pick({ content: true });

/**
 * A new comment, or an inline reply. Blank text is refused with the spec's message on the field
 * (docs/product/messages.md#validation); past its limit, send is disabled and the counter under the field says why.
 */
export function CommentForm({ lessonId, parent, onClose }: Props) {
  const { t } = useTranslation();
  const form = useSchemaForm(commentFormSchema, { content: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateComment(lessonId);
  const counterId = useId();
  const status = textStatus(form.values.content, TEXT_LIMITS.comment);
  const blocked = status.block === 'tooLong' || status.block === 'invalid';

  const contentProps = form.getInputProps('content');
  const submit = form.onSubmit(({ content }) => {
    if (create.isPending || blocked) return;
    setProblem(null);
    create.mutate(
      { content, parent_id: parent?.id ?? null },
      {
        onSuccess: () => {
          form.reset();
          onClose?.();
        },
        onError: (error) =>
          setProblem(
            placeServerError(form, error, t, {
              general: (failure) => commentErrorMessage(failure, t, t('comments.sendFailed')),
            }),
          ),
      },
    );
  });

  // Ctrl+Enter (or Cmd+Enter) sends; Enter alone starts a new line, as comments are often long.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={6}>
        <GrowingTextarea
          label={parent ? undefined : t('comments.label')}
          aria-label={parent ? t('comments.replyLabel', { name: parent.user_name }) : undefined}
          placeholder={parent ? t('comments.replyPlaceholder', { name: parent.user_name }) : t('comments.placeholder')}
          {...contentProps}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
            contentProps.onChange(event);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
          minRows={parent ? 2 : 3}
          maxRows={10}
          autoFocus={parent !== undefined}
          description={<TextCounter id={counterId} status={status} />}
          inputWrapperOrder={COUNTER_BELOW}
        />
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <div>
            {problem && (
              <Text size="sm" c="red" role="alert">
                {problem}
              </Text>
            )}
          </div>
          <Group gap="xs" wrap="nowrap">
            {onClose && (
              <Button variant="default" size="xs" onClick={onClose}>
                {t('common.cancel')}
              </Button>
            )}
            <Button
              type="submit"
              size={parent ? 'xs' : 'sm'}
              loading={create.isPending}
              disabled={blocked}
              aria-describedby={counterId}
              leftSection={<IconSend size={14} />}
            >
              {parent ? t('comments.replySubmit') : t('comments.submit')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
