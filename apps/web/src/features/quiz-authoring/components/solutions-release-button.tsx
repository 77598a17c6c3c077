import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Quiz } from '@netclass/shared/quiz-authoring';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useReleaseSolutions } from '../api/quizzes';

/** Releases the answers and worked solutions to students before the close time, or takes the release back (docs/decisions/038). */
export function SolutionsReleaseButton({ quiz }: { quiz: Quiz }) {
  const { t } = useTranslation();
  const release = useReleaseSolutions(quiz.id);
  const released = quiz.solutions_released_at !== null;
  return (
    <Button
      variant="light"
      leftSection={<IconKey size={16} />}
      loading={release.isPending}
      onClick={() =>
        release.mutate(!released, {
          onSuccess: () =>
            notifications.show({
              message: t(released ? 'quizAuthoring.solutionsWithdrawn' : 'quizAuthoring.solutionsReleased'),
            }),
          onError: (failure) => notifications.show({ color: 'red', message: errorMessage(failure, t) }),
        })
      }
    >
      {t(released ? 'quizAuthoring.withdrawSolutions' : 'quizAuthoring.releaseSolutions')}
    </Button>
  );
}
