import { SimpleGrid } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../../components/date-time-field';

/** Start and end of a course, Vietnam time, in a form whose values have both (`required`: marked so). */
export function CourseDateFields({
  form,
  required = true,
}: {
  form: { getInputProps: (path: 'start_date' | 'end_date') => object };
  required?: boolean;
}) {
  const { t } = useTranslation();
  const picker = (path: 'start_date' | 'end_date', label: string) => (
    <DateTimeField
      label={label}
      description={t('courseForm.timeZoneHint')}

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
