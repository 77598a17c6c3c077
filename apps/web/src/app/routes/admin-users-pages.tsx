import { Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { CreateUserForm } from '../../features/users/components/create-user-form';
import { UserList } from '../../features/users/components/user-list';
import { WithProfile } from './with-profile';

/** `/admin-dashboard/users/create`. */
export function CreateUserPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin.nav.users.create')} description={t('users.form.description')} />
      <Card withBorder radius="md" padding="lg" maw={820}>
        <WithProfile>{(profile) => <CreateUserForm permissions={profile.can} />}</WithProfile>
      </Card>
    </>
  );
}

/** `/admin-dashboard/users/list`. */
export function UserListPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin.nav.users.list')} description={t('users.list.description')} />
      <WithProfile>{(profile) => <UserList permissions={profile.can} />}</WithProfile>
    </>
  );
}
