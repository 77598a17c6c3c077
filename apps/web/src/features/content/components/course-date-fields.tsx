import { SimpleGrid } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Start and end of a course, Vietnam time, in a form whose values have both (`required`: marked so). */
export function CourseDateFields({ form, required = true }: { form: { getInputProps: (path: 'start_date' | 'end_date') => object }; required?: boolean }) {
  const { t } = useTranslation();
  const picker = (path: 'start_date' | 'end_date', label: string) => (
    <DateTimePicker
      label={label}
      description={t('courseForm.timeZoneHint')}
      valueFormat="DD/MM/YYYY HH:mm"
      {...form.getInputProps(path)}
      leftSection={<IconCalendar size={16} />}
      withAsterisk={required}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {picker('start_date', t('courseForm.start'))}
      {picker('end_date', t('courseForm.end'))}
    </SimpleGrid>
  );
}
