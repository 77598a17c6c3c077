import { Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Profile } from '@netclass/shared';
import { IconAt } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useUpdateProfile } from '../api/profile';
import { FormFooter } from '../../../components/form-footer';

/** Email update (SPEC §2 /editprofile, §5: email required). */
export function EditProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [email, setEmail] = useState(profile.email ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) {
      setError(t('errors.codes.EMAIL_REQUIRED'));
      return;
    }
    setError(null);
    update.mutate(
      { email: trimmed },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('profile.emailSaved') }),
        onError: (failure) => setError(errorMessage(failure, t, t('profile.updateFailed'))),
      },
    );
  };

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
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <FormFooter error={error} submitLabel={t('profile.saveEmail')} loading={update.isPending} />
      </Stack>
    </form>
  );
}
