import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { HandInVersion } from '@netclass/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { FileLinks } from './file-links';

/** A student's versions, newest first, each with its time (Vietnam time), whether it was late, and its files. */
export function HandInVersions({ versions }: { versions: HandInVersion[] }) {
  const { t } = useTranslation();
  if (!versions.length) {
    return (
      <Text size="sm" c="dimmed">
        {t('assignments.versions.none')}
      </Text>
    );
  }
  return (
    <Stack
      gap="xs"
      component="ol"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={t('assignments.versions.title')}
    >
      {versions.map((version) => (
        <Card key={version.id} component="li" withBorder padding="sm" radius="sm" data-testid="hand-in-version">
          <Group gap="xs" mb={6}>
            <Text fw={500} size="sm">
              {t('assignments.versions.version', {
                version: version.version,
                date: formatDateTime(version.submitted_at),
              })}
            </Text>
            {version.late && (
              <Badge color="orange" variant="light" size="sm">
                {t('assignments.versions.late')}
              </Badge>
            )}
          </Group>
          <FileLinks files={version.files} />
        </Card>
      ))}
    </Stack>
  );
}
