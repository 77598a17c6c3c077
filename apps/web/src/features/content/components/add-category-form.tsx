import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createCategorySchema } from '@netclass/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeServerError } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useCreateCategory } from '../api/content';

/** Add a term: name required ('Tên danh mục không được để trống.'), description optional. */
export function AddCategoryForm() {
  const { t } = useTranslation();
  const createCategory = useCreateCategory();
  const form = useSchemaForm(createCategorySchema, { name: '', description: '' });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    setProblem(null);
    createCategory.mutate(
      { name: values.name.trim(), description: values.description.trim() || null },
      {
        onSuccess: (category) => {
          notifications.show({ color: 'teal', message: t('categoryAdmin.created', { name: category.name }) });
          form.reset();
        },
        onError: (error) => setProblem(placeServerError(form, error, t, { fallback: t('categoryAdmin.createFailed') })),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('categoryAdmin.name')}
            placeholder={t('categoryAdmin.namePlaceholder')}
            {...form.getInputProps('name')}
            withAsterisk
            style={{ flex: '1 1 220px' }}
          />
          <TextInput label={t('categoryAdmin.descriptionLabel')} {...form.getInputProps('description')} style={{ flex: '2 1 320px' }} />
          {/* Level with the inputs, under their labels. */}
          <Button type="submit" leftSection={<IconPlus size={16} />} loading={createCategory.isPending} mt={25}>
            {t('categoryAdmin.add')}
          </Button>
        </Group>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
