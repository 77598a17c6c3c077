import { Alert, Button, Group, List, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ROLES,
  USER_STATUSES,
  createUserSchema,
  defaultPasswordFor,
  type AccountPermissions,
  type Role,
  type UserStatus,
} from '@netclass/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DigitsInput } from '../../../components/digits-input';
import { placeServerError } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useCreateUser } from '../api/users';

/**
 * New account with id, name, role and status (docs/product/screens-and-roles.md#admin-create-user). The role select
 * offers only the roles the server says this user manages (a teacher: students).
 */
export function CreateUserForm({ permissions }: { permissions: AccountPermissions }) {
  const { t } = useTranslation();
  const createUser = useCreateUser();
  const roles = permissions.manage_roles;
  const limited = roles.length < ROLES.length;
  const form = useSchemaForm(
    createUserSchema,
    { id: '' as number | string, name: '', role: (roles[0] ?? 'student') as Role, status: 'active' as UserStatus },
    (values) => ({ ...values, id: Number(values.id), name: values.name.trim() }),
  );

  const submit = form.onSubmit((input) =>
    createUser.mutate(input, {
      onSuccess: (user) => {
        notifications.show({
          color: 'teal',
          title: t('users.form.created', { name: user.name }),
          message: t('users.form.createdPassword', { password: defaultPasswordFor(user.id) }),
        });
        form.reset();
      },
      onError: (error) => {
        // A refusal about one field (a taken id among them) shows on it; anything else as a notification.
        const message = placeServerError(form, error, t, { codeFields: { USER_ID_TAKEN: 'id' } });
        if (message) notifications.show({ color: 'red', title: t('users.form.createFailed'), message });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DigitsInput
            label={t('users.fields.id')}
            description={t('users.form.idHint')}
            withAsterisk
            {...form.getInputProps('id')}
          />
          <TextInput label={t('users.fields.name')} withAsterisk {...form.getInputProps('name')} />
          <Select
            label={t('users.fields.role')}
            data={roles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
            allowDeselect={false}
            {...form.getInputProps('role')}
          />
          <Select
            label={t('users.fields.status')}
            data={USER_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
        </SimpleGrid>
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} title={t('users.form.noteTitle')}>
          <List size="sm" spacing={4}>
            <List.Item>{t('users.form.noteDefaultPassword')}</List.Item>
            <List.Item>{t('users.form.noteChangeAfterLogin')}</List.Item>
            <List.Item>{t('users.form.noteInactive')}</List.Item>
            {limited && (
              <List.Item>
                {t('users.form.noteLimitedRoles', { roles: roles.map((role) => t(`roles.${role}`)).join(', ') })}
              </List.Item>
            )}
          </List>
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => form.reset()} disabled={createUser.isPending}>
            {t('common.clear')}
          </Button>
          <Button type="submit" loading={createUser.isPending}>
            {t('users.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
