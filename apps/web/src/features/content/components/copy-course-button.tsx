import { Button } from '@mantine/core';
import type { Course } from '@netclass/shared';
import { IconCopy } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../../components/lazy-part';

const CopyCourseModal = lazyPart(() => import('./copy-course-modal').then((m) => ({ default: m.CopyCourseModal })));

/** "Sao chép sang học kỳ khác" on a course its teacher or an admin manages; the dialog loads when asked for. */
export function CopyCourseButton({ course }: { course: Course }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="grape"
        leftSection={<IconCopy size={14} />}
        onClick={() => setOpened(true)}
        aria-label={t('courseCopy.actionFor', { name: course.name })}
      >
        {t('courseCopy.action')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <CopyCourseModal course={course} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
