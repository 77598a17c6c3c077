import { Card, Group, SimpleGrid, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconList, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { UsersOverview } from '../../features/users/components/users-overview';

const shortcuts = [
  { key: 'create', to: 'users/create', icon: IconUserPlus },
  { key: 'list', to: 'users/list', icon: IconList },
] as const;

/** `/admin-dashboard`: account counts and shortcuts. */
export function AdminOverviewPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('overview.title')} description={t('overview.description')} />
      <UsersOverview />
      <Title order={2} size="h4" mt="xl" mb="sm">
        {t('overview.shortcuts')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {shortcuts.map(({ key, to, icon: Icon }) => (
          <UnstyledButton key={key} component={Link} to={to}>
            <Card withBorder radius="md" padding="md">
              <Group justify="space-between" wrap="nowrap">
                <Group wrap="nowrap">
                  <ThemeIcon variant="light" size="lg">
                    <Icon size={20} />
                  </ThemeIcon>
                  <div>
                    <Text fw={600}>{t(`admin.nav.users.${key}`)}</Text>
                    <Text size="sm" c="dimmed">
                      {t(`overview.shortcut.${key}`)}
                    </Text>
                  </div>
                </Group>
                <IconChevronRight size={18} />
              </Group>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </>
  );
}
