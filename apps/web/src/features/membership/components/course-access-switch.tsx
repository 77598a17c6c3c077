import { Card, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { COURSE_ACCESS, type CourseAccess } from '@netclass/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useSetCourseAccess } from '../api/members';

/**
 * Who sees the course: every student (open) or its members only. The server enforces it on
 * every path; this only says which and changes it.
 */
export function CourseAccessSwitch({ courseId, access }: { courseId: number; access: CourseAccess }) {
  const { t } = useTranslation();
  const change = useSetCourseAccess(courseId);
  // The choice shows at once, in the click's own render, until the course's answer (or the error) replaces it.
  const [chosen, setChosen] = useState<CourseAccess>();

  const choose = (value: string) => {
    setChosen(value as CourseAccess);
    change.mutate(value as CourseAccess, {
      onSuccess: (answer) =>
        notifications.show({ color: 'teal', message: t(`members.access.changed.${answer.access}`) }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('members.access.failed'),
          message: errorMessage(error, t, t('members.access.failed')),
        }),
      onSettled: () => setChosen(undefined),
    });
  };

  return (
    <Card withBorder padding="md" radius="md">
      <Radio.Group
        value={chosen ?? access}
        onChange={choose}
        label={t('members.access.title')}
        description={t('members.access.help')}
      >
        <Stack gap="sm" mt="sm">
          {COURSE_ACCESS.map((value) => (
            <Radio
              key={value}
              value={value}
              disabled={change.isPending}
              label={t(`members.access.${value}.label`)}
              description={t(`members.access.${value}.description`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      {access === 'members' && (
        <Text size="sm" c="dimmed" mt="sm">
          {t('members.access.membersNote')}
        </Text>
      )}
    </Card>
  );
}
