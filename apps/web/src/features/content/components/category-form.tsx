import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createCategorySchema, type Category } from '@netclass/shared';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeServerError } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useCreateCategory, useUpdateCategory } from '../api/content';

interface Props {
  /** Edit mode: this term's name and description (docs/decisions/020); without it, a new term. */
  category?: Category;
  onSaved?: (category: Category) => void;
}

/** A term's name (required: 'Tên danh mục không được để trống.') and description (optional). */
export function CategoryForm({ category, onSaved }: Props) {
  const { t } = useTranslation();
  const createCategory = useCreateCategory();
  const updateCategory = useUpdateCategory();
  const form = useSchemaForm(createCategorySchema, {
    name: category?.name ?? '',
    description: category?.description ?? '',
  });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    setProblem(null);
    const body = { name: values.name.trim(), description: values.description.trim() || null };
    const callbacks = {
      onSuccess: (saved: Category) => {
        notifications.show({
          color: 'teal',
          message: t(category ? 'categoryAdmin.saved' : 'categoryAdmin.created', { name: saved.name }),
        });
        if (!category) form.reset();
        onSaved?.(saved);
      },
      onError: (error: unknown) =>
        setProblem(
          placeServerError(form, error, t, {
            fallback: t(category ? 'categoryAdmin.saveFailed' : 'categoryAdmin.createFailed'),
          }),
        ),
    };
    if (category) updateCategory.mutate({ id: category.id, body }, callbacks);
    else createCategory.mutate(body, callbacks);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t(category ? 'categoryAdmin.editTitle' : 'categoryAdmin.addTitle')}>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('categoryAdmin.name')}
            placeholder={t('categoryAdmin.namePlaceholder')}
            {...form.getInputProps('name')}
            withAsterisk
            style={{ flex: '1 1 220px' }}
          />
          <TextInput
            label={t('categoryAdmin.descriptionLabel')}
            {...form.getInputProps('description')}
            style={{ flex: '2 1 320px' }}
          />
          {/* Level with the inputs, under their labels. */}
          <Button
            type="submit"
            leftSection={category ? <IconDeviceFloppy size={16} /> : <IconPlus size={16} />}
            loading={category ? updateCategory.isPending : createCategory.isPending}
            mt={25}
          >
            {t(category ? 'categoryAdmin.save' : 'categoryAdmin.add')}
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
