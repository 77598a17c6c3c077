import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarShare } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMountedSinceOpened } from '../../../lib/use-dialog-on-demand';
import { lazyPart } from '../../../components/lazy-part';

// Fetched when first opened (lib/use-dialog-on-demand.ts): the dashboard's side column need not run a dialog nobody has opened.
const CalendarFeedModal = lazyPart(() =>
  import('./calendar-feed-modal').then((module) => ({ default: module.CalendarFeedModal })),
);

/** "Calendar link": opens the dialog with the secret address a calendar app subscribes to (calendar-feed-modal.tsx). */
export function CalendarFeedButton() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const mounted = useMountedSinceOpened(opened);
  return (
    <>
      <Button size="xs" variant="default" leftSection={<IconCalendarShare size={14} />} onClick={open}>
        {t('calendarFeed.open')}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <CalendarFeedModal opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
