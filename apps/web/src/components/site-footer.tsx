import { Anchor, Container, Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from './brand';
import { ContactList } from './contact-list';

/** Footer of every standard page: what the class is, where to find help, how to reach us. */
export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <Stack component="footer" gap={0} bg="var(--mantine-color-default-hover)" mt="xl">
      <Container size="lg" py="xl" w="100%">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="xs">
            <Brand />
            <Text size="sm" c="dimmed">
              {t('footer.about')}
            </Text>
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h5">
              {t('footer.links')}
            </Title>
            <Anchor component={Link} to="/introduction" size="sm">
              {t('nav.introduction')}
            </Anchor>
            <Anchor component={Link} to="/support" size="sm">
              {t('nav.support')}
            </Anchor>
            <Anchor component={Link} to="/" size="sm">
              {t('footer.landing')}
            </Anchor>
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h5">
              {t('contact.title')}
            </Title>
            <ContactList />
          </Stack>
        </SimpleGrid>
      </Container>
      <Divider />
      <Text size="xs" c="dimmed" ta="center" py="sm">
        © {year} NetClass · {t('footer.rights')}
      </Text>
    </Stack>
  );
}
