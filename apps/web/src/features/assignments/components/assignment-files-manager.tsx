import { ActionIcon, FileButton, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ATTACHMENT_ACCEPT, type StoredFile } from '@netclass/shared';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useAddAssignmentFile, useRemoveAssignmentFile } from '../api/assignments';
import { FileLinks } from './file-links';

/** The teacher's attached files: each with a remove button, and one to attach another (the announcements' types and size). */
export function AssignmentFilesManager({ assignmentId, files }: { assignmentId: number; files: StoredFile[] }) {
  const { t } = useTranslation();
  const add = useAddAssignmentFile(assignmentId);
  const remove = useRemoveAssignmentFile(assignmentId);
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error, t, t('assignments.manage.fileFailed')) });
  return (
    <Stack gap="xs">
      {files.map((file) => (
        <Group key={file.id} gap="xs" wrap="nowrap">
          <FileLinks files={[file]} />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('assignments.manage.removeFile', { name: file.name })}
            onClick={() => remove.mutate(file.id, { onError: failed })}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <FileButton accept={ATTACHMENT_ACCEPT} onChange={(file) => file && add.mutate(file, { onError: failed })}>
        {(props) => (
          <Button
            {...props}
            variant="light"
            size="compact-sm"
            loading={add.isPending}
            leftSection={<IconPaperclip size={14} />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('assignments.manage.addFile')}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}
