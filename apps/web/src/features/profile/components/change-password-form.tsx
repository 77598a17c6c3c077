import { PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PASSWORD_MIN_LENGTH, passwordChangeSchema } from '@netclass/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeServerError } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useUpdateProfile } from '../api/profile';
import { FormFooter } from '../../../components/form-footer';

/**
 * Current, new and confirmed password with the spec's three checks (docs/product/messages.md#validation, the shared
 * passwordChangeSchema): each on its field; a wrong current password comes back on that field.
 * `onChanged` runs once the server has taken the new password.
 */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useSchemaForm(passwordChangeSchema, { currentPassword: '', newPassword: '', confirmPassword: '' });
  const [error, setError] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    setError(null);
    update.mutate(values, {
      onSuccess: () => {
        form.reset();
        notifications.show({ color: 'teal', message: t('password.changed') });
        onChanged?.();
      },
      onError: (failure) => setError(placeServerError(form, failure, t, { fallback: t('profile.updateFailed') })),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PasswordInput
          label={t('password.current')}
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label={t('password.new')}
          description={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label={t('password.confirm')}
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <FormFooter error={error} submitLabel={t('password.submit')} loading={update.isPending} />
      </Stack>
    </form>
  );
}
