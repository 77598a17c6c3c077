import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useCreateCategory } from '../api/content';

/** Add a term: name required ('Tên danh mục không được để trống.'), description optional. */
export function AddCategoryForm() {
  const { t } = useTranslation();
  const createCategory = useCreateCategory();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem(t('categoryAdmin.nameRequired'));
    setProblem(null);
    createCategory.mutate(
      { name: name.trim(), description: description.trim() || null },
      {
        onSuccess: (category) => {
          notifications.show({ color: 'teal', message: t('categoryAdmin.created', { name: category.name }) });
          setName('');
          setDescription('');
        },
        onError: (error) => setProblem(errorMessage(error, t, t('categoryAdmin.createFailed'))),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('categoryAdmin.name')}
            placeholder={t('categoryAdmin.namePlaceholder')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            withAsterisk
            style={{ flex: '1 1 220px' }}
          />
          <TextInput
            label={t('categoryAdmin.descriptionLabel')}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            style={{ flex: '2 1 320px' }}
          />
          <Button type="submit" leftSection={<IconPlus size={16} />} loading={createCategory.isPending}>
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
