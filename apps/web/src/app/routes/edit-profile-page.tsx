import { Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { EditProfileForm } from '../../features/profile/components/edit-profile-form';
import { WithProfile } from './with-profile';

/** `/editprofile`. */
export function EditProfilePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('profile.title')} description={t('profile.description')} />
      <Card withBorder radius="md" padding="lg" maw={560}>
        <WithProfile>{(profile) => <EditProfileForm profile={profile} />}</WithProfile>
      </Card>
    </>
  );
}
