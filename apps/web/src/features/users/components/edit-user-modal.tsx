import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { USER_STATUSES, type User, type UserStatus } from '@netclass/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useUpdateUser } from '../api/users';

/** Edit name and status; id disabled, role read-only (SPEC §2 Admin user list). */
export function EditUserModal({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const updateUser = useUpdateUser();
  const form = useForm<{ name: string; status: UserStatus }>({
    initialValues: { name: user.name, status: user.status },
    validate: {
      name: (value) => (value.trim() ? null : t('users.form.nameRequired')),
      status: (value) => (value ? null : t('users.form.statusRequired')),
    },
  });

  const submit = form.onSubmit((values) =>
    updateUser.mutate(
      { id: user.id, name: values.name.trim(), status: values.status },
      {
        onSuccess: (updated) => {
          notifications.show({ color: 'teal', message: t('users.edit.saved', { name: updated.name }) });
          onClose();
        },
        onError: (error) =>
          notifications.show({ color: 'red', title: t('users.edit.failed'), message: errorMessage(error, t) }),
      },
    ),
  );

  return (
    <Modal opened onClose={onClose} title={t('users.edit.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('users.fields.id')} value={String(user.id)} disabled />
          <TextInput label={t('users.fields.name')} withAsterisk data-autofocus {...form.getInputProps('name')} />
          <TextInput label={t('users.fields.role')} value={t(`roles.${user.role}`)} readOnly variant="filled" />
          <Select
            label={t('users.fields.status')}
            data={USER_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={updateUser.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
