import { ActionIcon, Group, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { TEXT_LIMITS } from '@netclass/shared';
import { IconSend } from '@tabler/icons-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LengthCounter } from '../../../components/length-counter';
import { chatErrorMessage } from '../api/chat-errors';
import { useSendMessage } from '../api/chat';

/** The send form: Enter sends, Shift+Enter starts a new line; nothing to send while blank (SPEC §5). */
export function ChatComposer({ onSent }: { onSent?: () => void }) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendMessage();
  const input = useRef<HTMLTextAreaElement>(null);
  const problemId = useId();
  const blank = content.trim() === '';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || send.isPending) return;
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
        <Group align="flex-end" wrap="nowrap" gap="xs">
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
            maxLength={TEXT_LIMITS.chatMessage}
            aria-invalid={problem !== null}
            aria-describedby={problem ? problemId : undefined}
            style={{ flex: 1 }}
          />
          <Tooltip label={t('chat.send')}>
            <ActionIcon type="submit" size={36} radius="md" disabled={blank} loading={send.isPending} aria-label={t('chat.send')}>
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
          <LengthCounter length={content.length} max={TEXT_LIMITS.chatMessage} />
        </Group>
      </Stack>
    </form>
  );
}
