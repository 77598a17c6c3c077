import { Badge } from '@mantine/core';
import type { PublicationState } from '@netclass/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date';

const COLORS: Record<PublicationState, string> = { draft: 'gray', scheduled: 'yellow', published: 'teal' };

/** Draft / Scheduled (with its time) / Published, on the teacher's content lists. */
export function PublicationBadge({ item }: { item: { publication: PublicationState; publish_at: string | null } }) {
  const { t } = useTranslation();
  const label = t(`publication.states.${item.publication}`);
  return (
    <Badge variant="light" color={COLORS[item.publication]} size="sm" data-publication={item.publication}>
      {item.publication === 'scheduled' && item.publish_at ? `${label} · ${formatDateTime(item.publish_at)}` : label}
    </Badge>
  );
}
