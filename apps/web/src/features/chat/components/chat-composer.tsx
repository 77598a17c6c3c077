import { ActionIcon, Group, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { TEXT_LIMITS, sendChatMessageSchema } from '@netclass/shared';
import { IconSend } from '@tabler/icons-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTER_BELOW, TextCounter } from '../../../components/text-counter';
import { placeServerError } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { textStatus } from '../../../lib/text-status';
import { chatErrorMessage } from '../api/chat-errors';
import { useSendMessage, type ChatTarget } from '../api/chat';

/**
 * The send form: Enter sends, Shift+Enter starts a new line; send stays disabled while the text
 * is blank (docs/product/messages.md#validation) or past its limit, and the counter under it says why. Left blank, the field
 * says so itself; the server's refusal of the text lands on it, any other failure under it
 * (a 429 keeps the typed text).
 */
export function ChatComposer({ target, onSent }: { target: ChatTarget; onSent?: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(sendChatMessageSchema, { content: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendMessage(target);
  const input = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const status = textStatus(form.values.content, TEXT_LIMITS.chatMessage);
  const blocked = status.block !== null;
  const contentProps = form.getInputProps('content');

  const sendMessage = ({ content }: { content: string }) => {
    if (blocked || send.isPending) return;
    setProblem(null);
    send.mutate(content, {
      onSuccess: () => {
        form.reset();
        onSent?.();
      },
      onError: (error) =>
        setProblem(
          placeServerError(form, error, t, {
            general: (failure) => chatErrorMessage(failure, t, t('chat.sendFailed')),
          }),
        ),
      onSettled: () => input.current?.focus(),
    });
  };
  // Wrapped at submit time: the handler touches a ref, which render must not.
  const submit = (event?: FormEvent<HTMLFormElement>) => form.onSubmit(sendMessage)(event);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing a word (Vietnamese Telex, for one).
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!blocked) submit();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={4}>
        <Group align="flex-start" wrap="nowrap" gap="xs">
          <Textarea
            ref={input}
            aria-label={t('chat.inputLabel')}
            placeholder={t('chat.placeholder')}
            {...contentProps}
            onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
              contentProps.onChange(event);
              setProblem(null);
            }}
            onKeyDown={onKeyDown}
            autosize
            minRows={1}
            maxRows={6}
            description={
              <TextCounter
                id={counterId}
                status={status}
                blankReason={form.errors.content ? undefined : t('chat.contentRequired')}
              />
            }
            inputWrapperOrder={COUNTER_BELOW}
            style={{ flex: 1 }}
          />
          <Tooltip label={t('chat.send')}>
            <ActionIcon
              type="submit"
              size={36}
              radius="md"
              disabled={blocked}
              loading={send.isPending}
              aria-label={t('chat.send')}
              aria-describedby={counterId}
            >
              <IconSend size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          {problem ? (
            <Text size="sm" c="red" role="alert">
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
