import { Alert, Loader } from '@mantine/core';
import type { Profile } from '@netclass/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../features/profile/api/profile';
import { errorMessage } from '../../lib/error-message';

/** The profile could not be loaded: the reason, or the fallback text. */
export function ProfileError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return <Alert color="red">{errorMessage(error, t, t('errors.profileLoadFailed'))}</Alert>;
}

/** Renders `children` with the signed-in user's profile once it has loaded. */
export function WithProfile({ children }: { children: (profile: Profile) => ReactNode }) {
  const { data, error } = useProfile();
  if (error) return <ProfileError error={error} />;
  if (!data) return <Loader mx="auto" my="xl" />;
  return children(data);
}
