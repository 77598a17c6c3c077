import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { defaultPasswordFor, type AccountPermissions, type User } from '@netclass/shared';
import { IconKey, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteUser, useResetPassword } from '../api/users';
import { confirmDeletion } from '../../../components/confirm-deletion';

interface Props {
  user: User;
  permissions: AccountPermissions;
  onEdit: (user: User) => void;
}

/**
 * Edit, reset password and delete, each confirmed first when it cannot be undone (docs/product/messages.md#validation).
 * Actions the server would refuse for this account are disabled.
 */
export function UserRowActions({ user, permissions, onEdit }: Props) {
  const { t } = useTranslation();
  const resetPassword = useResetPassword();
  const deleteUser = useDeleteUser();
  const manages = permissions.manage_roles.includes(user.role);
  const who = { name: user.name, id: user.id };
  const password = defaultPasswordFor(user.id);

  const confirmReset = () =>
    modals.openConfirmModal({
      title: t('users.reset.title'),
      centered: true,
      children: <Text size="sm">{t('users.reset.confirm', { ...who, password })}</Text>,
      labels: { confirm: t('users.reset.action'), cancel: t('common.cancel') },
      onConfirm: () =>
        resetPassword.mutate(user.id, {
          onSuccess: () => notifications.show({ color: 'teal', message: t('users.reset.done', { ...who, password }) }),
          onError: (error) =>
            notifications.show({ color: 'red', title: t('users.reset.failed'), message: errorMessage(error, t) }),
        }),
    });

  const confirmDelete = () =>
    confirmDeletion({
      title: t('users.delete.title'),
      message: t('users.delete.confirm', who),
      onConfirm: () =>
        deleteUser.mutate(user.id, {
          onSuccess: () => notifications.show({ color: 'teal', message: t('users.delete.done', who) }),
          onError: (error) =>
            notifications.show({ color: 'red', title: t('users.delete.failed'), message: errorMessage(error, t) }),
        }),
    });

  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t('users.actions.edit')}>
        <ActionIcon
          variant="subtle"
          onClick={() => onEdit(user)}
          disabled={!manages}
          aria-label={t('users.actions.edit')}
        >
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('users.actions.reset')}>
        <ActionIcon
          variant="subtle"
          color="orange"
          onClick={confirmReset}
          disabled={!manages}
          loading={resetPassword.isPending}
          aria-label={t('users.actions.reset')}
        >
          <IconKey size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('users.actions.delete')}>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={confirmDelete}
          disabled={!permissions.delete_users}
          loading={deleteUser.isPending}
          aria-label={t('users.actions.delete')}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
