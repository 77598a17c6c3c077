import { Badge, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Online / Offline badge (docs/product/screens-and-roles.md#student-dashboard). */
export function OnlineStatus({ online, size = 'md' }: { online: boolean; size?: MantineSize }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="dot"
      size={size}
      color={online ? 'teal' : 'gray'}
      styles={{ root: { textTransform: 'none', minWidth: 'max-content' } }}
    >
      {online ? t('presence.online') : t('presence.offline')}
    </Badge>
  );
}
