import { PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PASSWORD_MIN_LENGTH } from '@netclass/shared';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useUpdateProfile } from '../api/profile';
import { FormFooter } from '../../../components/form-footer';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Fields = typeof empty;

/** The three checks of SPEC §5, in order; the server repeats them. */
function validate(fields: Fields) {
  if (!fields.currentPassword || !fields.newPassword || !fields.confirmPassword) return 'PASSWORD_FIELDS_REQUIRED';
  if (fields.newPassword !== fields.confirmPassword) return 'PASSWORD_MISMATCH';
  if (fields.newPassword.length < PASSWORD_MIN_LENGTH) return 'PASSWORD_TOO_SHORT';
  return null;
}

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [fields, setFields] = useState<Fields>(empty);
  const [error, setError] = useState<string | null>(null);

  const field = (name: keyof Fields) => ({
    value: fields[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setFields((previous) => ({ ...previous, [name]: value }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validate(fields);
    if (problem) {
      setError(t(`errors.codes.${problem}`));
      return;
    }
    setError(null);
    update.mutate(fields, {
      onSuccess: () => {
        setFields(empty);
        notifications.show({ color: 'teal', message: t('password.changed') });
      },
      onError: (failure) => setError(errorMessage(failure, t, t('profile.updateFailed'))),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PasswordInput label={t('password.current')} autoComplete="current-password" {...field('currentPassword')} />
        <PasswordInput
          label={t('password.new')}
          description={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          {...field('newPassword')}
        />
        <PasswordInput label={t('password.confirm')} autoComplete="new-password" {...field('confirmPassword')} />
        <FormFooter error={error} submitLabel={t('password.submit')} loading={update.isPending} />
      </Stack>
    </form>
  );
}
