import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TEXT_LIMITS, broadcastNotificationSchema } from '@netclass/shared';
import { IconSend } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTER_BELOW, TextCounter } from '../../../components/text-counter';
import { placeServerError } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useDialogOnDemand } from '../../../lib/use-dialog-on-demand';
import { textStatus } from '../../../lib/text-status';
import { useBroadcastNotification } from '../api/notifications';
import { FormFooter } from '../../../components/form-footer';

/**
 * The header's 'announcement to everyone' (docs/product/screens-and-roles.md#header, docs/product/messages.md#validation): a modal with one text;
 * blank says 'Nội dung thông báo không được để trống.' on the field; past its limit, send is disabled and the
 * counter says why; success tells how many were notified.
 * For teachers and admins (the server refuses everyone else).
 */
export function BroadcastModal({ opened, onClose: close }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(broadcastNotificationSchema, { content: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const broadcast = useBroadcastNotification();
  const counterId = useId();
  const status = textStatus(form.values.content, TEXT_LIMITS.notification);
  const blocked = status.block === 'tooLong' || status.block === 'invalid';

  const dismiss = () => {
    if (broadcast.isPending) return;
    close();
    setProblem(null);
    form.clearErrors();
  };

  const submit = form.onSubmit(({ content }) => {
    if (blocked) return;
    setProblem(null);
    broadcast.mutate(
      { content: content.trim() },
      {
        onSuccess: ({ count }) => {
          notifications.show({ color: 'teal', message: t('notifications.broadcast.sent', { count }) });
          form.reset();
          close();
        },
        onError: (error) =>
          setProblem(placeServerError(form, error, t, { fallback: t('notifications.broadcast.failed') })),
      },
    );
  });

  return (
    <Modal
      {...useDialogOnDemand(opened)}
      onClose={dismiss}
      title={t('notifications.broadcast.title')}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('notifications.broadcast.description')}
          </Text>
          <Textarea
            label={t('notifications.broadcast.content')}
            placeholder={t('notifications.broadcast.placeholder')}
            {...form.getInputProps('content')}
            description={<TextCounter id={counterId} status={status} />}
            inputWrapperOrder={COUNTER_BELOW}
            autosize
            minRows={4}
            maxRows={10}
            withAsterisk
            data-autofocus
          />
          <FormFooter
            error={problem}
            submitLabel={t('notifications.broadcast.submit')}
            loading={broadcast.isPending}
            icon={<IconSend size={16} />}
            disabled={blocked}
            describedBy={counterId}
          >
            <Button variant="default" onClick={dismiss} disabled={broadcast.isPending}>
              {t('common.cancel')}
            </Button>
          </FormFooter>
        </Stack>
      </form>
    </Modal>
  );
}
