import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { downloadHandIns } from '../api/assignments';

/** Every student's latest hand-in as one zip, named by student id (the server streams it). */
export function DownloadHandIns({ assignmentId }: { assignmentId: number }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadHandIns(assignmentId)
      .catch((error: unknown) =>
        notifications.show({ color: 'red', message: errorMessage(error, t, t('assignments.grading.downloadFailed')) }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Button variant="light" leftSection={<IconFileZip size={16} />} loading={busy} onClick={download}>
      {t('assignments.grading.downloadAll')}
    </Button>
  );
}
