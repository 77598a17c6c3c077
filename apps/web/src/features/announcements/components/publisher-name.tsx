import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The publisher's name, or 'unknown' (translated) when none was kept (docs/product/screens-and-roles.md#announcements). */
export function PublisherName({ publisher }: { publisher: string | null }) {
  const { t } = useTranslation();
  const name = publisher?.trim();
  if (name) return <>{name}</>;
  return (
    <Text span size="sm" c="dimmed" fs="italic">
      {t('announcements.unknownPublisher')}
    </Text>
  );
}
