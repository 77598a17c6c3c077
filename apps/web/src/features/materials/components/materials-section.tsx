import { Badge, Group, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A lesson's 'Materials' section: its heading with the count (once known), then the cards. */
export function MaterialsSection({ count, children }: { count: number | undefined; children: ReactNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Group gap="xs" mb="sm">
        <Title order={2} id={headingId} fz="lg">
          {t('materials.title')}
        </Title>
        {count !== undefined && (
          <Badge variant="light" color="gray">
            {count}
          </Badge>
        )}
      </Group>
      {children}
    </section>
  );
}
