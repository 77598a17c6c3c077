import { Badge } from '@mantine/core';
import type { HandInStatus } from '@netclass/shared';
import { useTranslation } from 'react-i18next';

const COLORS: Record<HandInStatus, string> = { not_handed_in: 'gray', handed_in: 'teal', late: 'orange' };

/** A student's status for an assignment: not handed in, handed in, late. */
export function HandInStatusBadge({ status }: { status: HandInStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[status]}>
      {t(`assignments.status.${status}`)}
    </Badge>
  );
}
