import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AudienceResponse, ReminderAudience } from '@netclass/shared';
import { IconBellRinging } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { audienceKeys, remindAudience, type AudienceItemRef } from '../api/audience';

interface Props {
  item: AudienceItemRef;
  audience: ReminderAudience;
  counts: AudienceResponse['counts'];
  reminder: AudienceResponse['reminder'];
}

/**
 * "Remind those who have not": one notification each, at most once a day per item (the
 * server keeps the day). The button says when the last one went and stays off until the
 * next day, or while nobody is left.
 */
export function RemindButton({ item, audience, counts, reminder }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remind = useMutation({
    mutationFn: () => remindAudience(item, audience),
    onSuccess: (answer) =>
      notifications.show({ color: 'green', message: t('audience.remind.sent', { count: answer.sent_count }) }),
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('audience.remind.failed'),
        // A refusal the server explains (already today, nobody left) is shown as it says.
        message:
          error instanceof ApiError && (error.status === 429 || error.status === 409) && error.serverMessage
            ? error.serverMessage
            : errorMessage(error, t),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: audienceKeys.all }),
  });
  const waiting = counts[audience];
  return (
    <Stack gap={2} align="flex-end">
      <Button
        leftSection={<IconBellRinging size={16} />}
        onClick={() => remind.mutate()}
        loading={remind.isPending}
        disabled={waiting === 0 || reminder.next_allowed_at !== null}
      >
        {t(`audience.remind.${audience}`, { count: waiting })}
      </Button>
      {reminder.last_sent_at && (
        <Text size="xs" c="dimmed">
          {reminder.next_allowed_at
            ? t('audience.remind.lastSentToday', {
                time: formatDateTime(reminder.last_sent_at),
                next: formatDateTime(reminder.next_allowed_at),
              })
            : t('audience.remind.lastSent', { time: formatDateTime(reminder.last_sent_at) })}
        </Text>
      )}
    </Stack>
  );
}
