import { Card, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBook2,
  IconCalendarEvent,
  IconChartLine,
  IconMessages,
  IconNetwork,
  IconSpeakerphone,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const TOPICS = ['layers', 'transmission', 'lan', 'network', 'transport', 'application'] as const;

const FEATURES: {
  key: 'lessons' | 'progress' | 'discussion' | 'announcements' | 'calendar' | 'practice';
  icon: ReactNode;
}[] = [
  { key: 'lessons', icon: <IconBook2 size={20} /> },
  { key: 'practice', icon: <IconNetwork size={20} /> },
  { key: 'progress', icon: <IconChartLine size={20} /> },
  { key: 'discussion', icon: <IconMessages size={20} /> },
  { key: 'announcements', icon: <IconSpeakerphone size={20} /> },
  { key: 'calendar', icon: <IconCalendarEvent size={20} /> },
];

/** What the networking class covers and how the platform supports it. */
export function IntroductionContent() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={1}>{t('introduction.title')}</Title>
        <Text size="lg">{t('introduction.lead')}</Text>
      </Stack>

      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h3" mb="sm">
          {t('introduction.topicsTitle')}
        </Title>
        <List type="ordered" spacing="sm">
          {TOPICS.map((topic) => (
            <List.Item key={topic}>
              <Text span fw={600}>
                {t(`introduction.topics.${topic}.title`)}
              </Text>
              {' — '}
              {t(`introduction.topics.${topic}.text`)}
            </List.Item>
          ))}
        </List>
      </Card>

      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('introduction.platformTitle')}
        </Title>
        <Text c="dimmed">{t('introduction.platformLead')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {FEATURES.map(({ key, icon }) => (
            <Card key={key} withBorder radius="md" padding="md">
              <ThemeIcon variant="light" radius="md" size="lg">
                {icon}
              </ThemeIcon>
              <Text fw={600} mt="sm">
                {t(`introduction.features.${key}.title`)}
              </Text>
              <Text size="sm" c="dimmed" mt={4}>
                {t(`introduction.features.${key}.text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>

      <Card withBorder radius="md" padding="lg" bg="var(--mantine-color-blue-light)">
        <Title order={2} size="h3" mb="xs">
          {t('introduction.accountsTitle')}
        </Title>
        <Text>{t('introduction.accountsText')}</Text>
      </Card>
    </Stack>
  );
}
