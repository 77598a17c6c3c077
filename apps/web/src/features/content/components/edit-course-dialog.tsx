import { Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { courseEditFormSchema, DEFAULT_COURSE_DESCRIPTION, type Course } from '@netclass/shared';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../components/form-footer';
import { placeServerError } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { vietnamWallClock, wallClockToApi } from '../../../lib/format-date';
import { useUpdateCourse } from '../api/content';
import { AppDatesProvider } from '../../../components/app-dates-provider';
import { CourseDateFields } from './course-date-fields';

/** A course's name, description and dates in a dialog (docs/decisions/020); its id, teacher and term stay. */
export function EditCourseDialog({
  course,
  opened,
  onClose,
}: {
  course: Course;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('courseForm.editTitle')} size="lg">
      {/* Mounted while open: each opening starts from the course as it is now. */}
      {opened && <EditCourseForm course={course} onSaved={onClose} />}
    </Modal>
  );
}

function EditCourseForm({ course, onSaved }: { course: Course; onSaved: () => void }) {
  const { t } = useTranslation();
  const updateCourse = useUpdateCourse();
  const form = useSchemaForm(courseEditFormSchema, {
    name: course.name,
    description: course.description,
    start_date: vietnamWallClock(course.start_date),
    end_date: vietnamWallClock(course.end_date),
  });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    setProblem(null);
    const body = {
      name: values.name.trim(),
      description: values.description.trim() || DEFAULT_COURSE_DESCRIPTION,
      start_date: wallClockToApi(values.start_date),
      end_date: wallClockToApi(values.end_date),
    };
    updateCourse.mutate(
      { id: course.id, body },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'teal', message: t('courseForm.saved', { name: saved.name }) });
          onSaved();
        },
        onError: (error) => setProblem(placeServerError(form, error, t, { fallback: t('courseForm.saveFailed') })),
      },
    );
  });

  return (
    <AppDatesProvider>
      <form onSubmit={submit} noValidate aria-label={t('courseForm.editTitle')}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {`ID ${course.id}${course.teacher_name ? ` · ${course.teacher_name}` : ''}. ${t('courseForm.fixedHint')}`}
          </Text>
          <TextInput label={t('courseForm.name')} withAsterisk data-autofocus {...form.getInputProps('name')} />
          <Textarea label={t('courseForm.description')} {...form.getInputProps('description')} autosize minRows={2} />
          <CourseDateFields form={form} />
          <FormFooter
            error={problem}
            submitLabel={t('courseForm.save')}
            loading={updateCourse.isPending}
            icon={<IconDeviceFloppy size={16} />}
          />
        </Stack>
      </form>
    </AppDatesProvider>
  );
}
