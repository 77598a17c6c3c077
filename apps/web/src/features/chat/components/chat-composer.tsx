import { ActionIcon, Group, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { TEXT_LIMITS } from '@netclass/shared';
import { IconSend } from '@tabler/icons-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTER_BELOW, TextCounter } from '../../../components/text-counter';
import { textStatus } from '../../../lib/text-status';
import { chatErrorMessage } from '../api/chat-errors';
import { useSendMessage } from '../api/chat';

/**
 * The send form: Enter sends, Shift+Enter starts a new line; send stays disabled while the text
 * is blank (SPEC §5) or past its limit, and the counter under it says why.
 */
export function ChatComposer({ onSent }: { onSent?: () => void }) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendMessage();
  const input = useRef<HTMLTextAreaElement>(null);
  const problemId = useId();
  const counterId = useId();
  const status = textStatus(content, TEXT_LIMITS.chatMessage);
  const blocked = status.block !== null;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (blocked || send.isPending) return;
    setProblem(null);
    send.mutate(content, {
      onSuccess: () => {
        setContent('');
        onSent?.();
      },
      onError: (error) => setProblem(chatErrorMessage(error, t, t('chat.sendFailed'))),
      onSettled: () => input.current?.focus(),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing a word (Vietnamese Telex, for one).
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    submit(event);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={4}>
        <Group align="flex-start" wrap="nowrap" gap="xs">
          <Textarea
            ref={input}
            aria-label={t('chat.inputLabel')}
            placeholder={t('chat.placeholder')}
            value={content}
            onChange={(event) => {
              setContent(event.currentTarget.value);
              if (problem) setProblem(null);
            }}
            onKeyDown={onKeyDown}
            autosize
            minRows={1}
            maxRows={6}
            description={<TextCounter id={counterId} status={status} blankReason={t('chat.contentRequired')} />}
            inputWrapperOrder={COUNTER_BELOW}
            aria-invalid={problem !== null}
            aria-describedby={problem ? problemId : undefined}
            style={{ flex: 1 }}
          />
          <Tooltip label={t('chat.send')}>
            <ActionIcon type="submit" size={36} radius="md" disabled={blocked} loading={send.isPending} aria-label={t('chat.send')} aria-describedby={counterId}>
              <IconSend size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          {problem ? (
            <Text id={problemId} size="sm" c="red" role="alert">
              {problem}
            </Text>
          ) : (
            <Text size="xs" c="dimmed" visibleFrom="sm">
              {t('chat.hint')}
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  );
}
