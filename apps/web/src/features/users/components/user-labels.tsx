import { Badge } from '@mantine/core';
import type { Role, UserStatus } from '@netclass/shared';
import { useTranslation } from 'react-i18next';

/** Badges keep their whole label inside narrow table cells. */
const noTruncate = { root: { textTransform: 'none', minWidth: 'max-content' } } as const;

const roleColors: Record<Role, string> = { admin: 'grape', teacher: 'blue', student: 'cyan' };

export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" color={roleColors[role]} variant="light" styles={noTruncate}>
      {t(`roles.${role}`)}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" color={status === 'active' ? 'teal' : 'red'} variant="outline" styles={noTruncate}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
