import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../lib/i18n';

/**
 * The confirmation every delete asks first (docs/product/messages.md#validation): a title, what is about to go, and a
 * red 'Delete' next to 'Cancel'.
 */
export function confirmDeletion({
  title,
  message,
  onConfirm,
}: {
  title: string;
  message: string;
  onConfirm: () => void;
}): void {
  modals.openConfirmModal({
    title,
    centered: true,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: i18n.t('common.delete'), cancel: i18n.t('common.cancel') },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
