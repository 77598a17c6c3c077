import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { USER_STATUSES, updateUserSchema, type User } from '@netclass/shared';
import { useTranslation } from 'react-i18next';
import { placeServerError } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useUpdateUser } from '../api/users';

/** Edit name and status; id disabled, role read-only (docs/product/screens-and-roles.md#admin-user-list). */
export function EditUserModal({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const updateUser = useUpdateUser();
  const form = useSchemaForm(updateUserSchema, { name: user.name, status: user.status });

  const submit = form.onSubmit((values) =>
    updateUser.mutate(
      { id: user.id, name: values.name.trim(), status: values.status },
      {
        onSuccess: (updated) => {
          notifications.show({ color: 'teal', message: t('users.edit.saved', { name: updated.name }) });
          onClose();
        },
        onError: (error) => {
          const message = placeServerError(form, error, t);
          if (message) notifications.show({ color: 'red', title: t('users.edit.failed'), message });
        },
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
