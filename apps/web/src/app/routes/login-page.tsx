import { Anchor, Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand, PRODUCT_NAME } from '../../components/brand';
import { LanguageSwitch } from '../../components/language-switch';
import { mainContentProps, SkipLink } from '../../components/skip-link';
import { LoginForm } from '../../features/auth/components/login-form';

/** `/login`. */
export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('login.title')} · ${PRODUCT_NAME}`);
  return (
    <Box
      mih="100dvh"
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-blue-0) 0%, var(--mantine-color-cyan-0) 55%, var(--mantine-color-body) 100%)',
      }}
    >
      <SkipLink />
      <Group component="header" justify="space-between" p="md">
        <Anchor component={Link} to="/" size="sm" c="dimmed">
          <Group gap={4}>
            <IconArrowLeft size={16} />
            {t('login.backHome')}
          </Group>
        </Anchor>
        <LanguageSwitch />
      </Group>
      <Center component="main" {...mainContentProps} px="md" pb="xl" pt={{ base: 'md', sm: 48 }}>
        <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
          <Stack gap="lg">
            <Stack gap={6} align="center">
              <Brand />
              <Title order={1} size="h2" ta="center">
                {t('login.title')}
              </Title>
              <Text size="sm" c="dimmed" ta="center">
                {t('login.subtitle')}
              </Text>
            </Stack>
            <LoginForm />
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
