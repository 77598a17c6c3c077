import { Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { emailUpdateSchema, type Profile } from '@netclass/shared';
import { IconAt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeServerError } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useUpdateProfile } from '../api/profile';
import { FormFooter } from '../../../components/form-footer';

/**
 * Email update (docs/product/screens-and-roles.md#profile, docs/product/messages.md#validation: email required, 'Vui
 * lòng nhập email để cập nhật').
 */
export function EditProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useSchemaForm(emailUpdateSchema, { email: profile.email ?? '' });
  const [error, setError] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    setError(null);
    update.mutate(
      { email: values.email.trim() },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('profile.emailSaved') }),
        onError: (failure) => setError(placeServerError(form, failure, t, { fallback: t('profile.updateFailed') })),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t('profile.id')} value={String(profile.id)} readOnly variant="filled" />
        <TextInput label={t('profile.name')} value={profile.name} readOnly variant="filled" />
        <TextInput
          label={t('profile.email')}
          placeholder={t('profile.emailPlaceholder')}
          type="email"
          autoComplete="email"
          leftSection={<IconAt size={16} />}
          {...form.getInputProps('email')}
        />
        <FormFooter error={error} submitLabel={t('profile.saveEmail')} loading={update.isPending} />
      </Stack>
    </form>
  );
}
