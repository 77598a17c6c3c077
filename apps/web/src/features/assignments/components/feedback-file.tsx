import { ActionIcon, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ATTACHMENT_ACCEPT, type Grade } from '@netclass/shared';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useRemoveFeedbackFile, useSetFeedbackFile } from '../api/assignments';
import { FileLinks } from './file-links';

/** The teacher's optional feedback file with a grade (the attachments' types and size): attach, replace, remove. */
export function FeedbackFile({
  assignmentId,
  studentId,
  feedback,
}: {
  assignmentId: number;
  studentId: number;
  feedback: Grade['feedback'];
}) {
  const { t } = useTranslation();
  const attach = useSetFeedbackFile(assignmentId, studentId);
  const remove = useRemoveFeedbackFile(assignmentId, studentId);
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error, t, t('assignments.grading.feedbackFailed')) });
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('assignments.grading.feedbackFile')}
      </Text>
      {feedback && (
        <Group gap="xs" wrap="nowrap">
          <FileLinks files={[feedback]} />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('assignments.grading.feedbackRemove', { name: feedback.name })}
            onClick={() => remove.mutate(undefined, { onError: failed })}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      )}
      <FileButton accept={ATTACHMENT_ACCEPT} onChange={(file) => file && attach.mutate(file, { onError: failed })}>
        {(props) => (
          <Button
            {...props}
            variant="light"
            size="compact-sm"
            loading={attach.isPending}
            leftSection={<IconPaperclip size={14} />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t(feedback ? 'assignments.grading.feedbackReplace' : 'assignments.grading.feedbackAttach')}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}
