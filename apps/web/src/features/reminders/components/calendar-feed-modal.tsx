import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCopy, IconRefresh, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { useDialogOnDemand } from '../../../lib/use-dialog-on-demand';
import { useCalendarFeed, useNewCalendarFeed, useRemoveCalendarFeed } from '../api/deadlines';

/**
 * The "Calendar link" dialog (calendar-feed-button.tsx): the secret address a calendar app
 * subscribes to (notes and deadlines, docs/decisions/026). The address is shown once, when
 * made; a new one stops the old one, and it can be turned off. Fetched when first opened.
 */
export function CalendarFeedModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const feed = useCalendarFeed(opened);
  const renew = useNewCalendarFeed();
  const remove = useRemoveCalendarFeed();
  const failure = feed.error ?? renew.error ?? remove.error;
  const close = () => {
    onClose();
    setUrl(null);
  };

  return (
    <Modal {...useDialogOnDemand(opened)} onClose={close} title={t('calendarFeed.title')} size="lg">
      <Stack gap="sm">
        <Text size="sm">{t('calendarFeed.help')}</Text>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(failure, t, t('calendarFeed.failed'))}
          </Alert>
        )}
        {url ? (
          <TextInput
            label={t('calendarFeed.link')}
            description={t('calendarFeed.shownOnce')}
            value={url}
            readOnly
            rightSectionWidth={110}
            rightSection={
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button size="compact-xs" variant="light" onClick={copy} leftSection={<IconCopy size={12} />}>
                    {copied ? t('calendarFeed.copied') : t('calendarFeed.copy')}
                  </Button>
                )}
              </CopyButton>
            }
          />
        ) : (
          <Text size="sm" c="dimmed" aria-live="polite">
            {feed.data?.feed
              ? t('calendarFeed.since', { time: formatDateTime(feed.data.feed.created_at) })
              : feed.data
                ? t('calendarFeed.none')
                : '\u00a0'}
          </Text>
        )}
        <Group gap="xs">
          <Button
            size="xs"
            leftSection={<IconRefresh size={14} />}
            loading={renew.isPending}
            onClick={() => renew.mutate(undefined, { onSuccess: (answer) => setUrl(answer.url) })}
          >
            {t('calendarFeed.renew')}
          </Button>
          {feed.data?.feed && (
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconX size={14} />}
              loading={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSuccess: () => setUrl(null) })}
            >
              {t('calendarFeed.turnOff')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
