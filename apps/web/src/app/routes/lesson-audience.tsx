import { Button, Group, Select, Title } from '@mantine/core';
import type { LessonDetail } from '@netclass/shared';
import { IconChartBar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AudienceItemRef } from '../../features/audience/api/audience';
import { AudiencePanel } from '../../features/audience/components/audience-panel';
import { materialsQueryOptions } from '../../features/materials/api/materials';

const LESSON = 'lesson';

/**
 * The lesson page's part for the course's teacher and admins: who has and who has not opened
 * the lesson or one of its materials (chosen in a list), and the way to the course report.
 */
export function LessonAudience({ lesson }: { lesson: LessonDetail }) {
  const { t } = useTranslation();
  const { data } = useQuery(materialsQueryOptions(lesson.id));
  const [chosen, setChosen] = useState(LESSON);
  const materials = data?.materials ?? [];
  const item: AudienceItemRef =
    chosen === LESSON || !materials.some((m) => String(m.id) === chosen)
      ? { type: 'lesson', id: lesson.id }
      : { type: 'material', id: Number(chosen) };

  return (
    <section aria-labelledby="lesson-audience">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} id="lesson-audience" fz="lg">
          {t('audience.title')}
        </Title>
        <Button
          component={Link}
          to={`/admin-dashboard/courses/${lesson.course.id}/progress`}
          variant="light"
          leftSection={<IconChartBar size={16} />}
        >
          {t('audience.courseReport')}
        </Button>
      </Group>
      <Select
        label={t('audience.item')}
        data={[
          { value: LESSON, label: t('audience.wholeLesson') },
          ...materials.map((m) => ({ value: String(m.id), label: m.title })),
        ]}
        value={item.type === 'lesson' ? LESSON : String(item.id)}
        onChange={(value) => setChosen(value ?? LESSON)}
        allowDeselect={false}
        w={{ base: '100%', sm: 360 }}
        mb="sm"
      />
      <AudiencePanel key={`${item.type}:${item.id}`} item={item} courseId={lesson.course.id} />
    </section>
  );
}
