import { Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { copyCourseSchema, type Course } from '@netclass/shared';
import { IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../components/form-footer';
import { vietnamWallClock, wallClockToApi } from '../../../lib/format-date';
import { placeServerError } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useDialogOnDemand } from '../../../lib/use-dialog-on-demand';
import { usePermissions } from '../../../lib/permissions';
import { categoriesQueryOptions, teachersQueryOptions } from '../api/content';
import { useCopyCourse } from '../api/course-copy';
import { AppDatesProvider } from '../../../components/app-dates-provider';
import { CourseDateFields } from './course-date-fields';

interface CopyValues extends Record<string, unknown> {
  id: string;
  name: string;
  category_id: string | null;
  /** Only an admin chooses (the course's teacher first); a teacher's copy is their own. */
  teacher_id?: string | null;
  /** `YYYY-MM-DDTHH:mm:ss`, Vietnam time, as the API takes it. */
  start_date: string;
  end_date: string;
}

/** Start now, and the original's length: terms have no dates of their own to start from. */
function initialValues(course: Course, admin: boolean, now = new Date()): CopyValues {
  const length = Date.parse(course.end_date) - Date.parse(course.start_date);
  return {
    id: '',
    name: course.name,
    category_id: null,
    ...(admin ? { teacher_id: course.teacher_id === null ? null : String(course.teacher_id) } : {}),
    start_date: wallClockToApi(vietnamWallClock(now)),
    end_date: wallClockToApi(vietnamWallClock(now.getTime() + length)),
  };
}

/**
 * Copy a course to another term (docs/decisions/021-course-copy.md): the term, the new
 * course id, its name (the original's) and dates. The copy is a draft with draft lessons and
 * materials, sharing the original's files.
 */
export function CopyCourseModal({ course, onClose }: { course: Course; onClose: () => void }) {
  const { t } = useTranslation();
  const admin = usePermissions().canChooseAnyTeacher;
  const terms = useQuery(categoriesQueryOptions);
  const teachers = useQuery({ ...teachersQueryOptions, enabled: admin });
  const copy = useCopyCourse(course.id);
  const form = useSchemaForm(copyCourseSchema, initialValues(course, admin));
  const [problem, setProblem] = useState<string | null>(null);

  const termChoices = (terms.data?.categories ?? [])
    .filter((term) => term.id !== course.category_id)
    .map((term) => ({ value: String(term.id), label: term.name }));
  const teacherChoices = (teachers.data ?? []).map((teacher) => ({
    value: String(teacher.id),
    label: `${teacher.name} (${teacher.id})`,
  }));
  const dateInput = (field: 'start_date' | 'end_date') => {
    const { value, onChange, ...rest } = form.getInputProps(field);
    return {
      ...rest,
      value: typeof value === 'string' && value ? value.replace('T', ' ') : null,
      onChange: (picked: string | null) => onChange(wallClockToApi(picked)),
    };
  };

  const submit = form.onSubmit((values) => {
    setProblem(null);
    copy.mutate(
      {
        id: values.id.trim(),
        name: values.name.trim(),
        category_id: values.category_id ?? '',
        ...(admin && values.teacher_id ? { teacher_id: values.teacher_id } : {}),
        start_date: values.start_date,
        end_date: values.end_date,
      },
      {
        onSuccess: (copied) => {
          notifications.show({ color: 'teal', message: t('courseCopy.copied', { name: copied.name, id: copied.id }) });
          onClose();
        },
        onError: (error) =>
          setProblem(
            placeServerError(form, error, t, {
              fallback: t('courseCopy.failed'),
              codeFields: { COURSE_ID_TAKEN: 'id' },
            }),
          ),
      },
    );
  });

  const title = t('courseCopy.title', { name: course.name });
  return (
    <Modal {...useDialogOnDemand(true)} onClose={onClose} title={title} centered size="lg">
      <AppDatesProvider>
        <form onSubmit={submit} noValidate aria-label={title}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('courseCopy.explain')}
            </Text>
            <Select
              label={t('courseCopy.term')}
              placeholder={t('courseCopy.termPlaceholder')}
              data={termChoices}
              nothingFoundMessage={t('courseCopy.noTerms')}
              {...form.getInputProps('category_id')}
              withAsterisk
              data-autofocus
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('courseForm.id')}
                placeholder={t('courseForm.idHint')}
                inputMode="numeric"
                {...form.getInputProps('id')}
                withAsterisk
              />
              <TextInput label={t('courseForm.name')} {...form.getInputProps('name')} withAsterisk />
            </SimpleGrid>
            {admin && (
              <Select
                label={t('courseForm.teacher')}
                placeholder={t('courseForm.teacherPlaceholder')}
                data={teacherChoices}
                nothingFoundMessage={t('courseForm.noTeachers')}
                {...form.getInputProps('teacher_id')}
                searchable
                withAsterisk
              />
            )}
            <CourseDateFields form={{ getInputProps: dateInput }} required={false} />
            <FormFooter
              error={problem}
              submitLabel={t('courseCopy.submit')}
              loading={copy.isPending}
              icon={<IconCopy size={16} />}
            />
          </Stack>
        </form>
      </AppDatesProvider>
    </Modal>
  );
}
